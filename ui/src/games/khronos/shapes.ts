// Pure shapes of a Khronos board, from squares to SVG paths: the outline of a group of squares
// (a building's tile, a domain), drawn inside or outside its squares' edges with rounded
// corners, and where a domain's marker goes. No DOM: tested in shapes.test.ts.

import { M, S } from './geometry';

/** A square by column and row, from 0. */
export interface Cell {
  x: number;
  y: number;
}

/** A point in the board's drawing units. */
export interface Point {
  x: number;
  y: number;
}

const key = (x: number, y: number) => `${x},${y}`;

/**
 * The outline of `cells` as closed loops of grid corners (column, row), each going round
 * with the cells on its right (clockwise on the screen; a hole's loop the other way), with
 * no two edges of a loop in one line. Two cells that only meet at a corner are never joined.
 */
export function outlineLoops(cells: readonly Cell[]): Point[][] {
  const inside = new Set(cells.map((c) => key(c.x, c.y)));
  // Every side of a cell with no cell beyond it, as a directed edge from corner to corner.
  const from = new Map<string, Point[]>();
  const edges: [Point, Point][] = [];
  const add = (a: Point, b: Point) => {
    edges.push([a, b]);
    const k = key(a.x, a.y);
    from.set(k, [...(from.get(k) ?? []), b]);
  };
  for (const { x, y } of cells) {
    if (!inside.has(key(x, y - 1))) add({ x, y }, { x: x + 1, y });
    if (!inside.has(key(x + 1, y))) add({ x: x + 1, y }, { x: x + 1, y: y + 1 });
    if (!inside.has(key(x, y + 1))) add({ x: x + 1, y: y + 1 }, { x, y: y + 1 });
    if (!inside.has(key(x - 1, y))) add({ x, y: y + 1 }, { x, y });
  }
  const used = new Set<string>();
  const edgeKey = (a: Point, b: Point) => `${a.x},${a.y}>${b.x},${b.y}`;
  const loops: Point[][] = [];
  for (const [a0, b0] of edges) {
    if (used.has(edgeKey(a0, b0))) continue;
    const loop: Point[] = [a0];
    let [a, b] = [a0, b0];
    for (let guard = 0; guard <= edges.length; guard++) {
      used.add(edgeKey(a, b));
      if (b.x === a0.x && b.y === a0.y) break;
      loop.push(b);
      // Where two cells meet only at this corner, turn right (towards the cells), so each
      // group keeps to itself.
      const nexts = (from.get(key(b.x, b.y)) ?? []).filter((c) => !used.has(edgeKey(b, c)));
      const [dx, dy] = [b.x - a.x, b.y - a.y];
      const right = { x: b.x - dy, y: b.y + dx };
      const next = nexts.find((c) => c.x === right.x && c.y === right.y) ?? nexts[0];
      if (!next) break;
      [a, b] = [b, next];
    }
    loops.push(straighten(loop));
  }
  return loops;
}

/** The loop without the corners that lie on a straight line between their neighbours. */
function straighten(loop: Point[]): Point[] {
  const n = loop.length;
  return loop.filter((p, i) => {
    const [a, c] = [loop[(i + n - 1) % n], loop[(i + 1) % n]];
    return (a.x - p.x) * (c.y - p.y) !== (a.y - p.y) * (c.x - p.x);
  });
}

/**
 * A loop's corners moved `inset` drawing units towards its cells (outwards for a negative
 * inset), in drawing units: each edge moves along its normal, each corner where its two
 * edges meet.
 */
export function insetLoop(loop: readonly Point[], inset: number): Point[] {
  const n = loop.length;
  return loop.map((p, i) => {
    const [a, c] = [loop[(i + n - 1) % n], loop[(i + 1) % n]];
    // The unit directions in and out of this corner; the cells lie on their right.
    const din = { x: Math.sign(p.x - a.x), y: Math.sign(p.y - a.y) };
    const dout = { x: Math.sign(c.x - p.x), y: Math.sign(c.y - p.y) };
    const nx = -din.y - dout.y;
    const ny = din.x + dout.x;
    return { x: M + p.x * S + inset * nx, y: M + p.y * S + inset * ny };
  });
}

