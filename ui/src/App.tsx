// The app: the connection banner, and the screen of the route (saved games, new game, a table
// of either game by its kind).

import { useEffect, useState } from 'preact/hooks';
import type { Api } from './api';
import type { ConnectionStatus } from './transport';
import { Home } from './screens/Home';
import { NewGame } from './screens/NewGame';
import { KhronosTable } from './games/khronos/KhronosTable';
import { TempusTable } from './games/tempus/TempusTable';
import { toApiError } from './transport';
import { PatternDefs } from './table/Seat';
import { ErrorScreen } from './table/TableChrome';

export type Route = { page: 'home' } | { page: 'new' } | { page: 'game'; id: number };

export function parseHash(hash: string): Route {
  const h = hash.replace(/^#/, '');
  const m = /^\/game\/(\d+)/.exec(h);
  if (m) return { page: 'game', id: Number(m[1]) };
  if (h.startsWith('/new')) return { page: 'new' };
  return { page: 'home' };
}

export function navigate(hash: string) {
  if (location.hash !== hash) location.hash = hash;
}

export function App({ api }: { api: Api }) {
  const [route, setRoute] = useState<Route>(() => parseHash(location.hash));
  const [status, setStatus] = useState<ConnectionStatus>('connecting');

  useEffect(() => {
    const onHash = () => setRoute(parseHash(location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => api.transport.onStatus(setStatus), [api]);

  return (
    <div class="app" data-connection={status}>
      <PatternDefs />
      {status !== 'open' && (
        <div class="connection" role="status">
          {status === 'connecting' ? 'Connecting to the table…' : 'Disconnected from the table.'}
        </div>
      )}
      {route.page === 'home' && <Home api={api} />}
      {route.page === 'new' && <NewGame api={api} />}
      {route.page === 'game' && <GameRoute key={route.id} api={api} gameId={route.id} />}
    </div>
  );
}

/** The table of a game: the Khronos or the Tempus screen, by the game's kind. */
function GameRoute({ api, gameId }: { api: Api; gameId: number }) {
  const [game, setGame] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .view(gameId, null)
      .then((v) => live && setGame(v.game))
      .catch((e) => live && setError(toApiError(e).message));
    return () => {
      live = false;
    };
  }, [api, gameId]);
  if (error) return <ErrorScreen message={error} />;
  if (!game) return <main class="loading">Opening the table…</main>;
  return game === 'tempus' ? <TempusTable api={api} gameId={gameId} /> : <KhronosTable api={api} gameId={gameId} />;
}
