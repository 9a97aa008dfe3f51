// The About screen, from the home screen: what Epochs is, and the credits of the pictures the
// tables draw their pieces with (game-icons.net, CC BY 3.0): who drew each one, and what for.

import { Fragment } from 'preact';
import { GAMES } from '../games';
import { listInWords, t } from '../i18n';
import { LanguagePicker } from '../i18n/LanguagePicker';
import { GAME_ICONS, GAME_ICON_AUTHORS, GAME_ICON_SET, type GameIconName } from '../generated/gameIcons';

/** The pictures used, with their names in the set. */
const PICTURES = Object.entries(GAME_ICONS) as [GameIconName, (typeof GAME_ICONS)[GameIconName]][];

/** A link to a page on the web, opened apart from the app (a new tab). */
function Outside({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** What Epochs is, and who drew the pictures of its pieces, under which licence. */
export function About() {
  const authors = GAME_ICON_AUTHORS.filter((a) => PICTURES.some(([, p]) => p.author === a.name));
  return (
    <main class="about">
      <p class="crumbs">
        <a href="#/">{t('about-back')}</a>
      </p>
      <h1>{t('about-title')}</h1>
      <LanguagePicker />
      <p>{t('about-intro', { games: listInWords(GAMES.map((g) => g.title)) })}</p>
      <section class="about-credits" aria-labelledby="about-pictures">
        <h2 id="about-pictures">{t('about-pictures')}</h2>
        <p>
          {t('about-pictures-from')} <Outside href={GAME_ICON_SET.url}>game-icons.net</Outside>,{' '}
          {t('about-pictures-licence', { licence: GAME_ICON_SET.license, authors: listInWords(authors.map((a) => a.name)) })}{' '}
          <Outside href={GAME_ICON_SET.licenseUrl}>{GAME_ICON_SET.license}</Outside>
          {authors
            .filter((a) => a.url)
            .map((a) => (
              <Fragment key={a.name}>
                {' · '}
                <Outside href={a.url as string}>{a.name}</Outside>
              </Fragment>
            ))}
        </p>
        <ul class="about-pictures">
          {PICTURES.map(([name, p]) => (
            <li key={name} data-icon={name}>
              <svg
                width="40"
                height="40"
                viewBox={`0 0 ${p.width} ${p.height}`}
                aria-hidden="true"
                focusable="false"
                dangerouslySetInnerHTML={{ __html: p.body }}
              />
              <span>
                <strong>{t(`picture-${name}`)}</strong>
                <br />
                <span class="muted">{t('about-picture-by', { name, author: p.author })}</span>
              </span>
            </li>
          ))}
        </ul>
        <p class="muted">
          {t('about-cues')} <Outside href={GAME_ICON_SET.licenseFile}>license.txt</Outside>.
        </p>
      </section>
    </main>
  );
}
