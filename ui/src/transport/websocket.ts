// The WebSocket transport to a LAN host (`epochs serve`, or another machine's app): queues
// calls while (re)connecting, reconnects with backoff, presents this device's token first on
// every connection, keeps the reads the host may answer as patches, and inflates the long
// answers the host sends deflated.

import { inflateSync, strFromU8 } from 'fflate';
import { CACHED_METHODS } from '../generated/protocol';
import { applyPatch, type PatchOp } from '../jsonPatch';
import type { Grant, JoinDecision, LobbyGame, TableErrorBody } from '../types';
import { ApiError, isNotAllowed, isTokenGone } from './errors';
import { BYSTANDER, asGrant, readOnlyTokens, sameGrant, seatsHeld, type TokenStore } from './grants';
import { Listeners, type ConnectionStatus, type Transport } from './transport';

/** The minimal WebSocket surface used (so tests can pass a fake). */
export interface SocketLike {
  readyState: number;
  /** How binary messages arrive ("arraybuffer" is asked for). */
  binaryType?: string;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(): void;
}

/** The options of a `WsTransport`: where to connect, and what tests may replace. */
export interface WsOptions {
  /** The host's WebSocket address. */
  url: string;
  /** WebSocket constructor (default: the browser's). */
  socket?: new (
    url: string,
  ) => SocketLike;
  /** Delay before reconnect attempt n (0-based), in ms. */
  backoff?: (attempt: number) => number;
  /** A request not answered within this many ms is rejected. */
  timeoutMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
  /** The token this device presents on every (re)connection (`hello`), if it has one. */
  token?: () => string | null;
  /** Where the token is kept (overrides `token`); a refused token is cleared there. */
  tokens?: TokenStore;
  /** Whether to ask for long answers deflated (default: yes, but not from a host on this
   * device, where deflating and inflating cost more time than the bytes they save). */
  deflate?: boolean;
}

/** The close code of a message too big for the host (RFC 6455). */
const MESSAGE_TOO_BIG = 1009;
/** What a request is refused with when the host closed for its size without saying more. */
const TOO_BIG: TableErrorBody = { kind: 'refused', refusal: { reason: 'too_long', most_kib: 16, import_kib: 512 } };

/** A close event's code, if it has one. */
function closeCode(ev: unknown): number | null {
  return typeof ev === 'object' && ev !== null && 'code' in ev && typeof ev.code === 'number' ? ev.code : null;
}

/** A close event's reason, or nothing. */
function closeReason(ev: unknown): string {
  return typeof ev === 'object' && ev !== null && 'reason' in ev && typeof ev.reason === 'string' ? ev.reason : '';
}

interface InFlight {
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
  text: string;
  timer: unknown;
  /** For a read the host may answer as a patch: its key here and the answer it was sent on. */
  cached?: { key: string; method: string; params: unknown; held?: HeldAnswer };
}

/** An answer this device keeps, under the version the host gave it. */
interface HeldAnswer {
  version: number;
  value: unknown;
}

/** The methods whose answers this device holds, to read the host's next answer as a patch
 * from it: generated from the Rust declarations of the methods. */
export { CACHED_METHODS };

/** Answers kept (a device holding several seats reads several views). */
const KEPT_ANSWERS = 24;

interface AnswerMessage {
  id?: number | string | null;
  result?: unknown;
  error?: TableErrorBody;
  event?: string;
  game?: number;
  patch?: PatchOp[];
  base?: number;
  version?: number;
}

const OPEN = 1;
const HELLO_ID = 'hello';

/**
 * WebSocket transport: queues calls while (re)connecting, reconnects with backoff, presents
 * the device's token (`hello`) first on every connection and keeps the grant it answers.
 */
