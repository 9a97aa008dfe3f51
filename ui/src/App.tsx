// The app: the connection banner, and the screen of the route (saved games, new game, a table
// of any game by its kind (games/index.ts), joining a game on the network, hosting one). In the Tauri app
// the table talked to may be another machine's host (`RemoteContext`): the banner says so and
// leads back to the app's own table.

import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Api } from './api';
import type { ConnectionStatus } from './transport';
import { Home } from './screens/Home';
import { NewGame } from './screens/NewGame';
import { Join } from './screens/Join';
import { Hosting } from './screens/Hosting';
import { Replay } from './screens/Replay';
import { HowToPlay } from './screens/HowToPlay';
import { About } from './screens/About';
import { RemoteBar, RemoteBarContext, type RemoteBarPlace, type RemoteState } from './RemoteBar';
import { HostApi } from './hostApi';
import { Learn } from './screens/Learn';
import { LessonTable } from './screens/LessonTable';
import { gameOf, unknownGameMessage } from './games';
import { inTauri, joinsOtherHosts, remoteTransport, toApiError } from './transport';
import { webPlatform } from '#web-platform';
import { useAppNotices } from './appNotices';
import { PatternDefs } from './table/Seat';
import { ErrorScreen } from './table/TableExits';
import type { HostAddress } from './network';
import { parseHostAddress } from './network';
import type { RemoteControls } from './remote';
import { RemoteContext, bridgeAgain, rememberRemote, rememberedRemote } from './remote';
import type { Route } from './routes';
import { useGrant } from './useGrant';
import { t, useLanguage } from './i18n';
import { navigate, parseHash } from './routes';

export type { Route } from './routes';
export { navigate, parseHash } from './routes';

/** The session storage of this window, if any (the remote host survives a reload). */
function windowStorage() {
  try {
    return typeof sessionStorage !== 'undefined' ? sessionStorage : null;
  } catch {
    return null;
  }
}

