// Tests of the Tempus hex geometry against the engine's (crates/engine/src/tempus/hex.rs).

import { describe, expect, it } from 'vitest';
import type { TTerrain } from './types';
import type { Frame } from './hex';
import {
  ALL_HEXES,
  HEX_REACH,
  TILE_REACH,
  areNeighbours,
  calloutPlace,
  centre,
  hexName,
  islandCells,
  neighbour,
  neighbours,
  parseHex,
  tileHexes,
  viewBoxOf,
} from './hex';

// Tile 1 (docs/rules/tempus.md): centre G, ring F H G W F M.
const TILE1: TTerrain[] = ['grassland', 'farmland', 'hills', 'grassland', 'woods', 'farmland', 'mountain'];

describe('hex geometry (as crates/engine/src/tempus/hex.rs)', () => {
  it('names hexes by column letter and row', () => {
    expect(hexName(6, 6)).toBe('G7');
    expect(parseHex('a1')).toEqual({ col: 0, row: 0 });
    expect(parseHex('M12')).toEqual({ col: 12, row: 11 });
    expect(parseHex('N1')).toBeNull();
    expect(parseHex('A13')).toBeNull();
    expect(parseHex('A0')).toBeNull();
    expect(ALL_HEXES).toHaveLength(156);
    expect(ALL_HEXES[155]).toBe('M12');
  });

  it('finds neighbours clockwise from north in offset columns', () => {
    // G is an even column (A, C, E, G...): NE H6, SE H7, SW F7, NW F6.
    expect([0, 1, 2, 3, 4, 5].map((d) => neighbour('G7', d))).toEqual(['G6', 'H6', 'H7', 'G8', 'F7', 'F6']);
    // H is an odd column, half a hex lower: NE I7, SE I8, SW G8, NW G7.
    expect([0, 1, 2, 3, 4, 5].map((d) => neighbour('H7', d))).toEqual(['H6', 'I7', 'I8', 'H8', 'G8', 'G7']);
    expect(neighbours('A1')).toHaveLength(2);
    expect(neighbours('M12').length).toBeLessThan(6);
  });

  it('neighbourhood is symmetric everywhere, and rows and columns chain', () => {
    for (const a of ALL_HEXES) for (const b of neighbours(a)) expect(areNeighbours(b, a)).toBe(true);
    expect(areNeighbours('C4', 'D4')).toBe(true);
    expect(areNeighbours('D4', 'E4')).toBe(true);
    expect(areNeighbours('D4', 'D5')).toBe(true);
    expect(areNeighbours('C4', 'E4')).toBe(false);
  });

  it('draws neighbours next to each other (flat-topped, odd columns lower)', () => {
    const r = Math.sqrt(3) * 30;
    for (const b of neighbours('G7')) {
      const p = centre('G7');
      const q = centre(b);
      expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeCloseTo(r, 5);
    }
    expect(centre('H1').y).toBeGreaterThan(centre('G1').y);
  });

  it('places a tile centre then ring clockwise from north, turned by its rotation', () => {
    const r0 = tileHexes('G7', 0, TILE1)!;
    expect(r0.map((x) => `${x.hex}${x.terrain[0]}`)).toEqual(['G7g', 'G6f', 'H6h', 'H7g', 'G8w', 'F7f', 'F6m']);
    const r1 = tileHexes('G7', 1, TILE1)!;
    expect(r1[1]).toEqual({ hex: 'H6', terrain: 'farmland' });
    // The same seven hexes at every rotation; ring terrain i lands in direction (i + r) % 6.
    for (let r = 0; r < 6; r++) {
      const t = tileHexes('G7', r, TILE1)!;
      expect(new Set(t.map((x) => x.hex))).toEqual(new Set(r0.map((x) => x.hex)));
      expect(t.find((x) => x.hex === neighbour('G7', r))!.terrain).toBe('farmland');
    }
    expect(tileHexes('A1', 0, TILE1)).toBeNull();
    expect(tileHexes('M7', 2, TILE1)).toBeNull();
  });

  it('reads the island rows and frames a viewBox', () => {
    const rows = Array.from({ length: 12 }, (_, y) => (y === 2 ? '..gfh~m......' : '.............'));
    const cells = islandCells(rows);
    expect(cells.get('C3')).toBe('grassland');
    expect(cells.get('F3')).toBe('lake');
    expect(cells.get('G3')).toBe('mountain');
    expect(cells.get('A1')).toBe('sea');
    const [x, y, w, h] = viewBoxOf(['C3', 'G3']).split(' ').map(Number);
    expect(w).toBeGreaterThan(0);
    expect(h).toBeGreaterThan(0);
    expect(x).toBeLessThan(centre('C3').x);
    expect(y).toBeLessThan(centre('C3').y);
  });
});

describe('the label of the hex pointed at (calloutPlace)', () => {
  const frame = viewBoxOf([]).split(' ').map(Number) as Frame;
  const inside = (p: { cx: number; cy: number }, w: number, h: number) =>
    p.cx - w / 2 >= frame[0] && p.cx + w / 2 <= frame[0] + frame[2] && p.cy - h / 2 >= frame[1] && p.cy + h / 2 <= frame[1] + frame[3];

  it('goes above the hex, clear of it, and clear of a map tile being previewed around it', () => {
    const { x, y } = centre('G7');
    const hex = calloutPlace(x, y, HEX_REACH, 80, 28, frame);
    expect(hex.above).toBe(true);
    expect(hex.cy + 14).toBeLessThanOrEqual(y - HEX_REACH);
    const tile = calloutPlace(x, y, TILE_REACH, 80, 28, frame);
    // Above the tile's north hex (G6), whose top is a hex and a half above G7's centre.
    const north = centre('G6');
    expect(tile.cy + 14).toBeLessThanOrEqual(north.y - HEX_REACH);
  });

  it('goes below on the top row, and slides sideways to stay inside the frame at its edges', () => {
    for (const h of ['A1', 'M1', 'G1', 'A12', 'M12', 'B2']) {
      const { x, y } = centre(h);
      for (const reach of [HEX_REACH, TILE_REACH]) {
        for (const [w, ht] of [
          [80, 28],
          [160, 56],
        ]) {
          const p = calloutPlace(x, y, reach, w, ht, frame);
          expect(inside(p, w, ht), `${h} reach ${reach.toFixed(0)} size ${w}`).toBe(true);
          // It never covers the hex (or the tile) it names.
          if (p.above) expect(p.cy + ht / 2).toBeLessThanOrEqual(y - reach);
          else expect(p.cy - ht / 2).toBeGreaterThanOrEqual(y + reach);
        }
      }
    }
    expect(calloutPlace(centre('G1').x, centre('G1').y, HEX_REACH, 80, 28, frame).above).toBe(false);
  });
});
