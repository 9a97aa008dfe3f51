// The Khronos table's header (the game, the turn track, whose turn, the Log and Rules
// buttons) and its side panel (the log, or the rules of Khronos).

import type { ComponentChildren } from 'preact';
import type { ToldLine } from '../../table/logWords';
import type { SeatStyle } from '../../table/format';
import { SeatChip } from '../../table/Seat';
import { SidePanel as ChromeSidePanel } from '../../table/SidePanel';
import type { KhronosGameView } from './types';
import { TurnTrack } from './Panels';
import { RulesPanel } from './Rules';

export type Panel = 'log' | 'rules' | 'seats' | null;

export function TableHeader({ view, styles, onPanel, panel, hint, seatsButton }: { view: KhronosGameView; styles: SeatStyle[]; onPanel: (p: Panel) => void; panel: Panel; hint?: ComponentChildren; seatsButton?: boolean }) {
  const st = view.state;
  const active = styles[st.active];
  return (
    <header class="table-header">
      <a class="home-link" href="#/" aria-label="Saved games">
        ← Games
      </a>
      <h1 class="game-title">{view.name}</h1>
      <TurnTrack turn={st.turn} finished={st.finished} />
      {!st.finished && active && (
        <span class="whose">
          <SeatChip s={active} size={20} label="" /> {active.name}’s turn
          {st.pending && styles[st.pending.chooser] && st.pending.chooser !== st.active ? ` · ${styles[st.pending.chooser].name} decides` : ''}
        </span>
      )}
      <span class="header-buttons">
        {hint}
        {seatsButton && (
          <button type="button" class="secondary" aria-pressed={panel === 'seats'} onClick={() => onPanel(panel === 'seats' ? null : 'seats')}>
            Seats
          </button>
        )}
        <button type="button" class="secondary" aria-pressed={panel === 'log'} onClick={() => onPanel(panel === 'log' ? null : 'log')}>
          Log
        </button>
        <button type="button" class="secondary" aria-pressed={panel === 'rules'} onClick={() => onPanel(panel === 'rules' ? null : 'rules')}>
          Rules
        </button>
      </span>
    </header>
  );
}

export function SidePanel({ panel, log, onClose, seats }: { panel: Panel; log: ToldLine[]; onClose: () => void; seats?: ComponentChildren }) {
  return <ChromeSidePanel panel={panel} log={log} onClose={onClose} rulesTitle="Rules of Khronos (summary)" rules={<RulesPanel />} seats={seats} />;
}
