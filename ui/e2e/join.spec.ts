// LAN play in Chromium against `epochs serve`: the host device shows the join QR code and
// code, two other devices join one seat each of a 2-player Khronos game (one by the link,
// one by typing the code, after a wrong one), each plays only its own seat and follows the
// other's moves without a reload, never sees the other's hand, comes back to its seat after
// a reload, and is told to join again when the host frees its seat.

import { expect, test, type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { BASE, Client, SHOTS } from './helpers';

const SEATS = ['Anna', 'Ben'];

let client: Client;
test.beforeAll(async () => {
  client = await Client.open();
});
test.afterAll(() => client?.close());

/** Script errors of each device's page. */
const pageErrors = new Map<Page, string[]>();

/** A browser context that is not the host device: no token. */
async function device(browser: Browser): Promise<Page> {
  const ctx = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 860 } });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  pageErrors.set(page, errors);
  return page;
}

function errorsOf(page: Page): string[] {
  return pageErrors.get(page) ?? [];
}

async function seqOf(page: Page): Promise<number> {
  return Number(await page.locator('main').getAttribute('data-seq'));
}

/** `page` shows `seat`'s own table: its hand only, no hand-off. */
async function expectPlaying(page: Page, seat: number) {
  await expect(page.locator('main[data-screen="play"]')).toHaveAttribute('data-seat', String(seat));
  await expect(page.getByRole('list', { name: `${SEATS[seat]}'s hand` })).toBeVisible();
  await expect(page.getByRole('list', { name: `${SEATS[1 - seat]}'s hand` })).toHaveCount(0);
  await expect(page.locator('ul.cards')).toHaveCount(1);
}

