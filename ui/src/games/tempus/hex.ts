// Hex geometry of the Tempus sea (crates/engine/src/tempus/hex.rs): 13 columns A-M by 12
// rows, flat-topped hexes in offset columns; B, D, F... sit half a hex lower.

import type { HexName, TTerrain } from './types';

export const COLUMNS = 13;
export const ROWS = 12;
const LETTERS = 'ABCDEFGHIJKLM';

export interface Coord {
  col: number;
  row: number;
} // 0-based

export function hexName(col: number, row: number): HexName {
  return `${LETTERS[col]}${row + 1}`;
}

export function parseHex(name: HexName): Coord | null {
  const m = /^([A-M])(\d{1,2})$/i.exec(name.trim());
  if (!m) return null;
  const col = LETTERS.indexOf(m[1].toUpperCase());
  const row = Number(m[2]) - 1;
  if (col < 0 || row < 0 || row >= ROWS) return null;
  return { col, row };
}

/** Every hex of the sea, row by row. */
export const ALL_HEXES: HexName[] = Array.from({ length: ROWS * COLUMNS }, (_, i) => hexName(i % COLUMNS, Math.floor(i / COLUMNS)));

const ODD: [number, number][] = [
  [0, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
];
const EVEN: [number, number][] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
  [-1, -1],
];
export const DIRECTION_NAMES = ['north', 'north-east', 'south-east', 'south', 'south-west', 'north-west'];

/** The neighbour in direction `dir` (0 = N, clockwise), or null off the board. */
export function neighbour(name: HexName, dir: number): HexName | null {
  const c = parseHex(name);
  if (!c) return null;
  const [dx, dy] = (c.col % 2 === 1 ? ODD : EVEN)[((dir % 6) + 6) % 6];
  const col = c.col + dx;
  const row = c.row + dy;
  if (col < 0 || col >= COLUMNS || row < 0 || row >= ROWS) return null;
  return hexName(col, row);
}

/** The neighbours on the board, clockwise from north. */
export function neighbours(name: HexName): HexName[] {
  const out: HexName[] = [];
  for (let d = 0; d < 6; d++) {
    const n = neighbour(name, d);
    if (n) out.push(n);
  }
  return out;
}

export function areNeighbours(a: HexName, b: HexName): boolean {
  return neighbours(a).includes(b);
}

/**
 * The seven hexes of a map tile centred on `at` with `rotation` sixths clockwise: the
 * centre, then ring terrain i in direction (i + rotation) % 6 (Island::tile_hexes).
 * Null where the tile would leave the sea.
 */
export function tileHexes(at: HexName, rotation: number, terrains: TTerrain[]): { hex: HexName; terrain: TTerrain }[] | null {
  const out = [{ hex: at, terrain: terrains[0] }];
  for (let i = 1; i < 7; i++) {
    const h = neighbour(at, (i - 1 + rotation) % 6);
    if (!h) return null;
    out.push({ hex: h, terrain: terrains[i] });
  }
  return parseHex(at) ? out : null;
}

// ----- drawing: flat-topped hexes of circumradius R -----

export const R = 30;
const H = Math.sqrt(3) * R;

export function centre(name: HexName): { x: number; y: number } {
  const c = parseHex(name) ?? { col: 0, row: 0 };
  return { x: R + c.col * 1.5 * R, y: H / 2 + c.row * H + (c.col % 2 === 1 ? H / 2 : 0) };
}

/** The SVG points of a flat-topped hexagon around (x, y). */
export function hexPoints(x: number, y: number, r = R): string {
  const pts: string[] = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 3) * k;
    pts.push(`${(x + r * Math.cos(a)).toFixed(2)},${(y + r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

/** A viewBox around the given hexes (the whole sea when empty), with a margin in hexes. */
export function viewBoxOf(hexes: HexName[], margin = 1): string {
  if (!hexes.length) return `0 0 ${(R * (1.5 * COLUMNS + 0.5)).toFixed(1)} ${(H * (ROWS + 0.5)).toFixed(1)}`;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const h of hexes) {
    const { x, y } = centre(h);
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  const mx = R + margin * 1.5 * R;
  const my = H / 2 + margin * H;
  return `${(x0 - mx).toFixed(1)} ${(y0 - my).toFixed(1)} ${(x1 - x0 + 2 * mx).toFixed(1)} ${(y1 - y0 + 2 * my).toFixed(1)}`;
}

/** A viewBox as numbers: x, y, width, height. */
export type Frame = [number, number, number, number];

/** How far above and below its centre a hex reaches, and a map tile centred on it (the hex
 * and its north and south neighbours). */
export const HEX_REACH = H / 2;
export const TILE_REACH = H / 2 + H;

/**
 * Where a label of `w` × `h` naming the hex at (x, y) goes: above what reaches `reach` above
 * and below the centre (the hex, or a map tile being previewed around it), below it when there
 * is no room above, and slid sideways to stay inside `frame`. Returns the label's centre.
 */
export function calloutPlace(
  x: number,
  y: number,
  reach: number,
  w: number,
  h: number,
  frame: Frame,
): { cx: number; cy: number; above: boolean } {
  const [vx, vy, vw, vh] = frame;
  const gap = 5;
  const fitsAbove = y - reach - gap - h >= vy;
  const fitsBelow = y + reach + gap + h <= vy + vh;
  const above = fitsAbove || !fitsBelow;
  const cy = above ? y - reach - gap - h / 2 : y + reach + gap + h / 2;
  const cx = Math.min(Math.max(x, vx + w / 2 + 2), vx + vw - w / 2 - 2);
  return { cx, cy, above };
}

// ----- the island as text -----

export type Cell = TTerrain | 'sea' | 'lake';

/** One glyph per terrain so colour is never the only cue (kept here, with no words, so that
 * a module without the catalogues, such as an end-to-end test, may use it). */
export const TERRAIN_SYMBOL: Record<TTerrain, string> = {
  grassland: '"',
  farmland: '≡',
  hills: '⌒',
  woods: '♣',
  mountain: '▲',
};
const LETTER_TERRAIN: Record<string, Cell> = {
  g: 'grassland',
  f: 'farmland',
  h: 'hills',
  w: 'woods',
  m: 'mountain',
  '.': 'sea',
  '~': 'lake',
};

/** Terrain of each hex from the view's island rows (`.` sea, `~` lake, `g f h w m`). */
export function islandCells(rows: string[]): Map<HexName, Cell> {
  const out = new Map<HexName, Cell>();
  rows.forEach((line, row) => {
    const chars = line.replace(/\s+/g, '');
    for (let col = 0; col < Math.min(COLUMNS, chars.length); col++) {
      out.set(hexName(col, row), LETTER_TERRAIN[chars[col].toLowerCase()] ?? 'sea');
    }
  });
  return out;
}

export function isLand(c: Cell | undefined): c is TTerrain {
  return !!c && c !== 'sea' && c !== 'lake';
}
