// The front of the game box on the home screen: every game of the registry (games/index.ts),
// each with a drawing of its board, a line on what it is, the player count, and ways in (a new
// game, how to play, its lessons).

import { GAMES } from '../games';
import { t } from '../i18n';

/** The games on the home screen, each with its drawing, pitch and ways in. */
export function GameBox() {
  return (
    <section class="game-box" aria-label={t('game-box-label')}>
      {GAMES.map((g) => (
        <article key={g.key} class={`box-game box-${g.key}`} aria-labelledby={`box-${g.key}`}>
          <g.box.Drawing />
          <h2 id={`box-${g.key}`}>{g.title}</h2>
          <p class="box-pitch">{g.box.pitch}</p>
          <p class="muted">{g.box.players}</p>
          <div class="box-actions">
            <a class="button primary" href={`#/new/${g.key}`}>
              {t('game-box-new', { game: g.title })}
            </a>
            <a class="button secondary" href={`#/rules/${g.key}`}>
              {t('game-box-rules', { game: g.title })}
            </a>
            {g.lessons.length > 0 && (
              <a class="button secondary" href={`#/learn/${g.key}`} data-learn={g.key}>
                {t('lessons-learn', { game: g.title })}
              </a>
            )}
          </div>
        </article>
      ))}
    </section>
  );
}
