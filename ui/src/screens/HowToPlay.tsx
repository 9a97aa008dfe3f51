// How to play one of the games, from the home screen: the rules summary the table shows, on
// a page of its own, with a way to start a game.

import { gameOf, unknownGameMessage } from '../games';
import { ErrorScreen } from '../table/TableExits';

/** The rules summary of the game of key `game`, with a way to start one. */
export function HowToPlay({ game: key }: { game: string }) {
  const game = gameOf(key);
  if (!game) return <ErrorScreen message={unknownGameMessage(key)} />;
  return (
    <main class="how-to-play">
      <p class="crumbs">
        <a href="#/">← Games</a>
      </p>
      <h1>How to play {game.title}</h1>
      <p class="muted">Epochs enforces every rule: an illegal move is refused with the rule it breaks, so you can learn by playing.</p>
      <game.Rules />
      <p class="form-actions">
        <a class="button primary" href={`#/new/${game.key}`}>
          New game of {game.title}
        </a>
      </p>
    </main>
  );
}
