// Pieces drawn as pictures (game-icons.net, CC BY 3.0), with the letter and pattern cues kept
// for colour-blind players: Khronos buildings, ruins and control cubes, Tempus people and
// cities; and the About screen that credits the pictures' authors.

import { expect, test, type Page } from '@playwright/test';
import { Client, expectAccessible, NAMES, openTable, playUntil, SHOTS } from './helpers';
import { BUILDING_ICON, RUIN_ICON } from '../src/games/khronos/icons';
import type { BuildingType } from '../src/games/khronos/types';

// The README's pictures of both tables are taken here, on a 10-inch tablet's screen.
test.use({ viewport: { width: 1280, height: 800 } });

let client: Client;
test.beforeAll(async () => {
  client = await Client.open();
});
test.afterAll(() => client?.close());

/** The ids of the page's clip paths (the cubes' and meeples' shapes): none twice. */
async function expectUniqueClips(page: Page) {
  const ids = await page.locator('clipPath').evaluateAll((es) => es.map((e) => e.id));
  expect(ids.length).toBeGreaterThan(0);
  expect(new Set(ids).size, ids.join(' ')).toBe(ids.length);
}

/**
 * Plays Khronos through the API until the boards hold ruins and many sorts of buildings
 * (upgrading, else constructing), then cubes (travelling to the Age of Reason and populating):
 * returns the view then.
 */
async function buildUp(game: number): Promise<any> {
  for (let i = 0; i < 600; i++) {
    const v = await client.call('view', { game, viewer: null });
    const boards: any[] = v.state.boards.flat();
    const built = boards.some((b) => b.ruin) && new Set(boards.map((b) => b.building)).size >= 7;
    if (v.finished || (built && boards.filter((b) => b.cubes.some((n: number) => n > 0)).length >= 2)) return v;
    const legal: { group: string; actions: { action: any }[] }[] = await client.call('legal', { game, seat: v.to_act });
    const pick = (group: string, ok: (a: any) => boolean = () => true) =>
      legal.find((l) => l.group === group)?.actions.find((a) => ok(a.action))?.action;
    const action =
      (built ? (pick('populate') ?? pick('travel', (a) => a.to === 'reason')) : (pick('upgrade') ?? pick('construct'))) ??
      pick('end_turn') ??
      legal[0].actions[0].action;
    await client.call('apply', { game, seat: v.to_act, action });
  }
  throw new Error(`game ${game} did not get there`);
}

