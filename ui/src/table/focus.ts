// Keeping the keyboard's place: when a screen change removes the focused element (a tapped
// button that gave way to the next panel), focus moves to the next thing to do instead of
// falling to the page's body.

import { useEffect } from 'preact/hooks';

/** Whether focus has been lost: on nothing, on the body, or on an element no longer shown. */
function focusLost(): boolean {
  const el = document.activeElement;
  return !el || el === document.body || !el.isConnected;
}

/**
 * After each render where one of `deps` changed, if the focus was lost, focuses the first
 * element found by `selectors`, tried in order (a heading needs `tabIndex={-1}`).
 */
export function useRescueFocus(deps: unknown[], selectors: string[]) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => rescueFocus(selectors));
    return () => cancelAnimationFrame(frame);
  }, deps);
}

/** If the focus was lost, focuses the first element found by `selectors`, tried in order. */
export function rescueFocus(selectors: string[]) {
  if (!focusLost()) return;
  for (const sel of selectors) {
    const el = document.querySelector<HTMLElement>(sel);
    if (el) {
      el.focus();
      return;
    }
  }
}

/**
 * Where a table screen's next thing to do is, most specific first: the next step of a walk,
 * the title of the panel in use, the seat's move, whose move it is elsewhere, the result.
 */
export const NEXT_TO_DO = ['.step-bar button.primary', '.action-fieldset h3', '.actions-title', '#bot-title', '#away-title', '#end-title'];
