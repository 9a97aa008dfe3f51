// Why Tempus refused an action, in the device's language: the host sends the reason as a fact
// (`TempusWhy`, with the hexes, cards and counts at stake) and the words are made here.

import { t } from '../../i18n';
import type { WhyOf } from '../../generated/protocol';
import { cardInWords, cardsInWords } from './words';

type Why = WhyOf<'tempus'>;

/** Why an action was refused, as a clause ("B4 is water"), or `null` for a reason this
 * version does not know (`name` gives a seat's name). */
export function whyInWords(w: Why, name: (seat: number) => string): string | null {
  switch (w.why) {
    case 'game_over':
      return t('tempus-why-game-over');
    case 'no_decision':
      return t('tempus-why-no-decision');
    case 'no_action_now':
      return t('tempus-why-no-action-now');
    case 'decision_first':
      return t('tempus-why-decision-first', { name: name(w.seat), decision: w.decision });
    case 'no_tile_to_place':
      return t('tempus-why-no-tile-to-place');
    case 'tile_off_sea':
      return t('tempus-why-tile-off-sea', { at: w.at });
    case 'tile_overlaps':
      return t('tempus-why-tile-overlaps', { at: w.at });
    case 'tile_apart':
      return t('tempus-why-tile-apart', { at: w.at });
    case 'no_token_to_place':
      return t('tempus-why-no-token-to-place');
    case 'start_placement':
      return t('tempus-why-start-placement', { at: w.at, most: w.most });
    case 'discard_count':
      return t('tempus-why-discard-count', { count: w.count, named: w.named });
    case 'missing_cards':
      return t('tempus-why-missing-cards', { cards: cardsInWords(w.cards), hand: cardsInWords(w.hand), held: w.hand.length });
    case 'card_not_in_hand':
      return t('tempus-why-card-not-in-hand', { card: cardInWords(w.card) });
    case 'wrong_card':
      return t('tempus-why-wrong-card', { card: cardInWords(w.card), effect: t('tempus-effect', { effect: w.effect }) });
    case 'move_in_progress':
      return t('tempus-why-move-in-progress');
    case 'no_action_tile':
      return t('tempus-why-no-action-tile');
    case 'action_taken':
      return t('tempus-why-action-taken');
    case 'turn_not_done':
      return t('tempus-why-turn-not-done');
    case 'start_move_first':
      return t('tempus-why-start-move-first');
    case 'not_moving':
      return t('tempus-why-not-moving');
    case 'no_more_moves':
      return t('tempus-why-no-more-moves');
    case 'too_many_moved':
      return t('tempus-why-too-many-moved');
    case 'no_movable_token':
      return t('tempus-why-no-movable-token', { from: w.from });
    case 'same_hex':
      return t('tempus-why-same-hex');
    case 'water':
      return t('tempus-why-water', { to: w.to });
    case 'holds_city':
      return t('tempus-why-holds-city', { to: w.to });
    case 'holds_others':
      return t('tempus-why-holds-others', { to: w.to });
    case 'no_ships':
      return t('tempus-why-no-ships', { from: w.from, to: w.to });
    case 'unreachable':
      return t('tempus-why-unreachable', { from: w.from, to: w.to, hexes: w.hexes });
    case 'stack_full':
      return t('tempus-why-stack-full', { at: w.at, tokens: w.tokens });
    case 'no_baby_hex':
      return t('tempus-why-no-baby-hex');
    case 'too_many_babies':
      return t('tempus-why-too-many-babies', { limit: w.limit });
    case 'supply_short':
      return t('tempus-why-supply-short', { left: w.left });
    case 'supply_empty':
      return t('tempus-why-supply-empty');
    case 'named_twice':
      return t('tempus-why-named-twice', { at: w.at });
    case 'not_yours':
      return t('tempus-why-not-yours', { at: w.at });
    case 'not_grassland':
      return t('tempus-why-not-grassland', { at: w.at });
    case 'mountain':
      return t('tempus-why-mountain', { at: w.at });
    case 'next_to_city':
      return t('tempus-why-next-to-city', { at: w.at });
    case 'city_value':
      return t('tempus-why-city-value', { value: w.value });
    case 'no_city_tile':
      return t('tempus-why-no-city-tile', { value: w.value });
    case 'city_tokens':
      return t('tempus-why-city-tokens', { at: w.at, value: w.value, tokens: w.tokens });
    case 'no_atlantis_option':
      return t('tempus-why-no-atlantis-option');
    case 'atlantis_built':
      return t('tempus-why-atlantis-built');
    case 'atlantis_ships':
      return t('tempus-why-atlantis-ships');
    case 'not_open_sea':
      return t('tempus-why-not-open-sea', { at: w.at });
    case 'not_beside':
      return t('tempus-why-not-beside', { at: w.at, from: w.from });
    case 'tokens_there':
      return t('tempus-why-tokens-there', { at: w.at, tokens: w.tokens, named: w.named });
    case 'atlantis_tokens':
      return t('tempus-why-atlantis-tokens', { needed: w.needed, named: w.named });
    case 'nothing_to_convert':
      return t('tempus-why-nothing-to-convert', { at: w.at });
    case 'not_adjacent':
      return t('tempus-why-not-adjacent', { from: w.from, to: w.to });
    case 'government_too_late':
      return t('tempus-why-government-too-late');
    case 'already_two_actions':
      return t('tempus-why-already-two-actions');
    case 'two_tiles_needed':
      return t('tempus-why-two-tiles-needed');
    case 'atlantis_safe':
      return t('tempus-why-atlantis-safe');
    case 'no_target':
      return t('tempus-why-no-target', { to: w.to });
    case 'protected':
      return t('tempus-why-protected', { name: name(w.seat), hexes: w.hexes, most: w.most });
    case 'no_fight':
      return t('tempus-why-no-fight');
    case 'city_terrain':
      return t('tempus-why-city-terrain');
    case 'nothing_to_occupy':
      return t('tempus-why-nothing-to-occupy');
    case 'occupy_too_many':
      return t('tempus-why-occupy-too-many', { most: w.most, to: w.to });
    default:
      return unknown(w);
  }
}

/** A reason a newer host gives that this version has no words for (every reason this version
 * knows is worded above: the type checker says so). */
function unknown(_: never): null {
  return null;
}
