// The coach of a lesson, above the table: the lesson's title and step, what the last move did,
// what to do now; at its end, what was learnt, the next lesson and playing on from here.

import { useEffect } from 'preact/hooks';
import { t } from '../i18n';
import type { LessonRun } from './lesson';

/** The coach of lesson `run` on a table whose game has made `seq` moves (and is `over`, when
 * the lesson played it to its end: its end screen is below). */
export function LessonCoach({ run, seq, gameOver = false }: { run: LessonRun; seq: number; gameOver?: boolean }) {
  const { lesson } = run;
  const count = lesson.steps.length;
  const at = Math.min(seq, count);
  const last = at > 0 ? lesson.steps[at - 1] : null;
  const now = lesson.steps[at] ?? null;
  const over = now === null;
  useEffect(() => {
    if (over) run.done();
  }, [over, lesson.key]);
  return (
    <section class="lesson-coach" aria-label={t('lessons-region')} data-lesson={lesson.key} data-step={at}>
      <div class="lesson-words" aria-live="polite">
        <p class="lesson-head">
          <strong>{t(lesson.title)}</strong>{' '}
          <span class="muted">· {over ? t('lessons-finished') : t('lessons-step', { n: at + 1, count })}</span>
        </p>
        {at === 0 && <p>{t(lesson.intro)}</p>}
        {last && (
          <p class="lesson-then" data-then>
            {t(last.then)}
          </p>
        )}
        <p class={over ? 'lesson-end' : 'lesson-say'} data-say={over ? undefined : at}>
          <strong>{over ? t(lesson.end) : t(now.say)}</strong>
        </p>
      </div>
      <div class="lesson-buttons">
        {over && run.next && (
          <button type="button" class="primary" onClick={() => run.next && run.start(run.next)}>
            {t('lessons-next')}
          </button>
        )}
        {over && (
          <button type="button" class={run.next ? 'secondary' : 'primary'} onClick={run.playOn} data-play-on>
            {gameOver ? t('lessons-final-table') : t('lessons-play-on')}
          </button>
        )}
        <button type="button" class="secondary" onClick={run.leave}>
          {over ? t('lessons-back') : t('lessons-leave')}
        </button>
      </div>
    </section>
  );
}
