// A table in another home, from the browser: iroh's relay client in WebAssembly
// (crates/web-remote's `RemoteSocket`) dressed as the WebSocket `WsTransport` talks to, so a
// table elsewhere gets the same queueing, reconnection, token, patches and inflating as a LAN
// host. The host's messages are read one after another and handed on as message events; its
// close frame (or a lost stream) is the close event.

import type { PathState } from '../types';
import type { SocketLike } from './websocket';

/** What crates/web-remote's `RemoteSocket` gives the page. */
export interface RemoteSocketLike {
  send(text: string): Promise<void>;
  next(): Promise<RemoteMessage>;
  close(): Promise<void>;
  path(): { relayed: boolean; rtt_ms: number | null };
}

/** One message from the host, as `RemoteSocket.next` reads it. */
export type RemoteMessage =
  | { kind: 'text'; text: string }
  | { kind: 'deflated'; bytes: Uint8Array }
  | { kind: 'close'; code: number; reason: string };

/** Opens a connection to the host an invitation names (crates/web-remote's `connect`). */
export type RemoteConnect = (invitation: string) => Promise<RemoteSocketLike>;

/** How long reaching the host through its relay may take before this attempt is given up
 * (the transport then tries again). */
export const CONNECT_WAIT_MS = 20_000;
/** The close code when the host could not be reached (as a WebSocket says it). */
const UNREACHABLE = 1006;

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

/** The sockets open now, closed when the page goes away (the host then hears it at once
 * rather than at its idle timeout), and the newest, whose path the remote bar tells. */
const open = new Set<IrohSocket>();
let newest: IrohSocket | null = null;
if (typeof addEventListener === 'function') {
  addEventListener('pagehide', () => {
    for (const s of [...open]) s.close();
  });
}

/** One connection to a table elsewhere, with a WebSocket's surface. */
export class IrohSocket implements SocketLike {
  readyState = CONNECTING;
  binaryType = 'arraybuffer';
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  private remote: RemoteSocketLike | null = null;

  constructor(
    invitation: string,
    connect: RemoteConnect,
    private readonly waitMs = CONNECT_WAIT_MS,
  ) {
    newest = this;
    void this.open(invitation, connect);
  }

  private async open(invitation: string, connect: RemoteConnect) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the host did not answer in time')), this.waitMs);
    });
    const reaching = connect(invitation);
    let remote: RemoteSocketLike;
    try {
      remote = await Promise.race([reaching, late]);
    } catch (e) {
      // A connection that comes after all is closed rather than left open.
      reaching.then((r) => r.close()).catch(() => undefined);
      this.ended(UNREACHABLE, e instanceof Error ? e.message : String(e));
      return;
    } finally {
      clearTimeout(timer);
    }
    if (this.readyState !== CONNECTING) {
      void remote.close().catch(() => undefined);
      return;
    }
    this.remote = remote;
    this.readyState = OPEN;
    open.add(this);
    this.onopen?.({});
    await this.read(remote);
  }

  /** Hands on the host's messages until its close. */
  private async read(remote: RemoteSocketLike) {
    for (;;) {
      let m: RemoteMessage;
      try {
        m = await remote.next();
      } catch (e) {
        m = { kind: 'close', code: UNREACHABLE, reason: e instanceof Error ? e.message : String(e) };
      }
      if (this.readyState !== OPEN) return;
      if (m.kind === 'text') this.onmessage?.({ data: m.text });
      else if (m.kind === 'deflated') {
        const b = m.bytes;
        this.onmessage?.({ data: b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) });
      } else {
        void remote.close().catch(() => undefined);
        this.ended(m.code, m.reason);
        return;
      }
    }
  }

  private ended(code: number, reason: string) {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    open.delete(this);
    this.onclose?.({ code, reason });
  }

  send(data: string): void {
    const remote = this.remote;
    if (this.readyState !== OPEN || !remote) return;
    remote.send(data).catch((e) => {
      void remote.close().catch(() => undefined);
      this.ended(UNREACHABLE, e instanceof Error ? e.message : String(e));
    });
  }

  close(): void {
    if (this.readyState === CLOSED) return;
    const remote = this.remote;
    this.remote = null;
    if (remote) void remote.close().catch(() => undefined);
    this.ended(1000, '');
  }

  /** How this connection travels now. */
  path(): PathState {
    const p = this.readyState === OPEN ? this.remote?.path() : undefined;
    return { connected: p !== undefined, relayed: p?.relayed ?? true, rtt_ms: p?.rtt_ms ?? null };
  }
}

/** The WebSocket constructor `WsTransport` takes, for connections made by `connect`. */
export function irohSockets(connect: RemoteConnect): new (url: string) => SocketLike {
  return class extends IrohSocket {
    constructor(invitation: string) {
      super(invitation, connect);
    }
  };
}

/** How the newest connection to a table elsewhere travels, or `null` when there is none. */
export function newestIrohPath(): PathState | null {
  return newest ? newest.path() : null;
}
