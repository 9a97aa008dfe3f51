// One building on a Khronos board (SVG): its squares joined, its picture (game-icons.net),
// type and value, controller (pattern + letter), ruin, renovation and cubes (pictures of cubes
// in the seat's pattern, with its letter), named in words for screen readers; and the
// comparisons that let a board skip re-rendering when its buildings did not change.

import { useId } from 'preact/hooks';
import { memo } from '../../table/memo';
import type { SeatStyle } from '../../table/format';
import { patternId } from '../../table/Seat';
import { Picture, unitClip } from '../../table/GameIcon';
import type { BuildingView } from './types';
import { parseSquare, squareName } from './squares';
import { TYPE_INFO, typeAbbr, typeTitle } from './format';
import { t } from '../../i18n';
import { BUILDING_ICON, RUIN_ICON } from './icons';
import { INSET, M, S } from './geometry';

function describeBuilding(b: BuildingView, styles: SeatStyle[]): string {
  const info = TYPE_INFO[b.building];
  const parts = [t('khronos-tile-value', { building: typeTitle(b.building), value: info.size })];
  if (b.printed) parts.push(t('khronos-tile-printed'));
  if (b.controller !== null && styles[b.controller]) parts.push(t('khronos-tile-controller', { name: styles[b.controller].name }));
  if (b.ruin) parts.push(t('khronos-tile-ruin'));
  if (b.renovation !== null && styles[b.renovation]) parts.push(t('khronos-tile-half-renovated', { name: styles[b.renovation].name }));
  const cubes = b.cubes.map((n, i) => (n > 0 && styles[i] ? t('khronos-tile-cubes', { count: n, name: styles[i].name }) : '')).filter(Boolean);
  if (cubes.length) parts.push(cubes.join(', '));
  return t('khronos-tile', { parts: parts.join(', '), squares: b.squares.join('-') });
}

/** A cube badge's side: room for a letter and a count ("B2") under the building's label. */
const CUBE = 16;

/**
 * Where cube badges go: two side by side under the label of each square, in order, but not
 * where the controller's chip sits (the last square's right).
 */
export function cubeSlots(pts: { x: number; y: number }[], chip: boolean): { x: number; y: number }[] {
  const slots: { x: number; y: number }[] = [];
  pts.forEach((p, i) => {
    const [x, y] = [M + p.x * S, M + p.y * S];
    slots.push({ x: x + INSET + 1, y: y + S - INSET - CUBE - 1 });
    if (!(chip && i === pts.length - 1)) slots.push({ x: x + S - INSET - CUBE - 1, y: y + S - INSET - CUBE - 1 });
  });
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
      <text x={x + size / 2} y={y + size / 2 + 1} class="cube-letter" text-anchor="middle" dominant-baseline="central">
        {text}
      </text>
    </>
  );
}

/**
 * Where a building's picture goes: in its second square (its first holds the label) or, for
 * a one-square building, under the label; as big as the square allows above what sits at the
 * square's foot (cube badges, the word "ruin"), and left of the controller's chip.
 */
export function pictureBox(
  pts: { x: number; y: number }[],
  foot: { chip: boolean; slots: { x: number; y: number }[]; ruinWord: boolean },
): { x: number; y: number; size: number } {
  const k = pts.length > 1 ? 1 : 0;
  const [sx, sy] = [M + pts[k].x * S, M + pts[k].y * S];
  const last = k === pts.length - 1;
  const badges = foot.slots.some((p) => p.x >= sx && p.x < sx + S && p.y >= sy && p.y < sy + S);
  const top = k === 0 ? 16 : 4;
  const bottom = badges ? S - INSET - CUBE - 1 : foot.ruinWord && last ? 23 : S - INSET - 1;
  // Too little room above the badges of a one-square building: the picture goes under them,
  // on the right, where the second badge goes last.
  const under = bottom - top < 14;
  let size = under ? 20 : Math.min(bottom - top, 26);
  const chip = foot.chip && last;
  if (chip) size = Math.min(size, 22);
  const x = chip ? sx + INSET + 1 : under ? sx + S - INSET - 1 - size : sx + (S - size) / 2;
  const y = under ? sy + top : sy + top + (bottom - top - size) / 2;
  return { x, y, size };
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
  const slots = cubeSlots(pts, !!ctrl);
  const badges = cubeBadges(cubes, slots.length);
  const ruinWord = b.ruin && !reno && cubes.length === 0;
  const used = slots.slice(0, badges.shown.length + (badges.more > 0 ? 1 : 0));
  const pic = pictureBox(pts, { chip: !!ctrl, slots: used, ruinWord });
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
      <Picture name={b.ruin ? RUIN_ICON : BUILDING_ICON[b.building]} x={pic.x} y={pic.y} size={pic.size} cls="bld-icon" />
      <text x={fx + S / 2} y={fy + 15} class="bld-abbr" text-anchor="middle">
        {typeAbbr(b.building)}
        <tspan class="bld-value" dx="2">
          {info.size}
        </tspan>
      </text>
      {ruinWord && (
        <text x={lx + S / 2} y={ly + 31} class="bld-ruin-label" text-anchor="middle">
          {t('khronos-tile-ruin-label')}
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
          <Cube s={reno} x={lx + S - 19} y={ly + 5} size={14} text={reno.letter} />
        </g>
      )}
      {cubes.length > 0 && (
        <g class="cubes">
          {badges.shown.map((c, i) => {
            const { x, y } = slots[i];
            return (
              <g key={i} class="cube-badge" data-seat={c.s!.seat}>
                <Cube s={c.s!} x={x} y={y} size={CUBE} text={c.n > 1 ? `${c.s!.letter}${c.n}` : c.s!.letter} />
              </g>
            );
          })}
          {badges.more > 0 && (
            <g class="cube-badge cube-more">
              <rect x={slots[slots.length - 1].x} y={slots[slots.length - 1].y} width={CUBE} height={CUBE} rx="2" class="cube" />
              <text x={slots[slots.length - 1].x + CUBE / 2} y={slots[slots.length - 1].y + CUBE / 2} class="cube-letter" text-anchor="middle" dominant-baseline="central">
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

export const Building = memo(BuildingImpl, (p, n) => p.styles === n.styles && sameBuilding(p.b, n.b));
