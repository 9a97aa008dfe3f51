import { describe, expect, it } from 'vitest';
import { PatchError, applyPatch } from './jsonPatch';

describe('applyPatch', () => {
  it('adds, removes and replaces members and array items, leaving the original alone', () => {
    const doc = { seq: 3, squares: [{ at: 'A1' }, { at: 'B2' }], 'a/b': 1, 'c~d': 2 };
    const out = applyPatch(doc, [
      { op: 'replace', path: '/seq', value: 4 },
      { op: 'add', path: '/squares/1', value: { at: 'Z9' } },
      { op: 'add', path: '/squares/-', value: { at: 'END' } },
      { op: 'remove', path: '/squares/0' },
      { op: 'replace', path: '/a~1b', value: 5 },
      { op: 'remove', path: '/c~0d' },
      { op: 'add', path: '/new', value: [1] },
    ]);
    expect(out).toEqual({ seq: 4, squares: [{ at: 'Z9' }, { at: 'B2' }, { at: 'END' }], 'a/b': 5, new: [1] });
    expect(doc).toEqual({ seq: 3, squares: [{ at: 'A1' }, { at: 'B2' }], 'a/b': 1, 'c~d': 2 });
  });

  it('replaces the whole document on an empty path', () => {
    expect(applyPatch({ a: 1 }, [{ op: 'replace', path: '', value: [2] }])).toEqual([2]);
  });

  it('refuses paths that do not exist and operations it does not know', () => {
    expect(() => applyPatch({ a: [1] }, [{ op: 'remove', path: '/b' }])).toThrow(PatchError);
    expect(() => applyPatch({ a: [1] }, [{ op: 'replace', path: '/a/1', value: 0 }])).toThrow(PatchError);
    expect(() => applyPatch({ a: [1] }, [{ op: 'add', path: '/x/y', value: 0 }])).toThrow(PatchError);
    expect(() => applyPatch({ a: [1] }, [{ op: 'move', path: '/a' }])).toThrow(PatchError);
    expect(() => applyPatch({ a: [1] }, [{ op: 'add', path: 'a', value: 0 }])).toThrow(PatchError);
  });
});
