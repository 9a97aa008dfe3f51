// Typed calls of the table's methods over whichever transport the page uses. Each method's
// call is generated from its Rust declaration (generated/calls.ts, `epochs types --write`):
// its parameters as `Request` declares them, its answer's type from `Answers`; nothing here
// states one by hand. This class adds the few calls that do more than forward: a screen
// that shows one game narrows the game's union to its kind (`legal`, `apply`, `undo`), and
// `check` and `preview` answer a refusal as a value.

import type { Transport } from './transport';
import type { ActionPreview, ApplyOutcomeOf, GameAction, GameKey, Games, LegalGroupOf, RuleError } from './types';
import type { Request } from './generated/protocol';
import { TableCalls } from './generated/calls';
import { toApiError } from './transport';

/** A method of the protocol. */
export type Method = Request['method'];
/** The parameters of `M`, as the Rust `Request` enum declares them. */
export type Params<M extends Method> = Extract<Request, { method: M }>['params'];

/** The generated calls but those `Api` words itself. */
type Forwarded = Omit<TableCalls, 'legal' | 'check' | 'preview' | 'apply' | 'undo'>;
const Forwarding: new (transport: Transport) => Forwarded = TableCalls;

/** The table's methods: `api.view({ game, viewer })`, `api.listGames()`... */
export class Api extends Forwarding {
  /** Every generated call, for those worded here. */
  private readonly calls: TableCalls;

  constructor(readonly transport: Transport) {
    super(transport);
    this.calls = new TableCalls(transport);
  }

  /** Legal actions of a game whose kind the caller knows (the screen shows one game). */
  legal<K extends GameKey>(game: number, seat: number) {
    return this.calls.legal({ game, seat }) as Promise<LegalGroupOf<K>[]>;
  }
  /** `null` if legal, else the rule that forbids it. Other errors are thrown. */
  async check(game: number, seat: number, action: GameAction): Promise<RuleError | null> {
    try {
      await this.calls.check({ game, seat, action });
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
      return await this.calls.preview({ game, seat, action });
    } catch {
      return null;
    }
  }
  /** Plays `action` for `seat`; the answer carries what the seat's screen shows next. */
  apply<K extends GameKey>(game: number, seat: number, action: Games[K]['action'], expectedSeq?: number) {
    return this.calls.apply({ game, seat, action, expected_seq: expectedSeq }) as Promise<ApplyOutcomeOf<K>>;
  }
  /** Takes back `seat`'s last action; the answer as for `apply`. */
  undo<K extends GameKey>(game: number, seat: number) {
    return this.calls.undo({ game, seat }) as Promise<ApplyOutcomeOf<K>>;
  }
}
