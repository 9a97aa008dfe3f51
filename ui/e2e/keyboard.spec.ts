// A whole turn of each game played with the keyboard alone (Tab, Shift+Tab, Enter, Space,
// arrows): after every step the focus is on the next thing to do, never lost on the page.

import { expect, test, type Locator, type Page } from '@playwright/test';
import { Client, NAMES, playToTempusTurnWithCard } from './helpers';

let client: Client;
test.beforeAll(async () => {
  client = await Client.open();
});
test.afterAll(() => client?.close());

/** The focus is on an element of the page, not on its body. */
async function expectFocusKept(page: Page, step: string) {
  const where = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return !el || el === document.body ? 'body' : `${el.tagName.toLowerCase()} ${el.textContent?.trim().slice(0, 40) ?? ''}`;
    });
  await expect.poll(where, { message: `focus after ${step}` }).not.toBe('body');
}

/** Presses Tab (at most 80 times) until `target` has the focus. */
/** Reaches `target` in a row of buttons that is one tab stop: Tab to the row, then the arrow
 * keys along it. */
async function toolbarTo(page: Page, target: Locator, what: string) {
  const row = target.locator('xpath=ancestor::*[@role="toolbar"][1]');
  await tabTo(page, row.locator('button[tabindex="0"]'), `the row of ${what}`);
  for (let i = 0; i < 12; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`the arrow keys never reached ${what}`);
}

/** Presses Tab until `target` has the focus; how many presses it took. */
async function tabTo(page: Page, target: Locator, what: string): Promise<number> {
  await expect(target, `${what} is on the screen`).toHaveCount(1);
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return i;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${what}`);
}

/** Walks the focused board with the arrow keys to the square or hex `target` (`B3`): columns
 * are letters, rows numbers, on both games' boards. */
async function arrowTo(page: Page, target: string) {
  const at = await page.evaluate(
    () => document.activeElement?.getAttribute('data-square') ?? document.activeElement?.getAttribute('data-hex') ?? null,
  );
  expect(at, 'a square or hex has the focus').not.toBeNull();
  const dx = target.charCodeAt(0) - at!.charCodeAt(0);
  const dy = Number(target.slice(1)) - Number(at!.slice(1));
  for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
  await expect
    .poll(() =>
      page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? document.activeElement?.getAttribute('data-hex')),
    )
    .toBe(target);
}

test('a whole Khronos turn by keyboard: reveal, build, confirm, end the turn, pass on', async ({ page }) => {
  const game = await client.call('create_game', {
    request: { game: 'khronos', name: 'Keys', seats: NAMES.map((name) => ({ name })), seed: 21 },
  });
  const first: number = (await client.call('view', { game: game.id, viewer: null })).to_act;
  await page.goto(`/#/game/${game.id}`);

  // The hand-off screen focuses its one button.
  const ready = page.getByRole('button', { name: `${NAMES[first]} — tap when ready` });
  await expect(ready).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator(`main[data-screen="play"][data-seat="${first}"]`)).toBeVisible();
  await expect(page.locator('.actions-title')).toBeFocused();

  // Build the first building type the hand allows, at the first place of the list.
  const build = page.locator('button[data-build]:not(.unavailable)').first();
  const type = await build.getAttribute('data-build');
  await tabTo(page, build, `the ${type} button`);
  await page.keyboard.press('Enter');
  await expect(page.locator('.placing h3')).toBeFocused();
  const list = page.getByRole('combobox', { name: 'Or choose from the list' });
  await tabTo(page, list, 'the list of places');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[data-selected]')).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Confirm' });
  // Confirm is within two Tabs of the place chosen from the list.
  expect(await tabTo(page, confirm, 'Confirm')).toBeLessThanOrEqual(2);
  const seq = Number(await page.locator('main').getAttribute('data-seq'));
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toHaveAttribute('data-seq', String(seq + 1));
  await expectFocusKept(page, 'Confirm');
  await expect(page.locator('.actions-title')).toBeFocused();
  const log = await client.call('log', { game: game.id, viewer: null });
  expect(log[log.length - 1].seat).toBe(first);
  expect(JSON.stringify(log[log.length - 1].facts)).toContain(`"${type}"`);

  // End the turn, discarding nothing: within three Tabs of the move's heading (the building
  // types and board actions are one tab stop, walked with the arrow keys).
  const end = page.getByRole('button', { name: 'End the turn…' });
  expect(await tabTo(page, end, 'End the turn')).toBeLessThanOrEqual(3);
  await page.keyboard.press('Space');
  await expect(page.locator('.placing h3')).toHaveText('End the turn?');
  await expect(page.locator('.placing h3')).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Yes, end the turn' }), 'Yes, end the turn');
  await page.keyboard.press('Enter');

  // The next player's hand-off, its button focused.
  await expect.poll(async () => (await client.call('view', { game: game.id, viewer: null })).to_act).not.toBe(first);
  const next: number = (await client.call('view', { game: game.id, viewer: null })).to_act;
  await expect(page.getByRole('button', { name: `${NAMES[next]} — tap when ready` })).toBeFocused();
});

