// What the web build adds to the app (web/platform.ts), and what the other builds have in its
// place (web/none.ts): the build picks one as `#web-platform` (vite.config.ts).

import type { SocketLike, Transport } from '../transport';
import type { PathState } from '../types';

/** The web build's own parts: the table in a Web Worker, and the installed app's service. */
export interface WebPlatform {
  /** The transport to the table in this page's Web Worker. */
  transport(): Transport;
  /** Registers the service worker (offline use, new versions offered) and asks the browser
   * to keep the saved games (`navigator.storage.persist()`). */
  start(): void;
  /** The socket to a table in another home, for `WsTransport` (its "URL" is the
   * invitation): iroh's relay client, loaded on the first join. */
  elsewhereSocket: new (
    invitation: string,
  ) => SocketLike;
  /** How the newest connection to a table elsewhere travels. */
  elsewherePath(): PathState | null;
}
