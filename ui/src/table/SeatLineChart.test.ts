import { describe, expect, it } from 'vitest';
import { labelledPoints, spreadLabels } from './SeatLineChart';

describe('the end chart’s labels', () => {
  it('names at the lines’ end never overlap, whether final values are equal or only close', () => {
    // Ecus of 20, 21, 21 and 40 end 3 and 0 units apart: the old chart stacked only the equal.
    const wanted = [100, 97, 97, 40];
    const placed = spreadLabels(wanted, 14, 19, 225);
    const sorted = [...placed].sort((a, b) => a - b);
    for (let k = 1; k < sorted.length; k++) expect(sorted[k] - sorted[k - 1]).toBeGreaterThanOrEqual(14);
    // Each stays near its line, in the lines' order.
    expect(placed[3]).toBe(40);
    expect(placed[1]).toBeLessThan(placed[2]);
    expect(Math.abs(placed[1] - 97)).toBeLessThan(15);
  });

  it('labels crowded at the bottom move up within the chart', () => {
    const placed = spreadLabels([225, 225, 225], 14, 19, 225);
    expect(Math.max(...placed)).toBeLessThanOrEqual(225);
    expect([...placed].sort((a, b) => a - b)).toEqual([197, 211, 225]);
  });

  it('the time axis labels every point while there is room, else every few', () => {
    expect(labelledPoints(5, 85)).toEqual([0, 1, 2, 3, 4]);
    const many = labelledPoints(21, 17);
    expect(many[0]).toBe(0);
    expect(many[many.length - 1]).toBe(20);
    // Consecutive labels at least 34 units apart, the last always shown.
    for (const [n, step] of [
      [21, 17],
      [20, 18],
      [12, 10],
    ]) {
      const shown = labelledPoints(n, step);
      expect(shown[shown.length - 1]).toBe(n - 1);
      for (let k = 1; k < shown.length; k++) expect((shown[k] - shown[k - 1]) * step).toBeGreaterThanOrEqual(34);
    }
  });
});
