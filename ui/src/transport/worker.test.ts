import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import type { ConnectionStatus } from './transport';
import { WorkerTransport, changedBy, type SavesStorage, type WorkerLike } from './worker';
import { OPFS_RETRIES_MS, serve, type TableLike, type WorkerEnv } from '../worker/serve';
import type { WorkerMessage, WorkerRequest } from '../worker/protocol';

/** A table of a few methods, in the shape `WebTable` answers: JSON text in and out, refusals
 * thrown as the error JSON text; `crash` traps as the WebAssembly would. */
class FakeTable implements TableLike {
  games: { id: number; name: string; seq: number }[] = [];
  calls: string[] = [];
  call(method: string, params: string): string {
    this.calls.push(method);
    const p = JSON.parse(params) ?? {};
    const game = () => {
      const g = this.games.find((x) => x.id === p.game);
      if (!g) throw JSON.stringify({ kind: 'not_found', id: p.game });
      return g;
    };
    switch (method) {
      case 'list_games':
        return JSON.stringify(this.games);
      case 'create_game': {
        const g = { id: this.games.length + 1, name: p.request.name, seq: 0 };
        this.games.push(g);
        return JSON.stringify(g);
      }
      case 'view':
        return JSON.stringify(game());
      case 'apply': {
        const g = game();
        if (p.action === 'illegal')
          throw JSON.stringify({ kind: 'rule', game: 'khronos', rule: 'river', ruling: 'K4', why: { why: 'river', building: 'keep' } });
        g.seq++;
        return JSON.stringify({ view: g });
      }
      case 'restore_backup':
        return 'null';
      case 'crash':
        throw new WebAssembly.RuntimeError('unreachable');
      default:
        throw JSON.stringify({ kind: 'bad_request', message: `unknown method ${method}` });
    }
  }
}

interface Setup {
  opfs?: boolean;
  idb?: boolean;
  idbFails?: boolean;
  opfsFails?: boolean;
  /** The private file system fails this many times, then opens. */
  opfsFailsFirst?: number;
  memoryFails?: boolean;
  busy?: boolean;
  table?: FakeTable;
}

/** A worker that runs the real worker logic (serve.ts) on a fake table, delivering its
 * messages a tick later as a real worker would. */
function fakeWorker(s: Setup, log: Log) {
  class Fake implements WorkerLike {
    onmessage: ((e: { data: WorkerMessage }) => void) | null = null;
    onerror: ((e: { message?: string }) => void) | null = null;
    terminated = false;
    handle: (r: WorkerRequest) => Promise<void>;
    constructor() {
      const table = s.table ?? new FakeTable();
      const env: WorkerEnv = {
        opfs: s.opfs ?? true,
        idb: s.idb,
        open: async (storage) => {
          log.opened.push(storage);
          if (storage === 'opfs' && (s.opfsFails || (s.opfsFailsFirst ?? 0) > log.opened.filter((o) => o === 'opfs').length - 1)) {
            throw JSON.stringify({ kind: 'storage', message: 'OPFS is held elsewhere' });
          }
          if (storage === 'idb' && s.idbFails) throw JSON.stringify({ kind: 'storage', message: 'the browser refused IndexedDB' });
          if (storage === 'memory' && s.memoryFails) throw JSON.stringify({ kind: 'storage', message: 'no memory' });
          return table;
        },
        sleep: async (ms) => {
          log.slept.push(ms);
        },
        hold: async (whenBusy) => {
          if (!s.busy) return;
          whenBusy();
          await new Promise<void>((r) => (log.release = r));
        },
        post: (m) => setTimeout(() => !this.terminated && this.onmessage?.({ data: structuredClone(m) })),
      };
      this.handle = serve(env);
    }
    postMessage(message: WorkerRequest) {
      void this.handle(structuredClone(message));
    }
    terminate() {
      this.terminated = true;
    }
  }
  return () => {
    const w = new Fake();
    log.spawned.push(w);
    return w;
  };
}
type FakeWorker = WorkerLike & { terminated: boolean };
interface Log {
  spawned: FakeWorker[];
  opened: string[];
  slept: number[];
  release?: () => void;
}