export class WsTransport implements Transport {
  readonly botsByHost = true;
  private currentGrant: Grant | null;
  private refused = false;
  private checkingSeats = false;
  private grants = new Listeners<Grant>();
  private readonly tokens: TokenStore;
  private ws: SocketLike | null = null;
  private nextId = 1;
  private inflight = new Map<number, InFlight>();
  private held = new Map<string, HeldAnswer>();
  /** Messages are handled in the order they came: behind a deflated one still inflating,
   * the next ones wait their turn. */
  private incoming: Promise<void> = Promise.resolve();
  private inflating = 0;
  private queue: number[] = [];
  /** The host's refusal of a message it could not read, until the close that follows it. */
  private unreadRefusal: TableErrorBody | null = null;
  private changes = new Listeners<number>();
  private joinAnswers = new Listeners<JoinDecision>();
  private statuses = new Listeners<ConnectionStatus>();
  private attempt = 0;
  private status: ConnectionStatus = 'connecting';
  private lastClose: { code: number; reason: string } | null = null;
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
      tokens: readOnlyTokens(opts.token ?? (() => null)),
      deflate: !onThisDevice(opts.url),
      ...opts,
    };
    this.tokens = this.opts.tokens;
    this.currentGrant = this.tokens.get() ? null : BYSTANDER;
    this.connect();
  }

  get grant(): Grant | null {
    return this.currentGrant;
  }

  get tokenRefused(): boolean {
    return this.refused;
  }

  get closedBy(): { code: number; reason: string } | null {
    return this.lastClose;
  }

  onGrant(cb: (grant: Grant) => void): () => void {
    if (this.currentGrant) cb(this.currentGrant);
    return this.grants.add(cb);
  }

  onJoinAnswer(cb: (decision: JoinDecision) => void): () => void {
    return this.joinAnswers.add(cb);
  }

  setToken(token: string, grant?: Grant) {
    this.tokens.set(token);
    this.refused = false;
    if (grant) this.setGrant(asGrant(grant));
    // Presented on this connection too: a token the host device approved reaches the device
    // in a notice, and until the connection says hello with it the host shows the seat's
    // device as away (and answers its reads as a bystander's).
    this.sayHello();
  }

  private setGrant(g: Grant) {
    if (sameGrant(this.currentGrant, g)) return;
    this.currentGrant = g;
    this.grants.emit(g);
  }

  /** Presents the token on the open socket; without one, this device is a bystander. */
  private sayHello() {
    const token = this.tokens.get();
    if (!token) {
      this.setGrant(BYSTANDER);
      return;
    }
    if (this.ws && this.ws.readyState === OPEN) {
      this.ws.send(JSON.stringify({ id: HELLO_ID, method: 'hello', params: { token } }));
    }
  }

  private heard(result: unknown, error: TableErrorBody | undefined) {
    if (!error) {
      this.setGrant(asGrant(result));
      return;
    }
    if (isTokenGone(error)) {
      this.tokens.set(null);
      this.refused = true;
    }
    this.setGrant(BYSTANDER);
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
      this.lastClose = null;
      this.setStatus('open');
      // The token first: the host authorises every request of a connection by it.
      this.sayHello();
      const queued = this.queue;
      this.queue = [];
      for (const id of queued) {
        const f = this.inflight.get(id);
        if (f) ws.send(f.text);
      }
      // After a reconnection anything may have changed while we were away.
      if (reconnected) this.changes.emit(0);
    };
    ws.binaryType = 'arraybuffer';
    ws.onmessage = (ev) => {
      const data = ev.data;
      if (this.inflating === 0 && (typeof data === 'string' || data instanceof ArrayBuffer)) {
        let text: string;
        try {
          text = typeof data === 'string' ? data : inflateText(data);
        } catch {
          return; // not a deflated answer: nothing of ours to read
        }
        this.receive(text);
        return;
      }
      this.inflating++;
      const text = typeof data === 'string' ? Promise.resolve(data) : inflate(data);
      this.incoming = this.incoming
        .then(() => text)
        .then(
          (t) => this.receive(t),
          () => undefined,
        )
        .finally(() => {
          this.inflating--;
        });
    };
    ws.onerror = () => {
      /* onclose follows */
    };
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ws = null;
      const code = closeCode(ev);
      if (code !== null) this.lastClose = { code, reason: closeReason(ev) };
      // A message too big for the host (close code 1009) is refused, unread, with the host's
      // typed refusal just before the close: the requests in flight fail with it, so the
      // screen says what happened rather than that the connection was lost.
      const unread = this.unreadRefusal;
      this.unreadRefusal = null;
      const tooBig = closeCode(ev) === MESSAGE_TOO_BIG ? (unread ?? TOO_BIG) : null;
      // Requests already sent may or may not have been applied: fail them so the screen
      // refreshes from the server (writes carry expected_seq, so a retry is safe).
      for (const [id, f] of this.inflight) {
        if (!this.queue.includes(id)) {
          this.inflight.delete(id);
          this.opts.clearTimer(f.timer);
          f.reject(new ApiError(tooBig ?? { kind: 'transport', message: 'The connection to the table was lost.', failure: 'lost' }));
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
    let msg: AnswerMessage;
    try {
      msg = JSON.parse(String(data));
    } catch {
      return;
    }
    if (msg.event === 'join_answer') {
      this.joinAnswers.emit(msg as unknown as JoinDecision);
      return;
    }
    if (msg.event === 'changed') {
      const game = typeof msg.game === 'number' ? msg.game : 0;
      const g = this.currentGrant;
      if (g?.role === 'seats' && (game === g.game || game === 0)) this.checkSeatsHeld();
      this.changes.emit(game);
      return;
    }
    if (msg.id === HELLO_ID) {
      this.heard(msg.result, msg.error);
      return;
    }
    if (msg.id === null && msg.error) {
      // A refusal of a message the host could not read (it names no request).
      this.unreadRefusal = msg.error;
      return;
    }
    if (typeof msg.id !== 'number') return;
    const f = this.inflight.get(msg.id);
    if (!f) return;
    this.inflight.delete(msg.id);
    this.opts.clearTimer(f.timer);
    if (msg.error) {
      // Refused for want of rights while holding seats: they may have been freed.
      if (this.currentGrant?.role === 'seats' && isNotAllowed(msg.error)) this.sayHello();
      f.reject(new ApiError(msg.error));
    } else if (f.cached) this.settleCached(f, msg);
    else f.resolve(msg.result ?? null);
  }

  /** A read's answer, whole or as a patch from the answer held when it was asked; kept for
   * the next time. A patch that does not apply is asked again whole. */
  private settleCached(f: InFlight, msg: AnswerMessage) {
    const c = f.cached;
    if (!c) return;
    let value: unknown = msg.result ?? null;
    if (msg.patch) {
      try {
        if (!c.held || c.held.version !== msg.base) throw new Error('not the answer held here');
        value = applyPatch(c.held.value, msg.patch);
      } catch {
        this.held.delete(c.key);
        this.call(c.method, c.params).then(f.resolve, f.reject);
        return;
      }
    }
    if (typeof msg.version === 'number') {
      this.held.delete(c.key);
      this.held.set(c.key, { version: msg.version, value: structuredClone(value) });
      for (const k of this.held.keys()) {
        if (this.held.size <= KEPT_ANSWERS) break;
        this.held.delete(k);
      }
    }
    f.resolve(value);
  }

  /**
   * After a change to this device's game: if the lobby no longer shows its seats as held by
   * it (the host freed them), asks the host again what its token gives. (Not a `hello` on
   * every change: a `hello` is itself announced as a change.)
   */
  private async checkSeatsHeld() {
    if (this.checkingSeats) return;
    this.checkingSeats = true;
    try {
      const g = this.currentGrant;
      if (g?.role !== 'seats') return;
      const lobby = await this.call<LobbyGame[]>('lobby', {});
      const game = lobby.find((x) => x.id === g.game);
      if (game && !seatsHeld(g, game)) this.sayHello();
    } catch {
      /* the next change asks again */
    } finally {
      this.checkingSeats = false;
    }
  }

  call<T = unknown>(method: string, params: unknown = null): Promise<T> {
    const id = this.nextId++;
    let cached: InFlight['cached'];
    let text: string;
    if (CACHED_METHODS.has(method)) {
      const key = `${method} ${JSON.stringify(params)}`;
      const held = this.held.get(key);
      cached = { key, method, params, held };
      text = JSON.stringify({ id, method, params, cache: true, base: held?.version, deflate: this.opts.deflate || undefined });
    } else text = JSON.stringify({ id, method, params, deflate: this.opts.deflate || undefined });
    return new Promise<T>((resolve, reject) => {
      const timer = this.opts.setTimer(() => {
        if (this.inflight.delete(id)) {
          this.queue = this.queue.filter((q) => q !== id);
          reject(
            new ApiError({ kind: 'transport', message: `No answer from the table to ${method}.`, failure: 'no_answer', detail: method }),
          );
        }
      }, this.opts.timeoutMs);
      this.inflight.set(id, { resolve: resolve as (v: unknown) => void, reject, text, timer, cached });
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

/** Whether `url` names a host on this very device (loopback). */
export function onThisDevice(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
  } catch {
    return false;
  }
}

/** A long answer the host sent deflated (raw DEFLATE, RFC 1951), as text. Inflated at once
 * (fflate): the browser's `DecompressionStream` costs a few milliseconds of stream hops per
 * answer, which every tap waits for. */
export async function inflate(data: unknown): Promise<string> {
  const bytes = data instanceof Blob ? await data.arrayBuffer() : (data as ArrayBuffer);
  return inflateText(bytes);
}

/** A deflated answer already in memory, as text. */
function inflateText(bytes: ArrayBuffer): string {
  return strFromU8(inflateSync(new Uint8Array(bytes)));
}
