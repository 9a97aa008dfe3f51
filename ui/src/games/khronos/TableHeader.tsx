// The Khronos table's header (the game, the turn track, whose turn, the Log and Rules
// buttons) and its side panel (the log, or the rules of Khronos).

import type { ComponentChildren } from 'preact';
import type { ToldLine } from '../../table/logWords';
import type { SeatStyle } from '../../table/format';
import { SeatChip } from '../../table/Seat';
import { SidePanel as ChromeSidePanel, PanelButtons, type Panel } from '../../table/SidePanel';
import type { KhronosGameView } from './types';
import { TurnTrack } from './Panels';
import { RulesPanel } from './Rules';
import { t } from '../../i18n';

export type { Panel };

export function TableHeader({
  view,
  styles,
  onPanel,
  panel,
  hint,
  seatsButton,
}: {
  view: KhronosGameView;
  styles: SeatStyle[];
  onPanel: (p: Panel) => void;
  panel: Panel;
  hint?: ComponentChildren;
  seatsButton?: boolean;
}) {
  const st = view.state;
  const active = styles[st.active];
  return (
    <header class="table-header">
      <a class="home-link" href="#/" aria-label={t('khronos-header-home-label')}>
        {t('khronos-header-home')}
      </a>
      <h1 class="game-title">{view.name}</h1>
      <TurnTrack turn={st.turn} finished={st.finished} />
      {!st.finished && active && (
        <span class="whose">
          <SeatChip s={active} size={20} label="" />{' '}
          {st.pending && styles[st.pending.chooser] && st.pending.chooser !== st.active
            ? t('khronos-header-turn-decides', { name: active.name, chooser: styles[st.pending.chooser].name })
            : t('khronos-header-turn', { name: active.name })}
        </span>
      )}
      <PanelButtons panel={panel} onPanel={onPanel} seatsButton={!!seatsButton} hint={hint} />
    </header>
  );
}

export function SidePanel({
  panel,
  log,
  onClose,
  seats,
}: {
  panel: Panel;
  log: ToldLine[];
  onClose: () => void;
  seats?: ComponentChildren;
}) {
  return (
    <ChromeSidePanel
      panel={panel}
      log={log}
      onClose={onClose}
      rulesTitle={t('khronos-header-rules-title')}
      rules={<RulesPanel />}
      seats={seats}
    />
  );
}
