// The table's worker, apart from loading the WebAssembly (table.worker.ts does that): choosing
// where the saved games live, opening the table there, and answering the page's calls one at a
// time, in the order they came, each with what it changed. Written against small interfaces so
// that Vitest drives it with a fake table.

import type { TableErrorBody } from '../types';
import { changedBy, type MemoryCause, type SavesStorage, type WorkerMessage, type WorkerRequest } from './protocol';

/** The table as the WebAssembly build exposes it (`WebTable` of crates/web). */
export interface TableLike {
  /** Answers `method` with its parameters as JSON text: the answer as JSON text, or throws
   * the refusal as the table's error JSON text. */
  call(method: string, params: string): string;
  /** Resolves once every change so far is on storage (IndexedDB writes a commit out after
   * it); rejects with the error JSON text. Absent: a change is kept when `call` answers. */
  flushed?(): Promise<void>;
}

/** What the worker needs of its surroundings (the browser's, or a test's). */
export interface WorkerEnv {
  /** Opens the table on `storage` (`WebTable.open`); rejects with the error JSON text. */
  open(storage: 'opfs' | 'idb' | 'memory'): Promise<TableLike>;
  /** Whether this browser gives a worker its private file system with synchronous access. */
  opfs: boolean;
  /** Whether this browser has IndexedDB (where the games are kept without OPFS). */
  idb?: boolean;
  /**
   * Takes the saved games for this worker alone, for as long as it lives (a Web Lock): resolves
   * once held. `whenBusy` is called first if another tab or window holds them. Absent: no
   * other tab is guarded against (the storage itself refuses a second holder).
   */
  hold?(whenBusy: () => void): Promise<void>;
  /** Sends a message to the page. */
  post(message: WorkerMessage): void;
  /** Waits `ms` (between tries at the private file system, whose files a tab that just
   * closed may still hold for a moment). */
  sleep?(ms: number): Promise<void>;
}

/** The pauses before trying the private file system again (then the games stay in memory). */
export const OPFS_RETRIES_MS = [100, 250, 500, 1000];

/** Reads a refusal thrown by the WebAssembly: its error JSON text, or anything else thrown (a
 * crash: the module trapped and can't be trusted any more). */
export function refusal(e: unknown): { error: TableErrorBody; fatal: boolean } {
  if (typeof e === 'string') {
    try {
      const body = JSON.parse(e) as TableErrorBody;
      if (body && typeof body === 'object' && typeof body.kind === 'string') return { error: body, fatal: false };
    } catch {
      /* not JSON: said as it is below */
    }
    return { error: { kind: 'storage', message: e }, fatal: false };
  }
  const message = e instanceof Error ? e.message : String(e);
  return {
    error: { kind: 'transport', message: `The table stopped (${message}); it is started again.`, failure: 'stopped', detail: message },
    fatal: true,
  };
}

/** Why a storage can't be used, in words for the notice. */
/** The browser's own words for why it refused a storage (a detail), if it gave any. */
function opfsFailure(e: unknown): string | null {
  const { error } = refusal(e);
  return 'message' in error && error.message ? error.message : null;
}

/** Opens the table where the saved games can be kept, telling the page which: OPFS when the
 * browser has it, else IndexedDB, else memory (after taking the saved games from any other
 * tab). A browser with OPFS that fails to open it keeps the games in memory rather than in
 * IndexedDB: the saved games are in OPFS, and new ones must not go where they can't be seen
 * once OPFS opens again. */
export async function openTable(env: WorkerEnv): Promise<TableLike> {
  if ((env.opfs || env.idb) && env.hold) await env.hold(() => env.post({ event: 'storage', storage: { kind: 'waiting' } }));
  if (env.opfs) {
    const sleep = env.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    for (let attempt = 0; ; attempt++) {
      try {
        const table = await env.open('opfs');
        env.post({ event: 'storage', storage: { kind: 'opfs' } });
        return table;
      } catch (e) {
        if (attempt >= OPFS_RETRIES_MS.length) return openInMemory(env, 'opfs_failed', opfsFailure(e));
        await sleep(OPFS_RETRIES_MS[attempt]);
      }
    }
  }
  if (env.idb) {
    try {
      const table = await env.open('idb');
      env.post({ event: 'storage', storage: { kind: 'idb' } });
      return table;
    } catch (e) {
      return openInMemory(env, 'idb_failed', opfsFailure(e));
    }
  }
  return openInMemory(env, 'no_storage', null);
}

async function openInMemory(env: WorkerEnv, cause: MemoryCause, detail: string | null): Promise<TableLike> {
  const table = await env.open('memory');
  const storage: SavesStorage = { kind: 'memory', cause, detail };
  env.post({ event: 'storage', storage });
  return table;
}

/**
 * Serves the page: opens the table (see `openTable`) and returns the handler of the page's
 * requests. Requests that come while the table opens wait for it; each is answered in turn.
 * If the table can't be opened at all, the page is told once and every request is refused.
 */
export function serve(env: WorkerEnv): (request: WorkerRequest) => Promise<void> {
  const table = openTable(env).catch((e: unknown) => {
    const { error } = refusal(e);
    env.post({ event: 'failed', error });
    return null;
  });
  let turn: Promise<void> = Promise.resolve();
  return (request) => {
    turn = turn
      .then(async () => {
        const t = await table;
        env.post(await answer(t, request));
      })
      // A message that could not be posted must not stop the requests behind it.
      .catch((e: unknown) => console.error(e));
    return turn;
  };
}

/** The answer to one request (a refusal included), once what it changed is on storage. */
export async function answer(table: TableLike | null, { id, method, params }: WorkerRequest): Promise<WorkerMessage> {
  if (!table) return { id, error: { kind: 'storage', message: 'the saved games could not be opened in this browser' } };
  try {
    const result: unknown = JSON.parse(table.call(method, JSON.stringify(params ?? null)));
    const changed = changedBy(method, params, result);
    if (changed !== null && table.flushed) await table.flushed();
    return { id, result, changed };
  } catch (e) {
    const { error, fatal } = refusal(e);
    return fatal ? { id, error, fatal } : { id, error };
  }
}
