// Tests of the Khronos view logic: candidates from the legal actions, squares, words.

import { describe, expect, it } from 'vitest';
import type { LegalGroup } from './types';
import { state } from './fixtures';
import { candidates, candidatesAt, cycle, highlighted, buildableTypes, findByDiscard } from './candidates';
import { cardsText, earnings, handoffReason, ranking, recentEarnings } from './format';
import { mapInfo, probeFootprint, parseSquare, squareName } from './squares';
import { cubeBadges, cubeSlots } from './Building';

const none = { military: 0, religious: 0, civil: 0 };
const legal: LegalGroup[] = [
  {
    group: 'construct',
    actions: [
      { action: { type: 'construct', age: 'might', building: 'keep', squares: ['A2', 'B2'], extra: { military: 0, religious: 1, civil: 0 } }, label: 'Build a Keep on A2-B2 (+1 Religious)' },
      { action: { type: 'construct', age: 'might', building: 'keep', squares: ['A2', 'B2'], extra: none }, label: 'Build a Keep on A2-B2' },
      { action: { type: 'construct', age: 'might', building: 'keep', squares: ['B2', 'B3'], extra: none }, label: 'Build a Keep on B2-B3' },
      { action: { type: 'construct', age: 'faith', building: 'keep', squares: ['A2', 'B2'], extra: none }, label: 'Build a Keep on A2-B2 in Faith' },
      { action: { type: 'construct', age: 'might', building: 'watchtower', squares: ['D1'], extra: none }, label: 'Build a Watchtower on D1' },
    ],
  },
  {
    group: 'populate',
    actions: [{ action: { type: 'populate', at: 'D3' }, label: 'Put a cube on the building at D3' }],
  },
  {
    group: 'end_turn',
    actions: [
      { action: { type: 'end_turn', discard: none }, label: 'End the turn, keeping all cards' },
      { action: { type: 'end_turn', discard: { military: 1, religious: 0, civil: 0 } }, label: 'End, discarding 1 Military' },
    ],
  },
];

describe('footprint highlighting from the legal actions', () => {
  it('groups surcharge variants of one footprint, cheapest first', () => {
    const c = candidates(state(), legal, 'construct', 'keep');
    expect(c).toHaveLength(3);
    const ab = c.find((x) => x.age === 'might' && x.squares.join() === 'A2,B2')!;
    expect(ab.variants.map((v) => v.label)).toEqual(['Build a Keep on A2-B2', 'Build a Keep on A2-B2 (+1 Religious)']);
  });

  it('highlights only the squares of the type chosen, per board', () => {
    const c = candidates(state(), legal, 'construct', 'keep');
    expect([...highlighted(c, 'might')].sort()).toEqual(['A2', 'B2', 'B3']);
    expect([...highlighted(c, 'faith')].sort()).toEqual(['A2', 'B2']);
    expect(highlighted(c, 'reason').size).toBe(0);
  });

  it('cycles between the shapes that contain a square, starting with those anchored there', () => {
    const c = candidates(state(), legal, 'construct', 'keep');
    const at = candidatesAt(c, 'might', 'B2');
    expect(at.map((x) => x.squares.join('-'))).toEqual(['B2-B3', 'A2-B2']);
    expect(cycle(at, null)!.squares).toEqual(['B2', 'B3']);
    expect(cycle(at, at[0])!.squares).toEqual(['A2', 'B2']);
    expect(cycle(at, at[1])!.squares).toEqual(['B2', 'B3']);
    expect(candidatesAt(c, 'might', 'C1')).toEqual([]);
  });

  it('maps a building action to the whole building', () => {
    const c = candidates(state(), legal, 'populate');
    expect(c[0].age).toBe('reason');
    expect(c[0].squares).toEqual(['C3', 'D3']);
    expect(candidatesAt(c, 'reason', 'C3')).toHaveLength(1);
  });

  it('lists buildable types and finds the action for a chosen discard', () => {
    expect(buildableTypes(legal, 'construct')).toEqual(['watchtower', 'keep']);
    expect(findByDiscard(legal, 'end_turn', { military: 1, religious: 0, civil: 0 })?.label).toBe('End, discarding 1 Military');
    expect(findByDiscard(legal, 'end_turn', { military: 2, religious: 0, civil: 0 })).toBeUndefined();
  });
});

