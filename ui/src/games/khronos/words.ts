// Khronos in words, in the device's language: the log's facts and the actions' buttons. The
// host sends facts (what happened, with its places and numbers); the words are made here,
// from the catalogues (i18n/messages), so that each device reads the same game in its own.

import { listInWords, t } from '../../i18n';
import type { FactOf } from '../../generated/protocol';
import type { Age, BuildingType, Cards, Kind } from './types';
import { KINDS } from './types';
import type { Action } from './types';

type Fact = FactOf<'khronos'>;

const age = (a: Age) => t('khronos-age', { age: a });
const a = (b: BuildingType) => t('khronos-building-a', { building: b });
const title = (b: BuildingType) => t('khronos-building', { building: b });
const the = (b: BuildingType) => t('khronos-building-the', { building: b });
const colour = (k: Kind) => t('khronos-colour', { colour: k });
const squares = (s: readonly string[]) => s.join('-');

/** An age in words ("the Age of Might"). */
export const ageInWords = age;
/** A building with its article ("a Town"). */
export const buildingA = a;
/** A building with the definite article ("the Town"). */
export const buildingThe = the;
/** A building's name ("Town"). */
export const buildingTitle = title;
/** A card colour's name ("Civil"). */
export const colourInWords = colour;
/** A building's squares ("B3-B4"). */
export const squaresInWords = squares;

/** Cards paid or discarded, colour by colour ("1 Military, 2 Civil"), or "no cards". */
export function cardsInWords(c: Cards): string {
  const parts = KINDS.filter((k) => c[k] > 0).map((k) => t('khronos-cards-of', { count: c[k], colour: k }));
  return parts.length ? parts.join(', ') : t('khronos-no-cards');
}

/** Cards of a hand: named when the viewer holds it, counted when the host sent a count. */
function handCards(c: Cards | number): string {
  return typeof c === 'number' ? t('khronos-card-count', { count: c }) : cardsInWords(c);
}

function total(c: Cards | number): number {
  return typeof c === 'number' ? c : c.military + c.religious + c.civil;
}

/** `count` Ecus ("1 Ecu", "3 Ecus"). */
export function ecusInWords(count: number): string {
  return t('khronos-points', { count });
}

