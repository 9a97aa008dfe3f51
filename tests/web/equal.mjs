// The same game byte for byte: the table compiled to WebAssembly (loaded here in Node, V8 as
// in Chromium, on sqlite-wasm-rs's memory storage) and the native table (`web-table-lines`,
// on a folder: SQLite files, WAL) are asked the same questions, and every answer must be the
// same text. Seeded games of both games: create, view for every seat and a bystander, legal,
// preview, check, apply, undo, bots' moves and hints, the log, replay, export, import,
// renames, seats handed to bots, deletes, and refusals (their `TableError` JSON too).
//
// Only what can't be the same is set aside: the time a game was created or played
// (`created_at`, `updated_at`) and a backup's time and size (`taken_at`, `bytes`: the browser's
// SQLite keeps a rollback journal, the desktop's a WAL). Such answers are compared again
// with those fields removed.
//
// Usage: node tests/web/equal.mjs <wasm-bindgen nodejs folder> <web-table-lines binary>

import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [pkgDir, nativeBin] = process.argv.slice(2);
if (!pkgDir || !nativeBin) {
  console.error('usage: node tests/web/equal.mjs <pkg folder (wasm-bindgen --target nodejs)> <web-table-lines>');
  process.exit(2);
}

const require = createRequire(import.meta.url);
const { WebTable } = require(resolve(pkgDir, 'epochs_web.js'));

// Medium and hard bots and hints search this many iterations with no time limit on both
// sides, so that their moves depend on the game alone.
const BOT_ITERATIONS = 200;
const VARYING = new Set(['created_at', 'updated_at', 'taken_at', 'bytes']);

const dataDir = mkdtempSync(join(tmpdir(), 'epochs-web-equal-'));
const native = spawn(nativeBin, [dataDir], { stdio: ['pipe', 'pipe', 'inherit'] });
const lines = createInterface({ input: native.stdout });
const waiting = [];
lines.on('line', (line) => waiting.shift()?.(line));
native.on('exit', (code) => {
  for (const w of waiting.splice(0)) w(`dead\tthe native table stopped (${code})`);
});

// An answer the native table has not given within a minute fails the test (no hang).
function askNative(method, params) {
  return new Promise((res) => {
    const timer = setTimeout(() => res(`dead\tno native answer to ${method} within 60 s`), 60_000);
    waiting.push((line) => {
      clearTimeout(timer);
      res(line);
    });
    native.stdin.write(`${method}\t${params}\n`);
  });
}

let wasm = await WebTable.open('memory');
wasm.setBotIterations(BOT_ITERATIONS);
{
  const set = await askNative('bot_iterations', String(BOT_ITERATIONS));
  if (set !== 'ok\tnull') throw new Error(`native bot budget: ${set}`);
}

function askWasm(method, params) {
  try {
    return `ok\t${wasm.call(method, params)}`;
  } catch (e) {
    return `err\t${typeof e === 'string' ? e : String(e?.stack ?? e)}`;
  }
}

function strip(v) {
  if (Array.isArray(v)) return v.map(strip);
  if (v && typeof v === 'object') {
    const out = {};
    for (const [k, x] of Object.entries(v)) if (!VARYING.has(k)) out[k] = strip(x);
    return out;
  }
  return v;
}

const tally = { calls: 0, identical: 0, equalButTimes: 0, refusals: 0, failures: [] };
const byMethod = new Map();

// Asks both tables; the native answer (parsed), or throws on a difference.
async function both(method, params) {
  const text = params === null ? 'null' : JSON.stringify(params);
  const [n, w] = [await askNative(method, text), askWasm(method, text)];
  tally.calls++;
  byMethod.set(method, (byMethod.get(method) ?? 0) + 1);
  if (n === w) {
    tally.identical++;
  } else {
    const [nk, nt] = [n.slice(0, n.indexOf('\t')), n.slice(n.indexOf('\t') + 1)];
    const [wk, wt] = [w.slice(0, w.indexOf('\t')), w.slice(w.indexOf('\t') + 1)];
    let same = false;
    if (nk === wk) {
      try {
        same = JSON.stringify(strip(JSON.parse(nt))) === JSON.stringify(strip(JSON.parse(wt)));
      } catch {
        same = false;
      }
    }
    if (!same) {
      tally.failures.push({ method, params: text.slice(0, 300), native: n.slice(0, 600), wasm: w.slice(0, 600) });
      throw new Error(`${method} ${text.slice(0, 200)}\n  native: ${n.slice(0, 400)}\n  wasm:   ${w.slice(0, 400)}`);
    }
    tally.equalButTimes++;
  }
  const kind = n.slice(0, n.indexOf('\t'));
  const body = JSON.parse(n.slice(n.indexOf('\t') + 1));
  if (kind === 'err') tally.refusals++;
  return kind === 'ok' ? { ok: body } : { err: body };
}

