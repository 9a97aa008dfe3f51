// Asking the browser to keep the saved games (`navigator.storage.persist()`): without it a
// browser may clear a site's storage when space runs low. Asked at every start until granted
// (a browser may grant it later, once the app is installed); a refusal is told once on the
// home screen, with the advice to export the games, until dismissed.

/** The part of `navigator.storage` used. */
export interface StorageLike {
  persisted?(): Promise<boolean>;
  persist?(): Promise<boolean>;
}

/** What the browser answered: kept for good, may be cleared, or it can't say. */
export type Persistence = 'persisted' | 'evictable' | 'unknown';

/** Asks `storage` to keep this site's data, unless it already does. */
export async function askToKeep(storage: StorageLike | undefined): Promise<Persistence> {
  if (!storage?.persist) return 'unknown';
  try {
    if (storage.persisted && (await storage.persisted())) return 'persisted';
    return (await storage.persist()) ? 'persisted' : 'evictable';
  } catch {
    return 'unknown';
  }
}

/** Where the dismissal of the "may be cleared" notice is kept. */
export const EVICTABLE_SEEN_KEY = 'epochs.evictableSeen';
