// Tests of the Khronos view logic: candidates from the legal actions, squares, words.

import { describe, expect, it } from 'vitest';
import type { Age, LegalGroup } from './types';
import type { LogLine } from '../../types';
import { actionLabel } from './words';
import { state } from './fixtures';
import { candidates, candidatesAt, cycle, highlighted, buildableTypes, findByDiscard } from './candidates';
import { cardsText, earnings, handoffReason, ranking, recentEarnings } from './format';
import { mapInfo, probeFootprint, parseSquare, squareName } from './squares';
import { cubeBadges, cubeSlots, pictureBox } from './Building';
import { stockOf } from './Stock';

const none = { military: 0, religious: 0, civil: 0 };
const legal: LegalGroup[] = [
  {
    group: 'construct',
    actions: [
      {
        action: {
          type: 'construct',
          age: 'might',
          building: 'keep',
          squares: ['A2', 'B2'],
          extra: { military: 0, religious: 1, civil: 0 },
        },
      },
      { action: { type: 'construct', age: 'might', building: 'keep', squares: ['A2', 'B2'], extra: none } },
      { action: { type: 'construct', age: 'might', building: 'keep', squares: ['B2', 'B3'], extra: none } },
      { action: { type: 'construct', age: 'faith', building: 'keep', squares: ['A2', 'B2'], extra: none } },
      { action: { type: 'construct', age: 'might', building: 'watchtower', squares: ['D1'], extra: none } },
    ],
  },
  {
    group: 'populate',
    actions: [{ action: { type: 'populate', at: 'D3' } }],
  },
  {
    group: 'end_turn',
    actions: [
      { action: { type: 'end_turn', discard: none } },
      { action: { type: 'end_turn', discard: { military: 1, religious: 0, civil: 0 } } },
    ],
  },
];

describe('footprint highlighting from the legal actions', () => {
  it('groups surcharge variants of one footprint, cheapest first', () => {
    const c = candidates(state(), legal, 'construct', 'keep');
    expect(c).toHaveLength(3);
    const ab = c.find((x) => x.age === 'might' && x.squares.join() === 'A2,B2')!;
    expect(ab.variants.map((v) => actionLabel(v.action))).toEqual([
      'Build a Keep on A2-B2 in the Age of Might',
      'Build a Keep on A2-B2 in the Age of Might (+1 Religious)',
    ]);
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
    expect(findByDiscard(legal, 'end_turn', { military: 1, religious: 0, civil: 0 })?.action).toEqual({
      type: 'end_turn',
      discard: { military: 1, religious: 0, civil: 0 },
    });
    expect(findByDiscard(legal, 'end_turn', { military: 2, religious: 0, civil: 0 })).toBeUndefined();
  });
});

