// The end of the game: ranking and each player's Ecus over the turns (SVG chart).

import type { KhronosGameView } from './types';
import type { SeatStyle } from '../../table/format';
import { ordinal } from '../../table/format';
import { ranking } from './format';
import { SeatChip } from '../../table/Seat';
import { SeatLineChart } from '../../table/SeatLineChart';
import { GameOverLinks } from '../../table/TableExits';
import { t } from '../../i18n';

export function EndScreen({ view, styles }: { view: KhronosGameView; styles: SeatStyle[] }) {
  const rows = ranking(view.state.players);
  return (
    <section class="end-screen" aria-labelledby="end-title">
      <h2 id="end-title" tabIndex={-1}>
        {t('khronos-end-title')}
      </h2>
      <ol class="ranking">
        {rows.map((r) => (
          <li key={r.seat} class={r.rank === 1 ? 'winner' : ''}>
            <span class="rank">{ordinal(r.rank)}</span>
            <SeatChip s={styles[r.seat]} size={26} label="" />
            <span class="name">{r.name}</span>
            <span class="ecus">{t('khronos-end-ecus', { count: r.ecus })}</span>
            {r.rank === 1 && <span class="badge">{t('khronos-end-winner')}</span>}
          </li>
        ))}
      </ol>
      {view.state.ecus_history.length > 0 && (
        <SeatLineChart
          id="ecus-chart"
          title={t('khronos-end-chart')}
          series={view.state.ecus_history}
          styles={styles}
          yMin={0}
          yMax={Math.max(4, ...view.state.ecus_history.flat())}
          yTicks={4}
          xLabel={(n) => t('khronos-end-chart-turn', { turn: n + 1 })}
        />
      )}
      <GameOverLinks gameId={view.id} />
    </section>
  );
}
