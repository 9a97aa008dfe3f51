// The registry of games: every game the UI can draw, one entry each, defined in the game's own
// folder (games/<game>/index.tsx). Screens find a game here by its key and draw it through its
// parts (games/game.ts); a key not listed is an unknown game, shown as such, never as another.

import type { GameKey, GameSummary, GameViewOf, PreviewOf } from '../types';
import type { AnyGame, Game } from './game';
import { khronos } from './khronos';
import { tempus } from './tempus';
import { t } from '../i18n';
import { wordRulesWith } from '../transport/errors';
import { ruleErrorInWords } from '../table/logWords';
import type { RuleError } from '../types';

export type { AnyGame, Game } from './game';

/** Every game, in the order the home screen and the new-game form show them. */
export const GAMES = [khronos, tempus] as const satisfies readonly AnyGame[];

/** Fails to compile while a game of the generated protocol (`GameKey`) is missing from `GAMES`. */
const everyGameListed: Exclude<GameKey, (typeof GAMES)[number]['key']> extends never ? true : never = true;
void everyGameListed;

/** The game of key `key`, or `undefined` for a key no game has. */
export function gameOf(key: string): AnyGame | undefined {
  return GAMES.find((g) => g.key === key);
}

/** The game `view` is of, its parts typed for that view's state (a view is drawn by its own game only). */
export function gameOfView<K extends GameKey>(view: GameViewOf<K>): Game<K> | undefined {
  return gameOf(view.game) as Game<K> | undefined;
}

/** What the saved-games list says of `summary`, through its game's entry: where it stands, and
 * what each seat has scored (`undefined` for a game of an unknown key). */
export function summaryWords(summary: GameSummary): { status: string; seatScore(seat: number): string | null } | undefined {
  // The preview is the summary's own game's: the table saved it with that game.
  const game = gameOf(summary.game) as Game<GameKey> | undefined;
  if (!game) return undefined;
  const p: Partial<PreviewOf<GameKey>> = summary.preview ?? {};
  return { status: game.status(p), seatScore: (seat) => game.seatScore(p, seat) };
}

/** The name of the game of key `key`, or words saying it is unknown. */
export function gameTitle(key: string): string {
  return gameOf(key)?.title ?? t('app-unknown-game', { key });
}

/** Why a game of key `key` cannot be shown: this version does not know that game. */
export function unknownGameMessage(key: string): string {
  return t('app-unknown-game-message', { key });
}

// A refusal by a game's rules, wherever it is shown as an error, is worded by its own game.
wordRulesWith((game, rule, ruling, why) => {
  const words = (gameOf(game) as Game<GameKey> | undefined)?.words;
  return words ? ruleErrorInWords(words, { kind: 'rule', game, rule, ruling, why } as RuleError) : null;
});
