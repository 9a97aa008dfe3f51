// The Tempus action panel: what the seat to act may do now, from the legal actions: the
// five actions, Idea cards for their effects, and the decisions (tile, tokens, cards of a
// fight or of progress, discards, a city's terrain, occupying).

import type { ComponentChild } from 'preact';
import type { HexName, TAction, TLegalAction, TLegalGroup, TPlayer, TTerrain, TempusState } from '../tempusTypes';
import type { SeatStyle } from '../logic/format';
import { EFFECT_HELP, actionsOf, tileCentreList, atlantisText, cardText, hasGroup, matchBabies, matchCards, maxBabies, pickedCards, toggle } from '../logic/tempus';
import { Hand } from './TempusPanels';

/** What the player is choosing on the map now. */
export type Mode =
  | null
  | { kind: 'babies' }
  | { kind: 'city' }
  | { kind: 'fight'; leader: boolean }
  | { kind: 'sanitation' }
  | { kind: 'religion' }
  | { kind: 'atlantis' };

const MODE_TITLE: Record<Exclude<Mode, null>['kind'], string> = {
  babies: 'Have babies: tap grassland hexes of yours, then confirm',
  city: 'Build a city: tap a highlighted hex, then choose its value',
  fight: 'Fight: tap the attacking hex, then the hex to attack',
  sanitation: 'Sanitation: tap a hex of yours to lay the card on',
  religion: 'Religion: tap the opponent’s hex, then your hex that receives the token',
  atlantis: 'Atlantis: tap a highlighted sea hex, then choose where the 5 tokens come from',
};

/** Why an action with a tile left offers no hex at all (the engine explains a hex when tapped). */
const WHY_NOT: Record<'build_city' | 'fight' | 'atlantis', string> = {
  build_city: 'No hex of yours can take a city now: it needs at least 2 of your tokens, not on a mountain, not next to a city, and a city tile of that value left.',
  fight: 'No attack is possible now: you need tokens next to another player’s tokens or city, and a player holding 3 hexes or fewer cannot be attacked.',
  atlantis: 'Atlantis needs an era with ships, a free open-sea hex not next to a city, and 5 of your tokens on the land hexes next to it.',
};