/** The table this window talks to: the app's own (`local`), or another machine's host. */
function useRemote(local: Api, localHost: HostApi): { api: Api; controls: RemoteControls | null } {
  const [remote, setRemote] = useState<{ address: HostAddress; api: Api } | null>(() => {
    const address = joinsOtherHosts(webPlatform) ? rememberedRemote(windowStorage()) : null;
    return address ? { address, api: new Api(remoteTransport(address, webPlatform)) } : null;
  });
  const controls = useMemo<RemoteControls | null>(() => {
    if (!joinsOtherHosts(webPlatform)) return null;
    return {
      remote: remote?.address ?? null,
      // Finding hosts on the network (mDNS) and talking to them from this window are the
      // app's: the web build opens the host's own page.
      discovers: inTauri(),
      joinsAt: inTauri() ? 'socket' : 'page',
      joinElsewhere: async (ticket) => {
        // The web build's page reaches the table itself; the app through its own bridge.
        if (!inTauri()) return { hostPort: `elsewhere:${ticket}`, wsUrl: '', code: null, invitation: ticket };
        const joined = await localHost.joinElsewhere({ invitation: ticket });
        const a = parseHostAddress(joined.host_port);
        if ('error' in a) throw new Error(a.error);
        return { ...a, invitation: ticket };
      },
      connect: (address) => {
        remote?.api.transport.close?.();
        rememberRemote(windowStorage(), address);
        setRemote({ address, api: new Api(remoteTransport(address, webPlatform)) });
      },
      leave: () => {
        remote?.api.transport.close?.();
        rememberRemote(windowStorage(), null);
        setRemote(null);
        navigate('#/');
      },
    };
  }, [remote, localHost]);
  // The app started again on a table elsewhere it remembers: its bridge went with the old
  // process, so one is made again from the invitation.
  const first = useRef(controls);
  useEffect(() => {
    const start = first.current;
    if (!start || !inTauri()) return;
    let live = true;
    bridgeAgain(start.remote, { elsewherePath: () => localHost.elsewherePath(), joinElsewhere: (ticket) => start.joinElsewhere(ticket) })
      .then((address) => {
        if (live && address) start.connect(address);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [localHost]);
  return { api: remote?.api ?? local, controls };
}

/** The whole app: the banners of the connection and of a remote host, and the screen of the address's route. */
export function App({ api: local }: { api: Api }) {
  const [route, setRoute] = useState<Route>(() => parseHash(location.hash));
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const localHost = useMemo(() => new HostApi(local.transport), [local]);
  const { api, controls } = useRemote(local, localHost);
  const remote = controls?.remote ?? null;
  const readPath = useMemo(
    () => (webPlatform ? async () => webPlatform?.elsewherePath() ?? null : () => localHost.elsewherePath()),
    [localHost],
  );
  const grant = useGrant(api.transport);
  const notices = useAppNotices();
  // A new language draws every screen again in it.
  const language = useLanguage();

  useEffect(() => {
    const onHash = () => setRoute(parseHash(location.hash));
    // The address may have changed between the first render and now.
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => api.transport.onStatus(setStatus), [api]);
  // How many tables' headers show the remote state now: the bar above them goes meanwhile.
  const [claims, setClaims] = useState(0);
  const claim = useCallback((by: 1 | -1) => setClaims((n) => n + by), []);
  const leave = useCallback(() => controls?.leave(), [controls]);
  const remoteState: RemoteState | null = remote
    ? { remote, status, closedCode: api.transport.closedBy?.code ?? null, readPath, leave }
    : null;
  const barPlace: RemoteBarPlace = { state: remoteState, claim };

  return (
    <RemoteContext.Provider value={controls}>
      <RemoteBarContext.Provider value={barPlace}>
        <div class="app" key={language} data-connection={status} data-remote={remote ? remote.hostPort : undefined}>
          <PatternDefs />
          {remoteState && claims === 0 && <RemoteBar state={remoteState} />}
          {grant?.role === 'bystander' && api.transport.tokenRefused && route.page !== 'join' && route.page !== 'home' && (
            <div class="join-again" role="alert">
              <span>{t('app-forgotten')}</span>
              <a class="button primary" href="#/join">
                {t('app-join-again')}
              </a>
            </div>
          )}
          {!remote && notices.saves?.kind === 'waiting' && status !== 'open' ? (
            <div class="connection" role="status">
              {t('app-open-elsewhere')}
            </div>
          ) : (
            !remote &&
            status !== 'open' && (
              <div class="connection" role="status">
                {status === 'connecting'
                  ? api.transport.networked === false
                    ? t('app-opening-saves')
                    : t('app-connecting')
                  : api.transport.networked === false
                    ? t('app-saves-failed')
                    : t('app-disconnected')}
              </div>
            )
          )}
          {/* A new version is offered away from a game in progress, never loaded by itself. */}
          {notices.update && route.page !== 'game' && route.page !== 'lesson' && route.page !== 'host' && (
            <div class="update-bar" role="status">
              <span>{t('app-update')}</span>
              <button type="button" class="primary" onClick={() => notices.update?.()}>
                {t('app-reload')}
              </button>
            </div>
          )}
          <Screen key={remote?.hostPort ?? 'local'} api={api} route={route} />
        </div>
      </RemoteBarContext.Provider>
    </RemoteContext.Provider>
  );
}

/** The screen of `route`. */
function Screen({ api, route }: { api: Api; route: Route }) {
  switch (route.page) {
    case 'home':
      return <Home api={api} />;
    case 'new':
      return <NewGame key={route.game ?? ''} api={api} initialGame={route.game} />;
    case 'rules':
      return <HowToPlay game={route.game} section={route.section} />;
    case 'game':
      return <GameRoute key={route.id} api={api} gameId={route.id} />;
    case 'replay':
      return <Replay key={route.id} api={api} gameId={route.id} />;
    case 'join':
      return <Join api={api} code={route.code} invitation={route.invitation} />;
    case 'host':
      return <Hosting key={route.id} api={api} gameId={route.id} />;
    case 'about':
      return <About />;
    case 'learn':
      return <Learn key={route.game} api={api} game={route.game} />;
    case 'lesson':
      return <LessonTable key={`${route.key}-${route.id}`} api={api} lessonKey={route.key} gameId={route.id} />;
  }
}

/** The table of a game: its game's table screen, by the game's kind (an unknown kind says so). */
function GameRoute({ api, gameId }: { api: Api; gameId: number }) {
  const [game, setGame] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .view({ game: gameId, viewer: null })
      .then((v) => live && setGame(v.game))
      .catch((e) => live && setError(toApiError(e).message));
    return () => {
      live = false;
    };
  }, [api, gameId]);
  if (error) return <ErrorScreen message={error} />;
  if (!game) return <main class="loading">{t('app-opening-table')}</main>;
  const known = gameOf(game);
  if (!known) return <ErrorScreen message={unknownGameMessage(game)} />;
  return <known.Table api={api} gameId={gameId} />;
}
