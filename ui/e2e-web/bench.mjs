// The web build's benchmark (issue 27's "Measured" table), in Debian's Chromium driven by
// Playwright, on a persistent profile (so that the private file system, OPFS, is on disk as on
// a device, not in memory as in a private window):
//
//   - random games per second of each game, the table's WebAssembly in a worker, as a ratio of
//     the native `epochs bench` run in between (the same games: crates/engine's `play_fast`);
//   - a medium bot's decision (`bot_move`), median, for each game;
//   - the autosave alone (the store appending an action and committing on OPFS), median, and
//     a whole `apply` answered in the worker around it;
//   - everything the app downloads (ui/dist-web, each file gzipped), in all;
//   - a cold offline start: a new browser on a profile that loaded the app once, offline,
//     until the saved-games list shows.
//
// Prints each figure with its goal, then one line `BENCH_WEB_JSON=<json>`. Speed goals are
// quoted, never enforced: the exit status is 0 unless something failed to run.
//
// Usage: scripts/bench-web.sh [options], which builds what it needs and runs
//        node e2e-web/bench.mjs --pkg <wasm-bindgen --target web folder> --native <epochs>
//          [--dist dist-web] [--games 1000] [--rounds 3] [--saves 300] [--decisions 24]

import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serveMounts } from './static-server.mjs';

const args = new Map();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const PKG = args.get('pkg');
const NATIVE = args.get('native');
const DIST = resolve(args.get('dist') ?? 'dist-web');
const GAMES = Number(args.get('games') ?? 1000);
const ROUNDS = Number(args.get('rounds') ?? 3);
const SAVES = Number(args.get('saves') ?? 300);
const DECISIONS = Number(args.get('decisions') ?? 24);
const COLD_STARTS = Number(args.get('cold') ?? 3);
// Which parts to run (default all): games, storage, bots, download, start.
const ONLY = new Set((args.get('only') ?? 'games,storage,bots,download,start').split(','));
if (!PKG || !NATIVE) {
  console.error(
    'usage: node e2e-web/bench.mjs --pkg <pkg-web folder> --native <epochs binary> [--dist dist-web] [--games N] [--rounds N] [--saves N] [--decisions N]',
  );
  process.exit(2);
}

const CHROMIUM = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