const r2 = (v: number) => Math.round(v * 100) / 100;

/** A closed SVG path through `pts` with each corner rounded by `radius` (at most half of
 * either edge beside it). */
export function roundedPath(pts: readonly Point[], radius: number): string {
  const n = pts.length;
  if (n < 3) return '';
  const parts: string[] = [];
  pts.forEach((p, i) => {
    const [a, c] = [pts[(i + n - 1) % n], pts[(i + 1) % n]];
    const la = Math.hypot(a.x - p.x, a.y - p.y);
    const lc = Math.hypot(c.x - p.x, c.y - p.y);
    const r = Math.min(radius, la / 2, lc / 2);
    const s = { x: p.x + ((a.x - p.x) / la) * r, y: p.y + ((a.y - p.y) / la) * r };
    const e = { x: p.x + ((c.x - p.x) / lc) * r, y: p.y + ((c.y - p.y) / lc) * r };
    parts.push(`${i === 0 ? 'M' : 'L'}${r2(s.x)} ${r2(s.y)}Q${r2(p.x)} ${r2(p.y)} ${r2(e.x)} ${r2(e.y)}`);
  });
  return `${parts.join('')}Z`;
}

/**
 * One SVG path of the outline of `cells`: inside their edges by `inset` drawing units
 * (outside when negative), corners rounded by `radius`; holes are loops of their own (draw it
 * with `fill-rule: evenodd`).
 */
export function outlinePath(cells: readonly Cell[], inset: number, radius: number): string {
  return outlineLoops(cells)
    .map((loop) => roundedPath(insetLoop(loop, inset), radius))
    .join('');
}

/** Where a domain's marker goes: the middle of its pill. */
export interface MarkerSpot extends Point {
  /** Which side of the domain it sits on. */
  side: 'above' | 'below' | 'left' | 'right' | 'inside';
}

