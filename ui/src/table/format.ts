// Words every screen shares: seat identities (colour, letter, pattern), counts in words,
// times, ordinals.

import { FluentNumber } from '@fluent/bundle';
import { t } from '../i18n';
import type { LogLine, SeatInfo } from '../types';

/**
 * `n` as a message's argument written without grouping ("1234", as the code wrote it: an
 * action's number), its plural still chosen by the language's rules.
 */
export function whole(n: number): FluentNumber {
  return new FluentNumber(n, { useGrouping: false });
}

/** Longest game name the table takes, in characters. */
export const MAX_GAME_NAME = 80;

/**
 * A new game's name when none is given: the players' names, and, when a saved game already
 * has that name, the same with the next free number ("Anna, Ben, Cleo (2)"), within the
 * longest name allowed.
 */
export function distinctGameName(players: string[], taken: string[]): string {
  const base = players
    .map((p) => p.trim())
    .join(', ')
    .slice(0, MAX_GAME_NAME)
    .trim();
  const names = new Set(taken);
  if (!names.has(base)) return base;
  for (let n = 2; ; n++) {
    const mark = ` (${n})`;
    const name = `${base.slice(0, MAX_GAME_NAME - mark.length).trimEnd()}${mark}`;
    if (!names.has(name)) return name;
  }
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
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
    return { seat: i, name: s.name || t('table-seat-name', { number: i + 1 }), colour, letter, pattern: PATTERNS[i % PATTERNS.length] };
  });
}

/** A rank in words, by the language's ordinal rules ("1st", "2nd", « 1er », « 2e »). */
export function ordinal(n: number): string {
  // PluralRules reads `type`; NumberFormat ignores it.
  return t('table-ordinal', { rank: new FluentNumber(n, { type: 'ordinal', useGrouping: false } as Intl.NumberFormatOptions) });
}

/**
 * What the other seats did since `seat` last acted: every log line after its last one, or
 * the whole log when it has not acted yet. None is left out: a later line may build on an
 * earlier one (a Monastery upgraded is first built), so the list scrolls instead.
 */
export function sinceLastTurn<L extends LogLine>(log: L[], seat: number): L[] {
  return log.slice(lastOf(log, seat) + 1);
}

/** Whether `seat` has acted at all in `log`. */
export function hasActed(log: LogLine[], seat: number): boolean {
  return lastOf(log, seat) >= 0;
}

function lastOf(log: LogLine[], seat: number): number {
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i].seat === seat) return i;
  }
  return -1;
}
