// Hand-made Tempus views for the tests.

import type { TempusState } from './types';

/** A Tempus view with every field at a plain default, `over` on top. */
export function tstate(over: Partial<TempusState>): TempusState {
  return {
    viewer: null,
    options: { atlantis: false },
    island: [],
    placed_tiles: [],
    tiles_left: 0,
    drawn_tile: null,
    board: [],
    sanitation: [],
    players: [],
    deck_count: 40,
    discard: [],
    atlantis_left: 0,
    round: 1,
    first: 0,
    active: 0,
    to_act: 0,
    phase: 'actions',
    turn: { spent: 0, allowance: 1, medicine: 0, moving: null },
    pending: null,
    fight: null,
    worth: null,
    plays: [null, null, null],
    own_play: null,
    last_progress: [0, 0, 0],
    eras: [],
    era_history: [],
    finished: false,
    ...over,
  };
}
