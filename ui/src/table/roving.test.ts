import { describe, expect, it } from 'vitest';
import { stopOf } from './roving';

describe('a group of buttons as one tab stop', () => {
  it('stops on the button last used, else the first that can act, else the first', () => {
    const b = (current: boolean, canAct: boolean) => ({ current, canAct });
    expect(stopOf([b(false, false), b(false, true), b(false, true)])).toBe(1);
    expect(stopOf([b(false, false), b(false, true), b(true, true)])).toBe(2);
    // The last used can no longer act: the first that can takes the stop.
    expect(stopOf([b(false, false), b(false, true), b(true, false)])).toBe(1);
    expect(stopOf([b(false, false), b(true, false)])).toBe(1);
    expect(stopOf([b(false, false), b(false, false)])).toBe(0);
    expect(stopOf([])).toBe(0);
  });
});