// A small seeded generator (mulberry32), so the same actions are chosen every run.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function playGame(spec) {
  const random = rng(spec.seed * 7919);
  const created = await both('create_game', { request: spec.request });
  if (!created.ok) throw new Error(`create_game refused: ${JSON.stringify(created.err)}`);
  const game = created.ok.id;
  const seats = spec.request.seats;
  let humanMoves = 0;
  for (let step = 0; step < spec.steps; step++) {
    const view = (await both('view', { game, viewer: null })).ok;
    if (view.finished || view.to_act === null) break;
    const seat = view.to_act;
    if (step % 10 === 0) {
      for (let s = 0; s < seats.length; s++) await both('view', { game, viewer: s });
      await both('log', { game, viewer: null });
      await both('log', { game, viewer: seat });
    }
    if (seats[seat].kind === 'bot') {
      await both('bot_move', { game });
      continue;
    }
    const legal = (await both('legal', { game, seat })).ok;
    const actions = legal.flatMap((g) => g.actions);
    if (actions.length === 0) throw new Error(`seat ${seat} to act with no legal action`);
    const pick = actions[Math.floor(random() * actions.length)].action;
    humanMoves++;
    if (humanMoves % 25 === 0) await both('hint', { game, seat });
    if (humanMoves % 4 === 0) await both('preview', { game, seat, action: pick });
    if (humanMoves % 9 === 0) {
      await both('check', { game, seat, action: { no_such: 'action' } });
      await both('apply', { game, seat, action: pick, expected_seq: view.seq + 5 });
      await both('apply', { game, seat: (seat + 1) % seats.length, action: pick, expected_seq: view.seq });
    }
    await both('check', { game, seat, action: pick, expected_seq: view.seq });
    const applied = await both('apply', { game, seat, action: pick, expected_seq: view.seq });
    if (!applied.ok) throw new Error(`a legal action was refused: ${JSON.stringify(applied.err)}`);
    if (humanMoves % 5 === 0) {
      // Undo when the rules allow it (a refusal is compared too), then play the same again.
      const undone = await both('undo', { game, seat });
      if (undone.ok) await both('apply', { game, seat, action: pick, expected_seq: view.seq });
    }
  }
  const last = (await both('view', { game, viewer: null })).ok;
  for (const step of [0, 1, Math.floor(last.seq / 2), last.seq, last.seq + 1]) {
    await both('replay', { game, step, viewer: null });
    await both('replay', { game, step, viewer: 0 });
  }
  await both('log', { game, viewer: null });
  const exported = (await both('export', { game })).ok;
  const imported = await both('import', { text: exported });
  if (!imported.ok) throw new Error(`import refused: ${JSON.stringify(imported.err)}`);
  const copy = imported.ok.id;
  await both('view', { game: copy, viewer: null });
  await both('log', { game: copy, viewer: null });
  const again = (await both('export', { game: copy })).ok;
  const sameGame = (text) => JSON.stringify({ ...JSON.parse(text), name: '' });
  if (sameGame(again) !== sameGame(exported)) throw new Error('an imported game exports differently');
  await both('import', { text: exported.replace('"actions"', '"actions_"') });
  await both('rename', { game: copy, name: `${spec.name} (copy)` });
  await both('set_seat_kind', { game: copy, seat: 0, kind: 'bot', level: 'easy' });
  await both('delete', { game: copy });
  await both('view', { game: copy, viewer: null });
  return last.seq;
}

const bot = (name, level) => ({ name, kind: 'bot', level });
const specs = [
  { name: 'Khronos, two people', seed: 11, steps: 160, request: { game: 'khronos', name: 'K2', seed: 11, seats: [{ name: 'Ana' }, { name: 'Bo' }] } },
  { name: 'Khronos, a person and bots', seed: 12, steps: 120, request: { game: 'khronos', name: 'K3', seed: 12, seats: [{ name: 'Ana' }, bot('Bo', 'easy'), bot('Cy', 'medium')] } },
  { name: 'Tempus, three people', seed: 21, steps: 220, request: { game: 'tempus', name: 'T3', seed: 21, seats: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }] } },
  { name: 'Tempus, people and bots, random map', seed: 22, steps: 160, request: { game: 'tempus', name: 'T4', seed: 22, map: 'random', seats: [{ name: 'Ana' }, bot('Bo', 'easy'), { name: 'Cy' }, bot('Di', 'medium')] } },
];

let passed = 0;
let failed = 0;
const started = Date.now();
for (const spec of specs) {
  const before = tally.calls;
  try {
    const seq = await playGame(spec);
    passed++;
    console.log(`ok   ${spec.name}: ${seq} actions, ${tally.calls - before} answers the same`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${spec.name}: ${e.message}`);
  }
}
let miscFailed = false;
for (const [method, params] of [
  ['list_games', null],
  ['notices', null],
  ['recovery', null],
  ['backups', null],
  ['no_such_method', null],
  ['view', { game: 999 }],
  ['create_game', { request: { game: 'tempus', seats: [{ name: 'Solo' }] } }],
]) {
  try {
    await both(method, params);
  } catch (e) {
    miscFailed = true;
    console.log(`FAIL ${method}: ${e.message}`);
  }
}
if (miscFailed) failed++;
else passed++;
console.log(`${miscFailed ? 'FAIL' : 'ok  '} the saved-games list, notices, backups and refusals`);
// The saved games again after the wasm table is closed and opened anew on the same storage
// (the store's opening on the VFS: its check, the high-water mark, no lost write), then a
// backup restored on both (SQLite's backup API, ATTACH and the copies on the VFS).
try {
  wasm.free();
  wasm = await WebTable.open('memory');
  wasm.setBotIterations(BOT_ITERATIONS);
  await both('list_games', null);
  await both('notices', null);
  const backups = (await both('backups', null)).ok;
  if (backups.length === 0) throw new Error('no daily backup was taken');
  await both('restore_backup', { file: backups[0].file });
  await both('restore_backup', { file: 'no-such-backup.sqlite' });
  await both('list_games', null);
  passed++;
  console.log('ok   the saved games reopened, and a backup restored');
} catch (e) {
  failed++;
  console.log(`FAIL reopening and restoring: ${e.message}`);
}
native.stdin.end();
rmSync(dataDir, { recursive: true, force: true });
const methods = [...byMethod.entries()].map(([m, n]) => `${m} ${n}`).join(', ');
console.log(
  `${tally.calls} answers compared in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
    `${tally.identical} identical byte for byte, ${tally.equalButTimes} the same but for times ` +
    `and backup sizes, ${tally.refusals} of them refusals (${methods})`,
);
console.log(`web equality: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
