// The Tempus table's header (the game, the era turn and phase, who acts, the Log and Rules
// buttons) and its side panel (the log, or the rules of Tempus).

import type { ComponentChildren } from 'preact';
import type { ToldLine } from '../../table/logWords';
import type { SeatStyle } from '../../table/format';
import { SeatChip } from '../../table/Seat';
import { SidePanel as ChromeSidePanel, PanelButtons, type Panel } from '../../table/SidePanel';
import type { TempusState } from './types';
import { phaseTitle } from './tempus';
import { TempusRulesPanel } from './TempusRules';
import { t } from '../../i18n';

export type { Panel };

export function TempusHeader({
  name,
  state,
  styles,
  panel,
  setPanel,
  hint,
  seatsButton,
}: {
  name: string;
  state: TempusState;
  styles: SeatStyle[];
  panel: Panel;
  setPanel: (p: Panel) => void;
  hint?: ComponentChildren;
  seatsButton?: boolean;
}) {
  return (
    <header class="table-header">
      <a class="home-link" href="#/" aria-label={t('tempus-home-label')}>
        {t('tempus-home')}
      </a>
      <h1 class="game-title">{name}</h1>
      <span class="era-turn" data-round={state.round}>
        {state.phase === 'setup' ? phaseTitle(state) : t('tempus-era-turn', { round: state.round, phase: phaseTitle(state) })}
      </span>
      {!state.finished && state.to_act !== null && styles[state.to_act] && (
        <span class="whose">
          <SeatChip s={styles[state.to_act]} size={20} label="" /> {t('tempus-to-act', { name: styles[state.to_act].name })}
        </span>
      )}
      <PanelButtons panel={panel} onPanel={setPanel} seatsButton={!!seatsButton} hint={hint} />
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
      rulesTitle={t('tempus-rules-title')}
      rules={<TempusRulesPanel />}
      seats={seats}
    />
  );
}
