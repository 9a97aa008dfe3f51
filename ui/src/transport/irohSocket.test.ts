import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IrohSocket, irohSockets, newestIrohPath, type RemoteMessage, type RemoteSocketLike } from './irohSocket';
import { WsTransport } from './websocket';

/** A host elsewhere as crates/web-remote's `RemoteSocket` shows it: messages are queued by the
 * test and read by `next`, requests are kept. */
class FakeRemote implements RemoteSocketLike {
  sent: string[] = [];
  closed = false;
  failSend = false;
  private queued: RemoteMessage[] = [];
  private waiting: ((m: RemoteMessage) => void) | null = null;
  push(m: RemoteMessage) {
    const w = this.waiting;
    if (w) {
      this.waiting = null;
      w(m);
    } else this.queued.push(m);
  }
  next(): Promise<RemoteMessage> {
    const m = this.queued.shift();
    if (m) return Promise.resolve(m);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }
  async send(text: string) {
    if (this.failSend) throw new Error('the stream broke');
    this.sent.push(text);
  }
  async close() {
    this.closed = true;
  }
  path() {
    return { relayed: true, rtt_ms: 42 };
  }
}

const tick = () => new Promise((r) => setTimeout(r, 0));

function events(s: IrohSocket) {
  const seen: unknown[] = [];
  s.onopen = () => seen.push('open');
  s.onmessage = (ev) => seen.push(ev.data);
  s.onclose = (ev) => seen.push(ev);
  return seen;
}

describe('a socket to a table elsewhere', () => {
  it('opens, hands on text and deflated answers in order, and closes with the host’s code and reason', async () => {
    const remote = new FakeRemote();
    const s = new IrohSocket('endpointabc', async () => remote);
    const seen = events(s);
    await tick();
    expect(s.readyState).toBe(1);
    s.send('{"id":1}');
    remote.push({ kind: 'text', text: 'hello' });
    remote.push({ kind: 'deflated', bytes: new Uint8Array([1, 2, 3]) });
    remote.push({ kind: 'close', code: 4000, reason: 'the host stopped sharing this table' });
    await tick();
    await tick();
    expect(remote.sent).toEqual(['{"id":1}']);
    expect(seen[0]).toBe('open');
    expect(seen[1]).toBe('hello');
    expect(new Uint8Array(seen[2] as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]));
    expect(seen[3]).toEqual({ code: 4000, reason: 'the host stopped sharing this table' });
    expect(s.readyState).toBe(3);
    expect(remote.closed).toBe(true);
    s.send('after the close');
    expect(remote.sent).toHaveLength(1);
  });

  it('says why when the host cannot be reached', async () => {
    const s = new IrohSocket('endpointabc', async () => {
      throw new Error('cannot reach the host: timed out');
    });
    const seen = events(s);
    await tick();
    expect(seen).toEqual([{ code: 1006, reason: 'cannot reach the host: timed out' }]);
  });

  it('gives up on a host that does not answer in time, and closes the connection if it comes after all', async () => {
    const remote = new FakeRemote();
    let arrive: (r: RemoteSocketLike) => void = () => undefined;
    const s = new IrohSocket('endpointabc', () => new Promise((r) => (arrive = r)), 10);
    const seen = events(s);
    await new Promise((r) => setTimeout(r, 30));
    expect(seen).toEqual([{ code: 1006, reason: 'the host did not answer in time' }]);
    arrive(remote);
    await tick();
    expect(remote.closed).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('closed while connecting, never opens and closes the late connection', async () => {
    const remote = new FakeRemote();
    let arrive: (r: RemoteSocketLike) => void = () => undefined;
    const s = new IrohSocket('endpointabc', () => new Promise((r) => (arrive = r)));
    const seen = events(s);
    s.close();
    arrive(remote);
    await tick();
    expect(seen).toEqual([{ code: 1000, reason: '' }]);
    expect(remote.closed).toBe(true);
  });

  it('a send that fails closes the socket as lost', async () => {
    const remote = new FakeRemote();
    remote.failSend = true;
    const s = new IrohSocket('endpointabc', async () => remote);
    const seen = events(s);
    await tick();
    s.send('{}');
    await tick();
    expect(seen[1]).toEqual({ code: 1006, reason: 'the stream broke' });
  });

  it('tells its path while open, and that it is not connected once closed', async () => {
    const remote = new FakeRemote();
    const s = new IrohSocket('endpointabc', async () => remote);
    await tick();
    expect(newestIrohPath()).toEqual({ connected: true, relayed: true, rtt_ms: 42 });
    s.close();
    expect(newestIrohPath()).toEqual({ connected: false, relayed: true, rtt_ms: null });
  });
});

describe('the transport to a table elsewhere', () => {
  it('says hello with the seat token, gets deflated answers, and reconnects after the host drops it', async () => {
    const remotes: FakeRemote[] = [];
    const invitations: string[] = [];
    const t = new WsTransport({
      url: 'endpointxyz',
      socket: irohSockets(async (invitation) => {
        invitations.push(invitation);
        const r = new FakeRemote();
        remotes.push(r);
        return r;
      }),
      deflate: true,
      token: () => 'seat-token',
      backoff: () => 0,
    });
    const answer = t.call<{ games: number }>('list_games', {});
    await tick();
    expect(remotes).toHaveLength(1);
    const [hello, request] = remotes[0].sent.map((x) => JSON.parse(x));
    expect(hello).toMatchObject({ method: 'hello', params: { token: 'seat-token' } });
    expect(request).toMatchObject({ method: 'list_games', deflate: true });
    remotes[0].push({ kind: 'text', text: JSON.stringify({ id: 'hello', result: { role: 'bystander' } }) });
    const deflated = deflateRawSync(Buffer.from(JSON.stringify({ id: request.id, result: { games: 3 } })));
    remotes[0].push({ kind: 'deflated', bytes: new Uint8Array(deflated) });
    expect(await answer).toEqual({ games: 3 });
    remotes[0].push({ kind: 'close', code: 1011, reason: 'the host restarts' });
    await new Promise((r) => setTimeout(r, 10));
    expect(invitations).toEqual(['endpointxyz', 'endpointxyz']);
    expect(JSON.parse(remotes[1].sent[0])).toMatchObject({ method: 'hello' });
    t.close();
    expect(remotes[1].closed).toBe(true);
  });
});

describe('a host that stops sharing', () => {
  it('is told to the screen by its close code until the connection opens again', async () => {
    const remotes: FakeRemote[] = [];
    const t = new WsTransport({
      url: 'endpointxyz',
      socket: irohSockets(async () => {
        const r = new FakeRemote();
        remotes.push(r);
        return r;
      }),
      backoff: () => 20,
    });
    await tick();
    expect(t.closedBy).toBeNull();
    remotes[0].push({ kind: 'close', code: 4000, reason: 'the host stopped sharing this table' });
    await tick();
    expect(t.closedBy).toEqual({ code: 4000, reason: 'the host stopped sharing this table' });
    await new Promise((r) => setTimeout(r, 40));
    expect(remotes).toHaveLength(2);
    expect(t.closedBy).toBeNull();
    t.close();
  });
});
