// Issue 40: the join code is read and typed whole, on the host's screen and on a phone.

import { expect, test } from '@playwright/test';
import { BASE, Client, NAMES } from './helpers';

let client: Client;
test.beforeAll(async () => {
  client = await Client.open();
});
test.afterAll(async () => client.close());

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test(`the join code fits on one line and in its field at ${size.width}x${size.height}`, async ({ page, browser }) => {
    const g = await client.call('create_game', { request: { game: 'khronos', seats: NAMES.map((name) => ({ name })) } });
    const status = await client.call('hosting', {});
    await page.setViewportSize(size);
    await page.goto(`/#/host/${g.id}`);
    const code = page.locator('.join-code');
    await expect(code).toHaveAttribute('data-code', status.code);
    // One line: no taller than one line of its own font.
    const lines = await code.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
    expect(lines).toBeLessThan(1.5);
    const box = await code.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);

    // Another device's field shows the whole code, dash and all.
    const ctx = await browser.newContext({
      storageState: { cookies: [], origins: [] },
      viewport: size,
      isMobile: size.width < 600,
      hasTouch: size.width < 600,
    });
    const phone = await ctx.newPage();
    await phone.goto(`${BASE}/#/join/${status.code}`);
    const field = phone.locator('.code-field input');
    await expect(field).toHaveValue(status.code);
    const clipped = await field.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(clipped).toBeLessThanOrEqual(0);
    const fieldBox = await field.boundingBox();
    expect(fieldBox!.x + fieldBox!.width).toBeLessThanOrEqual(size.width);
    await ctx.close();
    await client.call('delete', { game: g.id });
  });
}
