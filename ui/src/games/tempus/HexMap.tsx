// The Tempus island as a scalable SVG: terrain by texture and symbol (not colour alone),
// people as meeples in their seat's pattern with letter and count, cities as tokens with a
// village's picture, value and owner's letter (pictures: game-icons.net), Atlantis, and the hexes
// that are choices now as buttons (role=button, focusable, named in words).

import type { HexName, Spot, TTerrain } from './types';
import type { Cell } from './hex';
import { ALL_HEXES, COLUMNS, R, ROWS, centre, hexName, hexPoints, isLand, parseHex } from './hex';
import { useId, useState } from 'preact/hooks';
import { TERRAIN_SYMBOL } from './tempus';
import type { SeatStyle } from '../../table/format';
import { patternId } from '../../table/Seat';
import type { Mark } from '../../types';
import { markWords } from '../../table/marks';
import { Picture, unitClip } from '../../table/GameIcon';
import { t } from '../../i18n';

export interface HexMapProps {
  cells: Map<HexName, Cell>;
  spots: Map<HexName, Spot>;
  sanitation: Map<HexName, number>;
  styles: SeatStyle[];
  viewBox: string;
  /** Hexes that are choices now (clickable). */
  choices: Set<HexName>;
  /** Hexes that react with an explanation when tapped although they are not choices. */
  probe: boolean;
  selected: Set<HexName>;
  /** Marked hexes (e.g. the two hexes of a fight). */
  marked?: Map<HexName, string>;
  preview: { hexes: { hex: HexName; terrain: TTerrain }[]; ok: boolean } | null;
  describe: (h: HexName) => string;
  /** Whether choice hexes are tab stops (false when a list offers the same choices). */
  tabbable?: boolean;
  onHex: (h: HexName) => void;
  onHover: (h: HexName | null) => void;
  /** What the latest actions changed: outlined hexes, paths of moves and attacks, ghosts. */
  recent?: Mark[];
}

/** The latest actions' changes on the island, drawn over the pieces and under the buttons. */
function Recent({ recent }: { recent: Mark[] }) {
  const out = [];
  for (const [i, m] of recent.entries()) {
    const words = markWords(m);
    if ((m.kind === 'moved' || m.kind === 'fight') && m.from && m.at[0]) {
      const a = centre(m.from);
      const b = centre(m.at[0]);
      // Stop short of the centres so the arrow does not cover the pieces.
      const [dx, dy] = [b.x - a.x, b.y - a.y];
      const len = Math.hypot(dx, dy) || 1;
      const k = Math.min(0.3, 14 / len);
      out.push(
        <line
          key={`p${i}`}
          x1={a.x + dx * k}
          y1={a.y + dy * k}
          x2={b.x - dx * k}
          y2={b.y - dy * k}
          class={`recent-path${m.kind === 'fight' ? ' fight' : ''}`}
          data-mark={m.kind}
          data-from={m.from}
          data-hex={m.at[0]}
        >
          <title>{words}</title>
        </line>,
      );
    }
    for (const h of m.at) {
      const { x, y } = centre(h);
      if (m.kind === 'removed') {
        out.push(
          <g key={`${i}-${h}`} class="recent ghost" data-mark={m.kind} data-hex={h}>
            <title>{words}</title>
            <polygon points={hexPoints(x, y, R - 5)} class="ghost-shape" />
            <path d={`M${x - 8} ${y - 8} L${x + 8} ${y + 8} M${x + 8} ${y - 8} L${x - 8} ${y + 8}`} class="ghost-cross" />
          </g>,
        );
      } else if (m.kind !== 'moved' && m.kind !== 'fight') {
        out.push(
          <polygon key={`${i}-${h}`} points={hexPoints(x, y, R - 2)} class={`recent recent-${m.kind === 'added' ? 'changed' : m.kind}`} data-mark={m.kind} data-hex={h}>
            <title>{words}</title>
          </polygon>,
        );
      } else {
        out.push(
          <polygon key={`${i}-${h}`} points={hexPoints(x, y, R - 2)} class="recent recent-built" data-mark={m.kind} data-hex={h}>
            <title>{words}</title>
          </polygon>,
        );
      }
    }
  }
  return (
    <g class="recents">
      <defs>
        <marker id="recent-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 Z" class="recent-arrow-head" />
        </marker>
      </defs>
      {out}
    </g>
  );
}

