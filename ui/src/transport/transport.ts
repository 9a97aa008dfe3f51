// What every transport to the table is: one small interface (`call(method, params)`,
// `onChange(cb)` and what this device may do, its grant), the state of its connection, and
// the listener list the transports share. No screen knows which transport it talks to.

import type { Grant, JoinDecision } from '../types';

/** The state of the connection to the table (always "open" for the Tauri app). */
export type ConnectionStatus = 'connecting' | 'open' | 'closed';

/** One connection to the table: the Tauri app's own (`TauriTransport`), a WebSocket to a LAN
 * host (`WsTransport`), or the table in this page's Web Worker (`WorkerTransport`). */
export interface Transport {
  /** Calls a table method; resolves with its result or rejects with an `ApiError`. */
  call<T = unknown>(method: string, params?: unknown): Promise<T>;
  /** Subscribes to "a game changed" notices (game 0: anything may have changed). */
  onChange(cb: (game: number) => void): () => void;
  /** Subscribes to the connection state (always "open" for Tauri; "connecting" while a
   * worker's table opens its saved games). */
  onStatus(cb: (status: ConnectionStatus) => void): () => void;
  /** Whether the host plays the bots itself (a LAN host); else the screen asks it to. */
  readonly botsByHost: boolean;
  /** `false` when other devices can never join this table over the network (a table in this
   * browser hosts nobody); absent, they may (a LAN host, or the app once it hosts). */
  readonly networked?: boolean;
  /** What this device may do; `null` until the host has answered this device's token. */
  readonly grant: Grant | null;
  /** Subscribes to the grant (called at once with the current one, if known). */
  onGrant(cb: (grant: Grant) => void): () => void;
  /** Whether the host refused this device's token (it restarted, or the seats were freed). */
  readonly tokenRefused: boolean;
  /** Keeps the token `join` answered, presented from now on; `grant` is what it gives. */
  setToken(token: string, grant?: Grant): void;
  /** Subscribes to the host device's answers to this device's join requests (LAN only). */
  onJoinAnswer?(cb: (decision: JoinDecision) => void): () => void;
  /** How the host last closed the connection, until it opens again (a remote host: 4000 when
   * it stopped sharing with other homes). */
  readonly closedBy?: { code: number; reason: string } | null;
  /** Stops talking to the table for good (a remote host the app leaves). */
  close?(): void;
}

/** Callbacks subscribed to one kind of news; one that throws does not stop the others. */
export class Listeners<T> {
  private set = new Set<(v: T) => void>();
  /** Subscribes `cb`; returns the unsubscribe. */
  add(cb: (v: T) => void): () => void {
    this.set.add(cb);
    return () => this.set.delete(cb);
  }
  /** Calls every subscriber with `v`. */
  emit(v: T): void {
    for (const cb of [...this.set]) {
      try {
        cb(v);
      } catch (err) {
        console.error(err);
      }
    }
  }
}
