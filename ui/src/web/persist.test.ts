import { describe, expect, it } from 'vitest';
import { askToKeep } from './persist';

describe('asking the browser to keep the saved games', () => {
  it('asks only when not yet kept, and reads the answer', async () => {
    let asked = 0;
    const ask = (kept: boolean, grant: boolean) => ({
      persisted: async () => kept,
      persist: async () => {
        asked++;
        return grant;
      },
    });
    expect(await askToKeep(ask(true, false))).toBe('persisted');
    expect(asked).toBe(0);
    expect(await askToKeep(ask(false, true))).toBe('persisted');
    expect(await askToKeep(ask(false, false))).toBe('evictable');
    expect(asked).toBe(2);
  });

  it('can’t say when the browser has no such question, or fails it', async () => {
    expect(await askToKeep(undefined)).toBe('unknown');
    expect(await askToKeep({})).toBe('unknown');
    expect(await askToKeep({ persist: async () => Promise.reject(new Error('no')) })).toBe('unknown');
  });
});
