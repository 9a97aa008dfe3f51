// Tempus in words, in the device's language: the log's facts and the actions' buttons. The
// host sends facts (what happened, with its hexes, cards and numbers); the words are made
// here, from the catalogues (i18n/messages), so that each device reads the game in its own.

import { listInWords, t } from '../../i18n';
import type { FactOf } from '../../generated/protocol';
import type { TAction } from './types';

type Fact = FactOf<'tempus'>;

/** An Idea card ("weapon/hills") in words: "Weapon (hills)". */
export function cardInWords(card: string): string {
  const [effect, terrain] = card.split('/');
  return t('tempus-card', { effect: t('tempus-effect', { effect }), terrain: t('tempus-terrain', { terrain }) });
}

/** Idea cards in words, the same card counted ("2 x Weapon (hills), Education (woods)"). */
export function cardsInWords(cards: readonly string[]): string {
  if (cards.length === 0) return t('tempus-no-cards');
  const groups: [string, number][] = [];
  for (const c of cards) {
    const last = groups[groups.length - 1];
    if (last && last[0] === c) last[1]++;
    else groups.push([c, 1]);
  }
  return groups.map(([c, n]) => (n === 1 ? cardInWords(c) : t('tempus-cards-same', { count: n, card: cardInWords(c) }))).join(', ');
}

/** Era `era` (1 to 10) by its name. */
export function eraInWords(era: number): string {
  return t('tempus-era', { era: Math.min(10, Math.max(1, era)) });
}

/** `count` victory points. */
export function pointsInWords(count: number): string {
  return t('tempus-points', { count });
}

const terrain = (x: string) => t('tempus-terrain', { terrain: x });
const tokens = (count: number) => t('tempus-tokens', { count });
const faceDown = (count: number) => t('tempus-cards-face-down', { count });

/** One fact of the log in words (a clause: the line capitalises its first). */
export function factInWords(f: Fact, name: (seat: number) => string): string {
  switch (f.event) {
    case 'tile_placed':
      return t('tempus-fact-tile-placed', { name: name(f.seat), tile: f.tile, at: f.at });
    case 'tiles_set_aside':
      return t('tempus-fact-tiles-set-aside', { count: f.count });
    case 'token_placed':
      return t('tempus-fact-token-placed', { name: name(f.seat), at: f.at });
    case 'era_started':
      return t('tempus-fact-era-started', { round: f.round, first: name(f.first) });
    case 'token_moved':
      return t('tempus-fact-token-moved', { name: name(f.seat), from: f.from, to: f.to, by: f.by });
    case 'babies_born':
      return t('tempus-fact-babies-born', { name: name(f.seat), count: f.at.length, hexes: f.at.join(', ') });
    case 'cards_drawn':
      return t('tempus-fact-cards-drawn', { name: name(f.seat), count: f.count });
    case 'deck_reshuffled':
      return t('tempus-fact-deck-reshuffled');
    case 'discarded':
      return t('tempus-fact-discarded', { name: name(f.seat), cards: cardsInWords(f.cards) });
    case 'card_played':
      return t('tempus-fact-card-played', { name: name(f.seat), card: cardInWords(f.card) });
    case 'sanitation_ended':
      return t('tempus-fact-sanitation-ended', { count: f.count, at: f.at });
    case 'city_built':
      return t('tempus-fact-city-built', { name: name(f.seat), value: f.value, at: f.at, tokens: tokens(f.tokens) });
    case 'atlantis_built':
      return t('tempus-fact-atlantis-built', { name: name(f.seat), at: f.at });
    case 'converted':
      return t('tempus-fact-converted', { name: name(f.seat), from: name(f.from_seat), at: f.at, into: f.into });
    case 'fight_started':
      return t('tempus-fact-fight-started', {
        attacker: name(f.attacker),
        defender: name(f.defender),
        to: f.to,
        from: f.from,
        leader: f.leader ? 'yes' : 'no',
      });
    case 'terrain_declared':
      return t('tempus-fact-terrain-declared', { name: name(f.seat), terrain: terrain(f.terrain) });
    case 'attack_cards_played':
      return t('tempus-fact-attack-cards-played', { name: name(f.seat), cards: faceDown(f.count) });
    case 'defence_cards_played':
      return t('tempus-fact-defence-cards-played', { name: name(f.seat), cards: cardsInWords(f.cards) });
    case 'fight_resolved':
      return t('tempus-fact-fight-resolved', {
        cards: cardsInWords(f.attack_cards),
        attack: f.attack,
        defence: f.defence,
        won: f.attacker_won ? 'attacker' : 'defender',
      });
    case 'tokens_removed':
      return t('tempus-fact-tokens-removed', { name: name(f.seat), tokens: tokens(f.count), at: f.at });
    case 'city_destroyed':
      return t('tempus-fact-city-destroyed', { name: name(f.seat), at: f.at, value: f.value });
    case 'occupied':
      return t('tempus-fact-occupied', { name: name(f.seat), tokens: tokens(f.count), at: f.at });
    case 'turn_ended':
      return t('tempus-fact-turn-ended', { name: name(f.seat) });
    case 'caught_up':
      return t('tempus-fact-caught-up', { era: eraInWords(f.era) });
    case 'progress_played':
      return t('tempus-fact-progress-played', { name: name(f.seat), cards: faceDown(f.count) });
    case 'progress_scored': {
      const scores = f.points.map((p, s) => t('tempus-progress-of', { name: name(s), points: p, cards: cardsInWords(f.cards[s] ?? []) }));
      return t('tempus-fact-progress-scored', {
        scores: scores.slice(1).reduce((before, after) => t('log-then', { before, after }), scores[0] ?? ''),
      });
    }
    case 'advanced':
      return t('tempus-fact-advanced', { names: listInWords(f.seats.map(name)), era: eraInWords(f.era) });
    case 'game_over':
      return t('tempus-fact-game-over', {
        count: f.winners.length,
        winners: listInWords(f.winners.map(name)),
        scores: f.scores.map((p, s) => t('tempus-score-of', { name: name(s), points: p })).join(', '),
      });
    case 'turn_started':
    case 'tile_spent':
    case 'decision_asked':
      // Bookkeeping: the host leaves these out of the log.
      return '';
  }
}

