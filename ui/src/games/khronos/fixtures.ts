// Hand-made Khronos views for the tests: a 4 by 3 map (B2 forest, C2 river, C3 mountain)
// with a Keep on A1-B1 in the Age of Might and a Town on C3-D3 in the Age of Reason.

import type { KhronosState, PlayerView } from './types';

/** The view above with every other field at a plain default, `over` on top. */
export function state(over: Partial<KhronosState> = {}): KhronosState {
  return {
    viewer: 0,
    map: ['....', '.f~.', '..M.'],
    terrain: ['plain', 'plain', 'plain', 'plain', 'plain', 'forest', 'river', 'plain', 'plain', 'plain', 'mountain', 'plain'],
    options: { holdem: false, discard_all: false },
    boards: [
      [
        {
          id: 1,
          building: 'keep',
          squares: ['A1', 'B1'],
          controller: 0,
          printed: false,
          ruin: false,
          renovation: null,
          cubes: [0, 0],
          shadow: false,
        },
      ],
      [],
      [
        {
          id: 2,
          building: 'town',
          squares: ['C3', 'D3'],
          controller: null,
          printed: false,
          ruin: false,
          renovation: null,
          cubes: [1, 0],
          shadow: false,
        },
      ],
    ],
    domains: [[{ squares: ['A1', 'B1'], collectors: [0], worth: 0 }], [], [{ squares: ['C3', 'D3'], collectors: [0], worth: 0 }]],
    players: [],
    deck_count: 40,
    discard_count: 0,
    face_up: { military: 0, religious: 0, civil: 0 },
    stock: [],
    turn: 1,
    first: 0,
    active: 0,
    to_act: 0,
    cards_played: 0,
    exchange_open: true,
    pending: null,
    finished: false,
    ecus_history: [],
    earnings_now: [],
    ...over,
  };
}

/** A player with an empty hand and both Adventurers where given. */
export function player(pawns: PlayerView['pawns'], over: Partial<PlayerView> = {}): PlayerView {
  return { name: 'Anna', ecus: 10, cubes: 8, hand: { military: 0, religious: 0, civil: 0 }, hand_count: 0, pawns, ...over };
}