/** Terrain textures, referenced by id from the hexes. */
export function TerrainDefs() {
  return (
    <defs>
      <pattern id="tt-grassland" width="10" height="10" patternUnits="userSpaceOnUse">
        <rect width="10" height="10" class="tt-grassland-bg" />
        <path d="M2 7 l1 -3 l1 3 M6 4 l1 -3 l1 3" class="tt-ink" />
      </pattern>
      <pattern id="tt-farmland" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(20)">
        <rect width="8" height="8" class="tt-farmland-bg" />
        <path d="M0 2 H8 M0 6 H8" class="tt-ink" />
      </pattern>
      <pattern id="tt-hills" width="14" height="10" patternUnits="userSpaceOnUse">
        <rect width="14" height="10" class="tt-hills-bg" />
        <path d="M1 8 Q4 2 7 8 M8 5 Q10.5 1 13 5" class="tt-ink" />
      </pattern>
      <pattern id="tt-woods" width="12" height="12" patternUnits="userSpaceOnUse">
        <rect width="12" height="12" class="tt-woods-bg" />
        <path d="M3 1 L5.5 6 H0.5 Z M9 6 L11.5 11 H6.5 Z" class="tt-woods-ink" />
      </pattern>
      <pattern id="tt-mountain" width="14" height="10" patternUnits="userSpaceOnUse">
        <rect width="14" height="10" class="tt-mountain-bg" />
        <path d="M1 9 L5 2 L9 9 M7 9 L10 4 L13 9" class="tt-ink" />
      </pattern>
      <pattern id="tt-sea" width="16" height="8" patternUnits="userSpaceOnUse">
        <rect width="16" height="8" class="tt-sea-bg" />
        <path d="M0 4 Q4 1 8 4 T16 4" class="tt-sea-ink" />
      </pattern>
      <pattern id="tt-lake" width="10" height="10" patternUnits="userSpaceOnUse">
        <rect width="10" height="10" class="tt-lake-bg" />
        <circle cx="5" cy="5" r="2.5" class="tt-sea-ink" />
      </pattern>
    </defs>
  );
}

/** The meeple's picture scaled to a 1×1 box: a clip path in its element's bounding box units. */
const MEEPLE_CLIP = unitClip('meeple');

/** A seat's people on a hex: a meeple in the seat's pattern, outlined, with the seat's letter
 * on it and the count beside. */
function Stack({ s, tokens, x, y }: { s: SeatStyle; tokens: number; x: number; y: number }) {
  const clip = `meeple-${useId()}`;
  const size = 28;
  return (
    <g class="stack" aria-hidden="true">
      <clipPath id={clip} clipPathUnits="objectBoundingBox" dangerouslySetInnerHTML={{ __html: MEEPLE_CLIP }} />
      <rect x={x - size / 2} y={y - size / 2} width={size} height={size} fill={`url(#${patternId(s)})`} clip-path={`url(#${clip})`} class="stack-fill" />
      <Picture name="meeple" x={x - size / 2} y={y - size / 2} size={size} cls="stack-icon" />
      <circle cx={x} cy={y + 2} r="6" class="chip-core" />
      <text x={x} y={y + 2} class="chip-letter" text-anchor="middle" dominant-baseline="central">
        {s.letter}
      </text>
      <g class="count">
        <circle cx={x + 11} cy={y - 9} r="7" class="count-bg" />
        <text x={x + 11} y={y - 9} text-anchor="middle" dominant-baseline="central" class="count-text">
          {tokens}
        </text>
      </g>
    </g>
  );
}

/** A city: a token in its owner's pattern (Atlantis's blue) holding the picture of a village
 * (a temple for Atlantis), its value on a plate, and the owner's letter beside. */