/** Words for a button that takes `action`. */
export function actionLabel(action: TAction): string {
  switch (action.type) {
    case 'place_tile':
      return t('tempus-label-place-tile', { at: action.at, rotation: action.rotation });
    case 'place_token':
      return t('tempus-label-place-token', { at: action.at });
    case 'move':
      return t('tempus-label-move');
    case 'move_token':
      return t('tempus-label-move-token', { from: action.from, to: action.to });
    case 'end_move':
      return t('tempus-label-end-move');
    case 'babies':
      return t('tempus-label-babies', { hexes: action.at.join(', ') });
    case 'idea':
      return t('tempus-label-idea');
    case 'build_city':
      return t('tempus-label-build-city', { value: action.value, at: action.at });
    case 'atlantis':
      return t('tempus-label-atlantis', { at: action.at });
    case 'fight':
      return action.leader
        ? t('tempus-label-leader-fight', { to: action.to, from: action.from })
        : t('tempus-label-fight', { to: action.to, from: action.from });
    case 'play_medicine':
      return t('tempus-label-medicine', { card: cardInWords(action.card) });
    case 'play_sanitation':
      return t('tempus-label-sanitation', { card: cardInWords(action.card), at: action.at });
    case 'play_religion':
      return t('tempus-label-religion', { card: cardInWords(action.card), at: action.at, into: action.into });
    case 'play_government':
      return action.choice === 'double'
        ? t('tempus-label-government-double', { card: cardInWords(action.card) })
        : t('tempus-label-government-delay', { card: cardInWords(action.card) });
    case 'end_turn':
      return t('tempus-label-end-turn');
    case 'discard':
      return t('tempus-label-discard', { cards: cardsInWords(action.cards) });
    case 'declare_terrain':
      return t('tempus-label-declare-terrain', { terrain: terrain(action.terrain) });
    case 'attack_cards':
      return t('tempus-label-attack-cards', { cards: cardsInWords(action.cards) });
    case 'defend_cards':
      return t('tempus-label-defend-cards', { cards: cardsInWords(action.cards) });
    case 'reveal':
      return t('tempus-label-reveal');
    case 'occupy':
      return t('tempus-label-occupy', { tokens: tokens(action.count) });
    case 'progress_cards':
      return t('tempus-label-progress-cards', { cards: cardsInWords(action.cards) });
  }
}

/** The name of the rule of code `code` (a refusal's `rule`), or `null` for a code this version
 * does not know. */
export function ruleTitle(code: string): string | null {
  const words = t(`tempus-rule-${code}`);
  return words === `tempus-rule-${code}` ? null : words;
}

/** What the rule of code `code` says, in a sentence, or `null` for a code this version does
 * not know. */
export function ruleWhy(code: string): string | null {
  const words = t(`tempus-rule-why-${code}`);
  return words === `tempus-rule-why-${code}` ? null : words;
}
