// What a device may do at the table (its grant) and the token that proves it: reading a
// grant from the host's answer, where a device keeps its token (per page, or per remote host
// in the app), and the host device's link that carries its token.

import type { Grant, LobbyGame } from '../types';

/** The grant of a device that may only watch. */
export const BYSTANDER: Grant = { role: 'bystander' };
/** The grant of the host device: every right. */
export const HOST: Grant = { role: 'host' };

/** The grant in a `hello` or `join` answer (anything unexpected counts as a bystander). */
export function asGrant(v: unknown): Grant {
  if (!v || typeof v !== 'object' || !('role' in v)) return BYSTANDER;
  if (v.role === 'host') return HOST;
  if (v.role === 'seats' && 'game' in v && 'seats' in v && typeof v.game === 'number' && Array.isArray(v.seats)) {
    const name = 'name' in v && typeof v.name === 'string' ? v.name : '';
    return { role: 'seats', game: v.game, seats: v.seats.filter((s): s is number => typeof s === 'number'), name };
  }
  return BYSTANDER;
}

/** Whether two grants give the same rights. */
export function sameGrant(a: Grant | null, b: Grant | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether the lobby's `game` still shows every seat of `grant` as held by its device. */
export function seatsHeld(grant: Extract<Grant, { role: 'seats' }>, game: LobbyGame): boolean {
  return grant.seats.every((s) => game.seats[s]?.held_by === grant.name);
}

/** Where a device keeps its token for one host. */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
}

/** Minimal storage surface (localStorage in the browser, a map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A token kept under `key` in `storage`, or for this page only when storage fails. */
export class StoredToken implements TokenStore {
  private memory: string | null = null;
  constructor(
    readonly key: string,
    private readonly storage: KeyValueStore | null,
  ) {}
  /** The token kept, if any. */
  get(): string | null {
    try {
      return this.storage?.getItem(this.key) ?? this.memory;
    } catch {
      return this.memory;
    }
  }
  /** Keeps `token` (`null`: forgets it). */
  set(token: string | null) {
    this.memory = token;
    try {
      if (token === null) this.storage?.removeItem(this.key);
      else this.storage?.setItem(this.key, token);
    } catch {
      /* private mode: the token lasts for this page only */
    }
  }
}

/** A token held in memory, first read from `read`. */
export function readOnlyTokens(read: () => string | null): TokenStore {
  let own: string | null | undefined;
  return {
    get: () => (own !== undefined ? own : read()),
    set: (t) => {
      own = t;
    },
  };
}

/** The page's token key: a browser page talks to the host that served it. */
export const PAGE_TOKEN_KEY = 'epochs.token';

/** The app's token key for a remote host. */
export function remoteTokenKey(hostPort: string): string {
  return `${PAGE_TOKEN_KEY}.${hostPort}`;
}

/** The browser's local storage, if this page may use it. */
export function browserStorage(): KeyValueStore | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    return null;
  }
}

/** The host device's link carries its token (`#host=TOKEN`): keep it, and drop it from the
 * address bar so it is not shown, bookmarked or shared by accident. */
export function rememberHostToken(tokens: TokenStore) {
  const m = /^#host=([0-9a-f]{32})$/.exec(location.hash);
  if (!m) return;
  tokens.set(m[1]);
  history.replaceState(null, '', `${location.pathname}${location.search}#/`);
}
