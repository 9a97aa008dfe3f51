// What the page and the table's Web Worker say to each other (the web build: the whole table,
// compiled to WebAssembly, runs in a dedicated worker; ui/src/transport/worker.ts is the page's
// side, table.worker.ts and serve.ts the worker's). A request carries an id; its answer comes
// back with the same id, with what the request changed. Where the saved games live is told
// once the table is open.

import type { TableErrorBody } from '../types';

/** A call from the page: a table method and its parameters. */
export interface WorkerRequest {
  id: number;
  method: string;
  params: unknown;
}

/** Where the worker keeps the saved games. */
/** Why the saved games are kept in memory only: OPFS failed to open, IndexedDB failed to open
 * (where there is no OPFS), or the browser has neither. */
export type MemoryCause = 'opfs_failed' | 'idb_failed' | 'no_storage';

export type SavesStorage =
  /** The browser's private file system (OPFS): kept across restarts. */
  | { kind: 'opfs' }
  /** IndexedDB, where the browser gives no private file system: kept across restarts. */
  | { kind: 'idb' }
  /** Nowhere: the games last as long as the page (`cause`: why not OPFS or IndexedDB;
   * `detail`: the browser's own words, if it gave any). */
  | { kind: 'memory'; cause: MemoryCause; detail: string | null }
  /** Another tab or window of Epochs holds the saved games: this one opens when it closes. */
  | { kind: 'waiting' };

/** A message from the worker. */
export type WorkerMessage =
  /** The answer to request `id`; `changed`: the game it changed (0: every game), or `null`. */
  | { id: number; result: unknown; changed: number | null }
  /** A refusal of request `id` in the table's error shape; `fatal`: the table stopped (a
   * crash of the WebAssembly) and the worker must be started again. */
  | { id: number; error: TableErrorBody; fatal?: boolean }
  /** Where the saved games are (sent again when it changes: waiting, then open). */
  | { event: 'storage'; storage: SavesStorage }
  /** The table could not be opened at all: every call is refused with `error`. */
  | { event: 'failed'; error: TableErrorBody };

/** The game a table method with `params` changed, answered `result`: the same rule as the
 * Rust front door's `changed_by` (crates/table/src/front.rs). `0`: every game (a backup
 * restored); `null`: nothing (a read). */
export function changedBy(method: string, params: unknown, result: unknown): number | null {
  const p = (params ?? {}) as { game?: unknown };
  switch (method) {
    case 'apply':
    case 'undo':
    case 'bot_move':
    case 'rename':
    case 'set_seat_kind':
    case 'delete':
    case 'repair':
      return typeof p.game === 'number' ? p.game : 0;
    case 'create_game':
    case 'import': {
      const id = (result as { id?: unknown } | null)?.id;
      return typeof id === 'number' ? id : 0;
    }
    case 'restore_backup':
      return 0;
    default:
      return null;
  }
}
