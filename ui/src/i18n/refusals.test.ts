// Why an action was refused, in words, in every language: one example of every reason each
// game gives (the tables are typed so that a reason added in Rust and left out here fails to
// compile). The English is what the host used to send as a sentence, save plurals now made by
// Fluent ("1 cube", not "1 cube(s)"); every other language is kept as a snapshot.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, setLanguage } from './index';
import { ruleWhyInWords } from '../table/logWords';
import type { AnyGameWords } from '../table/logWords';
import { gameOf } from '../games';
import type { WhyOf } from '../generated/protocol';
import type { RuleError } from '../types';

/** The words of the game of key `game` (the registry's; a key no game has fails the test). */
function wordsOf(game: string): AnyGameWords {
  const found = gameOf(game);
  if (!found) throw new Error(`no game ${game}`);
  return found.words as AnyGameWords;
}

type Examples<K extends 'khronos' | 'tempus'> = { [W in WhyOf<K>['why']]: [Extract<WhyOf<K>, { why: W }>, string] };

const CARDS = { military: 1, religious: 0, civil: 2 };
const HAND = { military: 0, religious: 1, civil: 1 };

const KHRONOS: Examples<'khronos'> = {
  game_over: [{ why: 'game_over' }, 'the game is over'],
  no_decision: [{ why: 'no_decision' }, 'no decision is pending'],
  downsizing_pending: [{ why: 'downsizing_pending' }, 'a downsizing decision must be answered first'],
  no_downsizing: [{ why: 'no_downsizing' }, 'no building has to be chosen for downsizing now'],
  choose_one_of: [
    {
      why: 'choose_one_of',
      choices: [
        { building: 'keep', squares: ['B3', 'B4'] },
        { building: 'abbey', squares: ['C1', 'C2', 'D2'] },
      ],
    },
    'choose a Keep at B3-B4 or an Abbey at C1-C2-D2',
  ],
  no_placing: [{ why: 'no_placing' }, 'no downsized building has to be placed now'],
  stay_on_one_of: [{ why: 'stay_on_one_of', choices: [['B3'], ['B4']] }, 'the smaller building must stay on B3 or B4'],
  exchange_too_late: [
    { why: 'exchange_too_late' },
    'the exchange is made once, at the start of the turn, before travelling or playing cards',
  ],
  exchange_cost: [{ why: 'exchange_cost' }, 'the exchange costs 2 Ecus'],
  discard_missing: [
    { why: 'discard_missing', cards: CARDS, hand: HAND },
    'cannot discard 1 Military, 2 Civil: the hand holds 1 Religious, 1 Civil',
  ],
  holdem_only: [{ why: 'holdem_only' }, "face-up cards are only used in the Hold'em variant"],
  swap_too_late: [{ why: 'swap_too_late' }, 'face-up cards are taken in the exchange step, before the paid exchange, travel or card plays'],
  swap_same_colour: [{ why: 'swap_same_colour' }, 'swapping a card for one of the same colour changes nothing'],
  not_face_up: [{ why: 'not_face_up', colour: 'religious' }, 'no Religious card is face up'],
  no_card_to_give: [{ why: 'no_card_to_give', colour: 'military' }, 'no Military card in hand to give'],
  no_such_pawn: [{ why: 'no_such_pawn' }, 'each player has two Adventurers, 0 and 1'],
  already_there: [{ why: 'already_there', age: 'faith' }, 'this Adventurer is already in the Age of Faith'],
  travel_cost: [{ why: 'travel_cost' }, 'time travel costs 1 Ecu'],
  discard_all: [{ why: 'discard_all', hand: HAND }, 'under the discard-all rule every unused card is discarded: 1 Religious, 1 Civil'],
  missing_cards: [
    { why: 'missing_cards', cards: CARDS, hand: HAND },
    'this needs 1 Military, 2 Civil but the hand holds 1 Religious, 1 Civil',
  ],
  no_adventurer_in: [{ why: 'no_adventurer_in', age: 'might' }, 'none of your Adventurers is in the Age of Might'],
  needs_both_adventurers: [{ why: 'needs_both_adventurers', count: 3 }, 'a play of 3 cards needs both Adventurers on this board'],
  card_limit: [{ why: 'card_limit', played: 4 }, 'at most 2 cards per Adventurer and 4 per turn; 4 already played'],
  no_building_in_reason: [{ why: 'no_building_in_reason' }, 'nothing may be constructed, upgraded or demolished in the Age of Reason'],
  off_map: [{ why: 'off_map', square: 'Q1' }, 'square Q1 is off the map'],
  wrong_size: [{ why: 'wrong_size', size: 2, squares: 3 }, 'a building of value 2 covers exactly 2 squares, not 3'],
  not_connected: [{ why: 'not_connected', squares: ['A1', 'C1'] }, 'the squares A1-C1 are not connected side by side'],
  river: [{ why: 'river', building: 'keep' }, 'a Keep may not cover a river square; only Towns and Cities may'],
  no_tile: [{ why: 'no_tile', building: 'castle' }, 'no Castle tile is left in stock'],
  links_domains: [
    { why: 'links_domains', building: 'chapel', domains: 2 },
    'a Chapel may not link 2 domains; only Civil buildings may join domains',
  ],
  hierarchy: [{ why: 'hierarchy', building: 'keep' }, 'the domain already has a Keep; the highest building of each colour must be unique'],
  surcharge: [
    { why: 'surcharge', owed: 1, players: 3, offered: 0 },
    'forest and mountain here cost 1 extra card of any colour with 3 players; 0 offered',
  ],
  too_few_of_colour: [{ why: 'too_few_of_colour', needed: 2, colour: 'civil', held: 1 }, 'this needs 2 Civil; the hand holds 1'],
  occupied: [{ why: 'occupied', squares: ['B2'] }, 'a building must be constructed on empty squares; B2 is not empty'],
  no_cube_to_mark: [{ why: 'no_cube_to_mark' }, 'you have no control cube left to mark the building'],
  upgrade_other_kind: [
    { why: 'upgrade_other_kind', building: 'watchtower' },
    'a Watchtower can only become a bigger building of its own kind',
  ],
  upgrade_not_bigger: [{ why: 'upgrade_not_bigger', building: 'castle' }, 'a Castle can only be upgraded to a bigger building'],
  not_controller: [{ why: 'not_controller', building: 'monastery' }, 'only its controller may upgrade a Monastery'],
  upgrade_uncovers: [{ why: 'upgrade_uncovers', from: 'keep', to: 'castle' }, 'the new Castle must cover every square of the old Keep'],
  upgrade_onto_occupied: [
    { why: 'upgrade_onto_occupied', building: 'town' },
    'a Town may only grow onto empty squares; different buildings cannot be merged',
  ],
  no_building: [{ why: 'no_building', square: 'D4', age: 'reason' }, 'no building at D4 in the Age of Reason'],
  demolish_printed: [{ why: 'demolish_printed' }, 'a Hamlet printed on the board cannot be demolished'],
  demolish_too_big: [{ why: 'demolish_too_big', building: 'town' }, 'only size-1 buildings can be demolished, not a Town'],
  demolish_cost: [{ why: 'demolish_cost' }, 'demolishing costs 1 Ecu besides the card'],
  demolish_colour: [{ why: 'demolish_colour', building: 'chapel' }, 'demolishing a Chapel takes a Religious card'],
  populate_not_civil: [{ why: 'populate_not_civil', building: 'abbey' }, 'only Civil buildings can be populated, not an Abbey'],
  populate_full: [{ why: 'populate_full', building: 'hamlet', capacity: 1 }, 'the Hamlet holds at most 1 cube and is full'],
  no_cube_left: [{ why: 'no_cube_left' }, 'you have no control cube left'],
  populate_card: [{ why: 'populate_card' }, 'populating takes one Civil card'],
  not_a_ruin: [{ why: 'not_a_ruin', building: 'city' }, 'only ruins can be renovated; a City is not a ruin'],
  renovate_payment: [{ why: 'renovate_payment', building: 'castle', needed: 2 }, 'the Castle ruin needs 2 Military more; pay 1 to 2'],
  no_cube_to_renovate: [{ why: 'no_cube_to_renovate' }, 'a cube marks the first card of a renovation and you have none left'],
  renovate_colour: [{ why: 'renovate_colour', building: 'abbey' }, 'renovating the Abbey ruin takes Religious cards'],
};

