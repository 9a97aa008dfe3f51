// How to play one of the games, from the home screen: the rules summary the table shows, on
// a page of its own, with a way to start a game.

import { RulesPanel } from '../games/khronos/Rules';
import { TempusRulesPanel } from '../games/tempus/TempusRules';

export function HowToPlay({ game }: { game: 'khronos' | 'tempus' }) {
  const title = game === 'tempus' ? 'Tempus' : 'Khronos';
  return (
    <main class="how-to-play">
      <p class="crumbs">
        <a href="#/">← Games</a>
      </p>
      <h1>How to play {title}</h1>
      <p class="muted">Epochs enforces every rule: an illegal move is refused with the rule it breaks, so you can learn by playing.</p>
      {game === 'tempus' ? <TempusRulesPanel /> : <RulesPanel />}
      <p class="form-actions">
        <a class="button primary" href={`#/new/${game}`}>
          New game of {title}
        </a>
      </p>
    </main>
  );
}
