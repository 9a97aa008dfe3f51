// One age's board as a scalable SVG: terrain textures, buildings with type, value,
// controller (pattern + letter), ruins, renovations and cubes; highlights come from the
// legal actions only.

import { memo } from './memo';
import type { Age, BuildingView, Square } from '../types';
import type { Candidate } from '../logic/candidates';
import { highlighted } from '../logic/candidates';
import type { MapInfo } from '../logic/squares';
import { parseSquare, squareName } from '../logic/squares';
import type { SeatStyle } from '../logic/format';
import { AGE_TITLE, TYPE_INFO } from '../logic/format';
import { patternId } from './Seat';

const S = 40; // square size in SVG units
const M = 16; // margin for coordinates
const INSET = 3;

export interface BoardProps {
  age: Age;
  /** This age's buildings (compared by content, so a new view with the same board does not re-render it). */
  board: BuildingView[];
  map: MapInfo;
  styles: SeatStyle[];
  /** The place candidates (all ages); only read when `placing`. Compared by reference. */
  cands: Candidate[];
  placing: boolean;
  selected?: Square[] | null;
  preview?: Square[] | null;
  /** Whether squares can be tapped (a place or travel mode is on). */
  interactive: boolean;
  /** Stable callbacks (their identity never matters for re-rendering). */
  onSquare: (age: Age, sq: Square) => void;
  onHover: (age: Age, sq: Square | null) => void;
  describeSquare: (age: Age, sq: Square) => string;
}

function describeBuilding(b: BuildingView, styles: SeatStyle[]): string {
  const info = TYPE_INFO[b.building];
  const parts = [`${info.title} (value ${info.size})`];
  if (b.printed) parts.push('printed');
  if (b.controller !== null && styles[b.controller]) parts.push(`of ${styles[b.controller].name}`);
  if (b.ruin) parts.push('ruin');
  if (b.renovation !== null && styles[b.renovation]) parts.push(`half renovated by ${styles[b.renovation].name}`);
  const cubes = b.cubes
    .map((n, i) => (n > 0 && styles[i] ? `${n} cube${n > 1 ? 's' : ''} of ${styles[i].name}` : ''))
    .filter(Boolean);
  if (cubes.length) parts.push(cubes.join(', '));
  return `${parts.join(', ')} on ${b.squares.join('-')}`;
}

function BuildingImpl({ b, styles }: { b: BuildingView; styles: SeatStyle[] }) {
  const info = TYPE_INFO[b.building];
  const pts = b.squares.map(parseSquare);
  const cls = ['bld', `kind-${info.kind}`, b.ruin ? 'ruin' : '', b.printed ? 'printed' : '', b.shadow ? 'shadow' : '']
    .filter(Boolean)
    .join(' ');
  const set = new Set(b.squares.map((s) => s.toUpperCase()));
  const connectors: { x: number; y: number; w: number; h: number }[] = [];
  for (const p of pts) {
    if (set.has(squareName(p.x + 1, p.y))) connectors.push({ x: M + p.x * S + S - INSET - 1, y: M + p.y * S + INSET, w: 2 * INSET + 2, h: S - 2 * INSET });
    if (set.has(squareName(p.x, p.y + 1))) connectors.push({ x: M + p.x * S + INSET, y: M + p.y * S + S - INSET - 1, w: S - 2 * INSET, h: 2 * INSET + 2 });
  }
  const first = pts[0];
  const last = pts[pts.length - 1];
  const fx = M + first.x * S;
  const fy = M + first.y * S;
  const lx = M + last.x * S;
  const ly = M + last.y * S;
  const ctrl = b.controller !== null ? styles[b.controller] : undefined;
  const reno = b.renovation !== null ? styles[b.renovation] : undefined;
  const cubes = b.cubes.map((n, i) => ({ n, s: styles[i] })).filter((c) => c.n > 0 && c.s);
  return (
    <g class={cls} data-building={b.building} data-squares={b.squares.join('-')}>
      <title>{describeBuilding(b, styles)}</title>
      {pts.map((p, i) => (
        <rect key={i} x={M + p.x * S + INSET} y={M + p.y * S + INSET} width={S - 2 * INSET} height={S - 2 * INSET} rx="5" class="bld-body" />
      ))}
      {connectors.map((c, i) => (
        <rect key={`c${i}`} x={c.x} y={c.y} width={c.w} height={c.h} class="bld-body bld-joint" />
      ))}
      {b.ruin && pts.map((p, i) => <rect key={`r${i}`} x={M + p.x * S + INSET} y={M + p.y * S + INSET} width={S - 2 * INSET} height={S - 2 * INSET} rx="5" class="bld-ruin" />)}
      <text x={fx + S / 2} y={fy + 15} class="bld-abbr" text-anchor="middle">
        {info.abbr}
        <tspan class="bld-value" dx="2">
          {info.size}
        </tspan>
      </text>
      {b.ruin && !reno && (
        <text x={lx + S / 2} y={ly + 31} class="bld-ruin-label" text-anchor="middle">
          ruin
        </text>
      )}
      {ctrl && (
        <g class="ctrl">
          <circle cx={lx + S - 12} cy={ly + S - 12} r="8" fill={`url(#${patternId(ctrl)})`} class="chip-ring" />
          <circle cx={lx + S - 12} cy={ly + S - 12} r="5" class="chip-core" />
          <text x={lx + S - 12} y={ly + S - 12} class="chip-letter small" text-anchor="middle" dominant-baseline="central">
            {ctrl.letter}
          </text>
        </g>
      )}
      {reno && (
        <g class="reno">
          <rect x={lx + S - 19} y={ly + 5} width="14" height="14" fill={`url(#${patternId(reno)})`} class="cube" />
          <text x={lx + S - 12} y={ly + 12} class="cube-letter" text-anchor="middle" dominant-baseline="central">
            {reno.letter}
          </text>
        </g>
      )}
      {cubes.length > 0 && (
        <g class="cubes">
          {cubes.map((c, i) => {
            const p = pts[Math.min(pts.length - 1, Math.floor(i / 2))];
            const x = M + p.x * S + (i % 2 === 0 ? 5 : 20);
            const y = M + p.y * S + 20;
            const last = p === pts[pts.length - 1];
            if (last && ctrl && i % 2 === 1) return null;
            return (
              <g key={i}>
                <rect x={x} y={y} width="14" height="14" fill={`url(#${patternId(c.s!)})`} class="cube" />
                <text x={x + 7} y={y + 7} class="cube-letter" text-anchor="middle" dominant-baseline="central">
                  {c.n > 1 ? `${c.s!.letter}${c.n}` : c.s!.letter}
                </text>
              </g>
            );
          })}
        </g>
      )}
    </g>
  );
}