/** One fact of the log in words (a clause: the line capitalises its first). */
export function factInWords(f: Fact, name: (seat: number) => string): string {
  switch (f.event) {
    case 'exchanged':
      return t('khronos-fact-exchanged', { name: name(f.seat), cards: handCards(f.discarded), drawn: f.drawn });
    case 'swapped':
      return t('khronos-fact-swapped', { name: name(f.seat), give: colour(f.give), take: colour(f.take) });
    case 'travelled':
      return t('khronos-fact-travelled', { name: name(f.seat), from: age(f.from), to: age(f.to) });
    case 'built':
      return t('khronos-fact-built', {
        name: name(f.seat),
        building: a(f.building),
        squares: squares(f.squares),
        age: age(f.age),
        cards: cardsInWords(f.cards),
        bonus: f.bonus,
        ecus: ecusInWords(f.bonus),
      });
    case 'upgraded':
      return t('khronos-fact-upgraded', {
        name: name(f.seat),
        from: a(f.from),
        to: a(f.to),
        squares: squares(f.squares),
        age: age(f.age),
        cards: cardsInWords(f.cards),
        bonus: f.bonus,
        ecus: ecusInWords(f.bonus),
      });
    case 'demolished':
      return t('khronos-fact-demolished', { name: name(f.seat), building: a(f.building), squares: squares(f.squares), age: age(f.age) });
    case 'rippled':
      return f.ruin
        ? t('khronos-fact-ruin-appears', { age: age(f.age), squares: squares(f.squares) })
        : t('khronos-fact-rippled', { age: age(f.age), building: a(f.building), squares: squares(f.squares) });
    case 'renovation_lost': {
      const args = { building: a(f.building), squares: squares(f.squares), age: age(f.age) };
      return f.cube === null
        ? t('khronos-fact-renovation-lost', args)
        : t('khronos-fact-renovation-lost-cube', { ...args, name: name(f.cube) });
    }
    case 'ripple_stopped':
      return t('khronos-fact-ripple-stopped', { building: title(f.building), age: age(f.age), reason: f.reason });
    case 'paradox': {
      const args = { building: a(f.building), squares: squares(f.squares), age: age(f.age) };
      return f.kept_cube === null ? t('khronos-fact-paradox', args) : t('khronos-fact-paradox-kept', { ...args, name: name(f.kept_cube) });
    }
    case 'junction':
      return t('khronos-fact-junction', { domains: f.domains, age: age(f.age) });
    case 'downsized': {
      const args = { from: title(f.from), age: age(f.age) };
      if (f.to !== null && f.squares !== null) {
        const smaller = { ...args, to: a(f.to), squares: squares(f.squares) };
        return f.controller === null
          ? t('khronos-fact-downsized', smaller)
          : t('khronos-fact-downsized-of', { ...smaller, name: name(f.controller) });
      }
      return f.controller === null ? t('khronos-fact-removed', args) : t('khronos-fact-removed-of', { ...args, name: name(f.controller) });
    }
    case 'shadow_removed':
      return t('khronos-fact-shadow-removed', { building: a(f.building), squares: squares(f.squares), age: age(f.age) });
    case 'populated':
      return t('khronos-fact-populated', { name: name(f.seat), building: the(f.building), squares: squares(f.squares) });
    case 'renovated':
      return f.complete
        ? t('khronos-fact-renovated', { name: name(f.seat), building: the(f.building), squares: squares(f.squares) })
        : t('khronos-fact-renovation-begun', {
            name: name(f.seat),
            ruin: t('khronos-building-ruin', { building: f.building }),
            squares: squares(f.squares),
          });
    case 'decision_asked':
      return t('khronos-fact-decision-asked', { name: name(f.seat) });
    case 'earned':
      return t('khronos-fact-earned', { name: name(f.seat), ecus: ecusInWords(f.ecus), age: age(f.age) });
    case 'turn_ended':
      return total(f.discarded) === 0
        ? t('khronos-fact-turn-ended', { name: name(f.seat), drawn: f.drawn })
        : t('khronos-fact-turn-ended-discarding', { name: name(f.seat), cards: handCards(f.discarded), drawn: f.drawn });
    case 'game_over':
      return t('khronos-fact-game-over', { count: f.winners.length, winners: listInWords(f.winners.map(name)) });
  }
}

function withExtra(label: string, extra: Cards): string {
  return extra.military + extra.religious + extra.civil > 0 ? t('khronos-label-extra', { label, cards: cardsInWords(extra) }) : label;
}

/** Words for a button that takes `action`. */
export function actionLabel(action: Action): string {
  switch (action.type) {
    case 'exchange':
      return t('khronos-label-exchange', { cards: cardsInWords(action.discard) });
    case 'swap':
      return t('khronos-label-swap', { give: colour(action.give), take: colour(action.take) });
    case 'travel':
      return t('khronos-label-travel', { pawn: action.pawn + 1, age: age(action.to) });
    case 'construct':
      return withExtra(
        t('khronos-label-construct', { building: a(action.building), squares: squares(action.squares), age: age(action.age) }),
        action.extra,
      );
    case 'upgrade':
      return withExtra(
        t('khronos-label-upgrade', { building: a(action.building), squares: squares(action.squares), age: age(action.age) }),
        action.extra,
      );
    case 'demolish':
      return t('khronos-label-demolish', { at: action.at, age: age(action.age) });
    case 'populate':
      return t('khronos-label-populate', { at: action.at });
    case 'renovate':
      return t('khronos-label-renovate', { at: action.at, cards: action.cards });
    case 'end_turn':
      return total(action.discard) === 0
        ? t('khronos-label-end-turn')
        : t('khronos-label-end-turn-discarding', { cards: cardsInWords(action.discard) });
    case 'choose_downsize':
      return t('khronos-label-choose-downsize', { at: action.at });
    case 'place_downsized':
      return t('khronos-label-place-downsized', { squares: squares(action.squares) });
  }
}

/** The name of the rule of code `code` (a refusal's `rule`), or `null` for a code this version
 * does not know. */
export function ruleTitle(code: string): string | null {
  const words = t(`khronos-rule-${code}`);
  return words === `khronos-rule-${code}` ? null : words;
}

/** What the rule of code `code` says, in a sentence, or `null` for a code this version does
 * not know. */
export function ruleWhy(code: string): string | null {
  const words = t(`khronos-rule-why-${code}`);
  return words === `khronos-rule-why-${code}` ? null : words;
}
