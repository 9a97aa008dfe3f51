// The Tempus table's selection as one state changed by what the player does: a pure reducer
// for `useReducer`. What a selection means (what the map offers, what a tap on a hex does)
// stays in selection.ts; this says only how the state moves on.

import type { HexName } from './types';
import type { HexTap, Mode } from './selection';

/** What the seat to act has chosen so far on its table. */
export interface Selection {
  /** What the player is choosing on the map now, if anything. */
  mode: Mode;
  /** The hex chosen first (where a token moves from, a city, an attacker), if any. */
  from: HexName | null;
  /** The hexes picked (the tile's centre, babies' hexes, the hex attacked). */
  picked: HexName[];
  /** The cards picked, by their place in the hand. */
  cards: number[];
  /** The rotation of the map tile to place. */
  rotation: number;
  /** The hex under the pointer, if any. */
  hover: HexName | null;
}

/** The selection a table opens with: nothing chosen, the tile unturned. */
export const NO_SELECTION: Selection = { mode: null, from: null, picked: [], cards: [], rotation: 0, hover: null };

/** What the player did (or what happened to the table) that changes the selection. */
export type SelectionAction =
  /** Started choosing on the map (babies, a city, a fight...): whatever was chosen before is dropped. */
  | { type: 'modeStarted'; mode: Mode }
  /** Tapped a hex; `tap` is what the tap means (selection.ts's `tapHex`). */
  | { type: 'hexTapped'; tap: HexTap }
  /** Picked the map tile's centre in the list (or none). */
  | { type: 'centrePicked'; hex: HexName | null }
  /** Picked cards of the hand. */
  | { type: 'cardsPicked'; cards: number[] }
  /** Turned the map tile. */
  | { type: 'tileTurned'; rotation: number }
  /** The pointer went over hex `hex`, or left the map (null). */
  | { type: 'hovered'; hex: HexName | null }
  /** Cancelled what was being chosen. */
  | { type: 'cancelled' }
  /** A new view of the table arrived (an action was played, taken back, another seat's turn). */
  | { type: 'viewArrived' };

/** Nothing chosen any more; the tile keeps its rotation. */
function cleared(s: Selection): Selection {
  return { ...s, mode: null, from: null, picked: [], cards: [], hover: null };
}

/** The selection after `action`. An action that changes nothing returns `s` itself, so that
 * the screen is not drawn again (the pointer moving within a hex). */
export function reduce(s: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case 'modeStarted':
      return { ...cleared(s), mode: action.mode };
    case 'hexTapped': {
      const tap = action.tap;
      // Another first hex: what was picked from the last one no longer holds.
      if (tap.kind === 'from') return { ...s, from: tap.hex, picked: tap.hex !== s.from ? [] : s.picked };
      if (tap.kind === 'picked') return { ...s, picked: tap.hexes };
      return s;
    }
    case 'centrePicked':
      return { ...s, picked: action.hex ? [action.hex] : [] };
    case 'cardsPicked':
      return { ...s, cards: action.cards };
    case 'tileTurned':
      return action.rotation === s.rotation ? s : { ...s, rotation: action.rotation };
    case 'hovered':
      return action.hex === s.hover ? s : { ...s, hover: action.hex };
    case 'cancelled':
    case 'viewArrived':
      return cleared(s);
  }
}
