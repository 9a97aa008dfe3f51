// The controls of a walk through logged actions: which step, what it did in words, back,
// next and done (arrow keys too).

import { useEffect, useRef } from 'preact/hooks';
import type { StepState } from './steps';
import { t } from '../i18n';
import { whole } from './format';

export function StepBar({ steps, title, go, stop }: { steps: StepState; title: string; go: (at: number) => void; stop?: () => void }) {
  const next = useRef<HTMLButtonElement>(null);
  const n = steps.lines.length;
  const line = steps.at > 0 ? steps.lines[steps.at - 1] : null;
  useEffect(() => next.current?.focus(), []);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(steps.at + 1);
    else if (e.key === 'ArrowLeft') go(steps.at - 1);
    else if (e.key === 'Escape' && stop) stop();
    else return;
    e.preventDefault();
  };
  return (
    <section class="step-bar" aria-label={title} onKeyDown={onKey} data-step={steps.at}>
      <p class="step-where" aria-live="polite">
        <strong>
          {steps.at === 0 ? t('table-step-before', { title }) : t('table-step-of', { title, step: whole(steps.at), count: whole(n) })}
        </strong>{' '}
        {line ? line.text : t('table-step-start')}
      </p>
      {steps.error && (
        <p class="error" role="alert">
          {steps.error}
        </p>
      )}
      <div class="step-buttons">
        <button type="button" class="secondary" onClick={() => go(steps.at - 1)} disabled={steps.at === 0}>
          {t('table-step-back')}
        </button>
        <button type="button" class="primary" ref={next} onClick={() => go(steps.at + 1)} disabled={steps.at >= n}>
          {t('table-step-next')}
        </button>
        {stop && (
          <button type="button" class="secondary" onClick={stop}>
            {t('table-step-done')}
          </button>
        )}
      </div>
    </section>
  );
}
