// A score on the table that counts up when it rises (Ecus at earnings, victory points), with
// what it rose by rising from it: at once, and without that, when the device asks for
// reduced motion.

import { useEffect, useRef, useState } from 'preact/hooks';
import { prefersReducedMotion } from './steps';

/** How long a rise takes to count up, in milliseconds. */
export const COUNT_MS = 600;
/** How long what a score rose by stays beside it (styles/motion.css `.count-up[data-rise]`). */
const RISE_MS = 900;

/** The number shown `elapsed` ms into counting from `from` to `to` over `duration` ms: eased
 * out (fast first), whole numbers, `to` from the end on. */
export function countAt(from: number, to: number, elapsed: number, duration: number): number {
  if (elapsed >= duration || duration <= 0) return to;
  const p = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - p) ** 3;
  return Math.round(from + (to - from) * eased);
}

/** `value`, counted up to when it rises. */
export function CountUp({ value }: { value: number }) {
  const [shown, setShown] = useState(value);
  const [rise, setRise] = useState<number | null>(null);
  const last = useRef(value);
  useEffect(() => {
    const from = last.current;
    last.current = value;
    if (value <= from || prefersReducedMotion()) {
      setShown(value);
      setRise(null);
      return;
    }
    setRise(value - from);
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const n = countAt(from, value, now - start, COUNT_MS);
      setShown(n);
      if (n !== value) frame = requestAnimationFrame(step);
    });
    const done = setTimeout(() => setRise(null), RISE_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(done);
      setShown(value);
    };
  }, [value]);
  return (
    <span class="count-up" data-rise={rise === null ? undefined : `+${rise}`}>
      {shown}
    </span>
  );
}
