// Khronos words and symbols: ages, card colours and piles, building types, Ecus, the
// earnings read from the log, the final ranking, why the device is handed over. The words come
// from the catalogues (i18n/messages), in the device's language, when they are asked for.

import type { Age, BuildingType, Cards, KhronosState, Kind } from './types';
import type { LogLine } from '../../types';
import { t } from '../../i18n';
import { cardsInWords, ecusInWords } from './words';

/** An age's name, no article ("Age of Might"). */
export function ageTitle(age: Age): string {
  return t('khronos-age-title', { age });
}

/** A card colour's name ("Military"). */
export function kindTitle(kind: Kind): string {
  return t('khronos-colour', { colour: kind });
}

/** A one-glyph symbol per card colour so colour is never the only cue. */
export const KIND_SYMBOL: Record<Kind, string> = {
  military: '⚔',
  religious: '✝',
  civil: '⌂',
};

export interface TypeInfo {
  kind: Kind;
  size: number;
}

export const TYPE_INFO: Record<BuildingType, TypeInfo> = {
  watchtower: { kind: 'military', size: 1 },
  keep: { kind: 'military', size: 2 },
  castle: { kind: 'military', size: 3 },
  chapel: { kind: 'religious', size: 1 },
  monastery: { kind: 'religious', size: 2 },
  abbey: { kind: 'religious', size: 3 },
  hamlet: { kind: 'civil', size: 1 },
  town: { kind: 'civil', size: 2 },
  city: { kind: 'civil', size: 3 },
};

/** A building type's name ("Keep"). */
export function typeTitle(b: BuildingType): string {
  return t('khronos-building', { building: b });
}

/** A building type's two-letter abbreviation on the boards and buttons ("Kp"). */
export function typeAbbr(b: BuildingType): string {
  return t('khronos-building-abbr', { building: b });
}

/** A building type's name with its article: "a Keep", "an Abbey". */
export function withArticle(b: BuildingType): string {
  return t('khronos-building-a', { building: b });
}

/** Cards colour by colour ("1 Military, 2 Civil"), or "no cards". */
export function cardsText(c: Cards | null | undefined): string {
  return c ? cardsInWords(c) : t('khronos-no-cards');
}

export function cardsTotal(c: Cards | null | undefined): number {
  return c ? c.military + c.religious + c.civil : 0;
}

/** `n` Ecus ("1 Ecu", "3 Ecus"). */
export function ecus(n: number): string {
  return ecusInWords(n);
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
  const name = names[seat] ?? '';
  if (state.pending && state.pending.chooser === seat) {
    const active = names[state.active];
    return active === undefined ? t('khronos-handoff-decision-anyone', { name }) : t('khronos-handoff-decision', { name, active });
  }
  if (state.active === seat && state.pending === null) return t('khronos-handoff-turn', { turn: state.turn, name });
  return t('khronos-handoff-act', { name });
}

/** Final ranking: most Ecus first; equal Ecus share a rank. */
export function ranking(players: { name: string; ecus: number }[]): { rank: number; seat: number; name: string; ecus: number }[] {
  const rows = players.map((p, seat) => ({ seat, name: p.name, ecus: p.ecus }));
  rows.sort((a, b) => b.ecus - a.ecus || a.seat - b.seat);
  return rows.map((r) => ({ ...r, rank: 1 + rows.filter((o) => o.ecus > r.ecus).length }));
}
