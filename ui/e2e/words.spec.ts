// Issue 29: every word on the tables comes from the catalogues. A turn of each game is played
// through the UI on a device set to French (no English word may show) and on one set to the
// pseudo-locale (every letter accented, text 40% longer: a word still written in the code
// shows unaccented, and a layout that clips longer text is caught).

import { expect, test, type Page } from '@playwright/test';
import { Client, SHOTS, expectFitsScreen, playToTempusTurnWithCard } from './helpers';

let client: Client;
test.beforeAll(async () => {
  client = await Client.open();
});
test.afterAll(() => client?.close());

// Names that are no English word and carry no run of plain letters, so that the checks below
// can tell words from names.
const FRENCH_NAMES = ['Aline', 'Bruno', 'Chloé'];
const PSEUDO_NAMES = ['Zoë', 'Åsa', 'Øyé'];

/** English words a French screen must not show (whole words, any case). */
const ENGLISH =
  /\b(the|and|your|you|turn|turns|with|build|built|move|moving|moved|cards?|play|played|hint|undo|rules|players?|ready|tap|confirm|cancel|board|boards|hand|age|token|tokens|end|ended|travel|drew|draw|log|seats?|what|how|who|nothing|here|next|back|choose|not|yet|now|from|into|on|in|of|to|by)\b/i;

/** The visible text of the page, node by node (in the app's main and its dialogs). */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim() ?? '';
      const el = n.parentElement;
      if (!text || !el || el.closest('script, style, [aria-hidden="true"], svg text')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      out.push(text);
    }
    // What screen readers hear counts too.
    for (const el of document.querySelectorAll('[aria-label]')) out.push(el.getAttribute('aria-label') ?? '');
    return out.filter((t) => t.length > 0);
  });
}

/** Words a game or product name, never translated. */
const PROPER = /\b(Epochs|Khronos|Tempus)\b/g;

async function expectFrenchOnly(page: Page, names: string[], step: string) {
  const english = (await visibleTexts(page))
    .map((t) => names.reduce((s, n) => s.split(n).join(''), t.replace(PROPER, '')))
    .filter((t) => ENGLISH.test(t));
  expect(english, `English words on the screen (${step})`).toEqual([]);
}

/** Text still written in the code shows plain (unaccented) letters in the pseudo-locale. */
async function expectAllPseudo(page: Page, step: string) {
  const plain = (await visibleTexts(page))
    .map((t) => t.replace(PROPER, ''))
    // Squares and hexes (A1, M12), seat letters and short tokens are not words.
    .filter((t) => /[A-Za-z]{3,}/.test(t.replace(/\b[A-M]\d{1,2}\b/g, '')));
  expect(plain, `words not from the catalogues (${step})`).toEqual([]);
  // Longer text is not cut off: no button, heading or label whose text overflows its box.
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('button, h1, h2, h3, label, legend, .tab, th, td')]
      .filter((el) => {
        const s = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return (
          box.width > 0 &&
          (s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis' || s.whiteSpace === 'nowrap') &&
          el.scrollWidth > el.clientWidth + 1
        );
      })
      .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 60)}`),
  );
  expect(clipped, `text cut off (${step})`).toEqual([]);
  await expectFitsScreen(page, step, 1);
}

/** The refusal on screen gives its reason after the rule's name and ruling. */
async function expectReason(page: Page) {
  const text = await page.locator('.notice-rule p').textContent();
  expect(text).toMatch(/\)\s*:\s*\S+\s+\S+/);
}

async function khronosTurn(page: Page, names: string[], check: (step: string) => Promise<void>) {
  const game = await client.call('create_game', {
    request: { game: 'khronos', name: names.join(' '), seats: names.map((name) => ({ name })), seed: 21 },
  });
  try {
    const first: number = (await client.call('view', { game: game.id, viewer: null })).to_act;
    await page.goto(`/#/game/${game.id}`);
    await expect(page.locator('main[data-screen="handoff"]')).toBeVisible();
    await check('the hand-off');
    await page.locator('main[data-screen="handoff"] button.primary.huge').click();
    await expect(page.locator(`main[data-screen="play"][data-seat="${first}"]`)).toBeVisible();
    await check('the table');
    // A building that cannot be built now says why, in the device's words.
    await page.locator('button[data-build].unavailable').first().click();
    await expect(page.locator('.notice-rule')).toBeVisible();
    await expectReason(page);
    await check('a building refused');
    await page.locator('button[data-build]:not(.unavailable)').first().click();
    await expect(page.locator('.placing h3')).toBeVisible();
    await page.locator('.placing select').selectOption({ index: 1 });
    await expect(page.locator('[data-selected]')).toBeVisible();
    await expect(page.locator('[data-preview]')).toBeVisible();
    await check('a place chosen, with its preview');
    const seq = Number(await page.locator('main').getAttribute('data-seq'));
    await page.locator('.sticky-buttons button.primary').click();
    await expect(page.locator('main')).toHaveAttribute('data-seq', String(seq + 1));
    await expect(page.locator('.notice-done')).toBeVisible();
    await check('the building built');
    await page.locator('.table-header button[data-panel="log"]').click();
    await expect(page.locator('.side-panel .log li')).toHaveCount(1);
    await check('the log');
    await page.keyboard.press('Escape');
    await page.locator('.end-row button.primary').click();
    await expect(page.locator('.placing.end-turn')).toBeVisible();
    await check('ending the turn');
    await page.locator('.placing.end-turn .sticky-actions button.primary').click();
    await expect(page.locator('main[data-screen="handoff"]')).toBeVisible();
    await check('the next hand-off');
  } finally {
    await client.call('delete', { game: game.id }).catch(() => undefined);
  }
}

