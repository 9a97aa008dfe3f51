// Typed wrappers of the table's methods over whichever transport the page uses.

import type { Transport } from './transport';
import type {
  Action,
  ApplyOutcome,
  GameSummary,
  GameView,
  LegalGroup,
  LogLine,
  NewGameRequest,
  RuleError,
} from './types';
import { toApiError } from './transport';

export class Api {
  constructor(readonly transport: Transport) {}

  listGames() {
    return this.transport.call<GameSummary[]>('list_games', null);
  }
  createGame(request: NewGameRequest) {
    return this.transport.call<GameSummary>('create_game', { request });
  }
  view(game: number, viewer: number | null) {
    return this.transport.call<GameView>('view', { game, viewer });
  }
  legal(game: number, seat: number) {
    return this.transport.call<LegalGroup[]>('legal', { game, seat });
  }
  /** `null` if legal, else the rule that forbids it. Other errors are thrown. */
  async check(game: number, seat: number, action: Action): Promise<RuleError | null> {
    try {
      await this.transport.call<null>('check', { game, seat, action });
      return null;
    } catch (e) {
      const err = toApiError(e);
      if (err.body.kind === 'rule') return err.body;
      throw err;
    }
  }
  apply(game: number, seat: number, action: Action, expectedSeq?: number) {
    return this.transport.call<ApplyOutcome>('apply', { game, seat, action, expected_seq: expectedSeq });
  }
  /** Lets the bot whose move it is play one action; the answer is the bystander's. */
  botMove(game: number) {
    return this.transport.call<ApplyOutcome>('bot_move', { game });
  }
  undo(game: number, seat: number) {
    return this.transport.call<GameView>('undo', { game, seat });
  }
  log(game: number, viewer: number | null) {
    return this.transport.call<LogLine[]>('log', { game, viewer });
  }
  rename(game: number, name: string) {
    return this.transport.call<null>('rename', { game, name });
  }
  delete(game: number) {
    return this.transport.call<null>('delete', { game });
  }
  export(game: number) {
    return this.transport.call<string>('export', { game });
  }
  import(text: string) {
    return this.transport.call<GameSummary>('import', { text });
  }
}
