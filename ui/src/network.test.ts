// Tests of the network words and decisions: addresses, local seats, seat holders, joining.

import { describe, expect, it } from 'vitest';
import {
  connectionOf,
  freeSeats,
  holderInLobby,
  holderOnHost,
  hostPageUrl,
  hostSeatsOf,
  joinRefusal,
  localSeatsOf,
  parseHostAddress,
  tableOnly,
  toggleSeat,
  type HostAddress,
} from './network';
import type { Denial } from './generated/protocol';
import type { LobbyGame, LobbySeat } from './types';
import { ApiError } from './transport';

const seat = (over: Partial<LobbySeat>): LobbySeat => ({
  seat: 0,
  name: 'Anna',
  colour: 'red',
  kind: 'human',
  held_by: null,
  connected: false,
  open: true,
  ...over,
});

describe('host addresses', () => {
  it('reads HOST, HOST:PORT and links, keeping a join code', () => {
    expect(parseHostAddress('192.168.1.5:9000')).toEqual({ hostPort: '192.168.1.5:9000', wsUrl: 'ws://192.168.1.5:9000/ws', code: null });
    expect(parseHostAddress(' 192.168.1.5 ')).toEqual({ hostPort: '192.168.1.5:8765', wsUrl: 'ws://192.168.1.5:8765/ws', code: null });
    expect(parseHostAddress('http://192.168.1.5:8765/#/join/123456')).toEqual({
      hostPort: '192.168.1.5:8765',
      wsUrl: 'ws://192.168.1.5:8765/ws',
      code: '123456',
    });
    expect(parseHostAddress('http://kitchen.local:8765/')).toMatchObject({ hostPort: 'kitchen.local:8765' });
    expect(parseHostAddress('ws://10.0.0.2:8765/ws')).toMatchObject({ wsUrl: 'ws://10.0.0.2:8765/ws' });
    expect(parseHostAddress('[fe80::1]:8765')).toMatchObject({ hostPort: '[fe80::1]:8765' });
  });

  it('says what is wrong with an address', () => {
    expect(parseHostAddress('')).toHaveProperty('error');
    expect(parseHostAddress('not an address at all')).toHaveProperty('error');
    expect(parseHostAddress('ftp://host/')).toHaveProperty('error');
  });

  it('knows where a host’s own page is, join code and all', () => {
    const at = (text: string) => parseHostAddress(text) as HostAddress;
    expect(hostPageUrl(at('wss://host.example/'))).toBe('https://host.example:8765/#/join');
    expect(hostPageUrl(at('http://192.168.1.5:8765/#/join/K7QM-3XTD'))).toBe('http://192.168.1.5:8765/#/join/K7QM-3XTD');
    expect(hostPageUrl(at('192.168.1.5'))).toBe('http://192.168.1.5:8765/#/join');
  });
});

describe('seats of a device', () => {
  it('plays every seat as the host, its own seats of its game, else none', () => {
    expect(localSeatsOf({ role: 'host' }, 3)).toBeNull();
    expect(localSeatsOf({ role: 'seats', game: 3, seats: [1, 2], name: 'T' }, 3)).toEqual([1, 2]);
    expect(localSeatsOf({ role: 'seats', game: 4, seats: [1], name: 'T' }, 3)).toEqual([]);
    expect(localSeatsOf({ role: 'bystander' }, 3)).toEqual([]);
    expect(localSeatsOf(null, 3)).toEqual([]);
  });

  it('the host device plays the seats no other device holds, every seat when none is held', () => {
    const g: LobbyGame = {
      id: 1,
      name: 'G',
      game: 'khronos',
      seats: [seat({ seat: 0 }), seat({ seat: 1, held_by: 'Laptop' }), seat({ seat: 2, kind: 'bot' })],
    };
    expect(hostSeatsOf(g)).toEqual([0, 2]);
    expect(hostSeatsOf({ ...g, seats: [seat({ seat: 0 }), seat({ seat: 1 })] })).toBeNull();
    expect(hostSeatsOf(undefined)).toBeNull();
    expect(tableOnly.has(1)).toBe(false);
    tableOnly.set(1, true);
    expect(tableOnly.has(1)).toBe(true);
    tableOnly.set(1, false);
    expect(tableOnly.has(1)).toBe(false);
  });

  it('names who holds a seat and whether that device is connected', () => {
    expect(holderOnHost(seat({}))).toBe('this device');
    expect(holderOnHost(seat({ held_by: 'Tablet A' }))).toBe('Tablet A');
    expect(holderOnHost(seat({ kind: 'bot' }))).toBe('a bot');
    expect(holderInLobby(seat({}))).toBe('free');
    expect(holderInLobby(seat({ open: false }))).toBe('free · the host decides');
    expect(holderInLobby(seat({ held_by: 'Tablet A' }))).toBe('held by Tablet A');
    expect(holderInLobby(seat({ kind: 'bot' }))).toBe('a bot plays it');
    expect(connectionOf(seat({}))).toBeNull();
    expect(connectionOf(seat({ held_by: 'T', connected: true }))).toBe('connected');
    expect(connectionOf(seat({ held_by: 'T' }))).toBe('not connected');
  });

  it('offers only free seats of people, several of one game at a time', () => {
    const g: LobbyGame = {
      id: 1,
      name: 'G',
      game: 'khronos',
      seats: [seat({ seat: 0 }), seat({ seat: 1, held_by: 'X' }), seat({ seat: 2, kind: 'bot' }), seat({ seat: 3 })],
    };
    expect(freeSeats(g)).toEqual([0, 3]);
    let chosen = toggleSeat(null, 1, 3);
    expect(chosen).toEqual({ game: 1, seats: [3] });
    chosen = toggleSeat(chosen, 1, 0);
    expect(chosen).toEqual({ game: 1, seats: [0, 3] });
    expect(toggleSeat(chosen, 2, 1)).toEqual({ game: 2, seats: [1] });
    expect(toggleSeat(toggleSeat(chosen, 1, 0), 1, 3)).toBeNull();
  });
});

describe('refused joins', () => {
  const denied = (denial: Denial) => joinRefusal(new ApiError({ kind: 'not_allowed', denial }));
  it('says what to do', () => {
    expect(denied({ reason: 'wrong_join_code' })).toMatch(/code is wrong/);
    expect(denied({ reason: 'too_many_codes_here', wait_s: 60 })).toMatch(/Wait a minute/);
    expect(denied({ reason: 'seat_held', seat: 2, device: 'Tablet A' })).toBe('Seat 2 was just taken by Tablet A. Pick another seat.');
    expect(denied({ reason: 'seat_held', seat: 2, device: null })).toBe('Seat 2 is held by another device');
    expect(joinRefusal(new ApiError({ kind: 'refused', refusal: { reason: 'device_name_length', most: 40 } }))).toBe(
      'A device’s name has 1 to 40 characters',
    );
    expect(joinRefusal(new ApiError({ kind: 'refused', refusal: { reason: 'game_over' } }))).toBe('That game is over.');
    expect(joinRefusal(new ApiError({ kind: 'transport', message: 'lost' }))).toMatch(/cannot be reached/);
  });
});