function setup(s: Setup = {}) {
  const log: Log = { spawned: [], opened: [], slept: [] };
  const t = new WorkerTransport({ spawn: fakeWorker(s, log) });
  const statuses: ConnectionStatus[] = [];
  const storages: SavesStorage[] = [];
  const changes: number[] = [];
  t.onStatus((x) => statuses.push(x));
  t.onStorage((x) => storages.push(x));
  t.onChange((g) => changes.push(g));
  return { t, log, statuses, storages, changes };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

/** The refusal of a call that must be refused. */
function refused(p: Promise<unknown>): Promise<ApiError> {
  return p.then(
    () => {
      throw new Error('the call was answered');
    },
    (e: unknown) => e as ApiError,
  );
}

describe('the table in a Web Worker', () => {
  it('answers calls made while the saved games open, in order, on the private file system', async () => {
    const { t, statuses, storages, log } = setup();
    expect(t.grant).toEqual({ role: 'host' });
    expect(t.botsByHost).toBe(false);
    const created = t.call('create_game', { request: { name: 'First' } });
    const listed = t.call('list_games', {});
    expect(statuses).toEqual(['connecting']);
    expect(await created).toEqual({ id: 1, name: 'First', seq: 0 });
    expect(await listed).toEqual([{ id: 1, name: 'First', seq: 0 }]);
    expect(log.opened).toEqual(['opfs']);
    expect(storages).toEqual([{ kind: 'opfs' }]);
    expect(statuses).toEqual(['connecting', 'open']);
    expect(t.storage).toEqual({ kind: 'opfs' });
  });

  it('refuses with the table’s own error, as every transport does', async () => {
    const { t } = setup();
    const g = await t.call<{ id: number }>('create_game', { request: { name: 'G' } });
    const err = await refused(t.call('apply', { game: g.id, seat: 0, action: 'illegal' }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.body).toEqual({ kind: 'rule', game: 'khronos', rule: 'river', ruling: 'K4', why: { why: 'river', building: 'keep' } });
    const missing = await refused(t.call('view', { game: 99, viewer: null }));
    expect(missing.kind).toBe('not_found');
    expect(missing.message).toBe('There is no saved game 99.');
  });

  it('tells which game each write changed, after its answer, and nothing for a read', async () => {
    const { t, changes } = setup();
    const g = await t.call<{ id: number }>('create_game', { request: { name: 'G' } });
    await tick();
    expect(changes).toEqual([g.id]);
    await t.call('view', { game: g.id, viewer: null });
    await t.call('list_games', {});
    expect(changes).toEqual([g.id]);
    await t.call('apply', { game: g.id, seat: 0, action: 'fine' });
    await t.call('apply', { game: g.id, seat: 0, action: 'illegal' }).catch(() => undefined);
    await t.call('restore_backup', { name: 'x' });
    expect(changes).toEqual([g.id, g.id, 0]);
  });

  it('answers the LAN host’s own methods itself: it hosts nobody', async () => {
    const table = new FakeTable();
    const { t } = setup({ table });
    expect(await t.call('hosting', {})).toBeNull();
    expect(await t.call('join_requests', {})).toEqual([]);
    const lobby = await refused(t.call('lobby', {}));
    expect(lobby.kind).toBe('bad_request');
    await t.call('list_games', {});
    expect(table.calls).toEqual(['list_games']);
  });

  it('keeps the games in memory, saying why, when the private file system can’t be had', async () => {
    const held = setup({ opfsFails: true });
    await held.t.call('list_games', {});
    expect(held.log.opened).toEqual(['opfs', 'opfs', 'opfs', 'opfs', 'opfs', 'memory']);
    expect(held.log.slept).toEqual(OPFS_RETRIES_MS);
    expect(held.storages).toEqual([{ kind: 'memory', cause: 'opfs_failed', detail: 'OPFS is held elsewhere' }]);
    const none = setup({ opfs: false });
    await none.t.call('list_games', {});
    expect(none.log.opened).toEqual(['memory']);
    expect(none.storages[0]).toEqual({ kind: 'memory', cause: 'no_storage', detail: null });
  });

  it('keeps the games in IndexedDB without a private file system, and answers a change once it is written there', async () => {
    /** A table on IndexedDB: its changes are written out later, when `write` is called. */
    class IdbTable extends FakeTable {
      pending: (() => void)[] = [];
      flushed() {
        return new Promise<void>((r) => this.pending.push(r));
      }
      write() {
        for (const r of this.pending.splice(0)) r();
      }
    }
    const table = new IdbTable();
    const { t, log, storages } = setup({ opfs: false, idb: true, table });
    const created = t.call<{ id: number }>('create_game', { request: { name: 'G' } });
    let answered = false;
    void created.then(() => (answered = true));
    await tick();
    expect(log.opened).toEqual(['idb']);
    expect(storages).toEqual([{ kind: 'idb' }]);
    expect(answered, 'not answered before IndexedDB has it').toBe(false);
    table.write();
    expect((await created).id).toBe(1);
    // A read is answered at once: nothing to wait for.
    expect(await t.call('view', { game: 1, viewer: null })).toMatchObject({ id: 1 });
    expect(table.pending).toHaveLength(0);
  });

  it('a browser with a private file system that fails keeps the games in memory, never in IndexedDB', async () => {
    const held = setup({ opfsFails: true, idb: true });
    await held.t.call('list_games', {});
    expect(held.log.opened).toEqual(['opfs', 'opfs', 'opfs', 'opfs', 'opfs', 'memory']);
    const refused = setup({ opfs: false, idb: true, idbFails: true });
    await refused.t.call('list_games', {});
    expect(refused.log.opened).toEqual(['idb', 'memory']);
    expect(refused.storages[0]).toMatchObject({ kind: 'memory', cause: 'idb_failed' });
  });

  it('waits for another tab before opening IndexedDB too', async () => {
    const { t, log, storages } = setup({ opfs: false, idb: true, busy: true });
    const listed = t.call('list_games', {});
    await tick();
    expect(storages).toEqual([{ kind: 'waiting' }]);
    expect(log.opened).toEqual([]);
    log.release?.();
    await listed;
    expect(log.opened).toEqual(['idb']);
  });

  it('tries the private file system again while a tab that just closed lets go of it', async () => {
    const { t, log, storages } = setup({ opfsFailsFirst: 2 });
    await t.call('list_games', {});
    expect(log.opened).toEqual(['opfs', 'opfs', 'opfs']);
    expect(log.slept).toEqual([100, 250]);
    expect(storages).toEqual([{ kind: 'opfs' }]);
  });

  it('waits while another tab holds the saved games, and opens them once it lets go', async () => {
    const { t, log, storages, statuses } = setup({ busy: true });
    const listed = t.call('list_games', {});
    await tick();
    expect(storages).toEqual([{ kind: 'waiting' }]);
    expect(statuses).toEqual(['connecting']);
    expect(log.opened).toEqual([]);
    log.release?.();
    expect(await listed).toEqual([]);
    expect(storages).toEqual([{ kind: 'waiting' }, { kind: 'opfs' }]);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('refuses every call, and says it is closed, when the table can’t be opened at all', async () => {
    const { t, statuses } = setup({ opfs: false, memoryFails: true });
    const err = await refused(t.call('list_games', {}));
    expect(err.body).toEqual({ kind: 'storage', message: 'no memory' });
    expect(statuses).toEqual(['connecting', 'closed']);
    const again = await refused(t.call('list_games', {}));
    expect(again.body).toEqual({ kind: 'storage', message: 'no memory' });
  });

  it('starts a crashed worker again on the same saved games, then tells every screen to refresh', async () => {
    const table = new FakeTable();
    const { t, log, changes, statuses } = setup({ table });
    await t.call('create_game', { request: { name: 'Kept' } });
    await tick();
    const err = await refused(t.call('crash', {}));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('transport');
    expect(err.message).toMatch(/The table stopped \(unreachable\)/);
    expect(log.spawned).toHaveLength(2);
    expect(log.spawned[0].terminated).toBe(true);
    expect(await t.call('list_games', {})).toEqual([{ id: 1, name: 'Kept', seq: 0 }]);
    await tick();
    expect(changes).toEqual([1, 0]);
    expect(statuses).toEqual(['connecting', 'open', 'connecting', 'open']);
  });

  it('gives up after crashing again and again', async () => {
    const log: Log = { spawned: [], opened: [], slept: [] };
    const t = new WorkerTransport({ spawn: fakeWorker({}, log), restarts: 1 });
    await t.call('crash', {}).catch(() => undefined);
    await t.call('crash', {}).catch(() => undefined);
    expect(log.spawned).toHaveLength(2);
    const err = await refused(t.call('list_games', {}));
    expect(err.message).toMatch(/The table stopped/);
  });

  it('says so when the worker’s script can’t even start', async () => {
    let worker: WorkerLike | null = null;
    const t = new WorkerTransport({
      spawn: () => {
        worker = { onmessage: null, onerror: null, postMessage: () => undefined, terminate: () => undefined };
        return worker;
      },
    });
    const pending = t.call('list_games', {});
    const statuses: ConnectionStatus[] = [];
    t.onStatus((s) => statuses.push(s));
    (worker as unknown as WorkerLike).onerror?.({ message: 'failed to fetch' });
    const err = await refused(pending);
    expect(err.message).toBe('The table could not be started in this browser: failed to fetch.');
    expect(statuses).toEqual(['connecting', 'closed']);
  });
});

describe('what a request changed', () => {
  it('follows the Rust front door: writes name their game, a new game its answer, a restore every game', () => {
    for (const m of ['apply', 'undo', 'bot_move', 'rename', 'set_seat_kind', 'delete', 'repair'])
      expect(changedBy(m, { game: 4 }, null)).toBe(4);
    expect(changedBy('create_game', { request: {} }, { id: 9 })).toBe(9);
    expect(changedBy('import', { text: '' }, { id: 10 })).toBe(10);
    expect(changedBy('restore_backup', { name: 'x' }, null)).toBe(0);
    for (const m of [
      'list_games',
      'view',
      'legal',
      'check',
      'preview',
      'log',
      'replay',
      'hint',
      'export',
      'recovery',
      'recovery_seen',
      'notices',
      'dismiss_notices',
      'backups',
      'lessons_done',
      'lesson_done',
    ]) {
      expect(changedBy(m, { game: 4 }, {})).toBeNull();
    }
  });
});
