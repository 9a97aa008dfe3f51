// Why Khronos refused an action, in the device's language: the host sends the reason as a fact
// (`KhronosWhy`, with the buildings, squares and cards at stake) and the words are made here.

import { choicesInWords, t } from '../../i18n';
import type { WhyOf } from '../../generated/protocol';
import { kindOfBuilding as kindOf, NO_CARDS } from './types';
import type { Cards, Kind } from './types';
import { ageInWords, buildingA, buildingThe, buildingTitle, cardsInWords, colourInWords, squaresInWords } from './words';

type Why = WhyOf<'khronos'>;

const oneColour = (k: Kind, count: number): Cards => ({ ...NO_CARDS, [k]: count });

/** Why an action was refused, as a clause ("a Town holds at most 2 cubes and is full"), or
 * `null` for a reason this version does not know. */
export function whyInWords(w: Why): string | null {
  switch (w.why) {
    case 'game_over':
      return t('khronos-why-game-over');
    case 'no_decision':
      return t('khronos-why-no-decision');
    case 'downsizing_pending':
      return t('khronos-why-downsizing-pending');
    case 'no_downsizing':
      return t('khronos-why-no-downsizing');
    case 'choose_one_of':
      return t('khronos-why-choose-one-of', {
        choices: choicesInWords(
          w.choices.map((c) => t('khronos-why-placed', { building: buildingA(c.building), squares: squaresInWords(c.squares) })),
        ),
      });
    case 'no_placing':
      return t('khronos-why-no-placing');
    case 'stay_on_one_of':
      return t('khronos-why-stay-on-one-of', { choices: choicesInWords(w.choices.map(squaresInWords)) });
    case 'exchange_too_late':
      return t('khronos-why-exchange-too-late');
    case 'exchange_cost':
      return t('khronos-why-exchange-cost');
    case 'discard_missing':
      return t('khronos-why-discard-missing', { cards: cardsInWords(w.cards), hand: cardsInWords(w.hand) });
    case 'holdem_only':
      return t('khronos-why-holdem-only');
    case 'swap_too_late':
      return t('khronos-why-swap-too-late');
    case 'swap_same_colour':
      return t('khronos-why-swap-same-colour');
    case 'not_face_up':
      return t('khronos-why-not-face-up', { colour: colourInWords(w.colour) });
    case 'no_card_to_give':
      return t('khronos-why-no-card-to-give', { colour: colourInWords(w.colour) });
    case 'no_such_pawn':
      return t('khronos-why-no-such-pawn');
    case 'already_there':
      return t('khronos-why-already-there', { age: ageInWords(w.age) });
    case 'travel_cost':
      return t('khronos-why-travel-cost');
    case 'discard_all':
      return t('khronos-why-discard-all', { hand: cardsInWords(w.hand) });
    case 'missing_cards':
      return t('khronos-why-missing-cards', { cards: cardsInWords(w.cards), hand: cardsInWords(w.hand) });
    case 'no_adventurer_in':
      return t('khronos-why-no-adventurer-in', { age: ageInWords(w.age) });
    case 'needs_both_adventurers':
      return t('khronos-why-needs-both-adventurers', { count: w.count });
    case 'card_limit':
      return t('khronos-why-card-limit', { played: w.played });
    case 'no_building_in_reason':
      return t('khronos-why-no-building-in-reason');
    case 'off_map':
      return t('khronos-why-off-map', { square: w.square });
    case 'wrong_size':
      return t('khronos-why-wrong-size', { size: w.size, squares: w.squares });
    case 'not_connected':
      return t('khronos-why-not-connected', { squares: squaresInWords(w.squares) });
    case 'river':
      return t('khronos-why-river', { building: buildingA(w.building) });
    case 'no_tile':
      return t('khronos-why-no-tile', { building: buildingTitle(w.building) });
    case 'links_domains':
      return t('khronos-why-links-domains', { building: buildingA(w.building), domains: w.domains });
    case 'hierarchy':
      return t('khronos-why-hierarchy', { building: buildingA(w.building) });
    case 'surcharge':
      return t('khronos-why-surcharge', { owed: w.owed, players: w.players, offered: w.offered });
    case 'too_few_of_colour':
      return t('khronos-why-too-few-of-colour', { cards: cardsInWords(oneColour(w.colour, w.needed)), held: w.held });
    case 'occupied':
      return t('khronos-why-occupied', { squares: squaresInWords(w.squares) });
    case 'no_cube_to_mark':
      return t('khronos-why-no-cube-to-mark');
    case 'upgrade_other_kind':
      return t('khronos-why-upgrade-other-kind', { building: buildingA(w.building) });
    case 'upgrade_not_bigger':
      return t('khronos-why-upgrade-not-bigger', { building: buildingA(w.building) });
    case 'not_controller':
      return t('khronos-why-not-controller', { building: buildingA(w.building) });
    case 'upgrade_uncovers':
      return t('khronos-why-upgrade-uncovers', { from: buildingTitle(w.from), to: buildingTitle(w.to) });
    case 'upgrade_onto_occupied':
      return t('khronos-why-upgrade-onto-occupied', { building: buildingA(w.building) });
    case 'no_building':
      return t('khronos-why-no-building', { square: w.square, age: ageInWords(w.age) });
    case 'demolish_printed':
      return t('khronos-why-demolish-printed');
    case 'demolish_too_big':
      return t('khronos-why-demolish-too-big', { building: buildingA(w.building) });
    case 'demolish_cost':
      return t('khronos-why-demolish-cost');
    case 'demolish_colour':
      return t('khronos-why-demolish-colour', { building: buildingA(w.building), colour: colourInWords(kindOf(w.building)) });
    case 'populate_not_civil':
      return t('khronos-why-populate-not-civil', { building: buildingA(w.building) });
    case 'populate_full':
      return t('khronos-why-populate-full', { building: buildingThe(w.building), capacity: w.capacity });
    case 'no_cube_left':
      return t('khronos-why-no-cube-left');
    case 'populate_card':
      return t('khronos-why-populate-card');
    case 'not_a_ruin':
      return t('khronos-why-not-a-ruin', { building: buildingA(w.building) });
    case 'renovate_payment':
      return t('khronos-why-renovate-payment', {
        ruin: t('khronos-building-ruin', { building: w.building }),
        cards: cardsInWords(oneColour(kindOf(w.building), w.needed)),
        needed: w.needed,
      });
    case 'no_cube_to_renovate':
      return t('khronos-why-no-cube-to-renovate');
    case 'renovate_colour':
      return t('khronos-why-renovate-colour', { ruin: t('khronos-building-ruin', { building: w.building }), colour: kindOf(w.building) });
    default:
      return unknown(w);
  }
}

/** A reason a newer host gives that this version has no words for (every reason this version
 * knows is worded above: the type checker says so). */
function unknown(_: never): null {
  return null;
}
