// Issue 40, keyboard: focus never drops to the page's body, neither while a hint is thought
// out nor when a message is closed.

import { expect, test, type Page } from '@playwright/test';
import { Client, NAMES } from './helpers';

let client: Client;
test.beforeAll(async () => {
  client = await Client.open();
});
test.afterAll(async () => client.close());

/** The tag and class of the focused element, or "body". */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
  });
}

test('after Hint and after closing its message, the keyboard keeps its place', async ({ page }) => {
  test.setTimeout(90_000);
  const names = NAMES.slice(0, 2);
  const { id: game } = await client.call('create_game', { request: { game: 'khronos', seats: names.map((name) => ({ name })), seed: 40 } });
  const view = await client.call('view', { game, viewer: null });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/#/game/${game}`);
  const ready = page.getByRole('button', { name: `${names[view.to_act]} — tap when ready` });
  const play = page.locator(`main[data-screen="play"][data-seat="${view.to_act}"]`);
  await expect(ready.or(play)).toBeVisible();
  if (await ready.isVisible()) await ready.click();
  await expect(play).toBeVisible();

  // Hint by the keyboard: the button stays focused while the hint is thought out and after.
  const hint = page.locator('.hint-button');
  await hint.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.notice-hint')).toBeVisible({ timeout: 30_000 });
  expect(await focused(page)).toContain('hint-button');

  // Closing the message by the keyboard: focus goes back to the Hint button.
  await page.locator('.notice .close').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.notice-hint')).toHaveCount(0);
  await expect.poll(() => focused(page)).toContain('hint-button');
  await client.call('delete', { game });
});
