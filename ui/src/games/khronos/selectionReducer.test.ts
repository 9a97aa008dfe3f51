// Tests of the Khronos table's selection reducer (selectionReducer.ts): how what the player
// does moves the selection on, on places built from a hand-made legal-action list.

import { describe, expect, it } from 'vitest';
import type { Action, Cards, LegalAction, LegalGroup } from './types';
import { NO_CARDS } from './types';
import { state } from './fixtures';
import { candidates } from './candidates';
import type { Candidate } from './candidates';
import type { Selection } from './selectionReducer';
import { NO_SELECTION, reduce } from './selectionReducer';

const la = (action: Action): LegalAction => ({ action });
const cards = (military: number, religious: number, civil: number): Cards => ({ military, religious, civil });

const LEGAL: LegalGroup[] = [
  {
    group: 'construct',
    actions: [
      la({ type: 'construct', age: 'faith', building: 'keep', squares: ['A2', 'B2'], extra: NO_CARDS }),
      la({ type: 'construct', age: 'faith', building: 'keep', squares: ['A2', 'B2'], extra: cards(0, 1, 0) }),
      la({ type: 'construct', age: 'might', building: 'watchtower', squares: ['D1'], extra: NO_CARDS }),
    ],
  },
];
const st = state();
const keeps = candidates(st, LEGAL, 'construct', 'keep');
const towers = candidates(st, LEGAL, 'construct', 'watchtower');
const keep: Candidate = keeps[0];
const tower: Candidate = towers[0];

/** A selection in the middle of a choice: a keep chosen, its second variant, cards picked. */
const busy: Selection = {
  mode: { kind: 'place', group: 'construct', building: 'keep' },
  sel: keep,
  variant: 1,
  hover: { age: 'faith', sq: 'A2' },
  tab: 'faith',
  picked: cards(1, 0, 0),
};

describe('the fixtures', () => {
  it('offer a keep in the Age of Faith (with two payments) and a watchtower in the Age of Might', () => {
    expect(keep.age).toBe('faith');
    expect(keep.variants).toHaveLength(2);
    expect(tower.age).toBe('might');
  });
});

describe('choosing in the menu', () => {
  it('a building type opens its place mode, drops the place chosen and shows the first board that has places', () => {
    const s = reduce({ ...busy, tab: 'might' }, { type: 'buildingTypeChosen', group: 'construct', building: 'keep', places: keeps });
    expect(s.mode).toEqual({ kind: 'place', group: 'construct', building: 'keep' });
    expect(s.sel).toBeNull();
    expect(s.tab).toBe('faith');
  });

  it('a building type keeps the board shown when it has places there', () => {
    const s = reduce(
      { ...NO_SELECTION, tab: 'might' },
      { type: 'buildingTypeChosen', group: 'upgrade', building: 'watchtower', places: towers },
    );
    expect(s.mode).toEqual({ kind: 'place', group: 'upgrade', building: 'watchtower' });
    expect(s.tab).toBe('might');
  });

  it('Populate and Renovate show the Age of Reason; Demolish keeps the board shown', () => {
    expect(reduce(busy, { type: 'groupChosen', group: 'populate' })).toMatchObject({
      mode: { kind: 'place', group: 'populate' },
      sel: null,
      tab: 'reason',
    });
    expect(reduce(busy, { type: 'groupChosen', group: 'renovate' }).tab).toBe('reason');
    expect(reduce(busy, { type: 'groupChosen', group: 'demolish' })).toMatchObject({
      mode: { kind: 'place', group: 'demolish' },
      sel: null,
      tab: 'faith',
    });
  });

  it('exchanging or ending the turn starts with no cards picked (the place chosen stays)', () => {
    const s = reduce(busy, { type: 'cardsStarted', kind: 'end_turn' });
    expect(s.mode).toEqual({ kind: 'end_turn' });
    expect(s.picked).toEqual(NO_CARDS);
    expect(s.sel).toBe(keep);
    expect(reduce(NO_SELECTION, { type: 'cardsStarted', kind: 'exchange' }).mode).toEqual({ kind: 'exchange' });
  });
});

