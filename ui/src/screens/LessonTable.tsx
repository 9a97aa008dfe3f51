// A lesson's table (`#/lesson/KEY/ID`): the game's own table, with the lesson running on it
// (table/lesson.ts): the coach above the table and only the lesson's moves accepted.

import { useMemo } from 'preact/hooks';
import type { Api } from '../api';
import { GAMES } from '../games';
import { t } from '../i18n';
import { navigate } from '../routes';
import { ErrorScreen } from '../table/TableExits';
import type { LessonRun } from '../table/lesson';
import { LessonContext } from '../table/lesson';
import { startLesson } from './Learn';

/** The table of game `gameId`, started from lesson `lessonKey`. */
export function LessonTable({ api, lessonKey, gameId }: { api: Api; lessonKey: string; gameId: number }) {
  const found = useMemo(() => {
    for (const game of GAMES) {
      const i = game.lessons.findIndex((l) => l.key === lessonKey);
      if (i >= 0) return { game, lesson: game.lessons[i], next: game.lessons[i + 1] ?? null };
    }
    return null;
  }, [lessonKey]);
  const run = useMemo<LessonRun | null>(
    () =>
      found && {
        lesson: found.lesson,
        next: found.next,
        leave: () => navigate(`#/learn/${found.game.key}`),
        playOn: () => navigate(`#/game/${gameId}`),
        start: (lesson) => void startLesson(api, lesson),
        // Kept with the saved games; a failure only leaves the lesson unmarked on the list.
        done: () => void api.lessonDone({ key: found.lesson.key }).catch(() => undefined),
      },
    [found, api, gameId],
  );
  if (!found || !run) return <ErrorScreen message={t('lessons-unknown', { key: lessonKey })} />;
  const Table = found.game.Table;
  return (
    <LessonContext.Provider value={run}>
      <Table api={api} gameId={gameId} />
    </LessonContext.Provider>
  );
}
