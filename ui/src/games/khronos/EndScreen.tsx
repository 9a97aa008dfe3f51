// The end of the game: ranking and each player's Ecus over the turns (SVG chart).

import type { KhronosGameView } from './types';
import type { SeatStyle } from '../../table/format';
import { ordinal } from '../../table/format';
import { ranking } from './format';
import { SeatChip } from '../../table/Seat';
import { SeatLineChart } from '../../table/SeatLineChart';
import { GameOverLinks } from '../../table/TableExits';

export function EndScreen({ view, styles }: { view: KhronosGameView; styles: SeatStyle[] }) {
  const rows = ranking(view.state.players);
  return (
    <section class="end-screen" aria-labelledby="end-title">
      <h2 id="end-title" tabIndex={-1}>The game is over</h2>
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
      {view.state.ecus_history.length > 0 && (
        <SeatLineChart
          id="ecus-chart"
          title="Ecus of each player at the end of each turn"
          series={view.state.ecus_history}
          styles={styles}
          yMin={0}
          yMax={Math.max(4, ...view.state.ecus_history.flat())}
          yTicks={4}
          xLabel={(t) => `T${t + 1}`}
        />
      )}
      <GameOverLinks gameId={view.id} />
    </section>
  );
}
