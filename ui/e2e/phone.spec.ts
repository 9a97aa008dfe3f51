// Issue 28, item 5: a phone in portrait (390×844 and 360×740, touch). No screen is wider than
// the viewport, and the action bar with Confirm stays in reach.

import { expect, test, type Page } from '@playwright/test';
import { Client, SHOTS, expectAccessible, expectFitsScreen, playUntil } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
const SEATS = ['Anna', 'Ben', 'Cleo'];

let client: Client;
const made: number[] = [];
test.beforeAll(async () => {
  client = await Client.open();
});
test.afterAll(async () => {
  for (const id of made) await client.call('delete', { game: id }).catch(() => undefined);
  client?.close();
});

async function create(request: unknown): Promise<number> {
  const g = await client.call('create_game', { request });
  made.push(g.id);
  return g.id;
}

async function expectOnScreen(page: Page, name: string, height: number, where: string) {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  expect(box, `${where}: ${name} laid out`).not.toBeNull();
  expect(box!.y, `${where}: ${name} on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${where}: ${name} on screen`).toBeLessThanOrEqual(height);
}

/** Two fingers pinching apart (`spread` > 0) or together on `selector`'s middle, by touch. */
async function pinch(page: Page, selector: string, spread: number) {
  const box = (await page.locator(selector).first().boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.context().newCDPSession(page);
  const at = (d: number) => [
    { x: cx - 20 - d, y: cy, id: 1 },
    { x: cx + 20 + d, y: cy, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at((spread * i) / 8) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  // The browser's gesture recognizer settles before the next tap.
  await page.waitForTimeout(400);
}

/** One finger dragging on `selector`'s middle by (dx, dy). */
async function drag(page: Page, selector: string, dx: number, dy: number) {
  const box = (await page.locator(selector).first().boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: cx, y: cy, id: 1 }] });
  for (let i = 1; i <= 8; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: cx + (dx * i) / 8, y: cy + (dy * i) / 8, id: 1 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  // The browser's gesture recognizer settles before the next tap.
  await page.waitForTimeout(400);
}

const scaleOf = async (page: Page, selector: string) => Number(await page.locator(selector).first().getAttribute('data-scale'));
const transformOf = (page: Page, selector: string) =>
  page
    .locator(`${selector} .zoom-inner`)
    .first()
    .evaluate((el) => getComputedStyle(el).transform);

/** A finished game of each, played through the API once for both sizes. */
let finished: { khronos: number; tempus: number } | null = null;
async function finishedGames() {
  if (finished) return finished;
  const prefer = ['end_turn', 'place_tile', 'place_token', 'progress_cards', 'discard', 'idea', 'construct'];
  const khronos = await create({ game: 'khronos', name: 'Phone, the end of Khronos', seats: SEATS.map((name) => ({ name })), seed: 3 });
  await playUntil(client, khronos, () => false, prefer);
  const tempus = await create({
    game: 'tempus',
    name: 'Phone, the end of Tempus',
    seats: SEATS.map((name) => ({ name })),
    seed: 3,
    map: 'random',
  });
  await playUntil(client, tempus, () => false, prefer);
  finished = { khronos, tempus };
  return finished;
}

for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test.describe(`a phone, ${size.width}×${size.height}`, () => {
    test.use({ viewport: size, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

    test('the saved games fit the width', async ({ page }) => {
      await create({ game: 'khronos', name: 'A phone game of Khronos with a long name', seats: SEATS.map((name) => ({ name })), seed: 7 });
      await create({ game: 'tempus', name: 'Phone Tempus', seats: SEATS.map((name) => ({ name })), seed: 7, map: 'random' });
      await page.goto('/#/');
      await expect(page.locator('li.game-row').first()).toBeVisible();
      await expectFitsScreen(page, 'home');
      for (const row of await page.locator('li.game-row').all()) {
        const box = (await row.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      }
      await expectAccessible(page, `saved games at ${size.width}px`);
    });

    test('Khronos: travelling by touch: the board shown does not move when its button to travel shows, and a tap on the board travels', async ({
      page,
    }) => {
      const id = await create({ game: 'khronos', name: 'Phone travel', seats: SEATS.map((name) => ({ name })), seed: 7 });
      const v = await client.call('view', { game: id, viewer: null });
      await page.goto(`/#/game/${id}`);
      await page.getByRole('button', { name: `${SEATS[v.to_act]} — tap when ready` }).tap();
      await expect(page.locator('main[data-screen="play"]')).toBeVisible();
      await page.getByRole('tab', { name: /Age of Faith/ }).tap();
      const faith = page.locator('.board-wrap[data-age="faith"]');
      const board = faith.locator('svg.board-svg');
      // Where the board is on the page (the page scrolls to the Adventurer's button).
      const boardTop = () => board.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const top = await boardTop();
      await page.getByRole('button', { name: /^Adventurer 1: Might/ }).tap();
      const button = faith.getByRole('button', { name: 'Adventurer 1 travels here' });
      await expect(button).toBeVisible();
      // The button fits the heading's one line (its words may take two lines inside it).
      expect(await boardTop()).toBe(top);
      const head = (await faith.locator('.board-head').boundingBox())!;
      const b = (await button.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(head.x + head.width + 0.5);
      await expectFitsScreen(page, 'Khronos, an Adventurer chosen');
      await board.tap({ position: { x: 100, y: 100 } });
      await expect(page.getByRole('button', { name: /^Adventurer 1: Faith/ })).toBeVisible();
    });

    test('Khronos: a crowded board: its button to travel keeps room for its words and the board does not move, in English and in French', async ({
      page,
    }) => {
      const names = ['Anna', 'Ben', 'Cleo', 'Dan', 'Eve'];
      const id = await create({ game: 'khronos', name: 'Phone crowd', seats: names.map((name) => ({ name })), seed: 7 });
      // Four seats send both their Adventurers to the Age of Faith: eight on its board.
      for (let k = 0; k < 4; k++) {
        const seat = (await client.call('view', { game: id, viewer: null })).to_act;
        for (const pawn of [0, 1]) await client.call('apply', { game: id, seat, action: { type: 'travel', pawn, to: 'faith' } });
        const legal = await client.call('legal', { game: id, seat });
        await client.call('apply', {
          game: id,
          seat,
          action: legal.find((x: { group: string }) => x.group === 'end_turn').actions[0].action,
        });
      }
      const v = await client.call('view', { game: id, viewer: null });
      for (const [language, ready] of [
        ['en', 'tap when ready'],
        ['fr', 'touchez ici pour commencer'],
      ]) {
        await page.goto('/#/');
        await page.evaluate((l) => localStorage.setItem('epochs.language', l), language);
        await page.goto(`/#/game/${id}`);
        await page.reload();
        await page.getByRole('button', { name: `${names[v.to_act]} — ${ready}` }).tap();
        await expect(page.locator('main[data-screen="play"]')).toBeVisible();
        await page.locator('#tab-faith').tap();
        const faith = page.locator('.board-wrap[data-age="faith"]');
        await expect(faith.locator('.pawns-here [role="img"]')).toHaveCount(8);
        const board = faith.locator('svg.board-svg');
        const boardTop = () => board.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
        const top = await boardTop();
        await page.locator('.pawn-btn').first().tap();
        const button = faith.locator('.travel-here');
        await expect(button).toBeVisible();
        expect(await boardTop(), `${language}: the board stays where it was`).toBe(top);
        const head = (await faith.locator('.board-head').boundingBox())!;
        expect(head.height, `${language}: the heading keeps one line`).toBeLessThanOrEqual(36.5);
        const b = (await button.boundingBox())!;
        expect(b.x + b.width).toBeLessThanOrEqual(head.x + head.width + 0.5);
        expect(
          await button.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
          `${language}: the button's words fit inside it`,
        ).toBe(true);
        // The Adventurers overlap instead: the last one whole, none under the button.
        const chips = await faith
          .locator('.pawns-here [role="img"]')
          .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
        expect(Math.max(...chips)).toBeLessThanOrEqual(b.x);
        await expectFitsScreen(page, `${language}: Khronos, a crowded board`);
      }
    });

    test('Khronos: a turn by touch: a building and a square chosen fit the width, Confirm stays in reach, the turn ends', async ({
      page,
    }) => {
      const id = await create({ game: 'khronos', name: 'Phone Khronos', seats: SEATS.map((name) => ({ name })), seed: 7 });
      const v = await client.call('view', { game: id, viewer: null });
      const legal = await client.call('legal', { game: id, seat: v.to_act });
      const build = legal
        .find((x: { group: string }) => x.group === 'construct')
        .actions.find((a: { action: { age: string } }) => a.action.age === 'might').action;
      await page.goto(`/#/game/${id}`);
      await page.getByRole('button', { name: `${SEATS[v.to_act]} — tap when ready` }).tap();
      await expect(page.locator('main[data-screen="play"]')).toBeVisible();
      await expectFitsScreen(page, 'Khronos table');
      await page.locator(`button[data-build="${build.building}"]`).tap();
      await expectFitsScreen(page, 'Khronos, a building chosen');
      // The age's tab keeps its name on one line, the count of places under it.
      const tab = page.getByRole('tab', { name: /Age of Might/ });
      await expect(tab).toContainText('places');
      expect((await tab.boundingBox())!.height).toBeLessThan(80);
      // Tap the square on the board, scrolled to the top: Confirm is on screen with it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator(`.board-wrap[data-age="might"] rect.hit[data-square="${build.squares[0]}"]`).tap();
      await expect(page.locator('[data-selected]')).toBeVisible();
      await expect(page.locator('[data-preview]')).toBeVisible();
      await expectFitsScreen(page, 'Khronos, a place chosen');
      await expect(page.locator(`.board-wrap[data-age="might"] rect.hit[data-square="${build.squares[0]}"]`)).toBeInViewport();
      await expectOnScreen(page, 'Confirm', size.height, 'at the top');
      await expectOnScreen(page, 'Cancel', size.height, 'at the top');
      if (size.width === 390) await page.screenshot({ path: `${SHOTS}/khronos-390x844.png` });
      await expectAccessible(page, `Khronos, a place chosen, at ${size.width}px`);
      // And at the bottom of the page: nothing of the page is left hidden under the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectOnScreen(page, 'Confirm', size.height, 'at the bottom');
      const bar = (await page.locator('.sticky-actions.reach').boundingBox())!;
      const last = (await page.locator('main .side-info').boundingBox())!;
      expect(last.y + last.height, 'the end of the page clears the bar').toBeLessThanOrEqual(bar.y + 1);
      const before = Number(await page.locator('main').getAttribute('data-seq'));
      await page.getByRole('button', { name: 'Confirm' }).tap();
      await expect.poll(async () => Number(await page.locator('main').getAttribute('data-seq'))).toBe(before + 1);
      await expectFitsScreen(page, 'Khronos, built');
      // The rest of the turn: end it, and the device goes to the next player.
      await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
      await page.getByRole('button', { name: 'End the turn…' }).tap();
      await expectFitsScreen(page, 'Khronos, ending the turn');
      await page.getByRole('button', { name: 'Yes, end the turn' }).tap();
      await expect(page.locator('main[data-screen="handoff"]')).toBeVisible();
      await expectFitsScreen(page, 'the hand-off');
    });

    test('the other screens fit the width: new game, how to play, a hand-off, the end of each game, its replay', async ({ page }) => {
      test.setTimeout(120_000);
      const { khronos, tempus } = await finishedGames();
      const handoff = await create({ game: 'khronos', name: 'Phone hand-off', seats: SEATS.map((name) => ({ name })), seed: 7 });
      const screens: [string, string][] = [
        ['#/new', 'button:has-text("Start the game")'],
        ['#/new/tempus', 'button:has-text("Start the game")'],
        ['#/rules/khronos', 'h1'],
        ['#/rules/tempus', 'h1'],
        [`#/game/${handoff}`, 'main[data-screen="handoff"]'],
        [`#/game/${khronos}`, 'main[data-screen="finished"] .board-wrap'],
        [`#/game/${tempus}`, 'main[data-screen="finished"] .hexmap'],
        [`#/replay/${khronos}`, 'main[data-screen="replay"] .board-wrap'],
        [`#/replay/${tempus}`, 'main[data-screen="replay"] .hexmap'],
      ];
      for (const [hash, ready] of screens) {
        await page.goto(`/${hash}`);
        await expect(page.locator(ready).first()).toBeVisible();
        await expectFitsScreen(page, hash);
      }
    });

    test('Tempus: a map tile placed by touch, turning and placing in reach under the island', async ({ page }) => {
      const id = await create({ game: 'tempus', name: 'Phone tiles', seats: SEATS.map((name) => ({ name })), seed: 5 });
      const v = await client.call('view', { game: id, viewer: null });
      await page.goto(`/#/game/${id}`);
      await expect(page.locator('[data-mode="place_tile"]')).toBeVisible();
      await expectFitsScreen(page, 'placing a tile');
      await page.evaluate(() => window.scrollTo(0, 0));
      const centre = page.locator('polygon.hit.is-choice').first();
      const at = await centre.getAttribute('data-hex');
      await centre.tap();
      await expect(page.locator('[data-preview]')).toHaveCount(7);
      await expect(page.locator(`[data-preview="${at}"]`)).toBeInViewport();
      await expectOnScreen(page, 'Turn the tile clockwise', size.height, 'a centre chosen');
      await expectOnScreen(page, `Place the tile on ${at}`, size.height, 'a centre chosen');
      await page.getByRole('button', { name: 'Turn the tile clockwise' }).tap();
      await expect(page.locator('[data-rotation="1"]')).toBeVisible();
      const rotation = Number(await page.locator('[data-rotation]').getAttribute('data-rotation'));
      await page.getByRole('button', { name: `Place the tile on ${at}` }).tap();
      await expect.poll(async () => (await client.call('view', { game: id, viewer: null })).seq).toBe(v.seq + 1);
      const placed = (await client.call('view', { game: id, viewer: null })).state.placed_tiles;
      expect(placed[0]).toMatchObject({ at, rotation });
      await expectFitsScreen(page, 'a tile placed');
    });

    test('Tempus: a whole turn by touch, babies in reach under the island', async ({ page }) => {
      const id = await create({ game: 'tempus', name: 'Phone turn', seats: SEATS.map((name) => ({ name })), seed: 7, map: 'random' });
      // Up to the first turn of a seat that may have babies, with nothing private yet.
      const canHaveBabies = async (x: any) =>
        x.state.phase === 'actions' &&
        x.state.turn.spent === 0 &&
        x.state.players[x.to_act].hand_count === 0 &&
        (await client.call('legal', { game: id, seat: x.to_act })).some((g: { group: string }) => g.group === 'babies');
      const v = await playUntil(client, id, canHaveBabies, ['place_token', 'end_turn']);
      const seat: number = v.to_act;
      await page.goto(`/#/game/${id}`);
      await expect(page.locator(`main[data-screen="play"][data-seat="${seat}"]`)).toBeVisible();
      await page.getByRole('button', { name: 'Have babies…' }).tap();
      await page.evaluate(() => window.scrollTo(0, 0));
      const hex = page.locator('polygon.hit.is-choice').first();
      await hex.tap();
      await expectOnScreen(page, 'Have 1 baby', size.height, 'a hex chosen');
      await expectOnScreen(page, 'Cancel', size.height, 'a hex chosen');
      await expectFitsScreen(page, 'babies chosen');
      await page.getByRole('button', { name: 'Have 1 baby' }).tap();
      await expect.poll(async () => (await client.call('view', { game: id, viewer: null })).seq).toBe(v.seq + 1);
      await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
      await page.getByRole('button', { name: 'End the turn' }).tap();
      await expect(page.locator('main[data-screen="play"]')).not.toHaveAttribute('data-seat', String(seat));
      await expectFitsScreen(page, 'the next player’s table');
    });

    test('the boards pan and zoom by touch: a pinch zooms in, a finger then pans, a tap still chooses, Fit shows it all', async ({
      page,
    }) => {
      const id = await create({ game: 'khronos', name: 'Phone zoom', seats: SEATS.map((name) => ({ name })), seed: 7 });
      const v = await client.call('view', { game: id, viewer: null });
      const legal = await client.call('legal', { game: id, seat: v.to_act });
      const build = legal
        .find((x: { group: string }) => x.group === 'construct')
        .actions.find((a: { action: { age: string } }) => a.action.age === 'might').action;
      await page.goto(`/#/game/${id}`);
      await page.getByRole('button', { name: `${SEATS[v.to_act]} — tap when ready` }).tap();
      const board = '.board-wrap[data-age="might"] .zoomable';
      await expect(page.locator(board)).toHaveAttribute('data-scale', '1.00');
      await page.locator(board).scrollIntoViewIfNeeded();
      await pinch(page, board, 90);
      await expect.poll(() => scaleOf(page, board)).toBeGreaterThan(1.5);
      await expectFitsScreen(page, 'Khronos, a board zoomed in');
      const before = await transformOf(page, board);
      await drag(page, board, -60, -40);
      await expect.poll(() => transformOf(page, board)).not.toBe(before);
      // A place is still chosen by a tap on the zoomed board.
      await page.locator(`button[data-build="${build.building}"]`).tap();
      await page.getByRole('button', { name: 'Show all of the Age of Might board' }).tap();
      await expect(page.locator(board)).toHaveAttribute('data-scale', '1.00');
      await page.getByRole('button', { name: 'Zoom in on the Age of Might board' }).tap();
      await expect.poll(() => scaleOf(page, board)).toBeGreaterThan(1.2);
      // A place seen in the zoomed board's frame, tapped where it is drawn.
      const frame = (await page.locator(`${board} .zoom-frame`).boundingBox())!;
      const target = await page.locator('.board-wrap[data-age="might"] rect.hit-on').evaluateAll(
        (els, f) =>
          els
            .map((e) => e.getBoundingClientRect())
            .map((r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 }))
            .find((c) => c.x > f.x + 10 && c.x < f.x + f.width - 10 && c.y > f.y + 10 && c.y < f.y + f.height - 10),
        frame,
      );
      expect(target, 'a place in view on the zoomed board').toBeTruthy();
      await page.touchscreen.tap(target!.x, target!.y);
      await expect(page.locator('[data-selected]')).toBeVisible();
      await page.getByRole('button', { name: 'Zoom out of the Age of Might board' }).tap();
      await expect(page.locator(board)).toHaveAttribute('data-scale', '1.00');
      // At its normal size a finger scrolls the page, not the board.
      await page.evaluate(() => window.scrollTo(0, 0));
      await drag(page, board, 0, -200);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
      await expect(page.locator(board)).toHaveAttribute('data-scale', '1.00');
    });

    test('two fingers zoom only a board: a pinch on the seats or the move leaves the page as it was, over a reload too; on the board it zooms the board', async ({
      page,
    }) => {
      const id = await create({ game: 'khronos', name: 'Phone pinch', seats: SEATS.map((name) => ({ name })), seed: 7 });
      const v = await client.call('view', { game: id, viewer: null });
      await page.goto(`/#/game/${id}`);
      await page.getByRole('button', { name: `${SEATS[v.to_act]} — tap when ready` }).tap();
      const pageScale = () => page.evaluate(() => window.visualViewport?.scale ?? 1);
      for (const outside of ['.players', '.actions-title']) {
        await page.locator(outside).first().scrollIntoViewIfNeeded();
        await pinch(page, outside, 120);
        expect(await pageScale(), `a pinch on ${outside}`).toBe(1);
      }
      await page.reload();
      await page.getByRole('button', { name: `${SEATS[v.to_act]} — tap when ready` }).tap();
      expect(await pageScale()).toBe(1);
      const board = '.board-wrap[data-age="might"] .zoomable';
      await page.locator(board).scrollIntoViewIfNeeded();
      await pinch(page, board, 90);
      await expect.poll(() => scaleOf(page, board)).toBeGreaterThan(1.5);
      expect(await pageScale()).toBe(1);
    });

    test('Tempus: the island pans and zooms by touch', async ({ page }) => {
      const id = await create({
        game: 'tempus',
        name: 'Phone island zoom',
        seats: SEATS.map((name) => ({ name })),
        seed: 7,
        map: 'random',
      });
      await page.goto(`/#/game/${id}`);
      await expect(page.locator('main[data-screen="play"][data-game="tempus"]')).toBeVisible();
      const island = '.board-area .zoomable';
      await page.locator(island).scrollIntoViewIfNeeded();
      await pinch(page, island, 90);
      await expect.poll(() => scaleOf(page, island)).toBeGreaterThan(1.5);
      await expectFitsScreen(page, 'Tempus, the island zoomed in');
      const before = await transformOf(page, island);
      await drag(page, island, 50, 30);
      await expect.poll(() => transformOf(page, island)).not.toBe(before);
      await page.getByRole('button', { name: 'Show all of the island' }).tap();
      await expect(page.locator(island)).toHaveAttribute('data-scale', '1.00');
    });

    test('Tempus: the table and the whole island fit the width', async ({ page }) => {
      const id = await create({ game: 'tempus', name: 'Phone island', seats: SEATS.map((name) => ({ name })), seed: 7, map: 'random' });
      await page.goto(`/#/game/${id}`);
      await expect(page.locator('main[data-screen="play"][data-game="tempus"]')).toBeVisible();
      await expect(page.locator('.hexmap')).toBeVisible();
      await expectFitsScreen(page, 'Tempus table');
      const map = (await page.locator('.hexmap').boundingBox())!;
      expect(map.x).toBeGreaterThanOrEqual(0);
      expect(map.x + map.width, "the island's right edge").toBeLessThanOrEqual(size.width);
      // The era display scrolls sideways in its own box, reachable by keyboard.
      await expect(page.getByRole('region', { name: /Era display/ })).toHaveAttribute('tabindex', '0');
      if (size.width === 390) await page.screenshot({ path: `${SHOTS}/tempus-390x844.png` });
      await expectAccessible(page, `the Tempus table at ${size.width}px`);
    });
  });
}
