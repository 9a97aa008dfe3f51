// The Tempus table's header (the game, the era turn and phase, who acts, the Log and Rules
// buttons) and its side panel (the log, or the rules of Tempus).

import type { ComponentChildren } from 'preact';
import type { ToldLine } from '../../table/logWords';
import type { SeatStyle } from '../../table/format';
import { SeatChip } from '../../table/Seat';
import { SidePanel as ChromeSidePanel } from '../../table/SidePanel';
import type { TempusState } from './types';
import { phaseTitle } from './tempus';
import { TempusRulesPanel } from './TempusRules';

export type Panel = 'log' | 'rules' | 'seats' | null;

export function TempusHeader({ name, state, styles, panel, setPanel, hint, seatsButton }: { name: string; state: TempusState; styles: SeatStyle[]; panel: Panel; setPanel: (p: Panel) => void; hint?: ComponentChildren; seatsButton?: boolean }) {
  return (
    <header class="table-header">
      <a class="home-link" href="#/" aria-label="Saved games">
        ← Games
      </a>
      <h1 class="game-title">{name}</h1>
      <span class="era-turn" data-round={state.round}>
        {state.phase === 'setup' ? 'Setup' : `Era turn ${state.round} · ${phaseTitle(state)}`}
      </span>
      {!state.finished && state.to_act !== null && styles[state.to_act] && (
        <span class="whose">
          <SeatChip s={styles[state.to_act]} size={20} label="" /> {styles[state.to_act].name} to act
        </span>
      )}
      <span class="header-buttons">
        {hint}
        {seatsButton && (
          <button type="button" class="secondary" aria-pressed={panel === 'seats'} onClick={() => setPanel(panel === 'seats' ? null : 'seats')}>
            Seats
          </button>
        )}
        <button type="button" class="secondary" aria-pressed={panel === 'log'} onClick={() => setPanel(panel === 'log' ? null : 'log')}>
          Log
        </button>
        <button type="button" class="secondary" aria-pressed={panel === 'rules'} onClick={() => setPanel(panel === 'rules' ? null : 'rules')}>
          Rules
        </button>
      </span>
    </header>
  );
}

export function SidePanel({ panel, log, onClose, seats }: { panel: Panel; log: ToldLine[]; onClose: () => void; seats?: ComponentChildren }) {
  return <ChromeSidePanel panel={panel} log={log} onClose={onClose} rulesTitle="Rules of Tempus (summary)" rules={<TempusRulesPanel />} seats={seats} />;
}
