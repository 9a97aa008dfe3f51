// A game stepped through from its first action, forwards and backwards, as anyone at the
// table may see it: the boards after each action with what it changed highlighted, and the
// log beside them (a line jumps there). Finished games, and running ones from any screen. The
// board and the players panel are the game's own (games/index.ts).

import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Api } from '../api';
import { toldLines } from '../table/logWords';
import type { ToldLine } from '../table/logWords';
import { toApiError } from '../transport';
import { seatStyles, whole } from '../table/format';
import { t } from '../i18n';
import { autoplayMs, autoplayNext, prefersReducedMotion, stepMarks, useSteps } from '../table/steps';
import { StepBar } from '../table/StepBar';
import { ErrorScreen } from '../table/TableExits';
import { gameOfView, unknownGameMessage } from '../games';

/** The replay of game `gameId`: its boards step by step, playing itself on request, and its log. */
export function Replay({ api, gameId }: { api: Api; gameId: number }) {
  const [log, setLog] = useState<ToldLine[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const walk = useSteps(api, gameId);
  useEffect(() => {
    let live = true;
    Promise.all([api.view({ game: gameId, viewer: null }), api.log({ game: gameId, viewer: null })])
      .then(([view, raw]) => {
        if (!live) return;
        // A game this version does not know has no words: it is shown as unknown.
        const game = gameOfView(view);
        if (!game) return setError(unknownGameMessage(view.game));
        const lines = toldLines(game.words, view, raw);
        setLog(lines);
        walk.start(lines, 0);
      })
      .catch((e) => live && setError(toApiError(e).message));
    return () => {
      live = false;
    };
  }, [api, gameId]);
  const steps = walk.steps;
  const view = steps?.view ?? null;
  // Playing itself: one action after another at a readable pace (slower when the reader
  // asked for reduced motion), until the end or Pause. It never starts on its own.
  const [playing, setPlaying] = useState(false);
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const q = matchMedia('(prefers-reduced-motion: reduce)');
    const on = () => setReduced(q.matches);
    q.addEventListener?.('change', on);
    return () => q.removeEventListener?.('change', on);
  }, []);
  const pause = autoplayMs(reduced);
  const at = steps?.at ?? 0;
  const loaded = !!steps?.view && !steps.error;
  useEffect(() => {
    if (!playing || !steps) return;
    const next = autoplayNext(at, steps.lines.length);
    if (next === null || steps.error) {
      setPlaying(false);
      return;
    }
    if (!loaded) return;
    const timer = setTimeout(() => walk.go(next), pause);
    return () => clearTimeout(timer);
  }, [playing, at, loaded, pause, steps?.lines.length]);
  const seatsKey = JSON.stringify(view?.seats ?? []);
  const styles = useMemo(() => seatStyles(view?.seats ?? []), [seatsKey]);
  const marks = useMemo(() => (steps ? stepMarks(steps) : []), [steps]);
  if (error) return <ErrorScreen message={error} />;
  if (!log || !steps || !view) return <main class="loading">{t('replay-opening')}</main>;
  const game = gameOfView(view);
  if (!game) return <ErrorScreen message={unknownGameMessage(view.game)} />;
  const n = steps.lines.length;
  return (
    <main class="table-page replay" data-screen="replay" data-step={steps.at} data-game={view.game}>
      <header class="table-header">
        <a class="home-link" href="#/" aria-label={t('replay-home-label')}>
          {t('replay-home')}
        </a>
        <h1 class="game-title">{t('replay-title', { name: view.name })}</h1>
        <span class="header-buttons">
          <a class="button secondary" href={`#/game/${gameId}`}>
            {t('replay-back-to-table')}
          </a>
        </span>
      </header>
      <div class={game.layoutClass}>
        <game.PublicBoard state={view.state} styles={styles} recent={marks} />
        <section class="panel" aria-label={t('replay-panel')}>
          <StepBar steps={steps} title={t('replay-step-title')} go={walk.go} />
          <div class="autoplay" data-autoplay={playing ? 'playing' : 'paused'} data-autoplay-ms={pause}>
            <button
              type="button"
              class={playing ? 'secondary' : 'primary'}
              onClick={() => {
                if (playing) return setPlaying(false);
                if (steps.at >= n) walk.go(0);
                setPlaying(true);
              }}
              disabled={n === 0}
            >
              <span aria-hidden="true">{playing ? '❚❚ ' : '▶ '}</span>
              {playing ? t('replay-pause') : steps.at >= n && n > 0 ? t('replay-play-again') : t('replay-play')}
            </button>
            <span class="muted small">{playing ? t('replay-playing', { seconds: pause / 1000 }) : t('replay-paused')}</span>
          </div>
          <label class="step-slider">
            <span>{t('replay-jump')}</span>
            <input
              type="range"
              min={0}
              max={n}
              value={steps.at}
              onInput={(e) => walk.go(Number((e.target as HTMLInputElement).value))}
              aria-valuetext={t('replay-step-of', { step: whole(steps.at), count: whole(n) })}
            />
          </label>
          <game.PlayersPanel state={view.state} styles={styles} viewer={null} />
          <section class="replay-log" aria-labelledby="replay-log-title">
            <h2 id="replay-log-title">{t('replay-log-title')}</h2>
            {n === 0 ? (
              <p class="muted">{t('replay-log-empty')}</p>
            ) : (
              <ol class="log">
                {steps.lines.map((l, i) => (
                  <li key={l.seq} aria-current={i + 1 === steps.at ? 'step' : undefined}>
                    <button type="button" class="log-jump" onClick={() => walk.go(i + 1)}>
                      {l.text}
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </section>
      </div>
    </main>
  );
}
