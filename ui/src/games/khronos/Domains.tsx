// The domains of one board as the engine counts them (the view's `domains`: who collects
// each, and what it pays at earnings): under the buildings, each domain of two or more
// buildings tinted with its collector's pattern and outlined in the collector's colour; above
// them, a marker beside the domain with the collector's chip (colour, pattern and letter) and
// the Ecus it pays. A lone building is its own domain and pays nothing: its tile says enough.

import { memo } from '../../table/memo';
import type { SeatStyle } from '../../table/format';
import { patternId } from '../../table/Seat';
import { listInWords, t } from '../../i18n';
import type { BuildingView, KhronosDomain } from './types';
import type { MapInfo } from './squares';
import { parseSquare } from './squares';
import { ecusInWords } from './words';
import type { MarkerSpot } from './shapes';
import { outlinePath, placeMarkers } from './shapes';
import { sameBoard, sameList } from './Building';

/** A domain as drawn. */
export interface DomainShape {
  key: string;
  /** Its outline (a path; holes are loops of their own). */
  d: string;
  collectors: number[];
  worth: number;
  /** How many buildings stand on it (a printed Hamlet under a building not counted). */
  count: number;
  /** The marker's pill: its middle and size. */
  spot: MarkerSpot;
  width: number;
}

/** The marker's height and a chip's radius, in drawing units. */
export const PILL_H = 28;
const CHIP_R = 12.5;

/** The pill's width for `chips` chips and the worth's text. */
function pillWidth(chips: number, worth: string): number {
  return 5 + chips * (2 * CHIP_R + 2) + worth.length * 8.5 + 14;
}

const shapesCache = new WeakMap<KhronosDomain[], DomainShape[]>();

/**
 * The domains of a board worth drawing: those of two or more buildings, with their outlines
 * and where their markers go (the same list for the same domains).
 */
export function domainShapes(domains: KhronosDomain[], board: BuildingView[], map: MapInfo): DomainShape[] {
  const cached = shapesCache.get(domains);
  if (cached) return cached;
  const covered = new Set<string>();
  for (const b of board) if (!b.printed) for (const s of b.squares) covered.add(s.toUpperCase());
  const shown = board.filter((b) => !(b.printed && b.squares.every((s) => covered.has(s.toUpperCase()))));
  const occupied = new Set<string>();
  for (const b of board)
    for (const s of b.squares) {
      const { x, y } = parseSquare(s);
      occupied.add(`${x},${y}`);
    }
  const drawn = domains
    .map((dom) => {
      const squares = new Set(dom.squares.map((s) => s.toUpperCase()));
      const count = shown.filter((b) => squares.has(b.squares[0].toUpperCase())).length;
      return { dom, count, cells: dom.squares.map(parseSquare), width: pillWidth(Math.max(1, dom.collectors.length), String(dom.worth)) };
    })
    .filter((d) => d.count >= 2);
  // Markers only for domains someone collects; the others are only outlined.
  const marked = drawn.filter((d) => d.dom.collectors.length > 0);
  const spots = placeMarkers(marked, occupied, map.width, map.height, PILL_H);
  const spotOf = new Map(marked.map((d, i) => [d, spots[i]]));
  const out: DomainShape[] = drawn.map((d) => ({
    key: d.dom.squares[0],
    d: outlinePath(d.cells, 0, 4),
    collectors: d.dom.collectors,
    worth: d.dom.worth,
    count: d.count,
    spot: spotOf.get(d) ?? { side: 'inside', x: 0, y: 0 },
    width: d.width,
  }));
  shapesCache.set(domains, out);
  return out;
}

/** A domain's name for screen readers (and its tooltip). */
export function domainWords(d: DomainShape, styles: SeatStyle[]): string {
  const names = d.collectors.map((s) => styles[s]?.name ?? '');
  if (!names.length) return t('khronos-domain-nobody', { count: d.count });
  const args = { names: listInWords(names), count: d.count, ecus: ecusInWords(d.worth) };
  return names.length > 1 ? t('khronos-domain-shared', args) : t('khronos-domain', args);
}

function kindOf(d: DomainShape): string {
  return d.collectors.length === 0 ? 'nobody' : d.collectors.length > 1 ? 'shared' : 'one';
}

interface DomainsProps {
  domains: KhronosDomain[];
  board: BuildingView[];
  map: MapInfo;
  styles: SeatStyle[];
}

/** Whether two lists of domains say the same. */
export function sameDomains(a: KhronosDomain[], b: KhronosDomain[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((d, i) => {
    const o = b[i];
    return d.worth === o.worth && sameList(d.squares, o.squares) && sameList(d.collectors, o.collectors);
  });
}

const same = (p: DomainsProps, n: DomainsProps) =>
  p.map === n.map && p.styles === n.styles && sameDomains(p.domains, n.domains) && sameBoard(p.board, n.board);

/** The domains' tints and outlines, drawn under the buildings. */
export const DomainAreas = memo(function DomainAreas({ domains, board, map, styles }: DomainsProps) {
  return (
    <g class="domains" aria-hidden="true">
      {domainShapes(domains, board, map).map((d) => {
        const s = d.collectors.length === 1 ? styles[d.collectors[0]] : undefined;
        return (
          <g key={d.key} class={`domain ${kindOf(d)}`} data-domain={d.key}>
            {s && <path d={d.d} class="domain-tint" fill={`url(#${patternId(s)})`} />}
            <path d={d.d} class={s ? `domain-line c-stroke-${s.colour}` : 'domain-line'} />
          </g>
        );
      })}
    </g>
  );
}, same);

/** The domains' markers, drawn over the buildings: each names its domain. */
export const DomainMarkers = memo(function DomainMarkers({ domains, board, map, styles }: DomainsProps) {
  return (
    <g class="domain-markers">
      {domainShapes(domains, board, map)
        .filter((d) => d.collectors.length > 0)
        .map((d) => {
          const words = domainWords(d, styles);
          const { x, y } = d.spot;
          const left = x - d.width / 2;
          const top = y - PILL_H / 2;
          const one = d.collectors.length === 1 ? styles[d.collectors[0]] : undefined;
          const worthX = left + 5 + d.collectors.length * (2 * CHIP_R + 2) + 2;
          return (
            <g
              key={d.key}
              class={`domain ${kindOf(d)} domain-marker`}
              data-domain={d.key}
              data-side={d.spot.side}
              role="img"
              aria-label={words}
            >
              <title>{words}</title>
              <rect
                x={left}
                y={top}
                width={d.width}
                height={PILL_H}
                rx={PILL_H / 2}
                class={one ? `domain-pill c-stroke-${one.colour}` : 'domain-pill'}
              />
              {d.collectors.map((seat, i) => {
                const s = styles[seat];
                if (!s) return null;
                const cx = left + 5 + CHIP_R + i * (2 * CHIP_R + 2) - 1;
                return (
                  <g key={seat} class="domain-chip" data-seat={seat}>
                    <circle cx={cx} cy={y} r={CHIP_R} fill={`url(#${patternId(s)})`} class="chip-ring" />
                    <circle cx={cx} cy={y} r={CHIP_R - 4.5} class="domain-chip-core" />
                    <text x={cx} y={y + 0.5} class="domain-chip-letter" text-anchor="middle" dominant-baseline="central">
                      {s.letter}
                    </text>
                  </g>
                );
              })}
              <text x={worthX} y={y + 0.5} class="domain-worth" dominant-baseline="central" data-worth={d.worth}>
                {d.worth}
                <tspan class="domain-coin" dx="1">
                  ¤
                </tspan>
              </text>
            </g>
          );
        })}
    </g>
  );
}, same);
