// A table in another home, from the web build (issue 43): the page opens the invitation's
// link (a pasted invitation that is not one is refused first), loads iroh's relay client (crates/web-remote) and reaches the host through the
// relay; it takes a seat with the code, plays it against the host's bot, tells how the
// connection travels, comes back to the same seat after a reload, and hears when the host
// stops sharing. Run by scripts/test-homes-web.sh inside a home whose only way out is the
// relay's namespace (EPOCHS_ELSEWHERE_* name the host); skipped in the plain web-build run,
// which has no relay.

import { expect, test, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { Client, SHOTS, expectAccessible } from '../e2e/helpers';
import { khronosTurn, untilMyMove } from './play';
import { serveFolder, type Served } from './server';

const DIST = process.env.EPOCHS_WEB_DIST ?? 'dist-web';
const INVITATION = process.env.EPOCHS_ELSEWHERE_INVITATION ?? '';
const CODE = process.env.EPOCHS_ELSEWHERE_CODE ?? '';
/** The host's own WebSocket, where the host device (EPOCHS_HOST_TOKEN) makes the game. */
const HOST_WS = process.env.EPOCHS_ELSEWHERE_HOST_WS ?? '';
/** The host's process, stopped at the end (SIGINT: it stops sharing and tells every device). */
const HOST_PID = Number(process.env.EPOCHS_ELSEWHERE_HOST_PID ?? 0);

test.skip(!INVITATION, 'needs a host in another home (scripts/test-homes-web.sh)');
/** The screen played on (`WIDTHxHEIGHT`; default Playwright's 1280×720), for a look at a phone's. */
const SIZE = /^(\d+)x(\d+)$/.exec(process.env.EPOCHS_ELSEWHERE_VIEWPORT ?? '');
if (SIZE) test.use({ viewport: { width: Number(SIZE[1]), height: Number(SIZE[2]) } });

const TABLETS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 800, height: 1280 },
];

