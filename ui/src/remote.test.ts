import { describe, expect, it } from 'vitest';
import { rememberRemote, rememberedRemote } from './remote';
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
