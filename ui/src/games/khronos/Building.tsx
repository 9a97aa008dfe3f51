// One building on a Khronos board (SVG): one tile across its squares, raised off the board
// (an edge and a shadow under it; a printed Hamlet lies flat), its picture (game-icons.net),
// type and value, controller (pattern + letter), ruin, renovation and cubes (pictures of cubes
// in the seat's pattern, with its letter), named in words for screen readers; and the
// comparisons that let a board skip re-rendering when its buildings did not change.

import { useId } from 'preact/hooks';
import { memo } from '../../table/memo';
import type { SeatStyle } from '../../table/format';
import { patternId } from '../../table/Seat';
import { Picture, unitClip } from '../../table/GameIcon';
import type { BuildingView } from './types';
import { parseSquare } from './squares';
import { TYPE_INFO, typeAbbr, typeTitle } from './format';
import { t } from '../../i18n';
import { BUILDING_ICON, RUIN_ICON } from './icons';
import { INSET, M, S } from './geometry';
import { outlinePath, tileCentre } from './shapes';

function describeBuilding(b: BuildingView, styles: SeatStyle[]): string {
  const info = TYPE_INFO[b.building];
  const parts = [t('khronos-tile-value', { building: typeTitle(b.building), value: info.size })];
  if (b.printed) parts.push(t('khronos-tile-printed'));
  if (b.controller !== null && styles[b.controller]) parts.push(t('khronos-tile-controller', { name: styles[b.controller].name }));
  if (b.ruin) parts.push(t('khronos-tile-ruin'));
  if (b.renovation !== null && styles[b.renovation]) parts.push(t('khronos-tile-half-renovated', { name: styles[b.renovation].name }));
  const cubes = b.cubes
    .map((n, i) => (n > 0 && styles[i] ? t('khronos-tile-cubes', { count: n, name: styles[i].name }) : ''))
    .filter(Boolean);
  if (cubes.length) parts.push(cubes.join(', '));
  return t('khronos-tile', { parts: parts.join(', '), squares: b.squares.join('-') });
}

/** A cube badge's side when each player with cubes has a square of the building to itself,
 * and when two share a square. */
const CUBE = 21;
const CUBE_SMALL = 16;

/** A cube badge's place and side. */
export interface CubeSlot {
  x: number;
  y: number;
  size: number;
}

/**
 * Where the cube badges of `players` players go on a building's squares: one big badge at the
 * foot of each square, under its label, while each player has a square; else two smaller
 * ones side by side at the foot of each square.
 */
export function cubeSlots(pts: { x: number; y: number }[], players: number): CubeSlot[] {
  const slots: CubeSlot[] = [];
  const big = players <= pts.length;
  for (const p of pts) {
    const [x, y] = [M + p.x * S, M + p.y * S];
    // Alone on its square, a badge sits right of the small picture of the building.
    const bx = pts.length === 1 ? x + S - INSET - CUBE - 0.5 : x + (S - CUBE) / 2;
    if (big) slots.push({ x: bx, y: y + S - INSET - CUBE, size: CUBE });
    else {
      slots.push({ x: x + INSET + 1, y: y + S - INSET - CUBE_SMALL - 1, size: CUBE_SMALL });
      slots.push({ x: x + S - INSET - CUBE_SMALL - 1, y: y + S - INSET - CUBE_SMALL - 1, size: CUBE_SMALL });
    }
  }
  return slots;
}

/** The badges to draw in `slots`: one per player with cubes, or, when more players have cubes
 * than there are slots, as many as fit less one, and "+N" for the others (the building's
 * description names them all). */
export function cubeBadges<T>(cubes: T[], slots: number): { shown: T[]; more: number } {
  if (cubes.length <= slots) return { shown: cubes, more: 0 };
  const shown = cubes.slice(0, Math.max(0, slots - 1));
  return { shown, more: cubes.length - shown.length };
}

/** The cube's picture scaled to a 1×1 box: a clip path in its element's bounding box units. */
const CUBE_CLIP = unitClip('cube');

/** A cube of seat `s` at (x, y): the picture of a cube filled with the seat's pattern and
 * outlined, with `text` (its letter, and the count) over it. */
function Cube({ s, x, y, size, text }: { s: SeatStyle; x: number; y: number; size: number; text: string }) {
  const clip = `cube-${useId()}`;
  return (
    <>
      <clipPath id={clip} clipPathUnits="objectBoundingBox" dangerouslySetInnerHTML={{ __html: CUBE_CLIP }} />
      <rect x={x} y={y} width={size} height={size} fill={`url(#${patternId(s)})`} clip-path={`url(#${clip})`} class="cube-fill" />
      <Picture name="cube" x={x} y={y} size={size} cls="cube-icon" />
      <text
        x={x + size / 2}
        y={y + size / 2 + 1}
        class={size >= CUBE ? 'cube-letter big' : 'cube-letter'}
        text-anchor="middle"
        dominant-baseline="central"
      >
        {text}
      </text>
    </>
  );
}

/** How far a tile's face sits inside its squares, and how round its corners are. */
const TILE_INSET = INSET;
const TILE_RADIUS = 6;

/**
 * Where a building's picture goes: across its tile (a domino's joint, the middle of three
 * squares) and large on a tile of two or three squares; under the label of a one-square tile,
 * left of the controller's chip; small when cube badges take the squares (in the corner left
 * of a one-square building's badge, else at the top right of its last square).
 */
