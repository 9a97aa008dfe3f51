// One age's board as a scalable SVG: terrain textures, the domains (tinted and outlined by
// who collects them, with a marker), buildings as tiles with type, value, controller
// (pattern + letter), ruins, renovations and cubes; highlights come from the legal actions
// only.

import { memo } from '../../table/memo';
import type { SeatStyle } from '../../table/format';
import type { Age, BuildingView, KhronosDomain, Square } from './types';
import type { Candidate } from './candidates';
import { highlighted } from './candidates';
import type { MapInfo } from './squares';
import { onMap, parseSquare, squareName, terrainAt } from './squares';
import { useMemo, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { M, S, geometry } from './geometry';
import { framePieces } from './shapes';
import { Building, sameBoard, sameList } from './Building';
import { DomainAreas, DomainMarkers, sameDomains } from './Domains';
import type { Mark } from '../../types';
import { markWords } from '../../table/marks';
import { khronosWords } from './gameWords';

export interface BoardProps {
  age: Age;
  /** This age's buildings (compared by content, so a new view with the same board does not re-render it). */
  board: BuildingView[];
  /** This age's domains as the engine counts them (compared by content). */
  domains: KhronosDomain[];
  map: MapInfo;
  styles: SeatStyle[];
  /** The place candidates (all ages); only read when `placing`. Compared by reference. */
  cands: Candidate[];
  placing: boolean;
  selected?: Square[] | null;
  preview?: Square[] | null;
  /** Stable callbacks (their identity never matters for re-rendering). `onSquare`: a square
   * tapped while placing; `onTap`: the board tapped anywhere (a journey's destination). */
  onSquare: (age: Age, sq: Square) => void;
  onTap: (age: Age) => void;
  onHover: (age: Age, sq: Square | null) => void;
  describeSquare: (age: Age, sq: Square) => string;
  /** What the latest actions changed on this board (compared by reference). */
  recent: Mark[];
}

/** Coordinates and terrain: depends on the map only. */
const Terrain = memo(
  function Terrain({ map }: { map: MapInfo }) {
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
            const terrain = map.terrain[i] ?? 'plain';
            const { x, y } = xy[i];
            return <rect key={sq} x={M + x * S} y={M + y * S} width={S} height={S} class={`sq t-${terrain}`} />;
          })}
        </g>
      </>
    );
  },
  (p, n) => p.map === n.map,
);

const Buildings = memo(
  function Buildings({ board, styles, arriving }: { board: BuildingView[]; styles: SeatStyle[]; arriving: ReadonlySet<string> }) {
    const covered = new Set<string>();
    for (const b of board) if (!b.printed) for (const s of b.squares) covered.add(s.toUpperCase());
    // A building over a printed Hamlet hides it.
    const shown = board.filter((b) => !(b.printed && b.squares.every((s) => covered.has(s.toUpperCase()))));
    return (
      <g class="buildings">
        {shown.map((b) => (
          <Building key={b.id} b={b} styles={styles} arriving={arriving.has(b.squares[0].toUpperCase())} />
        ))}
      </g>
    );
  },
  (p, n) => p.styles === n.styles && p.arriving === n.arriving && sameBoard(p.board, n.board),
);

/** The squares of what the latest action built or changed on a board, where its tiles land. */
function arrivingOf(recent: Mark[]): ReadonlySet<string> {
  const out = new Set<string>();
  for (const m of recent) if (m.kind === 'built' || m.kind === 'changed') for (const sq of m.at) out.add(sq.toUpperCase());
  return out;
}

