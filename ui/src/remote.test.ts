import { describe, expect, it } from 'vitest';
import { appLink, bridgeAgain, rememberRemote, rememberedRemote } from './remote';
import type { KeyValueStore } from './transport';

function store(): KeyValueStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

describe('the remote table a window comes back to after a reload', () => {
  it('is a LAN host by its address, without the join code', () => {
    const s = store();
    rememberRemote(s, { hostPort: '192.168.1.5:8765', wsUrl: 'ws://192.168.1.5:8765/ws', code: '1234-5678' });
    expect(rememberedRemote(s)).toEqual({ hostPort: '192.168.1.5:8765', wsUrl: 'ws://192.168.1.5:8765/ws', code: null });
  });

  it('is a table elsewhere by its invitation, with the app’s bridge or none', () => {
    const s = store();
    const web = { hostPort: 'elsewhere:endpointabc1', wsUrl: '', code: 'X', invitation: 'endpointabc1' };
    rememberRemote(s, web);
    expect(rememberedRemote(s)).toEqual({ ...web, code: null });
    const app = { hostPort: '127.0.0.1:8766', wsUrl: 'ws://127.0.0.1:8766/ws', code: null, invitation: 'endpointabc1' };
    rememberRemote(s, app);
    expect(rememberedRemote(s)).toEqual(app);
  });

  it('is nothing when what was kept is not an address, and after leaving', () => {
    const s = store();
    for (const bad of ['{"hostPort":1}', '{"hostPort":"a","wsUrl":"","invitation":"javascript:x"}', '{not json', 'http://']) {
      s.items.set('epochs.remote', bad);
      expect(rememberedRemote(s)).toBeNull();
    }
    rememberRemote(s, null);
    expect(rememberedRemote(s)).toBeNull();
  });
});

describe('a table elsewhere remembered by the app after it started again', () => {
  const app = { hostPort: '127.0.0.1:8766', wsUrl: 'ws://127.0.0.1:8766/ws', code: null, invitation: 'endpointabc1' };
  const fresh = { hostPort: '127.0.0.1:9001', wsUrl: 'ws://127.0.0.1:9001/ws', code: null, invitation: 'endpointabc1' };
  function maker(bridged: boolean) {
    const joined: string[] = [];
    return {
      joined,
      elsewherePath: async () => (bridged ? { connected: true, relayed: true, rtt_ms: 40 } : null),
      joinElsewhere: async (ticket: string) => {
        joined.push(ticket);
        return fresh;
      },
    };
  }

  it('gets a new bridge from its invitation when none runs', async () => {
    const m = maker(false);
    expect(await bridgeAgain(app, m)).toEqual(fresh);
    expect(m.joined).toEqual(['endpointabc1']);
  });

  it('keeps the bridge that still runs (a reload of the window)', async () => {
    const m = maker(true);
    expect(await bridgeAgain(app, m)).toBeNull();
    expect(m.joined).toEqual([]);
  });

  it('leaves LAN hosts and the web build’s tables elsewhere (no bridge) alone', async () => {
    const m = maker(false);
    expect(await bridgeAgain({ hostPort: '192.168.1.5:8765', wsUrl: 'ws://192.168.1.5:8765/ws', code: null }, m)).toBeNull();
    expect(await bridgeAgain({ ...app, hostPort: 'elsewhere:endpointabc1', wsUrl: '' }, m)).toBeNull();
    expect(await bridgeAgain(null, m)).toBeNull();
    expect(m.joined).toEqual([]);
  });
});

describe('the desktop app’s link for an invitation', () => {
  it('holds the ticket, then the join code when there is one', () => {
    expect(appLink('endpointabc1 MKX5-4AZY')).toBe('epochs://elsewhere/endpointabc1/MKX5-4AZY');
    expect(appLink(' endpointabc1 ')).toBe('epochs://elsewhere/endpointabc1');
    expect(appLink('endpoint"x <y>')).toBe('epochs://elsewhere/endpoint%22x/%3Cy%3E');
  });
});
