// Tests of the Tempus table's selection logic (selection.ts) on hand-made legal-action lists:
// what the map offers, which hexes are choices, what a tap means, the tile preview, the frame.

import { describe, expect, it } from 'vitest';
import type { TAction, TLegalAction, TLegalGroup, TempusState } from './types';
import { tstate } from './fixtures';
import { islandCells, neighbour, tileHexes, viewBoxOf } from './hex';
import type { MapOptions, Mode } from './selection';
import { fightChosen, fightMarks, mapChoices, mapOptions, mapViewBox, probing, selectedHexes, tapHex, tilePreview } from './selection';

const la = (action: TAction): TLegalAction => ({ action });
const fightH7 = la({ type: 'fight', from: 'G7', to: 'H7', leader: null });
const sanG7 = la({ type: 'play_sanitation', card: 'sanitation/woods', at: 'G7' });
const relH8 = la({ type: 'play_religion', card: 'religion/hills', at: 'H7', into: 'H8' });
const tokenG7 = la({ type: 'place_token', at: 'G7' });

/** The legal list of a turn in the actions phase. */
const TURN: TLegalGroup[] = [
  {
    group: 'move_token',
    actions: [
      la({ type: 'move_token', from: 'G7', to: 'G6' }),
      la({ type: 'move_token', from: 'G7', to: 'H7' }),
      la({ type: 'move_token', from: 'C3', to: 'C4' }),
    ],
  },
  {
    group: 'babies',
    actions: [la({ type: 'babies', at: ['G7'] }), la({ type: 'babies', at: ['H8'] }), la({ type: 'babies', at: ['G7', 'H8'] })],
  },
  {
    group: 'build_city',
    actions: [
      la({ type: 'build_city', at: 'G7', value: 2 }),
      la({ type: 'build_city', at: 'G7', value: 3 }),
      la({ type: 'build_city', at: 'C3', value: 2 }),
    ],
  },
  { group: 'fight', actions: [fightH7, la({ type: 'fight', from: 'G7', to: 'G8', leader: null })] },
  { group: 'leader_fight', actions: [la({ type: 'fight', from: 'C3', to: 'D3', leader: 'military_leader/woods' })] },
  { group: 'sanitation', actions: [sanG7] },
  { group: 'religion', actions: [la({ type: 'play_religion', card: 'religion/hills', at: 'H7', into: 'G7' }), relH8] },
  {
    group: 'atlantis',
    actions: [
      la({
        type: 'atlantis',
        at: 'A5',
        from: [
          ['B5', 3],
          ['B6', 2],
        ],
      }),
    ],
  },
];
const TILES: TLegalGroup[] = [
  {
    group: 'place_tile',
    actions: [
      la({ type: 'place_tile', at: 'G7', rotation: 0 }),
      la({ type: 'place_tile', at: 'G7', rotation: 3 }),
      la({ type: 'place_tile', at: 'C3', rotation: 1 }),
    ],
  },
];
const TOKENS: TLegalGroup[] = [{ group: 'place_token', actions: [tokenG7, la({ type: 'place_token', at: 'H8' })] }];

const actions = tstate({ phase: 'actions', active: 0 });
const moving = tstate({ phase: 'actions', active: 0, turn: { spent: 1, allowance: 1, medicine: 0, moving: { left: 2, arrived: [] } } });
const placing = tstate({
  phase: 'setup',
  pending: { decision: 'place_tile', seat: 0, tile: 1 },
  drawn_tile: { tile: 1, terrains: ['grassland', 'farmland', 'hills', 'grassland', 'woods', 'farmland', 'mountain'] },
});
const tokens = tstate({ phase: 'setup', pending: { decision: 'place_token', seat: 0, placed: 1 } });
const opts = (state: TempusState, legal: TLegalGroup[], mode: Mode = null, seat: number | null = 0): MapOptions =>
  mapOptions(state, legal, seat, mode);
const sorted = (s: Set<string>) => [...s].sort();

