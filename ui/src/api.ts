// Typed wrappers of the table's methods over whichever transport the page uses. Method names
// and parameters are checked against the generated `Request` type, answers against the
// generated view, summary and log types.

import type { Transport } from './transport';
import type {
  ApplyOutcomeOf,
  GameAction,
  GameKey,
  GameSummary,
  GameView,
  Games,
  LegalGroupOf,
  LogLine,
  NewGameRequest,
  RuleError,
  Recovery,
  BackupInfo,
  BotLevel,
  Hint,
} from './types';
import type { Request } from './generated/protocol';
import { toApiError } from './transport';

/** A method of the protocol. */
export type Method = Request['method'];
/** The parameters of `M`, as the Rust `Request` enum declares them. */
export type Params<M extends Method> = Extract<Request, { method: M }>['params'];

export class Api {
  constructor(readonly transport: Transport) {}

  private call<T, M extends Method>(method: M, params: Params<M>): Promise<T> {
    return this.transport.call<T>(method, params);
  }

  listGames() {
    return this.call<GameSummary[], 'list_games'>('list_games', {});
  }
  /** A damaged database found at opening, set aside, and what was recovered from it. */
  recovery() {
    return this.call<Recovery | null, 'recovery'>('recovery', {});
  }
  /** The recovery notice was seen: the host forgets its report. */
  recoverySeen() {
    return this.call<null, 'recovery_seen'>('recovery_seen', {});
  }
  /** What the saved games had to tell that nobody has seen yet (lost writes, damaged snapshots…). */
  notices() {
    return this.call<string[], 'notices'>('notices', {});
  }
  /** The notices were seen. */
  dismissNotices() {
    return this.call<null, 'dismiss_notices'>('dismiss_notices', {});
  }
  createGame(request: NewGameRequest) {
    return this.call<GameSummary, 'create_game'>('create_game', { request });
  }
  view(game: number, viewer: number | null) {
    return this.call<GameView, 'view'>('view', { game, viewer });
  }
  /** Legal actions of a game whose kind the caller knows (the screen shows one game). */
  legal<K extends GameKey>(game: number, seat: number) {
    return this.call<LegalGroupOf<K>[], 'legal'>('legal', { game, seat });
  }
  /** `null` if legal, else the rule that forbids it. Other errors are thrown. */
  async check(game: number, seat: number, action: GameAction): Promise<RuleError | null> {
    try {
      await this.call<null, 'check'>('check', { game, seat, action });
      return null;
    } catch (e) {
      const err = toApiError(e);
      if (err.body.kind === 'rule') return err.body;
      throw err;
    }
  }
  /** What `action` would do, in words, before it is taken; `null` when it may not be told
   * (it would draw or reveal cards) or is refused. */
  async preview(game: number, seat: number, action: GameAction): Promise<string | null> {
    try {
      return await this.call<string, 'preview'>('preview', { game, seat, action });
    } catch {
      return null;
    }
  }
  apply<K extends GameKey>(game: number, seat: number, action: Games[K]['action'], expectedSeq?: number) {
    return this.call<ApplyOutcomeOf<K>, 'apply'>('apply', { game, seat, action, expected_seq: expectedSeq });
  }
  /** What a bot would play for `seat` now, in words, and why (from that seat's view only). */
  hint(game: number, seat: number) {
    return this.call<Hint, 'hint'>('hint', { game, seat });
  }
  /** Lets the bot whose move it is play one action; the answer is the bystander's. */
  botMove(game: number) {
    return this.call<ApplyOutcomeOf<GameKey>, 'bot_move'>('bot_move', { game });
  }
  undo<K extends GameKey>(game: number, seat: number) {
    return this.call<GameViewOf<K>, 'undo'>('undo', { game, seat });
  }
  log(game: number, viewer: number | null) {
    return this.call<LogLine[], 'log'>('log', { game, viewer });
  }
  replay(game: number, step: number, viewer: number | null) {
    return this.call<GameView, 'replay'>('replay', { game, step, viewer });
  }
  rename(game: number, name: string) {
    return this.call<null, 'rename'>('rename', { game, name });
  }
  /** Hands a seat to a bot or back to a person (the host device only). */
  setSeatKind(game: number, seat: number, kind: 'human' | 'bot', level?: BotLevel) {
    return this.call<GameSummary, 'set_seat_kind'>('set_seat_kind', { game, seat, kind, level });
  }
  /** The backups of the saved games, newest first. */
  backups() {
    return this.call<BackupInfo[], 'backups'>('backups', {});
  }
  /** Replaces every saved game with those of backup `file` (the present ones are kept first). */
  /** Replaces every saved game with those of backup `file`; the ids of the games it removed. */
  restoreBackup(file: string) {
    return this.call<number[], 'restore_backup'>('restore_backup', { file });
  }
  /** Continues a game whose saved log is damaged from its last good action. */
  repair(game: number) {
    return this.call<GameView, 'repair'>('repair', { game });
  }
  delete(game: number) {
    return this.call<null, 'delete'>('delete', { game });
  }
  export(game: number) {
    return this.call<string, 'export'>('export', { game });
  }
  import(text: string) {
    return this.call<GameSummary, 'import'>('import', { text });
  }
}

type GameViewOf<K extends GameKey> = import('./types').GameViewOf<K>;
