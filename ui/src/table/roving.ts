// A group of buttons as one tab stop (a roving tab index, as WAI-ARIA's toolbar pattern has
// it): Tab reaches the group once, on the button last used or else the first that can act;
// the arrow keys, Home and End move between its buttons, those that cannot act now included,
// so each is still announced and can be asked why.

import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** The index of the button that takes the group's tab stop: the one last focused while it
 * can still act, else the first of those that can act, else the last focused, else the first. */
export function stopOf(buttons: { current: boolean; canAct: boolean }[]): number {
  const marked = buttons.findIndex((b) => b.current);
  if (marked >= 0 && buttons[marked].canAct) return marked;
  const acting = buttons.findIndex((b) => b.canAct);
  if (acting >= 0) return acting;
  return Math.max(marked, 0);
}

/** Keeps the buttons inside `ref` one tab stop after every render; returns the key handler
 * for the group's element. A button that cannot act carries `unavailable` in its class. */
export function useRovingButtons(ref: RefObject<HTMLElement | null>): (e: KeyboardEvent) => void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const buttons = [...el.querySelectorAll<HTMLButtonElement>('button')];
    const stop = stopOf(
      buttons.map((b) => ({ current: b.dataset.rovingCurrent === 'true', canAct: !b.classList.contains('unavailable') && !b.disabled })),
    );
    buttons.forEach((b, i) => {
      b.tabIndex = i === stop ? 0 : -1;
    });
    const mark = (e: FocusEvent) => {
      const focused = e.target as HTMLElement;
      if (focused.tagName !== 'BUTTON') return;
      for (const b of buttons) {
        b.dataset.rovingCurrent = String(b === focused);
        b.tabIndex = b === focused ? 0 : -1;
      }
    };
    el.addEventListener('focusin', mark);
    return () => el.removeEventListener('focusin', mark);
  });
  return (e: KeyboardEvent) => {
    const el = ref.current;
    const move = MOVES[e.key];
    if (!el || !move) return;
    const buttons = [...el.querySelectorAll<HTMLButtonElement>('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0 || buttons.length === 0) return;
    e.preventDefault();
    buttons[move(at, buttons.length)].focus();
  };
}
