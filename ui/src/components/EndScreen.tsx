// The end of the game: ranking and each player's Ecus over the turns (SVG chart).

import type { GameView } from '../types';
import type { SeatStyle } from '../logic/format';
import { ordinal, ranking } from '../logic/format';
import { SeatChip, patternId } from './Seat';

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

export function EcusChart({ history, styles }: { history: number[][]; styles: SeatStyle[] }) {
  const W = 460;
  const H = 250;
  const L = 40;
  const B = 30;
  const T = 14;
  const R = 90;
  const turns = history.length;
  const max = Math.max(4, ...history.flat());
  const xOf = (t: number) => L + (turns <= 1 ? 0 : (t * (W - L - R)) / (turns - 1));
  const yOf = (v: number) => T + (H - T - B) * (1 - v / max);
  const ticks = Array.from({ length: 5 }, (_, i) => Math.round((max * i) / 4));
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="chart-title chart-desc">
        <title id="chart-title">Ecus of each player at the end of each turn</title>
        <desc id="chart-desc">
          {styles
            .map((s) => `${s.name}: ${history.map((row) => row[s.seat] ?? 0).join(', ')}`)
            .join('; ')}
        </desc>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={L} x2={W - R} y1={yOf(v)} y2={yOf(v)} class="grid" />
            <text x={L - 6} y={yOf(v) + 4} class="axis" text-anchor="end">
              {v}
            </text>
          </g>
        ))}
        {history.map((_, t) => (
          <text key={t} x={xOf(t)} y={H - 10} class="axis" text-anchor="middle">
            T{t + 1}
          </text>
        ))}
        {styles.map((s, i) => {
          const pts = history.map((row, t) => [xOf(t), yOf(row[s.seat] ?? 0)] as const);
          const final = history[history.length - 1] ?? [];
          // Labels of players with equal final Ecus are stacked, not drawn on top of each other.
          const same = styles.filter((o) => o.seat < s.seat && (final[o.seat] ?? 0) === (final[s.seat] ?? 0)).length;
          const last = pts.length ? ([pts[pts.length - 1][0], pts[pts.length - 1][1] + same * 14] as const) : undefined;
          return (
            <g key={s.seat} class={`series c-stroke-${s.colour} dash-${i}`}>
              <polyline points={pts.map((p) => p.join(',')).join(' ')} class="line" />
              {pts.map(([x, y], t) => (
                <Marker key={t} kind={MARKERS[i % MARKERS.length]} x={x} y={y} s={s} />
              ))}
              {last && (
                <text x={last[0] + 10} y={last[1] + 4} class="series-label">
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

export function EndScreen({ view, styles }: { view: GameView; styles: SeatStyle[] }) {
  const rows = ranking(view.state.players);
  return (
    <section class="end-screen" aria-labelledby="end-title">
      <h2 id="end-title">The game is over</h2>
      <ol class="ranking">
        {rows.map((r) => (
          <li key={r.seat} class={r.rank === 1 ? 'winner' : ''}>
            <span class="rank">{ordinal(r.rank)}</span>
            <SeatChip s={styles[r.seat]} size={26} label="" />
            <span class="name">{r.name}</span>
            <span class="ecus">{r.ecus} Ecus</span>
            {r.rank === 1 && <span class="badge">winner</span>}
          </li>
        ))}
      </ol>
      {view.state.ecus_history.length > 0 && <EcusChart history={view.state.ecus_history} styles={styles} />}
      <a class="button primary" href="#/">
        Back to saved games
      </a>
    </section>
  );
}
