// What the web build adds to the app (web/platform.ts), and what the other builds have in its
// place (web/none.ts): the build picks one as `#web-platform` (vite.config.ts).

import type { Transport } from '../transport';

/** The web build's own parts: the table in a Web Worker, and the installed app's service. */
export interface WebPlatform {
  /** The transport to the table in this page's Web Worker. */
  transport(): Transport;
  /** Registers the service worker (offline use, new versions offered) and asks the browser
   * to keep the saved games (`navigator.storage.persist()`). */
  start(): void;
}
