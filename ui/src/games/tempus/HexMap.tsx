// The Tempus island as a scalable SVG: terrain by ground, texture and picture (not colour
// alone: TerrainArt.tsx), each land hex's name on a plate and any hex's name, terrain and
// pieces large beside it while it is pointed at, focused or tapped; people as meeples in their seat's
// pattern with letter and count, cities as tokens with a village's picture, value and owner's
// letter (pictures: game-icons.net), Atlantis, and the hexes that are choices now as buttons
// (role=button, focusable, named in words). The sea fills the whole frame around the island,
// so however the frame's shape differs from the island's, no empty band is left.

import type { HexName, Spot, TTerrain } from './types';
import type { Cell, Frame } from './hex';
import { ALL_HEXES, COLUMNS, HEX_REACH, R, ROWS, TILE_REACH, calloutPlace, centre, hexName, hexPoints, isLand, parseHex } from './hex';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { TerrainDefs, artOf } from './TerrainArt';
import { hexPieces } from './tempus';
import type { SeatStyle } from '../../table/format';
import { patternId } from '../../table/Seat';
import type { Mark } from '../../types';
import { markWords } from '../../table/marks';
import { tempusWords } from './gameWords';
import { useBringIntoReach } from '../../table/reach';
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
  /** Whether a hint is drawn on the island (on a phone, the island comes into sight). */
  hinted?: boolean;
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
    const words = markWords(m, tempusWords);
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
      // What moved walks the path from where it came (styles/motion.css).
      out.push(
        <circle
          key={`w${i}`}
          class={`walker${m.kind === 'fight' ? ' fight' : ''}`}
          cx={b.x}
          cy={b.y}
          r="7"
          style={{ '--from-x': `${a.x - b.x}px`, '--from-y': `${a.y - b.y}px` }}
          aria-hidden="true"
        />,
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
          <polygon
            key={`${i}-${h}`}
            points={hexPoints(x, y, R - 2)}
            class={`recent recent-${m.kind === 'added' ? 'changed' : m.kind}`}
            data-mark={m.kind}
            data-hex={h}
          >
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

/** The meeple's picture scaled to a 1×1 box: a clip path in its element's bounding box units. */
const MEEPLE_CLIP = unitClip('meeple');

/** A seat's people on a hex: a meeple in the seat's pattern, outlined dark in a white glow
 * (tempus.css; so that it stands out on dark woods as on pale fields), with the seat's letter
 * on it and the count on a dark disc beside, large enough to read at a tablet's scale; (x, y)
 * is the meeple's centre. */
function Stack({ s, tokens, x, y }: { s: SeatStyle; tokens: number; x: number; y: number }) {
  const clip = `meeple-${useId()}`;
  const size = 34;
  return (
    <g class="stack" aria-hidden="true" data-tokens={tokens}>
      <clipPath id={clip} clipPathUnits="objectBoundingBox" dangerouslySetInnerHTML={{ __html: MEEPLE_CLIP }} />
      <rect
        x={x - size / 2}
        y={y - size / 2}
        width={size}
        height={size}
        fill={`url(#${patternId(s)})`}
        clip-path={`url(#${clip})`}
        class="stack-fill"
      />
      <Picture name="meeple" x={x - size / 2} y={y - size / 2} size={size} cls="stack-icon" />
      <circle cx={x} cy={y + 2} r="7.5" class="chip-core" />
      <text x={x} y={y + 2.5} class="chip-letter stack-letter" text-anchor="middle" dominant-baseline="central">
        {s.letter}
      </text>
      <g class="count">
        <circle cx={x + 14} cy={y - 11} r="8.5" class="count-bg" />
        <text x={x + 14} y={y - 10.5} text-anchor="middle" dominant-baseline="central" class="count-text">
          {tokens}
        </text>
      </g>
    </g>
  );
}

/** A city: a token in its owner's pattern (Atlantis's blue) holding the picture of a village
 * (a temple for Atlantis), its value on a plate, and the owner's letter on a disc beside; (x, y) is the
 * token's centre. */
function City({ s, value, atlantis, x, y }: { s: SeatStyle | undefined; value: number; atlantis: boolean; x: number; y: number }) {
  return (
    <g class={`city${atlantis ? ' atlantis' : ''}`} aria-hidden="true">
      <circle cx={x} cy={y} r="17" class="city-shape" fill={atlantis ? undefined : s ? `url(#${patternId(s)})` : undefined} />
      <circle cx={x} cy={y} r="12.5" class="city-core" />
      <Picture name={atlantis ? 'greek-temple' : 'village'} x={x - 9.5} y={y - 12} size={19} cls="city-icon" />
      <rect x={x - 8} y={y + 6} width="16" height="12" rx="2.5" class="city-plate" />
      <text x={x} y={y + 12.5} text-anchor="middle" dominant-baseline="central" class="city-value">
        {atlantis ? 'A' : value}
      </text>
      {s && (
        <g class="city-owner-chip">
          <circle cx={x + 15.5} cy={y + 11} r="6.5" class="chip-core" />
          <text x={x + 15.5} y={y + 11.5} class="city-owner" text-anchor="middle" dominant-baseline="central">
            {s.letter}
          </text>
        </g>
      )}
    </g>
  );
}

/** The hex pointed at and how many screen pixels one unit of the island takes then. */
interface Pointed {
  hex: HexName;
  px: number;
}

/** The callout's name in screen pixels at least (it grows on a small island, never shrinks). */
const CALLOUT_PX = 17;

/** Where the name and terrain of the hex pointed at, and below them what stands on it, are
 * shown: above it (below it on the top row of the frame), large enough to read however small
 * the island is drawn (a phone's counts included), on a plate, over everything, kept inside the
 * frame. Decoration for the eyes: the hex's button already says all this in words. */
function Callout({ at, cell, pieces, frame, reach }: { at: Pointed; cell: Cell; pieces: string; frame: Frame; reach: number }) {
  const { x, y } = centre(at.hex);
  const word = isLand(cell) ? t('tempus-terrain', { terrain: cell }) : t('tempus-water', { cell });
  const k = Math.max(1, CALLOUT_PX / (18 * at.px));
  // Widths estimated from the characters (no measuring): a bold name, then the terrain; below,
  // what stands there.
  const w = Math.min(Math.max(at.hex.length * 12 + word.length * 7.6, pieces.length * 7.2) + 22, frame[2] / k - 4) * k;
  const h = (pieces ? 46 : 28) * k;
  const { cx, cy, above } = calloutPlace(x, y, reach, w, h, frame);
  const tip = above
    ? `M${x - 6} ${cy + h / 2 - 1} L${x} ${cy + h / 2 + 6} L${x + 6} ${cy + h / 2 - 1} Z`
    : `M${x - 6} ${cy - h / 2 + 1} L${x} ${cy - h / 2 - 6} L${x + 6} ${cy - h / 2 + 1} Z`;
  const line1 = pieces ? cy - 9 * k : cy + k;
  return (
    <g class="callout" data-callout={at.hex} aria-hidden="true">
      <path d={tip} class="callout-plate" />
      <rect x={cx - w / 2} y={cy - h / 2} width={w} height={h} rx={6 * k} class="callout-plate" />
      <text x={cx} y={line1} text-anchor="middle" dominant-baseline="central" class="callout-text" style={{ fontSize: `${13 * k}px` }}>
        <tspan class="callout-name" style={{ fontSize: `${18 * k}px` }}>
          {at.hex}
        </tspan>{' '}
        {word}
      </text>
      {pieces && (
        <text
          x={cx}
          y={cy + 12 * k}
          text-anchor="middle"
          dominant-baseline="central"
          class="callout-text callout-pieces"
          style={{ fontSize: `${12 * k}px` }}
          textLength={pieces.length * 6.6 * k > w - 10 * k ? w - 10 * k : undefined}
          lengthAdjust="spacingAndGlyphs"
        >
          {pieces}
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
function HexHits(p: HexMapProps & { onPointed: (h: HexName | null) => void }) {
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
              p.onPointed(h);
              if (acts(h)) p.onHover(h);
            }}
            onBlur={() => p.onPointed(null)}
            onPointerLeave={() => p.onHover(null)}
          />
        );
      })}
    </g>
  );
}

