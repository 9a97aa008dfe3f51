// The web build on a phone (390×844) and a 10-inch tablet (1280×800), by touch: one turn of
// each game against bots, the table in the page's worker; the home screen passes axe-core with
// the web build's own notice on it.

import { expect, test } from '@playwright/test';
import { SHOTS, expectAccessible, expectFitsScreen } from '../e2e/helpers';
import { khronosTurn, newGame, tempusStartingTokens, tempusTurn, untilMyMove } from './play';
import { serveFolder, type Served } from './server';

const DIST = process.env.EPOCHS_WEB_DIST ?? 'dist-web';

let server: Served | null = null;
test.beforeAll(async () => {
  server = await serveFolder(DIST);
});
test.afterAll(async () => {
  await server?.close();
});

for (const device of [
  { name: 'a phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { name: 'a tablet', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
]) {
  test.describe(`${device.name}, ${device.viewport.width}×${device.viewport.height}, touch`, () => {
    test.use({ viewport: device.viewport, hasTouch: true, isMobile: true, deviceScaleFactor: device.deviceScaleFactor });

    test('a turn of Khronos and a turn of Tempus against bots', async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(`${server!.url}/`);
      await expect(page.getByRole('heading', { name: 'Epochs', level: 1 })).toBeVisible();
      await expectFitsScreen(page, 'home');
      await expectAccessible(page, `the web build's home at ${device.viewport.width}px`);

      await newGame(page, 'khronos', ['human', 'easy'], 5);
      await untilMyMove(page);
      await expectFitsScreen(page, 'Khronos');
      await khronosTurn(page, true);
      await expect(page.getByRole('list', { name: 'Turn track: turn 2 of 7' })).toBeVisible();

      await newGame(page, 'tempus', ['human', 'easy', 'easy'], 7);
      await tempusStartingTokens(page);
      await expectFitsScreen(page, 'Tempus');
      await tempusTurn(page);

      // Home again: both games saved; the browser's refusal to keep them for good (headless
      // Chromium refuses) is told once, and dismissed stays dismissed.
      await page.goto(`${server!.url}/#/`);
      await expect(page.locator('li.game-row')).toHaveCount(2);
      const notice = page.getByRole('heading', { name: 'The browser may clear your saved games' });
      await expect(notice).toBeVisible();
      await page.getByRole('button', { name: 'Understood' }).tap();
      await expect(notice).toHaveCount(0);
      await page.reload();
      await expect(page.locator('li.game-row')).toHaveCount(2);
      await expect(notice).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/web-home-${device.viewport.width}x${device.viewport.height}.png` });
    });
  });
}
