// The game log, hints and previews in words, in the device's language, for every game: the
// host sends facts, and the game's words (`GameWordsPart`, which each game defines in its own
// folder and its caller hands in) say them. Nothing here knows a game, nor the registry of
// games.

import { capitalised, listInWords, t } from '../i18n';
import type { ActionPreview, GameAction, GameKey, Games, Hint, LogLine, RuleError } from '../types';
import type { Estimate, FactOf, MarkPiece, WhyOf } from '../generated/protocol';

/** How a game's log, buttons and points are put into words, in the device's language. */
export interface GameWordsPart<K extends GameKey> {
  /** One fact of the log as a clause (`name` gives a seat's name). */
  fact(fact: FactOf<K>, name: (seat: number) => string): string;
  /** Words for a button that takes `action`. */
  label(action: Games[K]['action']): string;
  /** `count` of the game's points ("1 Ecu", "3 victory points"). */
  points(count: number): string;
  /** The game's points, no count ("Ecus"). */
  pointsName(): string;
  /** The name of the rule of code `code` a refusal names, or `null` for a code it does not know. */
  ruleTitle(code: string): string | null;
  /** What the rule of code `code` says, in a sentence, or `null` for a code it does not know. */
  ruleWhy(code: string): string | null;
  /** Why an action was refused, as a clause, or `null` for a reason it does not know. */
  refusal(why: WhyOf<K>, name: (seat: number) => string): string | null;
  /** What a board's mark says the piece is or was ("Keep", "city of value 2"), or `null` for
   * a piece this game does not know (another game's, or a newer host's). */
  piece(piece: MarkPiece): string | null;
  /** Whether `fact`, of an action `seat` took, is a moment that seat must see before the
   * device goes on to the next seat (its own earnings); none when left out. */
  moment?(fact: FactOf<K>, seat: number): boolean;
  /** The ruling `fact` says it applied, when the engine's fact names a rule (a ripple that
   * stopped names the rule it would have broken), for a link to its section; none when left
   * out. */
  factRuling?(fact: FactOf<K>): string | null;
}

/** The words of some game, whichever it is (the functions here take any game's). */
export type AnyGameWords = GameWordsPart<GameKey>;

/** The address of the section of ruling `ruling` ("K19") on the Rules page of the game of key
 * `game` (the route `#/rules/GAME/RULING`, routes.ts). */
export function rulingHref(game: string, ruling: string): string {
  return `#/rules/${encodeURIComponent(game)}/${encodeURIComponent(ruling)}`;
}

/** A seat's name, or "Seat N" for a seat the game has no name for. */
export function seatName(names: readonly string[], seat: number): string {
  return names[seat] ?? t('table-seat-name', { number: seat + 1 });
}

/** `text` with its first letter small, for the middle of a sentence ("move a token"). */
function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}

/** One line of the log in words (the `words` of its game): its facts, one clause each, or
 * (when no fact tells the action) who took it and its button's words. */
export function lineInWords(words: AnyGameWords, line: LogLine, names: readonly string[]): string {
  const name = (seat: number) => seatName(names, seat);
  const clauses = line.facts.map((f) => words.fact(f as FactOf<GameKey>, name)).filter((c) => c !== '');
  if (clauses.length > 0) return capitalised(oneAfterAnother(clauses));
  return line.action ? t('log-action', { name: name(line.seat), action: words.label(line.action) }) : '';
}

/** Whether any of `lines` tells a moment of `seat`'s (its own earnings) that it must see
 * before the device goes on to the next seat. */
export function hasMoment(words: AnyGameWords, lines: readonly LogLine[], seat: number): boolean {
  const moment = words.moment;
  return !!moment && lines.some((l) => l.facts.some((f) => moment(f as FactOf<GameKey>, seat)));
}

/** Lines of the log in words, one sentence after another. */
export function linesInWords(words: AnyGameWords, lines: readonly LogLine[], names: readonly string[]): string {
  return oneAfterAnother(lines.map((l) => lineInWords(words, l, names)).filter((s) => s !== ''));
}

/** Clauses or sentences one after another ("A; B; C"), as the language separates them. */
export function oneAfterAnother(parts: readonly string[]): string {
  return parts.slice(1).reduce((before, after) => t('log-then', { before, after }), parts[0] ?? '');
}

/** Words for a button that takes `action` in the game `words` are of. */
export function actionInWords(words: AnyGameWords, action: GameAction): string {
  return words.label(action);
}

/** The name of the rule a refusal names, in the device's language (its code for a rule this
 * version does not know). */
export function ruleTitleInWords(words: AnyGameWords, refusal: RuleError): string {
  return words.ruleTitle(refusal.rule) ?? refusal.rule;
}

/** Why an action was refused, in the device's language: the reason the host gave (which names
 * the squares, cards and counts at stake), else what the rule says (a reason this version does
 * not know). */
