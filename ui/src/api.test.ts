import { describe, expect, it } from 'vitest';
import { Api } from './api';
import { HostApi } from './hostApi';
import { ApiError, BYSTANDER, type Transport } from './transport';
import type { Grant, TableErrorBody } from './types';

/** A transport that records each call and answers it with `answer`. */
function fakeTransport(answer: (method: string, params: unknown) => unknown) {
  const sent: { method: string; params: unknown }[] = [];
  const tokens: { token: string; grant?: Grant }[] = [];
  const transport: Transport = {
    botsByHost: false,
    grant: BYSTANDER,
    tokenRefused: false,
    call<T>(method: string, params?: unknown): Promise<T> {
      sent.push({ method, params });
      try {
        return Promise.resolve(answer(method, params) as T);
      } catch (e) {
        return Promise.reject(e);
      }
    },
    onChange: () => () => undefined,
    onStatus: () => () => undefined,
    onGrant: () => () => undefined,
    setToken: (token, grant) => void tokens.push({ token, grant }),
  };
  return { transport, sent, tokens };
}

const RULE: TableErrorBody = { kind: 'rule', game: 'khronos', rule: 'river', ruling: 'K4', why: { why: 'river', building: 'keep' } };

describe('Api', () => {
  it('sends each generated call as its method with its parameters', async () => {
    const { transport, sent } = fakeTransport((method) => (method === 'list_games' ? [] : null));
    const api = new Api(transport);
    expect(await api.listGames()).toEqual([]);
    await api.view({ game: 3, viewer: null });
    await api.setSeatKind({ game: 3, seat: 1, kind: 'bot', level: 'hard' });
    expect(sent).toEqual([
      { method: 'list_games', params: {} },
      { method: 'view', params: { game: 3, viewer: null } },
      { method: 'set_seat_kind', params: { game: 3, seat: 1, kind: 'bot', level: 'hard' } },
    ]);
  });

  it('answers a refused check with its rule, and a refused preview with null', async () => {
    const { transport, sent } = fakeTransport(() => {
      throw new ApiError(RULE);
    });
    const api = new Api(transport);
    const action = { type: 'pass' } as never;
    expect(await api.check(3, 0, action)).toEqual(RULE);
    expect(await api.preview(3, 0, action)).toBeNull();
    await expect(api.apply(3, 0, action, 7)).rejects.toThrow(ApiError);
    expect(sent.map((s) => s.method)).toEqual(['check', 'preview', 'apply']);
    expect(sent[2].params).toEqual({ game: 3, seat: 0, action, expected_seq: 7 });
  });
});

describe('HostApi', () => {
  it('keeps the token a join answers, and forwards the other calls', async () => {
    const joined = { role: 'seats', game: 3, seats: [1], name: 'Tablet', token: 'abc' };
    const { transport, sent, tokens } = fakeTransport((method) => (method === 'join' ? joined : null));
    const host = new HostApi(transport);
    expect(await host.join(3, [1], 'Tablet', 'CODE')).toEqual(joined);
    await host.freeSeat({ game: 3, seat: 1 });
    await host.hostStop();
    expect(sent).toEqual([
      { method: 'join', params: { game: 3, seats: [1], name: 'Tablet', code: 'CODE' } },
      { method: 'free_seat', params: { game: 3, seat: 1 } },
      { method: 'host_stop', params: {} },
    ]);
    expect(tokens.map((x) => x.token)).toEqual(['abc']);
  });
});
