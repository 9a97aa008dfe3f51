// The action bar kept in reach on a phone: while a choice waits for Confirm, the bar (with
// the engine's preview) is fixed to the bottom of a narrow screen (app.css, `.reach`), and
// the page keeps room below its content for it, measured here.

import { useEffect, useRef } from 'preact/hooks';

/** A ref for the bar: while it is on screen, `--reach-bar` on the page is its height. */
export function useReachBar<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    const root = document.documentElement;
    if (!el) return;
    const set = () => root.style.setProperty('--reach-bar', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    set();
    const watch = typeof ResizeObserver === 'function' ? new ResizeObserver(set) : null;
    watch?.observe(el);
    return () => {
      watch?.disconnect();
      root.style.removeProperty('--reach-bar');
    };
  });
  return ref;
}

/** Whether the screen is a phone's (the narrow layout, where the page scrolls). */
function narrow(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(max-width: 760px)').matches;
}

/**
 * On a phone, brings `el` (a board or the island) to the top of the screen when its top is
 * out of sight or low on it: the place to tap is then on screen together with the bar that
 * confirms it (fixed to the bottom). At once: the page jumps to where the player must look.
 */
export function bringIntoReach(el: Element | null | undefined) {
  if (!el || !narrow()) return;
  const top = el.getBoundingClientRect().top;
  if (top >= 0 && top < window.innerHeight * 0.4) return;
  el.scrollIntoView({ block: 'start', behavior: 'auto' });
}

/** Calls `bringIntoReach` on `ref`'s element each time `key` turns to a new non-null value
 * (a building type chosen, choices shown on the island, a hint drawn). */
export function useBringIntoReach(ref: { current: Element | null }, key: string | null) {
  useEffect(() => {
    if (key === null) return;
    // After the frame's other work, a focus moved to the next thing to do included (focusing
    // scrolls too), so that the board is where the page ends up.
    let later: number | undefined;
    const frame = requestAnimationFrame(() => {
      later = window.setTimeout(() => bringIntoReach(ref.current), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(later);
    };
  }, [key]);
}
