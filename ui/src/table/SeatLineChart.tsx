// A line chart of one number per seat over time (Ecus per turn, eras per progress phase),
// drawn in SVG. Each seat's line carries its colour, a dash pattern and a marker shape, and
// its name at the end of the line, so colour is never the only cue.

import type { SeatStyle } from './format';
import { patternId } from './Seat';
import { t } from '../i18n';

const MARKERS = ['circle', 'square', 'triangle', 'diamond', 'cross'] as const;

function Marker({ kind, x, y, s }: { kind: (typeof MARKERS)[number]; x: number; y: number; s: SeatStyle }) {
  const fill = `url(#${patternId(s)})`;
  switch (kind) {
    case 'square':
      return <rect x={x - 5} y={y - 5} width="10" height="10" fill={fill} class="marker" />;
    case 'triangle':
      return <path d={`M${x} ${y - 6} L${x + 6} ${y + 5} L${x - 6} ${y + 5} Z`} fill={fill} class="marker" />;
    case 'diamond':
      return <path d={`M${x} ${y - 6} L${x + 6} ${y} L${x} ${y + 6} L${x - 6} ${y} Z`} fill={fill} class="marker" />;
    case 'cross':
      return (
        <path
          d={`M${x - 5} ${y - 5} L${x + 5} ${y + 5} M${x + 5} ${y - 5} L${x - 5} ${y + 5}`}
          class={`marker-line c-stroke-${s.colour}`}
        />
      );
    default:
      return <circle cx={x} cy={y} r="5.5" fill={fill} class="marker" />;
  }
}

export interface SeatLineChartProps {
  /** Unique prefix of the chart's title and description ids. */
  id: string;
  /** The chart's title (also its accessible name). */
  title: string;
  /** One row per point in time, one value per seat. */
  series: number[][];
  styles: SeatStyle[];
  yMin: number;
  yMax: number;
  /** Grid lines: this many steps between `yMin` and `yMax`. */
  yTicks: number;
  xLabel: (t: number) => string;
  /** Vertical spread between seats' lines, so equal values stay apart. */
  spread?: number;
}

/** Least vertical room between two seats' names at the lines' end, in the chart's units. */
const LABEL_GAP = 14;
/** Least horizontal room between two labels of the time axis. */
const AXIS_LABEL_ROOM = 34;

/**
 * Heights for labels wanted at `wanted`, moved apart as little as can be so that any two are
 * at least `gap` apart, in their order, and kept within `top`..`bottom` where there is room.
 */
export function spreadLabels(wanted: number[], gap: number, top: number, bottom: number): number[] {
  const order = wanted.map((y, i) => [y, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const placed = order.map(([y]) => y);
  for (let k = 1; k < placed.length; k++) placed[k] = Math.max(placed[k], placed[k - 1] + gap);
  // Pushed past the bottom: the whole run moves up as far as the top allows.
  const over = placed.length ? placed[placed.length - 1] - bottom : 0;
  if (over > 0) {
    for (let k = placed.length - 1; k >= 0; k--) {
      const limit = k === placed.length - 1 ? bottom : placed[k + 1] - gap;
      placed[k] = Math.max(top, Math.min(placed[k], limit));
    }
  }
  const out = new Array<number>(wanted.length);
  order.forEach(([, i], k) => {
    out[i] = placed[k];
  });
  return out;
}

/** Which of `n` points of the time axis get a label when they are `step` apart: every one
 * while there is room, else every k-th (the last always). */
export function labelledPoints(n: number, step: number, room = AXIS_LABEL_ROOM): number[] {
  const every = step >= room || n <= 1 ? 1 : Math.ceil(room / Math.max(step, 1));
  const shown = Array.from({ length: n }, (_, i) => i).filter((i) => i % every === 0);
  const last = n - 1;
  if (n > 0 && shown[shown.length - 1] !== last) {
    // The last point always has its label: one too close before it gives way.
    if ((last - shown[shown.length - 1]) * step < room && shown.length > 1) shown.pop();
    shown.push(last);
  }
  return shown;
}

export function SeatLineChart({ id, title, series, styles, yMin, yMax, yTicks, xLabel, spread = 0 }: SeatLineChartProps) {
  const W = 470;
  const H = 255;
  const L = 40;
  const B = 30;
  const T = 15;
  const R = 90;
  const n = series.length;
  const span = Math.max(1, yMax - yMin);
  const xOf = (t: number) => L + (n <= 1 ? 0 : (t * (W - L - R)) / (n - 1));
  const yOf = (v: number) => T + (H - T - B) * (1 - (v - yMin) / span);
  const ticks = [...new Set(Array.from({ length: yTicks + 1 }, (_, i) => Math.round(yMin + (span * i) / yTicks)))];
  const value = (row: number[] | undefined, seat: number) => row?.[seat] ?? yMin;
  const final = series[n - 1];
  // Names at the lines' end, moved apart where final values are equal or close.
  const labelY = spreadLabels(
    styles.map((s) => yOf(value(final, s.seat))),
    LABEL_GAP,
    T + 4,
    H - B,
  );
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>
          {styles
            .map((s) => t('table-chart-seat', { name: s.name, values: series.map((row) => value(row, s.seat)).join(', ') }))
            .reduce<string | null>((before, after) => (before === null ? after : t('table-chart-next', { before, after })), null) ?? ''}
        </desc>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={L} x2={W - R} y1={yOf(v)} y2={yOf(v)} class="grid" />
            <text x={L - 6} y={yOf(v) + 4} class="axis" text-anchor="end">
              {v}
            </text>
          </g>
        ))}
        {labelledPoints(n, n <= 1 ? W : (W - L - R) / (n - 1)).map((t) => (
          <text key={t} x={xOf(t)} y={H - 10} class="axis" text-anchor="middle">
            {xLabel(t)}
          </text>
        ))}
        {styles.map((s, i) => {
          const off = (i - (styles.length - 1) / 2) * spread;
          const pts = series.map((row, t) => [xOf(t), yOf(value(row, s.seat)) + off] as const);
          const lastX = pts.length ? pts[pts.length - 1][0] : null;
          return (
            <g key={s.seat} class={`series c-stroke-${s.colour} dash-${i}`}>
              <polyline points={pts.map((p) => p.join(',')).join(' ')} class="line" />
              {pts.map(([x, y], t) => (
                <Marker key={t} kind={MARKERS[i % MARKERS.length]} x={x} y={y} s={s} />
              ))}
              {lastX !== null && (
                <text x={lastX + 10} y={labelY[i] + 4} class="series-label">
                  {s.letter} {s.name}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
