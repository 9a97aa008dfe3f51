// The Tempus view and actions under the names the Tempus screens use, all generated from the
// Rust types (generated/protocol.ts); nothing here is copied by hand.

import type {
  EraView,
  Games,
  GameViewOf,
  LegalActionOf,
  LegalGroupOf,
  TempusAction,
  TempusPending,
  TempusPlayer,
  TempusTerrain,
} from '../../generated/protocol';

export type { Card, Spot, FightView, TempusView as TempusState, Hex as HexName } from '../../generated/protocol';

export type TTerrain = TempusTerrain;
export type TPlayer = TempusPlayer;
export type EraRow = EraView;
export type TPending = TempusPending;
export type TAction = TempusAction;
export type TempusGameView = GameViewOf<'tempus'>;
export type TLegalAction = LegalActionOf<'tempus'>;
export type TLegalGroup = LegalGroupOf<'tempus'>;

/** The groups the table lists Tempus actions under (an action's type, or its card's use). */
export type TGroup = Games['tempus']['group'];
