import { describe, expect, it } from 'vitest';
import type { KhronosState, LegalGroup } from '../types';
import { candidates, candidatesAt, cycle, highlighted, buildableTypes, findByDiscard } from './candidates';
import { HandoffMemory, afterAction, botSeats, decideScreen, othersMovedSince } from './handoff';
import { cardsText, earnings, ranking, seatStyles, timeAgo, ordinal } from './format';
import { mapInfo, probeFootprint, parseSquare, squareName } from './squares';

function state(over: Partial<KhronosState> = {}): KhronosState {
  return {
    viewer: 0,
    map: ['....', '.f~.', '..M.'],
    terrain: ['plain', 'plain', 'plain', 'plain', 'plain', 'forest', 'river', 'plain', 'plain', 'plain', 'mountain', 'plain'],
    options: { holdem: false, discard_all: false },
    boards: [
      [{ id: 1, building: 'keep', squares: ['A1', 'B1'], controller: 0, printed: false, ruin: false, renovation: null, cubes: [0, 0], shadow: false }],
      [],
      [{ id: 2, building: 'town', squares: ['C3', 'D3'], controller: null, printed: false, ruin: false, renovation: null, cubes: [1, 0], shadow: false }],
    ],
    players: [],
    deck_count: 40,
    discard_count: 0,
    face_up: { military: 0, religious: 0, civil: 0 },
    stock: [],
    turn: 1,
    first: 0,
    active: 0,
    to_act: 0,
    cards_played: 0,
    exchange_open: true,
    pending: null,
    finished: false,
    ecus_history: [],
    ...over,
  };
}

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

describe('hand-off decisions', () => {
  it('hides a revealed hand once other seats have moved, even when it is that seat again', () => {
    const shown = { kind: 'play', seat: 1 } as const;
    expect(othersMovedSince(shown, 7, 7, 3)).toBe(false);
    expect(othersMovedSince(shown, 7, 10, 3)).toBe(true);
    // One person against bots: nobody to hide the hand from.
    expect(othersMovedSince(shown, 7, 10, 1)).toBe(false);
    expect(othersMovedSince({ kind: 'handoff', seat: 1 }, 7, 10, 3)).toBe(false);
    expect(othersMovedSince(shown, null, 10, 3)).toBe(false);
  });

  it('shows a seat only after it was revealed and while it must act', () => {
    expect(decideScreen(1, false, null)).toEqual({ kind: 'handoff', seat: 1 });
    expect(decideScreen(1, false, 1)).toEqual({ kind: 'play', seat: 1 });
    expect(decideScreen(2, false, 1)).toEqual({ kind: 'handoff', seat: 2 });
    expect(decideScreen(null, true, 1)).toEqual({ kind: 'finished' });
    expect(decideScreen(null, false, null)).toEqual({ kind: 'waiting' });
  });

  it('hands off after an action passes the move (end of turn or another seat’s decision)', () => {
    expect(afterAction(0, 0, false)).toEqual({ kind: 'play', seat: 0 });
    expect(afterAction(0, 1, false)).toEqual({ kind: 'handoff', seat: 1 });
    expect(afterAction(0, 2, false)).toEqual({ kind: 'handoff', seat: 2 });
    expect(afterAction(2, null, true)).toEqual({ kind: 'finished' });
  });

  it('remembers the revealed seat per game across reloads', () => {
    const m = new Map<string, string>();
    const store = { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
    const a = new HandoffMemory(store);
    expect(a.revealed(3)).toBeNull();
    a.reveal(3, 0);
    expect(new HandoffMemory(store).revealed(3)).toBe(0);
    expect(a.revealed(4)).toBeNull();
    a.conceal(3);
    expect(a.revealed(3)).toBeNull();
    m.set('epochs.revealed.5', 'junk');
    expect(a.revealed(5)).toBeNull();
    expect(new HandoffMemory(null).revealed(3)).toBeNull();
  });
});

describe('formatting', () => {
  it('names card piles', () => {
    expect(cardsText({ military: 1, religious: 0, civil: 2 })).toBe('1 Military, 2 Civil');
    expect(cardsText(none)).toBe('no cards');
  });

  it('gives each seat a distinct letter and pattern', () => {
    const s = seatStyles([
      { name: 'Anna', colour: 'red', kind: 'human' },
      { name: 'Alex', colour: 'blue', kind: 'human' },
      { name: 'ann', colour: 'nope', kind: 'human' },
    ]);
    expect(s.map((x) => x.letter)).toEqual(['A', 'L', 'N']);
    expect(new Set(s.map((x) => x.pattern)).size).toBe(3);
    expect(s[2].colour).toBe('grey');
  });

  it('reads turn 4 and 7 earnings from the log', () => {
    const e = earnings([
      { seq: 10, seat: 0, text: 'Anna ended the turn and drew 2; Anna earned 3 Ecus in the Age of Might; Anna earned 0 Ecus in the Age of Faith' },
      { seq: 11, seat: 1, text: 'Ben ended the turn and drew 1; Ben earned 1 Ecu in the Age of Reason' },
      { seq: 30, seat: 0, text: 'Anna ended the turn and drew 2; Anna earned 5 Ecus in the Age of Might' },
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
    expect(ordinal(1)).toBe('1st');
    expect(ordinal(2)).toBe('2nd');
    expect(ordinal(11)).toBe('11th');
  });

  it('says how long ago', () => {
    expect(timeAgo(1000, 1000 + 5000)).toBe('just now');
    expect(timeAgo(0, 3 * 60000)).toBe('3 min ago');
    expect(timeAgo(0, 2 * 3600000)).toBe('2 h ago');
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

describe('bots in pass-and-play', () => {
  it('shows the neutral bot screen on a bot’s move, never a hand', () => {
    expect(botSeats([{ kind: 'human' }, { kind: 'bot' }, {}])).toEqual([1]);
    expect(decideScreen(1, false, 0, [1], 3)).toEqual({ kind: 'bot', seat: 1 });
    expect(decideScreen(1, false, 1, [1], 3)).toEqual({ kind: 'bot', seat: 1 });
    expect(afterAction(0, 1, false, [1], 3)).toEqual({ kind: 'bot', seat: 1 });
  });

  it('hands the device over between people, but not to the only person among bots', () => {
    expect(decideScreen(2, false, null, [1], 3)).toEqual({ kind: 'handoff', seat: 2 });
    expect(decideScreen(0, false, null, [1, 2], 3)).toEqual({ kind: 'play', seat: 0 });
    expect(decideScreen(null, true, null, [1, 2], 3)).toEqual({ kind: 'finished' });
  });
});
