// The app playing at another machine's table: which host it talks to, how to get there and
// back to its own table. The web build (its table is in the page) joins a host on that host's
// own page instead; a page served by a LAN host talks to that host only. Screens reach it
// through `RemoteContext`.

import { createContext } from 'preact';
import type { HostAddress } from './network';
import { parseHostAddress } from './network';
import type { KeyValueStore } from './transport';

export interface RemoteControls {
  /** The other host the app talks to now, or `null` at its own table. */
  remote: HostAddress | null;
  /** Whether hosts on the network can be looked for (the app: mDNS); else an address is typed. */
  discovers: boolean;
  /**
   * How a host is joined: `socket`, this window talks to it (the app); `page`, the host's own
   * page is opened (the web build: a LAN host lets only its own page and the app use its
   * socket, and a secure page may not open a plain one).
   */
  joinsAt: 'socket' | 'page';
  /** Reaches the table elsewhere an invitation names (`ticket`): the address to `connect`
   * to (the app's bridge to it, or the invitation itself in the web build). */
  joinElsewhere(ticket: string): Promise<HostAddress>;
  /** Talks to the host at `address` from now on. */
  connect(address: HostAddress): void;
  /** Back to the app's own table. */
  leave(): void;
}

export const RemoteContext = createContext<RemoteControls | null>(null);

const KEY = 'epochs.remote';

/** The remote host this window talked to before a reload, if any. */
export function rememberedRemote(store: KeyValueStore | null): HostAddress | null {
  try {
    const text = store?.getItem(KEY);
    if (!text) return null;
    if (text.startsWith('{')) {
      // A table elsewhere: its invitation, and the app's bridge to it (none in the web build).
      const { hostPort, wsUrl, invitation } = JSON.parse(text);
      const strings = [hostPort, wsUrl, invitation].every((x) => typeof x === 'string');
      return strings && /^endpoint[a-z0-9]+$/.test(invitation) ? { hostPort, wsUrl, invitation, code: null } : null;
    }
    const a = parseHostAddress(text);
    return 'error' in a ? null : { ...a, code: null };
  } catch {
    return null;
  }
}

/** Keeps (or with `null` forgets) the remote host for a reload of this window. */
export function rememberRemote(store: KeyValueStore | null, address: HostAddress | null) {
  try {
    if (address?.invitation) {
      const { hostPort, wsUrl, invitation } = address;
      store?.setItem(KEY, JSON.stringify({ hostPort, wsUrl, invitation }));
    } else if (address) store?.setItem(KEY, address.hostPort);
    else store?.removeItem(KEY);
  } catch {
    /* storage unavailable: a reload returns to the app's own table */
  }
}

/** What `bridgeAgain` needs of the app's own host. */
export interface BridgeMaker {
  /** How the connection to a table elsewhere travels; `null` when this app runs no bridge. */
  elsewherePath(): Promise<unknown | null>;
  /** A new bridge to the table `ticket` names, as the address to connect to. */
  joinElsewhere(ticket: string): Promise<HostAddress>;
}

/**
 * The address to use for `remembered` once the app has started again: the app's bridge to a
 * table elsewhere lives in its process, so a remembered one whose process is gone (no bridge
 * runs) is made anew from the invitation. `null`: `remembered` holds as it is.
 */
export async function bridgeAgain(remembered: HostAddress | null, app: BridgeMaker): Promise<HostAddress | null> {
  if (!remembered?.invitation || !remembered.wsUrl) return null;
  if ((await app.elsewherePath()) !== null) return null;
  return app.joinElsewhere(remembered.invitation);
}

/** The desktop app's link for `invitation` (its ticket, then its join code if any): opened,
 * the app shows the same join screen as the web app's link (src-tauri/lib.rs). */
export function appLink(invitation: string): string {
  const [ticket, code] = invitation.trim().split(/\s+/);
  return `epochs://elsewhere/${encodeURIComponent(ticket ?? '')}${code ? `/${encodeURIComponent(code)}` : ''}`;
}