/** `page` shows the public board while the other device's seat `seat` must act. */
async function expectAway(page: Page, seat: number, own: number) {
  await expect(page.locator('main[data-screen="away"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Waiting for ${SEATS[seat]} (on another device)` })).toBeVisible();
  await expect(page.locator('.table-header .whose')).toContainText(`${SEATS[seat]}’s turn`);
  // Its own hand only, to plan with while it waits (issue 40: it was hidden); never the
  // other seat's. Nothing can be played from it.
  await expect(page.locator('ul.cards')).toHaveCount(1);
  await expect(page.locator(`li.player[data-seat="${own}"] ul.cards`)).toHaveCount(1);
  await expect(page.locator('main[data-seat]')).toHaveCount(0);
}

async function endTurn(page: Page) {
  const before = await seqOf(page);
  await page.getByRole('button', { name: 'End the turn…' }).click();
  await page.getByRole('button', { name: 'Yes, end the turn' }).click();
  await expect.poll(() => seqOf(page)).toBeGreaterThan(before);
}

test('two devices join a hosted game by its code and each plays only its own seat', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const g = await client.call('create_game', { request: { game: 'khronos', name: 'LAN game', seats: SEATS.map((name) => ({ name })) } });
  const status = await client.call('hosting', {});
  expect(status.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  // The host device: the QR code, the join address and the code in large digits.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/#/host/${g.id}`);
  await expect(page.getByRole('img', { name: 'QR code of the join link' })).toBeVisible();
  const qr = await page.getByRole('img', { name: 'QR code of the join link' }).boundingBox();
  expect(qr?.width ?? 0).toBeGreaterThanOrEqual(240);
  await expect(page.locator('.join-code')).toHaveText(status.code);
  await expect(page.locator('.join-url code')).toHaveText(status.join_url);
  await expect(page.locator('li.host-seat')).toHaveCount(2);
  await expect(page.locator('li.host-seat[data-lobby-seat="0"]')).toContainText('this device');

  // Device A opens the join link (the code is filled in) and takes seat 1.
  const a = await device(browser);
  const hash = new URL(status.join_url).hash;
  await a.goto(`${BASE}/${hash}`);
  await expect(a.getByLabel('Join code')).toHaveValue(status.code);
  await a.locator(`fieldset[data-game="${g.id}"]`).getByRole('checkbox', { name: 'Anna (seat 1)' }).check();
  await a.getByLabel('Name of this device').fill('Tablet A');
  await a.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(a).toHaveURL(new RegExp(`#/game/${g.id}$`));

  // Device B types the code: a wrong one first, then the right one, and takes seat 2.
  const b = await device(browser);
  await b.goto(`${BASE}/#/join`);
  await expect(b.locator(`fieldset[data-game="${g.id}"] li[data-lobby-seat="0"]`)).toContainText('held by Tablet A');
  const gameB = b.locator(`fieldset[data-game="${g.id}"]`);
  await expect(gameB.getByRole('checkbox', { name: /Anna/ })).toHaveCount(0);
  const wrong = status.code === '0000-0000' ? '1111-1111' : '0000-0000';
  await b.getByLabel('Join code').fill(wrong);
  await gameB.getByRole('checkbox', { name: 'Ben (seat 2)' }).check();
  await b.getByLabel('Name of this device').fill('Tablet B');
  await b.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(b.getByRole('alert')).toContainText('join code is wrong');
  await b.getByLabel('Join code').fill(status.code);
  await b.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(b).toHaveURL(new RegExp(`#/game/${g.id}$`));

  // The host sees both devices, connected.
  for (const [seat, name] of [
    [0, 'Tablet A'],
    [1, 'Tablet B'],
  ] as const) {
    const row = page.locator(`li.host-seat[data-lobby-seat="${seat}"]`);
    await expect(row).toHaveAttribute('data-held', name);
    await expect(row).toHaveAttribute('data-connected', 'true');
    await expect(row).toContainText('connected');
  }
  await page.screenshot({ path: join(SHOTS, 'host-qr.png'), fullPage: true });

  // The host device's own table: both seats are played on other devices, so it shows the
  // board and whose turn it is, and nobody's hand.
  await page.getByRole('link', { name: 'Open the table' }).click();
  await expect(page.locator('main[data-screen="away"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Waiting for (Anna|Ben) \(on another device\)$/ })).toBeVisible();
  await expect(page.locator('ul.cards')).toHaveCount(0);
  await page.goto(`/#/host/${g.id}`);

  // A round: whoever is first plays on its device while the other waits; each move shows on
  // the other device without a reload.
  const devices = [a, b];
  const v0 = await client.call('view', { game: g.id, viewer: null });
  const first: number = v0.to_act;
  const second = 1 - first;
  await expectPlaying(devices[first], first);
  await expectAway(devices[second], first, second);
  await endTurn(devices[first]);
  await expectAway(devices[first], second, first);
  await expectPlaying(devices[second], second);
  await endTurn(devices[second]);
  await expectPlaying(devices[first], first);
  await expectAway(devices[second], first, second);

  // A reload of device A brings it back to its own seat without joining again.
  await a.reload();
  await expect(a).toHaveURL(new RegExp(`#/game/${g.id}$`));
  if (first === 0) await expectPlaying(a, 0);
  else await expectAway(a, first, 0);
  await a.goto(`${BASE}/#/`);
  await expect(a).toHaveURL(new RegExp(`#/game/${g.id}$`));
  await expect(a.locator('main.table-page')).toBeVisible();

  // The host frees seat 2: device B is told to join again.
  await page.getByRole('button', { name: 'Free seat: Ben' }).click();
  await expect(page.locator('li.host-seat[data-lobby-seat="1"]')).toContainText('this device');
  await expect(b.getByRole('link', { name: 'Join again' })).toBeVisible();

  // The host shows the table only (a bystander's board, say on a television): no hand, not
  // even of the seat it plays now.
  await page.getByRole('link', { name: 'Show the table only (no hands)' }).click();
  await expect(page.locator('main[data-screen="away"]')).toBeVisible();
  await expect(page.getByText('This device shows the table only')).toBeVisible();
  await expect(page.locator('ul.cards')).toHaveCount(0);
  await expect(page.locator('main[data-seat]')).toHaveCount(0);

  expect(errorsOf(a)).toEqual([]);
  expect(errorsOf(b)).toEqual([]);
  await a.context().close();
  await b.context().close();
  await client.call('delete', { game: g.id });
});

test('a device asking for a seat the host device plays waits until the host screen lets it in', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const g = await client.call('create_game', { request: { game: 'khronos', name: 'Asked for', seats: SEATS.map((name) => ({ name })) } });
  // The host device plays the first seat's whole first turn: that seat is now its own, and
  // another seat acts (so the phone, once let in, only watches).
  const v = await client.call('view', { game: g.id, viewer: null });
  const seat: number = v.to_act;
  for (let i = 0; i < 20 && (await client.call('view', { game: g.id, viewer: null })).to_act === seat; i++) {
    const legal = await client.call('legal', { game: g.id, seat });
    const end = legal
      .flatMap((grp: { actions: { action: { type: string } }[] }) => grp.actions)
      .find((a: { action: { type: string } }) => a.action.type === 'end_turn');
    await client.call('apply', { game: g.id, seat, action: (end ?? legal[0].actions[0]).action });
  }
  expect((await client.call('view', { game: g.id, viewer: null })).to_act).not.toBe(seat);
  const status = await client.call('hosting', {});
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/#/host/${g.id}`);
  await expect(
    page.locator(`li.host-seat[data-lobby-seat="${1 - seat}"]`).getByRole('checkbox', { name: 'Open to other devices' }),
  ).toBeChecked();
  await expect(
    page.locator(`li.host-seat[data-lobby-seat="${seat}"]`).getByRole('checkbox', { name: 'Open to other devices' }),
  ).not.toBeChecked();

  const c = await device(browser);
  await c.goto(`${BASE}/${new URL(status.join_url).hash}`);
  const row = c.locator(`fieldset[data-game="${g.id}"] li[data-lobby-seat="${seat}"]`);
  await expect(row).toContainText('the host decides');
  await row.getByRole('checkbox').check();
  await c.getByLabel('Name of this device').fill('Phone C');
  await c.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(c.locator('[data-asking]')).toContainText('Asking the host');

  // The host screen lists the request; the host lets the phone play.
  const request = page.locator('section.join-requests');
  // Beside the name, where the device is (two devices may give one name).
  await expect(request).toContainText(`Phone C (at 127.0.0.1) asks for ${SEATS[seat]}`);
  await page.getByRole('button', { name: 'Let Phone C play' }).click();
  await expect(c).toHaveURL(new RegExp(`#/game/${g.id}$`));
  await expect(page.locator(`li.host-seat[data-lobby-seat="${seat}"]`)).toHaveAttribute('data-held', 'Phone C');
  await expect(request).toHaveCount(0);
  // Another seat acts: the phone watches, its own cards in view to plan with (they were
  // hidden, "hand": null, until its turn), nobody else's.
  await expect(c.locator('main[data-screen="away"]')).toBeVisible();
  await expect(c.locator('main[data-screen="away"] ul.cards')).toHaveCount(1);
  // The host screen shows the phone connected at once, though the phone only watches
  // (another seat acts): it presented its new token on the connection it asked on.
  await expect(page.locator(`li.host-seat[data-lobby-seat="${seat}"]`)).toHaveAttribute('data-connected', 'true', { timeout: 4000 });

  expect(errorsOf(c)).toEqual([]);
  await c.context().close();
  await client.call('delete', { game: g.id });
});

test('a joined device marks what the host’s bot changed since its seat last played', async ({ browser }) => {
  test.setTimeout(120_000);
  const g = await client.call('create_game', {
    request: { game: 'khronos', name: 'LAN with a bot', seats: [{ name: 'Anna' }, { name: 'Hal', kind: 'bot', level: 'easy' }], seed: 3 },
  });
  const status = await client.call('hosting', {});
  const a = await device(browser);
  await a.goto(`${BASE}/#/join`);
  await a.getByLabel('Join code').fill(status.code);
  await a.locator(`fieldset[data-game="${g.id}"]`).getByRole('checkbox', { name: 'Anna (seat 1)' }).check();
  await a.getByLabel('Name of this device').fill('Tablet A');
  await a.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(a).toHaveURL(new RegExp(`#/game/${g.id}$`));
  // Until the bot has played a turn that changed the boards, Anna ends hers on her device.
  let botLines: { seat: number; marks: { board: string; kind: string; at: string[] }[] }[] = [];
  for (let turn = 0; turn < 6; turn++) {
    await expect(a.locator('main[data-screen="play"][data-seat="0"]')).toBeVisible({ timeout: 60_000 });
    const log: { seat: number; marks: { board: string; kind: string; at: string[] }[] }[] = await client.call('log', {
      game: g.id,
      viewer: null,
    });
    let last = -1;
    log.forEach((l, i) => {
      if (l.seat === 0) last = i;
    });
    botLines = log.slice(last + 1);
    if (botLines.some((l) => l.marks.length > 0)) break;
    await endTurn(a);
  }
  const want = botLines.flatMap((l) => l.marks).flatMap((m) => m.at.map((sq) => `${m.board}:${m.kind}:${sq.toUpperCase()}`));
  expect(want.length, 'the bot changed the boards').toBeGreaterThan(0);
  const drawn = () =>
    a
      .locator('.board-wrap .recents [data-mark]')
      .evaluateAll((els) =>
        els.map(
          (e) => `${e.closest('.board-wrap')?.getAttribute('data-age')}:${e.getAttribute('data-mark')}:${e.getAttribute('data-square')}`,
        ),
      );
  await expect.poll(async () => [...new Set(await drawn())].sort()).toEqual([...new Set(want)].sort());
  expect(errorsOf(a)).toEqual([]);
  await a.context().close();
  await client.call('delete', { game: g.id });
});
