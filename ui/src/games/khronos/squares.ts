// Square names ("B2": column letter from A, row number from 1) and map geometry.

import type { Square, Terrain } from './types';

export interface XY {
  x: number;
  y: number;
}

export function parseSquare(s: Square): XY {
  const x = s.toUpperCase().charCodeAt(0) - 65;
  const y = parseInt(s.slice(1), 10) - 1;
  return { x, y };
}

export function squareName(x: number, y: number): Square {
  return `${String.fromCharCode(65 + x)}${y + 1}`;
}

export interface MapInfo {
  width: number;
  height: number;
  terrain: Terrain[];
  /** Squares with a printed Hamlet (upper case letters in the map text). */
  printed: Set<Square>;
}

/** Map size from the view's rows (comment lines starting with '#' are skipped). */
export function mapInfo(rows: string[], terrain: Terrain[]): MapInfo {
  const grid = rows.filter((r) => r.trim() !== '' && !r.trimStart().startsWith('#'));
  const height = grid.length || 1;
  const width = Math.max(1, Math.round(terrain.length / height));
  const printed = new Set<Square>();
  grid.forEach((row, y) => {
    [...row].forEach((c, x) => {
      if (c >= 'A' && c <= 'Z') printed.add(squareName(x, y));
    });
  });
  return { width, height, terrain, printed };
}

export function terrainAt(map: MapInfo, s: Square): Terrain {
  const { x, y } = parseSquare(s);
  return map.terrain[y * map.width + x] ?? 'plain';
}

export function onMap(map: MapInfo, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < map.width && y < map.height;
}

/** Key of a footprint regardless of order. */
export function footprintKey(squares: Square[]): string {
  return [...squares]
    .map((s) => s.toUpperCase())
    .sort()
    .join('-');
}

/**
 * A footprint of `size` squares that contains `s` (a straight line going right, else left,
 * else down, else up). Used only to ask the server *why* a square cannot take a building.
 */
export function probeFootprint(map: MapInfo, s: Square, size: number): Square[] {
  const { x, y } = parseSquare(s);
  const tries: XY[][] = [];
  for (const [dx, dy] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ]) {
    tries.push(Array.from({ length: size }, (_, i) => ({ x: x + dx * i, y: y + dy * i })));
  }
  const ok = tries.find((t) => t.every((p) => onMap(map, p.x, p.y))) ?? tries[0];
  return ok.map((p) => squareName(p.x, p.y));
}