/** The hex under a pointer event's target, if any. */
function hexAt(e: Event): HexName | null {
  const el = (e.target as Element | null)?.closest?.('[data-hex]');
  return (el?.getAttribute('data-hex') as HexName | null) ?? null;
}

/** How long a tapped hex keeps its name shown, in ms. */
const TAP_SHOWS = 4000;

export function HexMap(p: HexMapProps) {
  // The hex pointed at (mouse), tapped (touch) or focused (keyboard): its name shown large.
  const [pointed, setPointed] = useState<Pointed | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  // On a phone, hexes to choose (or a hint drawn) bring the island up to tap on.
  const choices = [...p.choices].sort().join(' ');
  useBringIntoReach(svg, choices ? choices : p.hinted ? 'hint' : null);
  const tapTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(tapTimer.current), []);
  const point = (hex: HexName | null) =>
    setPointed((old) => {
      if (old?.hex === hex) return old;
      if (!hex) return null;
      // The island's scale on the screen now (zoomed in or not).
      const m = svg.current?.getScreenCTM();
      return { hex, px: m ? Math.hypot(m.a, m.b) : 1 };
    });
  const frame = p.viewBox.split(/\s+/).map(Number) as Frame;
  const [vx, vy, vw, vh] = frame;
  return (
    <svg
      ref={svg}
      class="hexmap"
      viewBox={p.viewBox}
      role="group"
      aria-label={t('tempus-island')}
      preserveAspectRatio="xMidYMid meet"
      onPointerMove={(e) => e.pointerType !== 'touch' && point(hexAt(e))}
      onPointerDown={(e) => {
        if (e.pointerType !== 'touch') return;
        point(hexAt(e));
        window.clearTimeout(tapTimer.current);
        tapTimer.current = window.setTimeout(() => point(null), TAP_SHOWS);
      }}
      onPointerLeave={(e) => e.pointerType !== 'touch' && point(null)}
    >
      <TerrainDefs />
      {/* The sea beyond the frame's edges, so that the island is framed by water on every side
          whatever the frame's shape (the sea goes on beyond the board, T10). */}
      <rect x={vx - vw} y={vy - vh} width={vw * 3} height={vh * 3} fill="url(#tt-sea)" class="sea-ground" aria-hidden="true" />
      {ALL_HEXES.map((h) => {
        const cell = p.cells.get(h) ?? 'sea';
        const { x, y } = centre(h);
        const choice = p.choices.has(h);
        const sel = p.selected.has(h);
        const mark = p.marked?.get(h);
        const art = artOf(cell);
        const land = isLand(cell);
        return (
          <g
            key={h}
            class={`hex hex-${cell}${choice ? ' choice' : ''}${sel ? ' selected' : ''}${mark ? ` mark-${mark}` : ''}`}
            data-hex={h}
            data-terrain={cell}
          >
            <polygon points={hexPoints(x, y)} fill={`url(#tt-${cell})`} class="hex-shape" />
            {art && <use href={`#${art}`} x={x} y={y} class="hex-art" data-art={cell} aria-hidden="true" />}
            {/* Its name, as the log and the rules say it ("F8"), on a plate on land; each hex's
                button says it too. */}
            {land && <rect x={x - 14} y={y + 10} width="28" height="14.5" rx="3" class="hex-plate" aria-hidden="true" />}
            <text x={x} y={y + 17.5} class="hex-name" text-anchor="middle" dominant-baseline="central" aria-hidden="true">
              {h}
            </text>
          </g>
        );
      })}
      {p.preview?.hexes.map(({ hex, terrain }) => {
        const { x, y } = centre(hex);
        return (
          <g
            key={`pv-${hex}`}
            class={`preview${p.preview!.ok ? ' ok' : ' bad'}`}
            data-preview={hex}
            data-terrain={terrain}
            aria-hidden="true"
          >
            <polygon points={hexPoints(x, y, R - 1.5)} fill={`url(#tt-${terrain})`} class="preview-shape" />
            <use href={`#art-${terrain}`} x={x} y={y} class="hex-art" />
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
          <g key={`pc-${h}`} class="pieces" data-hex={h}>
            {spot && (spot.city || spot.atlantis) ? <City s={s} value={spot.city ?? 0} atlantis={!!spot.atlantis} x={x} y={y - 8} /> : null}
            {spot && s && spot.tokens && !spot.atlantis && !spot.city ? <Stack s={s} tokens={spot.tokens} x={x - 2} y={y - 4} /> : null}
            {san > 0 && (
              <text x={x + R * 0.68} y={y + R * 0.18} class="san-mark" text-anchor="middle" aria-hidden="true">
                ✚{san > 1 ? san : ''}
              </text>
            )}
          </g>
        );
      })}
      {p.recent && p.recent.length > 0 && <Recent recent={p.recent} />}
      <HexHits {...p} onPointed={point} />
      {pointed && (
        <Callout
          at={pointed}
          cell={p.cells.get(pointed.hex) ?? 'sea'}
          pieces={hexPieces(
            p.spots.get(pointed.hex),
            p.styles.map((st) => st.name),
            p.sanitation.get(pointed.hex) ?? 0,
          ).join(', ')}
          frame={frame}
          reach={p.preview?.hexes.some((v) => v.hex === pointed.hex) ? TILE_REACH : HEX_REACH}
        />
      )}
    </svg>
  );
}

/** The legend's cells (their words: tempus-legend-cell). */
const LEGEND: Cell[] = ['grassland', 'farmland', 'hills', 'woods', 'mountain', 'lake', 'sea'];

/** What the grounds, pictures and marks mean: each cell drawn as on the island. */
export function MapLegend() {
  return (
    <ul class="map-legend" aria-label={t('tempus-legend')}>
      {LEGEND.map((cell) => {
        const art = artOf(cell);
        return (
          <li key={cell} data-cell={cell}>
            <svg width="30" height="26" viewBox="-31 -27 62 54" aria-hidden="true">
              <polygon points={hexPoints(0, 0, 30)} fill={`url(#tt-${cell})`} class="hex-shape" />
              {art && <use href={`#${art}`} x="0" y="4" />}
            </svg>
            {t('tempus-legend-cell', { cell })}
          </li>
        );
      })}
      <li>
        <span class="legend-mark" aria-hidden="true">
          ✚
        </span>
        {t('tempus-legend-sanitation')}
      </li>
    </ul>
  );
}
