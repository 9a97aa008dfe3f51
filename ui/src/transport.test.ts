import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ApiError, StoredToken, TauriTransport, WsTransport, asGrant, onThisDevice, remoteTokenKey, type SocketLike } from './transport';
import type { Grant } from './types';

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code?: number) {
    this.readyState = 3;
    this.onclose?.(code === undefined ? {} : { code, reason: 'a message longer than the host reads (512 KiB at most)' });
  }
  reply(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
  lastRequest() {
    return JSON.parse(this.sent[this.sent.length - 1]);
  }
}

function setup() {
  FakeSocket.all = [];
  const timers: { fn: () => void; ms: number; id: number }[] = [];
  let next = 1;
  const t = new WsTransport({
    url: 'ws://host/ws',
    socket: FakeSocket,
    backoff: (n) => 100 * (n + 1),
    setTimer: (fn, ms) => {
      const id = next++;
      timers.push({ fn, ms, id });
      return id;
    },
    clearTimer: (id) => {
      const i = timers.findIndex((x) => x.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
  });
  const runTimers = (ms: number) => {
    for (const x of timers.filter((x) => x.ms === ms)) {
      timers.splice(timers.indexOf(x), 1);
      x.fn();
    }
  };
  return { t, timers, runTimers, sock: () => FakeSocket.all[FakeSocket.all.length - 1] };
}

describe('WsTransport', () => {
  it('asks a read again with the version it holds, and rebuilds a patched answer', async () => {
    const { t, sock } = setup();
    sock().open();
    const first = t.call('view', { game: 1, viewer: 0 });
    const req1 = sock().lastRequest();
    expect(req1).toMatchObject({ method: 'view', cache: true });
    expect(req1.base).toBeUndefined();
    sock().reply({ id: req1.id, result: { seq: 1, squares: ['a', 'b'] }, version: 77 });
    const view1 = await first;
    expect(view1).toEqual({ seq: 1, squares: ['a', 'b'] });
    const second = t.call('view', { game: 1, viewer: 0 });
    const req2 = sock().lastRequest();
    expect(req2.base).toBe(77);
    sock().reply({
      id: req2.id,
      patch: [
        { op: 'replace', path: '/seq', value: 2 },
        { op: 'replace', path: '/squares/1', value: 'keep' },
      ],
      base: 77,
      version: 78,
    });
    await expect(second).resolves.toEqual({ seq: 2, squares: ['a', 'keep'] });
    expect(view1).toEqual({ seq: 1, squares: ['a', 'b'] });
    // Another viewer's view is another answer.
    t.call('view', { game: 1, viewer: 1 });
    expect(sock().lastRequest().base).toBeUndefined();
    // Writes are never cached.
    t.call('apply', { game: 1 });
    expect(sock().lastRequest().cache).toBeUndefined();
  });

  it('asks for long answers deflated from another device, not from a host on this one', () => {
    expect(onThisDevice('ws://127.0.0.1:8765/ws')).toBe(true);
    expect(onThisDevice('ws://localhost:8765/ws')).toBe(true);
    expect(onThisDevice('ws://[::1]:8765/ws')).toBe(true);
    expect(onThisDevice('ws://192.168.1.20:8765/ws')).toBe(false);
    expect(onThisDevice('ws://host/ws')).toBe(false);
    expect(onThisDevice('not a url')).toBe(false);
  });

  it('inflates deflated answers at once, and keeps messages in the order they came', async () => {
    const { t, sock } = setup();
    sock().open();
    const changes: number[] = [];
    t.onChange((g) => changes.push(g));
    const deflated = (id: number, result: string) => {
      const packed = deflateRawSync(Buffer.from(JSON.stringify({ id, result })));
      return packed.buffer.slice(packed.byteOffset, packed.byteOffset + packed.byteLength);
    };
    // An answer as an ArrayBuffer is read at once: the notice after it comes after it.
    const p = t.call('export', { game: 2 });
    const req = sock().lastRequest();
    expect(req.deflate).toBe(true);
    sock().onmessage?.({ data: deflated(req.id, 'x'.repeat(5000)) });
    sock().reply({ event: 'changed', game: 2 });
    await expect(p).resolves.toBe('x'.repeat(5000));
    expect(changes).toEqual([2]);
    // One still being read (a Blob) holds back the messages after it.
    const q = t.call('export', { game: 3 });
    const second = sock().lastRequest();
    let done = false;
    q.then(() => {
      done = true;
    });
    sock().onmessage?.({ data: new Blob([deflated(second.id, 'y'.repeat(5000))]) });
    sock().reply({ event: 'changed', game: 3 });
    expect(changes).toEqual([2]);
    await expect(q).resolves.toBe('y'.repeat(5000));
    await new Promise((r) => setTimeout(r, 0));
    expect(done).toBe(true);
    expect(changes).toEqual([2, 3]);
  });

  it('asks again whole when a patch does not fit the answer held', async () => {
    const { t, sock } = setup();
    sock().open();
    const first = t.call('legal', { game: 1, seat: 0 });
    sock().reply({ id: sock().lastRequest().id, result: [1, 2], version: 5 });
    await first;
    const second = t.call('legal', { game: 1, seat: 0 });
    const req = sock().lastRequest();
    sock().reply({ id: req.id, patch: [{ op: 'remove', path: '/9' }], base: 5, version: 6 });
    await Promise.resolve();
    const again = sock().lastRequest();
    expect(again.id).not.toBe(req.id);
    expect(again.base).toBeUndefined();
    sock().reply({ id: again.id, result: [3], version: 7 });
    await expect(second).resolves.toEqual([3]);
  });

  it('queues calls until the socket opens, then matches answers by id', async () => {
    const { t, sock } = setup();
    const p = t.call('view', { game: 1, viewer: null });
    expect(sock().sent).toHaveLength(0);
    sock().open();
    const req = sock().lastRequest();
    expect(req).toMatchObject({ method: 'view', params: { game: 1, viewer: null } });
    sock().reply({ id: req.id, result: { id: 1, seq: 3 } });
    await expect(p).resolves.toEqual({ id: 1, seq: 3 });
  });

  it('rejects with a typed error naming the rule', async () => {
    const { t, sock } = setup();
    sock().open();
    const p = t.call('apply', { game: 1 });
    const req = sock().lastRequest();
    sock().reply({
      id: req.id,
      error: { kind: 'rule', game: 'khronos', rule: 'river', ruling: 'K4', why: { why: 'river', building: 'keep' } },
    });
    const err = (await p.catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('rule');
    expect(err.message).toContain('river (K4)');
  });

  it('delivers change notices and answers out of order', async () => {
    const { t, sock } = setup();
    sock().open();
    const seen: number[] = [];
    t.onChange((g) => seen.push(g));
    const a = t.call('list_games');
    const b = t.call('recovery');
    const [ra, rb] = sock().sent.map((s) => JSON.parse(s));
    sock().reply({ event: 'changed', game: 7 });
    sock().reply({ id: rb.id, result: null });
    sock().reply({ id: ra.id, result: [] });
    await expect(a).resolves.toEqual([]);
    await expect(b).resolves.toBeNull();
    expect(seen).toEqual([7]);
  });

  it('reconnects with backoff, fails calls lost in flight, sends queued ones and tells screens to refresh', async () => {
    const { t, sock, runTimers } = setup();
    const statuses: string[] = [];
    t.onStatus((s) => statuses.push(s));
    sock().open();
    const changes: number[] = [];
    t.onChange((g) => changes.push(g));
    const lost = t.call('apply', { game: 1 });
    const first = sock();
    first.drop();
    await expect(lost).rejects.toMatchObject({ kind: 'transport' });
    const queued = t.call('view', { game: 1, viewer: 0 });
    expect(FakeSocket.all).toHaveLength(1);
    runTimers(100);
    expect(FakeSocket.all).toHaveLength(2);
    sock().open();
    const req = sock().lastRequest();
    expect(req.method).toBe('view');
    sock().reply({ id: req.id, result: 'ok' });
    await expect(queued).resolves.toBe('ok');
    expect(changes).toEqual([0]);
    expect(statuses).toEqual(['connecting', 'open', 'connecting', 'open']);
  });

  it('fails a request too big for the host with its refusal, not as a lost connection', async () => {
    const { t, sock } = setup();
    sock().open();
    const big = t.call('import', { text: 'x'.repeat(600_000) });
    sock().reply({ id: null, error: { kind: 'refused', refusal: { reason: 'too_long', most_kib: 16, import_kib: 512 } } });
    sock().drop(1009);
    await expect(big).rejects.toMatchObject({ body: { kind: 'refused', refusal: { reason: 'too_long' } } });
    // Closed for its size without a word first: still said as too long.
    const { t: t2, sock: sock2 } = setup();
    sock2().open();
    const other = t2.call('import', { text: 'y' });
    sock2().drop(1009);
    await expect(other).rejects.toMatchObject({ body: { kind: 'refused', refusal: { reason: 'too_long' } } });
    // An ordinary drop is a lost connection.
    const { t: t3, sock: sock3 } = setup();
    sock3().open();
    const lost = t3.call('view', { game: 1 });
    sock3().drop();
    await expect(lost).rejects.toMatchObject({ body: { kind: 'transport', failure: 'lost' } });
  });

  it('backs off further after repeated failures and stops on close()', () => {
    const { t, sock, runTimers, timers } = setup();
    sock().drop();
    expect(timers.some((x) => x.ms === 100)).toBe(true);
    runTimers(100);
    sock().drop();
    expect(timers.some((x) => x.ms === 200)).toBe(true);
    t.close();
    expect(timers.some((x) => x.ms === 200)).toBe(false);
  });

  it('times out a call with no answer', async () => {
    const { t, sock, runTimers } = setup();
    sock().open();
    const p = t.call('view', {});
    runTimers(30000);
    await expect(p).rejects.toMatchObject({ kind: 'transport' });
  });

  it('ignores malformed messages', () => {
    const { t, sock } = setup();
    sock().open();
    const seen: number[] = [];
    t.onChange((g) => seen.push(g));
    sock().onmessage?.({ data: 'not json' });
    sock().reply({ id: 999, result: 1 });
    expect(seen).toEqual([]);
  });
});

describe('TauriTransport', () => {
  it('invokes the call command and maps rejections to typed errors', async () => {
    const calls: unknown[] = [];
    const t = new TauriTransport(async (cmd, args) => {
      calls.push([cmd, args]);
      if ((args as { method: string }).method === 'apply') throw { kind: 'stale', expected: 1, actual: 2 };
      return { ok: true };
    });
    await expect(t.call('view', { game: 1 })).resolves.toEqual({ ok: true });
    expect(calls[0]).toEqual(['call', { method: 'view', params: { game: 1 } }]);
    await expect(t.call('apply', {})).rejects.toMatchObject({ kind: 'stale' });
  });

  it('forwards "changed" events', async () => {
    let handler: ((e: { payload: unknown }) => void) | null = null;
    const t = new TauriTransport(
      async () => null,
      async (_name, cb) => {
        handler = cb;
        return () => undefined;
      },
    );
    const seen: number[] = [];
    t.onChange((g) => seen.push(g));
    handler!({ payload: { game: 4 } });
    handler!({ payload: 5 });
    expect(seen).toEqual([4, 5]);
  });
});

describe('WsTransport given a token', () => {
  it('presents a token it is given on the open connection, grant and all', () => {
    FakeSocket.all = [];
    const t = new WsTransport({ url: 'ws://x/ws', socket: FakeSocket, backoff: () => 100, token: () => null });
    FakeSocket.all[0].open();
    t.setToken('abc', { role: 'seats', game: 3, seats: [1], name: 'Phone' } as unknown as Grant);
    const hello = FakeSocket.all[0].sent.map((s) => JSON.parse(s)).find((m) => m.method === 'hello');
    expect(hello?.params).toEqual({ token: 'abc' });
    expect(t.grant).toMatchObject({ role: 'seats', game: 3 });
  });
});

describe('WsTransport with a token', () => {
  it('presents the token before any request, again after every reconnection', async () => {
    FakeSocket.all = [];
    const reconnects: (() => void)[] = [];
    const t = new WsTransport({
      url: 'ws://host/ws',
      socket: FakeSocket,
      backoff: () => 10,
      setTimer: (fn, ms) => {
        if (ms === 10) reconnects.push(fn);
        return ms;
      },
      clearTimer: () => {},
      token: () => 'ab'.repeat(16),
    });
    const pending = t.call('view', { game: 1, viewer: 0 });
    FakeSocket.all[0].open();
    const first = FakeSocket.all[0].sent.map((s) => JSON.parse(s));
    expect(first.map((m) => m.method)).toEqual(['hello', 'view']);
    expect(first[0].params).toEqual({ token: 'ab'.repeat(16) });
    FakeSocket.all[0].reply({ id: 'hello', result: { role: 'host' } });
    FakeSocket.all[0].reply({ id: first[1].id, result: { ok: true } });
    await expect(pending).resolves.toEqual({ ok: true });
    FakeSocket.all[0].drop();
    reconnects.shift()?.();
    FakeSocket.all[1].open();
    expect(JSON.parse(FakeSocket.all[1].sent[0]).method).toBe('hello');
    expect(t.botsByHost).toBe(true);
  });
});

/** A token store over a map, like localStorage. */
function mapStore() {
  const m = new Map<string, string>();
  return {
    m,
    storage: {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
    },
  };
}

function withTokens(tokens: StoredToken) {
  FakeSocket.all = [];
  const reconnects: (() => void)[] = [];
  const t = new WsTransport({
    url: 'ws://host/ws',
    socket: FakeSocket,
    backoff: () => 10,
    setTimer: (fn, ms) => {
      if (ms === 10) reconnects.push(fn);
      return ms;
    },
    clearTimer: () => {},
    tokens,
  });
  const sock = () => FakeSocket.all[FakeSocket.all.length - 1];
  const sentMethods = () => sock().sent.map((s) => JSON.parse(s).method);
  return { t, sock, sentMethods, reconnect: () => reconnects.shift()?.() };
}

describe('the grant of a WebSocket device', () => {
  it('is a bystander without a token, and says no hello', () => {
    const { storage } = mapStore();
    const { t, sock, sentMethods } = withTokens(new StoredToken('epochs.token', storage));
    const seen: Grant[] = [];
    t.onGrant((g) => seen.push(g));
    expect(t.grant).toEqual({ role: 'bystander' });
    sock().open();
    expect(sentMethods()).toEqual([]);
    expect(seen).toEqual([{ role: 'bystander' }]);
    expect(t.tokenRefused).toBe(false);
  });

  it('is unknown until the host answers the token, then what it answered', () => {
    const { m, storage } = mapStore();
    m.set('epochs.token', 'ab'.repeat(16));
    const { t, sock, sentMethods } = withTokens(new StoredToken('epochs.token', storage));
    const seen: Grant[] = [];
    t.onGrant((g) => seen.push(g));
    expect(t.grant).toBeNull();
    sock().open();
    expect(sentMethods()).toEqual(['hello']);
    sock().reply({ id: 'hello', result: { role: 'seats', game: 3, seats: [1], name: 'Tablet' } });
    expect(t.grant).toEqual({ role: 'seats', game: 3, seats: [1], name: 'Tablet' });
    // The same answer again (a reconnection) is not news.
    sock().reply({ id: 'hello', result: { role: 'seats', game: 3, seats: [1], name: 'Tablet' } });
    expect(seen).toHaveLength(1);
  });

  it('forgets a token the host refuses ("join again") and becomes a bystander', () => {
    const { m, storage } = mapStore();
    m.set('epochs.token.10.0.0.2:8765', 'cd'.repeat(16));
    const { t, sock } = withTokens(new StoredToken('epochs.token.10.0.0.2:8765', storage));
    sock().open();
    sock().reply({ id: 'hello', error: { kind: 'not_allowed', denial: { reason: 'token_unknown' } } });
    expect(t.grant).toEqual({ role: 'bystander' });
    expect(t.tokenRefused).toBe(true);
    expect(m.has('epochs.token.10.0.0.2:8765')).toBe(false);
  });

  it('keeps the token join answered and presents it after a reconnection', () => {
    const { m, storage } = mapStore();
    const { t, sock, sentMethods, reconnect } = withTokens(new StoredToken('epochs.token', storage));
    sock().open();
    t.setToken('ef'.repeat(16), { role: 'seats', game: 2, seats: [0, 1], name: 'Kitchen' });
    expect(m.get('epochs.token')).toBe('ef'.repeat(16));
    expect(t.grant).toEqual({ role: 'seats', game: 2, seats: [0, 1], name: 'Kitchen' });
    sock().drop();
    reconnect();
    sock().open();
    expect(sentMethods()).toEqual(['hello']);
    expect(JSON.parse(sock().sent[0]).params).toEqual({ token: 'ef'.repeat(16) });
  });

  it('asks again what its token gives once the lobby shows its seat freed, not on every change', async () => {
    const { m, storage } = mapStore();
    m.set('epochs.token', 'ab'.repeat(16));
    const { t, sock, sentMethods } = withTokens(new StoredToken('epochs.token', storage));
    sock().open();
    sock().reply({ id: 'hello', result: { role: 'seats', game: 3, seats: [0, 1], name: 'Tablet' } });
    const lobby = (held: (string | null)[]) => [
      {
        id: 3,
        name: 'G',
        game: 'khronos',
        seats: held.map((h, seat) => ({ seat, name: `P${seat}`, colour: 'red', kind: 'human', held_by: h, connected: true, open: false })),
      },
    ];
    const answerLobby = async (held: (string | null)[]) => {
      const req = sock().lastRequest();
      expect(req.method).toBe('lobby');
      sock().reply({ id: req.id, result: lobby(held) });
      await new Promise((r) => setTimeout(r, 0));
    };
    // Another game's change is not this device's business.
    sock().reply({ event: 'changed', game: 4 });
    expect(sentMethods()).toEqual(['hello']);
    // Its seats still held: nothing more.
    sock().reply({ event: 'changed', game: 3 });
    await answerLobby(['Tablet', 'Tablet']);
    expect(sentMethods()).toEqual(['hello', 'lobby']);
    // Seat 1 freed: hello again, and the grant shrinks.
    sock().reply({ event: 'changed', game: 3 });
    await answerLobby(['Tablet', null]);
    expect(sentMethods()).toEqual(['hello', 'lobby', 'lobby', 'hello']);
    sock().reply({ id: 'hello', result: { role: 'seats', game: 3, seats: [0], name: 'Tablet' } });
    expect(t.grant).toEqual({ role: 'seats', game: 3, seats: [0], name: 'Tablet' });
  });

  it('asks again what its token gives when a request is refused for want of rights', async () => {
    const { m, storage } = mapStore();
    m.set('epochs.token', 'ab'.repeat(16));
    const { t, sock, sentMethods } = withTokens(new StoredToken('epochs.token', storage));
    sock().open();
    sock().reply({ id: 'hello', result: { role: 'seats', game: 3, seats: [1], name: 'Tablet' } });
    const p = t.call('view', { game: 3, viewer: 1 });
    sock().reply({ id: sock().lastRequest().id, error: { kind: 'not_allowed', denial: { reason: 'other_seats' } } });
    await expect(p).rejects.toMatchObject({ kind: 'not_allowed' });
    expect(sentMethods()).toEqual(['hello', 'view', 'hello']);
    sock().reply({ id: 'hello', error: { kind: 'not_allowed', denial: { reason: 'token_unknown' } } });
    expect(t.grant).toEqual({ role: 'bystander' });
    expect(t.tokenRefused).toBe(true);
  });

  it('reads grants defensively', () => {
    expect(asGrant({ role: 'host' })).toEqual({ role: 'host' });
    expect(asGrant({ role: 'seats', game: 1, seats: [0, 'x'], name: 'A' })).toEqual({ role: 'seats', game: 1, seats: [0], name: 'A' });
    expect(asGrant({ role: 'seats' })).toEqual({ role: 'bystander' });
    expect(asGrant(null)).toEqual({ role: 'bystander' });
  });

  it('keeps a token for the page when storage fails', () => {
    const broken = {
      getItem: () => {
        throw new Error('no');
      },
      setItem: () => {
        throw new Error('no');
      },
      removeItem: () => {
        throw new Error('no');
      },
    };
    const s = new StoredToken('epochs.token', broken);
    s.set('ab');
    expect(s.get()).toBe('ab');
    s.set(null);
    expect(s.get()).toBeNull();
    expect(remoteTokenKey('192.168.1.5:8765')).toBe('epochs.token.192.168.1.5:8765');
  });
});

describe('the app as host', () => {
  it('is always the host device, and lets its host play the bots while it hosts', async () => {
    const t = new TauriTransport(async (_cmd, args) => ((args as { method: string }).method === 'hosting' ? null : { code: '123456' }));
    const seen: Grant[] = [];
    t.onGrant((g) => seen.push(g));
    expect(seen).toEqual([{ role: 'host' }]);
    expect(t.botsByHost).toBe(false);
    await t.call('host_start', { lan: true });
    expect(t.botsByHost).toBe(true);
    await t.call('hosting', {});
    expect(t.botsByHost).toBe(false);
    await t.call('host_start', { lan: true });
    await t.call('host_stop', {});
    expect(t.botsByHost).toBe(false);
  });
});
