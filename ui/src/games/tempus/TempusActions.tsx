// The Tempus action panel: what the seat to act may do now, from the legal actions: the
// decisions the rules require (TempusDecisions.tsx), moving people, the map choice of an
// action or card under way, and the actions menu (TempusMenu.tsx).

import type { ComponentChild } from 'preact';
import type { HexName, TAction, TLegalAction, TLegalGroup, TPlayer, TempusState } from './types';
import type { SeatStyle } from '../../table/format';
import { atlantisText, effectHelp, fightOptions, hasGroup, matchBabies, maxBabies } from './tempus';
import type { Mode } from './selection';
import { fightChosen } from './selection';
import { cardDecision, cardGroupOf, occupyDecision, revealDecision, terrainDecision, tileDecision, tokenDecision } from './TempusDecisions';
import { actionMenu } from './TempusMenu';
import { actionLabel } from './words';
import { t } from '../../i18n';

export interface ActionPanelProps {
  state: TempusState;
  legal: TLegalGroup[];
  seat: number;
  me: TPlayer;
  styles: SeatStyle[];
  canUndo: boolean;
  busy: boolean;
  mode: Mode;
  from: HexName | null;
  picked: HexName[];
  /** Chooses the centre of the tile being placed (from the list; null clears it). */
  pickCentre: (h: HexName | null) => void;
  cards: number[];
  setCards: (c: number[]) => void;
  rotation: number;
  setRotation: (r: number) => void;
  moving: boolean;
  placeTiles: TLegalAction[];
  cityOpts: Map<HexName, TLegalAction[]> | null;
  atlOpts: Map<HexName, TLegalAction[]> | null;
  start: (m: Mode) => void;
  cancel: () => void;
  act: (a: TAction) => void;
  explain: (a: TAction) => void;
  inform: (text: string) => void;
  chooseOrExplain: (la: TLegalAction | undefined | null, probe: TAction) => void;
  undo: () => void;
}

export function ActionPanel(p: ActionPanelProps): ComponentChild {
  const { state, seat } = p;
  const pending = state.pending && state.pending.seat === seat ? state.pending : null;
  const drawn = state.drawn_tile;
  const cardGroup = cardGroupOf(pending);
  if (pending?.decision === 'place_tile' && drawn) return tileDecision(p, drawn);
  if (pending?.decision === 'place_token') return tokenDecision(pending);
  if (cardGroup && pending) return cardDecision(p, cardGroup, pending);
  if (pending?.decision === 'declare_terrain') return terrainDecision(p);
  if (pending?.decision === 'reveal') return revealDecision(p);
  if (pending?.decision === 'occupy') return occupyDecision(p);
  if (p.moving) return movingPanel(p);
  if (p.mode) return modePanel(p, p.mode);
  if (state.phase === 'actions' && state.active === seat) return actionMenu(p);
  return <p class="muted">{t('tempus-nothing-to-do')}</p>;
}

function movingPanel({ state, legal, busy, from, act, start }: ActionPanelProps): ComponentChild {
  const left = state.turn.moving?.left ?? 0;
  return (
    <div class="placing" data-mode="moving">
      <h3 tabIndex={-1}>{t('tempus-label-move')}</h3>
      <p>
        {t('tempus-moving-left', { count: left })} {from ? t('tempus-moving-from', { hex: from }) : t('tempus-moving-pick')}
      </p>
      {hasGroup(legal, 'leader_fight') && (
        <button
          type="button"
          class="secondary"
          disabled={busy}
          onClick={() => start({ kind: 'fight', leader: true })}
          title={effectHelp('military_leader')}
        >
          {t('tempus-play-leader')}
        </button>
      )}
      <div class="sticky-actions reach">
        <button type="button" class="primary" disabled={busy} onClick={() => act({ type: 'end_move' })}>
          {t('tempus-label-end-move')}
        </button>
      </div>
    </div>
  );
}

function modePanel(p: ActionPanelProps, mode: Exclude<Mode, null>): ComponentChild {
  const { legal, busy, from, picked, cityOpts, atlOpts, act, chooseOrExplain } = p;
  const babyMatch = mode.kind === 'babies' ? matchBabies(legal, picked) : null;
  // A fight waits for Confirm once both hexes are chosen.
  const fight = mode.kind === 'fight' ? fightChosen(fightOptions(legal, mode.leader), from, picked) : null;
  const city = mode.kind === 'city' && from ? (cityOpts?.get(from) ?? null) : null;
  return (
    <div class="placing" data-mode={mode.kind}>
      <h3 tabIndex={-1}>{t('tempus-mode-title', { mode: mode.kind })}</h3>
      {mode.kind === 'babies' && (
        <p class="muted">
          {t('tempus-babies-chosen', { max: maxBabies(legal), hexes: picked.length ? picked.join(', ') : t('tempus-no-hex-chosen') })}
        </p>
      )}
      {mode.kind === 'atlantis' && from && atlOpts?.get(from) && (
        <div class="menu-col">
          {atlOpts.get(from)!.map((la, i) => (
            <button type="button" key={i} disabled={busy} onClick={() => act(la.action)}>
              {atlantisText(la.action)}
            </button>
          ))}
        </div>
      )}
      {mode.kind === 'fight' && from && !fight && <p class="muted">{t('tempus-fight-from', { hex: from })}</p>}
      {fight && <p class="muted">{t('tempus-fight-final')}</p>}
      {/* What waits for a tap to be done travels in the action bar: on a phone it is fixed to
          the bottom of the screen, under the island, once there is something to confirm. */}
      <div
        class={`sticky-actions${fight ? ' with-preview selected' : ''}${fight || (mode.kind === 'babies' && picked.length > 0) || city ? ' reach' : ''}`}
        data-selected={fight ? `${from}-${picked[0]}` : undefined}
      >
        {fight && <p class="selected-label">{actionLabel(fight.action)}</p>}
        {mode.kind === 'babies' && (
          <button
            type="button"
            class="primary"
            disabled={busy || picked.length === 0}
            onClick={() => chooseOrExplain(babyMatch, { type: 'babies', at: picked })}
          >
            {t('tempus-babies-have', { count: picked.length })}
          </button>
        )}
        {city && (
          <div class="menu-row" role="group" aria-label={t('tempus-city-values', { hex: from ?? '' })}>
            {city.map((la, i) => (
              <button type="button" key={i} class="primary" disabled={busy} onClick={() => act(la.action)}>
                {t('tempus-city-value', { value: la.action.type === 'build_city' ? la.action.value : '?', hex: from ?? '' })}
              </button>
            ))}
          </div>
        )}
        {fight && (
          <button type="button" class="primary" disabled={busy} onClick={() => act(fight.action)}>
            {t('tempus-confirm')}
          </button>
        )}
        <button type="button" class="secondary" onClick={p.cancel}>
          {t('tempus-cancel')}
        </button>
      </div>
    </div>
  );
}
