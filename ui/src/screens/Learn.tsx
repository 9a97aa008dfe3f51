// A game's lessons (`#/learn/GAME`): each lesson's title and what it is about, whether it was
// finished (kept with the saved games), and a button that starts it on a new table (`#/lesson/KEY/ID`).

import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api';
import { gameOf } from '../games';
import { t } from '../i18n';
import { navigate } from '../routes';
import { toApiError } from '../transport';
import type { Lesson } from '../table/lesson';
import type { GameKey } from '../types';

/** Starts `lesson` on a new table, the learner's seat on this device and the others bots, and
 * goes there. */
export async function startLesson(api: Api, lesson: Lesson) {
  const game = gameOf(lesson.game);
  const seats = Array.from({ length: lesson.seats }, (_, i) =>
    i === 0
      ? { name: t('lessons-learner'), colour: '', kind: 'human' as const }
      : { name: t('lessons-bot', { n: i }), colour: '', kind: 'bot' as const, level: 'easy' as const },
  );
  const g = await api.createGame({
    request: { game: lesson.game as GameKey, name: `${game?.title ?? lesson.game}: ${t(lesson.title)}`, seats, lesson: lesson.key },
  });
  navigate(`#/lesson/${lesson.key}/${g.id}`);
}

/** The lessons of `game`. */
export function Learn({ api, game }: { api: Api; game: GameKey }) {
  const known = gameOf(game);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState<string | null>(null);
  const [done, setDone] = useState<Set<string>>(new Set());
  useEffect(() => {
    let live = true;
    api
      .lessonsDone()
      .then((keys) => live && setDone(new Set(keys)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  if (!known) return null;
  return (
    <main class="learn" data-screen="learn">
      <p>
        <a href="#/">{t('lessons-home')}</a>
      </p>
      <h1>{t('lessons-title', { game: known.title })}</h1>
      <p>{t('lessons-intro')}</p>
      {error && (
        <p class="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <ol class="lesson-list">
        {known.lessons.map((lesson, i) => (
          <li key={lesson.key} class="lesson-item" data-lesson={lesson.key}>
            <div>
              <h2>
                <span class="muted">{t('lessons-lesson', { n: i + 1 })} · </span>
                {t(lesson.title)}
              </h2>
              <p>{t(lesson.intro)}</p>
            </div>
            <div class="lesson-start">
              {done.has(lesson.key) && <span class="badge me">✓ {t('lessons-done')}</span>}
              <button
                type="button"
                class={done.has(lesson.key) ? 'secondary' : 'primary'}
                disabled={starting !== null}
                aria-label={`${done.has(lesson.key) ? t('lessons-again') : t('lessons-start')}: ${t(lesson.title)}`}
                onClick={async () => {
                  setStarting(lesson.key);
                  try {
                    await startLesson(api, lesson);
                  } catch (e) {
                    setError(toApiError(e).message);
                    setStarting(null);
                  }
                }}
              >
                {starting === lesson.key ? t('lessons-opening') : done.has(lesson.key) ? t('lessons-again') : t('lessons-start')}
              </button>
            </div>
          </li>
        ))}
      </ol>
    </main>
  );
}
