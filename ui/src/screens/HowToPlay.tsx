// How to play one of the games, from the home screen: the rules summary the table shows, on
// a page of its own, with a way to start a game.

import { gameOf, unknownGameMessage } from '../games';
import { ErrorScreen } from '../table/TableExits';
import { t } from '../i18n';

/** The rules summary of the game of key `game`, with a way to start one. */
export function HowToPlay({ game: key }: { game: string }) {
  const game = gameOf(key);
  if (!game) return <ErrorScreen message={unknownGameMessage(key)} />;
  return (
    <main class="how-to-play">
      <p class="crumbs">
        <a href="#/">{t('how-to-play-back')}</a>
      </p>
      <h1>{t('how-to-play-title', { game: game.title })}</h1>
      <p class="muted">{t('how-to-play-intro')}</p>
      <game.Rules />
      <p class="form-actions">
        <a class="button primary" href={`#/new/${game.key}`}>
          {t('how-to-play-new', { game: game.title })}
        </a>
      </p>
    </main>
  );
}
