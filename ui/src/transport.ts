// One small interface to the table: `call(method, params)` and `onChange(cb)`.
// Two implementations: the Tauri app's `invoke('call', …)` and a WebSocket to `epochs serve`
// (same origin, `/ws`, reconnecting). No screen knows which one it talks to.

import type { TableErrorBody } from './types';

export type ConnectionStatus = 'connecting' | 'open' | 'closed';

export interface Transport {
  /** Calls a table method; resolves with its result or rejects with an `ApiError`. */
  call<T = unknown>(method: string, params?: unknown): Promise<T>;
  /** Subscribes to "a game changed" notices (game 0: anything may have changed). */
  onChange(cb: (game: number) => void): () => void;
  /** Subscribes to the connection state (always "open" for Tauri). */
  onStatus(cb: (status: ConnectionStatus) => void): () => void;
  /** Whether the host plays the bots itself (a LAN host); else the screen asks it to. */
  readonly botsByHost: boolean;
}

/** A typed error from the table (docs/protocol.md), or a transport failure. */
export class ApiError extends Error {
  readonly body: TableErrorBody;
  constructor(body: TableErrorBody) {
    super(describeError(body));
    this.body = body;
    this.name = 'ApiError';
  }
  get kind(): TableErrorBody['kind'] {
    return this.body.kind;
  }
}

export function describeError(body: TableErrorBody): string {
  switch (body.kind) {
    case 'rule':
      return `${body.title} (${body.ruling}): ${body.message}`;
    case 'not_found':
      return `There is no saved game ${body.id}.`;
    case 'not_your_turn':
      return 'It is not this seat’s move.';
    case 'stale':
      return 'The game moved on meanwhile; the table was refreshed.';
    case 'undo':
      return `Cannot undo: ${body.reason}`;
    default:
      return body.message ?? 'Something went wrong.';
  }
}

export function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (e && typeof e === 'object' && 'kind' in e && typeof (e as { kind: unknown }).kind === 'string') {
    return new ApiError(e as TableErrorBody);
  }
  const message = e instanceof Error ? e.message : typeof e === 'string' ? e : 'unknown error';
  return new ApiError({ kind: 'transport', message });
}

class Listeners<T> {
  private set = new Set<(v: T) => void>();
  add(cb: (v: T) => void): () => void {
    this.set.add(cb);
    return () => this.set.delete(cb);
  }
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

/** The minimal WebSocket surface used (so tests can pass a fake). */
export interface SocketLike {
  readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface WsOptions {
  url: string;
  /** WebSocket constructor (default: the browser's). */
  socket?: new (url: string) => SocketLike;
  /** Delay before reconnect attempt n (0-based), in ms. */
  backoff?: (attempt: number) => number;
  /** A request not answered within this many ms is rejected. */
  timeoutMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
  /** The token this device presents on every (re)connection (`hello`), if it has one. */
  token?: () => string | null;
}

interface InFlight {
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
  text: string;
  timer: unknown;
}

const OPEN = 1;

/** WebSocket transport: queues calls while (re)connecting, reconnects with backoff. */
export class WsTransport implements Transport {
  readonly botsByHost = true;
  private ws: SocketLike | null = null;
  private nextId = 1;
  private inflight = new Map<number, InFlight>();
  private queue: number[] = [];
  private changes = new Listeners<number>();
  private statuses = new Listeners<ConnectionStatus>();
  private attempt = 0;
  private status: ConnectionStatus = 'connecting';
  private closedForGood = false;
  private reconnectTimer: unknown = null;
  private readonly opts: Required<WsOptions>;

  constructor(opts: WsOptions) {
    this.opts = {
      socket: (globalThis as unknown as { WebSocket: new (url: string) => SocketLike }).WebSocket,
      backoff: (n) => Math.min(250 * 2 ** n, 5000),
      timeoutMs: 30000,
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
      token: () => null,
      ...opts,
    };
    this.connect();
  }

  private setStatus(s: ConnectionStatus) {
    if (this.status !== s) {
      this.status = s;
      this.statuses.emit(s);
    }
  }