const CARD_GROUPS = ['discard', 'attack_cards', 'defend_cards', 'progress_cards'] as const;
type CardGroup = (typeof CARD_GROUPS)[number];

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
  const { state, legal, seat, me, busy, mode, from, picked, cards, setCards, rotation, setRotation, moving, placeTiles, cityOpts, atlOpts, act, explain, chooseOrExplain, undo } = p;
  const hand = me.hand ?? [];
  const pending = state.pending && state.pending.seat === seat ? state.pending : null;
  const drawn = state.drawn_tile;
  const cardGroup: CardGroup | null = pending && (CARD_GROUPS as readonly string[]).includes(pending.decision) ? (pending.decision as CardGroup) : null;
  const chosenCards = pickedCards(hand, cards);
  const cardTitle: Record<CardGroup, string> = {
    discard: `Discard ${pending?.decision === 'discard' ? pending.count : ''} card(s) down to your hand limit`,
    attack_cards: 'Your attack: choose cards to play face down (none is allowed)',
    defend_cards: 'Your defence: choose cards to play face up (none is allowed)',
    progress_cards: 'Progress: choose cards to play face down (none is allowed)',
  };
  const cardConfirm: Record<CardGroup, string> = {
    discard: 'Discard these',
    attack_cards: 'Play face down',
    defend_cards: 'Defend with these',
    progress_cards: 'Play for progress',
  };
  const cardMatch = cardGroup ? matchCards(legal, cardGroup, chosenCards) : null;

  const effects = actionsOf(legal, 'medicine', 'government');
  const groups = new Set(legal.map((g) => g.group));
  const turnDone = state.turn.spent >= state.turn.allowance;

  let panelBody;
  if (pending?.decision === 'place_tile' && drawn) {
    panelBody = (
      <div class="placing" data-mode="place_tile">
        <h3>Place map tile {drawn.tile}</h3>
        <p class="muted">
          Highlighted hexes can take the tile’s centre. Point at (or focus) a hex to preview the seven hexes; turn the tile, then place
          it.
        </p>
        <ul class="tile-terrains" aria-label="The tile’s terrain: centre, then clockwise from north">
          {drawn.terrains.map((t, i) => (
            <li key={i}>{i === 0 ? `centre ${t}` : t}</li>
          ))}
        </ul>
        <div class="menu-row" role="group" aria-label="Turn the tile">
          <button type="button" class="secondary" aria-label="Turn the tile anticlockwise" onClick={() => setRotation((rotation + 5) % 6)}>
            ⟲
          </button>
          <span data-rotation={rotation}>Turned {rotation} sixth{rotation === 1 ? '' : 's'}</span>
          <button type="button" class="secondary" aria-label="Turn the tile clockwise" onClick={() => setRotation((rotation + 1) % 6)}>
            ⟳
          </button>
        </div>
        <label>
          <span>Centre of the tile (or tap a highlighted hex)</span>
          <select value={picked[0] ?? ''} onChange={(e) => p.pickCentre((e.target as HTMLSelectElement).value || null)}>
            <option value="">Choose a hex…</option>
            {tileCentreList(placeTiles).map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </select>
        </label>
        {picked[0] ? (
          <button
            type="button"
            class="primary"
            disabled={busy}
            onClick={() =>
              chooseOrExplain(
                placeTiles.find((la) => la.action.type === 'place_tile' && la.action.at === picked[0] && la.action.rotation === rotation),
                { type: 'place_tile', at: picked[0], rotation },
              )
            }
          >
            Place the tile on {picked[0]}
          </button>
        ) : (
          <p class="muted">Tap a highlighted hex to choose the centre.</p>
        )}
      </div>
    );
  } else if (pending?.decision === 'place_token') {
    panelBody = (
      <div class="placing" data-mode="place_token">
        <h3>Place starting token {pending.placed + 1} of 3</h3>
        <p class="muted">Tap a highlighted hex: on land, not on another player’s tokens, at most 2 per hex, one connected group.</p>
      </div>
    );
  } else if (cardGroup) {
    panelBody = (
      <div class="placing" data-mode={cardGroup}>
        <h3>{cardTitle[cardGroup]}</h3>
        <Hand cards={hand} label="Cards to choose" picked={cards} onToggle={(i) => setCards(toggle(cards, i))} />
        <p class="muted">{chosenCards.length ? `Chosen: ${chosenCards.map(cardText).join(', ')}` : 'No card chosen.'}</p>
        <button
          type="button"
          class="primary"
          disabled={busy}
          onClick={() => chooseOrExplain(cardMatch, { type: cardGroup, cards: chosenCards } as TAction)}
        >
          {cardConfirm[cardGroup]}
          {chosenCards.length ? ` (${chosenCards.length})` : ' (none)'}
        </button>
      </div>
    );
  } else if (pending?.decision === 'declare_terrain') {
    panelBody = (
      <div class="placing" data-mode="declare_terrain">
        <h3>Your city is attacked: declare its terrain</h3>
        <div class="menu-row">
          {actionsOf(legal, 'declare_terrain').map((la, i) => (
            <button type="button" key={i} onClick={() => act(la.action)} disabled={busy}>
              {la.action.type === 'declare_terrain' ? (la.action.terrain as TTerrain) : la.label}
            </button>
          ))}
        </div>
      </div>
    );
  } else if (pending?.decision === 'reveal') {
    panelBody = (
      <div class="placing" data-mode="reveal">
        <h3>Reveal your cards</h3>
        <p>Both sides have played. Reveal to resolve the fight.</p>
        <button type="button" class="primary" disabled={busy} onClick={() => act({ type: 'reveal' })}>
          Reveal and resolve
        </button>
      </div>
    );
  } else if (pending?.decision === 'occupy') {
    panelBody = (
      <div class="placing" data-mode="occupy">
        <h3>You won: move tokens into {state.fight?.to ?? 'the hex'}?</h3>
        <div class="menu-row">
          {actionsOf(legal, 'occupy').map((la, i) => (
            <button type="button" key={i} onClick={() => act(la.action)} disabled={busy}>
              {la.action.type === 'occupy' ? `Move ${la.action.count}` : la.label}
            </button>
          ))}
        </div>
      </div>
    );
  } else if (moving) {
    const left = state.turn.moving?.left ?? 0;
    panelBody = (
      <div class="placing" data-mode="moving">
        <h3>Move people</h3>
        <p>
          {left} token{left === 1 ? '' : 's'} may still move.{' '}
          {from ? `From ${from}: tap a highlighted destination (or another of your hexes).` : 'Tap a hex of yours to move a token from it.'}
        </p>
        <button type="button" class="primary" disabled={busy} onClick={() => act({ type: 'end_move' })}>
          Finish moving
        </button>
      </div>
    );
  } else if (mode) {
    const babyMatch = mode.kind === 'babies' ? matchBabies(legal, picked) : null;
    panelBody = (
      <div class="placing" data-mode={mode.kind}>
        <h3>{MODE_TITLE[mode.kind]}</h3>
        {mode.kind === 'babies' && (
          <>
            <p class="muted">
              Up to {maxBabies(legal)} bab{maxBabies(legal) === 1 ? 'y' : 'ies'}; chosen: {picked.length ? picked.join(', ') : 'none'}.
            </p>
            <button
              type="button"
              class="primary"
              disabled={busy || picked.length === 0}
              onClick={() => chooseOrExplain(babyMatch, { type: 'babies', at: picked })}
            >
              Have {picked.length} bab{picked.length === 1 ? 'y' : 'ies'}
            </button>
          </>
        )}
        {mode.kind === 'city' && from && cityOpts?.get(from) && (
          <div class="menu-row" role="group" aria-label={`City value on ${from}`}>
            {cityOpts.get(from)!.map((la, i) => (
              <button type="button" key={i} class="primary" disabled={busy} onClick={() => act(la.action)}>
                City of value {la.action.type === 'build_city' ? la.action.value : '?'} on {from}
              </button>
            ))}
          </div>
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
        {mode.kind === 'fight' && from && <p class="muted">Attacking from {from}: tap a highlighted hex to attack.</p>}
        <button type="button" class="secondary" onClick={p.cancel}>
          Cancel
        </button>
      </div>
    );
  } else if (state.phase === 'actions' && state.active === seat) {
    const start = p.start;
    const tileButton = (group: 'move' | 'babies' | 'idea' | 'build_city' | 'fight' | 'atlantis', text: string, onClick: () => void) => (
      <button
        type="button"
        data-group={group}
        class={hasGroup(legal, group) ? '' : 'unavailable'}
        onClick={() => {
          if (hasGroup(legal, group)) onClick();
          // Out of tiles or actions: the engine names the rule for any tile action.
          else if (turnDone || me.tiles === 0 || group === 'move' || group === 'idea') explain({ type: group === 'move' ? 'move' : 'idea' });
          else if (group === 'babies') explain({ type: 'babies', at: [] });
          else p.inform(WHY_NOT[group]);
        }}
        aria-label={`${text}${hasGroup(legal, group) ? '' : ', not possible now: tap to see why'}`}
      >
        {text}
      </button>
    );
    panelBody = (
      <div class="menu">
        <p class="muted">
          Action tiles left: {me.tiles}. {turnDone ? 'Your action is done: play cards or end the turn.' : `Spend a tile on ${state.turn.allowance > 1 ? 'up to two actions' : 'one action'}:`}
        </p>
        <div class="menu-row actions-row" role="group" aria-label="Actions">
          {tileButton('move', 'Move people', () => act({ type: 'move' }))}
          {tileButton('babies', 'Have babies…', () => start({ kind: 'babies' }))}
          {tileButton('idea', 'Have an idea', () => act({ type: 'idea' }))}
          {tileButton('build_city', 'Build a city…', () => start({ kind: 'city' }))}
          {tileButton('fight', 'Fight…', () => start({ kind: 'fight', leader: false }))}
          {state.options.atlantis && tileButton('atlantis', 'Atlantis…', () => start({ kind: 'atlantis' }))}
        </div>
        {(effects.length > 0 || groups.has('leader_fight') || groups.has('sanitation') || groups.has('religion')) && (
          <div class="menu-col idea-plays" role="group" aria-label="Idea cards to play now">
            <span class="group-label">Idea cards you may play now</span>
            {effects.map((la, i) => (
              <button type="button" key={i} class="secondary" disabled={busy} onClick={() => act(la.action)} title={EFFECT_HELP[la.action.type === 'play_medicine' ? 'medicine' : 'government']}>
                {la.label}
              </button>
            ))}
            {groups.has('sanitation') && (
              <button type="button" class="secondary" onClick={() => start({ kind: 'sanitation' })} title={EFFECT_HELP.sanitation}>
                Play Sanitation on a hex…
              </button>
            )}
            {groups.has('religion') && (
              <button type="button" class="secondary" onClick={() => start({ kind: 'religion' })} title={EFFECT_HELP.religion}>
                Play Religion: convert a token…
              </button>
            )}
            {groups.has('leader_fight') && (
              <button type="button" class="secondary" onClick={() => start({ kind: 'fight', leader: true })} title={EFFECT_HELP.military_leader}>
                Military Leader: a free fight…
              </button>
            )}
            <p class="muted small">
              Medicine: +1 baby this turn. Government: two actions, or delay. Sanitation: +1 stacking on a hex. Religion: convert a
              neighbour. Military Leader: fight without a tile. Weapon, Fortification and Education count in fights and progress.
            </p>
          </div>
        )}
        <div class="menu-row end-row">
          {p.canUndo && (
            <button type="button" class="secondary" onClick={undo} disabled={busy}>
              Undo
            </button>
          )}
          <button
            type="button"
            class={groups.has('end_turn') ? 'primary' : 'unavailable'}
            disabled={busy}
            onClick={() => chooseOrExplain(actionsOf(legal, 'end_turn')[0], { type: 'end_turn' })}
          >
            End the turn
          </button>
        </div>
      </div>
    );
  } else {
    panelBody = <p class="muted">Nothing to do now.</p>;
  }
  return panelBody;
}
