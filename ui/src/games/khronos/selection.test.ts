// Tests of the Khronos table's selection logic (selection.ts) and of the actions it asks the
// server about (probe.ts), on hand-made legal-action lists.

import { describe, expect, it } from 'vitest';
import type { Action, Cards, LegalAction, LegalGroup } from './types';
import { NO_CARDS } from './types';
import { state, player } from './fixtures';
import { candidates } from './candidates';
import { mapInfo } from './squares';
import {
  candidateByKey,
  candidateLabel,
  chosenVariant,
  describeSquare,
  effectiveMode,
  endTurn,
  endTurnDiscard,
  exchange,
  groupTab,
  groupTitle,
  hoverCandidate,
  menuOf,
  pendingGroup,
  placeCandidates,
  placeCounts,
  placeTitle,
  tabFor,
  tapSquare,
  togglePawn,
  travel,
  variantText,
} from './selection';
import type { Mode } from './selection';
import { freePlainSquare, probeAction, whyNotType } from './probe';

const la = (action: Action): LegalAction => ({ action });
const cards = (military: number, religious: number, civil: number): Cards => ({ military, religious, civil });
const travelFaith = la({ type: 'travel', pawn: 1, to: 'faith' });
const endKeep = la({ type: 'end_turn', discard: NO_CARDS });
const endMil = la({ type: 'end_turn', discard: cards(1, 0, 0) });

const LEGAL: LegalGroup[] = [
  {
    group: 'construct',
    actions: [
      la({ type: 'construct', age: 'might', building: 'keep', squares: ['A2', 'B2'], extra: cards(0, 1, 0) }),
      la({ type: 'construct', age: 'might', building: 'keep', squares: ['A2', 'B2'], extra: NO_CARDS }),
      la({ type: 'construct', age: 'might', building: 'keep', squares: ['B2', 'B3'], extra: NO_CARDS }),
      la({ type: 'construct', age: 'faith', building: 'keep', squares: ['A2', 'B2'], extra: NO_CARDS }),
      la({ type: 'construct', age: 'might', building: 'watchtower', squares: ['D1'], extra: NO_CARDS }),
    ],
  },
  { group: 'travel', actions: [travelFaith] },
  { group: 'populate', actions: [la({ type: 'populate', at: 'D3' })] },
  {
    group: 'renovate',
    actions: [la({ type: 'renovate', at: 'C3', cards: 2 }), la({ type: 'renovate', at: 'C3', cards: 1 })],
  },
  { group: 'end_turn', actions: [endKeep, endMil] },
];
const DOWNSIZE: LegalGroup[] = [{ group: 'choose_downsize', actions: [la({ type: 'choose_downsize', at: 'A1' })] }];

const st = state();
const map = mapInfo(st.map, st.terrain);
const keeps = candidates(st, LEGAL, 'construct', 'keep');
const byKey = (k: string) => keeps.find((c) => c.key === k)!;
const mightAB = byKey('construct:might:A2-B2');
const mightBB = byKey('construct:might:B2-B3');
const faithAB = byKey('construct:faith:A2-B2');
const placeKeep: Mode = { kind: 'place', group: 'construct', building: 'keep' };

