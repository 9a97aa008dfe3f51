// The Khronos boards read like the game (issue 40): a building is one tile across its squares,
// a domain of two or more buildings is one tinted, outlined region with a marker in its
// collector's colour and pattern, named for screen readers, and the tiles left in stock show
// per type, beside the boards and on the Build buttons, updated after a build. (A type with
// none left, crossed out, takes most of a game to reach: stockOf is tested in Vitest.)

import { expect, test } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, expectAccessible, NAMES, openTable, playUntil } from './helpers';

// Pictures to look at (not the README's): a scratch folder.
const LOOK = join(tmpdir(), 'epochs-screenshots');

let client: Client;
test.beforeAll(async () => {
  client = await Client.open();
});
test.afterAll(() => client?.close());

const AGES = ['might', 'faith', 'reason'] as const;

/* eslint-disable @typescript-eslint/no-explicit-any */
/** The domains of the view worth a marker: two or more buildings and someone who collects. */
function markedDomains(v: any): { age: (typeof AGES)[number]; domain: any; count: number }[] {
  const out = [];
  for (const [i, age] of AGES.entries()) {
    for (const domain of v.state.domains[i]) {
      const squares = new Set(domain.squares);
      const count = v.state.boards[i].filter(
        (b: any) =>
          squares.has(b.squares[0]) && !(b.printed && v.state.boards[i].some((o: any) => !o.printed && o.squares.includes(b.squares[0]))),
      ).length;
      if (count >= 2 && domain.collectors.length === 1) out.push({ age, domain, count });
    }
  }
  return out;
}

