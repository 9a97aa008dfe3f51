// Tests of the routes read from the address's hash.

import { describe, expect, it } from 'vitest';
import { parseHash } from './routes';

describe('routes', () => {
  it('reads the saved games, a new game and a table', () => {
    expect(parseHash('')).toEqual({ page: 'home' });
    expect(parseHash('#/')).toEqual({ page: 'home' });
    expect(parseHash('#/new')).toEqual({ page: 'new' });
    expect(parseHash('#/new/tempus')).toEqual({ page: 'new', game: 'tempus' });
    expect(parseHash('#/rules/khronos')).toEqual({ page: 'rules', game: 'khronos' });
    expect(parseHash('#/rules/chess')).toEqual({ page: 'home' });
    expect(parseHash('#/rules/khronos/K19')).toEqual({ page: 'rules', game: 'khronos', section: 'K19' });
    expect(parseHash('#/rules/tempus/t20/')).toEqual({ page: 'rules', game: 'tempus', section: 'T20' });
    expect(parseHash('#/rules/khronos/K19/more')).toEqual({ page: 'home' });
    expect(parseHash('#/game/12')).toEqual({ page: 'game', id: 12 });
    expect(parseHash('#/replay/12')).toEqual({ page: 'replay', id: 12 });
    expect(parseHash('#/replay/')).toEqual({ page: 'home' });
    expect(parseHash('#/about')).toEqual({ page: 'about' });
    expect(parseHash('#/about/credits')).toEqual({ page: 'home' });
  });

  it('reads joining, with or without the code of the link', () => {
    expect(parseHash('#/join')).toEqual({ page: 'join', code: null });
    expect(parseHash('#/join/')).toEqual({ page: 'join', code: null });
    expect(parseHash('#/join/123456')).toEqual({ page: 'join', code: '123456' });
    expect(parseHash('#/joined')).toEqual({ page: 'home' });
  });

  it('reads an invitation’s link to a table elsewhere, with or without its code', () => {
    expect(parseHash('#/elsewhere/endpointABC123/MKX5-4AZY')).toEqual({ page: 'join', code: 'MKX5-4AZY', invitation: 'endpointabc123' });
    expect(parseHash('#/elsewhere/endpointabc123')).toEqual({ page: 'join', code: null, invitation: 'endpointabc123' });
    expect(parseHash('#/elsewhere/not-a-ticket/1234')).toEqual({ page: 'home' });
  });

  it('reads hosting a game', () => {
    expect(parseHash('#/host/7')).toEqual({ page: 'host', id: 7 });
    expect(parseHash('#/host/')).toEqual({ page: 'home' });
    // The host device's link is the transport's, never a route.
    expect(parseHash(`#host=${'ab'.repeat(16)}`)).toEqual({ page: 'home' });
  });
});
