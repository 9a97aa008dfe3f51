// The table is the screen on a tablet: at 1280x800, 1024x768 and 800x1280, by touch, in English
// and French, a whole
// scripted turn of each game never scrolls the page, and the board, the acting seat's hand, its
// move with Confirm, the players' summary and the preview's words are inside the viewport.

import { expect, test, type Locator, type Page } from '@playwright/test';
import { Client, NAMES, SHOTS, expectAccessible, openTable, playUntil } from './helpers';

/** The words the turn is played by, in each language the tests run in. */
const WORDS = {
  en: {
    endTurn: 'End the turn…',
    endTurnNow: 'End the turn',
    yesEnd: 'Yes, end the turn',
    confirm: 'Confirm',
    hint: 'Hint',
    playIt: 'Play it',
    babies: 'Have babies…',
    oneBaby: 'Have 1 baby',
    then: /^Then: /,
    hinted: /Hint: /,
    hand: (n: string) => `${n}'s hand`,
  },
  fr: {
    endTurn: 'Finir le tour…',
    endTurnNow: 'Finir le tour',
    yesEnd: 'Oui, finir le tour',
    confirm: 'Confirmer',
    hint: 'Conseil',
    playIt: 'Jouer ce coup',
    babies: 'Faire des bébés…',
    oneBaby: 'Faire 1 bébé',
    then: /^Ensuite\s:/,
    hinted: /Conseil\s:/,
    hand: (n: string) => new RegExp(`^Main (de ${n}|\\(${n}\\))$`),
  },
} as const;
const LANGS = ['en', 'fr'] as const;

const TABLETS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 800, height: 1280 },
];

/** The page does not scroll either way: everything of the table is inside the screen. */
async function expectNoPageScroll(page: Page, where: string) {
  const { scrollH, scrollW, h, w } = await page.evaluate(() => ({
    scrollH: document.documentElement.scrollHeight,
    scrollW: document.documentElement.scrollWidth,
    h: window.innerHeight,
    w: window.innerWidth,
  }));
  expect(scrollH, `${where}: the page is no taller than the screen`).toBeLessThanOrEqual(h);
  expect(scrollW, `${where}: the page is no wider than the screen`).toBeLessThanOrEqual(w);
}