test('a whole Tempus turn by keyboard: reveal, a move along the hexes, an idea, end the turn', async ({ page }) => {
  const game = await client.call('create_game', {
    request: { game: 'tempus', name: 'Keys T', seats: NAMES.map((name) => ({ name })), seed: 5 },
  });
  // The set-up is played through the API up to the first era's actions, and on until the
  // start of a turn of a seat holding a card (a seat with nothing private has no hand-off).
  const v = await playToTempusTurnWithCard(client, game.id);
  const seat: number = v.to_act;
  await page.goto(`/#/game/${game.id}`);
  await expect(page.getByRole('button', { name: `${NAMES[seat]} — tap when ready` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator(`main[data-screen="play"][data-seat="${seat}"]`)).toBeVisible();
  await expect(page.locator('.actions-title')).toBeFocused();

  const turnNow = async () => JSON.stringify((await client.call('view', { game: game.id, viewer: null })).state.turn);

  // A move: choose Move, then a token's hex and where it goes, each a focusable hex.
  const move = page.locator('button[data-group="move"]:not(.unavailable)');
  await expect(move).toHaveCount(1);
  await toolbarTo(page, move, 'the Move action');
  await page.keyboard.press('Enter');
  await expect(page.locator('.action-fieldset h3')).toHaveText('Move people');
  await expect(page.locator('.action-fieldset h3')).toBeFocused();
  // The island is one tab stop, on its first choice; the arrow keys walk it.
  await expect(page.locator('.hexmap .hits [tabindex="0"]')).toHaveCount(1);
  await tabTo(page, page.locator('.hexmap .hit.is-choice').first(), 'a token to move');
  await page.keyboard.press('Enter');
  const before = await turnNow();
  const to = (await page.locator('.hexmap .hit.is-choice:not(.is-selected)').first().getAttribute('data-hex'))!;
  await arrowTo(page, to);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('button');
  await page.keyboard.press('Enter');
  await expect.poll(turnNow).not.toBe(before);
  // The table shows the view after the move before it is asked whether moving goes on.
  const seqAfterMove: number = (await client.call('view', { game: game.id, viewer: null })).seq;
  await expect(page.locator('main[data-screen="play"]')).toHaveAttribute('data-seq', String(seqAfterMove));
  await expect(page.locator('main[data-screen="play"]')).not.toHaveAttribute('aria-busy', 'true');
  await expectFocusKept(page, 'a token moved');
  // Moving ends by itself once no token may move; otherwise it is finished here.
  const finish = page.getByRole('button', { name: 'Finish moving' });
  if (await finish.count()) {
    await tabTo(page, finish, 'Finish moving');
    await page.keyboard.press('Enter');
    await expectFocusKept(page, 'Finish moving');
  }

  // An idea, if an action is left for it: one button.
  const idea = page.locator('button[data-group="idea"]:not(.unavailable)');
  if (await idea.count()) {
    await toolbarTo(page, idea, 'the Idea action');
    const beforeIdea = await turnNow();
    await page.keyboard.press('Enter');
    await expect.poll(turnNow).not.toBe(beforeIdea);
    await expectFocusKept(page, 'an idea');
  }

  // End the turn, a few Tabs from the move's heading (it was 8-9: the actions not possible
  // now were each a tab stop): the next seat's hand-off, its button focused.
  const end = page.getByRole('button', { name: /^End the turn/ });
  await page.locator('.actions-title').focus();
  expect(await tabTo(page, end.first(), 'End the turn')).toBeLessThanOrEqual(3);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await client.call('view', { game: game.id, viewer: null })).to_act).not.toBe(seat);
  const log = await client.call('log', { game: game.id, viewer: null });
  expect(log.some((l: { seat: number; marks: { kind: string }[] }) => l.seat === seat && l.marks.some((m) => m.kind === 'moved'))).toBe(
    true,
  );
  const next = await client.call('view', { game: game.id, viewer: null });
  if (next.to_act !== null && next.state.players[next.to_act].hand_count > 0)
    await expect(page.getByRole('button', { name: /tap when ready/ })).toBeFocused();
  else if (next.to_act !== null) {
    // Nothing of the next seat's is private: its table at once, saying to pass the device,
    // and the focus on what to do next.
    await expect(page.locator(`main[data-screen="play"][data-seat="${next.to_act}"]`)).toBeVisible();
    await expect(page.locator('[data-pass-cue]')).toBeVisible();
    await expect(page.locator('.actions-title')).toBeFocused();
  }
});