// The benchmark's page and worker: the worker loads the table's WebAssembly as the app's does
// and runs what it is asked, one task at a time.
const WORKER = `
import init, { WebTable, bench } from './pkg/epochs_web.js';
const ready = init();
let table = null;
const call = (method, params) => JSON.parse(table.call(method, JSON.stringify(params)));
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
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.floor((s.length - 1) / 2)] : 0; };
const p95 = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.round((s.length - 1) * 0.95)] : 0; };
const tasks = {
  // Warmed up first for a second: the browser compiles WebAssembly quickly at first and
  // optimises the code it runs most a little later, so that a short run measures the compiler.
  games({ game, games }) {
    const t0 = performance.now();
    while (performance.now() - t0 < 1000) bench(game, 20);
    return JSON.parse(bench(game, games));
  },
  async open({ storage }) {
    const t0 = performance.now();
    table = await WebTable.open(storage);
    return { ms: performance.now() - t0 };
  },
  saves({ count }) {
    return JSON.parse(table.benchAutosave(count));
  },
  // Applies \`count\` random legal actions of 4-player Khronos games, each timed as the worker
  // answers it: the call (rules, autosave, the answer's JSON) and reading the answer.
  apply({ count, seed }) {
    const random = rng(seed);
    const calls = [], reads = [], bytes = [];
    let game = null;
    while (calls.length < count) {
      if (game === null) game = call('create_game', { request: { game: 'khronos', seed: seed + calls.length, seats: ['Anna', 'Ben', 'Cleo', 'Dan'].map((name) => ({ name })) } }).id;
      const view = call('view', { game, viewer: null });
      if (view.finished || view.to_act === null) { game = null; continue; }
      const seat = view.to_act;
      const actions = call('legal', { game, seat }).flatMap((g) => g.actions);
      const action = actions[Math.floor(random() * actions.length)].action;
      const params = JSON.stringify({ game, seat, action, expected_seq: view.seq });
      const t0 = performance.now();
      const text = table.call('apply', params);
      const t1 = performance.now();
      JSON.parse(text);
      reads.push(performance.now() - t0);
      calls.push(t1 - t0);
      bytes.push(text.length);
    }
    return { median_ms: median(calls), p95_ms: p95(calls), with_parse_median_ms: median(reads), answer_bytes_median: median(bytes) };
  },
  // Medium bots' decisions (\`bot_move\`) in games of \`game\` between medium bots.
  bots({ game, players, count, seed }) {
    const times = [];
    let id = null;
    while (times.length < count) {
      if (id === null) id = call('create_game', { request: { game, seed: seed + times.length, seats: Array.from({ length: players }, (_, i) => ({ name: 'Bot ' + (i + 1), kind: 'bot', level: 'medium' })) } }).id;
      const view = call('view', { game: id, viewer: null });
      if (view.finished || view.to_act === null) { id = null; continue; }
      const t0 = performance.now();
      table.call('bot_move', JSON.stringify({ game: id }));
      times.push(performance.now() - t0);
    }
    return { median_ms: median(times), p95_ms: p95(times), decisions: times.length };
  },
};
self.onmessage = async ({ data }) => {
  try {
    await ready;
    postMessage({ id: data.id, result: await tasks[data.kind](data) });
  } catch (e) {
    postMessage({ id: data.id, error: typeof e === 'string' ? e : String(e?.stack ?? e) });
  }
};
`;
const PAGE = `<!doctype html><meta charset="utf-8"><title>Epochs benchmark</title>
<script type="module">
const worker = new Worker('./bench-worker.js', { type: 'module' });
let next = 0;
const waiting = new Map();
worker.onmessage = ({ data }) => { const w = waiting.get(data.id); waiting.delete(data.id); data.error ? w.reject(new Error(data.error)) : w.resolve(data.result); };
worker.onerror = (e) => { for (const w of waiting.values()) w.reject(new Error(e.message)); waiting.clear(); };
window.ask = (task) => new Promise((resolve, reject) => { const id = ++next; waiting.set(id, { resolve, reject }); worker.postMessage({ ...task, id }); });
window.benchReady = true;
</script>`;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : 0;
};
const fmt = (x, digits = 1) => x.toFixed(digits);
const figures = {};
const lines = [];
function say(line) {
  console.log(line);
  lines.push(line);
}

