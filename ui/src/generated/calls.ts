// Generated from the Rust declarations of the protocol's methods (`protocol_requests!`) by
// `epochs types --write` (crates/table/src/typescript.rs).
// Do not edit: change the Rust declarations and regenerate; a test fails when this file is stale.

import type { Answers, Request, HostRequest } from './protocol';

/** What sends one request and resolves to its answer: a transport. */
export interface Caller {
  call<T>(method: string, params?: unknown): Promise<T>;
}

/** The parameters of method `M` among the requests `R`. */
export type ParamsOf<R extends { method: string; params: unknown }, M extends R['method']> = Extract<R, { method: M }>['params'];

/** One typed call for each method the table answers (`Request`). */
export class TableCalls {
  constructor(readonly transport: Caller) {}

  /** Every saved game, most recently played first. */
  listGames(): Promise<Answers['list_games']> {
    return this.transport.call<Answers['list_games']>('list_games', {});
  }

  /** Starts and saves a new game. */
  createGame(params: ParamsOf<Request, 'create_game'>): Promise<Answers['create_game']> {
    return this.transport.call<Answers['create_game']>('create_game', params);
  }

  /** A game as one viewer (or a bystander) sees it. */
  view(params: ParamsOf<Request, 'view'>): Promise<Answers['view']> {
    return this.transport.call<Answers['view']>('view', params);
  }

  /** A seat's legal actions, grouped. */
  legal(params: ParamsOf<Request, 'legal'>): Promise<Answers['legal']> {
    return this.transport.call<Answers['legal']>('legal', params);
  }

  /** Whether a seat may take an action now, and the rule that forbids it. */
  check(params: ParamsOf<Request, 'check'>): Promise<Answers['check']> {
    return this.transport.call<Answers['check']>('check', params);
  }

  /**
   * What an action would do before it is taken, in words and on the boards (nothing is
   * saved).
   */
  preview(params: ParamsOf<Request, 'preview'>): Promise<Answers['preview']> {
    return this.transport.call<Answers['preview']>('preview', params);
  }

  /**
   * Applies an action for a seat, saved before the answer; the answer carries what the
   * seat's screen shows next.
   */
  apply(params: ParamsOf<Request, 'apply'>): Promise<Answers['apply']> {
    return this.transport.call<Answers['apply']>('apply', params);
  }

  /** Takes back a seat's last action within the rules; the answer as for `apply`. */
  undo(params: ParamsOf<Request, 'undo'>): Promise<Answers['undo']> {
    return this.transport.call<Answers['undo']>('undo', params);
  }

  /** Lets the bot whose move it is play one action (the answer is a bystander's). */
  botMove(params: ParamsOf<Request, 'bot_move'>): Promise<Answers['bot_move']> {
    return this.transport.call<Answers['bot_move']>('bot_move', params);
  }

  /** The game log in words, as a viewer may read it. */
  log(params: ParamsOf<Request, 'log'>): Promise<Answers['log']> {
    return this.transport.call<Answers['log']>('log', params);
  }

  /** The game after its first `step` actions. */
  replay(params: ParamsOf<Request, 'replay'>): Promise<Answers['replay']> {
    return this.transport.call<Answers['replay']>('replay', params);
  }

  /** Renames a saved game. */
  rename(params: ParamsOf<Request, 'rename'>): Promise<Answers['rename']> {
    return this.transport.call<Answers['rename']>('rename', params);
  }

  /** Hands a seat to a bot or back to a person. */
  setSeatKind(params: ParamsOf<Request, 'set_seat_kind'>): Promise<Answers['set_seat_kind']> {
    return this.transport.call<Answers['set_seat_kind']>('set_seat_kind', params);
  }

  /** What a bot would play for a seat now, in words, and why (from that seat's view only). */
  hint(params: ParamsOf<Request, 'hint'>): Promise<Answers['hint']> {
    return this.transport.call<Answers['hint']>('hint', params);
  }

  /** Deletes a saved game. */
  delete(params: ParamsOf<Request, 'delete'>): Promise<Answers['delete']> {
    return this.transport.call<Answers['delete']>('delete', params);
  }

  /** A saved game as a file. */
  export(params: ParamsOf<Request, 'export'>): Promise<Answers['export']> {
    return this.transport.call<Answers['export']>('export', params);
  }

  /** Imports an exported game after replaying it. */
  import(params: ParamsOf<Request, 'import'>): Promise<Answers['import']> {
    return this.transport.call<Answers['import']>('import', params);
  }

  /** A damaged database found at opening and moved aside. */
  recovery(): Promise<Answers['recovery']> {
    return this.transport.call<Answers['recovery']>('recovery', {});
  }

  /**
   * The user has seen the recovery notice: its report is forgotten (the damaged file
   * stays where it was set aside).
   */
  recoverySeen(): Promise<Answers['recovery_seen']> {
    return this.transport.call<Answers['recovery_seen']>('recovery_seen', {});
  }

  /**
   * What the saved games had to tell and nobody has seen yet: writes found lost at
   * opening, snapshots that failed their check, records mended from a backup.
   */
  notices(): Promise<Answers['notices']> {
    return this.transport.call<Answers['notices']>('notices', {});
  }

  /** The user has seen the notices. */
  dismissNotices(): Promise<Answers['dismiss_notices']> {
    return this.transport.call<Answers['dismiss_notices']>('dismiss_notices', {});
  }

  /** Continues a game whose saved log is damaged from its last good action. */
  repair(params: ParamsOf<Request, 'repair'>): Promise<Answers['repair']> {
    return this.transport.call<Answers['repair']>('repair', params);
  }

