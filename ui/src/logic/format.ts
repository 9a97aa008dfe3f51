// Words and symbols: card piles, building names, seat identities, times, earnings lines.

import type { Age, BuildingType, Cards, Kind, LogLine, SeatInfo } from '../types';

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

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function ecus(n: number): string {
  return plural(n, 'Ecu');
}

/** Player colours offered, each with a pattern so colour is never the only cue. */
export const COLOURS = ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'teal', 'grey'] as const;
export const PATTERNS = ['solid', 'stripes', 'dots', 'checks', 'zigzag'] as const;
export type Pattern = (typeof PATTERNS)[number];

export interface SeatStyle {
  seat: number;
  name: string;
  colour: string;
  letter: string;
  pattern: Pattern;
}

/**
 * Letter and pattern per seat: the name's initial (the next letter of the name, or the
 * seat number, when two names share it) and one pattern per seat.
 */
export function seatStyles(seats: SeatInfo[]): SeatStyle[] {
  const used = new Set<string>();
  return seats.map((s, i) => {
    const letters = [...s.name.toUpperCase()].filter((c) => /[A-Z0-9]/.test(c));
    let letter = letters.find((c) => !used.has(c)) ?? String(i + 1);
    if (used.has(letter)) letter = String(i + 1);
    used.add(letter);
    const colour = (COLOURS as readonly string[]).includes(s.colour) ? s.colour : 'grey';
    return { seat: i, name: s.name || `Seat ${i + 1}`, colour, letter, pattern: PATTERNS[i % PATTERNS.length] };
  });
}

export function timeAgo(ms: number, now = Date.now()): string {
  const s = Math.max(0, Math.round((now - ms) / 1000));
  if (s < 60) return 'just now';
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min ago`;
  const h = Math.round(m / 60);
  if (h < 24) return `${h} h ago`;
  const d = Math.round(h / 24);
  if (d < 30) return plural(d, 'day') + ' ago';
  return new Date(ms).toLocaleDateString();
}

export interface Earning {
  seq: number;
  name: string;
  ecus: number;
  age: string;
  /** 4 or 7: a seat's first earnings are turn 4's, its second turn 7's. */
  turn: number;
}

const EARNED = /^(.+?) earned (\d+) Ecus? in (?:the )?(Age of \w+)$/i;

/** Earnings read from the game log's "earned" lines. */
export function earnings(log: LogLine[]): Earning[] {
  const out: Earning[] = [];
  const seen = new Map<string, Set<number>>();
  for (const line of log) {
    for (const part of line.text.split(/;\s*/)) {
      const m = EARNED.exec(part.trim());
      if (!m) continue;
      const name = m[1];
      const s = seen.get(name) ?? new Set<number>();
      seen.set(name, s);
      s.add(line.seq);
      const turn = [...s].sort((a, b) => a - b).indexOf(line.seq) === 0 ? 4 : 7;
      out.push({ seq: line.seq, name, ecus: Number(m[2]), age: m[3], turn });
    }
  }
  return out;
}

/** Final ranking: most Ecus first; equal Ecus share a rank. */
export function ranking(players: { name: string; ecus: number }[]): { rank: number; seat: number; name: string; ecus: number }[] {
  const rows = players.map((p, seat) => ({ seat, name: p.name, ecus: p.ecus }));
  rows.sort((a, b) => b.ecus - a.ecus || a.seat - b.seat);
  return rows.map((r) => ({ ...r, rank: 1 + rows.filter((o) => o.ecus > r.ecus).length }));
}

export function ordinal(n: number): string {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] || s[v] || s[0]}`;
}
