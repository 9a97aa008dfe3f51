// A 3-player game of Tempus played through the UI in Chromium against `epochs serve`. Parts
// that only set the position up (the other map tiles, the other starting tokens, turns the
// test does not look at) are played through the same API with the WebSocket client.

import { expect, test, type Page } from '@playwright/test';
import { Client, SHOTS, expectAccessible } from './helpers';
import { ALL_HEXES, centre, isLand, islandCells, neighbours } from '../src/games/tempus/hex';
import type { TTerrain } from '../src/games/tempus/types';

const NAMES = ['Anna', 'Ben', 'Cleo'];
const SEED = 5;

let client: Client;
test.beforeAll(async () => {
  client = await Client.open();
});
test.afterAll(() => client?.close());

/* eslint-disable @typescript-eslint/no-explicit-any */
const pub = (game: number) => client.call('view', { game, viewer: null });
const apply = (game: number, seat: number, action: unknown) => client.call('apply', { game, seat, action });

function gameIdOf(page: Page): number {
  const m = /#\/game\/(\d+)/.exec(page.url());
  if (!m) throw new Error(`not on a game page: ${page.url()}`);
  return Number(m[1]);
}

async function seqOf(page: Page): Promise<number> {
  return Number(await page.locator('main').getAttribute('data-seq'));
}

