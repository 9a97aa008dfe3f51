// One tab at a time holds the saved games (the private file system's files are held by one
// worker, behind a Web Lock): a second tab says Epochs is open elsewhere and waits, and once
// the first tab closes it opens the same saved games, on the private file system.

import { expect, test } from '@playwright/test';
import { newGame } from './play';
import { serveFolder, type Served } from './server';

const DIST = process.env.EPOCHS_WEB_DIST ?? 'dist-web';

let server: Served | null = null;
test.beforeAll(async () => {
  server = await serveFolder(DIST);
});
test.afterAll(async () => {
  await server?.close();
});

test('a second tab waits for the first, then opens the same saved games', async ({ context }) => {
  const first = await context.newPage();
  await first.goto(`${server!.url}/`);
  await newGame(first, 'khronos', ['human', 'human'], 3);
  await first.goto(`${server!.url}/#/`);
  await expect(first.locator('li.game-row')).toHaveCount(1);

  const second = await context.newPage();
  await second.goto(`${server!.url}/`);
  await expect(second.getByRole('status').filter({ hasText: 'Epochs is open in another tab or window' })).toBeVisible();
  await expect(second.locator('li.game-row')).toHaveCount(0);

  await first.close();
  await expect(second.locator('li.game-row')).toHaveCount(1);
  await expect(second.getByRole('status').filter({ hasText: 'open in another tab' })).toHaveCount(0);
  // Kept on the private file system, not in memory: no notice that games are not saved.
  await expect(second.getByRole('heading', { name: 'Games here are not saved' })).toHaveCount(0);
});