function sameList<T>(a: readonly T[] | null | undefined, b: readonly T[] | null | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function sameBuilding(a: BuildingView, b: BuildingView): boolean {
  return (
    a === b ||
    (a.id === b.id &&
      a.building === b.building &&
      a.controller === b.controller &&
      a.renovation === b.renovation &&
      a.ruin === b.ruin &&
      a.printed === b.printed &&
      a.shadow === b.shadow &&
      sameList(a.squares, b.squares) &&
      sameList(a.cubes, b.cubes))
  );
}

export function sameBoard(a: BuildingView[], b: BuildingView[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameBuilding(a[i], b[i])) return false;
  return true;
}

const Building = memo(BuildingImpl, (p, n) => p.styles === n.styles && sameBuilding(p.b, n.b));

interface Geometry {
  W: number;
  H: number;
  squares: Square[];
  xy: { x: number; y: number }[];
}

const geometryCache = new WeakMap<MapInfo, Geometry>();
function geometry(map: MapInfo): Geometry {
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

/** Coordinates and terrain: depends on the map only. */
const Terrain = memo(function Terrain({ map }: { map: MapInfo }) {
  const { squares, xy } = geometry(map);
  return (
    <>
      {Array.from({ length: map.width }, (_, x) => (
        <text key={`cx${x}`} x={M + x * S + S / 2} y={M - 4} class="coord" text-anchor="middle">
          {String.fromCharCode(65 + x)}
        </text>
      ))}
      {Array.from({ length: map.height }, (_, y) => (
        <text key={`cy${y}`} x={M - 3} y={M + y * S + S / 2 + 4} class="coord" text-anchor="end">
          {y + 1}
        </text>
      ))}
      <g class="terrain">
        {squares.map((sq, i) => {
          const t = map.terrain[i] ?? 'plain';
          const { x, y } = xy[i];
          return <rect key={sq} x={M + x * S} y={M + y * S} width={S} height={S} class={`sq t-${t}`} />;
        })}
      </g>
    </>
  );
}, (p, n) => p.map === n.map);

const Buildings = memo(
  function Buildings({ board, styles }: { board: BuildingView[]; styles: SeatStyle[] }) {
    const covered = new Set<string>();
    for (const b of board) if (!b.printed) for (const s of b.squares) covered.add(s.toUpperCase());
    // A building over a printed Hamlet hides it.
    const shown = board.filter((b) => !(b.printed && b.squares.every((s) => covered.has(s.toUpperCase()))));
    return (
      <g class="buildings">
        {shown.map((b) => (
          <Building key={b.id} b={b} styles={styles} />
        ))}
      </g>
    );
  },
  (p, n) => p.styles === n.styles && sameBoard(p.board, n.board),
);

const Marks = memo(
  function Marks({ map, highlight, selected, preview }: { map: MapInfo; highlight: Set<Square> | null; selected: Square[] | null; preview: Square[] | null }) {
    const { squares, xy } = geometry(map);
    const sel = new Set((selected ?? []).map((s) => s.toUpperCase()));
    const pv = new Set((preview ?? []).map((s) => s.toUpperCase()));
    const out = [];
    for (let i = 0; i < squares.length; i++) {
      const sq = squares[i];
      const h = highlight?.has(sq) ?? false;
      const s = sel.has(sq);
      const p = pv.has(sq);
      if (!h && !s && !p) continue;
      const { x, y } = xy[i];
      const cls = ['mark', h ? 'hl' : '', p ? 'pv' : '', s ? 'sel' : ''].filter(Boolean).join(' ');
      out.push(<rect key={sq} x={M + x * S + 1.5} y={M + y * S + 1.5} width={S - 3} height={S - 3} rx="4" class={cls} />);
    }
    return <g class="marks">{out}</g>;
  },
  (p, n) => p.map === n.map && p.highlight === n.highlight && sameList(p.selected, n.selected) && sameList(p.preview, n.preview),
);

interface HitsProps {
  age: Age;
  map: MapInfo;
  highlight: Set<Square> | null;
  cands: Candidate[];
  onSquare: (age: Age, sq: Square) => void;
  onHover: (age: Age, sq: Square | null) => void;
  describeSquare: (age: Age, sq: Square) => string;
}

const Hits = memo(
  function Hits({ age, map, highlight, onSquare, onHover, describeSquare }: HitsProps) {
    const { squares, xy } = geometry(map);
    // Shared handlers: the square comes from the element, so no closure per square.
    const sqOf = (e: Event) => (e.currentTarget as Element).getAttribute('data-square') as Square;
    const click = (e: Event) => onSquare(age, sqOf(e));
    const enter = (e: PointerEvent) => {
      if (e.pointerType === 'mouse') onHover(age, sqOf(e));
    };
    const leave = (e: PointerEvent) => {
      if (e.pointerType === 'mouse') onHover(age, null);
    };
    const focus = (e: Event) => onHover(age, sqOf(e));
    const blur = () => onHover(age, null);
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        onSquare(age, sqOf(e));
      }
    };
    return (
      <g class="hits">
        {squares.map((sq, i) => {
          const { x, y } = xy[i];
          const h = highlight?.has(sq) ?? false;
          return (
            <rect
              key={sq}
              x={M + x * S}
              y={M + y * S}
              width={S}
              height={S}
              class={h ? 'hit hit-on' : 'hit'}
              data-square={sq}
              tabIndex={h ? 0 : -1}
              role={h ? 'button' : undefined}
              aria-label={h ? describeSquare(age, sq) : undefined}
              onClick={click}
              onPointerEnter={enter}
              onPointerLeave={leave}
              onFocus={focus}
              onBlur={blur}
              onKeyDown={key}
            />
          );
        })}
      </g>
    );
  },
  (p, n) =>
    p.age === n.age &&
    p.map === n.map &&
    p.highlight === n.highlight &&
    p.cands === n.cands &&
    p.onSquare === n.onSquare &&
    p.onHover === n.onHover &&
    p.describeSquare === n.describeSquare,
);