/** A domain whose marker is to be placed: its squares and its pill's width. */
export interface MarkerAsk {
  cells: readonly Cell[];
  width: number;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/**
 * Where each domain's marker goes (`height` drawing units tall), on a board of `cols` by
 * `rows` squares whose `occupied` squares ("x,y") hold buildings: just over the domain's
 * outline, mostly on an empty square beside it, wherever it covers least of the buildings and
 * of the markers placed before it (above its first square when nothing is in the way, then
 * below, left, right); inside the domain when no square beside it is empty.
 */
export function placeMarkers(
  asks: readonly MarkerAsk[],
  occupied: ReadonlySet<string>,
  cols: number,
  rows: number,
  height: number,
): MarkerSpot[] {
  const over = 5; // how far a marker reaches over its domain's square
  const board: Box = { x0: M, y0: M, x1: M + cols * S, y1: M + rows * S };
  const boxOf = (p: Point, w: number): Box => ({ x0: p.x - w / 2, y0: p.y - height / 2, x1: p.x + w / 2, y1: p.y + height / 2 });
  const squareBox = (k: string): Box => {
    const [x, y] = k.split(',').map(Number);
    return { x0: M + x * S, y0: M + y * S, x1: M + x * S + S, y1: M + y * S + S };
  };
  const placed: Box[] = [];
  return asks.map(({ cells, width }) => {
    // The buildings in the way: those of other domains (a marker always reaches a little
    // over its own).
    const own = new Set(cells.map((c) => `${c.x},${c.y}`));
    const squares = [...occupied].filter((k) => !own.has(k)).map(squareBox);
    const within = (x: number) => Math.min(Math.max(x, board.x0 + width / 2), board.x1 - width / 2);
    const withinY = (y: number) => Math.min(Math.max(y, board.y0 + height / 2), board.y1 - height / 2);
    const sorted = [...cells].sort((a, b) => a.y - b.y || a.x - b.x);
    const free = (x: number, y: number) => x >= 0 && y >= 0 && x < cols && y < rows && !occupied.has(`${x},${y}`);
    const tries: MarkerSpot[] = [];
    const sides = [
      ['above', 0, -1],
      ['below', 0, 1],
      ['left', -1, 0],
      ['right', 1, 0],
    ] as const;
    for (const [side, dx, dy] of sides) {
      for (const c of side === 'below' || side === 'right' ? [...sorted].reverse() : sorted) {
        if (!free(c.x + dx, c.y + dy)) continue;
        const [x, y] = [M + c.x * S, M + c.y * S];
        if (side === 'above') tries.push({ side, x: within(x + S / 2), y: y - height / 2 + over });
        if (side === 'below') tries.push({ side, x: within(x + S / 2), y: y + S + height / 2 - over });
        if (side === 'left') tries.push({ side, x: x - width / 2 + over, y: withinY(y + S / 2) });
        if (side === 'right') tries.push({ side, x: x + S + width / 2 - over, y: withinY(y + S / 2) });
      }
    }
    const first = sorted[0] ?? { x: 0, y: 0 };
    tries.push({ side: 'inside', x: within(M + first.x * S + width / 2 + 2), y: withinY(M + first.y * S + height / 2 + 2) });
    let best = tries[0];
    let cost = Infinity;
    tries.forEach((p, i) => {
      const b = boxOf(p, width);
      const outside = width * height - overlap(b, board);
      const c =
        squares.reduce((n, q) => n + overlap(b, q), 0) +
        3 * placed.reduce((n, q) => n + overlap(b, q), 0) +
        10 * outside +
        i * 0.01 +
        (p.side === 'inside' ? 1e6 : 0);
      if (c < cost) [best, cost] = [p, c];
    });
    placed.push(boxOf(best, width));
    return best;
  });
}

/**
 * Where the middle of a building's picture goes, in drawing units: the middle of a one-square
 * tile; across the joint of a domino; the middle square (in reading order) of three, which
 * holds neither the label (on the first) nor the controller's chip (on the last).
 */
export function tileCentre(cells: readonly Cell[]): Point {
  const sorted = [...cells].sort((a, b) => a.y - b.y || a.x - b.x);
  if (sorted.length === 2) {
    const [a, b] = sorted;
    return { x: M + ((a.x + b.x + 1) * S) / 2, y: M + ((a.y + b.y + 1) * S) / 2 };
  }
  const c = sorted[sorted.length === 3 ? 1 : 0] ?? { x: 0, y: 0 };
  return { x: M + c.x * S + S / 2, y: M + c.y * S + S / 2 };
}

/**
 * The frame round a group of squares (`inset` drawing units inside its outline), cut into one
 * path per square ("x,y"): each square gets the pieces of the frame along its own sides, so
 * that together they draw one frame round a whole building, with no line between its squares,
 * while each square keeps its own element (and its own words).
 */
export function framePieces(cells: readonly Cell[], inset: number): Map<string, string> {
  const pieces = new Map<string, string[]>();
  for (const loop of outlineLoops(cells)) {
    const pts = insetLoop(loop, inset);
    const n = loop.length;
    for (let i = 0; i < n; i++) {
      const [g0, g1] = [loop[i], loop[(i + 1) % n]];
      const [p0, p1] = [pts[i], pts[(i + 1) % n]];
      const dx = Math.sign(g1.x - g0.x);
      const dy = Math.sign(g1.y - g0.y);
      const len = Math.abs(g1.x - g0.x) + Math.abs(g1.y - g0.y);
      // The squares lie on the right of the direction of travel.
      const [nx, ny] = [-dy, dx];
      for (let k = 0; k < len; k++) {
        const a = { x: g0.x + dx * k, y: g0.y + dy * k };
        const cell = { x: Math.floor(a.x + dx / 2 + nx / 2), y: Math.floor(a.y + dy / 2 + ny / 2) };
        const on = (g: Point) => ({ x: M + g.x * S + nx * inset, y: M + g.y * S + ny * inset });
        const from = k === 0 ? p0 : on(a);
        const to = k === len - 1 ? p1 : on({ x: a.x + dx, y: a.y + dy });
        const key = `${cell.x},${cell.y}`;
        pieces.set(key, [...(pieces.get(key) ?? []), `M${r2(from.x)} ${r2(from.y)}L${r2(to.x)} ${r2(to.y)}`]);
      }
    }
  }
  return new Map([...pieces].map(([k, v]) => [k, v.join('')]));
}