describe('the menu and the mode in force', () => {
  it('offers the groups and building types of the legal list, computed once per list', () => {
    const m = menuOf(LEGAL);
    expect(m.groups.has('construct') && m.groups.has('travel') && m.groups.has('end_turn')).toBe(true);
    expect(m.groups.has('exchange')).toBe(false);
    expect(m.constructTypes).toEqual(['watchtower', 'keep']);
    expect(m.upgradeTypes).toEqual([]);
    expect(m.swaps).toEqual([]);
    expect(menuOf(LEGAL)).toBe(m);
    const swap = la({ type: 'swap', give: 'military', take: 'civil' });
    expect(menuOf([{ group: 'swap', actions: [swap] }]).swaps).toEqual([swap]);
  });

  it('forces a place mode of its own while a downsizing decision is pending', () => {
    const travelling: Mode = { kind: 'travel', pawn: 0 };
    expect(pendingGroup(LEGAL)).toBeUndefined();
    expect(effectiveMode(LEGAL, travelling)).toBe(travelling);
    expect(effectiveMode(LEGAL, null)).toBeNull();
    expect(pendingGroup(DOWNSIZE)).toBe('choose_downsize');
    expect(effectiveMode(DOWNSIZE, travelling)).toEqual({ kind: 'place', group: 'choose_downsize' });
    expect(effectiveMode([{ group: 'place_downsized', actions: [] }], null)).toEqual({ kind: 'place', group: 'place_downsized' });
  });

  it('titles the place modes and the group buttons', () => {
    expect(placeTitle(placeKeep)).toBe('Build a Keep');
    expect(placeTitle({ kind: 'place', group: 'upgrade', building: 'castle' })).toBe('Upgrade to a Castle');
    expect(placeTitle({ kind: 'place', group: 'upgrade', building: 'abbey' })).toBe('Upgrade to an Abbey');
    expect(placeTitle({ kind: 'place', group: 'construct', building: 'abbey' })).toBe('Build an Abbey');
    expect(placeTitle({ kind: 'place', group: 'demolish' })).toBe('Demolish');
    expect(placeTitle({ kind: 'place', group: 'choose_downsize' })).toBe('Choose the building to downsize');
    expect(placeTitle({ kind: 'travel', pawn: 0 })).toBe('');
    expect(placeTitle(null)).toBe('');
    expect(groupTitle('renovate')).toBe('Renovate');
  });

  it('toggles travelling with an Adventurer', () => {
    expect(togglePawn(null, 1)).toEqual({ kind: 'travel', pawn: 1 });
    expect(togglePawn({ kind: 'travel', pawn: 1 }, 1)).toBeNull();
    expect(togglePawn({ kind: 'travel', pawn: 0 }, 1)).toEqual({ kind: 'travel', pawn: 1 });
    expect(togglePawn(placeKeep, 0)).toEqual({ kind: 'travel', pawn: 0 });
  });
});

describe('places and boards', () => {
  it('offers places only in a place mode with a view', () => {
    expect(placeCandidates(undefined, LEGAL, 'construct', 'keep')).toEqual([]);
    expect(placeCandidates(st, LEGAL, null, undefined)).toEqual([]);
    expect(placeCandidates(st, LEGAL, 'construct', 'keep').map((c) => c.key)).toEqual(keeps.map((c) => c.key));
    expect(placeCandidates(st, LEGAL, 'construct', undefined)).toHaveLength(4);
  });

  it('counts places per board and opens a board that has some', () => {
    expect(placeCounts(keeps)).toEqual({ might: 2, faith: 1, reason: 0 });
    expect(tabFor(keeps, 'reason')).toBe('might');
    expect(tabFor(keeps, 'faith')).toBe('faith');
    expect(tabFor(candidates(st, LEGAL, 'construct', 'watchtower'), 'faith')).toBe('might');
    expect(tabFor([], 'reason')).toBe('reason');
    expect(groupTab('demolish', 'faith')).toBe('faith');
    expect(groupTab('populate', 'faith')).toBe('reason');
    expect(groupTab('renovate', 'might')).toBe('reason');
  });

  it('previews the selection under the pointer, else the first place there', () => {
    expect(hoverCandidate(placeKeep, keeps, null, { age: 'might', sq: 'B2' })).toBe(mightBB);
    expect(hoverCandidate(placeKeep, keeps, mightAB, { age: 'might', sq: 'B2' })).toBe(mightAB);
    expect(hoverCandidate(placeKeep, keeps, faithAB, { age: 'might', sq: 'A2' })).toBe(mightAB);
    expect(hoverCandidate(placeKeep, keeps, null, { age: 'might', sq: 'C1' })).toBeNull();
    expect(hoverCandidate({ kind: 'travel', pawn: 0 }, keeps, null, { age: 'might', sq: 'B2' })).toBeNull();
    expect(hoverCandidate(placeKeep, keeps, null, null)).toBeNull();
  });

  it('names a square for screen readers with what tapping it does', () => {
    expect(describeSquare(map, keeps, 'might', 'B2')).toBe('B2, forest: Build a Keep on B2-B3 in the Age of Might (2 shapes)');
    expect(describeSquare(map, keeps, 'might', 'A2')).toBe('A2, plain: Build a Keep on A2-B2 in the Age of Might');
    expect(describeSquare(map, keeps, 'might', 'D1')).toBe('D1, plain: D1');
  });
});

