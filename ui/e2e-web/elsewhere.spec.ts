// A table in another home, from the web build (issue 43): the page opens the invitation's
// link (a pasted invitation that is not one is refused first), loads iroh's relay client (crates/web-remote) and reaches the host through the
// relay; it takes a seat with the code, plays it against the host's bot, tells how the
// connection travels, comes back to the same seat after a reload, and hears when the host
// stops sharing. Run by scripts/test-homes-web.sh inside a home whose only way out is the
// relay's namespace (EPOCHS_ELSEWHERE_* name the host); skipped in the plain web-build run,
// which has no relay.

import { expect, test } from '@playwright/test';
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
  await page.keyboard.press('Enter');

  // The relay client loads, the host answers through the relay: its lobby, the code filled in.
  const bar = page.locator('.remote-bar');
  await expect(bar).toContainText('Playing at a table in another home');
  await expect(page.getByLabel('Join code')).toHaveValue(CODE);
  await page.locator(`fieldset[data-game="${game.id}"]`).getByRole('checkbox', { name: 'Anna (seat 1)' }).check();
  await page.getByLabel('Name of this device').fill('Grandma’s tablet');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/game/${game.id}$`));
  // A browser has no UDP: the connection goes through the relay, and says so.
  await expect(bar.locator('.elsewhere-path')).toHaveText(/through the relay, round trip \d+ ms/, { timeout: 20_000 });

  // Anna's seat, played from here against the host's bot: her hand only, never the bot's.
  await untilMyMove(page, 0);
  await expect(page.getByRole('list', { name: "Anna's hand" })).toBeVisible();
  await expect(page.getByRole('list', { name: "Robo's hand" })).toHaveCount(0);
  const after = await khronosTurn(page, true);
  expect(after).toBeGreaterThan(2);
  const size = page.viewportSize();
  await page.screenshot({ path: join(SHOTS, `web-elsewhere-table-${size?.width}x${size?.height}.png`) });

  // A reload comes back to the same table elsewhere, and to Anna's seat by its token.
  await page.reload();
  await expect(bar).toContainText('Playing at a table in another home');
  await page.goto(`${server!.url}/#/game/${game.id}`);
  await untilMyMove(page, 0, after - 1);
  await expect(page.getByRole('list', { name: "Anna's hand" })).toBeVisible();

  // The host stops sharing (SIGINT): the device is told so, and keeps trying (an `epochs
  // serve` started again keeps its invitation).
  if (HOST_PID) {
    process.kill(HOST_PID, 'SIGINT');
    await expect(bar).toContainText('the host stopped sharing this table; trying again…', { timeout: 30_000 });
  }
  expect(errors).toEqual([]);
});
