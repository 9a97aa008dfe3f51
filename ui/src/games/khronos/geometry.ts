// The drawing units of a Khronos board (SVG) and the squares of a map in reading order,
// computed once per map.

import type { Square } from './types';
import type { MapInfo } from './squares';
import { squareName } from './squares';

export const S = 40; // square size in SVG units
export const M = 16; // margin for coordinates
export const INSET = 3;

export interface Geometry {
  W: number;
  H: number;
  squares: Square[];
  xy: { x: number; y: number }[];
}

const geometryCache = new WeakMap<MapInfo, Geometry>();
export function geometry(map: MapInfo): Geometry {
  let g = geometryCache.get(map);
  if (!g) {
    const squares: Square[] = [];
    const xy: { x: number; y: number }[] = [];
    for (let y = 0; y < map.height; y++)
      for (let x = 0; x < map.width; x++) {
        squares.push(squareName(x, y));
        xy.push({ x, y });
      }
    g = { W: map.width * S + M, H: map.height * S + M, squares, xy };
    geometryCache.set(map, g);
  }
  return g;
}
