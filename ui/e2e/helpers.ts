// Shared by the end-to-end tests: the server address, a WebSocket client to drive the table
// through the same API as the UI, Chromium launch options, and the seed search.

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BASE = process.env.EPOCHS_URL ?? 'http://127.0.0.1:8765';
export const WS_URL = `${BASE.replace(/^http/, 'ws')}/ws`;
/** The host device's token (`epochs serve` prints it; scripts/test-ui.sh passes it on). */
export const HOST_TOKEN = process.env.EPOCHS_HOST_TOKEN ?? '';

/** Where screenshots go: the README's pictures in docs/screenshots when
 * EPOCHS_SCREENSHOTS=1, otherwise a scratch folder, so a test run leaves the tree clean. */
export const SHOTS =
  process.env.EPOCHS_SCREENSHOTS === '1'
    ? fileURLToPath(new URL('../../docs/screenshots', import.meta.url))
    : join(tmpdir(), 'epochs-screenshots');

export const CHROMIUM = {
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

export type Cards = { military: number; religious: number; civil: number };
export const NONE: Cards = { military: 0, religious: 0, civil: 0 };

export class Client {
  private ws!: WebSocket;
  private id = 0;
  private pending = new Map<number, (m: { result?: unknown; error?: unknown }) => void>();

  static async open(url = WS_URL): Promise<Client> {
    const c = new Client();
    c.ws = new WebSocket(url);
    c.ws.on('message', (data) => {
      const m = JSON.parse(String(data));
      if (m.event) return;
      c.pending.get(m.id)?.(m);
      c.pending.delete(m.id);
    });
    await new Promise<void>((res, rej) => {
      c.ws.once('open', () => res());
      c.ws.once('error', rej);
    });
    if (HOST_TOKEN) await c.call('hello', { token: HOST_TOKEN });
    return c;
  }

  /* eslint-disable @typescript-eslint/no-explicit-any */
  call(method: string, params: unknown = null): Promise<any> {
    const id = ++this.id;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (m) =>
        m.error ? reject(Object.assign(new Error(JSON.stringify(m.error)), { body: m.error })) : resolve(m.result),
      );
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }

  close() {
    this.ws.close();
  }
}

export const NAMES = ['Anna', 'Ben', 'Cleo'];

export interface Plan {
  seed: number;
  first: number;
  /** Turn 1 of the first player. */
  exchangeDiscard: Cards;
  faithBuilding: 'chapel' | 'hamlet';
  faithExtra: Cards;
}

const kinds = ['military', 'religious', 'civil'] as const;

function single(kind: (typeof kinds)[number]): Cards {
  return { ...NONE, [kind]: 1 };
}

/**
 * The first player's turn 1 as the UI test plays it: exchange one card, Adventurer 2 to
 * Faith, a size-1 building on the forest square E1 of Faith with a surcharge card, a
 * Watchtower on B1 in Might upgraded to a Keep on A1-B1; everyone ends the turn.
 */
export async function playTurnOne(c: Client, game: number, plan: Plan): Promise<void> {
  const p = plan.first;
  const apply = (seat: number, action: unknown) => c.call('apply', { game, seat, action });
  await apply(p, { type: 'exchange', discard: plan.exchangeDiscard });
  await apply(p, { type: 'travel', pawn: 1, to: 'faith' });
  await apply(p, { type: 'construct', age: 'faith', building: plan.faithBuilding, squares: ['E1'], extra: plan.faithExtra });
  await apply(p, { type: 'construct', age: 'might', building: 'watchtower', squares: ['B1'], extra: NONE });
  await apply(p, { type: 'upgrade', age: 'might', at: 'B1', building: 'keep', squares: ['A1', 'B1'], extra: NONE });
  for (let i = 0; i < 3; i++) {
    const v = await c.call('view', { game, viewer: null });
    await apply(v.to_act, { type: 'end_turn', discard: NONE });
  }
}

/**
 * Finds a seed whose deal lets the scripted UI test do everything it checks: after the
 * exchange the first player holds 2 Military and 2 non-Military cards, and on turn 2 at
 * least one Military (to renovate) and one Civil card (to populate). The search replays the
 * very actions the UI will send, through the same API, and deletes its trial games.
 */
export async function findPlan(c: Client, from = 1, tries = 300): Promise<Plan> {
  for (let seed = from; seed < from + tries; seed++) {
    const g = await c.call('create_game', {
      request: { game: 'khronos', name: `seed trial ${seed}`, seats: NAMES.map((name) => ({ name })), seed },
    });
    try {
      const v0 = await c.call('view', { game: g.id, viewer: null });
      const first: number = v0.to_act;
      const hand0: Cards = (await c.call('view', { game: g.id, viewer: first })).state.players[first].hand;
      const drop = (['civil', 'religious', 'military'] as const).find((k) => hand0[k] > 0)!;
      const exchangeDiscard = single(drop);
      await c.call('apply', { game: g.id, seat: first, action: { type: 'exchange', discard: exchangeDiscard } });
      const h: Cards = (await c.call('view', { game: g.id, viewer: first })).state.players[first].hand;
      if (h.military !== 2) continue;
      const others = (['religious', 'civil'] as const).flatMap((k) => Array(h[k]).fill(k) as ('religious' | 'civil')[]);
      if (others.length !== 2) continue;
      const faithBuilding = others[0] === 'religious' ? 'chapel' : 'hamlet';
      const faithExtra = single(others[1]);
      const plan: Plan = { seed, first, exchangeDiscard, faithBuilding, faithExtra };
      await c.call('delete', { game: g.id });
      const g2 = await c.call('create_game', {
        request: { game: 'khronos', name: `seed trial ${seed}b`, seats: NAMES.map((name) => ({ name })), seed },
      });
      try {
        await playTurnOne(c, g2.id, plan);
        const h2: Cards = (await c.call('view', { game: g2.id, viewer: first })).state.players[first].hand;
        if (h2.military >= 1 && h2.civil >= 1) return plan;
      } finally {
        await c.call('delete', { game: g2.id });
      }
    } catch (e) {
      if (!String(e).includes('"rule"')) throw e;
    } finally {
      await c.call('delete', { game: g.id }).catch(() => undefined);
    }
  }
  throw new Error('no seed found for the scripted game');
}

