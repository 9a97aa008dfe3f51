import { describe, expect, it } from 'vitest';
import { ApiError, TauriTransport, WsTransport, type SocketLike } from './transport';

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
  drop() {
    this.readyState = 3;
    this.onclose?.({});
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
    sock().reply({ id: req.id, error: { kind: 'rule', rule: 'river', ruling: 'K4', title: 'River', message: 'no' } });
    const err = (await p.catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('rule');
    expect(err.message).toContain('River (K4)');
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
