// The table's dedicated Web Worker (the web build): loads the table compiled to WebAssembly
// (crates/web, bound by wasm-bindgen `--target web`; the `epochs-wasm` import is that folder,
// given to the build by EPOCHS_WASM_PKG), opens it on the browser's private file system (or
// IndexedDB without one) and answers the page (serve.ts). Bots think here, so the page never freezes.

import init, { WebTable } from 'epochs-wasm';
import wasmUrl from 'epochs-wasm/epochs_web_bg.wasm?url';
import type { WorkerMessage, WorkerRequest } from './protocol';
import { serve, type TableLike } from './serve';

/** The worker's global scope, as much of it as is used (the DOM library types the page's). */
const scope = self as unknown as {
  postMessage(message: WorkerMessage): void;
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
};

/** The Web Lock that one tab's worker holds on the saved games while it lives. */
const LOCK = 'epochs.saved-games';

/** Whether this worker may open files of the private file system for synchronous access
 * (what SQLite's OPFS storage needs). */
function hasOpfs(): boolean {
  return (
    typeof navigator.storage?.getDirectory === 'function' &&
    typeof FileSystemFileHandle !== 'undefined' &&
    'createSyncAccessHandle' in FileSystemFileHandle.prototype
  );
}

/** Holds the saved games' lock for the life of this worker; resolves once it is held. */
function hold(whenBusy: () => void): Promise<void> {
  const locks = navigator.locks;
  if (!locks) return Promise.resolve();
  return new Promise<void>((held) => {
    const keep = () => {
      held();
      // Never settles: the lock goes when the worker does (its tab closed or reloaded).
      return new Promise<never>(() => undefined);
    };
    locks
      .request(LOCK, { ifAvailable: true }, (lock) => {
        if (lock) return keep();
        whenBusy();
        locks.request(LOCK, keep).catch(() => held());
        return undefined;
      })
      .catch(() => held());
  });
}

let loaded: Promise<unknown> | null = null;
const handle = serve({
  opfs: hasOpfs(),
  idb: typeof indexedDB !== 'undefined',
  hold,
  async open(storage) {
    loaded ??= init({ module_or_path: wasmUrl });
    await loaded;
    return (await WebTable.open(storage)) as TableLike;
  },
  post: (message) => scope.postMessage(message),
});

scope.onmessage = (e) => {
  void handle(e.data);
};
