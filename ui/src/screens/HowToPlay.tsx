// How to play one of the games, from the home screen: the rules summary the table shows, on
// a page of its own, with a way to start a game; at the section of a ruling when the address
// names one (`#/rules/khronos/K19`, as a refusal's link does).

import { useEffect } from 'preact/hooks';
import { gameOf, unknownGameMessage } from '../games';
import { sectionId } from '../games/ruleSections';
import { ErrorScreen } from '../table/TableExits';
import { t } from '../i18n';

/** The rules of the game of key `game`, with a way to start one, scrolled to the section of
 * ruling `section` (which takes the focus, so that the keyboard and a screen reader start
 * there) when there is one. */
export function HowToPlay({ game: key, section }: { game: string; section?: string }) {
  const game = gameOf(key);
  useEffect(() => {
    const at = section ? document.getElementById(sectionId(section)) : null;
    if (!at) return;
    at.scrollIntoView({ block: 'start' });
    at.focus({ preventScroll: true });
  }, [key, section]);
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