async function tempusTurn(page: Page, names: string[], check: (step: string) => Promise<void>) {
  const game = await client.call('create_game', {
    request: { game: 'tempus', name: names.join(' '), seats: names.map((name) => ({ name })), seed: 5 },
  });
  try {
    const v = await playToTempusTurnWithCard(client, game.id);
    const seat: number = v.to_act;
    await page.goto(`/#/game/${game.id}`);
    await expect(page.locator('main[data-screen="handoff"]')).toBeVisible();
    await check('the hand-off');
    await page.locator('main[data-screen="handoff"] button.primary.huge').click();
    await expect(page.locator(`main[data-screen="play"][data-seat="${seat}"]`)).toBeVisible();
    await check('the table');
    await page.locator('button[data-group="move"]:not(.unavailable)').click();
    await expect(page.locator('.action-fieldset h3')).toBeVisible();
    await check('moving people');
    await page.locator('.hexmap .hit.is-choice').first().click();
    const seq = Number(await page.locator('main').getAttribute('data-seq'));
    await page.locator('.hexmap .hit.is-choice:not(.is-selected)').first().click();
    await expect(page.locator('main')).not.toHaveAttribute('data-seq', String(seq));
    await expect(page.locator('main[data-screen="play"]')).not.toHaveAttribute('aria-busy', 'true');
    await check('a token moved');
    const finish = page.locator('.action-fieldset .sticky-actions button.primary');
    if (await finish.count()) await finish.click();
    await expect(page.locator('.end-row button.primary')).toBeVisible();
    // The turn's action is taken: another is refused, and the refusal says why.
    await page.locator('button[data-group="fight"]').click();
    await expect(page.locator('.notice-rule')).toBeVisible();
    await expectReason(page);
    await check('another action refused');
    await page.locator('.end-row button.primary').click();
    await expect.poll(async () => (await client.call('view', { game: game.id, viewer: null })).to_act).not.toBe(seat);
    await check('the turn ended');
  } finally {
    await client.call('delete', { game: game.id }).catch(() => undefined);
  }
}

/** Each card of the hand holds its name with room on both sides ("Religieuse" touched its
 * box's edges). */
async function expectCardNamesInside(page: Page, step: string) {
  const tight = await page.locator('.cards .card').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const name = card.querySelector('.card-name');
      if (!name) return [];
      const range = document.createRange();
      range.selectNodeContents(name);
      const [text, box] = [range.getBoundingClientRect(), card.getBoundingClientRect()];
      const room = Math.min(text.left - box.left, box.right - text.right);
      return room < 5 ? [`${name.textContent} (${room.toFixed(1)} px from the edge)`] : [];
    }),
  );
  expect(tight, `${step}: card names clear of their boxes' edges`).toEqual([]);
}

test.describe('a turn of each game in French', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });
  test('Khronos, with no English word on the screen', async ({ page }) => {
    await khronosTurn(page, FRENCH_NAMES.slice(0, 2), async (step) => {
      await expectFrenchOnly(page, FRENCH_NAMES, step);
      await expectCardNamesInside(page, step);
      // The README's picture of the French table: a place chosen, its preview on the boards.
      if (step === 'a place chosen, with its preview') await page.screenshot({ path: `${SHOTS}/khronos-fr-1280x800.png` });
    });
  });
  test('Tempus, with no English word on the screen', async ({ page }) => {
    await tempusTurn(page, FRENCH_NAMES, async (step) => {
      await expectFrenchOnly(page, FRENCH_NAMES, step);
      if (step === 'a token moved') await page.screenshot({ path: `${SHOTS}/tempus-fr-1280x800.png` });
    });
  });
});

test.describe('a turn of each game in French on a 360px phone', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  test('Khronos: the French words fit a small phone', async ({ page }) => {
    await khronosTurn(page, FRENCH_NAMES.slice(0, 2), async (step) => {
      await expectFrenchOnly(page, FRENCH_NAMES, step);
      await expectFitsScreen(page, step, 1);
    });
  });
  test('Tempus: the French words fit a small phone', async ({ page }) => {
    await tempusTurn(page, FRENCH_NAMES, async (step) => {
      await expectFrenchOnly(page, FRENCH_NAMES, step);
      await expectFitsScreen(page, step, 1);
    });
  });
});

test.describe('a turn of each game in the pseudo-locale', () => {
  test.use({ locale: 'en-XA' });
  test('Khronos: every word from the catalogues, none cut off', async ({ page }) => {
    await khronosTurn(page, PSEUDO_NAMES.slice(0, 2), (step) => expectAllPseudo(page, step));
  });
  test('Tempus: every word from the catalogues, none cut off', async ({ page }) => {
    await tempusTurn(page, PSEUDO_NAMES, (step) => expectAllPseudo(page, step));
  });
});

test.describe('a turn of each game in the pseudo-locale on a phone', () => {
  test.use({ locale: 'en-XA', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('Khronos: longer words fit a phone', async ({ page }) => {
    await khronosTurn(page, PSEUDO_NAMES.slice(0, 2), (step) => expectAllPseudo(page, step));
  });
  test('Tempus: longer words fit a phone', async ({ page }) => {
    await tempusTurn(page, PSEUDO_NAMES, (step) => expectAllPseudo(page, step));
  });
});
