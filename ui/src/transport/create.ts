// Which transport a page talks to its table by: the Tauri app's own table, the table in a Web
// Worker (the web build), a WebSocket to the host that served the page, or (from the app or
// the web build) a WebSocket to another machine's host.

import { PAGE_TOKEN_KEY, StoredToken, browserStorage, rememberHostToken, remoteTokenKey } from './grants';
import { TauriTransport, inTauri } from './tauri';
import type { Transport } from './transport';
import type { WebPlatform } from '../web/types';
import type { HostAddress } from '../network';
import { WsTransport } from './websocket';

/** The transport for this page: Tauri inside the app, the table in a Web Worker in the web
 * build (`web`: its platform), else a WebSocket to the host that served the page. */
export async function createTransport(web: WebPlatform | null = null): Promise<Transport> {
  if (inTauri()) {
    const core = await import('@tauri-apps/api/core');
    const event = await import('@tauri-apps/api/event');
    const t = new TauriTransport(
      (cmd, args) => core.invoke(cmd, args),
      (name, cb) => event.listen(name, cb),
    );
    // Whether the app already hosts (a reloaded window): then its host plays the bots.
    await t.call('hosting', {}).catch(() => null);
    return t;
  }
  if (web) return web.transport();
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const tokens = new StoredToken(PAGE_TOKEN_KEY, browserStorage());
  rememberHostToken(tokens);
  return new WsTransport({ url: `${proto}//${location.host}/ws`, tokens });
}

/** A transport to another machine's host (from the app, or in the web build to a table
 * elsewhere, through `web`'s iroh sockets); the token for that host is kept under its own key. */
export function remoteTransport(address: HostAddress, web: WebPlatform | null): WsTransport {
  const tokens = new StoredToken(remoteTokenKey(address.hostPort), browserStorage());
  if (address.invitation && !address.wsUrl && web) {
    return new WsTransport({ url: address.invitation, socket: web.elsewhereSocket, deflate: true, tokens });
  }
  return new WsTransport({ url: address.wsUrl, tokens });
}

/** Whether this page's own table lives on this device (the app, or the web build's worker:
 * `web`), so that it may also play at another machine's host (*Join a game on the network*). */
export function joinsOtherHosts(web: WebPlatform | null): boolean {
  return inTauri() || web !== null;
}
