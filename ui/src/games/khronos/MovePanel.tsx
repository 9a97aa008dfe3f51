// "Your move" on the Khronos table: the heading (the seat's move, or a decision the rules
// require of it), the notice, and the panel of the mode in force: the menu when nothing is
// chosen, placing on the boards, travelling, exchanging, ending the turn.

import type { Notice } from '../../table/Notices';
import { NoticeBox } from '../../table/Notices';
import type { Action, Age, BuildingType, Cards, KhronosState, LegalGroup, PlayerView } from './types';
import type { Candidate } from './candidates';
import type { Mode, Send } from './selection';
import { chosenVariant, pendingGroup, placeTitle } from './selection';
import { ActionMenu } from './ActionMenu';
import { stockOf } from './Stock';
import { PlacePanel } from './PlacePanel';
import { EndTurnPanel, ExchangePanel, TravelPanel } from './HandPanels';
import { t } from '../../i18n';

export interface MovePanelProps {
  state: KhronosState;
  legal: LegalGroup[];
  me: PlayerView;
  /** The name of the seat to act. */
  name: string;
  canUndo: boolean;
  busy: boolean;
  notice: Notice | null;
  closeNotice: () => void;
  /** The mode in force. */
  mode: Mode;
  cands: Candidate[];
  sel: Candidate | null;
  variant: number;
  picked: Cards;
  act: (a: Action) => void;
  /** Plays a hint's plan (its action and the steps that finish it). */
  playHint: (plan: Action[]) => void;
  undo: () => void;
  send: (s: Send) => void;
  travel: (pawn: number, to: Age) => void;
  startCards: (kind: 'exchange' | 'end_turn') => void;
  startGroup: (group: 'demolish' | 'populate' | 'renovate') => void;
  chooseType: (group: 'construct' | 'upgrade', t: BuildingType, available: boolean) => void;
  pick: (c: Candidate | null) => void;
  setVariant: (i: number) => void;
  setPicked: (c: Cards) => void;
  /** Drops the selection. */
  reset: () => void;
  /** Drops the selection and the notice (Cancel while placing). */
  cancel: () => void;
  /** What the chosen placement would do, when the engine has told it. */
  preview: string | null;
}

export function MovePanel(p: MovePanelProps) {
  const { state, legal, me, mode, busy, sel, variant } = p;
  const pending = pendingGroup(legal);
  const cards = { legal, picked: p.picked, setPicked: p.setPicked, busy, send: p.send, cancel: p.reset };
  return (
    <div class="actions" aria-label={t('khronos-move')}>
      <h2 class="actions-title" tabIndex={-1}>
        {pending ? t('khronos-move-decision', { name: p.name }) : t('khronos-move-title', { name: p.name })}
        <span class="muted"> {t('khronos-move-cards-played', { count: state.cards_played })}</span>
      </h2>
      <NoticeBox notice={p.notice} onClose={p.closeNotice} onPlay={(plan) => p.playHint(plan as Action[])} />
      <fieldset class="action-fieldset" disabled={busy}>
        {mode === null && (
          <ActionMenu
            legal={legal}
            canUndo={p.canUndo}
            busy={busy}
            act={p.act}
            undo={p.undo}
            startCards={p.startCards}
            startGroup={p.startGroup}
            chooseType={p.chooseType}
            stock={stockOf(state)}
          />
        )}
        {mode?.kind === 'place' && (
          <PlacePanel
            title={placeTitle(mode)}
            cands={p.cands}
            sel={sel}
            selVariant={chosenVariant(sel, variant)}
            variant={variant}
            pending={!!pending}
            busy={busy}
            pick={p.pick}
            setVariant={p.setVariant}
            act={p.act}
            cancel={p.cancel}
            preview={p.preview}
          />
        )}
        {mode?.kind === 'travel' && <TravelPanel pawn={mode.pawn} me={me} busy={busy} travel={p.travel} cancel={p.reset} />}
        {mode?.kind === 'exchange' && me.hand && <ExchangePanel hand={me.hand} {...cards} />}
        {mode?.kind === 'end_turn' && me.hand && <EndTurnPanel state={state} hand={me.hand} {...cards} />}
      </fieldset>
    </div>
  );
}