function City({ s, value, atlantis, x, y }: { s: SeatStyle | undefined; value: number; atlantis: boolean; x: number; y: number }) {
  const cy = y - 2;
  return (
    <g class={`city${atlantis ? ' atlantis' : ''}`} aria-hidden="true">
      <circle cx={x} cy={cy} r="14" class="city-shape" fill={atlantis ? undefined : s ? `url(#${patternId(s)})` : undefined} />
      <circle cx={x} cy={cy} r="10.5" class="city-core" />
      <Picture name={atlantis ? 'greek-temple' : 'village'} x={x - 8} y={cy - 10} size={16} cls="city-icon" />
      <rect x={x - 7} y={y + 4} width="14" height="10" rx="2" class="city-plate" />
      <text x={x} y={y + 9} text-anchor="middle" dominant-baseline="central" class="city-value">
        {atlantis ? 'A' : value}
      </text>
      {s && (
        <text x={x + 17} y={y + 13} class="city-owner" text-anchor="middle">
          {s.letter}
        </text>
      )}
    </g>
  );
}

/** The hex an arrow key leads to from `h`: the next column or row (none past the sea's edge). */
function stepFrom(h: HexName, key: string): HexName | null {
  const d: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  const c = parseHex(h);
  const step = d[key];
  if (!c || !step) return null;
  const [col, row] = [c.col + step[0], c.row + step[1]];
  return col >= 0 && col < COLUMNS && row >= 0 && row < ROWS ? hexName(col, row) : null;
}

/**
 * The island's hexes as one tab stop (a roving tab index) while any can be chosen or asked
 * about: Tab reaches the island once, on its first choice, and the arrow keys walk the hexes;
 * Enter or Space chooses one (or asks why not, where the table explains). Only the choices
 * are buttons; every hex says what it is.
 */
function HexHits(p: HexMapProps) {
  const [cursor, setCursor] = useState<HexName | null>(null);
  if (p.choices.size === 0 && !p.probe) return null;
  const stop = cursor ?? ALL_HEXES.find((h) => p.choices.has(h)) ?? ALL_HEXES[0];
  const acts = (h: HexName) => p.choices.has(h) || p.probe;
  return (
    <g class="hits">
      {ALL_HEXES.map((h) => {
        const choice = p.choices.has(h);
        const { x, y } = centre(h);
        const label = t('tempus-hex-choice', { hex: p.describe(h), choice: choice ? 'yes' : p.probe ? 'probe' : 'no' });
        return (
          <polygon
            key={`hit-${h}`}
            points={hexPoints(x, y)}
            class={`hit${choice ? ' is-choice' : ''}${p.selected.has(h) ? ' is-selected' : ''}`}
            data-hex={h}
            role={choice ? 'button' : 'img'}
            tabindex={h === stop && p.tabbable !== false ? 0 : -1}
            aria-label={label}
            aria-pressed={p.selected.has(h) ? true : undefined}
            onClick={() => acts(h) && p.onHex(h)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                if (acts(h)) p.onHex(h);
                return;
              }
              if (!e.key.startsWith('Arrow')) return;
              e.preventDefault();
              const next = stepFrom(h, e.key);
              if (!next) return;
              setCursor(next);
              ((e.currentTarget as Element).parentNode as Element | null)?.querySelector<SVGElement>(`[data-hex="${next}"]`)?.focus();
            }}
            onPointerEnter={() => acts(h) && p.onHover(h)}
            onFocus={() => {
              setCursor(h);
              if (acts(h)) p.onHover(h);
            }}
            onPointerLeave={() => p.onHover(null)}
          />
        );
      })}
    </g>
  );
}

