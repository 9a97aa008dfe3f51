// One age's board as a scalable SVG: terrain textures, buildings with type, value,
// controller (pattern + letter), ruins, renovations and cubes; highlights come from the
// legal actions only.

import type { Age, BuildingView, KhronosState, Square } from '../types';
import { AGES } from '../types';
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
  state: KhronosState;
  map: MapInfo;
  styles: SeatStyle[];
  highlight?: Set<Square>;
  selected?: Square[] | null;
  preview?: Square[] | null;
  /** Tapping any square (highlighted or not) while choosing a place. */
  onSquare?: (sq: Square) => void;
  onHover?: (sq: Square | null) => void;
  describeSquare?: (sq: Square) => string;
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

function Building({ b, styles }: { b: BuildingView; styles: SeatStyle[] }) {
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

export function Board(props: BoardProps) {
  const { age, state, map, styles, highlight, selected, preview, onSquare, onHover, describeSquare } = props;
  const board = state.boards[AGES.indexOf(age)] ?? [];
  const covered = new Set<string>();
  for (const b of board) if (!b.printed) for (const s of b.squares) covered.add(s.toUpperCase());
  // A building over a printed Hamlet hides it.
  const shown = board.filter((b) => !(b.printed && b.squares.every((s) => covered.has(s.toUpperCase()))));
  const W = map.width * S + M;
  const H = map.height * S + M;
  const squares: Square[] = [];
  for (let y = 0; y < map.height; y++) for (let x = 0; x < map.width; x++) squares.push(squareName(x, y));
  const sel = new Set((selected ?? []).map((s) => s.toUpperCase()));
  const pv = new Set((preview ?? []).map((s) => s.toUpperCase()));

  return (
    <svg class="board-svg" viewBox={`0 0 ${W + 2} ${H + 2}`} role="group" aria-label={`${AGE_TITLE[age]} board`} data-age={age}>
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
          const { x, y } = parseSquare(sq);
          return <rect key={sq} x={M + x * S} y={M + y * S} width={S} height={S} class={`sq t-${t}`} />;
        })}
      </g>
      <g class="buildings">
        {shown.map((b) => (
          <Building key={b.id} b={b} styles={styles} />
        ))}
      </g>
      <g class="marks">
        {squares.map((sq) => {
          const h = highlight?.has(sq);
          const s = sel.has(sq);
          const p = pv.has(sq);
          if (!h && !s && !p) return null;
          const { x, y } = parseSquare(sq);
          const cls = ['mark', h ? 'hl' : '', p ? 'pv' : '', s ? 'sel' : ''].filter(Boolean).join(' ');
          return <rect key={sq} x={M + x * S + 1.5} y={M + y * S + 1.5} width={S - 3} height={S - 3} rx="4" class={cls} />;
        })}
      </g>
      {onSquare && (
        <g class="hits">
          {squares.map((sq) => {
            const { x, y } = parseSquare(sq);
            const h = highlight?.has(sq) ?? false;
            return (
              <rect
                key={sq}
                x={M + x * S}
                y={M + y * S}
                width={S}
                height={S}
                class={`hit${h ? ' hit-on' : ''}`}
                data-square={sq}
                tabIndex={h ? 0 : -1}
                role={h ? 'button' : undefined}
                aria-label={h ? (describeSquare ? describeSquare(sq) : sq) : undefined}
                onClick={() => onSquare(sq)}
                onPointerEnter={(e) => {
                  if ((e as PointerEvent).pointerType === 'mouse') onHover?.(sq);
                }}
                onPointerLeave={(e) => {
                  if ((e as PointerEvent).pointerType === 'mouse') onHover?.(null);
                }}
                onFocus={() => onHover?.(sq)}
                onBlur={() => onHover?.(null)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onSquare(sq);
                  }
                }}
              />
            );
          })}
        </g>
      )}
    </svg>
  );
}