describe('Khronos words', () => {
  it('names card piles', () => {
    expect(cardsText({ military: 1, religious: 0, civil: 2 })).toBe('1 Military, 2 Civil');
    expect(cardsText(none)).toBe('no cards');
  });

  // A log line of `seat`'s end of turn, with what it earned on each board.
  const ended = (seq: number, seat: number, earned: [Age, number][]): LogLine => ({
    seq,
    seat,
    facts: [
      { event: 'turn_ended', seat, discarded: 0, drawn: 2 },
      ...earned.map(([age, ecus]) => ({ event: 'earned' as const, seat, age, ecus })),
    ],
    action: null,
    marks: [],
  });

  it('reads turn 4 and 7 earnings from the log', () => {
    const e = earnings([
      ended(10, 0, [
        ['might', 3],
        ['faith', 0],
      ]),
      ended(11, 1, [['reason', 1]]),
      ended(30, 0, [['might', 5]]),
    ]);
    expect(e.map((x) => [x.seat, x.ecus, x.age, x.turn])).toEqual([
      [0, 3, 'might', 4],
      [0, 0, 'faith', 4],
      [1, 1, 'reason', 4],
      [0, 5, 'might', 7],
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
      ended(10, 0, [['might', 3]]),
      ended(11, 1, [
        ['reason', 1],
        ['faith', 2],
      ]),
    ];
    // The turn-5 hand-off after the last player's turn 4: everyone's turn-4 earnings.
    expect(recentEarnings(log).map((e) => [e.seat, e.ecus, e.age, e.turn])).toEqual([
      [0, 3, 'might', 4],
      [1, 1, 'reason', 4],
      [1, 2, 'faith', 4],
    ]);
    expect(recentEarnings(log.slice(0, 1)).map((e) => e.seat)).toEqual([0]);
    // Turn 7's box lists turn 7's earnings only.
    const seven = [...log, ended(30, 0, [['faith', 9]])];
    expect(recentEarnings(seven).map((e) => [e.seat, e.ecus, e.turn])).toEqual([[0, 9, 7]]);
    const built: LogLine = {
      seq: 12,
      seat: 0,
      facts: [{ event: 'travelled', seat: 0, pawn: 0, from: 'might', to: 'faith' }],
      action: null,
      marks: [],
    };
    expect(recentEarnings([built, ...log].reverse())).toEqual([]);
    expect(recentEarnings([])).toEqual([]);
  });

  it('says why the device is handed over: a turn, a decision for another’s move, or any other move', () => {
    const names = ['Anna', 'Ben', 'Cleo'];
    expect(handoffReason(state({ active: 1, turn: 3 }), names, 1)).toBe('Turn 3 of 7: Ben’s turn.');
    const pending = state({ active: 1, pending: { decision: 'choose_downsize', chooser: 2, age: 'might', candidates: [1] } });
    expect(handoffReason(pending, names, 2)).toBe('Cleo must make a decision for Ben’s move.');
    expect(handoffReason(pending, names, 1)).toBe('Ben must act.');
    expect(
      handoffReason(state({ active: 5, pending: { decision: 'choose_downsize', chooser: 0, age: 'might', candidates: [1] } }), names, 0),
    ).toBe('Anna must make a decision for the active player’s move.');
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
  it('one big badge at the foot of each square while each player has a square, else two smaller ones a square', () => {
    const one = cubeSlots([{ x: 0, y: 0 }], 1);
    expect(one).toHaveLength(1);
    const two = cubeSlots(
      [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ],
      2,
    );
    expect(two).toHaveLength(2);
    expect(two[0].size).toBe(one[0].size);
    const shared = cubeSlots(
      [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ],
      3,
    );
    expect(shared).toHaveLength(4);
    expect(shared[0].size).toBeLessThan(one[0].size);
    // Big enough to read on a tablet: over half a square.
    expect(one[0].size / 40).toBeGreaterThan(0.5);
  });

  it('one per player while they fit, else as many as fit less one and “+N” for the others', () => {
    expect(cubeBadges(['A', 'B'], 2)).toEqual({ shown: ['A', 'B'], more: 0 });
    expect(cubeBadges(['A', 'B', 'C', 'D'], 2)).toEqual({ shown: ['A'], more: 3 });
    expect(cubeBadges(['A', 'B'], 1)).toEqual({ shown: [], more: 2 });
  });
});

describe('the tiles left in stock', () => {
  it('counts each type the view lists, and none of a type it does not list', () => {
    const stock = stockOf(
      state({
        stock: [
          ['city', 0],
          ['keep', 21],
        ],
      }),
    );
    expect(stock.city).toBe(0);
    expect(stock.keep).toBe(21);
    expect(stock.abbey).toBe(0);
    expect(Object.keys(stock)).toHaveLength(9);
  });
});

describe('a building’s picture', () => {
  it('lies across a domino’s joint, large, and small beside the cubes on a populated Hamlet', () => {
    const foot = { chip: false, cubes: false, ruinWord: false };
    const domino = pictureBox(
      [
        { x: 1, y: 1 },
        { x: 2, y: 1 },
      ],
      foot,
    );
    const joint = 16 + 2 * 40;
    expect(domino.x).toBeLessThan(joint);
    expect(domino.x + domino.size).toBeGreaterThan(joint);
    expect(domino.size).toBeGreaterThanOrEqual(28);
    const hamlet = pictureBox([{ x: 0, y: 0 }], { ...foot, cubes: true });
    const [badge] = cubeSlots([{ x: 0, y: 0 }], 1);
    expect(hamlet.x + hamlet.size).toBeLessThanOrEqual(badge.x);
  });
});
