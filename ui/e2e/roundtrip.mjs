// Round-trip time in Chromium: from the tap that sends an action to the new view in the DOM
// (the table's data-seq changed). Prints p50/p95/max over ~200 actions (travel and undo,
// alternating), measured three times:
// 1. tapped at once, as soon as the button is in the DOM (the measurement issue 26 set its
//    goal in; ROUNDTRIP_P95_MS);
// 2. tapped once the button has been drawn (the frame that shows it has been made), as a
//    player can only tap a button they see (ROUNDTRIP_DRAWN_P95_MS);
// 3. tapped at once in a browser started without Chromium's deferral of tasks after a
//    discrete input (`DeferRendererTasksAfterInput`, on by default: from a click that changes
//    the page until its next frame, the page's other tasks wait, the WebSocket's answer among
//    them). Tapped at once, the travel lands inside that wait, which starts at the click that
//    chose the Adventurer; this pass shows how much of the first one's time is that wait
//    (ROUNDTRIP_UNDEFERRED_P95_MS).
// Needs a running server: EPOCHS_URL (default http://127.0.0.1:8765) serving the built UI.

import { chromium } from '@playwright/test';
import WebSocket from 'ws';

const BASE = process.env.EPOCHS_URL ?? 'http://127.0.0.1:8765';
const ACTIONS = Number(process.env.ROUNDTRIP_ACTIONS ?? 200);
// The host device's token, which `epochs serve` prints (scripts/test-ui.sh passes it on).
const TOKEN = process.env.EPOCHS_HOST_TOKEN ?? '';

async function api() {
  const ws = new WebSocket(`${BASE.replace(/^http/, 'ws')}/ws`);
  await new Promise((res, rej) => {
    ws.once('open', res);
    ws.once('error', rej);
  });
  let id = 0;
  const pending = new Map();
  ws.on('message', (d) => {
    const m = JSON.parse(String(d));
    if (m.event) return;
    pending.get(m.id)?.(m);
  });
  const call = (method, params) =>
    new Promise((resolve, reject) => {
      const i = ++id;
      pending.set(i, (m) => (m.error ? reject(new Error(JSON.stringify(m.error))) : resolve(m.result)));
      ws.send(JSON.stringify({ id: i, method, params }));
    });
  if (TOKEN) await call('hello', { token: TOKEN });
  return { call, close: () => ws.close() };
}

const c = await api();
const g = await c.call('create_game', {
  request: { game: 'khronos', name: 'Round-trip measurement', seats: [{ name: 'Ana' }, { name: 'Bo' }], seed: 1 },
});
const v = await c.call('view', { game: g.id, viewer: null });
// Closed while measuring: an open connection is told of every action, which would wake this
// process on the same cores inside the measured time. Opened again to delete the game.
c.close();
const name = v.seats[v.to_act].name;

