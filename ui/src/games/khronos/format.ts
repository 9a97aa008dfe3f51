// Khronos words and symbols: ages, card colours and piles, building types, Ecus, the
// earnings read from the log, the final ranking, why the device is handed over.

import type { Age, BuildingType, Cards, KhronosState, Kind } from './types';
import type { LogLine } from '../../types';
import { plural } from '../../table/format';

export const AGE_TITLE: Record<Age, string> = {
  might: 'Age of Might',
  faith: 'Age of Faith',
  reason: 'Age of Reason',
};

export const KIND_TITLE: Record<Kind, string> = {
  military: 'Military',
  religious: 'Religious',
  civil: 'Civil',
};

/** A one-glyph symbol per card colour so colour is never the only cue. */
export const KIND_SYMBOL: Record<Kind, string> = {
  military: '⚔',
  religious: '✝',
  civil: '⌂',
};

export interface TypeInfo {
  kind: Kind;
  size: number;
  title: string;
  abbr: string;
}

export const TYPE_INFO: Record<BuildingType, TypeInfo> = {
  watchtower: { kind: 'military', size: 1, title: 'Watchtower', abbr: 'Wt' },
  keep: { kind: 'military', size: 2, title: 'Keep', abbr: 'Kp' },
  castle: { kind: 'military', size: 3, title: 'Castle', abbr: 'Cs' },
  chapel: { kind: 'religious', size: 1, title: 'Chapel', abbr: 'Ch' },
  monastery: { kind: 'religious', size: 2, title: 'Monastery', abbr: 'Mo' },
  abbey: { kind: 'religious', size: 3, title: 'Abbey', abbr: 'Ab' },
  hamlet: { kind: 'civil', size: 1, title: 'Hamlet', abbr: 'Hm' },
  town: { kind: 'civil', size: 2, title: 'Town', abbr: 'Tn' },
  city: { kind: 'civil', size: 3, title: 'City', abbr: 'Ci' },
};

/** A building type's name with its article: "a Keep", "an Abbey". */
export function withArticle(t: BuildingType): string {
  const title = TYPE_INFO[t].title;
  return `${/^[AEIOU]/.test(title) ? 'an' : 'a'} ${title}`;
}

export function cardsText(c: Cards | null | undefined): string {
  if (!c) return 'no cards';
  const parts: string[] = [];
  if (c.military) parts.push(`${c.military} Military`);
  if (c.religious) parts.push(`${c.religious} Religious`);
  if (c.civil) parts.push(`${c.civil} Civil`);
  return parts.length ? parts.join(', ') : 'no cards';
}

export function cardsTotal(c: Cards | null | undefined): number {
  return c ? c.military + c.religious + c.civil : 0;
}

export function ecus(n: number): string {
  return plural(n, 'Ecu');
}

export interface Earning {
  seq: number;
  /** The seat that earned. */
  seat: number;
  ecus: number;
  age: Age;
  /** 4 or 7: a seat's first earnings are turn 4's, its second turn 7's. */
  turn: number;
}

/** Earnings read from the game log's facts. */
export function earnings(log: LogLine[]): Earning[] {
  const out: Earning[] = [];
  const seen = new Map<number, Set<number>>();
  for (const line of log) {
    for (const fact of line.facts) {
      if (fact.event !== 'earned') continue;
      const s = seen.get(fact.seat) ?? new Set<number>();
      seen.set(fact.seat, s);
      s.add(line.seq);
      const turn = [...s].sort((a, b) => a - b).indexOf(line.seq) === 0 ? 4 : 7;
      out.push({ seq: line.seq, seat: fact.seat, ecus: fact.ecus, age: fact.age, turn });
    }
  }
  return out;
}

/**
 * The earnings to show on the hand-off screen that follows the last line of the log, when
 * that line earned something: every player's earnings of that earnings turn so far (each
 * player collects at the end of their own turn 4 or 7, so the turn-5 hand-off lists all).
 */
export function recentEarnings(log: LogLine[]): Earning[] {
  const lastSeq = log.length ? log[log.length - 1].seq : -1;
  const all = earnings(log);
  const last = all.filter((e) => e.seq === lastSeq);
  if (!last.length) return [];
  const turn = last[0].turn;
  return all.filter((e) => e.turn === turn);
}

/** Why the device goes to `seat` (names by seat), in public words only. */
export function handoffReason(state: KhronosState, names: (string | undefined)[], seat: number): string {
  const name = names[seat];
  if (state.pending && state.pending.chooser === seat) return `${name} must make a decision for ${names[state.active] ?? 'the active player'}’s move.`;
  if (state.active === seat && state.pending === null) return `Turn ${state.turn} of 7: ${name}’s turn.`;
  return `${name} must act.`;
}

/** Final ranking: most Ecus first; equal Ecus share a rank. */
export function ranking(players: { name: string; ecus: number }[]): { rank: number; seat: number; name: string; ecus: number }[] {
  const rows = players.map((p, seat) => ({ seat, name: p.name, ecus: p.ecus }));
  rows.sort((a, b) => b.ecus - a.ecus || a.seat - b.seat);
  return rows.map((r) => ({ ...r, rank: 1 + rows.filter((o) => o.ecus > r.ecus).length }));
}