test('a building is one raised tile across its squares, a domain is outlined with its collector’s marker, and the stock shows', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const game = await client.call('create_game', {
    request: { game: 'khronos', name: 'Tiles and domains', seats: NAMES.map((name) => ({ name })), seed: 11 },
  });
  // Construct and upgrade until a board holds a building of two squares or more and a domain
  // of two buildings or more that someone collects.
  const v = await playUntil(
    client,
    game.id,
    (view) => view.state.boards.flat().some((b: any) => b.squares.length >= 2) && markedDomains(view).length > 0,
    ['upgrade', 'construct', 'end_turn'],
  );
  expect(v.finished).toBe(false);
  await openTable(page, game.id, v.to_act);

  // Each building of two or three squares is one tile: one face, one edge under it (its
  // depth), spanning all its squares.
  // A square's size on screen, on each board (the age in front is drawn larger; a board keeps
  // its proportions inside its box, so its scale is the smaller of the two).
  const squareOn = (age: string) =>
    page.locator(`.board-wrap[data-age="${age}"] svg.board-svg`).evaluate((svg) => {
      const box = (svg as SVGSVGElement).getBoundingClientRect();
      const vb = (svg as SVGSVGElement).viewBox.baseVal;
      return Math.min(box.width / vb.width, box.height / vb.height) * 40;
    });
  const big = v.state.boards.flatMap((b: any[], i: number) => b.filter((x) => x.squares.length >= 2).map((x) => ({ age: AGES[i], b: x })));
  expect(big.length).toBeGreaterThan(0);
  for (const { age, b } of big.slice(0, 6)) {
    const tile = page.locator(`.board-wrap[data-age="${age}"] g.bld[data-squares="${b.squares.join('-')}"]`);
    await expect(tile.locator('.bld-body')).toHaveCount(1);
    await expect(tile.locator('.bld-edge')).toHaveCount(1);
    const box = (await tile.locator('.bld-body').boundingBox())!;
    const cols = new Set(b.squares.map((s: string) => s[0])).size;
    const rows = new Set(b.squares.map((s: string) => s.slice(1))).size;
    const square = await squareOn(age);
    expect(box.width, `${b.building} on ${b.squares.join('-')} spans its columns`).toBeGreaterThan((cols - 0.3) * square);
    expect(box.height, `${b.building} on ${b.squares.join('-')} spans its rows`).toBeGreaterThan((rows - 0.3) * square);
  }

  // A domain of two or more buildings: one tinted region in its collector's pattern, outlined
  // in the collector's colour, and a marker beside it with the collector's chip (pattern and
  // letter) and what it pays, named for screen readers.
  const { age, domain, count } = markedDomains(v)[0];
  const seat = domain.collectors[0];
  const key = domain.squares[0];
  const area = page.locator(`.board-wrap[data-age="${age}"] g.domain[data-domain="${key}"]:not(.domain-marker)`);
  await expect(area.locator('.domain-tint')).toHaveAttribute('fill', /^url\(#pat-/);
  await expect(area.locator('.domain-line')).toHaveClass(/c-stroke-/);
  const ecus = domain.worth === 1 ? '1 Ecu' : `${domain.worth} Ecus`;
  const marker = page
    .locator(`.board-wrap[data-age="${age}"]`)
    .getByRole('img', { name: `${NAMES[seat]}’s domain, ${count} buildings: pays ${ecus} at earnings` });
  await expect(marker).toHaveCount(1);
  await expect(marker.locator(`.domain-chip[data-seat="${seat}"] .domain-chip-letter`)).toHaveText(NAMES[seat][0]);
  await expect(marker.locator('.chip-ring')).toHaveAttribute('fill', /^url\(#pat-/);
  await expect(marker.locator('.domain-worth')).toHaveAttribute('data-worth', String(domain.worth));
  // Large: its chip is over half a square across.
  const chip = (await marker.locator('.chip-ring').boundingBox())!;
  expect(chip.width).toBeGreaterThan((await squareOn(age)) * 0.5);
  // A lone building is no marked domain.
  const lone = v.state.domains[0].filter((d: any) => v.state.boards[0].some((b: any) => b.squares.join('-') === d.squares.join('-')));
  for (const d of lone) await expect(page.locator(`.board-wrap[data-age="might"] g.domain[data-domain="${d.squares[0]}"]`)).toHaveCount(0);

  // The stock, per type, beside the boards and on the Build buttons.
  const stock = new Map<string, number>(v.state.stock);
  for (const [type, n] of stock) {
    await expect(page.locator(`.tile-stock [data-stock="${type}"]`)).toHaveAttribute('data-count', String(n));
    await expect(page.locator(`[data-build="${type}"] .type-stock`)).toHaveText(`×${n}`);
  }
  await expectAccessible(page, 'Khronos board with domains and stock');
  await page.screenshot({ path: `${LOOK}/khronos-board-domains-1280x800.png` });

  // A build through the API: the page follows, one tile fewer of that type in stock.
  const legal: { group: string; actions: { action: any }[] }[] = await client.call('legal', { game: game.id, seat: v.to_act });
  const build = legal.find((l) => l.group === 'construct')?.actions[0].action;
  expect(build, 'a construction to make').toBeTruthy();
  const before = stock.get(build.building)!;
  await client.call('apply', { game: game.id, seat: v.to_act, action: build });
  // (An action from another device hands the table over again.)
  await page.getByRole('button', { name: `${NAMES[v.to_act]} — tap when ready` }).click();
  await expect(page.locator(`.tile-stock [data-stock="${build.building}"]`)).toHaveAttribute('data-count', String(before - 1));
  await expect(page.locator(`[data-build="${build.building}"] .type-stock`)).toHaveText(`×${before - 1}`);
  await expect(page.locator(`.tile-stock [data-stock="${build.building}"]`)).toContainText(String(before - 1));
  await client.call('delete', { game: game.id });
});

test('at the start every type has tiles in stock: none crossed out, each named with its count for screen readers', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const game = await client.call('create_game', {
    request: { game: 'khronos', name: 'No City left', seats: NAMES.map((name) => ({ name })), seed: 12 },
  });
  const v = await client.call('view', { game: game.id, viewer: null });
  await openTable(page, game.id, v.to_act);
  // At the start every type has tiles: none crossed out.
  await expect(page.locator('.tile-stock .stock-item.out')).toHaveCount(0);
  await expect(page.locator('.tile-stock [data-stock="city"]')).toContainText('City: 9 left');
  await expect(page.locator('[data-build="city"]')).toContainText('9 tiles left');
  await client.call('delete', { game: game.id });
});

test('on a phone the boards keep their tiles, domains and stock', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const game = await client.call('create_game', {
    request: { game: 'khronos', name: 'Phone tiles', seats: NAMES.map((name) => ({ name })), seed: 11 },
  });
  const v = await playUntil(client, game.id, (view) => markedDomains(view).length > 0, ['upgrade', 'construct', 'end_turn']);
  await openTable(page, game.id, v.to_act);
  const { age } = markedDomains(v)[0];
  await page.getByRole('tab', { name: new RegExp(age === 'might' ? 'Might' : age === 'faith' ? 'Faith' : 'Reason') }).click();
  await expect(page.locator(`.board-wrap[data-age="${age}"] .domain-marker`).first()).toBeVisible();
  await expect(page.locator('.tile-stock')).toHaveCount(1);
  await page.screenshot({ path: `${LOOK}/khronos-board-domains-390x844.png` });
  await client.call('delete', { game: game.id });
});
