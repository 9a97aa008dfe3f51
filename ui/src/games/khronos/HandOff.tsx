// The Khronos hand-off screen: whose turn or decision it is, and the earnings just made.

import type { ToldLine } from '../../table/logWords';
import type { SeatStyle } from '../../table/format';
import { FirstPlayerNote, HandOffFrame, SinceLastTurn } from '../../table/BetweenTurns';
import type { KhronosGameView } from './types';
import { ecus, handoffReason, recentEarnings } from './format';
import { EarningsComing } from './Panels';
import { t } from '../../i18n';

export function HandOff({
  pub,
  styles,
  seat,
  log,
  onReady,
  onShow,
}: {
  pub: KhronosGameView;
  styles: SeatStyle[];
  seat: number;
  log: ToldLine[];
  onReady: () => void;
  onShow: (lines: ToldLine[]) => void;
}) {
  const recent = recentEarnings(log);
  const reason = handoffReason(
    pub.state,
    styles.map((s) => s.name),
    seat,
  );
  return (
    <HandOffFrame style={styles[seat]} reason={reason} onReady={onReady}>
      <FirstPlayerNote log={log} styles={styles} seat={seat} game="khronos" ruling="K28" />
      {pub.state.active === seat && <EarningsComing state={pub.state} />}
      {recent.length > 0 && (
        <div class="earnings-banner" role="status">
          <h3>{t('khronos-earnings-turn', { turn: recent[0].turn })}</h3>
          <ul>
            {recent.map((e, i) => (
              <li key={i}>
                {t('khronos-fact-earned', { name: styles[e.seat]?.name ?? '', ecus: ecus(e.ecus), age: t('khronos-age', { age: e.age }) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <SinceLastTurn log={log} style={styles[seat]} onShow={onShow} />
    </HandOffFrame>
  );
}
