import { describe, expect, it } from 'vitest';
import { COUNT_MS, countAt } from './CountUp';

describe('countAt', () => {
  it('starts at the old value and ends at the new one', () => {
    expect(countAt(4, 10, 0, COUNT_MS)).toBe(4);
    expect(countAt(4, 10, COUNT_MS, COUNT_MS)).toBe(10);
    expect(countAt(4, 10, COUNT_MS * 5, COUNT_MS)).toBe(10);
  });
  it('rises without going back or past the end, fast first', () => {
    const seen = Array.from({ length: 61 }, (_, i) => countAt(0, 30, (i * COUNT_MS) / 60, COUNT_MS));
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]);
    expect(Math.max(...seen)).toBe(30);
    // Eased out: half way through time, well past half way in value.
    expect(countAt(0, 30, COUNT_MS / 2, COUNT_MS)).toBeGreaterThan(20);
  });
  it('shows whole numbers only', () => {
    for (let e = 0; e <= COUNT_MS; e += 17) expect(Number.isInteger(countAt(3, 8, e, COUNT_MS))).toBe(true);
  });
  it('jumps when there is no time to count in', () => {
    expect(countAt(3, 8, 0, 0)).toBe(8);
  });
});