/** The hand-off screen: nothing private, no map, no card. */
async function expectHandoff(page: Page, name: string, secret: string[] = []) {
  await expect(page.locator('main[data-screen="handoff"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Pass to ${name}` })).toBeVisible();
  await expect(page.locator('.cards')).toHaveCount(0);
  await expect(page.locator('[data-card]')).toHaveCount(0);
  await expect(page.locator('.hexmap')).toHaveCount(0);
  const html = await page.content();
  expect(html).not.toMatch(/’s hand|'s hand/);
  for (const s of secret) expect(html).not.toContain(s);
}

async function ready(page: Page, name: string) {
  await page.getByRole('button', { name: `${name} — tap when ready` }).click();
  await expect(page.locator('main[data-screen="play"]')).toBeVisible();
  await expect(page.getByRole('list', { name: `${name}'s hand` })).toBeVisible();
  await expect(page.locator('ul.cards[aria-label$="hand"]')).toHaveCount(1);
}

/**
 * A seat with nothing private (no cards yet) gets its table at once, without a hand-off
 * screen: only its own (empty) hand is in the page.
 */
async function expectTableWithoutHandoff(page: Page, seat: number, name: string) {
  await expect(page.locator(`main[data-screen="play"][data-seat="${seat}"]`)).toBeVisible();
  await expect(page.locator('main[data-screen="handoff"]')).toHaveCount(0);
  await expect(page.getByRole('list', { name: `${name}'s hand` })).toBeVisible();
  await expect(page.locator('ul.cards[aria-label$="hand"]')).toHaveCount(1);
}

/** The device goes to `seat`: through the hand-off screen when it holds something private. */
async function passTo(page: Page, game: number, seat: number, name: string, secrets: string[] = []) {
  const v = await pub(game);
  const priv = v.state.players[seat].hand_count > 0 || (v.state.fight?.attacker === seat && (v.state.fight.attack_count ?? 0) > 0);
  if (priv) {
    await expectHandoff(page, name, secrets);
    await ready(page, name);
  } else {
    await expectTableWithoutHandoff(page, seat, name);
    const html = await page.content();
    for (const x of secrets) expect(html).not.toContain(x);
  }
}

async function tapHex(page: Page, hex: string) {
  await page.locator(`polygon.hit[data-hex="${hex}"]`).click();
}

/**
 * Clicks and waits for the action to be saved or undone (the sequence number changes) and
 * for the legal actions that follow it (taps while the table is busy are ignored).
 */
async function clickAndWait(page: Page, name: string | RegExp) {
  const before = await seqOf(page);
  await page.getByRole('button', { name }).click();
  await expect.poll(() => seqOf(page)).not.toBe(before);
  await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
}

/** Words of a card as the UI writes it ("Weapon (hills)") and its id ("weapon/hills"). */
function secretsOf(card: string): string[] {
  const [effect, terrain] = card.split('/');
  const title = effect
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
  return [card, `${title} (${terrain})`];
}

interface Positions {
  d: string[]; // the defender's three hexes: grassland first
  q: string; // where the defender's token moves
  target: string; // the defender's hex attacked
  a: string[]; // the attacker's three hexes: the attacking hex first
  c1: string; // the city builder's two tokens (not mountain)
  c2: string;
}

/** Starting hexes for the scripted era (see the test), found on the island built. */
function findPositions(island: string[]): Positions {
  const cells = islandCells(island);
  const land = (h: string) => isLand(cells.get(h));
  const nb = (h: string) => neighbours(h).filter(land);
  const grass = ALL_HEXES.filter((h) => cells.get(h) === 'grassland');
  for (const g of grass) {
    for (const q of nb(g)) {
      if (cells.get(q) === 'mountain') continue;
      for (const d2 of nb(g)) {
        if (d2 === q) continue;
        for (const d3 of [...nb(g), ...nb(d2)]) {
          const D = [g, d2, d3, q];
          if (new Set(D).size !== 4) continue;
          for (const target of [d2, d3]) {
            for (const a1 of nb(target)) {
              if (D.includes(a1) || D.some((x) => x !== target && neighbours(x).includes(a1) && x === q)) continue;
              for (const a2 of nb(a1)) {
                if (D.includes(a2)) continue;
                for (const a3 of [...nb(a1), ...nb(a2)]) {
                  const A = [a1, a2, a3];
                  if (new Set(A).size !== 3 || A.some((x) => D.includes(x))) continue;
                  const used = new Set([...D, ...A, ...D.flatMap(neighbours)]);
                  for (const c1 of ALL_HEXES) {
                    if (!land(c1) || cells.get(c1) === 'mountain' || used.has(c1)) continue;
                    const c2 = nb(c1).find((x) => !used.has(x));
                    if (c2) return { d: [g, d2, d3], q, target, a: A, c1, c2 };
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  throw new Error('no positions for the scripted era on this island');
}

test('Tempus: tile with preview, tokens, babies, undo, idea, city, move, a fight through hand-offs, progress, reload', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });

  // New game of Tempus from the home screen: 3 players, the island placed tile by tile.
  await page.goto('/#/');
  await page.getByRole('link', { name: 'New game of Tempus' }).click();
  await expect(page.getByLabel(/Tempus: civilisations/)).toBeChecked();
  await expect(page.getByRole('heading', { name: 'New game of Tempus' })).toBeVisible();
  await expect(page.getByLabel(/Placed by the players/)).toBeChecked();
  await page.getByText('More').click();
  await page.getByLabel('Game name (optional)').fill('E2E Tempus');
  await page.getByLabel(/Seed for the deal/).fill(String(SEED));
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/game\/\d+/);
  const game = gameIdOf(page);
  const v0 = await pub(game);
  expect(v0.game).toBe('tempus');
  const o = [0, 1, 2].map((k) => (v0.state.first + k) % 3);
  const [D, A, C] = o; // defender, attacker, city builder: in turn order
  const nD = NAMES[D];
  const nA = NAMES[A];
  const nC = NAMES[C];

  // The first map tile, placed through the UI: preview under the pointer, turned, placed.
  // Nobody holds a card while the island is laid out: no hand-off screen between the tiles,
  // and the table says whose move it is.
  await expectTableWithoutHandoff(page, D, nD);
  await expect(page.locator('[data-pass-cue]')).toContainText(`Pass the device to ${nD}`);
  await expect(page.locator('[data-mode="place_tile"]')).toBeVisible();
  const tile = v0.state.drawn_tile;
  // The tile is named as the log names it, with how far the island has got (3 players: 8 tiles).
  await expect(page.locator('[data-mode="place_tile"] h3')).toHaveText(`Place map tile ${tile.tile} (1 of 8)`);
  await page.locator('polygon.hit[data-hex="G6"]').hover();
  await expect(page.locator('[data-preview]')).toHaveCount(7);
  // Unturned, ring terrain 1 lies north (G5); turned one sixth, ring terrain 6 (north-west) does.
  await expect(page.locator('[data-preview="G5"] use')).toHaveAttribute('href', `#art-${tile.terrains[1] as TTerrain}`);
  await page.getByRole('button', { name: 'Turn the tile clockwise' }).click();
  await expect(page.locator('[data-rotation="1"]')).toBeVisible();
  await tapHex(page, 'G6');
  await expect(page.locator('[data-preview]')).toHaveCount(7);
  await expect(page.locator('[data-preview="G5"] use')).toHaveAttribute('href', `#art-${tile.terrains[6] as TTerrain}`);
  await page.screenshot({ path: `${SHOTS}/tempus-tile-preview.png` });
  // By keyboard the centre comes from a list (the ~100 legal sea hexes are not tab stops).
  const centreList = page.getByLabel(/Centre of the tile/);
  await expect(centreList).toHaveValue('G6');
  await expect(page.locator('polygon.hit.is-choice[tabindex="0"]')).toHaveCount(0);
  await centreList.selectOption('F6');
  await expect(page.getByRole('button', { name: 'Place the tile on F6' })).toBeVisible();
  await centreList.selectOption('G6');
  await clickAndWait(page, 'Place the tile on G6');
  // The next player's table at once, saying to pass the device.
  await expectTableWithoutHandoff(page, A, nA);
  await expect(page.locator('[data-pass-cue]')).toContainText(`Pass the device to ${nA}`);
  await expect(page.locator('[data-mode="place_tile"]')).toBeVisible();
  const v1 = await pub(game);
  await expect(page.locator('[data-mode="place_tile"] h3')).toHaveText(`Place map tile ${v1.state.drawn_tile.tile} (2 of 8)`);
  expect(v1.state.placed_tiles[0]).toEqual({ tile: tile.tile, at: 'G6', rotation: 1 });
  // Ring terrain 6 (north-west at rotation 0) lies north at rotation 1.
  expect(v1.state.island[4][6]).toBe(tile.terrains[6][0]);

  // The other tiles through the API, each as close to G6 as allowed.
  for (let guard = 0; guard < 20; guard++) {
    const v = await pub(game);
    if (v.state.pending?.decision !== 'place_tile') break;
    const l = await client.call('legal', { game, seat: v.to_act });
    const acts = l.find((g: any) => g.group === 'place_tile').actions.map((x: any) => x.action);
    const dist = (h: string) => {
      const a = centre(h);
      const b = centre('G6');
      return Math.hypot(a.x - b.x, a.y - b.y);
    };
    acts.sort((x: any, y: any) => dist(x.at) - dist(y.at));
    await apply(game, v.to_act, acts[0]);
  }
  const v2 = await pub(game);
  expect(v2.state.pending.decision).toBe('place_token');
  const pos = findPositions(v2.state.island);
  const plan: Record<number, string[]> = { [D]: pos.d, [A]: pos.a, [C]: [pos.c1, pos.c1, pos.c2] };

  // The first starting token through the UI, the rest through the API.
  expect(v2.to_act).toBe(D);
  await expectTableWithoutHandoff(page, D, nD);
  await expect(page.locator('[data-mode="place_token"]')).toBeVisible();
  await expect(page.locator(`polygon.hit.is-choice[data-hex="${pos.d[0]}"]`)).toHaveAttribute('role', 'button');
  await tapHex(page, pos.d[0]);
  await expect.poll(async () => (await pub(game)).state.board.length).toBe(1);
  const placed: Record<number, number> = { [D]: 1, [A]: 0, [C]: 0 };
  for (let guard = 0; guard < 20; guard++) {
    const v = await pub(game);
    if (v.state.pending?.decision !== 'place_token') break;
    const s = v.to_act;
    await apply(game, s, { type: 'place_token', at: plan[s][placed[s]++] });
  }
  expect((await pub(game)).state.phase).toBe('actions');

  // Era 1, turn 1 of the defender: babies on the grassland hex (through the UI), undone
  // once, and a tap on a hex that is not a choice explains the rule. Nobody holds a card yet.
  await expectTableWithoutHandoff(page, D, nD);
  await expect(page.locator('.era-display')).toBeVisible();
  await page.getByRole('button', { name: 'Have babies…' }).click();
  await expect(page.locator(`polygon.hit.is-choice[data-hex="${pos.d[0]}"]`)).toHaveAttribute(
    'aria-label',
    new RegExp(`^${pos.d[0]}, grassland, 1 token of ${nD}`),
  );
  await tapHex(page, pos.c2);
  await expect(page.locator('.notice-rule')).toBeVisible();
  await tapHex(page, pos.d[0]);
  await clickAndWait(page, 'Have 1 baby');
  await expect(page.locator(`polygon.hit[data-hex="${pos.d[0]}"]`)).toHaveCount(0);
  await clickAndWait(page, 'Undo');
  await page.getByRole('button', { name: 'Have babies…' }).click();
  await tapHex(page, pos.d[0]);
  await clickAndWait(page, 'Have 1 baby');
  expect(new Map((await pub(game)).state.board).get(pos.d[0])).toMatchObject({ owner: D, tokens: 2 });
  await page.screenshot({ path: `${SHOTS}/tempus-table.png` });
  // The turn's action is taken: another one is refused with the rule that says why.
  await page.getByRole('button', { name: /^Fight…, not possible now/ }).click();
  await expect(page.locator('.notice-rule')).toBeVisible();
  await clickAndWait(page, 'End the turn');

  // The attacker has an idea (through the UI).
  await expectTableWithoutHandoff(page, A, nA);
  await clickAndWait(page, 'Have an idea');
  await expect(page.locator(`li.player[data-seat="${A}"] [data-stat="hand-count"]`)).toHaveText('1');
  await expect(page.getByRole('list', { name: `${nA}'s hand` }).locator('[data-card]')).toHaveCount(1);
  await clickAndWait(page, 'End the turn');

  // The third player builds a city of value 2 on its two tokens (through the UI): the
  // attacker's card is not in the page.
  await expectTableWithoutHandoff(page, C, nC);
  await expect(page.locator('[data-card]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Build a city…' }).click();
  // By keyboard: the hex is a focusable button named in words.
  const cityHex = page.getByRole('button', { name: new RegExp(`^${pos.c1}, [a-z]+, 2 tokens of ${nC}$`) });
  await cityHex.focus();
  await page.keyboard.press('Enter');
  await clickAndWait(page, `City of value 2 on ${pos.c1}`);
  expect(new Map((await pub(game)).state.board).get(pos.c1)).toMatchObject({ owner: C, city: 2 });
  await clickAndWait(page, 'End the turn');

  // Turn 2 of the defender: move a token from the grassland hex to a free hex (UI).
  await expectTableWithoutHandoff(page, D, nD);
  await clickAndWait(page, 'Move people');
  await expect(page.locator('[data-mode="moving"]')).toBeVisible();
  await tapHex(page, pos.d[0]);
  await expect(page.locator(`polygon.hit.is-choice[data-hex="${pos.q}"]`)).toBeVisible();
  await tapHex(page, pos.q);
  await expect.poll(async () => new Map((await pub(game)).state.board).get(pos.q)).toMatchObject({ owner: D, tokens: 1 });
  // The page shows the position after the move (and its legal actions) before the next tap.
  const moved = await pub(game);
  await expect.poll(() => seqOf(page)).toBe(moved.seq);
  await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
  if (await page.getByRole('button', { name: 'Finish moving' }).isVisible()) await clickAndWait(page, 'Finish moving');
  await clickAndWait(page, 'End the turn');

  // Turn 2 of the others and turn 3 of the defender through the API: ideas.
  for (const s of [A, C, D]) {
    await apply(game, s, { type: 'idea' });
    await apply(game, s, { type: 'end_turn' });
  }

  // The fight: the attacker attacks through the UI and plays a card face down.
  const handA: string[] = (await client.call('view', { game, viewer: A })).state.players[A].hand;
  const handD: string[] = (await client.call('view', { game, viewer: D })).state.players[D].hand;
  const secretCard = handA.find((c) => !handD.includes(c)) ?? handA[0];
  await expectHandoff(page, nA);
  await ready(page, nA);
  await page.getByRole('button', { name: 'Fight…' }).click();
  await tapHex(page, pos.a[0]);
  await tapHex(page, pos.target);
  // A fight can't be undone: choosing the hexes asks for Confirm, and Cancel is the way back.
  const seqBeforeFight = await seqOf(page);
  await expect(page.locator(`[data-selected="${pos.a[0]}-${pos.target}"]`)).toContainText(`Attack ${pos.target} from ${pos.a[0]}`);
  await expect(page.locator('[data-mode="attack_cards"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('[data-mode="fight"]')).toHaveCount(0);
  expect(await seqOf(page)).toBe(seqBeforeFight);
  expect((await pub(game)).state.fight).toBeNull();
  await page.getByRole('button', { name: 'Fight…' }).click();
  await tapHex(page, pos.a[0]);
  await tapHex(page, pos.target);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('[data-mode="attack_cards"]')).toBeVisible();
  await expect(page.locator('.fight-panel')).toBeVisible();
  // Before cards, each side's combat points; then what the chosen card adds, as the engine counts.
  const fightNow = (await client.call('view', { game, viewer: A })).state;
  await expect(page.locator('.fight-base')).toHaveAttribute('data-fight-base', `${fightNow.fight.base[0]}-${fightNow.fight.base[1]}`);
  await page.locator(`[data-mode="attack_cards"] button:has([data-card="${secretCard}"])`).first().click();
  const worthA = fightNow.worth;
  expect(worthA.base).toBe(fightNow.fight.base[0]);
  await expect(page.locator('[data-worth-total]')).toHaveAttribute(
    'data-worth-total',
    String(worthA.base + worthA.cards[handA.indexOf(secretCard)]),
  );
  await clickAndWait(page, 'Play face down (1)');

  // The device goes to the defender: neither the hand-off nor the defender's screen holds
  // the attacker's face-down card.
  const secrets = secretsOf(secretCard).filter(() => !handD.includes(secretCard));
  await expectHandoff(page, nD, secrets);
  await ready(page, nD);
  await expect(page.locator('[data-mode="defend_cards"]')).toBeVisible();
  await expect(page.locator('.fight-panel .facedown')).toHaveAttribute('aria-label', '1 face-down card');
  {
    const html = await page.content();
    for (const s of secrets) expect(html).not.toContain(s);
    await expect(page.getByRole('list', { name: `${nA}'s hand` })).toHaveCount(0);
  }
  await page.screenshot({ path: `${SHOTS}/tempus-fight.png` });
  await expectAccessible(page, 'a defence in a Tempus fight');
  const defence = handD[0];
  await page.locator(`[data-mode="defend_cards"] button:has([data-card="${defence}"])`).first().click();
  await clickAndWait(page, 'Defend with these (1)');

  // Back to the attacker to reveal: the attacker's screen holds no defender hand.
  await expectHandoff(page, nA, secrets);
  await ready(page, nA);
  await expect(page.getByRole('list', { name: `${nD}'s hand` })).toHaveCount(0);
  await expect(page.locator('[data-mode="reveal"]')).toBeVisible();
  await clickAndWait(page, 'Reveal and resolve');
  // The result, in words, with both sides' cards now face up.
  await expect(page.locator('.notice-done')).toContainText(/the (attacker|defender) won/);
  const afterFight = await pub(game);
  if (afterFight.state.pending?.decision === 'occupy') await clickAndWait(page, /^Move \d+$/);
  await page.getByRole('button', { name: 'Log' }).click();
  await expect(page.locator('ol.log')).toContainText(/the attacker revealed/i);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByRole('heading', { name: 'Rules of Tempus (summary)' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Military Leader');
  await page.getByRole('button', { name: 'Close' }).click();
  await clickAndWait(page, 'End the turn');

  // The third player's last turn through the API; then the progress phase.
  await apply(game, C, { type: 'idea' });
  await apply(game, C, { type: 'end_turn' });
  await expect.poll(async () => (await pub(game)).state.phase).toBe('progress');

  // Progress: each player plays face down behind the hand-off screen.
  let prevSecrets: string[] = [];
  const promisedProgress: number[] = [];
  for (const s of o) {
    await passTo(page, game, s, NAMES[s], prevSecrets);
    await expect(page.locator('[data-mode="progress_cards"]')).toBeVisible();
    if (s === o[1]) {
      // The first player's play shows as face-down cards only.
      await expect(page.locator('.progress-panel')).toContainText('Progress phase');
      await page.screenshot({ path: `${SHOTS}/tempus-progress-phase.png` });
      await expectAccessible(page, 'the Tempus progress phase');
    }
    const mine = (await client.call('view', { game, viewer: s })).state;
    const hand: string[] = mine.players[s].hand;
    // The progress points the play would score, as the engine will count them at the reveal.
    promisedProgress[s] = mine.worth.base + (hand.length ? mine.worth.cards[0] : 0);
    if (hand.length) {
      await page.locator(`[data-mode="progress_cards"] button:has([data-card="${hand[0]}"])`).first().click();
      await expect(page.locator('[data-worth-total]')).toHaveAttribute('data-worth-total', String(promisedProgress[s]));
      await clickAndWait(page, 'Play for progress (1)');
      prevSecrets = secretsOf(hand[0]);
    } else {
      await clickAndWait(page, 'Play for progress (none)');
      prevSecrets = [];
    }
  }

  // The reveal: points in the progress panel and the log; someone advanced to era 2.
  const v3 = await pub(game);
  expect(v3.state.round).toBe(2);
  expect(v3.state.last_progress).toEqual(promisedProgress);
  expect(v3.state.era_history.length).toBe(1);
  const next = NAMES[v3.to_act];
  // Through a hand-off screen only if that seat holds a card: a reload on the hand-off
  // screen stays on it; then the seat's table resumes. Without cards, straight to its table.
  const nextHolds = v3.state.players[v3.to_act].hand_count > 0;
  await passTo(page, game, v3.to_act, next);
  if (nextHolds) {
    await page.reload();
    await expectHandoff(page, next);
    await ready(page, next);
  }
  await expect(page.locator('[data-last-progress]')).toBeVisible();
  await expect(page.locator('[data-last-progress]')).toContainText('advanced');
  await expect(page.locator('[data-stat="era"]', { hasText: '2 Agriculture' }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/tempus-progress.png` });
  // A 10-inch tablet: everything fits the width.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('.hexmap')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: `${SHOTS}/tempus-tablet-1280x800.png` });
  // Re-entering the table goes through the hand-off screen when the seat holds a card.
  await page.reload();
  await passTo(page, game, v3.to_act, next);
  await expect(page.getByRole('list', { name: `${next}'s hand` })).toBeVisible();

  expect(errors).toEqual([]);
});

test('Tempus: the end screen with victory points by source and the eras chart', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const g = await client.call('create_game', {
    request: {
      game: 'tempus',
      name: 'E2E Tempus end',
      seats: NAMES.map((name) => ({ name })),
      options: { atlantis: true },
      map: 'random',
      seed: 3,
    },
  });
  // Plays a whole game through the API: cities and babies first, all cards for progress.
  for (let guard = 0; guard < 3000; guard++) {
    const v = await pub(g.id);
    if (v.finished) break;
    const l = await client.call('legal', { game: g.id, seat: v.to_act });
    const all = l.flatMap((x: any) => x.actions.map((a: any) => ({ g: x.group, a: a.action })));
    const prog = all.filter((x: any) => x.g === 'progress_cards').sort((x: any, y: any) => y.a.cards.length - x.a.cards.length)[0];
    const pick =
      prog ??
      all.find((x: any) => x.g === 'build_city') ??
      all.find((x: any) => x.g === 'babies') ??
      all.find((x: any) => x.g === 'idea') ??
      all[0];
    await apply(g.id, v.to_act, pick.a);
  }
  const end = await pub(g.id);
  expect(end.finished).toBe(true);
  await page.goto(`/#/game/${g.id}`);
  await expect(page.locator('main[data-screen="finished"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The game is over' })).toBeVisible();
  const rows = page.locator('.vp-table tbody tr');
  await expect(rows).toHaveCount(3);
  const best = Math.max(...end.state.players.map((p: any) => p.points.total));
  await expect(rows.first().locator('td').last()).toHaveText(String(best));
  await expect(page.getByRole('img', { name: /Era of each player/ })).toBeVisible();
  await expect(page.locator('.chart polyline')).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/tempus-end.png`, fullPage: true });
});

/** Shows `seat`'s table: reloads, and taps through the hand-off screen if it is there. */
/** A new game of the Idea-card tests (Atlantis, a random island, seed 2) at 1280x800; the page's errors are collected. */
async function openIdeaGame(page: Page, name: string): Promise<{ g: { id: number }; errors: string[] }> {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const g = await client.call('create_game', {
    request: { game: 'tempus', name, seats: NAMES.map((name) => ({ name })), options: { atlantis: true }, map: 'random', seed: 2 },
  });
  await page.goto(`/#/game/${g.id}`);
  return { g, errors };
}

/** Plays a Military Leader's fight `a` through the UI, up to the attacker's cards. */
async function leaderFight(page: Page, a: { from: string; to: string }) {
  await page.getByRole('button', { name: 'Military Leader: a free fight…' }).click();
  await tapHex(page, a.from);
  await tapHex(page, a.to);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('[data-mode="attack_cards"]')).toBeVisible();
  await expect(page.locator('.fight-panel')).toContainText('Military Leader');
}

/** The seeded generator of the Idea-card games' policy. */
function seededRandom(): () => number {
  let seed = 1;
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

/**
 * The Idea-card games' policy: fights first, then babies and ideas, else any group. It
 * leaves a Military Leader's fights alone while a Move is under way, so that the seeded game
 * goes as it did before those were allowed (and still offers every card and decision).
 */
function policyPick(v: any, legal: any[], rnd: () => number): { grp: any; chosen: any } {
  const l = v.state.turn.moving ? legal.filter((x: any) => x.group !== 'leader_fight') : legal;
  const by = Object.fromEntries(l.map((x: any) => [x.group, x]));
  let grp: any;
  if (by.leader_fight && rnd() < 0.9) grp = by.leader_fight;
  else if (by.fight && rnd() < 0.9) grp = by.fight;
  else if (by.babies && rnd() < 0.6) grp = by.babies;
  else if (by.idea && rnd() < 0.4) grp = by.idea;
  else {
    const cand = l.filter((x: any) => x.group !== 'government' || rnd() < 0.3);
    grp = cand[Math.floor(rnd() * cand.length)];
  }
  return { grp, chosen: grp.actions[Math.floor(rnd() * grp.actions.length)] };
}

async function openAs(page: Page, name: string) {
  await page.reload();
  await expect(page.locator('main[data-screen="play"], main[data-screen="handoff"]')).toBeVisible();
  if ((await page.locator('main').getAttribute('data-screen')) === 'handoff') await ready(page, name);
  await expect(page.getByRole('list', { name: `${name}'s hand` })).toBeVisible();
  // Cards are named in words, never by their ids ("military-leader/woods").
  expect(await page.locator('main').textContent()).not.toMatch(/[a-z]+[-_][a-z]+\/[a-z]+|military-leader|military_leader/);
}

test('Tempus: Idea cards and decisions through the UI (Sanitation, Government, Medicine, Religion, Military Leader, a discard, a city’s terrain, occupying)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { g, errors } = await openIdeaGame(page, 'E2E Tempus ideas');
  // A seeded random policy drives the game; the first time each of these can be played,
  // the UI plays it instead.
  const wanted = new Set(['sanitation', 'government', 'medicine', 'discard', 'religion', 'leader_fight', 'occupy', 'declare_terrain']);
  const done: string[] = [];
  const rnd = seededRandom();
  for (let n = 0; n < 400 && wanted.size > 0; n++) {
    const v = await pub(g.id);
    if (v.finished) break;
    const seat = v.to_act;
    const { grp, chosen } = policyPick(v, await client.call('legal', { game: g.id, seat }), rnd);
    if (!wanted.has(grp.group)) {
      await apply(g.id, seat, chosen.action);
      continue;
    }
    // The first time the policy picks one of the wanted groups, the UI plays that very action.
    const group: string = grp.group;
    const a = chosen.action;
    wanted.delete(group);
    await openAs(page, NAMES[seat]);
    const before = await seqOf(page);
    switch (group) {
      case 'sanitation':
        await page.getByRole('button', { name: 'Play Sanitation on a hex…' }).click();
        await tapHex(page, a.at);
        break;
      case 'religion':
        await page.getByRole('button', { name: 'Play Religion: convert a token…' }).click();
        await tapHex(page, a.at);
        await tapHex(page, a.into);
        break;
      case 'leader_fight':
        // The Military Leader in the hand, in words.
        await expect(page.getByRole('list', { name: `${NAMES[seat]}'s hand` })).toContainText('Military Leader');
        await leaderFight(page, a);
        break;
      case 'government':
      case 'medicine':
        await expect(page.getByRole('group', { name: 'Idea cards to play now' })).toBeVisible();
        await page.getByRole('button', { name: effectButton(a), exact: true }).click();
        break;
      case 'discard': {
        await expect(page.locator('[data-mode="discard"]')).toBeVisible();
        // Too few cards are never offered: the button asks for the rest.
        await expect(page.getByRole('button', { name: `Choose ${a.cards.length} more` })).toBeDisabled();
        const seen = new Map<string, number>();
        for (const c of a.cards as string[]) {
          const k = seen.get(c) ?? 0;
          seen.set(c, k + 1);
          await page.locator(`[data-mode="discard"] button:has([data-card="${c}"])`).nth(k).click();
        }
        await page.getByRole('button', { name: new RegExp(`^Discard these \\(${a.cards.length}\\)`) }).click();
        break;
      }
      case 'occupy':
        await expect(page.locator('[data-mode="occupy"]')).toBeVisible();
        // The fight is over: the panel says who won, not that the cards are "not yet played".
        await expect(page.locator('.fight-panel [data-fight-result="attacker"]')).toBeVisible();
        await expect(page.locator('.fight-panel')).not.toContainText('not yet played');
        await page.getByRole('button', { name: `Move ${a.count}`, exact: true }).click();
        break;
      case 'declare_terrain':
        await expect(page.locator('[data-mode="declare_terrain"]')).toBeVisible();
        await page.getByRole('button', { name: a.terrain, exact: true }).click();
        break;
    }
    await expect.poll(() => seqOf(page)).not.toBe(before);
    done.push(group);
  }
  console.log(`played through the UI: ${done.join(', ')}`);
  // The seeded game offers all of these; each was played through the UI.
  for (const x of ['sanitation', 'government', 'medicine', 'discard', 'religion', 'leader_fight', 'occupy', 'declare_terrain'])
    expect(done).toContain(x);
  expect(errors).toEqual([]);
});

test('Tempus: a Military Leader attacks in the middle of a Move through the UI, and the Move goes on', async ({ page }) => {
  test.setTimeout(150_000);
  const { g, errors } = await openIdeaGame(page, 'E2E Tempus leader in a move');
  // The Idea-card game's policy plays until a seat in the middle of a Move holds a Military
  // Leader with a target (about 200 actions in); the UI plays the free attack from the
  // Move's panel.
  const rnd = seededRandom();
  let seat = -1;
  for (let n = 0; n < 400 && seat < 0; n++) {
    const v = await pub(g.id);
    expect(v.finished, 'the seeded game offers a Military Leader during a Move before it ends').toBe(false);
    const l = await client.call('legal', { game: g.id, seat: v.to_act });
    if (v.state.turn.moving && l.some((x: any) => x.group === 'leader_fight')) seat = v.to_act;
    else await apply(g.id, v.to_act, policyPick(v, l, rnd).chosen.action);
  }
  expect(seat, 'a seat in the middle of a Move may play a Military Leader').toBeGreaterThanOrEqual(0);
  const fights = (await client.call('legal', { game: g.id, seat })).find((x: any) => x.group === 'leader_fight');
  expect(fights, 'the free attack is offered while the Move is under way').toBeTruthy();
  const a = fights.actions[0].action;
  await openAs(page, NAMES[seat]);
  await expect(page.locator('[data-mode="moving"]')).toBeVisible();
  const before = await seqOf(page);
  await leaderFight(page, a);
  await expect.poll(() => seqOf(page)).not.toBe(before);
  // The fight is played out through the API; the Move is still under way afterwards.
  for (let n = 0; n < 10; n++) {
    const v = await pub(g.id);
    if (!v.state.pending) break;
    const l = await client.call('legal', { game: g.id, seat: v.to_act });
    await apply(g.id, v.to_act, l[0].actions[0].action);
  }
  const after = await pub(g.id);
  expect(after.state.fight).toBeNull();
  expect(after.state.turn.moving).not.toBeNull();
  await openAs(page, NAMES[seat]);
  await expect(page.locator('[data-mode="moving"]')).toBeVisible();
  await page.getByRole('button', { name: 'Finish moving' }).click();
  await expect(page.locator('[data-mode="moving"]')).toHaveCount(0);
  expect((await pub(g.id)).state.turn.moving).toBeNull();
  expect(errors).toEqual([]);
});

test.describe('Tempus on a 10-inch tablet with touch', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

  test('no hand-off before anyone holds a card; tap a highlighted hex for a starting token', async ({ page }) => {
    const g = await client.call('create_game', {
      request: { game: 'tempus', name: 'E2E Tempus tablet', seats: NAMES.map((name) => ({ name })), map: 'random', seed: 9 },
    });
    const v = await pub(g.id);
    expect(v.state.pending.decision).toBe('place_token');
    const name = NAMES[v.to_act];
    await page.goto(`/#/game/${g.id}`);
    await expectTableWithoutHandoff(page, v.to_act, name);
    await expect(page.locator('.hexmap')).toBeVisible();
    const hex = page.locator('polygon.hit.is-choice').first();
    const at = await hex.getAttribute('data-hex');
    const before = await seqOf(page);
    await hex.tap();
    await expect.poll(() => seqOf(page)).not.toBe(before);
    expect(new Map((await pub(g.id)).state.board).get(at!)).toMatchObject({ owner: v.to_act, tokens: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });
});

/** The English words of the button that plays a Medicine or Government card (as the UI's
 * catalogue says them: "Play Medicine (woods): one more baby"). */
function effectButton(a: { type: string; card: string; choice?: string }): string {
  const [effect, terrain] = a.card.split('/');
  const card = `${effect.charAt(0).toUpperCase()}${effect.slice(1)} (${terrain})`;
  if (a.type === 'play_medicine') return `Play ${card}: one more baby`;
  return a.choice === 'double' ? `Play ${card}: two actions this turn` : `Play ${card}: pass and keep the action`;
}
