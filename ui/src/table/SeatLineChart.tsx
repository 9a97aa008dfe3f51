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
      return <path d={`M${x - 5} ${y - 5} L${x + 5} ${y + 5} M${x + 5} ${y - 5} L${x - 5} ${y + 5}`} class={`marker-line c-stroke-${s.colour}`} />;
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
        {series.map((_, t) => (
          <text key={t} x={xOf(t)} y={H - 10} class="axis" text-anchor="middle">
            {xLabel(t)}
          </text>
        ))}
        {styles.map((s, i) => {
          const off = (i - (styles.length - 1) / 2) * spread;
          const pts = series.map((row, t) => [xOf(t), yOf(value(row, s.seat)) + off] as const);
          // Labels of players with equal final values are stacked, not drawn on top of each other.
          const same = styles.filter((o) => o.seat < s.seat && value(final, o.seat) === value(final, s.seat)).length;
          const lastX = pts.length ? pts[pts.length - 1][0] : null;
          return (
            <g key={s.seat} class={`series c-stroke-${s.colour} dash-${i}`}>
              <polyline points={pts.map((p) => p.join(',')).join(' ')} class="line" />
              {pts.map(([x, y], t) => (
                <Marker key={t} kind={MARKERS[i % MARKERS.length]} x={x} y={y} s={s} />
              ))}
              {lastX !== null && (
                <text x={lastX + 10} y={yOf(value(final, s.seat)) + same * 14 + 4} class="series-label">
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
