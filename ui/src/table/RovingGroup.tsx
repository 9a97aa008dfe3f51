// A row of buttons that is one tab stop, walked with the arrow keys (`roving.ts`).

import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { useRovingButtons } from './roving';

/** Its children's buttons as one tab stop, in an element of `class`, named `label`. */
export function RovingGroup({ class: cls, label, children }: { class: string; label: string; children: ComponentChildren }) {
  const ref = useRef<HTMLDivElement>(null);
  const onKey = useRovingButtons(ref);
  return (
    <div class={cls} role="toolbar" aria-label={label} ref={ref} onKeyDown={onKey}>
      {children}
    </div>
  );
}
