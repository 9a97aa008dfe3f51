// The web build's transport: the whole table, compiled to WebAssembly, runs in a dedicated Web
// Worker on this device (ui/src/worker/), and this side talks to it by postMessage with request
// ids. Like the Tauri app, the page is the host device of its own table and asks the bots for
// their moves itself; change notices follow the writes, as a LAN host sends them.

import type { Grant, TableErrorBody } from '../types';
import { changedBy, type SavesStorage, type WorkerMessage, type WorkerRequest } from '../worker/protocol';
import { ApiError } from './errors';
import { HOST } from './grants';
import { Listeners, type ConnectionStatus, type Transport } from './transport';

export { changedBy };
export type { SavesStorage };

/** The minimal Worker surface used (so tests can pass a fake). */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  onmessage: ((e: { data: WorkerMessage }) => void) | null;
  onerror: ((e: { message?: string }) => void) | null;
  terminate(): void;
}

/** The options of a `WorkerTransport`. */
export interface WorkerOptions {
  /** Starts the table's worker (again, after a crash). */
  spawn: () => WorkerLike;
  /** How many times a crashed worker is started again before giving up (default 3). */
  restarts?: number;
}

/** The methods only a LAN host answers: a table in the browser hosts nobody. */
const HOST_ONLY = new Set([
  'hello',
  'join',
  'lobby',
  'free_seat',
  'open_seats',
  'answer_join',
  'host_start',
  'host_stop',
  'discover',
  'share_elsewhere',
  'stop_elsewhere',
  'join_elsewhere',
  'elsewhere_path',
  'bot_pace',
]);

interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

/**
 * The transport to the table in this page's Web Worker: calls queue in the worker while it
 * opens the saved games, are answered in order, and a write's answer is followed by a change
 * notice for its game. A worker that crashes is started again (its pending calls fail, and a
 * change notice for every game follows). Where the saved games live is told by `onStorage`.
 */
export class WorkerTransport implements Transport {
  readonly grant: Grant = HOST;
  readonly tokenRefused = false;
  /** The page asks for the bots' moves itself (`bot_move`), as the app's window does. */
  readonly botsByHost = false;
  /** Nobody joins a table in a browser: it has no network service. */
  readonly networked = false;
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private pending = new Map<number, Pending>();
  private changes = new Listeners<number>();
  private statuses = new Listeners<ConnectionStatus>();
  private storages = new Listeners<SavesStorage>();
  private status: ConnectionStatus = 'connecting';
  private where: SavesStorage | null = null;
  private failure: TableErrorBody | null = null;
  private restartsLeft: number;
  private restarted = false;
  private closed = false;

  constructor(private readonly opts: WorkerOptions) {
    this.restartsLeft = opts.restarts ?? 3;
    this.start();
  }

  /** Where the saved games live, once the worker has said (`null` until then). */
  get storage(): SavesStorage | null {
    return this.where;
  }

  private start() {
    const worker = this.opts.spawn();
    this.worker = worker;
    worker.onmessage = (e) => {
      if (this.worker === worker) this.receive(e.data);
    };
    worker.onerror = (e) => {
      if (this.worker !== worker) return;
      // The worker's script itself failed (it could not be loaded, or threw at the top).
      this.fail({
        kind: 'transport',
        message: `The table could not be started in this browser${e?.message ? `: ${e.message}` : '.'}`,
        failure: 'cannot_start',
        detail: e?.message || undefined,
      });
    };
  }

  private setStatus(s: ConnectionStatus) {
    if (this.status !== s) {
      this.status = s;
      this.statuses.emit(s);
    }
  }

  /** The table can't be had: every pending and later call is refused with `error`. */
  private fail(error: TableErrorBody) {
    this.failure = error;
    this.worker?.terminate();
    this.worker = null;
    this.rejectAll(error);
    this.setStatus('closed');
  }

  private rejectAll(error: TableErrorBody) {
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) p.reject(new ApiError(error));
  }

  private receive(msg: WorkerMessage) {
    if ('event' in msg) {
      if (msg.event === 'failed') {
        this.fail(msg.error);
        return;
      }
      this.where = msg.storage;
      this.storages.emit(msg.storage);
      if (msg.storage.kind === 'waiting') {
        this.setStatus('connecting');
        return;
      }
      this.setStatus('open');
      if (this.restarted) {
        this.restarted = false;
        this.changes.emit(0);
      }
      return;
    }
    const p = this.pending.get(msg.id);
    if (!p) return;
    this.pending.delete(msg.id);
    if ('error' in msg) {
      p.reject(new ApiError(msg.error));
      if (msg.fatal) this.crashed(msg.error);
      return;
    }
    p.resolve(msg.result);
    if (msg.changed !== null) this.changes.emit(msg.changed);
  }

  /** The WebAssembly trapped: a fresh worker opens the saved games again (every write was
   * saved before it was answered), unless it keeps crashing. */
  private crashed(error: TableErrorBody) {
    this.worker?.terminate();
    this.worker = null;
    this.rejectAll(error);
    if (this.closed) return;
    if (this.restartsLeft-- <= 0) {
      this.fail(error);
      return;
    }
    this.restarted = true;
    this.setStatus('connecting');
    this.start();
  }

  call<T = unknown>(method: string, params: unknown = null): Promise<T> {
    if (method === 'hosting') return Promise.resolve(null as T);
    if (method === 'join_requests') return Promise.resolve([] as T);
    if (HOST_ONLY.has(method)) {
      return Promise.reject(
        new ApiError({ kind: 'bad_request', message: `${method}: Epochs in a browser does not host games on the network` }),
      );
    }
    if (this.failure) return Promise.reject(new ApiError(this.failure));
    const worker = this.worker;
    if (!worker) return Promise.reject(new ApiError({ kind: 'transport', message: 'The table is closed.', failure: 'closed' }));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ id, method, params });
    });
  }

  onChange(cb: (game: number) => void): () => void {
    return this.changes.add(cb);
  }

  onStatus(cb: (status: ConnectionStatus) => void): () => void {
    cb(this.status);
    return this.statuses.add(cb);
  }

  /** Subscribes to where the saved games live (called at once if known). */
  onStorage(cb: (storage: SavesStorage) => void): () => void {
    if (this.where) cb(this.where);
    return this.storages.add(cb);
  }

  onGrant(cb: (grant: Grant) => void): () => void {
    cb(this.grant);
    return () => undefined;
  }

  /** This device holds every right over its own table: there is no token to keep. */
  setToken() {}

  /** Stops the worker (its lock on the saved games goes with it). */
  close() {
    this.closed = true;
    this.fail({ kind: 'transport', message: 'The table is closed.', failure: 'closed' });
  }
}