const TEMPUS_CARDS = ['weapon/hills', 'weapon/hills', 'education/woods'];

const TEMPUS: Examples<'tempus'> = {
  game_over: [{ why: 'game_over' }, 'the game is over'],
  no_decision: [{ why: 'no_decision' }, 'no decision is pending'],
  no_action_now: [{ why: 'no_action_now' }, 'no action can be taken now'],
  decision_first: [{ why: 'decision_first', seat: 1, decision: 'discard' }, 'Ben must answer the pending decision (discarding) first'],
  no_tile_to_place: [{ why: 'no_tile_to_place' }, 'no map tile is waiting to be placed'],
  tile_off_sea: [{ why: 'tile_off_sea', at: 'A1' }, 'a tile centred on A1 would leave the sea'],
  tile_overlaps: [{ why: 'tile_overlaps', at: 'G6' }, 'a tile centred on G6 would overlap the island'],
  tile_apart: [{ why: 'tile_apart', at: 'B2' }, 'a tile centred on B2 would not touch the island'],
  no_token_to_place: [{ why: 'no_token_to_place' }, 'no starting token is waiting to be placed'],
  start_placement: [
    { why: 'start_placement', at: 'C3', most: 2 },
    'C3: starting tokens go on free land hexes next to each other, at most 2 per hex',
  ],
  discard_count: [{ why: 'discard_count', count: 2, named: 1 }, 'discard exactly 2 cards, not 1'],
  missing_cards: [
    { why: 'missing_cards', cards: ['medicine/grassland'], hand: TEMPUS_CARDS },
    'cannot play Medicine (grassland): the hand holds 2 x Weapon (hills), Education (woods)',
  ],
  card_not_in_hand: [{ why: 'card_not_in_hand', card: 'religion/farmland' }, 'Religion (farmland) is not in hand'],
  wrong_card: [{ why: 'wrong_card', card: 'weapon/hills', effect: 'medicine' }, 'Weapon (hills) is not a Medicine card'],
  move_in_progress: [{ why: 'move_in_progress' }, 'a Move action is under way: move tokens or end the move first'],
  no_action_tile: [{ why: 'no_action_tile' }, 'no action tile left this era'],
  action_taken: [{ why: 'action_taken' }, "this turn's action is taken: end the turn (Government gives two)"],
  turn_not_done: [{ why: 'turn_not_done' }, 'spend an action tile first (or delay with Government)'],
  start_move_first: [{ why: 'start_move_first' }, 'start a Move action first'],
  not_moving: [{ why: 'not_moving' }, 'no Move action is under way'],
  no_more_moves: [{ why: 'no_more_moves' }, 'no more tokens may move in this action'],
  too_many_moved: [{ why: 'too_many_moved' }, 'too many tokens moved in this action'],
  no_movable_token: [{ why: 'no_movable_token', from: 'D4' }, 'no token of yours on D4 may move in this action'],
  same_hex: [{ why: 'same_hex' }, 'a token must move to another hex'],
  water: [{ why: 'water', to: 'A2' }, 'A2 is water'],
  holds_city: [{ why: 'holds_city', to: 'E5' }, 'E5 holds a city'],
  holds_others: [{ why: 'holds_others', to: 'E6' }, "E6 holds another player's tokens"],
  no_ships: [{ why: 'no_ships', from: 'D4', to: 'F4' }, 'D4 to F4 needs a sea move, and this era has no ships'],
  unreachable: [
    { why: 'unreachable', from: 'D4', to: 'H4', hexes: 1 },
    'H4 is more than 1 hex from D4 over land you may cross, and no lake or sea move reaches it',
  ],
  stack_full: [{ why: 'stack_full', at: 'D5', tokens: 2 }, 'D5 already holds 2 tokens, the limit there'],
  no_baby_hex: [{ why: 'no_baby_hex' }, 'name at least one hex for a baby'],
  too_many_babies: [{ why: 'too_many_babies', limit: 1 }, 'at most 1 baby in this action'],
  supply_short: [{ why: 'supply_short', left: 1 }, 'only 1 token left in the supply'],
  supply_empty: [{ why: 'supply_empty' }, 'no token left in your supply'],
  named_twice: [{ why: 'named_twice', at: 'C4' }, 'C4 is named twice'],
  not_yours: [{ why: 'not_yours', at: 'C5' }, 'C5 holds none of your tokens'],
  not_grassland: [{ why: 'not_grassland', at: 'C6' }, 'C6 is not grassland'],
  mountain: [{ why: 'mountain', at: 'F2' }, 'F2 is mountain'],
  next_to_city: [{ why: 'next_to_city', at: 'F3' }, 'F3 is next to a city'],
  city_value: [{ why: 'city_value', value: 5 }, 'city tiles are worth 2, 3 or 4, not 5'],
  no_city_tile: [{ why: 'no_city_tile', value: 3 }, 'no city tile of value 3 left'],
  city_tokens: [{ why: 'city_tokens', at: 'G2', value: 3, tokens: 2 }, 'a city of value 3 needs at least 3 tokens; G2 holds 2'],
  no_atlantis_option: [{ why: 'no_atlantis_option' }, 'the Atlantis option is not in play'],
  atlantis_built: [{ why: 'atlantis_built' }, 'both Atlantis tiles are built'],
  atlantis_ships: [{ why: 'atlantis_ships' }, 'Atlantis needs an era with ships'],
  not_open_sea: [{ why: 'not_open_sea', at: 'H8' }, 'H8 is not a free hex of open sea'],
  not_beside: [{ why: 'not_beside', at: 'H8', from: 'B2' }, 'the tokens come from your hexes next to H8; B2 is not one'],
  tokens_there: [{ why: 'tokens_there', at: 'H7', tokens: 1, named: 3 }, 'H7 holds 1 token, not 3'],
  atlantis_tokens: [{ why: 'atlantis_tokens', needed: 5, named: 4 }, 'Atlantis takes 5 tokens, not 4'],
  nothing_to_convert: [{ why: 'nothing_to_convert', at: 'D2' }, "D2 holds no other player's tokens (cities cannot be converted)"],
  not_adjacent: [{ why: 'not_adjacent', from: 'D2', to: 'F6' }, 'F6 is not next to D2'],
  government_too_late: [{ why: 'government_too_late' }, "Government is played before the turn's action"],
  already_two_actions: [{ why: 'already_two_actions' }, 'this turn already has two actions'],
  two_tiles_needed: [{ why: 'two_tiles_needed' }, 'two actions need two action tiles'],
  atlantis_safe: [{ why: 'atlantis_safe' }, 'Atlantis lies across water and cannot be attacked'],
  no_target: [{ why: 'no_target', to: 'E4' }, "E4 holds no other player's tokens or city"],
  protected: [{ why: 'protected', seat: 2, hexes: 3, most: 3 }, 'Cleo occupies only 3 hexes (a player with 3 or fewer is protected)'],
  no_fight: [{ why: 'no_fight' }, 'no fight is under way'],
  city_terrain: [{ why: 'city_terrain' }, 'a city is declared as grassland, farmland, hills or woods'],
  nothing_to_occupy: [{ why: 'nothing_to_occupy' }, 'no conquered hex to occupy'],
  occupy_too_many: [{ why: 'occupy_too_many', most: 2, to: 'E4' }, 'at most 2 tokens may move into E4'],
};

