// Typed wrappers of the table's methods over whichever transport the page uses. Method names,
// parameters and answers are all generated from the Rust declarations (`Request`, `Answers`):
// nothing here states an answer's type by hand; a screen that shows one game narrows the
// game's union to its kind.

import type { Transport } from './transport';
import type {
  ActionPreview,
  ApplyOutcomeOf,
  GameAction,
  GameKey,
  Games,
  LegalGroupOf,
  NewGameRequest,
  RuleError,
  BotLevel,
} from './types';
import type { Answers, Request } from './generated/protocol';
import { toApiError } from './transport';

/** A method of the protocol. */
export type Method = Request['method'];
/** The parameters of `M`, as the Rust `Request` enum declares them. */
export type Params<M extends Method> = Extract<Request, { method: M }>['params'];

export class Api {
  constructor(readonly transport: Transport) {}

  private call<M extends Method>(method: M, params: Params<M>): Promise<Answers[M]> {
    return this.transport.call<Answers[M]>(method, params);
  }

  listGames() {
    return this.call('list_games', {});
  }
  /** A damaged database found at opening, set aside, and what was recovered from it. */
  recovery() {
    return this.call('recovery', {});
  }
  /** The recovery notice was seen: the host forgets its report. */
  recoverySeen() {
    return this.call('recovery_seen', {});
  }
  /** What the saved games had to tell that nobody has seen yet (lost writes, damaged snapshots…). */
  notices() {
    return this.call('notices', {});
  }
  /** The notices were seen. */
  dismissNotices() {
    return this.call('dismiss_notices', {});
  }
  /** The keys of the lessons finished with these saved games. */
  lessonsDone() {
    return this.call('lessons_done', {});
  }
  /** Keeps that lesson `key` was finished. */
  lessonDone(key: string) {
    return this.call('lesson_done', { key });
  }
  createGame(request: NewGameRequest) {
    return this.call('create_game', { request });
  }
  view(game: number, viewer: number | null) {
    return this.call('view', { game, viewer });
  }
  /** Legal actions of a game whose kind the caller knows (the screen shows one game). */
  legal<K extends GameKey>(game: number, seat: number) {
    return this.call('legal', { game, seat }) as Promise<LegalGroupOf<K>[]>;
  }
  /** `null` if legal, else the rule that forbids it. Other errors are thrown. */
  async check(game: number, seat: number, action: GameAction): Promise<RuleError | null> {
    try {
      await this.call('check', { game, seat, action });
      return null;
    } catch (e) {
      const err = toApiError(e);
      if (err.body.kind === 'rule') return err.body;
      throw err;
    }
  }
  /** What `action` would do before it is taken (in words, on the boards, to the points);
   * `null` when it may not be told (it would draw or reveal cards) or is refused. */
  async preview(game: number, seat: number, action: GameAction): Promise<ActionPreview | null> {
    try {
      return await this.call('preview', { game, seat, action });
    } catch {
      return null;
    }
  }
  /** Plays `action` for `seat`; the answer carries what the seat's screen shows next. */
  apply<K extends GameKey>(game: number, seat: number, action: Games[K]['action'], expectedSeq?: number) {
    return this.call('apply', { game, seat, action, expected_seq: expectedSeq }) as Promise<ApplyOutcomeOf<K>>;
  }
  /** What a bot would play for `seat` now, in words, and why (from that seat's view only). */
  hint(game: number, seat: number) {
    return this.call('hint', { game, seat });
  }
  /** Lets the bot whose move it is play one action; the answer is the bystander's. */
  botMove(game: number) {
    return this.call('bot_move', { game });
  }
  /** Takes back `seat`'s last action; the answer as for `apply`. */
  undo<K extends GameKey>(game: number, seat: number) {
    return this.call('undo', { game, seat }) as Promise<ApplyOutcomeOf<K>>;
  }
  log(game: number, viewer: number | null) {
    return this.call('log', { game, viewer });
  }
  replay(game: number, step: number, viewer: number | null) {
    return this.call('replay', { game, step, viewer });
  }
  rename(game: number, name: string) {
    return this.call('rename', { game, name });
  }
  /** Hands a seat to a bot or back to a person (the host device only). */
  setSeatKind(game: number, seat: number, kind: 'human' | 'bot', level?: BotLevel) {
    return this.call('set_seat_kind', { game, seat, kind, level });
  }
  /** The backups of the saved games, newest first. */
  backups() {
    return this.call('backups', {});
  }
  /** Replaces every saved game with those of backup `file` (the present ones are kept first). */
  /** Replaces every saved game with those of backup `file`; the ids of the games it removed. */
  restoreBackup(file: string) {
    return this.call('restore_backup', { file });
  }
  /** Continues a game whose saved log is damaged from its last good action. */
  repair(game: number) {
    return this.call('repair', { game });
  }
  delete(game: number) {
    return this.call('delete', { game });
  }
  export(game: number) {
    return this.call('export', { game });
  }
  import(text: string) {
    return this.call('import', { text });
  }
}
