// A new version of the web build is offered, never swapped in during a game: the publisher
// deploys a new service worker while a game is on screen; it installs and waits, nothing shows
// at the table, the home screen offers *Reload*, and only that loads the new version (the
// saved game is still there).

import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** The service worker's registration as the page sees it: the script of the one in control,
 * and whether a new one waits. */
const registration = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return {
      waiting: r?.waiting != null,
      controller: navigator.serviceWorker.controller?.scriptURL ?? null,
      active: r?.active?.state ?? null,
    };
  });

test('a new version waits during a game, and loads only when the person chooses Reload', async ({ page }) => {
  await page.goto(`${server!.url}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(async () => (await registration(page)).controller).not.toBeNull();

  // At a table (two people, no bots), the publisher deploys a new version.
  const game = await newGame(page, 'khronos', ['human', 'human'], 3);
  await expect(page.getByRole('button', { name: /tap when ready/ })).toBeVisible();
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  server!.replace('/sw.js', `${sw}\n// a new version\n`);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect.poll(async () => (await registration(page)).waiting, { timeout: 20_000 }).toBe(true);

  // The game goes on undisturbed: no notice at the table, the old version still in control.
  await page.waitForTimeout(500);
  await expect(page.locator('.update-bar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /tap when ready/ })).toBeVisible();
  expect((await registration(page)).waiting).toBe(true);

  // Away from the game, the home screen offers it; Reload loads it.
  await page.goto(`${server!.url}/#/`);
  const bar = page.locator('.update-bar');
  await expect(bar).toContainText('A new version of Epochs is ready.');
  const reload = bar.getByRole('button', { name: 'Reload' });
  await reload.focus();
  await expect(reload).toBeFocused();
  const navigated = page.waitForEvent('framenavigated');
  await page.keyboard.press('Enter');
  await navigated;
  await expect(page.getByRole('heading', { name: 'Epochs', level: 1 })).toBeVisible();
  await expect.poll(async () => (await registration(page)).waiting).toBe(false);
  await expect(page.locator('.update-bar')).toHaveCount(0);
  await expect(page.locator(`li.game-row a[href="#/game/${game}"]`).first()).toBeVisible();
  await expect(page.locator('li.game-row')).toHaveCount(1);
});
