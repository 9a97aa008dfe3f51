// Stepping through logged actions on the board: the public view after each one, with what it
// changed highlighted. Used by *Show* (what the others did since a seat's last move) and by
// the replay screen.

import { useEffect, useRef, useState } from 'preact/hooks';
import type { Api } from '../api';
import type { GameView, Mark } from '../types';
import { toApiError } from '../transport';
import type { ToldLine } from './logWords';

/** Where a walk through the log stands. */
export interface StepState {
  /** The actions walked through. */
  lines: ToldLine[];
  /** How many of them have been played on the board shown (0: the position before the first). */
  at: number;
  /** The public view after them, once fetched. */
  view: GameView | null;
  error: string | null;
}

/** What the board shows at `s`: the changes of the action just stepped over. */
export function stepMarks(s: StepState): Mark[] {
  return s.at > 0 ? (s.lines[s.at - 1]?.marks ?? []) : [];
}

/** The number of actions played before the position at `s` (for `replay`). */
export function stepPosition(s: StepState): number {
  if (s.at > 0) return (s.lines[s.at - 1]?.seq ?? 0) + 1;
  return s.lines[0]?.seq ?? 0;
}

/**
 * A walk through `lines` of game `gameId` on the board, from the position before the first
 * (`start(lines, 0)`) or after any of them; `go` moves to another step, `stop` ends the walk.
 */
export function useSteps(api: Api, gameId: number) {
  const [steps, setSteps] = useState<StepState | null>(null);
  const token = useRef(0);
  const load = async (lines: ToldLine[], at: number) => {
    const t = ++token.current;
    const s: StepState = { lines, at, view: null, error: null };
    setSteps((old) => ({ ...s, view: old?.lines === lines ? old.view : null }));
    try {
      const view = await api.replay({ game: gameId, step: stepPosition(s), viewer: null });
      if (t === token.current) setSteps({ ...s, view });
    } catch (e) {
      if (t === token.current) setSteps({ ...s, error: toApiError(e).message });
    }
  };
  useEffect(() => () => void token.current++, []);
  return {
    steps,
    start: (lines: ToldLine[], at = 1) => load(lines, Math.max(0, Math.min(at, lines.length))),
    go: (at: number) => {
      if (steps) load(steps.lines, Math.max(0, Math.min(at, steps.lines.length)));
    },
    stop: () => {
      token.current++;
      setSteps(null);
    },
  };
}

/** The pause between two actions when a replay plays itself, by the reader's motion setting. */
export const AUTOPLAY_MS = { normal: 1500, reduced: 3500 } as const;

/** The pause between two steps of a replay that plays itself: longer for reduced motion. */
export function autoplayMs(reducedMotion: boolean): number {
  return reducedMotion ? AUTOPLAY_MS.reduced : AUTOPLAY_MS.normal;
}

/** Whether the reader asked for reduced motion (the browser's setting). */
export function prefersReducedMotion(): boolean {
  try {
    return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

/** Where a replay playing itself goes next from step `at` of `n`: null when it is over. */
export function autoplayNext(at: number, n: number): number | null {
  return at < n ? at + 1 : null;
}