describe('what the map offers', () => {
  it('offers the tile centres only to the seat placing the tile', () => {
    const o = opts(placing, TILES);
    expect(o.pending?.decision).toBe('place_tile');
    expect(o.placeTiles).toHaveLength(3);
    expect(sorted(o.tileCentres)).toEqual(['C3', 'G7']);
    const other = opts(placing, TILES, null, 1);
    expect(other.pending).toBeNull();
    expect(other.placeTiles).toEqual([]);
  });

  it('moves people only on the active seat’s move with no decision pending', () => {
    expect(opts(moving, TURN).moving).toBe(true);
    expect(opts(moving, TURN).moves.get('G7')).toEqual(['G6', 'H7']);
    expect(opts(moving, TURN, null, 1).moving).toBe(false);
    expect(opts(moving, TURN, null, 1).moves.size).toBe(0);
    expect(opts({ ...moving, pending: { decision: 'discard', seat: 0, count: 1 } }, TURN).moving).toBe(false);
    expect(opts(actions, TURN).moving).toBe(false);
  });

  it('groups the options of the mode in force only', () => {
    const leader = opts(actions, TURN, { kind: 'fight', leader: true });
    expect([...leader.fights!.keys()]).toEqual(['C3']);
    expect(leader.babies).toBeNull();
    expect(leader.cityOpts).toBeNull();
    expect(opts(actions, TURN).fights).toBeNull();
    expect(opts(actions, TURN, { kind: 'city' }).cityOpts!.get('G7')).toHaveLength(2);
  });
});

describe('the hexes that are choices', () => {
  it('follows the decision or mode in force, the first hex chosen narrowing it', () => {
    const tiles = opts(placing, TILES, { kind: 'babies' });
    expect(mapChoices(tiles, null)).toBe(tiles.tileCentres);
    expect(sorted(mapChoices(opts(tokens, TOKENS), null))).toEqual(['G7', 'H8']);
    expect(sorted(mapChoices(opts(moving, TURN), null))).toEqual(['C3', 'G7']);
    expect(sorted(mapChoices(opts(moving, TURN), 'G7'))).toEqual(['C3', 'G6', 'G7', 'H7']);
    expect(sorted(mapChoices(opts(actions, TURN, { kind: 'babies' }), null))).toEqual(['G7', 'H8']);
    expect(sorted(mapChoices(opts(actions, TURN, { kind: 'city' }), null))).toEqual(['C3', 'G7']);
    const fight = opts(actions, TURN, { kind: 'fight', leader: false });
    expect(sorted(mapChoices(fight, null))).toEqual(['G7']);
    expect(sorted(mapChoices(fight, 'G7'))).toEqual(['G8', 'H7']);
    expect(mapChoices(fight, 'H7').size).toBe(0);
    expect(sorted(mapChoices(opts(actions, TURN, { kind: 'sanitation' }), null))).toEqual(['G7']);
    const religion = opts(actions, TURN, { kind: 'religion' });
    expect(sorted(mapChoices(religion, null))).toEqual(['H7']);
    expect(sorted(mapChoices(religion, 'H7'))).toEqual(['G7', 'H8']);
    expect(sorted(mapChoices(opts(actions, TURN, { kind: 'atlantis' }), null))).toEqual(['A5']);
    expect(mapChoices(opts(actions, TURN), null).size).toBe(0);
  });

  it('lets other hexes explain themselves only while something is being chosen', () => {
    expect(probing(opts(actions, TURN), null)).toBe(false);
    expect(probing(opts(actions, TURN, { kind: 'city' }), { kind: 'city' })).toBe(true);
    expect(probing(opts(moving, TURN), null)).toBe(true);
    expect(probing(opts(placing, TILES), null)).toBe(true);
    expect(probing(opts(tokens, TOKENS), null)).toBe(true);
  });

  it('shows the picked hexes and the first hex as selected', () => {
    expect(sorted(selectedHexes(['G7', 'H8'], 'C3'))).toEqual(['C3', 'G7', 'H8']);
    expect(selectedHexes([], null).size).toBe(0);
  });
});

