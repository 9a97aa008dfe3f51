// The Tempus island reads like a board at every size: the island centred in its frame and the
// frame painted to its edges (sea around the island, no empty band), each terrain with its own
// picture, hex names large enough on a tablet, and any hex's name (and what stands on it) shown
// large when pointed at, tapped or focused; people and their counts large enough to read.

import { expect, test, type Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, NAMES, expectAccessible, playUntil } from './helpers';

/** Pictures to look at, never the README's (docs/screenshots). */
const LOOK = join(tmpdir(), 'epochs-screenshots');

let client: Client;
let cities: { id: number; seat: number };
test.beforeAll(async () => {
  client = await Client.open();
  // A game in its actions phase with people on several hexes and a city built.
  const game = await client.call('create_game', {
    request: { game: 'tempus', name: 'Island look', seats: NAMES.map((name) => ({ name })), seed: 5 },
  });
  const spots = (x: any) => (x.state.board as [string, any][]).map(([, s]) => s);
  const v = await playUntil(
    client,
    game.id,
    (x) => x.state.phase === 'actions' && spots(x).some((s) => s.city) && x.state.pending === null && x.to_act !== null,
    ['build_city', 'place_tile', 'place_token', 'babies', 'move', 'move_token', 'end_move', 'progress_cards', 'discard', 'end_turn'],
    1500,
  );
  cities = { id: game.id, seat: v.to_act };
});
test.afterAll(async () => {
  await client?.call('delete', { game: cities.id }).catch(() => undefined);
  client?.close();
});

/** Opens the table of `game` for `seat` (past the hand-off when there is one). */
async function openTable(page: Page, game: number, seat: number) {
  await page.goto(`/#/game/${game}`);
  const ready = page.getByRole('button', { name: `${NAMES[seat]} — tap when ready` });
  await expect(ready.or(page.locator('main[data-screen="play"]'))).toBeVisible();
  if (await ready.isVisible()) await ready.click();
  await expect(page.locator('main[data-screen="play"] .hexmap')).toBeVisible();
}

/** The island's frame and the land's outline on the screen, and the points of a 9×9 grid over
 * the frame where nothing of the island is painted (the page shows through). */
function measureFrame(page: Page) {
  return page.evaluate(() => {
    const svg = document.querySelector('.hexmap') as SVGSVGElement;
    svg.scrollIntoView({ block: 'nearest' });
    const box = svg.getBoundingClientRect();
    const column = svg.closest('.board-area') as HTMLElement;
    const cs = getComputedStyle(column);
    const columnWidth = column.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    const land = [...svg.querySelectorAll('g.hex:not(.hex-sea):not(.hex-lake) > .hex-shape')].map((e) => e.getBoundingClientRect());
    const out = {
      box: { left: box.left, top: box.top, width: box.width, height: box.height },
      land: {
        left: Math.min(...land.map((r) => r.left)),
        right: Math.max(...land.map((r) => r.right)),
        top: Math.min(...land.map((r) => r.top)),
        bottom: Math.max(...land.map((r) => r.bottom)),
      },
      columnWidth,
      empty: [] as string[],
    };
    for (let i = 0; i <= 8; i++) {
      for (let j = 0; j <= 8; j++) {
        // (5 px in from the edges, inside the frame's rounded corners)
        const x = box.left + 5 + ((box.width - 10) * i) / 8;
        const y = box.top + 5 + ((box.height - 10) * j) / 8;
        const el = document.elementFromPoint(x, y);
        if (!el || el === svg || !svg.contains(el)) out.empty.push(`${Math.round(x)},${Math.round(y)}: ${el?.tagName ?? 'nothing'}`);
      }
    }
    return out;
  });
}

/** The size in screen pixels of the font of the first element matching `selector` (its CSS
 * font size in the island's units, times the island's scale on the screen). */
function screenFontPx(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const m = (el as SVGGraphicsElement).getScreenCTM()!;
      return parseFloat(getComputedStyle(el).fontSize) * Math.hypot(m.a, m.b);
    });
}

