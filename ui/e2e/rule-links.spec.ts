// Issue 41 (a rules reference that answers everything): a refusal at the table shows its
// ruling as a link, and following it opens the game's Rules page at that ruling's section,
// scrolled into view and focused, in English and in French; axe finds nothing serious on
// either page. Every section can be reached by its address.

import { expect, test, type Page } from '@playwright/test';
import { Client, expectAccessible } from './helpers';

let client: Client;
let game: number;
test.beforeAll(async () => {
  client = await Client.open();
  game = (
    await client.call('create_game', { request: { game: 'khronos', name: 'Rule links', seats: [{ name: 'Anna' }, { name: 'Ben' }] } })
  ).id;
});
test.afterAll(async () => {
  await client.call('delete', { game }).catch(() => undefined);
  client.close();
});

/** Opens the table for the seat to act, past its hand-off screen (in any language). */
async function openTable(page: Page) {
  await page.goto(`/#/game/${game}`);
  const play = page.locator('main[data-screen="play"]');
  const ready = page.getByRole('button', { name: /^(Anna|Ben) — / });
  await expect(ready.or(play)).toBeVisible();
  if (await ready.isVisible()) await ready.click();
  await expect(play).toBeVisible();
}

/** Travels to the board the Adventurer already stands on (refused, K11), follows the
 * ruling's link, and checks the Rules page stands at that section, titled `title`. */
async function followRefusal(page: Page, adventurer: RegExp, title: string) {
  await openTable(page);
  await page.getByRole('button', { name: adventurer }).click();
  await page.locator('.board-wrap[data-age="might"] svg.board-svg').click({ position: { x: 120, y: 120 } });
  const notice = page.locator('.notice-rule[data-rule="travel-same-board"]');
  await expect(notice).toBeVisible();
  const link = notice.getByRole('link', { name: 'K11', exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '#/rules/khronos/K11');
  await expectAccessible(page, 'a refusal with its ruling linked');
  await link.click();
  await expect(page).toHaveURL(/#\/rules\/khronos\/K11$/);
  const section = page.locator('section#rule-K11');
  await expect(section).toBeVisible();
  await expect(section).toBeInViewport();
  await expect(section).toBeFocused();
  await expect(section.getByRole('heading', { level: 3 })).toContainText(title);
  await expectAccessible(page, 'the Rules page at a section');
}

test('a refusal links to its rule, in English', async ({ page }) => {
  await followRefusal(page, /^Adventurer 2: Might/, 'Travel and card limits');
  await expect(page.locator('section#rule-K11')).toContainText('At most 2 cards per Adventurer and 4 per turn');
  // Every section can be reached by its address; the surcharges are a table.
  await page.goto('/#/rules/khronos/K12');
  await expect(page.locator('section#rule-K12')).toBeInViewport();
  await expect(page.locator('section#rule-K12 table')).toContainText('Mountain');
  await page.goto('/#/rules/tempus/T20');
  await expect(page.locator('section#rule-T20')).toBeInViewport();
  await expect(page.locator('section#rule-T20')).toBeFocused();
});

test.describe('a device set to French', () => {
  test.use({ locale: 'fr-FR' });
  test('a refusal links to its rule, in French', async ({ page }) => {
    await followRefusal(page, /^Aventurier 2\s?: Puissance/, 'Voyage et limites de cartes');
    await expect(page.locator('section#rule-K11')).toContainText('Au plus 2 cartes par Aventurier et 4 par tour');
  });
});
