// The table on a 10-inch tablet (1280x800, touch) and a narrow portrait screen.

import { expect, test } from '@playwright/test';
import { Client, SHOTS } from './helpers';

test.describe('tablet 1280x800 with touch', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

  test('tap to reveal, choose a building, tap a square, confirm', async ({ page }) => {
    const c = await Client.open();
    const g = await c.call('create_game', {
      request: { game: 'khronos', name: 'Tablet', seats: [{ name: 'Kim' }, { name: 'Lou' }, { name: 'Max' }], seed: 11 },
    });
    const v = await c.call('view', { game: g.id, viewer: null });
    const first = ['Kim', 'Lou', 'Max'][v.to_act];
    const hand = (await c.call('view', { game: g.id, viewer: v.to_act })).state.players[v.to_act].hand;
    c.close();
    const type = hand.military > 0 ? 'watchtower' : hand.religious > 0 ? 'chapel' : 'hamlet';

    await page.goto(`/#/game/${g.id}`);
    await page.getByRole('button', { name: `${first} — tap when ready` }).tap();
    // The end of the turn is in view without scrolling.
    await expect(page.getByRole('button', { name: 'End the turn…' })).toBeInViewport();
    // Wide enough for the three ages side by side.
    for (const age of ['might', 'faith', 'reason']) await expect(page.locator(`.board-wrap[data-age="${age}"]`)).toBeVisible();
    await page.locator(`button[data-build="${type}"]`).tap();
    await page.locator('.board-wrap[data-age="might"] rect.hit[data-square="D2"]').tap();
    await expect(page.locator('[data-selected]')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/tablet-1280x800.png` });
    // Before Confirm, the engine says what the placement would do.
    await expect(page.locator('[data-preview]')).toContainText(`Then: ${first} built`);
    // Confirm and Cancel stay in view at the bottom of the screen.
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeInViewport();
    const before = Number(await page.locator('main').getAttribute('data-seq'));
    await page.getByRole('button', { name: 'Confirm' }).tap();
    await expect.poll(async () => Number(await page.locator('main').getAttribute('data-seq'))).toBe(before + 1);
    await expect(page.locator(`.board-wrap[data-age="might"] g.bld[data-squares="D2"]`)).toHaveCount(1);
    // Touch targets are at least 44px tall. Measured in one pass once the panel has settled
    // (the legal actions arrive after the new view and re-render the buttons).
    await page.locator('main[aria-busy="false"]').waitFor();
    const heights = await page
      .locator('.actions button')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height).filter((h) => h > 0));
    expect(heights.length).toBeGreaterThan(0);
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(40);
  });
});

test.describe('narrow portrait screen', () => {
  test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true, isMobile: true });

  test('the age in its tab large, the two others small beside it', async ({ page }) => {
    const c = await Client.open();
    const g = await c.call('create_game', {
      request: { game: 'khronos', name: 'Narrow', seats: [{ name: 'Kim' }, { name: 'Lou' }], seed: 5 },
    });
    const v = await c.call('view', { game: g.id, viewer: null });
    c.close();
    await page.goto(`/#/game/${g.id}`);
    await page.getByRole('button', { name: /tap when ready/ }).tap();
    const width = async (age: string) => (await page.locator(`.board-wrap[data-age="${age}"] .board-svg`).boundingBox())!.width;
    for (const age of ['might', 'faith', 'reason']) await expect(page.locator(`.board-wrap[data-age="${age}"] .board-svg`)).toBeVisible();
    await expect(page.locator('.board-wrap.current')).toHaveAttribute('data-age', 'might');
    expect(await width('might')).toBeGreaterThan(1.6 * (await width('faith')));
    await page.getByRole('tab', { name: /Age of Faith/ }).tap();
    await expect(page.locator('.board-wrap.current')).toHaveAttribute('data-age', 'faith');
    expect(await width('faith')).toBeGreaterThan(1.6 * (await width('might')));
    expect(v.to_act).not.toBeNull();
    await page.screenshot({ path: `${SHOTS}/narrow-800x1280.png` });

    // The seat builds in Might while Faith is shown: Might's tab says it changed, and its
    // board marks the new building's squares.
    const c2 = await Client.open();
    const seat = v.to_act;
    const legal = await c2.call('legal', { game: g.id, seat });
    const build = legal
      .find((x: { group: string }) => x.group === 'construct')
      ?.actions.find((a: { action: { age: string } }) => a.action.age === 'might');
    expect(build, 'the first seat can build in Might').toBeTruthy();
    {
      await page.getByRole('tab', { name: /Age of Might/ }).tap();
      await page.locator(`button[data-build="${build.action.building}"]`).tap();
      await page.getByRole('tab', { name: /Age of Faith/ }).tap();
      await page.getByRole('combobox', { name: 'Or choose from the list' }).selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Confirm' }).tap();
      const log = await c2.call('log', { game: g.id, viewer: null });
      const last = log[log.length - 1];
      const ages: string[] = [...new Set<string>(last.marks.map((m: { board: string }) => m.board))];
      for (const age of ages)
        await expect(page.getByRole('tab', { name: new RegExp(`Age of ${age[0].toUpperCase()}${age.slice(1)}.*changed`) })).toBeVisible();
      await page.getByRole('tab', { name: new RegExp(`Age of ${ages[0][0].toUpperCase()}${ages[0].slice(1)}`) }).tap();
      await expect(page.locator(`.board-wrap[data-age="${ages[0]}"] .recents [data-mark]`).first()).toBeVisible();
    }
    c2.close();
  });
});
