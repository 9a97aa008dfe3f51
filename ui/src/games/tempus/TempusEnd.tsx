// The end of a game of Tempus: ranking with victory points by source, and the eras each
// player reached over time (SVG chart).

import type { TempusState } from './types';
import type { SeatStyle } from '../../table/format';
import { ordinal } from '../../table/format';
import { citiesOnMap, eraSeries, vpRanking } from './tempus';
import { SeatChip } from '../../table/Seat';
import { SeatLineChart } from '../../table/SeatLineChart';
import { GameOverLinks } from '../../table/TableExits';
import { t } from '../../i18n';
import { eraInWords } from './words';

export function TempusEnd({ state, styles, gameId }: { state: TempusState; styles: SeatStyle[]; gameId: number }) {
  const rows = vpRanking(state.players, citiesOnMap(state.board, state.players.length));
  return (
    <section class="end-screen" aria-labelledby="end-title">
      <h2 id="end-title" tabIndex={-1}>
        {t('tempus-end-title')}
      </h2>
      <table class="vp-table" aria-label={t('tempus-end-table')}>
        <thead>
          <tr>
            <th scope="col">{t('tempus-end-rank')}</th>
            <th scope="col">{t('tempus-end-player')}</th>
            <th scope="col">{t('tempus-end-hexes')}</th>
            <th scope="col">{t('tempus-end-cities')}</th>
            <th scope="col">{eraInWords(10)}</th>
            <th scope="col">{t('tempus-end-total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const p = state.players[r.seat];
            return (
              <tr key={r.seat} class={r.rank === 1 ? 'winner' : ''} data-seat={r.seat}>
                <td>{ordinal(r.rank)}</td>
                <th scope="row">
                  <SeatChip s={styles[r.seat]} size={22} label="" /> {r.name}{' '}
                  {r.rank === 1 && <span class="badge">{t('tempus-end-winner')}</span>}
                </th>
                <td>{p.points.hexes}</td>
                <td>{p.points.cities}</td>
                <td>{p.points.flight}</td>
                <td>
                  <strong>{p.points.total}</strong>
                  {r.tiedOnPoints && <span class="small muted"> {t('tempus-end-in-hand', { count: p.hand_count })}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p class="muted">{t('tempus-end-ties')}</p>
      <SeatLineChart
        id="era-chart"
        title={t('tempus-end-chart')}
        series={eraSeries(state.era_history, styles.length)}
        styles={styles}
        yMin={1}
        yMax={10}
        yTicks={9}
        xLabel={(x) => (x === 0 ? t('tempus-end-chart-start') : String(x))}
        spread={3}
      />
      <GameOverLinks gameId={gameId} />
    </section>
  );
}
