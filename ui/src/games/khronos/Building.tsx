// One building on a Khronos board (SVG): its squares joined, type and value, controller
// (pattern + letter), ruin, renovation and cubes, named in words for screen readers; and the
// comparisons that let a board skip re-rendering when its buildings did not change.

import { memo } from '../../table/memo';
import type { SeatStyle } from '../../table/format';
import { patternId } from '../../table/Seat';
import type { BuildingView } from './types';
import { parseSquare, squareName } from './squares';
import { TYPE_INFO } from './format';
import { INSET, M, S } from './geometry';

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

export function sameList<T>(a: readonly T[] | null | undefined, b: readonly T[] | null | undefined): boolean {
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

export const Building = memo(BuildingImpl, (p, n) => p.styles === n.styles && sameBuilding(p.b, n.b));
