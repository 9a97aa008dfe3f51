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
