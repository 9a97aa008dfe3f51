// Tests of the Tempus view logic: legal actions grouped for the map, cards and hexes in
// words, hand-off reasons, rankings.

import { describe, expect, it } from 'vitest';
import type { TLegalAction, TLegalGroup, TTerrain, TempusState } from './types';
import { tstate } from './fixtures';
import { afterAction, decideScreen, passCue } from '../../table/handoff';
import {
  advancedLast,
  babyHexes,
  cardInfo,
  seatHasPrivate,
  cardText,
  cardsText,
  cityOptions,
  describeHex,
  eraSeries,
  fightOptions,
  handoffReason,
  matchBabies,
  matchCards,
  maxBabies,
  moveOptions,
  pickedCards,
  toggle,
  vpRanking,
  citiesOnMap,
  tileCentreList,
} from './tempus';

const LEGAL: TLegalGroup[] = [
  {
    group: 'move_token',
    actions: [
      { action: { type: 'move_token', from: 'G7', to: 'G6' } },
      { action: { type: 'move_token', from: 'G7', to: 'H7' } },
      { action: { type: 'move_token', from: 'C3', to: 'C4' } },
    ],
  },
  {
    group: 'babies',
    actions: [
      { action: { type: 'babies', at: ['G7'] } },
      { action: { type: 'babies', at: ['H8'] } },
      { action: { type: 'babies', at: ['G7', 'H8'] } },
    ],
  },
  {
    group: 'build_city',
    actions: [
      { action: { type: 'build_city', at: 'G7', value: 2 } },
      { action: { type: 'build_city', at: 'G7', value: 3 } },
      { action: { type: 'build_city', at: 'C3', value: 2 } },
    ],
  },
  { group: 'fight', actions: [{ action: { type: 'fight', from: 'G7', to: 'H7', leader: null } }] },
  { group: 'leader_fight', actions: [{ action: { type: 'fight', from: 'C3', to: 'D3', leader: 'military_leader/woods' } }] },
  {
    group: 'attack_cards',
    actions: [
      { action: { type: 'attack_cards', cards: [] } },
      { action: { type: 'attack_cards', cards: ['weapon/hills'] } },
      { action: { type: 'attack_cards', cards: ['education/woods', 'weapon/hills'] } },
    ],
  },
];

describe('legal actions grouped for the map', () => {
  it('groups moves by the hex a token leaves', () => {
    const m = moveOptions(LEGAL);
    expect([...m.keys()]).toEqual(['G7', 'C3']);
    expect(m.get('G7')).toEqual(['G6', 'H7']);
  });

  it('offers the babies hexes and matches a selection in any order', () => {
    expect([...babyHexes(LEGAL)].sort()).toEqual(['G7', 'H8']);
    expect(maxBabies(LEGAL)).toBe(2);
    expect(matchBabies(LEGAL, ['H8', 'G7'])?.action).toEqual({ type: 'babies', at: ['G7', 'H8'] });
    expect(matchBabies(LEGAL, ['C3'])).toBeNull();
    expect(toggle(toggle(['G7'], 'H8'), 'G7')).toEqual(['H8']);
  });

  it('lists city values per hex and fights per attacking hex', () => {
    const c = cityOptions(LEGAL);
    expect(c.get('G7')!.map((x) => (x.action.type === 'build_city' ? x.action.value : 0))).toEqual([2, 3]);
    expect([...fightOptions(LEGAL, false).keys()]).toEqual(['G7']);
    expect([...fightOptions(LEGAL, true).keys()]).toEqual(['C3']);
  });

  it('matches picked cards (a multiset) to the legal card decision', () => {
    const hand = ['weapon/hills', 'education/woods', 'medicine/farmland'];
    expect(matchCards(LEGAL, 'attack_cards', pickedCards(hand, [1, 0]))?.action).toEqual({
      type: 'attack_cards',
      cards: ['education/woods', 'weapon/hills'],
    });
    expect(matchCards(LEGAL, 'attack_cards', [])).not.toBeNull();
    expect(matchCards(LEGAL, 'attack_cards', ['medicine/farmland'])).toBeNull();
    expect(matchCards(LEGAL, 'defend_cards', [])).toBeNull();
  });

  it('writes cards and hexes in words', () => {
    expect(cardInfo('military_leader/woods')).toMatchObject({ title: 'Military Leader', terrain: 'woods' });
    // The engine's id, as it comes in a hand: the name in words, never the id.
    expect(cardInfo('military-leader/woods')).toMatchObject({ effect: 'military_leader', title: 'Military Leader', terrain: 'woods' });
    expect(cardText('military-leader/hills')).toBe('Military Leader (hills)');
    expect(cardInfo('military-leader/hills').help).toMatch(/free fight/);
    expect(cardsText(['weapon/hills', 'education/woods'])).toBe('Weapon (hills), Education (woods)');
    expect(cardsText([])).toBe('no cards');
    expect(describeHex('G7', 'grassland', { owner: 1, tokens: 2 }, ['Anna', 'Ben'])).toBe('G7, grassland, 2 tokens of Ben');
    expect(describeHex('C3', 'hills', { owner: 0, city: 3 }, ['Anna', 'Ben'], 1)).toBe(
      'C3, hills, city of value 3 of Anna, 1 Sanitation card',
    );
    expect(describeHex('A1', 'sea', undefined, [])).toBe('A1, sea');
  });
});

