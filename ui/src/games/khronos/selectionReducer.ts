// The Khronos table's selection as one state changed by what the player does: a pure reducer
// for `useReducer`. What a selection means (the places a mode offers, what a tap on a square
// does, which action is sent) stays in selection.ts; this says only how the state moves on.

import type { Age, BuildingType, Cards, Square } from './types';
import { NO_CARDS } from './types';
import type { Candidate } from './candidates';
import type { Hover, Mode, SquareTap } from './selection';
import { groupTab, tabFor, togglePawn } from './selection';

/** What the seat to act has chosen so far on its table. */
export interface Selection {
  /** What the player is choosing now (a place, a journey, cards), if anything. */
  mode: Mode;
  /** The place chosen on the boards, if any. */
  sel: Candidate | null;
  /** The chosen variant (payment) of that place: an index into its variants. */
  variant: number;
  /** The square under the pointer (or the keyboard focus), if any. */
  hover: Hover | null;
  /** The board shown (on narrow screens, one at a time). */
  tab: Age;
  /** The cards picked to discard (an exchange, the end of the turn). */
  picked: Cards;
}

/** The selection a table opens with: nothing chosen, the Age of Might shown. */
export const NO_SELECTION: Selection = { mode: null, sel: null, variant: 0, hover: null, tab: 'might', picked: NO_CARDS };

/** What the player did (or what happened to the table) that changes the selection. */
export type SelectionAction =
  /** Chose Demolish, Populate or Renovate in the menu: the boards offer that group's places. */
  | { type: 'groupChosen'; group: 'demolish' | 'populate' | 'renovate' }
  /** Chose a building type to build or upgrade to; `places` are the places it offers now. */
  | { type: 'buildingTypeChosen'; group: 'construct' | 'upgrade'; building: BuildingType; places: Candidate[] }
  /** Chose to exchange cards or to end the turn: the hand's cards are to pick. */
  | { type: 'cardsStarted'; kind: 'exchange' | 'end_turn' }
  /** Tapped a square; `tap` is what the tap means (selection.ts's `tapSquare`). */
  | { type: 'squareTapped'; tap: SquareTap }
  /** Picked a place from the list (or none). */
  | { type: 'placePicked'; cand: Candidate | null }
  /** Picked a variant (a payment) of the chosen place. */
  | { type: 'variantPicked'; variant: number }
  /** Picked the cards to discard. */
  | { type: 'cardsPicked'; cards: Cards }
  /** Tapped Adventurer `pawn`: it travels, or stops travelling if it was already chosen. */
  | { type: 'pawnTapped'; pawn: number }
  /** Chose a journey that the rules refuse: the Adventurer is no longer chosen. */
  | { type: 'travelRefused' }
  /** Showed another board. */
  | { type: 'tabChosen'; tab: Age }
  /** The pointer went over square `sq` of board `age`, or left the boards (`sq` null). */
  | { type: 'hovered'; age: Age; sq: Square | null }
  /** Cancelled what was being chosen. */
  | { type: 'cancelled' }
  /** A new view of the table arrived (an action was played, taken back, another seat's turn). */
  | { type: 'viewArrived' };

/** Nothing chosen any more; the board shown stays. */
function cleared(s: Selection): Selection {
  return { ...s, mode: null, sel: null, variant: 0, hover: null, picked: NO_CARDS };
}

/** The selection after `action`. An action that changes nothing returns `s` itself, so that
 * the screen is not drawn again (the pointer moving within a square). */
export function reduce(s: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case 'groupChosen':
      return { ...s, mode: { kind: 'place', group: action.group }, sel: null, tab: groupTab(action.group, s.tab) };
    case 'buildingTypeChosen':
      return {
        ...s,
        mode: { kind: 'place', group: action.group, building: action.building },
        sel: null,
        tab: tabFor(action.places, s.tab),
      };
    case 'cardsStarted':
      return { ...s, mode: { kind: action.kind }, picked: NO_CARDS };
    case 'squareTapped':
      if (action.tap.kind === 'select') return { ...s, sel: action.tap.cand, variant: 0 };
      if (action.tap.kind === 'why') return { ...s, sel: null };
      return s;
    case 'placePicked':
      return { ...s, sel: action.cand, variant: 0, tab: action.cand ? action.cand.age : s.tab };
    case 'variantPicked':
      return { ...s, variant: action.variant };
    case 'cardsPicked':
      return { ...s, picked: action.cards };
    case 'pawnTapped': {
      const mode = togglePawn(s.mode, action.pawn);
      return mode ? { ...s, mode, sel: null } : { ...s, mode };
    }
    case 'travelRefused':
      return { ...s, mode: null };
    case 'tabChosen':
      return action.tab === s.tab ? s : { ...s, tab: action.tab };
    case 'hovered': {
      const h = s.hover;
      if (action.sq === null) return h === null ? s : { ...s, hover: null };
      return h && h.age === action.age && h.sq === action.sq ? s : { ...s, hover: { age: action.age, sq: action.sq } };
    }
    case 'cancelled':
    case 'viewArrived':
      return cleared(s);
  }
}
