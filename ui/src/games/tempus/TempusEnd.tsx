// The end of a game of Tempus: ranking with victory points by source, and the eras each
// player reached over time (SVG chart).

import type { TempusState } from './types';
import type { SeatStyle } from '../../table/format';
import { ordinal } from '../../table/format';
import { citiesOnMap, eraSeries, vpRanking } from './tempus';
import { SeatChip } from '../../table/Seat';
import { SeatLineChart } from '../../table/SeatLineChart';
import { GameOverLinks } from '../../table/TableExits';

export function TempusEnd({ state, styles, gameId }: { state: TempusState; styles: SeatStyle[]; gameId: number }) {
  const rows = vpRanking(state.players, citiesOnMap(state.board, state.players.length));
  return (
    <section class="end-screen" aria-labelledby="end-title">
      <h2 id="end-title" tabIndex={-1}>The game is over</h2>
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
      <SeatLineChart
        id="era-chart"
        title="Era of each player after each progress phase"
        series={eraSeries(state.era_history, styles.length)}
        styles={styles}
        yMin={1}
        yMax={10}
        yTicks={9}
        xLabel={(t) => (t === 0 ? 'start' : String(t))}
        spread={3}
      />
      <GameOverLinks gameId={gameId} />
    </section>
  );
}
