// The web build in WebKit, the engine of iPad Safari (issue 27). Playwright's own WebKit can't
// be downloaded here, so Debian's WebKitGTK MiniBrowser is driven through WebKitWebDriver
// (as tests/app drives the real app): the web build served from a static server on loopback
// loads, a Khronos move is played against an easy bot (the table's WebAssembly running in
// JavaScriptCore, in the page's worker), and the page is reloaded.
//
// Which storage the app gets is the browser's to say, and the test asserts what the app then
// promises. WebKitGTK 2.50 as shipped gives a worker no private file system with synchronous
// access, but it has IndexedDB: the app keeps the games there, no notice shows, and after the
// reload the game is back with its move. With Safari's storage features turned on, the
// private file system is offered but fails to open (an automation session is ephemeral:
// `getDirectory` fails): the app then keeps the games in the page's memory rather than
// beside the ones it can't reach, says so on the home screen, "Games here are not saved", and
// after the reload the game is gone, as that notice said.
//
// Usage: node tests/web/webkit.mjs <web build folder> <WebKitWebDriver address>
//   WEBKIT_FEATURES: MiniBrowser's --features (e.g. +FileSystem,+AccessHandle,+StorageAPI,
//   the features Safari turns on), WEBKIT_BROWSER: the MiniBrowser binary, WEBKIT_EXPECT:
//   the storage the app must choose there ("kept" or "memory"; unset: whichever it says).

import { resolve } from 'node:path';
import { serveMounts } from '../../ui/e2e-web/static-server.mjs';
import { Session } from '../app/webdriver.mjs';
import { check, finish } from '../app/checks.mjs';

const [dist, driver] = process.argv.slice(2);
if (!dist || !driver) {
  console.error('usage: node tests/web/webkit.mjs <web build folder> <WebKitWebDriver address>');
  process.exit(2);
}
const DIST = resolve(dist);
const BROWSER = process.env.WEBKIT_BROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const FEATURES = process.env.WEBKIT_FEATURES ?? '';
const EXPECT = process.env.WEBKIT_EXPECT ?? '';

/** A WebDriver session on MiniBrowser (its own browser, not browserName: WebKitWebDriver
 * launches the binary it is given). */