/** A headless Chromium with `extra` flags, showing the measured game's table to the seat to act. */
async function openTable(extra) {
  const browser = await chromium.launch({
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
      ...extra,
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  if (TOKEN) {
    await page.goto(`${BASE}/#host=${TOKEN}`);
    await page.waitForFunction(() => localStorage.getItem('epochs.token') !== null);
  }
  await page.goto(`${BASE}/#/game/${g.id}`);
  await page.getByRole('button', { name: `${name} — tap when ready` }).click();
  await page.locator('main[data-screen="play"]').waitFor();
  return { browser, page };
}

let code = 0;
let browser = null;
try {
  let page;
  ({ browser, page } = await openTable([]));

  // One measured action: click `selector`, wait until data-seq changes and a frame is drawn.
  // Two clocks per action: until the new view is in the DOM (main's data-seq changes, seen
  // by a MutationObserver at once), and until the next frame after that has been drawn.
  const measure = (selector, drawn) =>
    page.evaluate(
      async ({ sel, drawn }) => {
        // The frame that shows the button: its animation frame, then the task after it.
        if (drawn) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const main = document.querySelector('main');
        const before = main.dataset.seq;
        const target = document.querySelector(sel);
        if (!target) throw new Error(`missing ${sel}`);
        let dom = 0;
        const t0 = performance.now();
        await new Promise((resolve, reject) => {
          const deadline = setTimeout(() => reject(new Error('no new view within 10 s')), 10000);
          const done = () => {
            dom = performance.now() - t0;
            observer.disconnect();
            clearTimeout(deadline);
            requestAnimationFrame(() => resolve());
          };
          const observer = new MutationObserver(() => {
            const m = document.querySelector('main');
            if (m && m.dataset.seq !== before) done();
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-seq'] });
          target.click();
        });
        return { dom, painted: performance.now() - t0 };
      },
      { sel: selector, drawn },
    );

  // ACTIONS actions, travel and undo in turn, each tapped at once or once drawn.
  const run = async (drawn) => {
    const times = [];
    const painted = [];
    while (times.length < ACTIONS) {
      // Travel: choose Adventurer 1 (no server call), then tap the Faith board's travel button.
      await page.locator('main[aria-busy="false"]').waitFor();
      await page.getByRole('button', { name: /^Adventurer 1: / }).click();
      {
        const r = await measure('.board-wrap[data-age="faith"] .travel-here', drawn);
        times.push(r.dom);
        painted.push(r.painted);
      }
      await page.locator('main[aria-busy="false"]').waitFor();
      await page.getByRole('button', { name: 'Undo' }).waitFor();
      {
        const r = await measure('.end-row button.secondary', drawn);
        times.push(r.dom);
        painted.push(r.painted);
      }
    }
    const pct = (list, p) => {
      const sorted = [...list].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
    };
    return {
      p50: pct(times, 50),
      p95: pct(times, 95),
      max: pct(times, 100),
      painted50: pct(painted, 50),
      painted95: pct(painted, 95),
      n: times.length,
    };
  };
  const now = await run(false);
  console.log(
    `round-trip over ${now.n} actions (tap -> new view in the DOM): p50 ${now.p50.toFixed(1)} ms, p95 ${now.p95.toFixed(1)} ms, max ${now.max.toFixed(1)} ms`,
  );
  console.log(
    `(tap -> the next frame drawn after it, including the wait for the 60 Hz frame: p50 ${now.painted50.toFixed(1)} ms, p95 ${now.painted95.toFixed(1)} ms)`,
  );
  const drawn = await run(true);
  console.log(
    `round-trip over ${drawn.n} actions, each tapped once its button has been drawn: p50 ${drawn.p50.toFixed(1)} ms, p95 ${drawn.p95.toFixed(1)} ms, max ${drawn.max.toFixed(1)} ms`,
  );
  console.log(
    `(tapped once drawn, tap -> the next frame drawn after it: p50 ${drawn.painted50.toFixed(1)} ms, p95 ${drawn.painted95.toFixed(1)} ms)`,
  );
  await browser.close();
  ({ browser, page } = await openTable(['--disable-features=DeferRendererTasksAfterInput']));
  const undeferred = await run(false);
  console.log(
    `round-trip over ${undeferred.n} actions tapped at once, in a browser that does not hold tasks after a click until its frame: p50 ${undeferred.p50.toFixed(1)} ms, p95 ${undeferred.p95.toFixed(1)} ms, max ${undeferred.max.toFixed(1)} ms`,
  );
  console.log(`ROUNDTRIP_P95_MS=${now.p95.toFixed(1)}`);
  console.log(`ROUNDTRIP_DRAWN_P95_MS=${drawn.p95.toFixed(1)}`);
  console.log(`ROUNDTRIP_UNDEFERRED_P95_MS=${undeferred.p95.toFixed(1)}`);
} catch (e) {
  console.error('round-trip measurement failed:', e);
  code = 1;
} finally {
  await browser?.close();
  const cleanup = await api().catch(() => null);
  await cleanup?.call('delete', { game: g.id }).catch(() => undefined);
  cleanup?.close();
}
process.exit(code);