const Marks = memo(
  function Marks({
    map,
    highlight,
    selected,
    preview,
  }: {
    map: MapInfo;
    highlight: Set<Square> | null;
    selected: Square[] | null;
    preview: Square[] | null;
  }) {
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

/**
 * What the latest actions changed: a frame round what was built or changed (one frame round
 * a whole building, drawn as a piece per square so that each square keeps its words), a
 * ring where a cube was added, and a fading ghost where something was removed: over the
 * whole square where it stands empty, or a small one in its corner where a building now
 * stands (a paradox's ripple copy in the place of what it destroyed), which stays in sight.
 */
const Recent = memo(
  function Recent({ map, recent, board }: { map: MapInfo; recent: Mark[]; board: BuildingView[] }) {
    const covered = new Set<string>();
    for (const b of board) for (const s of b.squares) covered.add(s.toUpperCase());
    const out = [];
    for (const [i, m] of recent.entries()) {
      // What was built or changed: one frame round its squares, a piece of it per square.
      const frame =
        m.kind === 'removed' || m.kind === 'added'
          ? null
          : framePieces(
              m.at.map(parseSquare).filter(({ x, y }) => onMap(map, x, y)),
              1,
            );
      for (const sq of m.at) {
        const { x, y } = parseSquare(sq);
        if (!onMap(map, x, y)) continue;
        const [px, py] = [M + x * S, M + y * S];
        const key = `${i}-${sq}`;
        const words = markWords(m, khronosWords);
        if (m.kind === 'removed' && covered.has(sq.toUpperCase())) {
          const [gx, gy, g] = [px + 3, py + S - 21, 18];
          out.push(
            <g key={key} class="recent ghost ghost-corner" data-mark={m.kind} data-square={sq.toUpperCase()} data-covered="true">
              <title>{words}</title>
              <rect x={gx} y={gy} width={g} height={g} rx="2" class="ghost-shape" />
              <path
                d={`M${gx + 4} ${gy + 4} L${gx + g - 4} ${gy + g - 4} M${gx + g - 4} ${gy + 4} L${gx + 4} ${gy + g - 4}`}
                class="ghost-cross"
              />
            </g>,
          );
        } else if (m.kind === 'removed') {
          out.push(
            <g key={key} class="recent ghost" data-mark={m.kind} data-square={sq.toUpperCase()}>
              <title>{words}</title>
              <rect x={px + 3} y={py + 3} width={S - 6} height={S - 6} rx="3" class="ghost-shape" />
              <path
                d={`M${px + 10} ${py + 10} L${px + S - 10} ${py + S - 10} M${px + S - 10} ${py + 10} L${px + 10} ${py + S - 10}`}
                class="ghost-cross"
              />
            </g>,
          );
        } else if (m.kind === 'added') {
          out.push(
            <circle
              key={key}
              cx={px + S - 8}
              cy={py + 8}
              r="6"
              class="recent recent-added"
              data-mark={m.kind}
              data-square={sq.toUpperCase()}
            >
              <title>{words}</title>
            </circle>,
          );
        } else {
          out.push(
            <path
              key={key}
              d={frame?.get(`${x},${y}`) ?? ''}
              class={`recent recent-${m.kind}`}
              data-mark={m.kind}
              data-square={sq.toUpperCase()}
            >
              <title>{words}</title>
            </path>,
          );
        }
      }
    }
    // A band of light sweeps the board the latest action changed; a ripple's boards one after
    // the other, in the order of the ages (styles/motion.css).
    const { W, H } = geometry(map);
    return (
      <g class="recents">
        {out.length > 0 && (
          <rect class="sweep" x={-S * 2} y="0" width={S * 2} height={H + 2} style={{ '--sweep-to': `${W + S * 2}px` }} aria-hidden="true" />
        )}
        {out}
      </g>
    );
  },
  (p, n) => p.map === n.map && p.recent === n.recent && sameBoard(p.board, n.board),
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

/** The square an arrow key leads to from `sq` (none past the board's edge). */
function stepFrom(map: MapInfo, sq: Square, key: string): Square | null {
  const d: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  const step = d[key];
  if (!step) return null;
  const { x, y } = parseSquare(sq);
  return onMap(map, x + step[0], y + step[1]) ? (squareName(x + step[0], y + step[1]) as Square) : null;
}

/**
 * The board's squares as one tab stop (a roving tab index): Tab reaches the board once, on
 * the first place it can take now, and the arrow keys walk its squares; Enter or Space acts
 * on a place that can be chosen. Only those are buttons; every square says what it is.
 */
const Hits = memo(
  function Hits({ age, map, highlight, onSquare, onHover, describeSquare }: HitsProps) {
    const { squares, xy } = geometry(map);
    // The square last walked to or focused; until then, the first place that can be chosen.
    const [cursor, setCursor] = useState<Square | null>(null);
    const stop = cursor ?? squares.find((sq) => highlight?.has(sq)) ?? squares[0];
    // Shared handlers: the square comes from the element, so no closure per square.
    const sqOf = (e: Event) => (e.currentTarget as Element).getAttribute('data-square') as Square;
    const click = (e: Event) => onSquare(age, sqOf(e));
    const enter = (e: PointerEvent) => {
      if (e.pointerType === 'mouse') onHover(age, sqOf(e));
    };
    const leave = (e: PointerEvent) => {
      if (e.pointerType === 'mouse') onHover(age, null);
    };
    const focus = (e: Event) => {
      setCursor(sqOf(e));
      onHover(age, sqOf(e));
    };
    const blur = () => onHover(age, null);
    const key = (e: KeyboardEvent) => {
      const sq = sqOf(e);
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        if (!highlight?.has(sq)) return;
        onSquare(age, sq);
        // Chosen by the keyboard: Confirm takes the focus once it shows (Shift+Tab goes back
        // to the list of places), without scrolling the board away.
        requestAnimationFrame(() => document.querySelector<HTMLElement>('button[data-confirm]')?.focus({ preventScroll: true }));
        return;
      }
      const next = stepFrom(map, sq, e.key);
      if (!e.key.startsWith('Arrow')) return;
      e.preventDefault();
      if (!next) return;
      setCursor(next);
      ((e.currentTarget as Element).parentNode as Element | null)?.querySelector<SVGElement>(`[data-square="${next}"]`)?.focus();
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
              tabindex={sq === stop ? 0 : -1}
              role={h ? 'button' : 'img'}
              aria-label={
                h
                  ? describeSquare(age, sq)
                  : t('khronos-square-not-here', { square: sq, terrain: t('khronos-terrain', { terrain: terrainAt(map, sq) }) })
              }
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
  if (!m) {
    m = new Map();
    highlightCache.set(cands, m);
  }
  let h = m.get(age);
  if (!h) {
    h = highlighted(cands, age);
    m.set(age, h);
  }
  return h;
}

function BoardImpl(props: BoardProps) {
  const { age, board, domains, map, styles, cands, placing, selected, preview, onSquare, onTap, onHover, describeSquare, recent } = props;
  const { W, H } = geometry(map);
  const highlight = placing ? highlightOf(cands, age) : null;
  const arriving = useMemo(() => arrivingOf(recent), [recent]);
  // A tap anywhere on the board is handed on whatever the mode (a journey takes the whole
  // board as its target, beside the heading's button), so choosing an Adventurer adds no
  // element to the board.
  return (
    <svg
      class="board-svg"
      viewBox={`0 0 ${W + 2} ${H + 2}`}
      role="group"
      aria-label={t('khronos-board', { age })}
      data-age={age}
      onClick={() => onTap(age)}
    >
      <Terrain map={map} />
      <DomainAreas domains={domains} board={board} map={map} styles={styles} />
      <Buildings board={board} styles={styles} arriving={arriving} />
      <DomainMarkers domains={domains} board={board} map={map} styles={styles} />
      <Recent map={map} recent={recent} board={board} />
      <Marks map={map} highlight={highlight} selected={selected ?? null} preview={preview ?? null} />
      {placing && (
        <Hits
          age={age}
          map={map}
          highlight={highlight}
          cands={cands}
          onSquare={onSquare}
          onHover={onHover}
          describeSquare={describeSquare}
        />
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
    p.onSquare === n.onSquare &&
    p.onTap === n.onTap &&
    p.onHover === n.onHover &&
    p.describeSquare === n.describeSquare &&
    p.recent === n.recent &&
    sameList(p.selected, n.selected) &&
    sameList(p.preview, n.preview) &&
    sameBoard(p.board, n.board) &&
    sameDomains(p.domains, n.domains),
);