export function ruleWhyInWords(words: AnyGameWords, refusal: RuleError, names: readonly string[]): string {
  const reason = words.refusal(refusal.why as WhyOf<GameKey>, (seat) => seatName(names, seat));
  return reason ?? words.ruleWhy(refusal.rule) ?? '';
}

/** A refusal by a game's rules in one sentence (its rule, ruling and reason), as the error of
 * a request that was refused. */
export function ruleErrorInWords(words: AnyGameWords, refusal: RuleError): string {
  return t('error-rule-why', {
    rule: ruleTitleInWords(words, refusal),
    ruling: refusal.ruling,
    reason: ruleWhyInWords(words, refusal, []),
  });
}

/** What a preview says the actions would do, one after another. */
export function previewInWords(words: AnyGameWords, preview: ActionPreview, names: readonly string[]): string {
  const lines = preview.lines.map((l) => lineInWords(words, l, names)).filter((s) => s !== '');
  return lines.slice(1).reduce((before, after) => t('preview-then', { before, after }), lines[0] ?? '');
}

/** A hint in words: what to play, why, and what it would do (when that can be told). */
export interface HintText {
  text: string;
  reason: string;
  then: string | null;
}

function estimateInWords(e: Estimate, pointsName: string): string {
  switch (e.kind) {
    case 'random':
      return t('hint-estimate-random');
    case 'gain':
      return Math.abs(e.points) < 0.05
        ? t('hint-estimate-no-loss', { points: pointsName })
        : t('hint-estimate-gain', { sign: e.points >= 0 ? 'plus' : 'minus', amount: Math.abs(e.points), points: pointsName });
    case 'chance':
      return t('hint-estimate-chance', { percent: Math.round(100 * e.chance) });
  }
}

/** A hint in words: what to play (its steps one after another), and a reason a player can
 * use (what it earns or takes now, then the bot's estimate). */
export function hintInWords(words: AnyGameWords, hint: Hint, seat: number, names: readonly string[]): HintText {
  const labels = hint.plan.map((a) => words.label(a));
  const text = labels.slice(1).reduce((before, next) => t('hint-then', { before, after: lowerFirst(next) }), labels[0] ?? '');
  const estimate = estimateInWords(hint.estimate, words.pointsName());
  const gains = hint.preview?.gains;
  let reason: string;
  if (!gains) reason = t('hint-reason-estimate', { estimate: capitalised(estimate) });
  else {
    const now: string[] = [];
    const mine = gains[seat] ?? 0;
    if (mine > 0) now.push(t('hint-earns', { points: words.points(mine) }));
    if (mine < 0) now.push(t('hint-costs', { points: words.points(-mine) }));
    gains.forEach((g, other) => {
      if (other !== seat && g < 0) now.push(t('hint-takes', { points: words.points(-g), name: seatName(names, other) }));
    });
    reason =
      now.length === 0
        ? t('hint-reason-nothing', { points: words.pointsName(), estimate })
        : t('hint-reason', { now: capitalised(listInWords(now)), estimate });
  }
  return { text, reason, then: hint.preview ? previewInWords(words, hint.preview, names) : null };
}

/** A rule a line of the log applied: its ruling and the address of its section. */
export interface LineRule {
  ruling: string;
  href: string;
}

/** A log line with its words in the device's language, and the rules its facts name. */
export type ToldLine = LogLine & { text: string; who: string; rules?: LineRule[] };

/** The rules the facts of `line` name (each once), linked to the Rules page of the game of
 * key `game`. */
export function lineRules(words: AnyGameWords, game: string, line: LogLine): LineRule[] {
  const rulings = line.facts.map((f) => words.factRuling?.(f as FactOf<GameKey>) ?? null).filter((r): r is string => r !== null);
  return [...new Set(rulings)].map((ruling) => ({ ruling, href: rulingHref(game, ruling) }));
}

/** `lines` of the game `view` is of, each with its words (`words`, that game's), who acted
 * (the seats named as in `view`) and the rules it applied (linked when `view` names its game). */
export function toldLines(
  words: AnyGameWords,
  view: { game?: string; seats: readonly { name: string }[] },
  lines: readonly LogLine[],
): ToldLine[] {
  const names = view.seats.map((s) => s.name);
  const game = view.game;
  return lines.map((l) => ({
    ...l,
    text: lineInWords(words, l, names),
    who: seatName(names, l.seat),
    rules: game ? lineRules(words, game, l) : [],
  }));
}

/** Whether line `i` of `log` starts a turn: the first, or one whose seat differs from the
 * line's before it. */
export function startsTurn(log: readonly LogLine[], i: number): boolean {
  return i === 0 || log[i].seat !== log[i - 1].seat;
}
