// Issue 29: one LAN game, two languages at once. The host sends facts, never sentences, so a
// device set to English and one set to French, each holding a seat of the same game, each read
// the game's log in their own language.

import { expect, test, type Browser, type Page } from '@playwright/test';
import { BASE, Client } from './helpers';

let client: Client;
test.beforeAll(async () => {
  client = await Client.open();
});
test.afterAll(() => client?.close());

/** A device other than the host (no token) whose language is `locale`. */
async function device(browser: Browser, locale: string): Promise<Page> {
  const ctx = await browser.newContext({ locale, storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 860 } });
  return ctx.newPage();
}

/** Joins seat `seat` of game `game` from the join link (its code filled in), whatever the device's language. */
async function join(page: Page, joinUrl: string, game: number, seat: number, name: string) {
  await page.goto(`${BASE}/${new URL(joinUrl).hash}`);
  await page.locator(`fieldset[data-game="${game}"] li[data-lobby-seat="${seat}"] input[type="checkbox"]`).check();
  await page.locator('form.join-form input[maxlength="40"]').fill(name);
  await page.locator('form.join-form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`#/game/${game}$`));
}

/** The lines of the log drawer, opened from the table's header. */
async function logLines(page: Page): Promise<string[]> {
  await page.locator('.table-header button[data-panel="log"]').click();
  const lines = page.locator('.side-panel .log li');
  await expect(lines.first()).toBeVisible();
  const text = await lines.allTextContents();
  await page.keyboard.press('Escape');
  return text;
}

test('an English and a French device play one game, each reading the log in its own language', async ({ browser }) => {
  test.setTimeout(120_000);
  const g = await client.call('create_game', {
    request: { game: 'khronos', name: 'Deux langues', seats: [{ name: 'Aline' }, { name: 'Bruno' }], seed: 21 },
  });
  try {
    const status = await client.call('hosting', {});
    const en = await device(browser, 'en-GB');
    const fr = await device(browser, 'fr-FR');
    await join(en, status.join_url, g.id, 0, 'English tablet');
    await join(fr, status.join_url, g.id, 1, 'Tablette française');
    await expect(en.locator('html')).toHaveAttribute('lang', 'en');
    await expect(fr.locator('html')).toHaveAttribute('lang', 'fr');

    // The first seat to act builds on its own device.
    const first: number = (await client.call('view', { game: g.id, viewer: null })).to_act;
    const [mover, other] = first === 0 ? [en, fr] : [fr, en];
    await expect(mover.locator(`main[data-screen="play"][data-seat="${first}"]`)).toBeVisible();
    await mover.locator('button[data-build]:not(.unavailable)').first().click();
    await mover.locator('.placing select').selectOption({ index: 1 });
    await mover.locator('.sticky-buttons button.primary').click();
    await expect.poll(async () => (await client.call('view', { game: g.id, viewer: null })).seq).toBe(1);
    await expect(other.locator('main')).toHaveAttribute('data-seq', '1');

    // The same line of the log, in each device's words.
    const name = ['Aline', 'Bruno'][first];
    const enLog = await logLines(en);
    const frLog = await logLines(fr);
    expect(enLog).toHaveLength(1);
    expect(frLog).toHaveLength(1);
    expect(enLog[0]).toMatch(new RegExp(`^${name} built an? .+ on [A-L]\\d+.* in the Age of Might with `));
    expect(frLog[0]).toMatch(new RegExp(`^${name} a construit une? .+ sur [A-L]\\d+.* à l’Âge de la Puissance avec `));
    // And what the host sent holds no sentence at all: the facts each device put into words.
    const log = await client.call('log', { game: g.id, viewer: null });
    expect(Object.keys(log[0]).sort()).toEqual(['action', 'facts', 'marks', 'seat', 'seq']);
    expect(log[0].facts[0].event).toBe('built');
    await en.context().close();
    await fr.context().close();
  } finally {
    await client.call('delete', { game: g.id }).catch(() => undefined);
  }
});
