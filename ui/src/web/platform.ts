/// <reference types="vite-plugin-pwa/vanillajs" />
// The web build's own parts (`#web-platform` in this build; web/none.ts in the others): the
// table runs in a Web Worker on this device (transport/worker.ts, worker/table.worker.ts), the
// service worker (vite-plugin-pwa, Workbox) keeps the app and its WebAssembly for offline use
// and offers each new version without swapping it in, and the browser is asked to keep the
// saved games. What the person should know goes to the app's notices (appNotices.ts).

import { registerSW } from 'virtual:pwa-register';
import { appNotices } from '../appNotices';
import { WorkerTransport, irohSockets, newestIrohPath, type RemoteConnect, type WorkerLike } from '../transport';
import { EVICTABLE_SEEN_KEY, askToKeep } from './persist';
import type { WebPlatform } from './types';

/** How often an open app looks for a new version while online. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Starts the table's worker. */
function spawn(): WorkerLike {
  return new Worker(new URL('../worker/table.worker.ts', import.meta.url), {
    type: 'module',
    name: 'epochs-table',
  }) as unknown as WorkerLike;
}

function seen(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Asks the browser to keep the saved games; a refusal is told on the home screen once. */
async function keepSaves() {
  const answer = await askToKeep(typeof navigator !== 'undefined' ? navigator.storage : undefined);
  if (answer === 'evictable' && !seen(EVICTABLE_SEEN_KEY) && appNotices.get().saves === null) {
    appNotices.set({ saves: { kind: 'evictable' } });
  }
}

/** Registers the service worker: a new version waits until the person chooses to load it. */
function registerServiceWorker() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      appNotices.set({
        update: () => {
          // The waiting version takes over, then the page loads again on it.
          navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
          void updateSW(true);
        },
      });
    },
    // Another tab loaded the new version: this one offers to reload too.
    onNeedReload() {
      appNotices.set({ update: () => location.reload() });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}

type RemoteModule = typeof import('epochs-wasm/epochs_web_remote.js');
let remoteModule: Promise<RemoteModule> | null = null;

/** Loads iroh's relay client (crates/web-remote) the first time someone joins a table
 * elsewhere: the rest of the app never pays for it. */
function loadRemote(): Promise<RemoteModule> {
  remoteModule ??= (async () => {
    const [m, wasm] = await Promise.all([import('epochs-wasm/epochs_web_remote.js'), import('epochs-wasm/epochs_web_remote_bg.wasm?url')]);
    await m.default({ module_or_path: wasm.default });
    return m;
  })();
  // A failed load (offline) is tried again on the next attempt.
  remoteModule.catch(() => {
    remoteModule = null;
  });
  return remoteModule;
}

const connectElsewhere: RemoteConnect = async (invitation) => (await loadRemote()).RemoteSocket.connect(invitation);

/** The web build's platform. */
export const webPlatform: WebPlatform | null = {
  transport() {
    const t = new WorkerTransport({ spawn });
    t.onStorage((s) => {
      if (s.kind === 'opfs' || s.kind === 'idb') {
        if (appNotices.get().saves?.kind !== 'evictable') appNotices.set({ saves: null });
        void keepSaves();
      } else appNotices.set({ saves: s });
    });
    return t;
  },
  elsewhereSocket: irohSockets(connectElsewhere),
  elsewherePath: newestIrohPath,
  start() {
    registerServiceWorker();
  },
};