const highlightCache = new WeakMap<Candidate[], Map<Age, Set<Square>>>();
/** The highlighted squares of `age`, the same Set for the same candidate list. */
function highlightOf(cands: Candidate[], age: Age): Set<Square> {
  let m = highlightCache.get(cands);
  if (!m) highlightCache.set(cands, (m = new Map()));
  let h = m.get(age);
  if (!h) m.set(age, (h = highlighted(cands, age)));
  return h;
}

function BoardImpl(props: BoardProps) {
  const { age, board, map, styles, cands, placing, selected, preview, interactive, onSquare, onHover, describeSquare } = props;
  const { W, H } = geometry(map);
  const highlight = placing ? highlightOf(cands, age) : null;
  return (
    <svg class="board-svg" viewBox={`0 0 ${W + 2} ${H + 2}`} role="group" aria-label={`${AGE_TITLE[age]} board`} data-age={age}>
      <Terrain map={map} />
      <Buildings board={board} styles={styles} />
      <Marks map={map} highlight={highlight} selected={selected ?? null} preview={preview ?? null} />
      {interactive && (
        <Hits age={age} map={map} highlight={highlight} cands={cands} onSquare={onSquare} onHover={onHover} describeSquare={describeSquare} />
      )}
    </svg>
  );
}

/** One board; re-renders only when its buildings, highlights, selection or preview change. */
export const Board = memo(
  BoardImpl,
  (p, n) =>
    p.age === n.age &&
    p.map === n.map &&
    p.styles === n.styles &&
    p.placing === n.placing &&
    (!n.placing || p.cands === n.cands) &&
    p.interactive === n.interactive &&
    p.onSquare === n.onSquare &&
    p.onHover === n.onHover &&
    p.describeSquare === n.describeSquare &&
    sameList(p.selected, n.selected) &&
    sameList(p.preview, n.preview) &&
    sameBoard(p.board, n.board),
);
