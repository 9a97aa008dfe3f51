// End-to-end test of the real desktop app: the release build under Xvfb, driven through
// tauri-driver and WebKitWebDriver. Launch, start a game, make a move, quit, relaunch and
// find the game resumed. Run by tests/app/run.sh.

import { Session } from './webdriver.mjs';
import { writeFileSync, mkdirSync } from 'node:fs';

const [driver, app, shots] = process.argv.slice(2);
let passed = 0;
let failed = 0;

function check(cond, what) {
  if (cond) {
    passed++;
    console.log(`ok   ${what}`);
  } else {
    failed++;
    console.log(`FAIL ${what}`);
  }
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
{
  const s = await Session.start(driver, app);
  try {
    await s.waitFor(async () => (await s.bodyText()).includes('New game'), 'the home screen');
    check(true, 'the app starts on the home screen');
    await clickText(s, 'button', 'New game');
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
    await s.waitFor(async () => (await s.bodyText()).includes('tap when ready'), 'the resumed game');
    const view = await api(s, 'view', { game: gameId, viewer: null });
    check(view.seq === seqAfterMove, 'the game resumed exactly where it was');
    const log = await api(s, 'log', { game: gameId, viewer: null });
    check(log.length === 1 && log[0].text.includes('ended the turn'), 'the log holds the move in words');
  } finally {
    await s.quit();
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