test('the log and rules drawers keep the focus inside, and Escape gives it back to their button', async ({ page }) => {
  for (const game of ['khronos', 'tempus'] as const) {
    const g = await client.call('create_game', {
      request: { game, name: `Drawers ${game}`, seats: NAMES.map((name) => ({ name })), seed: 3 },
    });
    const first: number = (await client.call('view', { game: g.id, viewer: null })).to_act;
    await page.goto(`/#/game/${g.id}`);
    // Khronos opens on a hand-off; Tempus, whose seats hold no card yet, at the table.
    await expect(page.locator('main[data-screen="play"], main[data-screen="handoff"]')).toBeVisible();
    if (await page.locator('main[data-screen="handoff"]').count())
      await page.getByRole('button', { name: `${NAMES[first]} — tap when ready` }).press('Enter');
    await expect(page.locator('main[data-screen="play"]')).toBeVisible();

    for (const name of ['Log', 'Rules']) {
      const opener = page.getByRole('button', { name, exact: true });
      await tabTo(page, opener, `the ${name} button`);
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      // Round and round its controls, forwards and backwards: never out of the drawer.
      for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
        await page.keyboard.press(key);
        expect(await drawer.evaluate((d) => d.contains(document.activeElement)), `${game} ${name}: ${key} stays in the drawer`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      await expect(opener, `${game}: Escape gives the focus back to ${name}`).toBeFocused();
    }
  }
});

test('Khronos: each board is one tab stop; the arrow keys walk its squares, and Enter builds on a place', async ({ page }) => {
  const game = await client.call('create_game', {
    request: { game: 'khronos', name: 'Arrows', seats: NAMES.map((name) => ({ name })), seed: 21 },
  });
  const first: number = (await client.call('view', { game: game.id, viewer: null })).to_act;
  await page.goto(`/#/game/${game.id}`);
  await page.getByRole('button', { name: `${NAMES[first]} — tap when ready` }).press('Enter');
  await expect(page.locator(`main[data-screen="play"][data-seat="${first}"]`)).toBeVisible();
  const build = page.locator('button[data-build]:not(.unavailable)').first();
  await tabTo(page, build, 'a building to place');
  await page.keyboard.press('Enter');
  await expect(page.locator('.hit.hit-on').first()).toBeVisible();

  // One stop per board, on a place it can take when it has one.
  const boards = page.locator('.board-wrap');
  for (let i = 0; i < (await boards.count()); i++) {
    const board = boards.nth(i);
    await expect(board.locator('.hits [tabindex="0"]')).toHaveCount(1);
    if (await board.locator('.hit.hit-on').count()) await expect(board.locator('.hits [tabindex="0"]')).toHaveClass(/hit-on/);
  }
  const age = await page.locator('.board-wrap:has(.hit.hit-on)').first().getAttribute('data-age');
  const hits = page.locator(`.board-wrap[data-age="${age}"] .hits`);
  const stop = hits.locator('[tabindex="0"]');
  await tabTo(page, stop, `the ${age} board`);
  const start = (await stop.getAttribute('data-square'))!;

  // Walk right, down, left and up again: the focus follows, squares say what they are.
  const name = (sq: string, dx: number, dy: number) => `${String.fromCharCode(sq.charCodeAt(0) + dx)}${Number(sq.slice(1)) + dy}`;
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? null);
  const path: [string, number, number][] = [
    ['ArrowRight', 1, 0],
    ['ArrowDown', 1, 1],
    ['ArrowLeft', 0, 1],
    ['ArrowUp', 0, 0],
  ];
  for (const [key, dx, dy] of path) {
    await page.keyboard.press(key);
    const x = start.charCodeAt(0) - 65 + dx;
    if (x < 0) continue;
    await expect.poll(focused, `${key} from ${start}`).toBe(name(start, dx, dy));
  }
  await expect(hits.locator('[tabindex="0"]')).toHaveCount(1);
  const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  expect(label.startsWith(`${start}, `), label).toBe(true);

  // Enter on the place chooses it, and Confirm takes the focus (issue 40: it was 7 Tabs
  // away); Confirm builds there.
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-selected]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeFocused();
  const seq = Number(await page.locator('main').getAttribute('data-seq'));
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toHaveAttribute('data-seq', String(seq + 1));
  const log = await client.call('log', { game: game.id, viewer: null });
  expect(JSON.stringify(log.at(-1).facts)).toContain(`"${start}"`);
});
