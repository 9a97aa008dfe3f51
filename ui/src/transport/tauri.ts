// The Tauri app's transport to its own table: `invoke('call', {method, params})`, changes as
// a "changed" event. The app is the host device of its own table.

import type { Grant } from '../types';
import { toApiError } from './errors';
import { HOST } from './grants';
import { Listeners, type ConnectionStatus, type Transport } from './transport';

type Invoke = (cmd: string, args: Record<string, unknown>) => Promise<unknown>;
type Listen = (event: string, cb: (e: { payload: unknown }) => void) => Promise<() => void>;

/**
 * Tauri transport: `invoke('call', {method, params})`; changes arrive as a "changed" event.
 * The app is the host device of its own table; while it hosts on the network its in-process
 * host plays the bots, otherwise the screen asks for their moves.
 */
export class TauriTransport implements Transport {
  readonly grant: Grant = HOST;
  readonly tokenRefused = false;
  private hosting = false;
  private changes = new Listeners<number>();
  constructor(
    private readonly invoke: Invoke,
    listen?: Listen,
  ) {
    listen?.('changed', (e) => {
      const p = e.payload as { game?: number } | number | null;
      const game = typeof p === 'number' ? p : typeof p?.game === 'number' ? p.game : 0;
      this.changes.emit(game);
    }).catch(() => undefined);
  }

  async call<T = unknown>(method: string, params: unknown = null): Promise<T> {
    try {
      const result = await this.invoke('call', { method, params });
      // The shell notifies other windows; this window refreshes itself after its own writes.
      if (method === 'host_start') this.hosting = true;
      else if (method === 'host_stop') this.hosting = false;
      else if (method === 'hosting') this.hosting = result !== null && result !== undefined;
      return result as T;
    } catch (e) {
      throw toApiError(e);
    }
  }

  get botsByHost(): boolean {
    return this.hosting;
  }

  onGrant(cb: (grant: Grant) => void): () => void {
    cb(this.grant);
    return () => undefined;
  }

  /** The app holds every right over its own table: there is no token to keep. */
  setToken() {}

  onChange(cb: (game: number) => void): () => void {
    return this.changes.add(cb);
  }

  onStatus(cb: (status: ConnectionStatus) => void): () => void {
    cb('open');
    return () => undefined;
  }
}

/** Whether the page runs inside the Tauri app. */
export function inTauri(): boolean {
  return typeof window !== 'undefined' && '__TAURI_INTERNALS__' in window;
}