describe('the map picture', () => {
  it('previews the drawn tile on the centre picked, else under the pointer, turned', () => {
    const o = opts(placing, TILES);
    const terrains = placing.drawn_tile!.terrains;
    expect(tilePreview(placing, o, ['G7'], 'C3', 2)).toEqual({ hexes: tileHexes('G7', 2, terrains), ok: true });
    expect(tilePreview(placing, o, [], 'H9', 0)).toEqual({ hexes: tileHexes('H9', 0, terrains), ok: false });
    expect(tilePreview(placing, o, [], null, 0)).toBeNull();
    expect(tilePreview(placing, o, [], 'A1', 0)).toBeNull();
    expect(tilePreview(placing, opts(placing, TILES, null, 1), ['G7'], null, 0)).toBeNull();
  });

  it('frames the whole sea while tiles are placed, else the island', () => {
    const rows = Array.from({ length: 12 }, (_, y) => (y === 2 ? '..gfh~m......' : '.............'));
    const cells = islandCells(rows);
    const land = ['C3', 'D3', 'E3', 'G3'];
    expect(mapViewBox(placing, cells, opts(placing, TILES))).toBe(viewBoxOf([]));
    expect(mapViewBox(placing, cells, opts(placing, TILES, null, 1))).toBe(viewBoxOf(land, 1));
    expect(mapViewBox(actions, cells, opts(actions, TURN))).toBe(viewBoxOf(land, 1));
    expect(mapViewBox(tokens, islandCells([]), opts(tokens, TOKENS))).toBe(viewBoxOf([]));
  });

  it('marks the two hexes of the fight under way', () => {
    const fight = {
      attacker: 0,
      defender: 1,
      from: 'G7',
      to: 'H7',
      city: 0,
      terrain: 'hills' as const,
      attack_count: 2,
      attack: null,
      defence: null,
      leader: false,
      base: [2, 1] as [number, number],
    };
    expect([...fightMarks(tstate({ fight }))]).toEqual([
      ['G7', 'attack'],
      ['H7', 'defend'],
    ]);
    expect(fightMarks(actions).size).toBe(0);
  });
});