async function startSession() {
  const args = ['--automation', ...(FEATURES ? [`--features=${FEATURES}`] : [])];
  const res = await fetch(`${driver}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: BROWSER, args } } } }),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok || !json.value?.sessionId) throw new Error(`no WebDriver session: ${res.status} ${JSON.stringify(json.value ?? json)}`);
  return { session: new Session(driver, json.value.sessionId), capabilities: json.value.capabilities };
}

const byText = (tag, text) => `//${tag}[contains(normalize-space(.), ${JSON.stringify(text)})]`;

async function findX(s, xpath) {
  const el = await s.cmd('POST', '/element', { using: 'xpath', value: xpath });
  return Object.values(el)[0];
}

async function clickX(s, xpath, what) {
  const id = await s.waitFor(() => findX(s, xpath), what);
  await s.click(id);
}

/** The table's state on screen: which screen, whose seat, the action count, whether busy. */
const tableState = (s) =>
  s.script(`const m = document.querySelector('main[data-seq]');
    return m ? { screen: m.getAttribute('data-screen'), seat: m.getAttribute('data-seat'), seq: Number(m.getAttribute('data-seq')), busy: m.getAttribute('aria-busy') } : null;`);

/** Waits for the home screen with the saved games opened; which storage the app says it has:
 * "memory" (the notice that games are not saved, and its reason) or "kept". */
async function homeOpened(s) {
  await s.waitFor(async () => (await s.bodyText()).includes('New game of Khronos'), 'the home screen', 60_000);
  await s.waitFor(async () => !(await s.bodyText()).includes('Opening the saved games'), 'the saved games to open', 60_000);
  const notice = await s.script(`const n = document.querySelector('#saves-notice-title'); return n ? n.closest('section').innerText : null;`);
  return notice && notice.startsWith('Games here are not saved') ? { storage: 'memory', notice } : { storage: 'kept', notice };
}

const server = await serveMounts({ '/': DIST });
const origin = server.url;
let s = null;
try {
  const started = await startSession();
  s = started.session;
  console.log(`WebKit: ${started.capabilities.browserName} ${started.capabilities.browserVersion}${FEATURES ? `, features ${FEATURES}` : ''}`);
  await s.cmd('POST', '/url', { url: `${origin}/` });

  // 1. It loads: the home screen, the table's WebAssembly answering from the worker.
  const first = await homeOpened(s);
  check(true, 'the web build loads in WebKit and opens the saved games (the table in its worker)');
  const what = await s.script(`return { secure: isSecureContext, worker: typeof Worker, wasm: typeof WebAssembly, sw: 'serviceWorker' in navigator, storage: typeof navigator.storage, opfs: typeof navigator.storage?.getDirectory };`);
  console.log(`     the page: ${JSON.stringify(what)}`);
  console.log(`     storage: ${first.storage}${first.notice ? ` (${first.notice.replace(/\s+/g, ' ')})` : ''}`);
  if (EXPECT) check(first.storage === EXPECT, `the app keeps the games where this browser can (${EXPECT})`);
  if (first.storage === 'memory') {
    check(/private file system|private storage could not be opened/.test(first.notice), 'without storage it can keep, the home screen says why, and that games are not saved');
  }

  // 2. A move: a new Khronos game, Anna against an easy bot; she ends her turn, the bot
  // plays its own (JavaScriptCore runs the bot in the worker), and it is her move again.
  await s.script(`location.hash = '#/new/khronos';`);
  await s.waitFor(async () => (await s.bodyText()).includes('Start the game'), 'the new-game screen');
  await clickX(s, `//button[@aria-label='Remove player 3']`, 'Remove player 3');
  await clickX(s, `//label[span[normalize-space(.)='Player 2 is']]//select/option[@value='easy']`, 'the easy bot for player 2');
  await clickX(s, byText('button', 'Start the game'), 'Start the game');
  /** Anna's table, settled, with the move, past action count `past`. */
  const annasMove = (past) =>
    s.waitFor(
      async () => {
        const t = await tableState(s);
        return t && t.screen === 'play' && t.seat === '0' && t.seq > past && t.busy !== 'true' ? t : null;
      },
      'Anna to have the move (the bot playing first when it is its turn)',
      90_000,
    );
  const before = await annasMove(-1);
  const game = Number(/#\/game\/(\d+)/.exec(await s.script('return location.hash;'))?.[1]);
  await clickX(s, byText('button', 'End the turn'), 'End the turn');
  await clickX(s, byText('button', 'Yes, end the turn'), 'Yes, end the turn');
  const after = await annasMove(before.seq + 1);
  check(after.seq >= before.seq + 2, `a move was played, and the bot answered (the table from action ${before.seq} to ${after.seq})`);
  await s.script(`location.hash = '#/';`);
  const row = await s.waitFor(() => s.script(`const r = document.querySelector('li.game-row[data-game="${game}"]'); return r ? r.innerText : null;`), 'the game in the list');
  check(row.includes(`${after.seq} actions`), `the saved-games list holds the game with its ${after.seq} actions`);

  // 3. A reload: the app starts again in the same browser session.
  await s.cmd('POST', '/refresh', {});
  const again = await homeOpened(s);
  check(again.storage === first.storage, `after a reload the app has the same storage (${again.storage})`);
  const rows = await s.script(`return [...document.querySelectorAll('li.game-row')].map((r) => ({ id: r.getAttribute('data-game'), text: r.innerText }));`);
  if (first.storage === 'kept') {
    const kept = rows.find((r) => r.id === String(game));
    check(kept !== undefined && kept.text.includes(`${after.seq} actions`), 'the saved game survives the reload, with its move');
    // And it carries on from there: Anna's move again, at the same action.
    await s.script(`location.hash = '#/game/${game}';`);
    const resumed = await annasMove(after.seq - 1);
    check(resumed.seq === after.seq, `the game resumes at action ${after.seq} with Anna to move`);
  } else {
    check(rows.length === 0, 'the game kept in memory is gone after the reload, as the notice said');
    check(again.notice !== null, 'and the notice still says the games are not saved');
  }
} catch (e) {
  check(false, e instanceof Error ? e.message : String(e));
  const seen = await s?.bodyText().catch(() => null);
  if (seen) console.log(`     the page showed: ${seen.replace(/\s+/g, ' ').slice(0, 600)}`);
} finally {
  if (s) await s.quit().catch(() => undefined);
  await server.close();
}
finish();
