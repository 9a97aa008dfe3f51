// The About screen, from the home screen: what Epochs is, and the credits of the pictures the
// tables draw their pieces with (game-icons.net, CC BY 3.0): who drew each one, and what for.

import { Fragment } from 'preact';
import { GAMES } from '../games';
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
        <a href="#/">← Games</a>
      </p>
      <h1>About Epochs</h1>
      <p>
        Epochs is a digital table for time-themed board games ({GAMES.map((g) => g.title).join(' and ')}), with every rule kept for you: pass one device around, play
        against bots, or play on the network. It is free software under the MIT licence.
      </p>
      <section class="about-credits" aria-labelledby="about-pictures">
        <h2 id="about-pictures">Pictures</h2>
        <p>
          The pieces on the tables are pictures from <Outside href={GAME_ICON_SET.url}>game-icons.net</Outside>, used under the{' '}
          <Outside href={GAME_ICON_SET.licenseUrl}>{GAME_ICON_SET.license}</Outside> licence (Creative Commons Attribution 3.0 Unported). Icons made by{' '}
          {authors.map((a, i) => (
            <Fragment key={a.name}>
              {i === 0 ? '' : i === authors.length - 1 ? ' and ' : ', '}
              {a.url ? <Outside href={a.url}>{a.name}</Outside> : a.name}
            </Fragment>
          ))}
          .
        </p>
        <ul class="about-pictures">
          {PICTURES.map(([name, p]) => (
            <li key={name} data-icon={name}>
              <svg width="40" height="40" viewBox={`0 0 ${p.width} ${p.height}`} aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: p.body }} />
              <span>
                <strong>{p.draws[0].toUpperCase() + p.draws.slice(1)}</strong>
                <br />
                <span class="muted">
                  “{name}” by {p.author}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <p class="muted">
          Each piece keeps its seat’s letter and pattern beside the picture, so that colour is never the only cue. The set’s own list of authors and
          licence: <Outside href={GAME_ICON_SET.licenseFile}>license.txt</Outside>.
        </p>
      </section>
    </main>
  );
}
