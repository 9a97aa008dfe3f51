// The Tempus action panel: what the seat to act may do now, from the legal actions: the
// decisions the rules require (TempusDecisions.tsx), moving people, the map choice of an
// action or card under way, and the actions menu (TempusMenu.tsx).

import type { ComponentChild } from 'preact';
import type { HexName, TAction, TLegalAction, TLegalGroup, TPlayer, TempusState } from './types';
import type { SeatStyle } from '../../table/format';
import { atlantisText, fightOptions, matchBabies, maxBabies } from './tempus';
import type { Mode } from './selection';
import { fightChosen } from './selection';
import { cardDecision, cardGroupOf, occupyDecision, revealDecision, terrainDecision, tileDecision, tokenDecision } from './TempusDecisions';
import { actionMenu } from './TempusMenu';
import { actionLabel } from './words';

const MODE_TITLE: Record<Exclude<Mode, null>['kind'], string> = {
  babies: 'Have babies: tap grassland hexes of yours, then confirm',
  city: 'Build a city: tap a highlighted hex, then choose its value',
  fight: 'Fight: tap the attacking hex, then the hex to attack, then Confirm',
  sanitation: 'Sanitation: tap a hex of yours to lay the card on',
  religion: 'Religion: tap the opponent’s hex, then your hex that receives the token',
  atlantis: 'Atlantis: tap a highlighted sea hex, then choose where the 5 tokens come from',
};

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
  return <p class="muted">Nothing to do now.</p>;
}

function movingPanel({ state, busy, from, act }: ActionPanelProps): ComponentChild {
  const left = state.turn.moving?.left ?? 0;
  return (
    <div class="placing" data-mode="moving">
      <h3 tabIndex={-1}>Move people</h3>
      <p>
        {left} token{left === 1 ? '' : 's'} may still move.{' '}
        {from ? `From ${from}: tap a highlighted destination (or another of your hexes).` : 'Tap a hex of yours to move a token from it.'}
      </p>
      <div class="sticky-actions reach">
        <button type="button" class="primary" disabled={busy} onClick={() => act({ type: 'end_move' })}>
          Finish moving
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
      <h3 tabIndex={-1}>{MODE_TITLE[mode.kind]}</h3>
      {mode.kind === 'babies' && (
        <>
          <p class="muted">
            Up to {maxBabies(legal)} bab{maxBabies(legal) === 1 ? 'y' : 'ies'}; chosen: {picked.length ? picked.join(', ') : 'none'}.
          </p>
        </>
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
      {mode.kind === 'fight' && from && !fight && <p class="muted">Attacking from {from}: tap a highlighted hex to attack.</p>}
      {fight && <p class="muted">A fight can’t be taken back once it starts. Tap another highlighted hex to attack that one instead.</p>}
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
            Have {picked.length} bab{picked.length === 1 ? 'y' : 'ies'}
          </button>
        )}
        {city && (
          <div class="menu-row" role="group" aria-label={`City value on ${from}`}>
            {city.map((la, i) => (
              <button type="button" key={i} class="primary" disabled={busy} onClick={() => act(la.action)}>
                City of value {la.action.type === 'build_city' ? la.action.value : '?'} on {from}
              </button>
            ))}
          </div>
        )}
        {fight && (
          <button type="button" class="primary" disabled={busy} onClick={() => act(fight.action)}>
            Confirm
          </button>
        )}
        <button type="button" class="secondary" onClick={p.cancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
