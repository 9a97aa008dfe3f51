// Tests of what every table shares: the hand-off rules (who may be shown, bots) and the
// words of seats, times and ordinals.

import { describe, expect, it } from 'vitest';
import { hasActed, sinceLastTurn } from './format';
import { startsTurn } from './logWords';
import { watcherOf } from './tableSession';
import { highlightedLines, markWords, marksOf, marksOn } from './marks';
import { PACE_MS, botPauseMs, setBotPace } from './pace';
import { AUTOPLAY_MS, autoplayMs, autoplayNext } from './steps';
import type { LogLine, Mark } from '../types';
import type { MarkPiece } from '../generated/protocol';
import { HandoffMemory, afterAction, defaultMemory, botSeats, decideScreen, localHumans, othersMovedSince } from './handoff';
import { distinctGameName, MAX_GAME_NAME, ordinal, seatStyles } from './format';

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
    const store = {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
    };
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

  it('forgets the revealed seat with the table screen: a new screen starts at the hand-off', () => {
    const shown = defaultMemory();
    shown.reveal(3, 1);
    expect(shown.revealed(3)).toBe(1);
    expect(defaultMemory().revealed(3)).toBeNull();
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

describe('a device holding some seats of a LAN game', () => {
  it('shows the public board on another device’s move, and a bot’s move as before', () => {
    expect(decideScreen(1, false, null, [], 3, [0])).toEqual({ kind: 'away', seat: 1 });
    expect(decideScreen(2, false, 2, [], 3, [0])).toEqual({ kind: 'away', seat: 2 });
    expect(decideScreen(2, false, null, [2], 3, [0])).toEqual({ kind: 'bot', seat: 2 });
    expect(decideScreen(null, false, null, [], 3, [0])).toEqual({ kind: 'waiting' });
    expect(decideScreen(null, true, null, [], 3, [0])).toEqual({ kind: 'finished' });
  });

  it('shows the hand of its only seat at once: nobody else uses the device', () => {
    expect(decideScreen(0, false, null, [], 3, [0])).toEqual({ kind: 'play', seat: 0 });
    expect(afterAction(0, 0, false, [], 3, [0])).toEqual({ kind: 'play', seat: 0 });
    expect(afterAction(0, 1, false, [], 3, [0])).toEqual({ kind: 'away', seat: 1 });
  });

  it('hands off among its own seats when several people share it', () => {
    expect(decideScreen(0, false, null, [], 3, [0, 2])).toEqual({ kind: 'handoff', seat: 0 });
    expect(decideScreen(2, false, 2, [], 3, [0, 2])).toEqual({ kind: 'play', seat: 2 });
    expect(afterAction(0, 2, false, [], 3, [0, 2])).toEqual({ kind: 'handoff', seat: 2 });
    // A held seat handed to a bot leaves one person on the device.
    expect(decideScreen(0, false, null, [2], 3, [0, 2])).toEqual({ kind: 'play', seat: 0 });
  });

  it('counts only the people on this device', () => {
    expect(localHumans(null, [1], 3)).toBe(2);
    expect(localHumans([0, 2], [2])).toBe(1);
    expect(localHumans([], [])).toBe(0);
    // A bystander: every move is someone else’s.
    expect(decideScreen(0, false, null, [], 3, [])).toEqual({ kind: 'away', seat: 0 });
  });
});

describe('formatting', () => {
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

  it('writes ordinals', () => {
    expect(ordinal(1)).toBe('1st');
    expect(ordinal(2)).toBe('2nd');
    expect(ordinal(11)).toBe('11th');
  });
});

describe('since a seat last moved', () => {
  const line = (seq: number, seat: number): LogLine => ({ seq, seat, facts: [], action: null, marks: [] });
  it('lists the lines after its last one, or the latest when it has not moved yet', () => {
    const log = [line(0, 0), line(1, 1), line(2, 2), line(3, 0), line(4, 1), line(5, 2)];
    expect(sinceLastTurn(log, 0).map((l) => l.seq)).toEqual([4, 5]);
    expect(sinceLastTurn(log, 2)).toEqual([]);
    expect(sinceLastTurn([line(0, 1)], 0).map((l) => l.seq)).toEqual([0]);
    // Nothing is left out, however long: the first turn against three bots ran to 14 lines,
    // and the first two were dropped.
    const long = Array.from({ length: 40 }, (_, i) => line(i, 1 + (i % 3)));
    expect(sinceLastTurn(long, 0).map((l) => l.seq)).toEqual(long.map((l) => l.seq));
    expect(hasActed(long, 0)).toBe(false);
    expect(hasActed(log, 0)).toBe(true);
  });
});

describe('the seat a device shows while it waits', () => {
  it('is its one person’s seat, never one of several people’s', () => {
    const away = { kind: 'away', seat: 2 } as const;
    expect(watcherOf(away, [1], [], 3)).toBe(1);
    expect(watcherOf({ kind: 'bot', seat: 2 }, null, [1, 2], 3)).toBe(0);
    expect(watcherOf(away, [0, 1], [], 3)).toBeNull();
    expect(watcherOf({ kind: 'bot', seat: 2 }, null, [2], 3)).toBeNull();
    expect(watcherOf({ kind: 'play', seat: 1 }, [1], [], 3)).toBeNull();
  });
});

describe('the log’s turns', () => {
  const line = (seq: number, seat: number): LogLine => ({ seq, seat, facts: [], action: null, marks: [] });
  it('a turn starts where the acting seat changes', () => {
    const log = [line(0, 0), line(1, 0), line(2, 1), line(3, 1), line(4, 1), line(5, 0)];
    expect(log.map((_, i) => startsTurn(log, i))).toEqual([true, false, true, false, false, true]);
  });
});

describe('what the boards highlight', () => {
  const built = (board: string, at: string[]): Mark => ({ board, kind: 'built', at, piece: { kind: 'building', building: 'keep' } });
  const line = (seq: number, seat: number, marks: Mark[] = []): LogLine => ({ seq, seat, facts: [], action: null, marks });
  const log = [
    line(0, 0, [built('might', ['A1'])]),
    line(1, 1, [built('faith', ['B2'])]),
    line(2, 2, [built('might', ['C3']), built('reason', ['C3'])]),
  ];
  it('shows a seat what the others did since its last move, its own last action, or the latest on a public screen', () => {
    expect(highlightedLines(log, 0).map((l) => l.seq)).toEqual([1, 2]);
    expect(highlightedLines(log, 2).map((l) => l.seq)).toEqual([2]);
    expect(highlightedLines(log, null).map((l) => l.seq)).toEqual([2]);
    expect(highlightedLines([], 0)).toEqual([]);
    const marks = marksOf(highlightedLines(log, 0));
    expect(marks.map((m) => m.at[0])).toEqual(['B2', 'C3', 'C3']);
    expect(marksOn(marks, 'faith')).toHaveLength(1);
  });
  it('says each change in words, the piece as the game words it', () => {
    // A game's words that know buildings only (each game's own are tested in games/marks.test.ts).
    const words = { piece: (p: MarkPiece) => (p.kind === 'building' ? p.building.toUpperCase() : null) };
    expect(markWords(built('might', ['A1']), words)).toBe('new KEEP');
    expect(markWords({ board: 'might', kind: 'removed', at: ['A1'], piece: { kind: 'building', building: 'chapel' } }, words)).toBe(
      'removed: CHAPEL',
    );
    expect(markWords({ board: 'map', kind: 'moved', at: ['D4'], from: 'D5' }, words)).toBe('moved here from D5');
    expect(markWords({ board: 'map', kind: 'fight', at: ['D4'], from: 'D5' }, words)).toBe('attacked from D5');
    // A piece the game does not know (a newer host's), or none: the change alone.
    expect(markWords({ board: 'map', kind: 'removed', at: ['D4'], piece: { kind: 'atlantis' } }, words)).toBe('removed');
    expect(markWords({ board: 'map', kind: 'added', at: ['D4'], piece: { kind: 'dragon' } as unknown as MarkPiece }, words)).toBe('added');
    expect(markWords({ board: 'map', kind: 'added', at: ['D4'] }, words)).toBe('added');
  });
});

describe('the bots’ pace on this device', () => {
  it('pauses as chosen, even where the page cannot store it', () => {
    expect(PACE_MS.normal).toBeGreaterThan(PACE_MS.faster);
    setBotPace('skip');
    expect(botPauseMs()).toBe(0);
    setBotPace('faster');
    expect(botPauseMs()).toBe(PACE_MS.faster);
  });
});

describe('a new game’s default name', () => {
  it('is the players’ names, numbered when a saved game has it already', () => {
    const players = ['Anna', 'Ben', 'Cleo'];
    expect(distinctGameName(players, [])).toBe('Anna, Ben, Cleo');
    expect(distinctGameName(players, ['Anna, Ben'])).toBe('Anna, Ben, Cleo');
    expect(distinctGameName(players, ['Anna, Ben, Cleo'])).toBe('Anna, Ben, Cleo (2)');
    expect(distinctGameName(players, ['Anna, Ben, Cleo', 'Anna, Ben, Cleo (2)'])).toBe('Anna, Ben, Cleo (3)');
    expect(distinctGameName(players, ['Anna, Ben, Cleo (2)'])).toBe('Anna, Ben, Cleo');
  });
  it('stays within the longest name allowed', () => {
    const long = ['x'.repeat(40), 'y'.repeat(40), 'z'.repeat(40)];
    const first = distinctGameName(long, []);
    expect(first.length).toBeLessThanOrEqual(MAX_GAME_NAME);
    const second = distinctGameName(long, [first]);
    expect(second.length).toBeLessThanOrEqual(MAX_GAME_NAME);
    expect(second.endsWith(' (2)')).toBe(true);
  });
});

describe('a replay playing itself', () => {
  it('steps to the end and stops, slower for reduced motion', () => {
    expect(autoplayNext(0, 3)).toBe(1);
    expect(autoplayNext(2, 3)).toBe(3);
    expect(autoplayNext(3, 3)).toBeNull();
    expect(autoplayNext(0, 0)).toBeNull();
    expect(autoplayMs(false)).toBe(AUTOPLAY_MS.normal);
    expect(autoplayMs(true)).toBe(AUTOPLAY_MS.reduced);
    expect(AUTOPLAY_MS.reduced).toBeGreaterThan(AUTOPLAY_MS.normal);
  });
});
