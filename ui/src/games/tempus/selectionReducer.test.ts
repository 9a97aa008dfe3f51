// Tests of the Tempus table's selection reducer (selectionReducer.ts): how what the player does
// moves the selection on, alone and fed by what taps mean on a hand-made legal-action list.

import { describe, expect, it } from 'vitest';
import type { TAction, TLegalAction, TLegalGroup } from './types';
import { tstate } from './fixtures';
import type { Mode } from './selection';
import { mapOptions, tapHex } from './selection';
import type { Selection } from './selectionReducer';
import { NO_SELECTION, reduce } from './selectionReducer';

const la = (action: TAction): TLegalAction => ({ action });
const LEGAL: TLegalGroup[] = [
  {
    group: 'fight',
    actions: [la({ type: 'fight', from: 'G7', to: 'H7', leader: null }), la({ type: 'fight', from: 'C3', to: 'D3', leader: null })],
  },
];
const FIGHT: Mode = { kind: 'fight', leader: false };

/** A selection in the middle of a choice: a fight from G7 on H7, cards picked, the tile turned. */
const busy: Selection = { mode: FIGHT, from: 'G7', picked: ['H7'], cards: [0, 2], rotation: 3, hover: 'H7' };

describe('starting and cancelling', () => {
  it('starting a mode drops what was chosen before (the tile keeps its turn)', () => {
    const mode: Mode = { kind: 'city' };
    expect(reduce(busy, { type: 'modeStarted', mode })).toEqual({ mode, from: null, picked: [], cards: [], rotation: 3, hover: null });
  });

  for (const type of ['cancelled', 'viewArrived'] as const) {
    it(`${type}: nothing is chosen any more, and the tile keeps its turn`, () => {
      expect(reduce(busy, { type })).toEqual({ ...NO_SELECTION, rotation: 3 });
    });
  }
});

describe('tapping a hex', () => {
  it('choosing another first hex drops the hexes picked from the last one', () => {
    const s = reduce(busy, { type: 'hexTapped', tap: { kind: 'from', hex: 'C3' } });
    expect(s.from).toBe('C3');
    expect(s.picked).toEqual([]);
  });

  it('choosing the same first hex again keeps what was picked', () => {
    expect(reduce(busy, { type: 'hexTapped', tap: { kind: 'from', hex: 'G7' } })).toMatchObject({ from: 'G7', picked: ['H7'] });
  });

  it('dropping the first hex drops what was picked from it', () => {
    expect(reduce(busy, { type: 'hexTapped', tap: { kind: 'from', hex: null } })).toMatchObject({ from: null, picked: [] });
  });

  it('changes the hexes picked', () => {
    expect(reduce(busy, { type: 'hexTapped', tap: { kind: 'picked', hexes: ['G8', 'H8'] } }).picked).toEqual(['G8', 'H8']);
  });

  it('that plays, explains or informs leaves the selection as it was', () => {
    expect(reduce(busy, { type: 'hexTapped', tap: { kind: 'act', action: { type: 'babies', at: ['G7'] } } })).toBe(busy);
    expect(reduce(busy, { type: 'hexTapped', tap: { kind: 'explain', action: { type: 'babies', at: ['G7'] } } })).toBe(busy);
    expect(reduce(busy, { type: 'hexTapped', tap: { kind: 'inform', text: 'no' } })).toBe(busy);
    expect(reduce(busy, { type: 'hexTapped', tap: { kind: 'none' } })).toBe(busy);
  });

  it('a fight chosen tap by tap: the attacker, the hex attacked, then another attacker', () => {
    const o = mapOptions(tstate({ phase: 'actions', active: 0 }), LEGAL, 0, FIGHT);
    const tap = (s: Selection, h: string) => reduce(s, { type: 'hexTapped', tap: tapHex(o, s.mode, s, [], h) });
    let s = reduce(NO_SELECTION, { type: 'modeStarted', mode: FIGHT });
    s = tap(s, 'G7');
    expect(s).toMatchObject({ from: 'G7', picked: [] });
    s = tap(s, 'H7');
    expect(s).toMatchObject({ from: 'G7', picked: ['H7'] });
    s = tap(s, 'C3');
    expect(s).toMatchObject({ from: 'C3', picked: [] });
    s = tap(s, 'C3');
    expect(s).toMatchObject({ from: null, picked: [] });
  });
});

describe('the action panel and the map', () => {
  it('picks the tile centre, or none', () => {
    expect(reduce(NO_SELECTION, { type: 'centrePicked', hex: 'G7' }).picked).toEqual(['G7']);
    expect(reduce(busy, { type: 'centrePicked', hex: null }).picked).toEqual([]);
  });

  it('picks cards and turns the tile', () => {
    expect(reduce(busy, { type: 'cardsPicked', cards: [1] }).cards).toEqual([1]);
    expect(reduce(busy, { type: 'tileTurned', rotation: 4 }).rotation).toBe(4);
    expect(reduce(busy, { type: 'tileTurned', rotation: 3 })).toBe(busy);
  });

  it('follows the pointer, and keeps the same selection while it stays on one hex', () => {
    const s = reduce(NO_SELECTION, { type: 'hovered', hex: 'G7' });
    expect(s.hover).toBe('G7');
    expect(reduce(s, { type: 'hovered', hex: 'G7' })).toBe(s);
    expect(reduce(s, { type: 'hovered', hex: null }).hover).toBeNull();
  });
});