  /** The backups of the saved games, newest first. */
  backups(): Promise<Answers['backups']> {
    return this.transport.call<Answers['backups']>('backups', {});
  }

  /**
   * Replaces every saved game with those of a backup (the present ones are backed up
   * first); the answer is the ids of the games it removed.
   */
  restoreBackup(params: ParamsOf<Request, 'restore_backup'>): Promise<Answers['restore_backup']> {
    return this.transport.call<Answers['restore_backup']>('restore_backup', params);
  }

  /** The keys of the lessons finished with these saved games. */
  lessonsDone(): Promise<Answers['lessons_done']> {
    return this.transport.call<Answers['lessons_done']>('lessons_done', {});
  }

  /** Keeps that a lesson was finished (its key). */
  lessonDone(params: ParamsOf<Request, 'lesson_done'>): Promise<Answers['lesson_done']> {
    return this.transport.call<Answers['lesson_done']>('lesson_done', params);
  }
}

/** One typed call for each method the LAN host (or the app) answers itself (`HostRequest`). */
export class HostCalls {
  constructor(readonly transport: Caller) {}

  /** Presents a token: the host token or a seat token. */
  hello(params: ParamsOf<HostRequest, 'hello'>): Promise<Answers['hello']> {
    return this.transport.call<Answers['hello']>('hello', params);
  }

  /**
   * Joins seats of a game with the join code; the answer carries the seat token, or says
   * that the host device is asked.
   */
  join(params: ParamsOf<HostRequest, 'join'>): Promise<Answers['join']> {
    return this.transport.call<Answers['join']>('join', params);
  }

  /** The games open to join, each seat with who holds it. */
  lobby(): Promise<Answers['lobby']> {
    return this.transport.call<Answers['lobby']>('lobby', {});
  }

  /** The host device frees a seat (its device may join again, or a bot may take it). */
  freeSeat(params: ParamsOf<HostRequest, 'free_seat'>): Promise<Answers['free_seat']> {
    return this.transport.call<Answers['free_seat']>('free_seat', params);
  }

  /**
   * The host device asks how to join: the address, the code, the QR code (`null` while
   * the app does not host).
   */
  hosting(): Promise<Answers['hosting']> {
    return this.transport.call<Answers['hosting']>('hosting', {});
  }

  /**
   * The app starts hosting on the network (else on this machine only), with `game` put on
   * the network for other devices to see and join, beside any put there before (without
   * `game`: every saved game). The app only.
   */
  hostStart(params: ParamsOf<HostRequest, 'host_start'>): Promise<Answers['host_start']> {
    return this.transport.call<Answers['host_start']>('host_start', params);
  }

  /** The app stops hosting and closes the port (the app only). */
  hostStop(): Promise<Answers['host_stop']> {
    return this.transport.call<Answers['host_stop']>('host_stop', {});
  }

  /** Hosts announced on the local network (the app only). */
  discover(): Promise<Answers['discover']> {
    return this.transport.call<Answers['discover']>('discover', {});
  }

  /**
   * The app shares its table with other homes, end to end encrypted over iroh, hosting on
   * this machine first if it does not yet; through `relay` (default: iroh's public relays),
   * and as a link to the copy of the web app published at `web_app`, if given. The
   * invitation stays the same until `stop_elsewhere` (the app only).
   */
  shareElsewhere(params: ParamsOf<HostRequest, 'share_elsewhere'>): Promise<Answers['share_elsewhere']> {
    return this.transport.call<Answers['share_elsewhere']>('share_elsewhere', params);
  }

  /**
   * The app stops sharing with other homes: every device there is told, and the invitation
   * dies for good (the next share makes a new one). The app only.
   */
  stopElsewhere(): Promise<Answers['stop_elsewhere']> {
    return this.transport.call<Answers['stop_elsewhere']>('stop_elsewhere', {});
  }

  /**
   * The app joins a table in another home by its invitation: the loopback address its
   * window then talks to, as to a host on the network (the app only).
   */
  joinElsewhere(params: ParamsOf<HostRequest, 'join_elsewhere'>): Promise<Answers['join_elsewhere']> {
    return this.transport.call<Answers['join_elsewhere']>('join_elsewhere', params);
  }

  /**
   * How the connection to the other home travels: direct or through the relay, and its
   * round trip (`null` when the app has joined no table elsewhere). The app only.
   */
  elsewherePath(): Promise<Answers['elsewhere_path']> {
    return this.transport.call<Answers['elsewhere_path']>('elsewhere_path', {});
  }

  /**
   * The host device chooses which seats of a game other devices may take without asking
   * (every other seat is asked of the host device).
   */
  openSeats(params: ParamsOf<HostRequest, 'open_seats'>): Promise<Answers['open_seats']> {
    return this.transport.call<Answers['open_seats']>('open_seats', params);
  }

  /** The join requests waiting for the host device's answer (host device only). */
  joinRequests(): Promise<Answers['join_requests']> {
    return this.transport.call<Answers['join_requests']>('join_requests', {});
  }

  /** The host device approves or declines a join request (by its number). */
  answerJoin(params: ParamsOf<HostRequest, 'answer_join'>): Promise<Answers['answer_join']> {
    return this.transport.call<Answers['answer_join']>('answer_join', params);
  }

  /**
   * How fast the host plays its bots' moves: set by the host device (without `pace`, the
   * answer is the pace now), told to anyone.
   */
  botPace(params: ParamsOf<HostRequest, 'bot_pace'>): Promise<Answers['bot_pace']> {
    return this.transport.call<Answers['bot_pace']>('bot_pace', params);
  }
}