describe('tapping a square', () => {
  it('selects the place the tap names, at its first payment', () => {
    const s = reduce({ ...busy, sel: null }, { type: 'squareTapped', tap: { kind: 'select', cand: keep, hint: null } });
    expect(s.sel).toBe(keep);
    expect(s.variant).toBe(0);
  });

  it('with no place there drops the selection (the server is asked why)', () => {
    const s = reduce(busy, { type: 'squareTapped', tap: { kind: 'why', action: { type: 'populate', at: 'A1' } } });
    expect(s.sel).toBeNull();
    expect(s.mode).toEqual(busy.mode);
  });

  it('that means nothing, or a journey, leaves the selection as it was', () => {
    expect(reduce(busy, { type: 'squareTapped', tap: { kind: 'none' } })).toBe(busy);
    expect(
      reduce(busy, {
        type: 'squareTapped',
        tap: { kind: 'travel', send: { kind: 'act', action: { type: 'travel', pawn: 0, to: 'faith' } } },
      }),
    ).toBe(busy);
  });
});

describe('the place panel', () => {
  it('picking a place from the list chooses its first payment and shows its board', () => {
    const s = reduce({ ...busy, sel: keep, tab: 'faith' }, { type: 'placePicked', cand: tower });
    expect(s).toMatchObject({ sel: tower, variant: 0, tab: 'might' });
  });

  it('picking no place keeps the board shown', () => {
    expect(reduce(busy, { type: 'placePicked', cand: null })).toMatchObject({ sel: null, variant: 0, tab: 'faith' });
  });

  it('picks a payment and the cards to discard', () => {
    expect(reduce({ ...busy, variant: 0 }, { type: 'variantPicked', variant: 1 }).variant).toBe(1);
    expect(reduce(busy, { type: 'cardsPicked', cards: cards(0, 0, 2) }).picked).toEqual(cards(0, 0, 2));
  });
});

describe('the Adventurers', () => {
  it('tapping one starts its journey and drops the place chosen', () => {
    const s = reduce(busy, { type: 'pawnTapped', pawn: 1 });
    expect(s.mode).toEqual({ kind: 'travel', pawn: 1 });
    expect(s.sel).toBeNull();
  });

  it('tapping the travelling one again stops it (nothing else changes)', () => {
    const travelling: Selection = { ...busy, mode: { kind: 'travel', pawn: 1 } };
    const s = reduce(travelling, { type: 'pawnTapped', pawn: 1 });
    expect(s.mode).toBeNull();
    expect(s.sel).toBe(keep);
  });

  it('a refused journey leaves no Adventurer chosen', () => {
    expect(reduce({ ...NO_SELECTION, mode: { kind: 'travel', pawn: 0 } }, { type: 'travelRefused' }).mode).toBeNull();
  });
});

describe('the boards', () => {
  it('show the board chosen', () => {
    expect(reduce(busy, { type: 'tabChosen', tab: 'reason' }).tab).toBe('reason');
    expect(reduce(busy, { type: 'tabChosen', tab: 'faith' })).toBe(busy);
  });

  it('follow the pointer, and keep the same selection while it stays on one square', () => {
    const s = reduce(NO_SELECTION, { type: 'hovered', age: 'might', sq: 'B2' });
    expect(s.hover).toEqual({ age: 'might', sq: 'B2' });
    expect(reduce(s, { type: 'hovered', age: 'might', sq: 'B2' })).toBe(s);
    expect(reduce(s, { type: 'hovered', age: 'faith', sq: 'B2' }).hover).toEqual({ age: 'faith', sq: 'B2' });
    const left = reduce(s, { type: 'hovered', age: 'might', sq: null });
    expect(left.hover).toBeNull();
    expect(reduce(left, { type: 'hovered', age: 'might', sq: null })).toBe(left);
  });
});

describe('cancelling and a new view', () => {
  for (const type of ['cancelled', 'viewArrived'] as const) {
    it(`${type}: nothing is chosen any more, and the board shown stays`, () => {
      expect(reduce(busy, { type })).toEqual({ ...NO_SELECTION, tab: 'faith' });
    });
  }
});