/** Ends turns through the API until `seat` is to act on turn `turn`. */
export async function endTurnsUntil(c: Client, game: number, seat: number, turn: number): Promise<void> {
  for (let guard = 0; guard < 50; guard++) {
    const v = await c.call('view', { game, viewer: null });
    if (v.to_act === seat && v.state.turn === turn) return;
    await c.call('apply', { game, seat: v.to_act, action: { type: 'end_turn', discard: NONE } });
  }
  throw new Error('could not reach the turn');
}

/**
 * Plays through the API, one action at a time, until `done(view)` holds or the game ends: for
 * the seat to act (or, in Tempus's progress plays, the first seat with a choice), the first
 * action of the first group of `prefer` offered, else of the first group.
 */
export async function playUntil(
  c: Client,
  game: number,
  done: (view: any) => boolean | Promise<boolean>,
  prefer: string[] = [],
  limit = 3000,
): Promise<any> {
  for (let i = 0; i < limit; i++) {
    const v = await c.call('view', { game, viewer: null });
    if ((await done(v)) || v.finished) return v;
    const seats: number[] = v.to_act === null || v.to_act === undefined ? v.seats.map((_: unknown, s: number) => s) : [v.to_act];
    let played = false;
    for (const seat of seats) {
      const legal: { group: string; actions: { action: unknown }[] }[] = await c.call('legal', { game, seat });
      if (legal.length === 0) continue;
      const group = prefer.map((g) => legal.find((l) => l.group === g)).find((g) => g) ?? legal[0];
      await c.call('apply', { game, seat, action: group.actions[0].action });
      played = true;
      break;
    }
    if (!played) throw new Error(`nobody can act in game ${game}`);
  }
  throw new Error(`game ${game} did not get there in ${limit} actions`);
}

/** axe-core's serious and critical findings (WCAG 2.1 A/AA) on the page as it is now: none. */
export async function expectAccessible(page: Page, screen: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) on ${v.nodes.length} element(s), e.g. ${v.nodes[0]?.target.join(' ')}: ${v.help}`);
  expect.soft(bad, `axe on ${screen}`).toEqual([]);
}

/** The colour-vision deficiencies Chromium can simulate that matter most for red and green. */
export const VISION_DEFICIENCIES = ['deuteranopia', 'protanopia'] as const;

/**
 * Screenshots the page as people with each of `VISION_DEFICIENCIES` see it (Chromium's own
 * simulation, through the DevTools protocol), as `SHOTS/<name>-<deficiency>.png`, and puts the
 * normal view back. Returns the files written.
 */
export async function visionShots(page: Page, name: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const files: string[] = [];
  try {
    for (const type of VISION_DEFICIENCIES) {
      await cdp.send('Emulation.setEmulatedVisionDeficiency', { type });
      const path = join(SHOTS, `${name}-${type}.png`);
      await page.screenshot({ path, animations: 'disabled' });
      files.push(path);
    }
  } finally {
    await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'none' });
    await cdp.detach();
  }
  return files;
}

/** Plays a Tempus game's set-up and first actions through the API until a seat holding a
 * card starts its turn with no decision pending (the turn keyboard and language tests play). */
export function playToTempusTurnWithCard(c: Client, game: number): Promise<any> {
  return playUntil(
    c,
    game,
    (x) => x.state.phase === 'actions' && x.state.pending === null && x.state.turn.spent === 0 && x.state.players[x.to_act].hand_count > 0,
    ['place_tile', 'place_token', 'idea', 'end_turn'],
  );
}

/** Nothing pushes the page wider than the screen. A touch device would zoom such a page out to
 * show it whole, widening the window with it: so the window must stay as wide as the screen, and
 * the page as the window (to within `slack` pixels). */
export async function expectFitsScreen(page: Page, where: string, slack = 0) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(inner, `${where}: the page is not zoomed out to fit something wider than the screen`).toBe(page.viewportSize()!.width);
  expect(scroll - inner, `${where}: nothing wider than the screen`).toBeLessThanOrEqual(slack);
}

/** Opens the table of `game` for the seat to act (past the hand-off when there is one). */
export async function openTable(page: Page, game: number, seat: number) {
  await page.goto(`/#/game/${game}`);
  // The hand-off's one big button, in whatever language the page is in.
  const ready = page.locator(`.handoff[data-seat="${seat}"] button.huge`);
  await expect(ready.or(page.locator('main[data-screen="play"]'))).toBeVisible();
  if (await ready.isVisible()) await ready.click();
  await expect(page.locator('main[data-screen="play"]')).toBeVisible();
}
