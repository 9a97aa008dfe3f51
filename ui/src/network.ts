// Words and small decisions of playing over the network: reading a host's address, which
// seats this device plays, who holds a seat, which seats are free to join, and what a
// refused join means.

import type { Grant, LobbyGame, LobbySeat } from './types';
import type { ApiError } from './transport';

/** The port `epochs serve` and the app listen on unless told otherwise. */
export const DEFAULT_PORT = 8765;

/** A host to talk to: `HOST:PORT`, its WebSocket, and the join code if the address had one. */
export interface HostAddress {
  hostPort: string;
  wsUrl: string;
  code: string | null;
}

/**
 * Reads what a person typed or scanned: `HOST`, `HOST:PORT`, or a link such as
 * `http://192.168.1.5:8765/#/join/123456` (its join code is kept).
 */
export function parseHostAddress(text: string): HostAddress | { error: string } {
  const t = text.trim();
  if (!t) return { error: 'Type the address the host shows, for example 192.168.1.5:8765.' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(t) ? t : `http://${t}`);
  } catch {
    return { error: `“${t}” is not an address: type it as the host shows it, for example 192.168.1.5:8765.` };
  }
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) || !url.hostname) {
    return { error: `“${t}” is not an address: type it as the host shows it, for example 192.168.1.5:8765.` };
  }
  const hostPort = `${url.hostname}:${url.port || DEFAULT_PORT}`;
  const code = /#\/join\/([\w-]+)/.exec(url.hash)?.[1] ?? null;
  return { hostPort, wsUrl: `${secure ? 'wss' : 'ws'}://${hostPort}/ws`, code };
}

/** The host's own page, where a browser joins from (with the join code, if there is one). */
export function hostPageUrl(a: HostAddress): string {
  const scheme = a.wsUrl.startsWith('wss:') ? 'https' : 'http';
  return `${scheme}://${a.hostPort}/#/join${a.code ? `/${encodeURIComponent(a.code)}` : ''}`;
}

/** The seats this device plays in `game`: `null` for every seat (the host device). */
export function localSeatsOf(grant: Grant | null, game: number): number[] | null {
  if (grant?.role === 'host') return null;
  if (grant?.role === 'seats' && grant.game === game) return grant.seats;
  return [];
}

/**
 * The seats the host device plays in `game` (`null`: every seat, pass-and-play): those no
 * other device holds.
 */
export function hostSeatsOf(game: LobbyGame | undefined): number[] | null {
  if (!game || game.seats.every((s) => !s.held_by)) return null;
  return game.seats.filter((s) => !s.held_by).map((s) => s.seat);
}

/** The games whose table the host device shows without hands, for as long as the page lives. */
const tableOnlyGames = new Set<number>();

/** Whether the host device shows `game` as a table only; `set` turns it on or off. */
export const tableOnly = {
  has: (game: number): boolean => tableOnlyGames.has(game),
  set: (game: number, on: boolean): void => {
    if (on) tableOnlyGames.add(game);
    else tableOnlyGames.delete(game);
  },
};

/** Who holds a seat, as the host device says it. */
export function holderOnHost(s: LobbySeat): string {
  if (s.kind === 'bot') return 'a bot';
  return s.held_by ?? 'this device';
}

/** Who holds a seat, as a device about to join says it. */
export function holderInLobby(s: LobbySeat): string {
  if (s.kind === 'bot') return 'a bot plays it';
  if (s.held_by) return `held by ${s.held_by}`;
  return s.open ? 'free' : 'free · the host decides';
}

/** Whether the device holding a seat is connected, in words (`null`: no device holds it). */
export function connectionOf(s: LobbySeat): string | null {
  if (s.kind === 'bot' || !s.held_by) return null;
  return s.connected ? 'connected' : 'not connected';
}

/** The seats a device may still join: people's seats no device holds. */
export function freeSeats(g: LobbyGame): number[] {
  return g.seats.filter((s) => s.kind === 'human' && !s.held_by).map((s) => s.seat);
}

/** The seats chosen to join after a tap on `seat` of `game` (one game at a time). */
export function toggleSeat(chosen: { game: number; seats: number[] } | null, game: number, seat: number): { game: number; seats: number[] } | null {
  if (!chosen || chosen.game !== game) return { game, seats: [seat] };
  const seats = chosen.seats.includes(seat) ? chosen.seats.filter((s) => s !== seat) : [...chosen.seats, seat].sort((a, b) => a - b);
  return seats.length ? { game, seats } : null;
}

/** What a refused join means for the person joining. */
export function joinRefusal(err: ApiError): string {
  const m = err.message;
  if (/too many wrong join codes/i.test(m)) return 'Too many wrong codes from this device. Wait a minute, then try again.';
  if (/wrong join code/i.test(m)) return 'That join code is wrong. Check the code on the host’s screen and type it again.';
  const held = /seat (\d+) is held by (.+)$/i.exec(m);
  if (held) return `Seat ${held[1]} was just taken by ${held[2]}. Pick another seat.`;
  if (/a bot plays that seat/i.test(m)) return 'A bot plays that seat now. Pick another seat.';
  if (/that game is over/i.test(m)) return 'That game is over.';
  if (/too many requests/i.test(m)) return 'Too many requests at once: wait a moment, then try again.';
  if (err.kind === 'transport') return `The host cannot be reached: ${m}`;
  return m.replace(/^not allowed: /, '');
}
