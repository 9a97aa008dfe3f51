// How fast bots' moves follow each other on this device: at a readable pace, faster, or
// skipped through (no pause). Remembered on the device.

import type { BotPace } from '../generated/protocol';

/** A pace, named as the host names it (`bot_pace`). */
export type Pace = BotPace;

/** The pause before each bot action, by pace. */
export const PACE_MS: Record<Pace, number> = { normal: 900, faster: 250, skip: 0 };

const KEY = 'epochs.botPace';

/** The pace chosen on this device (normal until one is chosen). */
export function botPace(): Pace {
  try {
    const p = localStorage.getItem(KEY);
    return p === 'faster' || p === 'skip' ? p : 'normal';
  } catch {
    return 'normal';
  }
}

/** Chooses the pace on this device, from the next bot move on. */
export function setBotPace(p: Pace) {
  try {
    localStorage.setItem(KEY, p);
  } catch {
    // A browser without storage keeps the pace for this page only.
  }
  memory = p;
}

let memory: Pace | null = null;

/** The pause before the next bot action on this device. */
export function botPauseMs(): number {
  return PACE_MS[memory ?? botPace()];
}
