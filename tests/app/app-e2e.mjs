// End-to-end test of the real desktop app: the release build under Xvfb, driven through
// tauri-driver and WebKitWebDriver. Launch, start a game of Khronos and one of Tempus, make a
// move in each, quit, relaunch and find both games resumed; then host the Khronos game from
// the app, share it with other homes (invitation, QR code, Stop sharing), let a Chromium page
// join a seat through the app's own host, and see a move on
// either side appear on the other; open the app on an invitation's app link
// (epochs://elsewhere/…), at start and while it runs; last, join another machine's host
// (`epochs serve` on loopback) from the app's Join screen by its address and play a seat
// there. Run by tests/app/run.sh.

import { Session } from './webdriver.mjs';
import { check, finish } from './checks.mjs';
import { writeFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const { chromium } = createRequire(new URL('../../ui/package.json', import.meta.url))('playwright-core');

const [driver, app, shots, cli] = process.argv.slice(2);
// Debian's Chromium, headless, kept off the network (the joining device of the LAN tests).
function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

const byText = (tag, text) => `//${tag}[contains(normalize-space(.), ${JSON.stringify(text)})]`;

async function findX(s, xpath) {
  const el = await s.cmd('POST', '/element', { using: 'xpath', value: xpath });
  return Object.values(el)[0];
}

async function clickText(s, tag, text) {
  const id = await s.waitFor(() => findX(s, byText(tag, text)), `${tag} "${text}"`);
  await s.click(id);
}

async function api(s, method, params) {
  const out = await s.asyncScript(
    `const done = arguments[arguments.length - 1];
     window.__TAURI_INTERNALS__.invoke('call', { method: arguments[0], params: arguments[1] })
       .then((v) => done({ ok: v }), (e) => done({ err: e }));`,
    [method, params],
  );
  if (out.err) throw new Error(`${method}: ${JSON.stringify(out.err)}`);
  return out.ok;
}

let gameId;
let seqAfterMove;
let tempusId;
/** An invitation the app made, for the app links further down. */
let sharedInvitation;

// Clicks the first hex of the island that is a choice now (an SVG element, so by script).
async function tapFirstChoiceHex(s) {
  const hex = await s.waitFor(
    () => s.script(`const h = document.querySelector('polygon.hit.is-choice[data-hex]'); return h ? h.getAttribute('data-hex') : null;`),
    'a hex to choose',
  );
  await s.script(
    `document.querySelector('polygon.hit.is-choice[data-hex="' + arguments[0] + '"]').dispatchEvent(new MouseEvent('click', { bubbles: true }));`,
    [hex],
  );
  return hex;
}
{
  const s = await Session.start(driver, app);
  try {
    await s.waitFor(async () => (await s.bodyText()).includes('New game'), 'the home screen');
    check(true, 'the app starts on the home screen');
    await clickText(s, 'a', 'New game of Khronos');
    await clickText(s, 'button', 'Start the game');
    await s.waitFor(async () => (await s.bodyText()).includes('tap when ready'), 'the hand-off screen');
    check(true, 'a new game opens on the hand-off screen');
    const games = await api(s, 'list_games', null);
    gameId = games[0].id;
    check(games.length === 1, 'the new game is saved');
    await clickText(s, 'button', 'tap when ready');
    await s.waitFor(async () => (await s.bodyText()).includes('End the turn'), 'the table');
    await clickText(s, 'button', 'End the turn');
    await clickText(s, 'button', 'Yes, end the turn');
    await s.waitFor(async () => (await api(s, 'view', { game: gameId, viewer: null })).seq === 1, 'the move to be saved');
    const view = await api(s, 'view', { game: gameId, viewer: null });
    seqAfterMove = view.seq;
    check(seqAfterMove === 1, 'a move was made through the UI and saved');
    if (shots) {
      mkdirSync(shots, { recursive: true });
      writeFileSync(`${shots}/app-after-move.png`, await s.screenshot());
    }

    // A game of Tempus on an island placed by the players: place the first tile.
    await s.script(`location.hash = '#/new';`);
    await s.waitFor(async () => (await s.bodyText()).includes('Start the game'), 'the new-game screen');
    await clickText(s, 'label', 'Tempus');
    await s.waitFor(async () => (await s.bodyText()).includes('New game of Tempus'), 'the Tempus options');
    await clickText(s, 'button', 'Start the game');
    // Placing the map tiles is public: the table opens at once (no hand-off), saying to whom
    // to pass the device.
    await s.waitFor(() => s.script(`return !!document.querySelector('[data-mode="place_tile"]');`), 'the Tempus table placing a tile');
    check(await s.script(`return !document.querySelector('main[data-screen="handoff"]');`), 'no hand-off before anything is private');
    tempusId = (await api(s, 'list_games', null)).find((g) => g.game === 'tempus')?.id;
    check(tempusId !== undefined, 'a new Tempus game is saved');
    const hex = await tapFirstChoiceHex(s);
    await clickText(s, 'button', `Place the tile on ${hex}`);
    await s.waitFor(async () => (await api(s, 'view', { game: tempusId, viewer: null })).seq === 1, 'the tile to be saved');
    check(true, `a Tempus map tile was placed on ${hex} through the UI and saved`);
  } finally {
    await s.quit();
  }
}
{
  const s = await Session.start(driver, app);
  try {
    await s.waitFor(async () => (await s.bodyText()).includes('Continue'), 'the home screen after relaunch');
    check(true, 'after a restart the home screen offers to continue');
    await clickText(s, 'a', 'Continue');
    // The game last played (Tempus, placing its tiles: no hand-off while all is public).
    await s.waitFor(() => s.script(`return !!document.querySelector('main[data-screen]');`), 'the resumed game');
    const view = await api(s, 'view', { game: gameId, viewer: null });
    check(view.seq === seqAfterMove, 'the game resumed exactly where it was');
    const log = await api(s, 'log', { game: gameId, viewer: null });
    check(log.length === 1 && log[0].facts.some((f) => f.event === 'turn_ended'), 'the log holds the move (as facts the screen words)');

    await s.script(`location.hash = '#/';`);
    await s.waitFor(async () => (await s.bodyText()).includes('Tempus'), 'the Tempus game in the saved games');
    await s.script(`location.hash = '#/game/' + arguments[0];`, [tempusId]);
    await s.waitFor(() => s.script(`return !!document.querySelector('[data-mode="place_tile"]');`), 'the resumed Tempus game, placing its next tile');
    const tv = await api(s, 'view', { game: tempusId, viewer: null });
    check(tv.game === 'tempus' && tv.seq === 1 && tv.state.placed_tiles.length === 1, 'the Tempus game resumed with its tile placed');
    const tlog = await api(s, 'log', { game: tempusId, viewer: null });
    check(tlog.length === 1 && tlog[0].facts.some((f) => f.event === 'tile_placed'), 'the Tempus log holds the tile (as facts the screen words)');
    if (shots) writeFileSync(`${shots}/app-tempus-resumed.png`, await s.screenshot());
  } finally {
    await s.quit();
  }
}
{
  // Hosting from the app, on loopback (the test stays off the machine's real network).
  const s = await Session.start(driver, app);
  const browser = await launchChromium();
  try {
    await s.waitFor(async () => (await s.bodyText()).includes('Continue'), 'the home screen');
    // *Play on the network* for the Khronos game: it alone is put on the network.
    const status = await api(s, 'host_start', { lan: false, game: gameId });
    check(/^http:\/\/127\.0\.0\.1:\d+\/#\/join\/[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(status.join_url), `the app hosts: ${status.join_url}`);
    await s.script(`location.hash = '#/host/' + arguments[0];`, [gameId]);
    await s.waitFor(async () => (await s.bodyText()).includes(status.code.split('').join(' ')) || (await s.bodyText()).includes(status.code), 'the hosting screen with the code');
    check(await s.script(`return !!document.querySelector('img[alt*="QR"]');`), 'the hosting screen shows the QR code');
    if (shots) writeFileSync(`${shots}/app-hosting.png`, await s.screenshot());

    // *Play with people elsewhere*, through a relay of the test's own on loopback (run.sh
    // starts it): the invitation, its QR code and the code; then *Stop sharing*.
    const relay = process.env.EPOCHS_TEST_RELAY;
    check(!!relay, 'a local relay for sharing with other homes (EPOCHS_TEST_RELAY)');
    // The relay, and where the web app is published (for the invitation's link).
    const webApp = 'https://example.org/epochs/';
    await s.script(
      `const [relay, webApp] = document.querySelectorAll('.elsewhere-share details');
       for (const [d, value] of [[relay, arguments[0]], [webApp, arguments[1]]]) {
         d.open = true;
         const i = d.querySelector('input'); i.value = value;
         i.dispatchEvent(new Event('input', { bubbles: true }));
       }`,
      [relay, webApp],
    );
    await clickText(s, 'button', 'Play with people elsewhere');
    const invitation = await s.waitFor(
      () => s.script(`const c = document.querySelector('code[data-invitation]'); return c ? c.getAttribute('data-invitation') : null;`),
      'the invitation',
    );
    check(/^endpoint[a-z0-9]{60,}$/.test(invitation), `the app shares with other homes: ${invitation.slice(0, 24)}…`);
    check(await s.script(`return !!document.querySelector('.elsewhere-share img[alt*="invitation"]');`), 'the invitation has its QR code');
    const link = await s.script(`const c = document.querySelector('code[data-link]'); return c ? c.getAttribute('data-link') : null;`);
    check(link === `${webApp}#/elsewhere/${invitation}/${status.code}`, `the invitation as a link to the web app: ${link}`);
    const appLink = await s.script(`const c = document.querySelector('code[data-app-link]'); return c ? c.getAttribute('data-app-link') : null;`);
    check(appLink === `epochs://elsewhere/${invitation}/${status.code}`, `the invitation as a link that opens the app: ${appLink}`);
    const again = await api(s, 'share_elsewhere', {});
    check(again.invitation === invitation && again.code === status.code, 'sharing again gives the same invitation and the join code');
    if (shots) writeFileSync(`${shots}/app-elsewhere.png`, await s.screenshot());
    await clickText(s, 'button', 'Stop sharing');
    await s.waitFor(async () => !(await s.script(`return !!document.querySelector('code[data-invitation]');`)), 'the invitation gone');
    const renewed = await api(s, 'share_elsewhere', { relay });
    check(renewed.invitation !== invitation, 'after Stop sharing, the old invitation is dead: a new one is made');
    sharedInvitation = renewed.invitation;
    await api(s, 'stop_elsewhere', {});

    // A browser joins the seat to act, from the join link the app shows.
    const before = await api(s, 'view', { game: gameId, viewer: null });
    const seat = before.to_act;
    // The host device opens that seat to other devices (it may have played it already).
    await api(s, 'open_seats', { game: gameId, seats: [seat] });
    const page = await (await browser.newContext()).newPage();
    await page.goto(status.join_url);
    await page.locator(`fieldset[data-game="${gameId}"]`).waitFor();
    check((await page.locator(`fieldset[data-game="${tempusId}"]`).count()) === 0, 'the join page offers the hosted game, not the app\'s other saved game');
    await page.locator(`fieldset[data-game="${gameId}"] li[data-lobby-seat="${seat}"] input[type=checkbox]`).check();
    await page.getByLabel('Name of this device').fill('Chromium');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.waitForSelector(`main[data-screen="play"][data-seat="${seat}"]`);
    check(true, `a Chromium page joined seat ${seat + 1} through the app's host`);
    const lobby = await api(s, 'lobby', {});
    const held = lobby.find((g) => g.id === gameId)?.seats[seat];
    check(held?.held_by === 'Chromium' && held?.connected === true, 'the app sees the page holding the seat, connected');

    // The page moves: the app's window shows it without a reload.
    await page.getByRole('button', { name: 'End the turn…' }).click();
    await page.getByRole('button', { name: 'Yes, end the turn' }).click();
    await s.waitFor(async () => (await api(s, 'view', { game: gameId, viewer: null })).seq === before.seq + 1, 'the page\'s move');
    await s.script(`location.hash = '#/game/' + arguments[0];`, [gameId]);
    await s.waitFor(
      async () => (await s.script(`const m = document.querySelector('main[data-seq]'); return m ? m.getAttribute('data-seq') : null;`)) === String(before.seq + 1),
      'the app\'s table at the page\'s move',
    );
    check(true, 'a move on the page shows in the app');

    // The app moves for the other seat: the page shows it without a reload.
    const other = (await api(s, 'view', { game: gameId, viewer: null })).to_act;
    await api(s, 'apply', { game: gameId, seat: other, action: { type: 'end_turn' } });
    await page.waitForSelector(`main[data-seq="${before.seq + 2}"]`);
    check(true, 'a move in the app shows on the page');
    const foreign = await page.locator(`main[data-seat]:not([data-seat="${seat}"])`).count();
    check(foreign === 0, 'the page never shows another seat\'s table');

    await api(s, 'host_stop', {});
    check((await api(s, 'hosting', {})) === null, 'the app stops hosting');
  } finally {
    await browser.close();
    await s.quit();
  }
}
// An invitation's app link (epochs://elsewhere/TICKET/CODE, as the system passes it when the
// link is clicked) opens the app on the join screen with the invitation filled in; given to
// the app already open (a second start), it ends that start and brings the first window to
// the link; a link that is not an invitation's changes nothing.
if (sharedInvitation) {
  const code = 'MKX5-4AZY';
  const s = await Session.start(driver, app, [`epochs://elsewhere/${sharedInvitation}/${code}`]);
  const field = () => s.script(`const i = document.querySelector('.elsewhere-join input'); return i ? i.value : null;`);
  try {
    await s.waitFor(async () => (await field()) === `${sharedInvitation} ${code}`, 'the join screen on the link\'s invitation');
    check(true, 'an app link starts the app on the join screen, the invitation and its code filled in');
    // The same app started again with another link: it hands the link over and ends.
    await s.script(`location.hash = '#/';`);
    await s.waitFor(async () => (await field()) === null, 'the home screen');
    const second = (link) =>
      new Promise((done) => {
        const p = spawn(app, [link], { stdio: 'ignore' });
        const timer = setTimeout(() => p.kill('SIGKILL'), 20_000);
        p.on('exit', (status, signal) => {
          clearTimeout(timer);
          done(signal ? signal : status);
        });
      });
    check((await second(`epochs://elsewhere/${sharedInvitation}`)) === 0, 'a second start of the app ends at once, its link handed over');
    await s.waitFor(async () => (await field()) === sharedInvitation, 'the open window on the second start\'s link');
    check(true, 'the app already open goes to the link a second start was given');
    // A page may open any epochs:// link: one that is not an invitation's is refused.
    await s.script(`location.hash = '#/';`);
    await s.waitFor(async () => (await field()) === null, 'the home screen');
    check((await second('epochs://elsewhere/notaninvitation/C')) === 0, 'a second start with a bad link ends too');
    await new Promise((r) => setTimeout(r, 1500));
    check((await s.script('return location.hash;')) === '#/', 'a link that is not an invitation\'s leaves the window where it was');
  } finally {
    await s.quit();
  }
} else {
  check(false, 'app links: the app made no invitation to open');
}

// Starts `epochs serve` on loopback: its address, host token and join code.
async function startServe() {
  const data = mkdtempSync(join(tmpdir(), 'epochs-remote-'));
  const proc = spawn(cli, ['serve', '--port', '0', '--data-dir', join(data, 'games'), '--ui', 'ui/dist'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  proc.stdout.on('data', (d) => {
    out += d;
  });
  const end = Date.now() + 20000;
  while (!/^Epochs is serving on/m.test(out)) {
    if (Date.now() > end || proc.exitCode !== null) throw new Error(`epochs serve did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    proc,
    address: /Epochs is serving on http:\/\/([^/\s]+)\//.exec(out)[1],
    token: /#host=([0-9a-f]+)/.exec(out)[1],
    code: /Join code for other devices: ([0-9A-Z]{4}-[0-9A-Z]{4})/.exec(out)[1],
  };
}

// One call to the table of `remote` as its host device, over a WebSocket from `page`.
async function hostCall(page, remote, method, params) {
  return page.evaluate(
    async ({ address, token, method, params }) => {
      const ws = new WebSocket(`ws://${address}/ws`);
      await new Promise((r, j) => {
        ws.onopen = r;
        ws.onerror = j;
      });
      const call = (id, m, p) =>
        new Promise((resolve, reject) => {
          ws.addEventListener('message', function heard(ev) {
            const msg = JSON.parse(ev.data);
            if (msg.id !== id) return;
            ws.removeEventListener('message', heard);
            if (msg.error) reject(new Error(JSON.stringify(msg.error)));
            else resolve(msg.result);
          });
          ws.send(JSON.stringify({ id, method: m, params: p }));
        });
      await call(1, 'hello', { token });
      const result = await call(2, method, params);
      ws.close();
      return result;
    },
    { address: remote.address, token: remote.token, method, params },
  );
}

if (cli) {
  // Another machine hosts (`epochs serve`, here on loopback); the app joins it by address.
  const remote = await startServe();
  const s = await Session.start(driver, app);
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`http://${remote.address}/`);
    const created = await hostCall(page, remote, 'create_game', {
      request: { game: 'khronos', seats: [{ name: 'Anna' }, { name: 'Ben' }, { name: 'Cleo' }] },
    });
    const before = await hostCall(page, remote, 'view', { game: created.id, viewer: null });
    const seat = before.to_act;

    await s.waitFor(async () => (await s.bodyText()).includes('Continue'), 'the home screen');
    await clickText(s, 'button', 'Join a game on the network');
    const address = await s.waitFor(() => findX(s, '//label[contains(., "Address of the host")]//input'), 'the address field');
    await s.type(address, remote.address);
    await clickText(s, 'button', 'Connect');
    const codeField = await s.waitFor(() => findX(s, '//label[contains(., "Join code")]//input'), 'the join code field');
    await s.type(codeField, remote.code);
    const box = await s.waitFor(
      () => s.find(`fieldset[data-game="${created.id}"] li[data-lobby-seat="${seat}"] input[type=checkbox]`),
      'the free seat in the remote lobby',
    );
    await s.click(box);
    await s.type(await findX(s, '//label[contains(., "Name of this device")]//input'), 'Desktop app');
    await s.click(await findX(s, '//button[normalize-space(.)="Join"]'));
    await s.waitFor(() => s.script(`return !!document.querySelector('main[data-screen="play"][data-seat="${seat}"]');`), 'the remote seat\'s table');
    // At the table, its header says whose table it is (the bar above the screen goes, so that
    // the turn keeps the whole screen).
    await s.waitFor(
      () => s.script(`const h = document.querySelector('.table-header .header-remote'); return !!h && h.textContent.includes(${JSON.stringify(`Table on ${remote.address}`)}) && !document.querySelector('.remote-bar');`),
      'the remote table\'s header',
    );
    check(true, `the app joined seat ${seat + 1} at ${remote.address}, and the table's header says so`);
    const lobby = await hostCall(page, remote, 'lobby', {});
    const held = lobby.find((g) => g.id === created.id)?.seats[seat];
    check(held?.held_by === 'Desktop app' && held?.connected === true, 'the remote host sees the app holding the seat');

    // The app moves at the remote table; the host has it.
    await clickText(s, 'button', 'End the turn…');
    await clickText(s, 'button', 'Yes, end the turn');
    const after = await s.waitFor(async () => {
      const v = await hostCall(page, remote, 'view', { game: created.id, viewer: null });
      return v.seq === before.seq + 1 ? v : null;
    }, 'the app\'s move at the remote host');
    check(true, 'a move in the app reaches the remote host');

    // The host moves for the next seat; the app shows it without a reload.
    await hostCall(page, remote, 'apply', { game: created.id, seat: after.to_act, action: { type: 'end_turn' }, expected_seq: after.seq });
    await s.waitFor(
      async () => (await s.script(`const m = document.querySelector('main[data-seq]'); return m ? m.getAttribute('data-seq') : null;`)) === String(before.seq + 2),
      'the remote move in the app',
    );
    check(true, 'a move at the remote host shows in the app');
    const foreign = await s.script(`return document.querySelectorAll('main[data-seat]:not([data-seat="${seat}"])').length;`);
    check(foreign === 0, 'the app never shows another seat\'s table of the remote game');

    await clickText(s, 'button', 'Leave');
    await s.waitFor(async () => !(await s.bodyText()).includes(remote.address), 'back at the app\'s own table');
    check(true, 'Leave returns to the app\'s own saved games');
  } finally {
    await browser.close();
    await s.quit();
    remote.proc.kill();
  }
} else {
  check(false, 'joining a remote host: pass the epochs CLI as the fourth argument');
}
finish();
