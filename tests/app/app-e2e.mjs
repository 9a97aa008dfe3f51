// End-to-end test of the real desktop app: the release build under Xvfb, driven through
// tauri-driver and WebKitWebDriver. Launch, start a game of Khronos and one of Tempus, make a
// move in each, quit, relaunch and find both games resumed. Run by tests/app/run.sh.

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
let tempusId;

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

    // A game of Tempus on an island placed by the players: place the first tile.
    await s.script(`location.hash = '#/new';`);
    await s.waitFor(async () => (await s.bodyText()).includes('Start the game'), 'the new-game screen');
    await clickText(s, 'label', 'Tempus');
    await s.waitFor(async () => (await s.bodyText()).includes('New game of Tempus'), 'the Tempus options');
    await clickText(s, 'button', 'Start the game');
    await s.waitFor(async () => (await s.bodyText()).includes('tap when ready'), 'the Tempus hand-off screen');
    tempusId = (await api(s, 'list_games', null)).find((g) => g.game === 'tempus')?.id;
    check(tempusId !== undefined, 'a new Tempus game is saved');
    await clickText(s, 'button', 'tap when ready');
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
    await s.waitFor(async () => (await s.bodyText()).includes('tap when ready'), 'the resumed game');
    const view = await api(s, 'view', { game: gameId, viewer: null });
    check(view.seq === seqAfterMove, 'the game resumed exactly where it was');
    const log = await api(s, 'log', { game: gameId, viewer: null });
    check(log.length === 1 && log[0].text.includes('ended the turn'), 'the log holds the move in words');

    await s.script(`location.hash = '#/';`);
    await s.waitFor(async () => (await s.bodyText()).includes('Tempus'), 'the Tempus game in the saved games');
    await s.script(`location.hash = '#/game/' + arguments[0];`, [tempusId]);
    await s.waitFor(async () => (await s.bodyText()).includes('tap when ready'), 'the resumed Tempus game');
    const tv = await api(s, 'view', { game: tempusId, viewer: null });
    check(tv.game === 'tempus' && tv.seq === 1 && tv.state.placed_tiles.length === 1, 'the Tempus game resumed with its tile placed');
    const tlog = await api(s, 'log', { game: tempusId, viewer: null });
    check(tlog.length === 1 && tlog[0].text.includes('placed map tile'), 'the Tempus log holds the tile in words');
    if (shots) writeFileSync(`${shots}/app-tempus-resumed.png`, await s.screenshot());
  } finally {
    await s.quit();
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
