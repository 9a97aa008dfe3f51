// The table's protocol and the Khronos view under the names the screens use. Every shape is
// generated from the Rust types (generated/protocol.ts, `epochs types --write`); the UI holds
// no rules and copies no type by hand.

import type {
  GameViewOf,
  KhronosAction,
  KhronosPending,
  KhronosPlayer,
  KhronosTerrain,
  KhronosView,
  LegalActionOf,
  LegalGroupOf,
  ApplyOutcomeOf,
  TableError,
  Games,
} from './generated/protocol';

export type {
  Age,
  Kind,
  BuildingType,
  Square,
  Cards,
  SeatInfo,
  GameSummary,
  BuildingView,
  LogLine,
  NewGameRequest,
  GameView,
  GameKey,
  GameAction,
  Games,
  GameViewOf,
  LegalGroupOf,
  ApplyOutcomeOf,
  Preview,
} from './generated/protocol';
import type { Age, Kind } from './generated/protocol';

export const AGES: Age[] = ['might', 'faith', 'reason'];
export const KINDS: Kind[] = ['military', 'religious', 'civil'];

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

/** A refusal by the rules, with the rule it applies. */
export type RuleError = Extract<TableError, { kind: 'rule' }>;

/** Why a request failed: the table's errors, or the page's own transport failing. */
export type TableErrorBody = TableError | { kind: 'transport'; message: string };