describe('tapping a square', () => {
  const ctx = { state: st, map, legal: LEGAL, mode: placeKeep, cands: keeps, sel: null };

  it('selects the shape anchored there first, then cycles through the others on the same square', () => {
    expect(tapSquare(ctx, 'might', 'B2')).toEqual({
      kind: 'select',
      cand: mightBB,
      hint: '2 shapes contain B2: tap it again for the next one.',
    });
    expect(tapSquare({ ...ctx, sel: mightBB }, 'might', 'B2')).toMatchObject({ kind: 'select', cand: mightAB });
    expect(tapSquare({ ...ctx, sel: mightAB }, 'might', 'B2')).toMatchObject({ kind: 'select', cand: mightBB });
    // A selection elsewhere does not count: the first shape here.
    expect(tapSquare({ ...ctx, sel: faithAB }, 'might', 'B2')).toMatchObject({ kind: 'select', cand: mightBB });
    expect(tapSquare(ctx, 'might', 'B3')).toEqual({ kind: 'select', cand: mightBB, hint: null });
  });

  it('asks why on a square no place uses', () => {
    expect(tapSquare(ctx, 'might', 'C1')).toEqual({
      kind: 'why',
      action: { type: 'construct', age: 'might', building: 'keep', squares: ['C1', 'D1'], extra: NO_CARDS },
    });
    expect(tapSquare({ ...ctx, mode: { kind: 'place', group: 'demolish' } }, 'faith', 'B1')).toEqual({
      kind: 'why',
      action: { type: 'demolish', age: 'faith', at: 'B1' },
    });
  });

  it('travels to the board tapped: the legal travel, else the one to explain', () => {
    const t = { ...ctx, mode: { kind: 'travel', pawn: 1 } as Mode };
    expect(tapSquare(t, 'faith', 'A1')).toEqual({ kind: 'travel', send: { kind: 'act', action: travelFaith.action } });
    expect(tapSquare(t, 'reason', 'A1')).toEqual({
      kind: 'travel',
      send: { kind: 'explain', action: { type: 'travel', pawn: 1, to: 'reason' } },
    });
    expect(travel(LEGAL, 0, 'faith')).toEqual({ kind: 'explain', action: { type: 'travel', pawn: 0, to: 'faith' } });
  });

  it('does nothing without a board mode', () => {
    expect(tapSquare({ ...ctx, mode: null }, 'might', 'B2')).toEqual({ kind: 'none' });
    expect(tapSquare({ ...ctx, mode: { kind: 'end_turn' } }, 'might', 'B2')).toEqual({ kind: 'none' });
  });
});

describe('the place chosen and how to pay', () => {
  const renovate = candidates(st, LEGAL, 'renovate')[0];

  it('orders payments cheapest first and clamps the chosen one', () => {
    expect(renovate.squares).toEqual(['C3', 'D3']);
    expect(chosenVariant(renovate, 0)?.action).toMatchObject({ type: 'renovate', cards: 1 });
    expect(chosenVariant(renovate, 1)?.action).toMatchObject({ type: 'renovate', cards: 2 });
    expect(chosenVariant(renovate, 7)?.action).toMatchObject({ type: 'renovate', cards: 2 });
    expect(chosenVariant(null, 0)).toBeNull();
  });

  it('writes payments and list entries in words', () => {
    expect(renovate.variants.map(variantText)).toEqual(['1 card', '2 cards']);
    expect(mightAB.variants.map(variantText)).toEqual(['no cards', '1 Religious']);
    expect(variantText(la({ type: 'populate', at: 'D3' }))).toBe('Put a cube on the building at D3');
    expect(candidateLabel({ ...mightAB, variants: [mightAB.variants[1]] })).toBe('Build a Keep on A2-B2 in the Age of Might');
    expect(candidateLabel(renovate)).toBe('Renovate the ruin at C3 with 1 card');
    expect(candidateByKey(keeps, 'construct:faith:A2-B2')).toBe(faithAB);
    expect(candidateByKey(keeps, 'nope')).toBeNull();
  });
});

