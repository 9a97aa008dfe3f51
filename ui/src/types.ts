// The table's protocol under the names the screens use, shared by every game (each game's
// own names are in games/<game>/types.ts). Every shape is generated from the Rust types
// (generated/protocol.ts, `epochs types --write`); the UI holds no rules and copies no type
// by hand.

import type { TableError } from './generated/protocol';

export type {
  ActionPreview,
  BackupInfo,
  BotLevel,
  Hint,
  Recovery,
  SalvageReport,
  SeatInfo,
  GameSummary,
  LogLine,
  Mark,
  MarkKind,
  NewGameRequest,
  GameView,
  GameKey,
  GameAction,
  Games,
  GameViewOf,
  LegalGroupOf,
  ApplyOutcomeOf,
  Preview,
  PreviewOf,
  DiscoveredHost,
  ElsewhereJoin,
  ElsewhereStatus,
  PathState,
  HostRequest,
  HostingStatus,
  JoinAnswer,
  JoinAsking,
  JoinDecision,
  JoinResult,
  WaitingJoin,
  LobbyGame,
  LobbySeat,
} from './generated/protocol';

/** What a connection may do: everything (the host device), some seats of one game, or watch. */
export type { GrantInfo as Grant } from './generated/protocol';

/** A refusal by the rules, with the rule it applies. */
export type RuleError = Extract<TableError, { kind: 'rule' }>;

/** How the page's own link to the table failed: the connection was lost, a request had no
 * answer, the table is closed, it stopped (and is started again), it could not be started. */
export type TransportFailure = 'lost' | 'no_answer' | 'closed' | 'stopped' | 'cannot_start';

/** Why a request failed: the table's errors, or the page's own transport failing (`failure`
 * says how, for the device's words; `message` is for developers, and for failures with no
 * code, such as the browser's own). */
export type TableErrorBody = TableError | { kind: 'transport'; message: string; failure?: TransportFailure; detail?: string };
