import { describe, expect, it } from 'vitest';
import { framePieces, insetLoop, outlineLoops, outlinePath, placeMarkers, tileCentre } from './shapes';
import { M, S } from './geometry';

const cells = (...xy: [number, number][]) => xy.map(([x, y]) => ({ x, y }));

describe('the outline of a group of squares', () => {
  it('is one loop of four corners round a domino, with the squares on its right', () => {
    const loops = outlineLoops(cells([1, 1], [2, 1]));
    expect(loops).toEqual([
      [
        { x: 1, y: 1 },
        { x: 3, y: 1 },
        { x: 3, y: 2 },
        { x: 1, y: 2 },
      ],
    ]);
  });

  it('is one loop of six corners round an L', () => {
    const loops = outlineLoops(cells([0, 0], [0, 1], [1, 1]));
    expect(loops).toHaveLength(1);
    expect(loops[0]).toHaveLength(6);
  });

  it('keeps two squares that only meet at a corner apart: two loops', () => {
    const loops = outlineLoops(cells([0, 0], [1, 1]));
    expect(loops).toHaveLength(2);
    expect(loops.map((l) => l.length)).toEqual([4, 4]);
  });

  it('draws a domain round a hole as two loops, the hole going the other way', () => {
    const ring = cells([0, 0], [1, 0], [2, 0], [0, 1], [2, 1], [0, 2], [1, 2], [2, 2]);
    const loops = outlineLoops(ring);
    expect(loops).toHaveLength(2);
    const area = (l: { x: number; y: number }[]) =>
      l.reduce((a, p, i) => a + p.x * l[(i + 1) % l.length].y - l[(i + 1) % l.length].x * p.y, 0) / 2;
    const [outer, hole] = [...loops].sort((a, b) => Math.abs(area(b)) - Math.abs(area(a)));
    expect(Math.abs(area(outer))).toBe(9);
    expect(Math.abs(area(hole))).toBe(1);
    expect(Math.sign(area(outer))).toBe(-Math.sign(area(hole)));
  });

  it('moves the edges inside the squares by the inset, and outside for a negative one', () => {
    const [loop] = outlineLoops(cells([0, 0]));
    expect(insetLoop(loop, 3)).toEqual([
      { x: M + 3, y: M + 3 },
      { x: M + S - 3, y: M + 3 },
      { x: M + S - 3, y: M + S - 3 },
      { x: M + 3, y: M + S - 3 },
    ]);
    expect(insetLoop(loop, -2)[0]).toEqual({ x: M - 2, y: M - 2 });
    // The inner corner of an L moves into the L too (left of its upright, below its arm).
    const [l] = outlineLoops(cells([0, 0], [0, 1], [1, 1]));
    const inner = insetLoop(l, 3).find((p) => Math.abs(p.x - (M + S - 3)) < 1e-9 && Math.abs(p.y - (M + S + 3)) < 1e-9);
    expect(inner).toBeTruthy();
  });

  it('is one closed path for a whole tile, not one per square', () => {
    const d = outlinePath(cells([4, 2], [5, 2], [5, 3]), 3, 5);
    expect(d.match(/M/g)).toHaveLength(1);
    expect(d.endsWith('Z')).toBe(true);
    expect(outlinePath(cells([0, 0], [1, 1]), 3, 5).match(/M/g)).toHaveLength(2);
  });
});

describe('where things go on a tile and a domain', () => {
  it('puts a domino picture across its joint and a three-square one on its middle square', () => {
    expect(tileCentre(cells([1, 1], [2, 1]))).toEqual({ x: M + 2 * S, y: M + 1.5 * S });
    expect(tileCentre(cells([1, 1], [1, 2], [1, 3]))).toEqual({ x: M + 1.5 * S, y: M + 2.5 * S });
    expect(tileCentre(cells([3, 3]))).toEqual({ x: M + 3.5 * S, y: M + 3.5 * S });
  });

  it('puts a domain marker on the empty square above its first square, or below its last on the top row', () => {
    const none = new Set<string>();
    const [above] = placeMarkers([{ cells: cells([2, 3], [3, 3], [3, 4]), width: 44 }], none, 12, 10, 24);
    expect(above.side).toBe('above');
    expect(above.y).toBeLessThan(M + 3 * S);
    expect(above.x).toBe(M + 2.5 * S);
    const [below] = placeMarkers([{ cells: cells([2, 0], [3, 0]), width: 44 }], none, 12, 10, 24);
    expect(below.side).toBe('below');
    expect(below.y).toBeGreaterThan(M + S);
    // A domain filling the board: inside it.
    expect(placeMarkers([{ cells: cells([0, 0], [0, 1]), width: 44 }], new Set(['0,0', '0,1']), 1, 2, 24)[0].side).toBe('inside');
    // By the board's right edge, it stays on the board.
    const [edge] = placeMarkers([{ cells: cells([11, 2], [11, 3]), width: 44 }], none, 12, 10, 24);
    expect(edge.x + 22).toBeLessThanOrEqual(M + 12 * S);
  });

  it('moves a marker away from other buildings and markers', () => {
    // Buildings of other domains on B2 and D2, either side of the empty C2 above the domain's
    // first square: the marker goes below the domain instead.
    const [spot] = placeMarkers([{ cells: cells([2, 2], [2, 3]), width: 44 }], new Set(['1,1', '3,1', '2,2', '2,3']), 12, 10, 24);
    expect(spot.side).toBe('below');
    // Two domains side by side with their first squares on one row: the second marker does
    // not sit on the first.
    const two = placeMarkers(
      [
        { cells: cells([2, 3], [2, 4]), width: 44 },
        { cells: cells([4, 3], [4, 4]), width: 44 },
      ],
      new Set(['2,3', '2,4', '4,3', '4,4']),
      12,
      10,
      24,
    );
    expect(Math.abs(two[0].x - two[1].x) >= 44 || Math.abs(two[0].y - two[1].y) >= 24).toBe(true);
  });

  it('cuts the frame round a building into one path per square, with no line between its squares', () => {
    const pieces = framePieces(cells([0, 0], [1, 0]), 1);
    expect([...pieces.keys()].sort()).toEqual(['0,0', '1,0']);
    // Each square of a domino has three of its sides on the frame: three segments.
    for (const d of pieces.values()) expect(d.match(/M/g)).toHaveLength(3);
    // Nothing is drawn along the joint (x = M + S) between the two squares.
    const xs = (d: string) => [...d.matchAll(/[ML]([\d.]+) /g)].map((m) => Number(m[1]));
    const left = xs(pieces.get('0,0')!);
    expect(left.filter((x) => x === M + S)).toHaveLength(2); // the top and bottom sides reach the joint
    expect(Math.max(...left)).toBe(M + S);
    expect(Math.min(...left)).toBe(M + 1);
    // One square: its four sides.
    expect(
      framePieces(cells([3, 3]), 1)
        .get('3,3')!
        .match(/M/g),
    ).toHaveLength(4);
  });
});
