// The routes of the single page, in the address's hash: saved games (`#/`), a new game
// (`#/new`, `#/new/GAME`), how to play (`#/rules/GAME`), a table (`#/game/ID`), its replay
// (`#/replay/ID`), joining a game on the network (`#/join`, `#/join/CODE`)
// and hosting one (`#/host/ID`). The host device's link `#host=TOKEN` is read and cleared
// by the transport before any route is.

export type Route =
  | { page: 'home' }
  | { page: 'new'; game?: 'khronos' | 'tempus' }
  | { page: 'rules'; game: 'khronos' | 'tempus' }
  | { page: 'game'; id: number }
  | { page: 'replay'; id: number }
  | { page: 'join'; code: string | null }
  | { page: 'host'; id: number };

export function parseHash(hash: string): Route {
  const h = hash.replace(/^#/, '');
  const m = /^\/game\/(\d+)/.exec(h);
  if (m) return { page: 'game', id: Number(m[1]) };
  const replay = /^\/replay\/(\d+)/.exec(h);
  if (replay) return { page: 'replay', id: Number(replay[1]) };
  const fresh = /^\/new(?:\/(khronos|tempus))?\/?$/.exec(h);
  if (fresh) return fresh[1] ? { page: 'new', game: fresh[1] as 'khronos' | 'tempus' } : { page: 'new' };
  const rules = /^\/rules\/(khronos|tempus)\/?$/.exec(h);
  if (rules) return { page: 'rules', game: rules[1] as 'khronos' | 'tempus' };
  const join = /^\/join(?:\/([^/?#]*))?\/?$/.exec(h);
  if (join) return { page: 'join', code: join[1] ? decodeOr(join[1]) : null };
  const host = /^\/host\/(\d+)/.exec(h);
  if (host) return { page: 'host', id: Number(host[1]) };
  return { page: 'home' };
}

function decodeOr(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function navigate(hash: string) {
  if (location.hash !== hash) location.hash = hash;
}