export function HexMap(p: HexMapProps) {
  return (
    <svg class="hexmap" viewBox={p.viewBox} role="group" aria-label={t('tempus-island')} preserveAspectRatio="xMidYMid meet">
      <TerrainDefs />
      {ALL_HEXES.map((h) => {
        const cell = p.cells.get(h) ?? 'sea';
        const { x, y } = centre(h);
        const choice = p.choices.has(h);
        const sel = p.selected.has(h);
        const mark = p.marked?.get(h);
        return (
          <g key={h} class={`hex hex-${cell}${choice ? ' choice' : ''}${sel ? ' selected' : ''}${mark ? ` mark-${mark}` : ''}`} data-hex={h} data-terrain={cell}>
            <polygon points={hexPoints(x, y)} fill={`url(#tt-${cell})`} class="hex-shape" />
            {isLand(cell) && (
              <text x={x - R * 0.55} y={y - R * 0.45} class="ter-sym" aria-hidden="true">
                {TERRAIN_SYMBOL[cell]}
              </text>
            )}
            {/* Its name, as the log and the rules say it ("F8"); each hex's button says it too. */}
            <text x={x - R * 0.12} y={y + R * 0.78} class="hex-name" text-anchor="middle" aria-hidden="true">
              {h}
            </text>
          </g>
        );
      })}
      {p.preview &&
        p.preview.hexes.map(({ hex, terrain }) => {
          const { x, y } = centre(hex);
          return (
            <g key={`pv-${hex}`} class={`preview${p.preview!.ok ? ' ok' : ' bad'}`} data-preview={hex} aria-hidden="true">
              <polygon points={hexPoints(x, y, R - 1.5)} fill={`url(#tt-${terrain})`} class="preview-shape" />
              <text x={x} y={y} text-anchor="middle" dominant-baseline="central" class="preview-sym">
                {TERRAIN_SYMBOL[terrain]}
              </text>
            </g>
          );
        })}
      {ALL_HEXES.map((h) => {
        const spot = p.spots.get(h);
        const san = p.sanitation.get(h) ?? 0;
        if (!spot && !san) return null;
        const { x, y } = centre(h);
        const s = spot?.owner !== undefined && spot?.owner !== null ? p.styles[spot.owner] : undefined;
        return (
          <g key={`pc-${h}`} class="pieces">
            {spot && (spot.city || spot.atlantis) ? <City s={s} value={spot.city ?? 0} atlantis={!!spot.atlantis} x={x} y={y} /> : null}
            {spot && s && spot.tokens && !spot.atlantis && !spot.city ? <Stack s={s} tokens={spot.tokens} x={x - 3} y={y + 3} /> : null}
            {san > 0 && (
              <text x={x + R * 0.45} y={y + R * 0.6} class="san-mark" aria-hidden="true">
                ✚{san > 1 ? san : ''}
              </text>
            )}
          </g>
        );
      })}
      {p.recent && p.recent.length > 0 && <Recent recent={p.recent} />}
      <HexHits {...p} />
    </svg>
  );
}

/** The legend's cells (their words: tempus-legend-cell). */
const LEGEND: { cell: string; sym: string }[] = [
  { cell: 'grassland', sym: TERRAIN_SYMBOL.grassland },
  { cell: 'farmland', sym: TERRAIN_SYMBOL.farmland },
  { cell: 'hills', sym: TERRAIN_SYMBOL.hills },
  { cell: 'woods', sym: TERRAIN_SYMBOL.woods },
  { cell: 'mountain', sym: TERRAIN_SYMBOL.mountain },
  { cell: 'lake', sym: '' },
  { cell: 'sea', sym: '' },
];

/** What the textures and marks mean. */
export function MapLegend() {
  return (
    <ul class="map-legend" aria-label={t('tempus-legend')}>
      {LEGEND.map((l) => (
        <li key={l.cell}>
          <svg width="22" height="20" viewBox="-11 -10 22 20" aria-hidden="true">
            <polygon points={hexPoints(0, 0, 10)} fill={`url(#tt-${l.cell})`} class="hex-shape" />
            {l.sym && (
              <text x="0" y="1" text-anchor="middle" dominant-baseline="central" class="ter-sym">
                {l.sym}
              </text>
            )}
          </svg>
          {t('tempus-legend-cell', { cell: l.cell })}
        </li>
      ))}
      <li>
        <span class="legend-mark" aria-hidden="true">
          ✚
        </span>
        {t('tempus-legend-sanitation')}
      </li>
    </ul>
  );
}
