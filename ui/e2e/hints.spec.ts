// Issue 28, item 8: a hint is drawn on the board as the engine's preview of the hinted action,
// says why in words a player can use, and is played by *Play it*.

import { expect, test, type Page } from '@playwright/test';
import { Client, NAMES, SHOTS } from './helpers';
import type { Hint, Mark } from '../src/types';

type Found = { game: number; seat: number; seq: number; hint: Hint };

/**
 * Plays a seeded game by its own hints (deterministic: a bot's seed comes from the game's) until
 * the hint for the seat to act is one that changes the board, and gives that position.
 */
async function hintOnTheBoard(
  client: Client,
  request: object,
  wanted = (h: Hint) => !!h.preview && h.preview.marks.length > 0,
  limit = 400,
): Promise<Found> {
  const { id: game } = await client.call('create_game', { request });
  for (let i = 0; i < limit; i++) {
    const view = await client.call('view', { game, viewer: null });
    const seat: number = view.to_act;
    const hint: Hint = await client.call('hint', { game, seat });
    if (wanted(hint)) return { game, seat, seq: view.seq, hint };
    await client.call('apply', { game, seat, action: hint.action });
  }
  throw new Error(`no such hint in ${limit} actions`);
}

async function openSeat(page: Page, found: Found, names: string[]) {
  await page.goto(`/#/game/${found.game}`);
  const ready = page.getByRole('button', { name: `${names[found.seat]} — tap when ready` });
  const play = page.locator(`main[data-screen="play"][data-seat="${found.seat}"]`);
  await expect(ready.or(play)).toBeVisible();
  if (await ready.isVisible()) await ready.click();
  await expect(play).toHaveAttribute('data-seq', String(found.seq));
}

/** Each place a mark frames, as `board:square` (Khronos) or `map:hex` (Tempus). */
function places(marks: Mark[]): string[] {
  return marks.flatMap((m) => m.at.map((at) => `${m.board}:${at.toUpperCase()}`)).sort();
}

/** The hexes the island frames are exactly those the hint's preview marks. */
async function expectIslandDrawn(page: Page, found: Found) {
  const drawn = await page
    .locator('.hexmap .recents .recent[data-hex]')
    .evaluateAll((els) => els.map((e) => `map:${e.getAttribute('data-hex')}`));
  expect([...new Set(drawn)].sort()).toEqual([...new Set(places(found.hint.preview!.marks))]);
}

async function expectHintPlayed(page: Page, client: Client, found: Found) {
  const notice = page.locator('.notice-hint');
  // What to play, in the device's words (the host sends the plan, not a sentence).
  await expect(notice).toContainText(/Hint: [A-Z][^.]+\./, { timeout: 30_000 });
  // A reason in words: what it earns or takes now, then the bot's estimate.
  await expect(notice).toContainText(/(earns you|takes|costs you|changes nobody’s|changes nobody's) .*chance to win/);
  await expect(notice.locator('.hint-then')).toContainText(/^Then: [A-Z].+/);
  // Drawn on the board; nothing played yet.
  await expect(page.locator('[data-previewing="hint"]')).toBeVisible();
  expect((await client.call('view', { game: found.game })).seq).toBe(found.seq);
  return notice;
}

test('Khronos: a hint is drawn on the boards, says why in words, and Play it plays it', async ({ page }) => {
  test.setTimeout(120_000);
  const client = await Client.open();
  try {
    const found = await hintOnTheBoard(client, {
      game: 'khronos',
      name: 'Hints on the board',
      seats: NAMES.map((name) => ({ name })),
      seed: 11,
    });
    await openSeat(page, found, NAMES);
    await page.getByRole('button', { name: 'Hint' }).click();
    const notice = await expectHintPlayed(page, client, found);
    const drawn = await page
      .locator('section.boards .board-wrap .recent[data-square]')
      .evaluateAll((els) => els.map((e) => `${e.closest('.board-wrap')?.getAttribute('data-age')}:${e.getAttribute('data-square')}`));
    expect([...new Set(drawn)].sort()).toEqual([...new Set(places(found.hint.preview!.marks))]);
    await page.screenshot({ path: `${SHOTS}/hint-khronos.png` });
    await notice.getByRole('button', { name: 'Play it' }).click();
    await expect(page.locator('main[data-screen="play"], main[data-screen="handoff"]').first()).not.toHaveAttribute(
      'data-seq',
      String(found.seq),
    );
    const log = await client.call('log', { game: found.game, viewer: null });
    expect(log[found.seq].marks).toEqual(found.hint.preview!.marks);
    await expect(page.locator('[data-previewing="hint"]')).toHaveCount(0);
  } finally {
    client.close();
  }
});

test('Tempus: a hint is drawn on the island, says why in words, and Play it plays it', async ({ page }) => {
  test.setTimeout(120_000);
  const client = await Client.open();
  try {
    const names = ['Ada', 'Bo', 'Cy'];
    const found = await hintOnTheBoard(client, {
      game: 'tempus',
      name: 'Hints on the island',
      seats: names.map((name) => ({ name })),
      seed: 5,
    });
    await openSeat(page, found, names);
    await page.getByRole('button', { name: 'Hint' }).click();
    const notice = await expectHintPlayed(page, client, found);
    await expectIslandDrawn(page, found);
    await page.screenshot({ path: `${SHOTS}/hint-tempus.png` });
    await notice.getByRole('button', { name: 'Play it' }).click();
    await expect.poll(async () => (await client.call('view', { game: found.game })).seq).toBe(found.seq + 1);
    const log = await client.call('log', { game: found.game, viewer: null });
    expect(log[found.seq].marks).toEqual(found.hint.preview!.marks);
  } finally {
    client.close();
  }
});

test('Tempus: a hint to move people says which tokens go where, draws them, and Play it moves them all', async ({ page }) => {
  test.setTimeout(180_000);
  const client = await Client.open();
  try {
    const names = ['Ada', 'Bo', 'Cy'];
    const moving = (h: Hint) =>
      (h.action as { type: string }).type === 'move' && h.plan.some((a) => (a as { type: string }).type === 'move_token');
    const found = await hintOnTheBoard(
      client,
      { game: 'tempus', name: 'A move hinted', seats: names.map((name) => ({ name })), seed: 4 },
      moving,
    );
    await openSeat(page, found, names);
    await page.getByRole('button', { name: 'Hint' }).click();
    const notice = await expectHintPlayed(page, client, found);
    await expect(notice).toContainText(/Hint: Move people, then move a token from [A-M]\d+ to [A-M]\d+/);
    await expectIslandDrawn(page, found);
    await notice.getByRole('button', { name: 'Play it' }).click();
    await expect.poll(async () => (await client.call('view', { game: found.game })).seq).toBe(found.seq + found.hint.plan.length);
    const log = await client.call('log', { game: found.game, viewer: null });
    expect(log.slice(found.seq).flatMap((l: { marks: Mark[] }) => l.marks)).toEqual(found.hint.preview!.marks);
  } finally {
    client.close();
  }
});