describe('hand-offs in fights and the progress phase', () => {
  const names = ['Anna', 'Ben', 'Cleo'];
  const fight = {
    attacker: 0,
    defender: 1,
    from: 'G7',
    to: 'H7',
    city: 0,
    terrain: 'hills' as TTerrain,
    attack_count: 2,
    attack: null,
    defence: null,
    leader: false,
    base: [2, 1] as [number, number],
  };

  it('hands the device to the defender after the face-down attack, and back for the reveal', () => {
    // Anna attacks and plays her cards: she still acts, so her view stays.
    expect(afterAction(0, 0, false)).toEqual({ kind: 'play', seat: 0 });
    // Her face-down cards played: Ben must defend: the hand-off screen, never Anna's view.
    expect(afterAction(0, 1, false)).toEqual({ kind: 'handoff', seat: 1 });
    expect(decideScreen(1, false, 1)).toEqual({ kind: 'play', seat: 1 });
    // Ben defends: Anna reveals, after a hand-off.
    expect(afterAction(1, 0, false)).toEqual({ kind: 'handoff', seat: 0 });
  });

  it('needs no hand-off for a seat with nothing private: the island laid out before anyone holds a card', () => {
    const player = (hand_count: number) => ({ hand_count }) as unknown as TempusState['players'][number];
    const laying = { state: tstate({ phase: 'setup', players: [player(0), player(0), player(0)] }) };
    const priv = (s: number) => seatHasPrivate(laying, s);
    expect([0, 1, 2].map(priv)).toEqual([false, false, false]);
    // Anna placed her tile: Ben's table at once, no hand-off; the table says to pass the device.
    expect(afterAction(0, 1, false, [], 3, null, priv)).toEqual({ kind: 'play', seat: 1 });
    expect(decideScreen(1, false, null, [], 3, null, priv)).toEqual({ kind: 'play', seat: 1 });
    expect(passCue({ kind: 'play', seat: 1 }, { kind: 'play', seat: 0 }, 3, priv)).toBe(true);
    expect(passCue({ kind: 'play', seat: 1 }, { kind: 'play', seat: 1 }, 3, priv)).toBe(false);
    // One person against bots: nobody to pass to.
    expect(passCue({ kind: 'play', seat: 1 }, null, 1, priv)).toBe(false);
    // A seat holding a card has a hand-off, and so has the attacker with cards face down.
    const later = { state: tstate({ players: [player(2), player(0), player(0)], fight: { ...fight, attack_count: 1 } }) };
    expect(seatHasPrivate(later, 0)).toBe(true);
    expect(afterAction(1, 0, false, [], 3, null, (s) => seatHasPrivate(later, s))).toEqual({ kind: 'handoff', seat: 0 });
    const attacking = { state: tstate({ players: [player(0), player(0), player(0)], fight: { ...fight, attack_count: 1 } }) };
    expect(seatHasPrivate(attacking, 0)).toBe(true);
    expect(seatHasPrivate(attacking, 1)).toBe(false);
    expect(passCue({ kind: 'play', seat: 0 }, null, 3, (s) => seatHasPrivate(later, s))).toBe(false);
    // On a device holding some seats, the same; another device's seat stays away.
    expect(decideScreen(1, false, null, [], 3, [0, 1], priv)).toEqual({ kind: 'play', seat: 1 });
    expect(decideScreen(2, false, null, [], 3, [0, 1], priv)).toEqual({ kind: 'away', seat: 2 });
  });

  it('says why in public words only', () => {
    const s = tstate({ pending: { decision: 'defend_cards', seat: 1 }, fight: { ...fight, attack: ['weapon/hills', 'education/woods'] } });
    const why = handoffReason(s, 1, names);
    expect(why).toBe('Ben is attacked by Anna on H7: defend with cards face up.');
    expect(why).not.toMatch(/weapon|education/i);
    expect(handoffReason(tstate({ pending: { decision: 'reveal', seat: 0 }, fight }), 0, names)).toMatch(/reveals/);
    expect(handoffReason(tstate({ pending: { decision: 'attack_cards', seat: 0 }, fight }), 0, names)).toMatch(/face down/);
  });

  it('hands the device from player to player for the face-down progress plays', () => {
    const order = [2, 0, 1];
    let revealed: number | null = null;
    for (const seat of order) {
      expect(decideScreen(seat, false, revealed)).toEqual({ kind: 'handoff', seat });
      revealed = seat;
      expect(decideScreen(seat, false, revealed)).toEqual({ kind: 'play', seat });
    }
    const s = tstate({ phase: 'progress', pending: { decision: 'progress_cards', seat: 2 }, plays: [null, null, null] });
    expect(handoffReason(s, 2, names)).toBe('Progress phase: Cleo plays cards face down.');
    expect(decideScreen(null, true, 1)).toEqual({ kind: 'finished' });
  });

  it('reads who advanced and the eras over time', () => {
    expect(advancedLast([[1, 2, 1]])).toEqual([1]);
    expect(
      advancedLast([
        [1, 2, 1],
        [2, 2, 3],
      ]),
    ).toEqual([2]);
    expect(
      advancedLast([
        [2, 2, 2],
        [3, 3, 3],
      ]),
    ).toEqual([0, 1, 2]);
    expect(advancedLast([])).toEqual([]);
    expect(eraSeries([[1, 2, 1]], 3)).toEqual([
      [1, 1, 1],
      [1, 2, 1],
    ]);
  });

  it('breaks ties on points by cards in hand, then by cities on the map', () => {
    const players = [
      { name: 'Anna', victory_points: 9, hand_count: 2 },
      { name: 'Ben', victory_points: 9, hand_count: 3 },
      { name: 'Cleo', victory_points: 9, hand_count: 3 },
      { name: 'Dario', victory_points: 4, hand_count: 6 },
    ];
    const board: [string, { owner?: number; city?: number }][] = [
      ['C3', { owner: 2, city: 3 }],
      ['E5', { owner: 1, tokens: 2 } as { owner?: number; city?: number }],
      ['G7', { owner: 2, city: 2 }],
      ['J9', { owner: 1, city: 4 }],
    ];
    const cities = citiesOnMap(board, 4);
    expect(cities).toEqual([0, 1, 2, 0]);
    const r = vpRanking(players, cities);
    expect(r.map((x) => [x.name, x.rank])).toEqual([
      ['Cleo', 1],
      ['Ben', 2],
      ['Anna', 3],
      ['Dario', 4],
    ]);
    expect(r[0].tiedOnPoints).toBe(true);
    expect(r[3].tiedOnPoints).toBe(false);
  });

  it('lists the legal tile centres once each, by column then row', () => {
    const la = (at: string, rotation: number): TLegalAction => ({ action: { type: 'place_tile', at, rotation } });
    expect(tileCentreList([la('C10', 0), la('B2', 0), la('C2', 3), la('C10', 1), la('C9', 0)])).toEqual(['B2', 'C2', 'C9', 'C10']);
  });

  it('ranks by victory points, ties sharing a rank', () => {
    const r = vpRanking([
      { name: 'Anna', victory_points: 5 },
      { name: 'Ben', victory_points: 7 },
      { name: 'Cleo', victory_points: 5 },
    ]);
    expect(r.map((x) => [x.name, x.rank])).toEqual([
      ['Ben', 1],
      ['Anna', 2],
      ['Cleo', 2],
    ]);
  });
});