/** WCAG contrast ratio of two `rgb(...)`/`rgba(...)` colours (alpha ignored). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 800, height: 1280 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

for (const size of SIZES) {
  test(`at ${size.width}x${size.height} the island is centred in its frame, painted to the frame's edges`, async ({ page }) => {
    await page.setViewportSize(size);
    await openTable(page, cities.id, cities.seat);
    const f = await measureFrame(page);
    // The frame spans its column: no band beside it.
    expect(f.box.width, 'the island frame is as wide as its column').toBeGreaterThanOrEqual(f.columnWidth * 0.97);
    // Every point of the frame shows the island or its sea.
    expect(f.empty, 'points of the frame where nothing is drawn').toEqual([]);
    // The land's middle is the frame's middle (to within a few pixels), and the land fills
    // most of the frame along its longer side.
    const hexW = (f.land.right - f.land.left) / 12;
    expect(Math.abs((f.land.left + f.land.right) / 2 - (f.box.left + f.box.width / 2)), 'land centred across').toBeLessThanOrEqual(4);
    expect(Math.abs((f.land.top + f.land.bottom) / 2 - (f.box.top + f.box.height / 2)), 'land centred down').toBeLessThanOrEqual(4);
    const filled = Math.max((f.land.right - f.land.left) / f.box.width, (f.land.bottom - f.land.top) / f.box.height);
    expect(filled, 'the land fills the frame along one side, but for a margin of sea').toBeGreaterThanOrEqual(0.75);
    expect(hexW).toBeGreaterThan(0);
    // On a tablet, landscape or portrait, a land hex's name reads without pointing at it.
    if (size.width >= 800)
      expect(
        await screenFontPx(page, '.hexmap g.hex:not(.hex-sea):not(.hex-lake) .hex-name'),
        'a land hex name, in screen pixels',
      ).toBeGreaterThanOrEqual(10.5);
    if (size.width === 390) await page.locator('.board-area').screenshot({ path: `${LOOK}/tempus-island-390x844.png` });
  });
}

test('at 1280x800 terrain is drawn with pictures, names on plates are large, people and counts large', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openTable(page, cities.id, cities.seat);
  // Each land hex carries its terrain's picture; each picture is drawn, and differs in shape.
  const art = await page
    .locator('.hexmap g.hex')
    .evaluateAll((gs) =>
      gs.map((g) => ({ terrain: g.getAttribute('data-terrain'), art: g.querySelector('use.hex-art')?.getAttribute('href') ?? null })),
    );
  const land = art.filter((a) => a.terrain !== 'sea' && a.terrain !== 'lake');
  expect(land.length).toBeGreaterThan(40);
  for (const a of land) expect(a.art, `the picture of a ${a.terrain} hex`).toBe(`#art-${a.terrain}`);
  const shapes = await page.evaluate(() =>
    ['grassland', 'farmland', 'hills', 'woods', 'mountain'].map((t) => {
      const g = document.getElementById(`art-${t}`) as SVGGraphicsElement | null;
      const b = g?.getBBox();
      return { t, area: b ? b.width * b.height : 0, d: [...(g?.querySelectorAll('path') ?? [])].map((p) => p.getAttribute('d')).join() };
    }),
  );
  for (const s of shapes) expect(s.area, `the ${s.t} picture covers much of a hex`).toBeGreaterThan(600);
  expect(new Set(shapes.map((s) => s.d)).size, 'five different pictures').toBe(5);
  // The legend shows the same pictures.
  for (const t of ['grassland', 'farmland', 'hills', 'woods', 'mountain'])
    await expect(page.locator(`.map-legend li[data-cell="${t}"] use`)).toHaveAttribute('href', `#art-${t}`);

  // Land hexes' names: on a plate, dark on light, at least 12 px on the screen.
  const landName = '.hexmap g.hex:not(.hex-sea):not(.hex-lake) .hex-name';
  expect(await screenFontPx(page, landName), 'a land hex name, in screen pixels').toBeGreaterThanOrEqual(12);
  const seaName = '.hexmap g.hex.hex-sea .hex-name';
  expect(await screenFontPx(page, seaName), 'a sea hex name, in screen pixels').toBeGreaterThanOrEqual(10);
  const woods = page.locator('.hexmap g.hex.hex-woods').first();
  const [ink, plate] = await Promise.all([
    woods.locator('.hex-name').evaluate((e) => getComputedStyle(e).fill),
    woods.locator('.hex-plate').evaluate((e) => getComputedStyle(e).fill),
  ]);
  expect(contrast(ink, plate), `a name on woods: ${ink} on ${plate}`).toBeGreaterThanOrEqual(7);

  // People: a meeple at least 34 px tall, the count's figure at least 12.5 px.
  const meeple = (await page.locator('.hexmap g.stack svg[data-icon="meeple"]').first().boundingBox())!;
  expect(meeple.height, 'a meeple, in screen pixels').toBeGreaterThanOrEqual(34);
  await expect(page.locator('.hexmap .count-text').first()).toHaveText(/^\d+$/);
  expect(await screenFontPx(page, '.hexmap .count-text'), 'the count on a stack, in screen pixels').toBeGreaterThanOrEqual(12.5);
  expect(await screenFontPx(page, '.hexmap .city-value'), "a city's value, in screen pixels").toBeGreaterThanOrEqual(11.5);
});

test('a hex pointed at shows its name and terrain large, and so does a hex tapped on a phone', async ({ browser }) => {
  const storageState = (test.info().project.use as any).storageState;
  // The mouse on a tablet.
  const tablet = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  const page = await tablet.newPage();
  await openTable(page, cities.id, cities.seat);
  await expect(page.locator('.hexmap .callout')).toHaveCount(0);
  const woods = page.locator('.hexmap g.hex.hex-woods').first();
  const hex = (await woods.getAttribute('data-hex'))!;
  const b = (await woods.locator('.hex-shape').boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height * 0.3);
  await expect(page.locator(`.hexmap .callout[data-callout="${hex}"] .callout-text`).first()).toHaveText(`${hex} woods`);
  expect(await screenFontPx(page, '.hexmap .callout-name'), 'the name pointed at').toBeGreaterThanOrEqual(17);
  await expectAccessible(page, 'the Tempus island with a hex pointed at');
  await page.mouse.move(2, 790);
  await expect(page.locator('.hexmap .callout')).toHaveCount(0);
  await tablet.close();

  // A finger on a phone: the island is small, the name shown large all the same.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, storageState });
  const small = await phone.newPage();
  await openTable(small, cities.id, cities.seat);
  const target = small.locator(`.hexmap g.hex[data-hex="${hex}"] .hex-shape`);
  await target.scrollIntoViewIfNeeded();
  const t = (await target.boundingBox())!;
  await small.touchscreen.tap(t.x + t.width / 2, t.y + t.height * 0.3);
  await expect(small.locator(`.hexmap .callout[data-callout="${hex}"] .callout-text`).first()).toHaveText(`${hex} woods`);
  expect(await screenFontPx(small, '.hexmap .callout-name'), 'the name tapped on a phone').toBeGreaterThanOrEqual(16.5);
  // A hex holding people: what stands there is written out, large, under the name (the count
  // on the stack itself is small on a phone).
  const held = (await small.locator('.hexmap g.pieces:has(g.stack)').first().getAttribute('data-hex'))!;
  const count = (await small.locator(`.hexmap g.pieces[data-hex="${held}"] .count-text`).textContent())!;
  const stack = (await small.locator(`.hexmap g.hex[data-hex="${held}"] .hex-shape`).boundingBox())!;
  await small.touchscreen.tap(stack.x + stack.width / 2, stack.y + stack.height * 0.8);
  const pieces = small.locator(`.hexmap .callout[data-callout="${held}"] .callout-pieces`);
  await expect(pieces).toHaveText(new RegExp(`^${count} tokens? of (${NAMES.join('|')})$`));
  expect(await screenFontPx(small, '.hexmap .callout-pieces'), 'what stands on a hex tapped on a phone').toBeGreaterThanOrEqual(11);
  const callout = (await small.locator('.hexmap .callout').boundingBox())!;
  const frame = (await small.locator('.hexmap').boundingBox())!;
  expect(callout.x, 'the callout inside the island').toBeGreaterThanOrEqual(frame.x - 1);
  expect(callout.x + callout.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
  await small.locator('.board-area').screenshot({ path: `${LOOK}/tempus-island-tapped-390x844.png` });
  await phone.close();
});

test('a hex focused by keyboard shows its name, and the name follows the arrow keys', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  // A random island's first starting token: hexes to choose, one tab stop.
  const game = await client.call('create_game', {
    request: { game: 'tempus', name: 'Island keys', seats: NAMES.map((name) => ({ name })), seed: 7, map: 'random' },
  });
  try {
    await openTable(page, game.id, 0);
    const stop = page.locator('.hexmap .hits [tabindex="0"]');
    await expect(stop).toHaveCount(1);
    for (let i = 0; i < 60 && !(await stop.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    const first = (await stop.getAttribute('data-hex'))!;
    await expect(page.locator(`.hexmap .callout[data-callout="${first}"]`)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const next = await page.evaluate(() => document.activeElement?.getAttribute('data-hex'));
    expect(next).not.toBe(first);
    await expect(page.locator(`.hexmap .callout[data-callout="${next}"]`)).toBeVisible();
    await expect(page.locator('.hexmap .callout')).toHaveCount(1);
    // Leaving the island by Tab takes the name away.
    await page.keyboard.press('Tab');
    await expect(page.locator('.hexmap .callout')).toHaveCount(0);
  } finally {
    await client.call('delete', { game: game.id });
  }
});
