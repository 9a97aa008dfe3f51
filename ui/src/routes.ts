// The routes of the single page, in the address's hash: saved games (`#/`), a new game
// (`#/new`, `#/new/GAME`), how to play (`#/rules/GAME`, or at the section of a ruling:
// `#/rules/GAME/K19`), a table (`#/game/ID`), its replay
// (`#/replay/ID`), joining a game on the network (`#/join`, `#/join/CODE`) or in another home
// by its invitation's link (`#/elsewhere/TICKET/CODE`), hosting one
// (`#/host/ID`), the credits (`#/about`), a game's lessons (`#/learn/GAME`) and a lesson's table
// (`#/lesson/KEY/ID`). The host device's link `#host=TOKEN` is read and
// cleared by the transport before any route is. A game's key in a route is one of the
// registry's (games/index.ts); any other leads home.

import { gameOf } from './games';
import type { GameKey } from './types';

/** A page of the app, with what it shows. */
export type Route =
  | { page: 'home' }
  | { page: 'new'; game?: GameKey }
  | { page: 'rules'; game: GameKey; section?: string }
  | { page: 'game'; id: number }
  | { page: 'replay'; id: number }
  | { page: 'join'; code: string | null; invitation?: string }
  | { page: 'host'; id: number }
  | { page: 'about' }
  | { page: 'learn'; game: GameKey }
  | { page: 'lesson'; key: string; id: number };

/** The route of the address's hash (`#/game/12`); anything unknown is the saved games. */
export function parseHash(hash: string): Route {
  const h = hash.replace(/^#/, '');
  const m = /^\/game\/(\d+)/.exec(h);
  if (m) return { page: 'game', id: Number(m[1]) };
  const replay = /^\/replay\/(\d+)/.exec(h);
  if (replay) return { page: 'replay', id: Number(replay[1]) };
  const fresh = /^\/new(?:\/([\w-]+))?\/?$/.exec(h);
  if (fresh && !fresh[1]) return { page: 'new' };
  const freshGame = fresh && gameOf(fresh[1]);
  if (freshGame) return { page: 'new', game: freshGame.key };
  const rules = /^\/rules\/([\w-]+)(?:\/([A-Za-z]*\d+))?\/?$/.exec(h);
  const rulesGame = rules && gameOf(rules[1]);
  if (rulesGame)
    return rules[2] ? { page: 'rules', game: rulesGame.key, section: rules[2].toUpperCase() } : { page: 'rules', game: rulesGame.key };
  const join = /^\/join(?:\/([^/?#]*))?\/?$/.exec(h);
  if (join) return { page: 'join', code: join[1] ? decodeOr(join[1]) : null };
  const elsewhere = /^\/elsewhere\/(endpoint[a-z0-9]+)(?:\/([^/?#]*))?\/?$/i.exec(h);
  if (elsewhere) return { page: 'join', code: elsewhere[2] ? decodeOr(elsewhere[2]) : null, invitation: elsewhere[1].toLowerCase() };
  const host = /^\/host\/(\d+)/.exec(h);
  if (host) return { page: 'host', id: Number(host[1]) };
  if (/^\/about\/?$/.test(h)) return { page: 'about' };
  const learn = /^\/learn\/([\w-]+)\/?$/.exec(h);
  const learnGame = learn && gameOf(learn[1]);
  if (learnGame) return { page: 'learn', game: learnGame.key };
  const lesson = /^\/lesson\/([\w-]+)\/(\d+)\/?$/.exec(h);
  if (lesson) return { page: 'lesson', key: lesson[1], id: Number(lesson[2]) };
  return { page: 'home' };
}

/** `text` URI-decoded, or as it is when it is not valid URI encoding. */
function decodeOr(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Goes to the route of `hash` (nothing when already there). */
export function navigate(hash: string) {
  if (location.hash !== hash) location.hash = hash;
}
