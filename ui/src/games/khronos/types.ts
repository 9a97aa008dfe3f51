// The Khronos view and actions under the names the Khronos screens use, all generated from
// the Rust types (generated/protocol.ts); nothing here is copied by hand.

import type {
  Age,
  BuildingType,
  Cards,
  Games,
  GameViewOf,
  KhronosAction,
  KhronosPending,
  KhronosPlayer,
  KhronosTerrain,
  KhronosView,
  Kind,
  LegalActionOf,
  LegalGroupOf,
  ApplyOutcomeOf,
} from '../../generated/protocol';

export type { Age, Kind, BuildingType, Square, Cards, BuildingView, KhronosDomain } from '../../generated/protocol';

export const AGES: Age[] = ['might', 'faith', 'reason'];
export const KINDS: Kind[] = ['military', 'religious', 'civil'];
/** The colour of a building's cards. */
export function kindOfBuilding(b: BuildingType): Kind {
  switch (b) {
    case 'watchtower':
    case 'keep':
    case 'castle':
      return 'military';
    case 'chapel':
    case 'monastery':
    case 'abbey':
      return 'religious';
    default:
      return 'civil';
  }
}

/** An empty pile of cards. */
export const NO_CARDS: Cards = { military: 0, religious: 0, civil: 0 };

export type Terrain = KhronosTerrain;
export type PlayerView = KhronosPlayer;
export type Pending = KhronosPending;
export type KhronosState = KhronosView;
export type KhronosGameView = GameViewOf<'khronos'>;
export type Action = KhronosAction;
/** The groups the table lists Khronos actions under (an action's type). */
export type ActionType = Games['khronos']['group'];
export type LegalAction = LegalActionOf<'khronos'>;
export type LegalGroup = LegalGroupOf<'khronos'>;
export type ApplyOutcome = ApplyOutcomeOf<'khronos'>;