  private connect() {
    this.setStatus('connecting');
    const ws = new this.opts.socket(this.opts.url);
    this.ws = ws;
    ws.onopen = () => {
      const reconnected = this.attempt > 0;
      this.attempt = 0;
      this.setStatus('open');
      // The token first: the host authorises every request of a connection by it.
      const token = this.opts.token();
      if (token) ws.send(JSON.stringify({ id: 'hello', method: 'hello', params: { token } }));
      const queued = this.queue;
      this.queue = [];
      for (const id of queued) {
        const f = this.inflight.get(id);
        if (f) ws.send(f.text);
      }
      // After a reconnection anything may have changed while we were away.
      if (reconnected) this.changes.emit(0);
    };
    ws.onmessage = (ev) => this.receive(ev.data);
    ws.onerror = () => {
      /* onclose follows */
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      // Requests already sent may or may not have been applied: fail them so the screen
      // refreshes from the server (writes carry expected_seq, so a retry is safe).
      for (const [id, f] of this.inflight) {
        if (!this.queue.includes(id)) {
          this.inflight.delete(id);
          this.opts.clearTimer(f.timer);
          f.reject(new ApiError({ kind: 'transport', message: 'The connection to the table was lost.' }));
        }
      }
      if (this.closedForGood) {
        this.setStatus('closed');
        return;
      }
      this.setStatus('connecting');
      const delay = this.opts.backoff(this.attempt++);
      this.reconnectTimer = this.opts.setTimer(() => {
        this.reconnectTimer = null;
        if (!this.closedForGood) this.connect();
      }, delay);
    };
  }

  private receive(data: unknown) {
    let msg: { id?: number | null; result?: unknown; error?: TableErrorBody; event?: string; game?: number };
    try {
      msg = JSON.parse(String(data));
    } catch {
      return;
    }
    if (msg.event === 'changed') {
      this.changes.emit(typeof msg.game === 'number' ? msg.game : 0);
      return;
    }
    if (typeof msg.id !== 'number') return;
    const f = this.inflight.get(msg.id);
    if (!f) return;
    this.inflight.delete(msg.id);
    this.opts.clearTimer(f.timer);
    if (msg.error) f.reject(new ApiError(msg.error));
    else f.resolve(msg.result ?? null);
  }

  call<T = unknown>(method: string, params: unknown = null): Promise<T> {
    const id = this.nextId++;
    const text = JSON.stringify({ id, method, params });
    return new Promise<T>((resolve, reject) => {
      const timer = this.opts.setTimer(() => {
        if (this.inflight.delete(id)) {
          this.queue = this.queue.filter((q) => q !== id);
          reject(new ApiError({ kind: 'transport', message: `No answer from the table to ${method}.` }));
        }
      }, this.opts.timeoutMs);
      this.inflight.set(id, { resolve: resolve as (v: unknown) => void, reject, text, timer });
      if (this.ws && this.ws.readyState === OPEN) this.ws.send(text);
      else this.queue.push(id);
    });
  }

  onChange(cb: (game: number) => void): () => void {
    return this.changes.add(cb);
  }

  onStatus(cb: (status: ConnectionStatus) => void): () => void {
    cb(this.status);
    return this.statuses.add(cb);
  }

  /** Closes the socket and stops reconnecting. */
  close() {
    this.closedForGood = true;
    if (this.reconnectTimer !== null) this.opts.clearTimer(this.reconnectTimer);
    this.ws?.close();
  }
}

type Invoke = (cmd: string, args: Record<string, unknown>) => Promise<unknown>;
type Listen = (event: string, cb: (e: { payload: unknown }) => void) => Promise<() => void>;

/** Tauri transport: `invoke('call', {method, params})`; changes arrive as a "changed" event. */
export class TauriTransport implements Transport {
  readonly botsByHost = false;
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
      return result as T;
    } catch (e) {
      throw toApiError(e);
    }
  }

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

/** The transport for this page: Tauri inside the app, else a WebSocket to the same origin. */
export async function createTransport(): Promise<Transport> {
  if (inTauri()) {
    const core = await import('@tauri-apps/api/core');
    const event = await import('@tauri-apps/api/event');
    return new TauriTransport(
      (cmd, args) => core.invoke(cmd, args),
      (name, cb) => event.listen(name, cb),
    );
  }
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  rememberHostToken();
  return new WsTransport({ url: `${proto}//${location.host}/ws`, token: storedToken });
}

const TOKEN_KEY = 'epochs.token';

/** The host device's link carries its token (`#host=TOKEN`): keep it, and drop it from the
 * address bar so it is not shown, bookmarked or shared by accident. */
function rememberHostToken() {
  const m = /^#host=([0-9a-f]{32})$/.exec(location.hash);
  if (!m) return;
  try {
    localStorage.setItem(TOKEN_KEY, m[1]);
  } catch {
    /* private mode: the token lasts for this page only */
    pageToken = m[1];
  }
  history.replaceState(null, '', `${location.pathname}${location.search}#/`);
}

let pageToken: string | null = null;

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) ?? pageToken;
  } catch {
    return pageToken;
  }
}
