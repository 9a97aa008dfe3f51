// What the app itself has to tell, apart from any screen: a new version ready to load, and
// where the saved games live when that is worth knowing (kept only in memory, waiting for
// another tab, or liable to be cleared by the browser). The web build fills it in
// (web/platform.ts); the Tauri app and a LAN page never do.

import { useEffect, useState } from 'preact/hooks';
import type { MemoryCause } from './worker/protocol';

/** Where the saved games are, when the person should know. */
export type SavesNotice =
  /** Nowhere lasting: the games go when the page closes (`cause`: why; `detail`: the
   * browser's words, if any). */
  | { kind: 'memory'; cause: MemoryCause; detail: string | null }
  /** Epochs is open in another tab or window, which holds the saved games. */
  | { kind: 'waiting' }
  /** Kept, but the browser may clear them when space runs low (persistence refused). */
  | { kind: 'evictable' };

/** Everything the app has to tell. */
export interface AppNotices {
  /** A new version is ready: calling this loads it (the page reloads). */
  update: (() => void) | null;
  /** Where the saved games are, if the person should know. */
  saves: SavesNotice | null;
}

let current: AppNotices = { update: null, saves: null };
const listeners = new Set<(n: AppNotices) => void>();

/** The app's notices, and how to change them. */
export const appNotices = {
  /** The notices now. */
  get: (): AppNotices => current,
  /** Changes some of the notices and tells every subscriber. */
  set(change: Partial<AppNotices>) {
    current = { ...current, ...change };
    for (const cb of [...listeners]) cb(current);
  },
  /** Subscribes `cb`; returns the unsubscribe. */
  subscribe(cb: (n: AppNotices) => void): () => void {
    listeners.add(cb);
    return () => listeners.delete(cb);
  },
};

/** The app's notices, kept up to date in a component. */
export function useAppNotices(): AppNotices {
  const [n, setN] = useState(current);
  useEffect(() => {
    setN(appNotices.get());
    return appNotices.subscribe(setN);
  }, []);
  return n;
}
