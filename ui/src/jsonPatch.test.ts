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

  it('adds the whole document on an empty path, and refuses to remove it', () => {
    expect(applyPatch(null, [{ op: 'add', path: '', value: { a: 1 } }])).toEqual({ a: 1 });
    expect(() => applyPatch({ a: 1 }, [{ op: 'remove', path: '' }])).toThrow(PatchError);
  });

  it('moves, copies and tests', () => {
    const out = applyPatch({ a: [1], b: { c: 2 } }, [
      { op: 'test', path: '/b/c', value: 2 },
      { op: 'copy', from: '/a', path: '/d' },
      { op: 'move', from: '/b/c', path: '/e' },
    ]);
    expect(out).toEqual({ a: [1], b: {}, d: [1], e: 2 });
  });

  it('refuses paths that do not exist, failed tests and operations it does not know', () => {
    expect(() => applyPatch({ a: [1] }, [{ op: 'remove', path: '/b' }])).toThrow(PatchError);
    expect(() => applyPatch({ a: [1] }, [{ op: 'replace', path: '/a/1', value: 0 }])).toThrow(PatchError);
    expect(() => applyPatch({ a: [1] }, [{ op: 'add', path: '/a/2', value: 0 }])).toThrow(PatchError);
    expect(() => applyPatch({ a: [1] }, [{ op: 'add', path: '/a/x', value: 0 }])).toThrow(PatchError);
    expect(() => applyPatch({ a: [1] }, [{ op: 'add', path: '/x/y', value: 0 }])).toThrow(PatchError);
    expect(() => applyPatch({ a: [1] }, [{ op: 'test', path: '/a/0', value: 2 }])).toThrow(PatchError);
    expect(() => applyPatch({ a: [1] }, [{ op: 'move', path: '/a' }])).toThrow(PatchError);
    expect(() => applyPatch({ a: [1] }, [{ op: 'frobnicate', path: '/a' }])).toThrow(PatchError);
    expect(() => applyPatch({ a: [1] }, [{ op: 'add', path: 'a', value: 0 }])).toThrow(PatchError);
    expect(() => applyPatch({ a: [1] }, [{ op: 'replace', path: '/a' }])).toThrow(PatchError);
    expect(() => applyPatch({ a: 1 }, [{ op: 'add', path: '/a/b', value: 0 }])).toThrow(PatchError);
  });

  it('leaves the original as it was when a patch fails part way', () => {
    const doc = { seq: 3, squares: ['A1'] };
    expect(() =>
      applyPatch(doc, [
        { op: 'replace', path: '/seq', value: 4 },
        { op: 'add', path: '/squares/-', value: 'B2' },
        { op: 'remove', path: '/gone' },
      ]),
    ).toThrow(PatchError);
    expect(doc).toEqual({ seq: 3, squares: ['A1'] });
  });

  it('does not share the values it was sent', () => {
    const value = { at: 'A1' };
    const out = applyPatch<{ x?: { at: string } }>({}, [{ op: 'add', path: '/x', value }]);
    value.at = 'Z9';
    expect(out.x).toEqual({ at: 'A1' });
  });
});
