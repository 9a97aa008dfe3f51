// The end of a game of Tempus: ranking with victory points by source, and the eras each
// player reached over time (SVG chart).

import type { TempusState } from '../tempusTypes';
import type { SeatStyle } from '../logic/format';
import { ordinal } from '../logic/format';
import { citiesOnMap, eraSeries, vpRanking } from '../logic/tempus';
import { SeatChip, patternId } from './Seat';

export function EraChart({ history, styles }: { history: number[][]; styles: SeatStyle[] }) {
  const series = eraSeries(history, styles.length);
  const W = 480;
  const H = 260;
  const L = 36;
  const B = 30;
  const T = 16;
  const Rm = 90;
  const n = series.length;
  const xOf = (t: number) => L + (n <= 1 ? 0 : (t * (W - L - Rm)) / (n - 1));
  const yOf = (era: number) => T + (H - T - B) * (1 - (era - 1) / 9);
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="era-chart-title era-chart-desc">
        <title id="era-chart-title">Era of each player after each progress phase</title>
        <desc id="era-chart-desc">{styles.map((s) => `${s.name}: ${series.map((r) => r[s.seat] ?? 1).join(', ')}`).join('; ')}</desc>
        {[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((e) => (
          <g key={e}>
            <line x1={L} x2={W - Rm} y1={yOf(e)} y2={yOf(e)} class="grid" />
            <text x={L - 6} y={yOf(e) + 4} class="axis" text-anchor="end">
              {e}
            </text>
          </g>
        ))}
        {series.map((_, t) => (
          <text key={t} x={xOf(t)} y={H - 10} class="axis" text-anchor="middle">
            {t === 0 ? 'start' : t}
          </text>
        ))}
        {styles.map((s, i) => {
          const off = (i - (styles.length - 1) / 2) * 3;
          const pts = series.map((row, t) => [xOf(t), yOf(row[s.seat] ?? 1) + off] as const);
          const final = series[series.length - 1] ?? [];
          // Labels of players in the same final era are stacked, not drawn on top of each other.
          const same = styles.filter((o) => o.seat < s.seat && (final[o.seat] ?? 1) === (final[s.seat] ?? 1)).length;
          const last = pts.length ? ([pts[pts.length - 1][0], yOf(final[s.seat] ?? 1) + same * 14] as const) : undefined;
          return (
            <g key={s.seat} class={`series c-stroke-${s.colour} dash-${i}`}>
              <polyline points={pts.map((p) => p.join(',')).join(' ')} class="line" />
              {pts.map(([x, y], t) => (
                <circle key={t} cx={x} cy={y} r="4.5" fill={`url(#${patternId(s)})`} class="marker" />
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

export function TempusEnd({ state, styles }: { state: TempusState; styles: SeatStyle[] }) {
  const rows = vpRanking(state.players, citiesOnMap(state.board, state.players.length));
  return (
    <section class="end-screen" aria-labelledby="end-title">
      <h2 id="end-title">The game is over</h2>
      <table class="vp-table" aria-label="Victory points">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col">Hexes</th>
            <th scope="col">Cities</th>
            <th scope="col">Flight</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const p = state.players[r.seat];
            return (
              <tr key={r.seat} class={r.rank === 1 ? 'winner' : ''} data-seat={r.seat}>
                <td>{ordinal(r.rank)}</td>
                <th scope="row">
                  <SeatChip s={styles[r.seat]} size={22} label="" /> {r.name} {r.rank === 1 && <span class="badge">winner</span>}
                </th>
                <td>{p.points.hexes}</td>
                <td>{p.points.cities}</td>
                <td>{p.points.flight}</td>
                <td>
                  <strong>{p.points.total}</strong>
                  {r.tiedOnPoints && <span class="small muted"> ({p.hand_count} card{p.hand_count === 1 ? '' : 's'} in hand)</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p class="muted">Ties on points are broken by most Idea cards in hand, then most cities on the map; players still tied share the victory.</p>
      <EraChart history={state.era_history} styles={styles} />
      <a class="button primary" href="#/">
        Back to saved games
      </a>
    </section>
  );
}
