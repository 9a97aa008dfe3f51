// Issue 28, the "also" list: new games' names, a replay that plays itself, the final boards
// on the end screen.

import { expect, test } from '@playwright/test';
import { Client, NONE } from './helpers';

test('two new games with the same seats get distinct names', async ({ page }) => {
  const ids: number[] = [];
  const c = await Client.open();
  try {
    const takenBefore: string[][] = [];
    for (let i = 0; i < 2; i++) {
      takenBefore.push(((await c.call('list_games', {})) as { name: string }[]).map((g) => g.name));
      await page.goto('/#/');
      await page.getByRole('link', { name: 'New game of Khronos' }).click();
      await page.getByText('More').click();
      // The name it will get is shown, and is the players' names.
      await expect(page.getByLabel('Game name (optional)')).toHaveAttribute('placeholder', /^Anna, Ben, Cleo( \(\d+\))?$/);
      await page.getByRole('button', { name: 'Start the game' }).click();
      await expect(page).toHaveURL(/#\/game\/\d+/);
      ids.push(Number(/#\/game\/(\d+)/.exec(page.url())![1]));
    }
    const games: { id: number; name: string }[] = await c.call('list_games', {});
    const [first, second] = ids.map((id) => games.find((g) => g.id === id)!.name);
    expect(first).toMatch(/^Anna, Ben, Cleo/);
    expect(second).toMatch(/^Anna, Ben, Cleo \(\d+\)$/);
    expect(second).not.toBe(first);
    // Each got a name no saved game had when it started.
    expect(takenBefore[0]).not.toContain(first);
    expect(takenBefore[1]).not.toContain(second);
  } finally {
    for (const id of ids) await c.call('delete', { game: id }).catch(() => undefined);
    c.close();
  }
});

test.describe('the replay plays itself', () => {
  let c: Client;
  let game: number;
  test.beforeAll(async () => {
    c = await Client.open();
    game = (
      await c.call('create_game', { request: { game: 'khronos', name: 'Autoplay', seats: [{ name: 'Ida' }, { name: 'Jon' }], seed: 3 } })
    ).id;
    for (let i = 0; i < 6; i++) {
      const v = await c.call('view', { game, viewer: null });
      await c.call('apply', { game, seat: v.to_act, action: { type: 'end_turn', discard: NONE } });
    }
  });
  test.afterAll(async () => {
    await c.call('delete', { game }).catch(() => undefined);
    c.close();
  });

  test('Play steps forward on its own, Pause stops it', async ({ page }) => {
    await page.goto(`/#/replay/${game}`);
    const replay = page.locator('main[data-screen="replay"]');
    await expect(replay).toHaveAttribute('data-step', '0');
    const box = page.locator('.autoplay');
    await expect(box).toHaveAttribute('data-autoplay-ms', '1500');
    // It does not start by itself.
    await page.waitForTimeout(1800);
    await expect(replay).toHaveAttribute('data-step', '0');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(box).toHaveAttribute('data-autoplay', 'playing');
    await expect(replay).toHaveAttribute('data-step', '1', { timeout: 4000 });
    await expect(replay).toHaveAttribute('data-step', '2', { timeout: 4000 });
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(box).toHaveAttribute('data-autoplay', 'paused');
    const at = await replay.getAttribute('data-step');
    await page.waitForTimeout(2500);
    await expect(replay).toHaveAttribute('data-step', at!);
    // By keyboard too: the button is reachable and named.
    await page.getByRole('button', { name: 'Play', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(box).toHaveAttribute('data-autoplay', 'playing');
    await page.keyboard.press('Enter');
    await expect(box).toHaveAttribute('data-autoplay', 'paused');
  });

  test('with reduced motion, it steps more slowly', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/#/replay/${game}`);
    const replay = page.locator('main[data-screen="replay"]');
    await expect(page.locator('.autoplay')).toHaveAttribute('data-autoplay-ms', '3500');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForTimeout(2000);
    await expect(replay).toHaveAttribute('data-step', '0');
    await expect(replay).toHaveAttribute('data-step', '1', { timeout: 4000 });
    await page.getByRole('button', { name: 'Pause' }).click();
  });

  test('at the end it stops, and plays again from the start', async ({ page }) => {
    await page.goto(`/#/replay/${game}`);
    const replay = page.locator('main[data-screen="replay"]');
    await page.locator('.step-slider input').fill('6');
    await expect(replay).toHaveAttribute('data-step', '6');
    await page.getByRole('button', { name: 'Play again from the start' }).click();
    await expect(replay).toHaveAttribute('data-step', '1', { timeout: 4000 });
    await page.getByRole('button', { name: 'Pause' }).click();
  });
});

test('the Khronos end screen shows the final boards', async ({ page }) => {
  const c = await Client.open();
  try {
    const g = await c.call('create_game', {
      request: { game: 'khronos', name: 'Final boards', seats: [{ name: 'Ida' }, { name: 'Jon' }], seed: 3 },
    });
    // Ida builds, so the final boards have something of hers on them.
    const v0 = await c.call('view', { game: g.id, viewer: null });
    const legal = await c.call('legal', { game: g.id, seat: v0.to_act });
    const build = legal.find((x: { group: string }) => x.group === 'construct')!.actions[0].action;
    await c.call('apply', { game: g.id, seat: v0.to_act, action: build });
    for (let guard = 0; guard < 40; guard++) {
      const v = await c.call('view', { game: g.id, viewer: null });
      if (v.finished) break;
      await c.call('apply', { game: g.id, seat: v.to_act, action: { type: 'end_turn', discard: NONE } });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/#/game/${g.id}`);
    await expect(page.locator('main[data-screen="finished"]')).toBeVisible();
    const boards = page.getByRole('region', { name: 'The final boards' });
    await expect(boards).toBeVisible();
    for (const age of ['might', 'faith', 'reason']) await expect(boards.locator(`.board-wrap[data-age="${age}"]`)).toBeVisible();
    const sq = build.squares.join('-');
    await expect(
      boards.locator(`.board-wrap[data-age="${build.age}"] g.bld[data-building="${build.building}"][data-squares="${sq}"]`),
    ).toHaveCount(1);
    await c.call('delete', { game: g.id });
  } finally {
    c.close();
  }
});
