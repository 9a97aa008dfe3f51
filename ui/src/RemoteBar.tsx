// What says that this window plays at another host's table: whose (the host's address, or
// "another home"), whether the connection is up, how it travels, and the way back to the
// app's own table. Above every screen it is a bar (`RemoteBar`); a table's header carries it
// instead, in a few words (`HeaderRemote`), so that the turn keeps the whole screen.

import { createContext } from 'preact';
import { useContext, useLayoutEffect } from 'preact/hooks';
import type { HostAddress } from './network';
import type { ConnectionStatus } from './transport';
import type { PathState } from './types';
import { ElsewherePath } from './screens/Elsewhere';
import { t } from './i18n';

/** The close code of a host that stopped sharing with other homes (crates/lan/src/internet). */
const SHARING_STOPPED = 4000;

/** The remote table this window talks to, and how that goes. */
export interface RemoteState {
  /** The host. */
  remote: HostAddress;
  /** The connection's state. */
  status: ConnectionStatus;
  /** The code the host last closed the connection with, until it opens again. */
  closedCode: number | null;
  /** How the connection to a table elsewhere travels now. */
  readPath: () => Promise<PathState | null>;
  /** Back to the app's own table. */
  leave: () => void;
}

/** The remote state, and how a table's header takes the bar into itself while it is shown. */
export interface RemoteBarPlace {
  state: RemoteState | null;
  /** +1 when a header shows the bar, -1 when it goes. */
  claim: (by: 1 | -1) => void;
}

/** Given by the app around every screen. */
export const RemoteBarContext = createContext<RemoteBarPlace | null>(null);

/** What is wrong with the connection, in words; `null` while it is open. */
function trouble(state: RemoteState): string | null {
  if (state.status === 'open') return null;
  if (state.closedCode === SHARING_STOPPED) return t('app-remote-stopped-sharing');
  return state.status === 'connecting' ? t('app-remote-connecting') : t('app-remote-disconnected');
}

/** The bar above every screen of a remote table (none at the app's own table). */
export function RemoteBar({ state }: { state: RemoteState }) {
  const wrong = trouble(state);
  return (
    <div class="remote-bar" role="status">
      <span>
        {state.remote.invitation ? (
          t('app-remote-elsewhere')
        ) : (
          <>
            {t('app-remote-table')} <strong>{state.remote.hostPort}</strong>
          </>
        )}
        {wrong ? ` · ${wrong}` : ''}
        {state.remote.invitation && <ElsewherePath read={state.readPath} />}
      </span>
      <button type="button" class="secondary" onClick={state.leave}>
        {t('app-remote-leave')}
      </button>
    </div>
  );
}

/** The same in a table's header, in few words; the bar above the screen goes meanwhile. */
export function HeaderRemote() {
  const place = useContext(RemoteBarContext);
  const shown = !!place?.state;
  useLayoutEffect(() => {
    if (!shown || !place) return;
    place.claim(1);
    return () => place.claim(-1);
    // `place` is a new object at each of the app's renders; the claim follows `shown` only.
  }, [shown]);
  const state = place?.state;
  if (!state) return null;
  const wrong = trouble(state);
  const whose = state.remote.invitation ? t('app-remote-short-elsewhere') : t('app-remote-short-table', { host: state.remote.hostPort });
  return (
    <span class="header-remote" role="status" data-trouble={wrong ? 'yes' : undefined}>
      <span class="header-remote-words">
        {whose}
        {wrong ? ` · ${wrong}` : ''}
        {state.remote.invitation && !wrong && <ElsewherePath read={state.readPath} short />}
      </span>
      <button type="button" onClick={state.leave} aria-label={t('app-remote-leave-label')}>
        {t('app-remote-leave')}
      </button>
    </span>
  );
}