export function pictureBox(
  pts: { x: number; y: number }[],
  foot: { chip: boolean; cubes: boolean; ruinWord: boolean },
): { x: number; y: number; size: number } {
  const first = pts[0];
  const [fx, fy] = [M + first.x * S, M + first.y * S];
  if (foot.cubes) {
    const size = 11;
    if (pts.length === 1) return { x: fx + INSET + 0.5, y: fy + S - INSET - size - 1, size };
    const last = pts[pts.length - 1];
    return { x: M + last.x * S + S - INSET - size - 1.5, y: M + last.y * S + INSET + 1.5, size };
  }
  if (pts.length === 1) {
    const size = foot.ruinWord ? 15 : 20;
    return { x: foot.chip ? fx + INSET + 2 : fx + (S - size) / 2, y: fy + 16, size };
  }
  const c = tileCentre(pts);
  const size = 28;
  // A domino's picture sits a little low, under its first square's label.
  const low = pts.length === 2 && pts[0].y === pts[1].y ? 3 : 0;
  return { x: c.x - size / 2, y: c.y - size / 2 + low, size };
}

function BuildingImpl({ b, styles, arriving }: { b: BuildingView; styles: SeatStyle[]; arriving?: boolean }) {
  const info = TYPE_INFO[b.building];
  const pts = b.squares.map(parseSquare);
  const cls = [
    'bld',
    `kind-${info.kind}`,
    b.ruin ? 'ruin' : '',
    b.printed ? 'printed' : '',
    b.shadow ? 'shadow' : '',
    arriving ? 'arrive' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const outline = outlinePath(pts, TILE_INSET, TILE_RADIUS);
  const bevel = outlinePath(pts, TILE_INSET + 2.2, TILE_RADIUS - 2);
  const first = pts[0];
  const last = pts[pts.length - 1];
  const fx = M + first.x * S;
  const fy = M + first.y * S;
  const lx = M + last.x * S;
  const ly = M + last.y * S;
  const ctrl = b.controller !== null ? styles[b.controller] : undefined;
  const reno = b.renovation !== null ? styles[b.renovation] : undefined;
  const cubes = b.cubes.map((n, i) => ({ n, s: styles[i] })).filter((c) => c.n > 0 && c.s);
  const slots = cubeSlots(pts, cubes.length);
  const badges = cubeBadges(cubes, slots.length);
  const ruinWord = b.ruin && !reno && cubes.length === 0;
  const pic = pictureBox(pts, { chip: !!ctrl, cubes: cubes.length > 0, ruinWord });
  return (
    <g class={cls} data-building={b.building} data-squares={b.squares.join('-')}>
      <title>{describeBuilding(b, styles)}</title>
      {!b.printed && (
        <>
          <path d={outline} class="bld-drop" transform="translate(1.5 3.5)" />
          <path d={outline} class="bld-edge" transform="translate(0 2.5)" />
        </>
      )}
      <path d={outline} class="bld-body" />
      {!b.printed && <path d={outline} class="bld-grain" />}
      {!b.printed && <path d={bevel} class="bld-bevel" />}
      {b.ruin && <path d={outline} class="bld-ruin" />}
      <Picture name={b.ruin ? RUIN_ICON : BUILDING_ICON[b.building]} x={pic.x} y={pic.y} size={pic.size} cls="bld-icon" />
      <text x={fx + INSET + 3} y={fy + 12.5} class="bld-abbr">
        {typeAbbr(b.building)}
        <tspan class="bld-value" dx="1.5">
          {info.size}
        </tspan>
      </text>
      {ruinWord && (
        <text
          x={pts.length === 1 ? lx + S / 2 : lx + S - INSET - 2.5}
          y={ly + S - INSET - 3}
          class="bld-ruin-label"
          text-anchor={pts.length === 1 ? 'middle' : 'end'}
        >
          {t('khronos-tile-ruin-label')}
        </text>
      )}
      {ctrl && (
        <g class="ctrl">
          <circle cx={lx + S - 12.5} cy={ly + S - 12.5} r="9" fill={`url(#${patternId(ctrl)})`} class="chip-ring" />
          <circle cx={lx + S - 12.5} cy={ly + S - 12.5} r="5.5" class="chip-core" />
          <text x={lx + S - 12.5} y={ly + S - 12.5} class="chip-letter small" text-anchor="middle" dominant-baseline="central">
            {ctrl.letter}
          </text>
        </g>
      )}
      {reno && (
        <g class="reno">
          <Cube s={reno} x={lx + S - INSET - 19} y={ly + S - INSET - 19} size={18} text={reno.letter} />
        </g>
      )}
      {cubes.length > 0 && (
        <g class="cubes">
          {badges.shown.map((c, i) => {
            const { x, y, size } = slots[i];
            return (
              <g key={i} class="cube-badge" data-seat={c.s!.seat}>
                <Cube s={c.s!} x={x} y={y} size={size} text={c.n > 1 ? `${c.s!.letter}${c.n}` : c.s!.letter} />
              </g>
            );
          })}
          {badges.more > 0 && (
            <g class="cube-badge cube-more">
              <rect
                x={slots[slots.length - 1].x}
                y={slots[slots.length - 1].y}
                width={CUBE_SMALL}
                height={CUBE_SMALL}
                rx="2"
                class="cube"
              />
              <text
                x={slots[slots.length - 1].x + CUBE_SMALL / 2}
                y={slots[slots.length - 1].y + CUBE_SMALL / 2}
                class="cube-letter"
                text-anchor="middle"
                dominant-baseline="central"
              >
                +{badges.more}
              </text>
            </g>
          )}
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

/** One building tile; `arriving` when the latest action built or changed it (it lands, see
 * styles/motion.css). Re-renders only when the tile or that changes. */
export const Building = memo(BuildingImpl, (p, n) => p.styles === n.styles && p.arriving === n.arriving && sameBuilding(p.b, n.b));