/** Each of `parts` is laid out whole inside the viewport (not merely scrolled to). */
async function expectInside(page: Page, where: string, parts: Record<string, Locator>) {
  const { width, height } = page.viewportSize()!;
  for (const [name, part] of Object.entries(parts)) {
    const box = await part.boundingBox();
    expect(box, `${where}: ${name} is laid out`).not.toBeNull();
    expect(box!.y, `${where}: ${name}'s top is on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x, `${where}: ${name}'s left is on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, `${where}: ${name}'s bottom is on screen`).toBeLessThanOrEqual(height + 0.5);
    expect(box!.x + box!.width, `${where}: ${name}'s right is on screen`).toBeLessThanOrEqual(width + 0.5);
  }
}

/** A Tempus game played through the API up to the start of a turn where the seat to act may
 * have babies (holding a card when `withCard`, so that its hand shows). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function tempusBabiesTurn(c: Client, name: string, withCard: boolean): Promise<{ g: any; v: any }> {
  const g = await c.call('create_game', {
    request: { game: 'tempus', name, seats: NAMES.map((n) => ({ name: n })), seed: 7, map: 'random' },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const canHaveBabies = async (x: any) =>
    x.state.phase === 'actions' &&
    x.state.turn.spent === 0 &&
    (!withCard || x.state.players[x.to_act].hand_count > 0) &&
    (await c.call('legal', { game: g.id, seat: x.to_act })).some((l: { group: string }) => l.group === 'babies');
  const v = await playUntil(c, g.id, canHaveBabies, ['place_tile', 'place_token', 'idea', 'end_turn']);
  return { g, v };
}

async function seqOf(page: Page): Promise<number> {
  return Number(await page.locator('main').getAttribute('data-seq'));
}

for (const lang of LANGS)
  for (const size of TABLETS) {
    const W = WORDS[lang];
    test.describe(`a tablet at ${size.width}x${size.height}, in ${lang === 'en' ? 'English' : 'French'}`, () => {
      test.use({ viewport: size, hasTouch: true, deviceScaleFactor: 1, locale: lang === 'en' ? 'en-GB' : 'fr-FR' });

      test('Khronos: a whole turn on one screen (a building, its square, Confirm, a hint, the end of the turn)', async ({ page }) => {
        const c = await Client.open();
        try {
          const g = await c.call('create_game', {
            request: { game: 'khronos', name: 'Fit', seats: NAMES.map((name) => ({ name })), seed: 11 },
          });
          const v = await c.call('view', { game: g.id, viewer: null });
          const seat: number = v.to_act;
          const legal = await c.call('legal', { game: g.id, seat });
          const build = legal
            .find((x: { group: string }) => x.group === 'construct')
            .actions.find((a: { action: { age: string } }) => a.action.age === 'might').action;
          await openTable(page, g.id, seat);
          const name = NAMES[seat];
          const table = {
            'the board in front': page.locator('.board-wrap.current .board-svg'),
            'the hand': page.getByRole('list', { name: W.hand(name) }),
            'the move heading': page.locator('.actions-title'),
            'End the turn': page.getByRole('button', { name: W.endTurn }),
            'every seat': page.locator('.players'),
          };
          await expectNoPageScroll(page, 'the turn begins');
          await expectInside(page, 'the turn begins', table);
          for (const age of ['might', 'faith', 'reason'])
            await expect(page.locator(`.board-wrap[data-age="${age}"] .board-svg`)).toBeVisible();

          // A building, then its square on the board in front: Confirm and what it would do are in view.
          await page.locator(`button[data-build="${build.building}"]`).tap();
          const square = page.locator(`.board-wrap[data-age="might"] rect.hit[data-square="${build.squares[0]}"]`);
          await expectInside(page, 'a building chosen', { 'its square': square });
          await square.tap();
          await expect(page.locator('[data-preview]')).toContainText(W.then);
          await expectNoPageScroll(page, 'a square chosen');
          await expectInside(page, 'a square chosen', {
            'the chosen square': square,
            Confirm: page.getByRole('button', { name: W.confirm }),
            'the preview in words': page.locator('[data-preview]'),
            'the hand': table['the hand'],
            'every seat': table['every seat'],
          });
          await expectAccessible(page, `${lang}: Khronos at ${size.width}x${size.height}, a square chosen`);
          if (lang === 'en') await page.screenshot({ path: `${SHOTS}/table-khronos-${size.width}x${size.height}.png` });
          const before = await seqOf(page);
          await page.getByRole('button', { name: W.confirm }).tap();
          await expect.poll(() => seqOf(page)).toBe(before + 1);
          await expect(page.locator('main[aria-busy="false"]')).toBeVisible();

          // A hint: drawn on the boards, its words and Play it in view beside them.
          await page.getByRole('button', { name: W.hint }).tap();
          const notice = page.locator('.notice-hint');
          await expect(notice).toContainText(W.hinted, { timeout: 30_000 });
          await expect(page.locator('[data-previewing="hint"]')).toBeVisible();
          await expectNoPageScroll(page, 'a hint');
          await expectInside(page, 'a hint', {
            'the hint in words': notice,
            'Play it': notice.getByRole('button', { name: W.playIt }),
            'the board in front': table['the board in front'],
          });
          await notice.locator('button.close').tap();

          await expectInside(page, 'after building', { 'End the turn': table['End the turn'] });
          await page.getByRole('button', { name: W.endTurn }).tap();
          await expectNoPageScroll(page, 'ending the turn');
          await expectInside(page, 'ending the turn', { 'Yes, end the turn': page.getByRole('button', { name: W.yesEnd }) });
        } finally {
          c.close();
        }
      });

      test('Tempus: a whole turn on one screen (babies on a hex, a hint, the end of the turn)', async ({ page }) => {
        const c = await Client.open();
        try {
          const { g, v } = await tempusBabiesTurn(c, 'Fit', true);
          const seat: number = v.to_act;
          await openTable(page, g.id, seat);
          const name = NAMES[seat];
          const table = {
            'the island': page.locator('.hexmap'),
            'the hand': page.getByRole('list', { name: W.hand(name) }),
            'the move heading': page.locator('.actions-title'),
            'End the turn': page.getByRole('button', { name: W.endTurnNow }),
            'every seat': page.locator('.players'),
          };
          await expectNoPageScroll(page, 'the turn begins');
          await expectInside(page, 'the turn begins', table);

          await page.getByRole('button', { name: W.babies }).tap();
          const hex = page.locator('polygon.hit.is-choice').first();
          await expectInside(page, 'babies chosen', { 'a hex to choose': hex });
          await hex.tap();
          const confirm = page.getByRole('button', { name: W.oneBaby });
          await expectNoPageScroll(page, 'a hex chosen');
          await expectInside(page, 'a hex chosen', {
            'Have 1 baby': confirm,
            'the hand': table['the hand'],
            'every seat': table['every seat'],
          });
          await expectAccessible(page, `${lang}: Tempus at ${size.width}x${size.height}, a hex chosen`);
          if (lang === 'en') await page.screenshot({ path: `${SHOTS}/table-tempus-${size.width}x${size.height}.png` });
          const before = await seqOf(page);
          await confirm.tap();
          await expect.poll(() => seqOf(page)).toBe(before + 1);
          await expect(page.locator('main[aria-busy="false"]')).toBeVisible();

          await page.getByRole('button', { name: W.hint }).tap();
          const notice = page.locator('.notice-hint');
          await expect(notice).toContainText(W.hinted, { timeout: 30_000 });
          await expectNoPageScroll(page, 'a hint');
          await expectInside(page, 'a hint', {
            'the hint in words': notice,
            'Play it': notice.getByRole('button', { name: W.playIt }),
            'the island': table['the island'],
          });
          await notice.locator('button.close').tap();

          await expectInside(page, 'after the babies', { 'End the turn': table['End the turn'] });
          await expectNoPageScroll(page, 'after the babies');
        } finally {
          c.close();
        }
      });
    });
  }

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

/** `a` ends above where `b` begins: the fixed bar or sheet `b` covers nothing of `a`. */
async function expectAbove(a: Locator, b: Locator, where: string) {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  expect(x.y + x.height, `${where}: nothing of it is under the bar`).toBeLessThanOrEqual(y.y + 0.5);
}

for (const lang of LANGS)
  for (const size of PHONES) {
    const W = WORDS[lang];
    test.describe(`a phone at ${size.width}x${size.height}, in ${lang === 'en' ? 'English' : 'French'}`, () => {
      test.use({ viewport: size, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: lang === 'en' ? 'en-GB' : 'fr-FR' });

      test('Khronos: the square to tap and Confirm on screen together; a hint drawn on the board with its words beside it', async ({
        page,
      }) => {
        const c = await Client.open();
        try {
          const g = await c.call('create_game', {
            request: { game: 'khronos', name: 'Phone fit', seats: NAMES.map((name) => ({ name })), seed: 11 },
          });
          const v = await c.call('view', { game: g.id, viewer: null });
          const seat: number = v.to_act;
          const legal = await c.call('legal', { game: g.id, seat });
          const build = legal
            .find((x: { group: string }) => x.group === 'construct')
            .actions.find((a: { action: { age: string } }) => a.action.age === 'might').action;
          await openTable(page, g.id, seat);
          // The building is chosen in the move panel, under the boards: the boards come up.
          await page.locator(`button[data-build="${build.building}"]`).tap();
          const square = page.locator(`.board-wrap[data-age="might"] rect.hit[data-square="${build.squares[0]}"]`);
          await expect(square).toBeInViewport();
          await square.tap();
          const bar = page.locator('.sticky-actions.reach');
          await expectInside(page, 'a square chosen', {
            'the chosen square': square,
            Confirm: page.getByRole('button', { name: W.confirm }),
            'the preview in words': page.locator('[data-preview]'),
          });
          await expectAbove(square, bar, 'the chosen square');
          if (size.width === 390 && lang === 'en') await page.screenshot({ path: `${SHOTS}/table-khronos-390x844.png` });
          const before = await seqOf(page);
          await page.getByRole('button', { name: W.confirm }).tap();
          await expect.poll(() => seqOf(page)).toBe(before + 1);
          await expect(page.locator('main[aria-busy="false"]')).toBeVisible();

          // A hint from the header: its words and Play it in a sheet at the bottom, the boards it
          // is drawn on above it.
          await page.getByRole('button', { name: W.hint }).tap();
          const notice = page.locator('.notice-hint');
          await expect(notice).toContainText(W.hinted, { timeout: 30_000 });
          await expectInside(page, 'a hint', { 'the hint in words': notice, 'Play it': notice.getByRole('button', { name: W.playIt }) });
          await expect(page.locator('.board-wrap.current .board-svg')).toBeInViewport({ ratio: 0.6 });
          await expect(page.locator('[data-previewing="hint"]')).toBeVisible();
          await expectAccessible(page, `${lang}: Khronos at ${size.width}x${size.height}, a hint`);
        } finally {
          c.close();
        }
      });

      test('Tempus: the hex to tap and its confirmation on screen together; a hint drawn on the island with its words beside it', async ({
        page,
      }) => {
        const c = await Client.open();
        try {
          const { g, v } = await tempusBabiesTurn(c, 'Phone fit', false);
          await openTable(page, g.id, v.to_act);
          await page.getByRole('button', { name: W.babies }).tap();
          const hex = page.locator('polygon.hit.is-choice').first();
          await expect(hex).toBeInViewport();
          await hex.tap();
          const confirm = page.getByRole('button', { name: W.oneBaby });
          await expectInside(page, 'a hex chosen', { 'the chosen hex': hex, 'Have 1 baby': confirm });
          if (size.width === 390 && lang === 'en') await page.screenshot({ path: `${SHOTS}/table-tempus-390x844.png` });
          const before = await seqOf(page);
          await confirm.tap();
          await expect.poll(() => seqOf(page)).toBe(before + 1);
          await expect(page.locator('main[aria-busy="false"]')).toBeVisible();

          await page.getByRole('button', { name: W.hint }).tap();
          const notice = page.locator('.notice-hint');
          await expect(notice).toContainText(W.hinted, { timeout: 30_000 });
          await expectInside(page, 'a hint', { 'the hint in words': notice, 'Play it': notice.getByRole('button', { name: W.playIt }) });
          await expect(page.locator('.hexmap')).toBeInViewport({ ratio: 0.6 });
          await expectAccessible(page, `${lang}: Tempus at ${size.width}x${size.height}, a hint`);
        } finally {
          c.close();
        }
      });
    });
  }
