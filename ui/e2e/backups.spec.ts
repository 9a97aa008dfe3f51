// Backups in Chromium against `epochs serve`: the daily backup taken when the host opened its
// saved games is listed; restoring it (after a confirmation) takes the saved games back to
// that moment, and the backup taken just before the restore brings them back again.

import { expect, test } from '@playwright/test';
import { Client } from './helpers';

let client: Client;
test.beforeAll(async () => {
  client = await Client.open();
});
test.afterAll(() => client?.close());

test('restore a backup of the saved games, then undo that with the backup taken before it', async ({ page }) => {
  const g = await client.call('create_game', {
    request: { game: 'khronos', name: 'After the backup', seats: [{ name: 'Ida' }, { name: 'Jon' }], seed: 4 },
  });
  await page.goto('/#/');
  await expect(page.locator(`li.game-row[data-game="${g.id}"]`)).toBeVisible();

  await page.getByRole('button', { name: 'Restore a backup…' }).click();
  const daily = page.locator('ul.backup-list li[data-file^="daily-"]').first();
  await expect(daily).toContainText('daily');
  await daily.getByRole('button', { name: /^Restore the backup of .* \(daily\)$/ }).click();
  await daily.getByRole('button', { name: 'Yes, replace every saved game' }).click();
  await expect(page.getByRole('status')).toContainText('Restored the backup');
  // The game made after the daily backup is not in it.
  await expect(page.locator(`li.game-row[data-game="${g.id}"]`)).toHaveCount(0);

  // The games as they were just before the restore come back from their own backup.
  await page.getByRole('button', { name: 'Restore a backup…' }).click();
  const before = page.locator('ul.backup-list li[data-file^="before-restore-"]').first();
  await before.getByRole('button', { name: /before a restore/ }).click();
  await before.getByRole('button', { name: 'Yes, replace every saved game' }).click();
  await expect(page.locator(`li.game-row[data-game="${g.id}"]`)).toBeVisible();
  await client.call('delete', { game: g.id });
});