const work = mkdtempSync(join(tmpdir(), 'epochs-bench-web-'));
try {
  // 1. The engine, the autosave and the bots, in the benchmark's own page.
  const site = join(work, 'site');
  execFileSync('mkdir', ['-p', site]);
  writeFileSync(join(site, 'index.html'), PAGE);
  writeFileSync(join(site, 'bench-worker.js'), WORKER);
  const server = await serveMounts({ '/pkg/': resolve(PKG), '/': site });
  const context = await chromium.launchPersistentContext(join(work, 'profile'), { ...CHROMIUM });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => window.benchReady === true);
    const ask = (task) => page.evaluate((t) => window.ask(t), task);

    for (const game of ONLY.has('games') ? ['khronos', 'tempus'] : []) {
      const wasm = [];
      const native = [];
      for (let round = 0; round < ROUNDS; round++) {
        const n = JSON.parse(execFileSync(NATIVE, ['bench', '--game', game, '--games', String(GAMES), '--json'], { encoding: 'utf8' }));
        native.push(n.games_per_second);
        const w = await ask({ kind: 'games', game, games: GAMES });
        wasm.push(w.games_per_second);
      }
      // The best round of each: the machine is shared, and a slower round only measures others.
      const best = { wasm: Math.max(...wasm), native: Math.max(...native) };
      const ratio = best.wasm / best.native;
      figures[`${game}_games_per_second`] = { wasm: best.wasm, native: best.native, ratio, rounds: { wasm, native } };
      say(
        `${game}: random 4-player games/s: wasm in Chromium ${fmt(best.wasm, 0)}, native ${fmt(best.native, 0)}: ratio ${fmt(ratio, 2)} (goal >= 0.8)`,
      );
    }

    const opened = ONLY.has('storage') || ONLY.has('bots') ? await ask({ kind: 'open', storage: 'opfs' }) : null;
    if (opened) say(`the table opened on OPFS in ${fmt(opened.ms)} ms`);
    if (ONLY.has('storage')) {
      const saves = await ask({ kind: 'saves', count: SAVES });
      figures.autosave = { median_ms: saves.median_ms, p95_ms: saves.p95_ms, count: SAVES };
      say(
        `autosave alone (append an action and commit on OPFS): median ${fmt(saves.median_ms, 2)} ms, p95 ${fmt(saves.p95_ms, 2)} ms (goal: median <= 5 ms)`,
      );
      const apply = await ask({ kind: 'apply', count: SAVES, seed: 11 });
      figures.apply = apply;
      say(
        `a whole apply in the worker (rules, autosave, the answer with the next legal actions): median ${fmt(apply.median_ms, 2)} ms, p95 ${fmt(apply.p95_ms, 2)} ms; read by the worker ${fmt(apply.with_parse_median_ms, 2)} ms; answers of ${apply.answer_bytes_median} bytes (median)`,
      );
    }
    for (const [game, players] of ONLY.has('bots')
      ? [
          ['khronos', 4],
          ['tempus', 4],
        ]
      : []) {
      const bots = await ask({ kind: 'bots', game, players, count: DECISIONS, seed: 5 });
      figures[`${game}_medium_bot`] = bots;
      say(
        `${game}: a medium bot's decision (bot_move, ${players} players): median ${fmt(bots.median_ms, 0)} ms, p95 ${fmt(bots.p95_ms, 0)} ms (goal: median <= 400 ms)`,
      );
    }
  } finally {
    await context.close();
    await server.close();
  }

  // 2. What the app downloads: every file of the web build, gzipped.
  if (ONLY.has('download')) {
    const files = [];
    const walk = (dir) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (!p.endsWith('.map')) files.push(p);
      }
    };
    walk(DIST);
    let gz = 0;
    let wasmGz = 0;
    for (const f of files) {
      const n = gzipSync(readFileSync(f), { level: 9 }).length;
      gz += n;
      if (f.endsWith('.wasm')) wasmGz += n;
    }
    figures.download = { gzip_bytes: gz, wasm_gzip_bytes: wasmGz, files: files.length };
    say(
      `everything the app downloads (${files.length} files of ${relative(process.cwd(), DIST) || DIST}, gzipped): ${fmt(gz / 1048576, 2)} MB, the WebAssembly ${fmt(wasmGz / 1048576, 2)} MB of it (goal <= 4 MB)`,
    );
  }

  // 3. A cold offline start: the app loaded once (its service worker keeps it), a saved game
  // made; then, for each start, a new browser on that profile, offline, until the list shows.
  if (ONLY.has('start')) {
    const app = await serveMounts({ '/': DIST });
    const profile = join(work, 'app-profile');
    let appContext = await chromium.launchPersistentContext(profile, { ...CHROMIUM, viewport: { width: 1280, height: 800 } });
    let appPage = appContext.pages()[0] ?? (await appContext.newPage());
    await appPage.goto(`${app.url}/`);
    await appPage.evaluate(() => navigator.serviceWorker.ready);
    await appPage.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 30_000 });
    await appPage.goto(`${app.url}/#/new/khronos`);
    await appPage.getByRole('button', { name: 'Start the game' }).click();
    await appPage.waitForURL(/#\/game\/\d+/);
    const origin = app.url;
    await appContext.close();
    await app.close();
    const starts = [];
    for (let i = 0; i < COLD_STARTS; i++) {
      appContext = await chromium.launchPersistentContext(profile, { ...CHROMIUM, offline: true, viewport: { width: 1280, height: 800 } });
      appPage = appContext.pages()[0] ?? (await appContext.newPage());
      const t0 = Date.now();
      await appPage.goto(`${origin}/`);
      await appPage.locator('li.game-row').first().waitFor({ timeout: 30_000 });
      starts.push(Date.now() - t0);
      await appContext.close();
    }
    figures.cold_offline_start = { median_ms: median(starts), starts };
    say(
      `a cold offline start to the saved-games list (a new browser, offline): median ${median(starts)} ms of ${starts.join(', ')} (goal <= 1.5 s)`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`BENCH_WEB_JSON=${JSON.stringify(figures)}`);