const NAMES = ['Anna', 'Ben', 'Cleo'];
const refusal = (game: string, why: unknown): RuleError => ({ kind: 'rule', game, rule: 'any', ruling: 'K1', why }) as RuleError;
const ALL = { khronos: KHRONOS, tempus: TEMPUS } as Record<string, Record<string, [unknown, string]>>;

describe('refusals in English say what the host used to say', () => {
  beforeAll(() => setLanguage('en'));
  for (const [game, examples] of Object.entries(ALL)) {
    it(`every reason ${game} gives`, () => {
      for (const [kind, [why, english]] of Object.entries(examples))
        expect(ruleWhyInWords(wordsOf(game), refusal(game, why), NAMES), kind).toBe(english);
    });
  }
  it('a reason this version does not know falls back on what the rule says', () => {
    const unknown = { kind: 'rule', game: 'khronos', rule: 'river', ruling: 'K4', why: { why: 'from_the_future' } } as unknown as RuleError;
    expect(ruleWhyInWords(wordsOf('khronos'), unknown, NAMES)).toBe('Only Towns and Cities may cover river squares.');
  });
});

for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
  describe(`refusals in ${code}`, () => {
    beforeAll(() => setLanguage(code));
    afterAll(() => setLanguage('en'));
    for (const [game, examples] of Object.entries(ALL)) {
      it(`every reason ${game} gives`, () => {
        const words = Object.fromEntries(
          Object.entries(examples).map(([kind, [why]]) => [kind, ruleWhyInWords(wordsOf(game), refusal(game, why), NAMES)]),
        );
        for (const [kind, text] of Object.entries(words)) {
          expect(text, kind).not.toMatch(/[{}]|undefined|-why-/);
          expect(text, kind).not.toBe(ALL[game][kind][1]);
        }
        expect(words).toMatchSnapshot();
      });
    }
  });
}