describe('tapping a hex', () => {
  const none = { from: null, picked: [], rotation: 0 };
  const hand = ['weapon/hills', 'sanitation/woods', 'religion/hills'];

  it('picks a tile centre, or asks why with the rotation chosen', () => {
    const o = opts(placing, TILES);
    expect(tapHex(o, null, none, [], 'G7')).toEqual({ kind: 'picked', hexes: ['G7'] });
    expect(tapHex(o, null, { ...none, rotation: 2 }, [], 'A1')).toEqual({
      kind: 'explain',
      action: { type: 'place_tile', at: 'A1', rotation: 2 },
    });
  });

  it('places a starting token, or asks why', () => {
    const o = opts(tokens, TOKENS);
    expect(tapHex(o, null, none, [], 'G7')).toEqual({ kind: 'act', action: tokenG7.action });
    expect(tapHex(o, null, none, [], 'A1')).toEqual({ kind: 'explain', action: { type: 'place_token', at: 'A1' } });
  });

  it('moves a token: choose where from, then where to', () => {
    const o = opts(moving, TURN);
    const from = { ...none, from: 'G7' };
    expect(tapHex(o, null, none, [], 'G7')).toEqual({ kind: 'from', hex: 'G7' });
    expect(tapHex(o, null, from, [], 'H7')).toEqual({ kind: 'act', action: { type: 'move_token', from: 'G7', to: 'H7' } });
    expect(tapHex(o, null, from, [], 'G7')).toEqual({ kind: 'from', hex: null });
    expect(tapHex(o, null, from, [], 'C3')).toEqual({ kind: 'from', hex: 'C3' });
    expect(tapHex(o, null, from, [], 'A1')).toEqual({ kind: 'explain', action: { type: 'move_token', from: 'G7', to: 'A1' } });
    expect(tapHex(o, null, none, [], 'A1')).toEqual({ kind: 'inform', text: 'No token of yours can move from A1 now.' });
  });

  it('does nothing when nothing is being chosen', () => {
    expect(tapHex(opts(actions, TURN), null, none, hand, 'G7')).toEqual({ kind: 'none' });
  });

  it('toggles the babies hexes and builds a city where allowed', () => {
    const babies: Mode = { kind: 'babies' };
    const o = opts(actions, TURN, babies);
    expect(tapHex(o, babies, { ...none, picked: ['G7'] }, [], 'H8')).toEqual({ kind: 'picked', hexes: ['G7', 'H8'] });
    expect(tapHex(o, babies, { ...none, picked: ['G7', 'H8'] }, [], 'G7')).toEqual({ kind: 'picked', hexes: ['H8'] });
    expect(tapHex(o, babies, none, [], 'A1')).toEqual({ kind: 'explain', action: { type: 'babies', at: ['A1'] } });
    const city: Mode = { kind: 'city' };
    expect(tapHex(opts(actions, TURN, city), city, none, [], 'C3')).toEqual({ kind: 'from', hex: 'C3' });
    expect(tapHex(opts(actions, TURN, city), city, none, [], 'A1')).toEqual({
      kind: 'explain',
      action: { type: 'build_city', at: 'A1', value: 2 },
    });
  });

  it('fights: the attacking hex, then the hex attacked', () => {
    const fight: Mode = { kind: 'fight', leader: false };
    const o = opts(actions, TURN, fight);
    expect(tapHex(o, fight, none, [], 'G7')).toEqual({ kind: 'from', hex: 'G7' });
    expect(tapHex(o, fight, none, [], 'A1')).toEqual({ kind: 'inform', text: 'A1 cannot attack now: choose a highlighted hex of yours.' });
    // The hex attacked is chosen, and the fight waits for Confirm.
    expect(tapHex(o, fight, { ...none, from: 'G7' }, [], 'H7')).toEqual({ kind: 'picked', hexes: ['H7'] });
    expect(fightChosen(o.fights, 'G7', ['H7'])).toEqual(fightH7);
    expect(fightChosen(o.fights, 'G7', [])).toBeNull();
    expect(fightChosen(o.fights, null, ['H7'])).toBeNull();
    expect(fightChosen(o.fights, 'G7', ['A1'])).toBeNull();
    expect(fightChosen(opts(actions, TURN).fights, 'G7', ['H7'])).toBeNull();
    // Tapping the attacking hex again drops it.
    expect(tapHex(o, fight, { ...none, from: 'G7' }, [], 'G7')).toEqual({ kind: 'from', hex: null });
    expect(tapHex(o, fight, { ...none, from: 'G7' }, [], 'A1')).toEqual({
      kind: 'explain',
      action: { type: 'fight', from: 'G7', to: 'A1', leader: null },
    });
    expect(tapHex(opts(actions, TURN), fight, none, [], 'G7')).toEqual({ kind: 'none' });
  });

  it('plays Sanitation and Religion with a card of the hand', () => {
    const san: Mode = { kind: 'sanitation' };
    expect(tapHex(opts(actions, TURN, san), san, none, hand, 'G7')).toEqual({ kind: 'act', action: sanG7.action });
    expect(tapHex(opts(actions, TURN, san), san, none, hand, 'A1')).toEqual({
      kind: 'explain',
      action: { type: 'play_sanitation', card: 'sanitation/woods', at: 'A1' },
    });
    expect(tapHex(opts(actions, TURN, san), san, none, [], 'A1')).toMatchObject({ action: { card: 'sanitation/grassland' } });
    const rel: Mode = { kind: 'religion' };
    const o = opts(actions, TURN, rel);
    expect(tapHex(o, rel, none, hand, 'H7')).toEqual({ kind: 'from', hex: 'H7' });
    expect(tapHex(o, rel, { ...none, from: 'H7' }, hand, 'H8')).toEqual({ kind: 'act', action: relH8.action });
    expect(tapHex(o, rel, { ...none, from: 'H7' }, hand, 'A1')).toEqual({
      kind: 'explain',
      action: { type: 'play_religion', card: 'religion/hills', at: 'H7', into: 'A1' },
    });
    expect(tapHex(o, rel, none, [], 'G7')).toEqual({
      kind: 'explain',
      action: { type: 'play_religion', card: 'religion/grassland', at: 'G7', into: neighbour('G7', 0) },
    });
    expect(tapHex(o, rel, none, [], 'A1')).toMatchObject({ action: { at: 'A1', into: 'A1' } });
  });

  it('chooses the sea hex of Atlantis, or says what it needs', () => {
    const atl: Mode = { kind: 'atlantis' };
    const o = opts(actions, TURN, atl);
    expect(tapHex(o, atl, none, [], 'A5')).toEqual({ kind: 'from', hex: 'A5' });
    expect(tapHex(o, atl, none, [], 'A1')).toMatchObject({
      kind: 'inform',
      text: expect.stringContaining('Atlantis cannot be built on A1'),
    });
  });
});