test('Khronos buildings, ruins and cubes are pictures, with their letters kept', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const game = await client.call('create_game', {
    request: { game: 'khronos', name: 'Pictures', seats: NAMES.map((name) => ({ name })), seed: 4 },
  });
  const v = await buildUp(game.id);
  expect(v.finished).toBe(false);
  await openTable(page, game.id, v.to_act);

  const buildings = page.locator('.board-wrap g.bld');
  expect(await buildings.count()).toBeGreaterThan(0);
  for (const b of await buildings.all()) {
    const type = (await b.getAttribute('data-building')) as BuildingType;
    // The picture of its type (a ruin's is a broken wall), and its letter code and value still there.
    const ruin = (await b.getAttribute('class'))!.split(' ').includes('ruin');
    await expect(b.locator(`svg.bld-icon[data-icon="${ruin ? RUIN_ICON : BUILDING_ICON[type]}"]`)).toHaveCount(1);
    await expect(b.locator('.bld-abbr')).toHaveText(/^[A-Z][a-z]\d$/);
  }
  // A controller's chip keeps its letter; a cube badge its picture and its letter.
  const chip = page.locator('.board-wrap g.bld .ctrl').first();
  await expect(chip.locator('.chip-letter')).toHaveText(/^[A-Z]$/);
  const badge = page.locator('.board-wrap g.bld .cube-badge[data-seat]').first();
  await expect(badge.locator('svg[data-icon="cube"]')).toHaveCount(1);
  await expect(badge.locator('.cube-letter')).toHaveText(/^[A-Z]\d*$/);
  // Cubes read without zooming on the tablet, on the board in front (a tap on its age's tab
  // brings it there): each badge at least 12 px across, and a player alone on a square of the
  // building gets a big one, its letter at least 9.5 px tall.
  const withCubes = await page.locator('.board-wrap:has(g.bld .cube-badge[data-seat])').first().getAttribute('data-age');
  await page.locator(`#tab-${withCubes}`).click();
  await expect(page.locator('.board-wrap.current')).toHaveAttribute('data-age', withCubes!);
  for (const b of await page.locator('.board-wrap.current g.bld .cube-badge[data-seat]').all()) {
    expect((await b.locator('svg[data-icon="cube"]').boundingBox())!.width).toBeGreaterThanOrEqual(12);
  }
  const big = page.locator('.board-wrap.current g.bld .cube-badge[data-seat] .cube-letter.big');
  expect(await big.count()).toBeGreaterThan(0);
  const letter = await big.first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize) * (e as SVGTextElement).getScreenCTM()!.a);
  expect(letter, 'the letter on a big cube, in screen pixels').toBeGreaterThanOrEqual(9.5);
  // The pictures are decoration: the building's words say what it is.
  await expect(page.locator('.board-wrap svg.bld-icon').first()).toHaveAttribute('aria-hidden', 'true');
  // A ruin is a broken wall, its type's letters kept.
  const ruin = page.locator('.board-wrap g.bld.ruin').first();
  await expect(ruin.locator(`svg.bld-icon[data-icon="${RUIN_ICON}"]`)).toHaveCount(1);
  await expect(ruin.locator('.bld-abbr')).toHaveText(/^[A-Z][a-z]\d$/);
  await expectUniqueClips(page);
  await page.screenshot({ path: `${SHOTS}/khronos-1280x800.png` });
  await client.call('delete', { game: game.id });
});

test('Tempus people and cities are pictures, with their counts, values and owners kept', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const game = await client.call('create_game', {
    request: { game: 'tempus', name: 'Pictures T', seats: NAMES.map((name) => ({ name })), seed: 5 },
  });
  const spots = (x: any) => (x.state.board as [string, any][]).map(([, s]) => s);
  const v = await playUntil(
    client,
    game.id,
    (x) => x.state.phase === 'actions' && spots(x).some((s) => s.city) && x.state.pending === null && x.to_act !== null,
    ['build_city', 'place_tile', 'place_token', 'babies', 'move', 'move_token', 'end_move', 'progress_cards', 'discard', 'end_turn'],
    1500,
  );
  await openTable(page, game.id, v.to_act);

  const stack = page.locator('.hexmap g.stack').first();
  await expect(stack.locator('svg[data-icon="meeple"]')).toHaveCount(1);
  await expect(stack.locator('.chip-letter')).toHaveText(/^[A-Z]$/);
  await expect(stack.locator('.count-text')).toHaveText(/^\d+$/);
  const city = page.locator('.hexmap g.city:not(.atlantis)').first();
  await expect(city.locator('svg[data-icon="village"]')).toHaveCount(1);
  await expect(city.locator('.city-value')).toHaveText(/^\d+$/);
  await expect(city.locator('.city-owner')).toHaveText(/^[A-Z]$/);
  await expectUniqueClips(page);
  await page.screenshot({ path: `${SHOTS}/tempus-1280x800.png` });
  await client.call('delete', { game: game.id });
});

test('the About screen credits the pictures and their licence', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
  // By keyboard: a link among the home screen's actions.
  await page.getByRole('link', { name: 'About' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Epochs' })).toBeVisible();
  const credits = page.getByRole('region', { name: 'Pictures' });
  for (const author of ['Lorc', 'Delapouite', 'Caro Asercion']) await expect(credits).toContainText(author);
  await expect(credits.getByRole('link', { name: 'game-icons.net' })).toHaveAttribute('href', 'https://game-icons.net');
  await expect(credits.getByRole('link', { name: 'CC BY 3.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/3.0/');
  await expectAccessible(page, 'about');
  // Back home, by keyboard too.
  const back = page.getByRole('link', { name: /Games/ });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
});