describe('Khronos words', () => {
  it('names card piles', () => {
    expect(cardsText({ military: 1, religious: 0, civil: 2 })).toBe('1 Military, 2 Civil');
    expect(cardsText(none)).toBe('no cards');
  });

  it('reads turn 4 and 7 earnings from the log', () => {
    const e = earnings([
      { seq: 10, seat: 0, text: 'Anna ended the turn and drew 2; Anna earned 3 Ecus in the Age of Might; Anna earned 0 Ecus in the Age of Faith', marks: [] },
      { seq: 11, seat: 1, text: 'Ben ended the turn and drew 1; Ben earned 1 Ecu in the Age of Reason', marks: [] },
      { seq: 30, seat: 0, text: 'Anna ended the turn and drew 2; Anna earned 5 Ecus in the Age of Might', marks: [] },
    ]);
    expect(e.map((x) => [x.name, x.ecus, x.age, x.turn])).toEqual([
      ['Anna', 3, 'Age of Might', 4],
      ['Anna', 0, 'Age of Faith', 4],
      ['Ben', 1, 'Age of Reason', 4],
      ['Anna', 5, 'Age of Might', 7],
    ]);
  });

  it('ranks with shared places', () => {
    const r = ranking([
      { name: 'A', ecus: 5 },
      { name: 'B', ecus: 9 },
      { name: 'C', ecus: 5 },
    ]);
    expect(r.map((x) => [x.name, x.rank])).toEqual([
      ['B', 1],
      ['A', 2],
      ['C', 2],
    ]);
  });

  it('shows every player’s earnings of the turn just earned on the hand-off screen', () => {
    const log = [
      { seq: 10, seat: 0, text: 'Anna ended the turn and drew 2; Anna earned 3 Ecus in the Age of Might', marks: [] },
      { seq: 11, seat: 1, text: 'Ben ended the turn and drew 1; Ben earned 1 Ecu in the Age of Reason; Ben earned 2 Ecus in the Age of Faith', marks: [] },
    ];
    // The turn-5 hand-off after the last player's turn 4: everyone's turn-4 earnings.
    expect(recentEarnings(log).map((e) => [e.name, e.ecus, e.age, e.turn])).toEqual([
      ['Anna', 3, 'Age of Might', 4],
      ['Ben', 1, 'Age of Reason', 4],
      ['Ben', 2, 'Age of Faith', 4],
    ]);
    expect(recentEarnings(log.slice(0, 1)).map((e) => e.name)).toEqual(['Anna']);
    // Turn 7's box lists turn 7's earnings only.
    const seven = [...log, { seq: 30, seat: 0, text: 'Anna ended the turn; Anna earned 9 Ecus in the Age of Faith', marks: [] }];
    expect(recentEarnings(seven).map((e) => [e.name, e.ecus, e.turn])).toEqual([['Anna', 9, 7]]);
    expect(recentEarnings([{ seq: 12, seat: 0, text: 'Anna built a Keep', marks: [] }, ...log].reverse())).toEqual([]);
    expect(recentEarnings([])).toEqual([]);
  });

  it('says why the device is handed over: a turn, a decision for another’s move, or any other move', () => {
    const names = ['Anna', 'Ben', 'Cleo'];
    expect(handoffReason(state({ active: 1, turn: 3 }), names, 1)).toBe('Turn 3 of 7: Ben’s turn.');
    const pending = state({ active: 1, pending: { decision: 'choose_downsize', chooser: 2, age: 'might', candidates: [1] } });
    expect(handoffReason(pending, names, 2)).toBe('Cleo must make a decision for Ben’s move.');
    expect(handoffReason(pending, names, 1)).toBe('Ben must act.');
    expect(handoffReason(state({ active: 5, pending: { decision: 'choose_downsize', chooser: 0, age: 'might', candidates: [1] } }), names, 0)).toBe(
      'Anna must make a decision for the active player’s move.',
    );
  });
});

describe('squares', () => {
  it('parses and names squares and reads the map', () => {
    expect(parseSquare('B3')).toEqual({ x: 1, y: 2 });
    expect(squareName(11, 9)).toBe('L10');
    const m = mapInfo(['# comment', '....', '.f~.', '..M.'], state().terrain);
    expect([m.width, m.height]).toEqual([4, 3]);
    expect([...m.printed]).toEqual(['C3']);
  });

  it('probes a footprint inside the map', () => {
    const m = mapInfo(['....', '.f~.', '..M.'], state().terrain);
    expect(probeFootprint(m, 'A1', 2)).toEqual(['A1', 'B1']);
    expect(probeFootprint(m, 'D1', 3)).toEqual(['D1', 'C1', 'B1']);
  });
});

describe('cube badges on a building', () => {
  it('two under the label of each square, but not under the controller’s chip', () => {
    expect(cubeSlots([{ x: 0, y: 0 }], false)).toHaveLength(2);
    expect(cubeSlots([{ x: 0, y: 0 }], true)).toHaveLength(1);
    expect(cubeSlots([{ x: 0, y: 0 }, { x: 1, y: 0 }], true)).toHaveLength(3);
  });

  it('one per player while they fit, else as many as fit less one and “+N” for the others', () => {
    expect(cubeBadges(['A', 'B'], 2)).toEqual({ shown: ['A', 'B'], more: 0 });
    expect(cubeBadges(['A', 'B', 'C', 'D'], 2)).toEqual({ shown: ['A'], more: 3 });
    expect(cubeBadges(['A', 'B'], 1)).toEqual({ shown: [], more: 2 });
  });
});
