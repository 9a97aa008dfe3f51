// Playing the web build through its screens only (there is no server to ask: the table is in
// the page's worker): a new game from the New game screen, a Khronos turn with a building,
// Tempus's starting tokens and a turn, waiting for the bots.

import { expect, type Locator, type Page } from '@playwright/test';

/** Who sits at a new game: a person, or a bot of a level. */
export type Sitter = 'human' | 'easy' | 'medium' | 'hard';

/** The screen's action count (`data-seq` of the table). */
export async function seqOf(page: Page): Promise<number> {
  return Number(await page.locator('main[data-seq]').getAttribute('data-seq'));
}

/** Taps on a touch screen, clicks elsewhere. */
async function press(page: Page, target: Locator) {
  if (await page.evaluate(() => matchMedia('(pointer: coarse)').matches || navigator.maxTouchPoints > 0)) await target.tap();
  else await target.click();
}

/**
 * Starts a game of `game` from the New game screen: the seats (the first three come named
 * Anna, Ben, Cleo), the deal's `seed`, and for Tempus a random island. Resolves with its id.
 */
export async function newGame(page: Page, game: 'khronos' | 'tempus', seats: Sitter[], seed: number): Promise<number> {
  await page.goto(`${new URL(page.url()).origin}/#/new/${game}`);
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
  for (let i = 3; i > seats.length; i--) await page.getByRole('button', { name: `Remove player ${i}` }).click();
  for (const [i, who] of seats.entries()) await page.getByLabel(`Player ${i + 1} is`).selectOption(who);
  if (game === 'tempus') await page.getByRole('radio', { name: /A random island/ }).check();
  await page.locator('summary', { hasText: 'More' }).click();
  await page.getByLabel(/Seed for the deal/).fill(String(seed));
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/game\/\d+/);
  return Number(/#\/game\/(\d+)/.exec(page.url())?.[1]);
}

/** Waits until seat `seat` (alone among bots: no hand-off) has the move on its table, past
 * action count `after`, the table settled. */
export async function untilMyMove(page: Page, seat = 0, after = -1) {
  const state = () =>
    page.evaluate(() => {
      const main = document.querySelector('main[data-seq]');
      const moment = document.querySelector('.notice-moment') !== null;
      return main
        ? {
            screen: main.getAttribute('data-screen'),
            seat: main.getAttribute('data-seat'),
            seq: Number(main.getAttribute('data-seq')),
            busy: main.getAttribute('aria-busy'),
            moment,
          }
        : null;
    });
  const moment = page.locator('.moment-continue');
  await expect
    .poll(
      async () => {
        // An earnings turn's end shows the player what they earned first: read, then go on.
        if (await moment.isVisible()) {
          await moment.click();
          return false;
        }
        const s = await state();
        return s !== null && !s.moment && s.screen === 'play' && s.seat === String(seat) && s.seq > after && s.busy !== 'true';
      },
      { timeout: 90_000 },
    )
    .toBe(true);
}

/** Khronos: builds something (the first building offered, at the first place in the list),
 * then ends the turn; resolves with the action count once the bots have played and it is this
 * seat's move again. */
export async function khronosTurn(page: Page, build: boolean): Promise<number> {
  let seq = await seqOf(page);
  if (build) {
    await press(page, page.locator('button[data-build]:not([disabled])').first());
    await page.getByRole('combobox', { name: 'Or choose from the list' }).selectOption({ index: 1 });
    await expect(page.locator('[data-preview]')).toBeVisible();
    await press(page, page.getByRole('button', { name: 'Confirm' }));
    await expect.poll(() => seqOf(page)).toBe(seq + 1);
    seq++;
    await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
  }
  await press(page, page.getByRole('button', { name: 'End the turn' }));
  await press(page, page.getByRole('button', { name: 'Yes, end the turn' }));
  await untilMyMove(page, 0, seq + 1);
  return seqOf(page);
}

/** Tempus, on a new game's table: the seat's three starting tokens, each on the first hex
 * offered; resolves once the bots have placed theirs and the seat has its first turn. */
export async function tempusStartingTokens(page: Page) {
  for (let i = 0; i < 3; i++) {
    const seq = await seqOf(page);
    await press(page, page.locator('polygon.hit.is-choice').first());
    await expect.poll(() => seqOf(page)).toBeGreaterThan(seq);
  }
  await untilMyMove(page);
  await expect(page.getByRole('button', { name: 'Have an idea' })).toBeVisible();
}

/** Tempus: has an idea (a card), then ends the turn; resolves with the action count once the
 * bots have played and the seat has the move again. */
export async function tempusTurn(page: Page): Promise<number> {
  const seq = await seqOf(page);
  await press(page, page.getByRole('button', { name: 'Have an idea' }));
  await expect.poll(() => seqOf(page)).toBe(seq + 1);
  await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
  await press(page, page.getByRole('button', { name: 'End the turn' }));
  await untilMyMove(page, 0, seq + 2);
  return seqOf(page);
}
