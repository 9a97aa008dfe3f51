// Words and small decisions of playing over the network: reading a host's address, which
// seats this device plays, who holds a seat, which seats are free to join, and what a
// refused join means.

import type { Grant, LobbyGame, LobbySeat } from './types';
import type { ApiError } from './transport';
import { capitalised, t } from './i18n';

/** The port `epochs serve` and the app listen on unless told otherwise. */
export const DEFAULT_PORT = 8765;

/** A host to talk to: `HOST:PORT`, its WebSocket, and the join code if the address had one. */
export interface HostAddress {
  hostPort: string;
  wsUrl: string;
  code: string | null;
  /** A table in another home: its invitation. The address is then the app's loopback
   * bridge to it, or empty in the web build, whose page carries the connection itself. */
  invitation?: string;
}

/**
 * Reads what a person typed or scanned: `HOST`, `HOST:PORT`, or a link such as
 * `http://192.168.1.5:8765/#/join/123456` (its join code is kept).
 */
export function parseHostAddress(text: string): HostAddress | { error: string } {
  const typed = text.trim();
  if (!typed) return { error: t('network-address-missing') };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `http://${typed}`);
  } catch {
    return { error: t('network-address-wrong', { typed }) };
  }
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) || !url.hostname) {
    return { error: t('network-address-wrong', { typed }) };
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
  if (s.kind === 'bot') return t('network-held-by-bot');
  return s.held_by ?? t('network-this-device');
}

/** Who holds a seat, as a device about to join says it. */
export function holderInLobby(s: LobbySeat): string {
  if (s.kind === 'bot') return t('network-bot-plays-it');
  if (s.held_by) return t('network-held-by', { device: s.held_by });
  return s.open ? t('network-free') : t('network-free-host-decides');
}

/** Whether the device holding a seat is connected, in words (`null`: no device holds it). */
export function connectionOf(s: LobbySeat): string | null {
  if (s.kind === 'bot' || !s.held_by) return null;
  return s.connected ? t('network-connected') : t('network-not-connected');
}

/** The seats a device may still join: people's seats no device holds. */
export function freeSeats(g: LobbyGame): number[] {
  return g.seats.filter((s) => s.kind === 'human' && !s.held_by).map((s) => s.seat);
}

/** The seats chosen to join after a tap on `seat` of `game` (one game at a time). */
export function toggleSeat(
  chosen: { game: number; seats: number[] } | null,
  game: number,
  seat: number,
): { game: number; seats: number[] } | null {
  if (!chosen || chosen.game !== game) return { game, seats: [seat] };
  const seats = chosen.seats.includes(seat) ? chosen.seats.filter((s) => s !== seat) : [...chosen.seats, seat].sort((a, b) => a - b);
  return seats.length ? { game, seats } : null;
}

/** What a refused join means for the person joining. */
export function joinRefusal(err: ApiError): string {
  const body = err.body;
  if (body.kind === 'not_allowed') {
    switch (body.denial.reason) {
      case 'too_many_codes':
      case 'too_many_codes_here':
        return t('network-too-many-codes');
      case 'wrong_join_code':
        return t('network-wrong-code');
      case 'seat_held':
        return body.denial.device === null
          ? capitalised(err.message)
          : t('network-seat-taken', { seat: body.denial.seat, device: body.denial.device });
      case 'bot_seat':
        return t('network-bot-seat');
      default:
        return capitalised(err.message);
    }
  }
  if (body.kind === 'refused' && body.refusal.reason === 'game_over') return t('network-game-over');
  if (body.kind === 'refused' && body.refusal.reason === 'slow_down') return t('network-too-many-requests');
  if (body.kind === 'transport') return t('network-unreachable', { reason: body.message });
  return capitalised(err.message);
}