/** The page does not scroll, and each of `parts` is laid out whole inside the viewport. */
async function expectFits(page: Page, where: string, parts: Record<string, Locator>) {
  const { width, height } = page.viewportSize()!;
  const scroll = await page.evaluate(() => ({ h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth }));
  expect(scroll.h, `${where}: the page is no taller than the screen`).toBeLessThanOrEqual(height);
  expect(scroll.w, `${where}: the page is no wider than the screen`).toBeLessThanOrEqual(width);
  for (const [name, part] of Object.entries(parts)) {
    const box = await part.boundingBox();
    expect(box, `${where}: ${name} is laid out`).not.toBeNull();
    expect(box!.y, `${where}: ${name}'s top is on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, `${where}: ${name}'s bottom is on screen`).toBeLessThanOrEqual(height + 0.5);
    expect(box!.x + box!.width, `${where}: ${name}'s right is on screen`).toBeLessThanOrEqual(width + 0.5);
  }
}

let server: Served | null = null;
test.beforeAll(async () => {
  server = await serveFolder(DIST);
});
test.afterAll(async () => {
  await server?.close();
});

test('a browser in another home joins by the invitation through the relay, plays its seat, and hears the host stop sharing', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const host = await Client.open(HOST_WS);
  const game = await host.call('create_game', {
    // The deal of e2e-web's other Khronos games (seed 5): Anna's first building is one she can pay for.
    request: { game: 'khronos', name: 'Across homes', seed: 5, seats: [{ name: 'Anna' }, { name: 'Robo', kind: 'bot', level: 'easy' }] },
  });
  host.close();

  await page.goto(`${server!.url}/`);
  await page.getByRole('button', { name: 'Join a game on the network' }).click();
  await expect(page.getByRole('heading', { name: 'A table in another home' })).toBeVisible();
  await page.getByLabel('Invitation (with its join code after it, if you have it)').fill('not an invitation');
  await page.locator('.elsewhere-join').getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.locator('.elsewhere-join [role="alert"]')).toContainText('This is not an invitation');
  await expectAccessible(page, 'joining a table elsewhere from the web build');

  // The invitation's link (as `epochs serve --web-app` and the app's share panel write it, on
  // wherever the web app is published): the invitation filled in, its Join button focused.
  await page.goto(`${server!.url}/#/elsewhere/${INVITATION}/${CODE}`);
  await expect(page.getByLabel('Invitation (with its join code after it, if you have it)')).toHaveValue(`${INVITATION} ${CODE}`);
  await expect(page.locator('.elsewhere-join').getByRole('button', { name: 'Join', exact: true })).toBeFocused();
  // Someone with the desktop app may open the same invitation there (src-tauri/lib.rs).
  await expect(page.getByRole('link', { name: 'Open it in the Epochs app' })).toHaveAttribute(
    'href',
    `epochs://elsewhere/${INVITATION}/${CODE}`,
  );
  await page.keyboard.press('Enter');

  // The relay client loads, the host answers through the relay: its lobby, the code filled in.
  const bar = page.locator('.remote-bar');
  await expect(bar).toContainText('Playing at a table in another home');
  await expect(page.getByLabel('Join code')).toHaveValue(CODE);
  await page.locator(`fieldset[data-game="${game.id}"]`).getByRole('checkbox', { name: 'Anna (seat 1)' }).check();
  await page.getByLabel('Name of this device').fill('Grandma’s tablet');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/game/${game.id}$`));
  // At the table, its header says it in few words and the bar above goes, so that the turn
  // keeps the whole screen. A browser has no UDP: the connection goes through the relay, and
  // says so.
  const header = page.locator('.table-header .header-remote');
  await expect(header).toContainText('Table in another home');
  await expect(header.locator('.elsewhere-path')).toHaveText(/relay · \d+ ms/, { timeout: 20_000 });
  await expect(bar).toHaveCount(0);

  // Anna's seat, played from here against the host's bot: her hand only, never the bot's.
  await untilMyMove(page, 0);
  await expect(page.getByRole('list', { name: "Anna's hand" })).toBeVisible();
  await expect(page.getByRole('list', { name: "Robo's hand" })).toHaveCount(0);
  const after = await khronosTurn(page, true);
  expect(after).toBeGreaterThan(2);
  const size = page.viewportSize();
  await page.screenshot({ path: join(SHOTS, `web-elsewhere-table-${size?.width}x${size?.height}.png`) });
  // On a tablet the turn is still one screen with the table elsewhere's words in the header.
  for (const tablet of TABLETS) {
    await page.setViewportSize(tablet);
    const where = `${tablet.width}x${tablet.height}`;
    await expect(page.getByRole('button', { name: 'End the turn' })).toBeVisible();
    await expectFits(page, where, {
      'the header’s Leave': header.getByRole('button', { name: 'Leave' }),
      'the words of the table elsewhere': header.locator('.header-remote-words'),
      'Anna’s hand': page.getByRole('list', { name: "Anna's hand" }),
      'the board in front': page.locator('.board-wrap.current .board-svg'),
      'every seat': page.locator('.players'),
      'End the turn': page.getByRole('button', { name: 'End the turn…' }),
    });
    await page.screenshot({ path: join(SHOTS, `web-elsewhere-table-${where}.png`) });
  }
  if (size) await page.setViewportSize(size);

  // A reload comes back to the same table elsewhere, and to Anna's seat by its token.
  await page.goto(`${server!.url}/#/`);
  await page.reload();
  await expect(bar).toContainText('Playing at a table in another home');
  await page.goto(`${server!.url}/#/game/${game.id}`);
  await untilMyMove(page, 0, after - 1);
  await expect(page.getByRole('list', { name: "Anna's hand" })).toBeVisible();

  // The host stops sharing (SIGINT): the device is told so, and keeps trying (an `epochs
  // serve` started again keeps its invitation).
  if (HOST_PID) {
    process.kill(HOST_PID, 'SIGINT');
    await expect(header).toContainText('the host stopped sharing this table; trying again…', { timeout: 30_000 });
    await expectAccessible(page, 'a table elsewhere whose host stopped sharing');
  }
  expect(errors).toEqual([]);
});