describe('cards to discard', () => {
  it('ends the turn with the legal discard matching the cards picked, else asks why', () => {
    expect(endTurn(LEGAL, st, cards(2, 0, 0), cards(1, 0, 0))).toEqual({ kind: 'act', action: endMil.action });
    expect(endTurn(LEGAL, st, cards(2, 0, 0), NO_CARDS)).toEqual({ kind: 'act', action: endKeep.action });
    expect(endTurn(LEGAL, st, cards(2, 0, 0), cards(2, 0, 0))).toEqual({
      kind: 'explain',
      action: { type: 'end_turn', discard: cards(2, 0, 0) },
    });
  });

  it('discards the whole hand under the discard-all house rule', () => {
    const all = state({ options: { holdem: false, discard_all: true } });
    expect(endTurnDiscard(all, cards(0, 0, 2), NO_CARDS)).toEqual(cards(0, 0, 2));
    expect(endTurnDiscard(st, cards(0, 0, 2), cards(0, 0, 1))).toEqual(cards(0, 0, 1));
    expect(endTurn(LEGAL, all, cards(1, 0, 0), NO_CARDS)).toEqual({ kind: 'act', action: endMil.action });
    expect(endTurn(LEGAL, all, null, cards(1, 0, 0))).toEqual({ kind: 'act', action: endKeep.action });
    expect(endTurn(LEGAL, all, cards(0, 0, 2), NO_CARDS)).toEqual({
      kind: 'explain',
      action: { type: 'end_turn', discard: cards(0, 0, 2) },
    });
  });

  it('exchanges the picked cards when the list allows it', () => {
    expect(exchange(LEGAL, cards(0, 1, 0))).toEqual({ kind: 'explain', action: { type: 'exchange', discard: cards(0, 1, 0) } });
    const ex = la({ type: 'exchange', discard: cards(0, 1, 0) });
    expect(exchange([{ group: 'exchange', actions: [ex] }], cards(0, 1, 0))).toEqual({ kind: 'act', action: ex.action });
  });
});

describe('asking the server why', () => {
  it('probes an upgrade from the building tapped, else from the square', () => {
    expect(probeAction(st, map, { group: 'upgrade', building: 'castle' }, 'might', 'B1')).toEqual({
      type: 'upgrade',
      age: 'might',
      at: 'B1',
      building: 'castle',
      squares: ['A1', 'B1', 'C1'],
      extra: NO_CARDS,
    });
    expect(probeAction(st, map, { group: 'upgrade' }, 'might', 'D3')).toMatchObject({ building: 'keep', squares: ['D3', 'C3'] });
  });

  it('probes the other groups on the square tapped', () => {
    expect(probeAction(st, map, { group: 'populate' }, 'reason', 'A1')).toEqual({ type: 'populate', at: 'A1' });
    expect(probeAction(st, map, { group: 'renovate' }, 'reason', 'A1')).toEqual({ type: 'renovate', at: 'A1', cards: 1 });
    expect(probeAction(st, map, { group: 'choose_downsize' }, 'might', 'A2')).toEqual({ type: 'choose_downsize', at: 'A2' });
    const pending = state({
      pending: { decision: 'place_downsized', chooser: 0, age: 'might', building: 1, options: [['A1', 'B1', 'C1']] },
    });
    expect(probeAction(pending, map, { group: 'place_downsized' }, 'might', 'A2')).toEqual({
      type: 'place_downsized',
      squares: ['A2', 'B2', 'C2'],
    });
  });

  it('explains an unavailable building type on a free plain square of an Adventurer’s board', () => {
    expect(freePlainSquare(st, map, 'might')).toBe('C1');
    // A free A1 is passed over for the next row's first free plain square.
    expect(freePlainSquare(st, map, 'faith')).toBe('A2');
    expect(freePlainSquare(state({ boards: [[], [], []] }), map, 'might')).toBe('A2');
    const forest = state({ map: ['f'], terrain: ['forest'], boards: [[], [], []] });
    expect(freePlainSquare(forest, mapInfo(forest.map, forest.terrain), 'might')).toBe('A1');
    expect(whyNotType(st, map, player(['reason', 'faith']), 'construct', 'castle')).toEqual({
      kind: 'explain',
      action: { type: 'construct', age: 'faith', building: 'castle', squares: ['A2', 'B2', 'C2'], extra: NO_CARDS },
    });
    expect(whyNotType(st, map, player(['might', 'reason']), 'construct', 'keep')).toMatchObject({
      action: { age: 'might', squares: ['C1', 'D1'] },
    });
    expect(whyNotType(st, map, null, 'construct', 'chapel')).toMatchObject({ action: { age: 'might', squares: ['C1'] } });
    expect(whyNotType(st, map, null, 'upgrade', 'castle')).toEqual({
      kind: 'inform',
      text: 'No building can be upgraded to a Castle now.',
    });
  });
});
