// The decisions the Tempus rules require of a seat, as panels of the action panel: placing
// the drawn map tile (turned, with its centre from the list or the map), a starting token,
// the cards of a discard, an attack, a defence or progress, a city's terrain, revealing a
// fight, occupying the hex won. Render helpers called by ActionPanel, not components, so the
// page's element tree is the one a single component gives.

import type { ComponentChild } from 'preact';
import type { TAction, TPending, TTerrain } from './types';
import { actionsOf, cardText, matchCards, pickedCards, tileCentreList, toggle } from './tempus';
import { Hand } from './TempusCards';
import type { ActionPanelProps } from './TempusActions';
import { actionLabel } from './words';

const CARD_GROUPS = ['discard', 'attack_cards', 'defend_cards', 'progress_cards'] as const;
export type CardGroup = (typeof CARD_GROUPS)[number];

/** The card decision pending, if any. */
export function cardGroupOf(pending: TPending | null): CardGroup | null {
  return pending && (CARD_GROUPS as readonly string[]).includes(pending.decision) ? (pending.decision as CardGroup) : null;
}

export function tileDecision(p: ActionPanelProps, drawn: NonNullable<ActionPanelProps['state']['drawn_tile']>): ComponentChild {
  const { busy, picked, rotation, setRotation, placeTiles, chooseOrExplain } = p;
  return (
    <div class="placing" data-mode="place_tile">
      <h3 tabIndex={-1}>Place map tile {drawn.tile}</h3>
      <p class="muted">
        Highlighted hexes can take the tile’s centre. Point at (or focus) a hex to preview the seven hexes; turn the tile, then place
        it.
      </p>
      <ul class="tile-terrains" aria-label="The tile’s terrain: centre, then clockwise from north">
        {drawn.terrains.map((t, i) => (
          <li key={i}>{i === 0 ? `centre ${t}` : t}</li>
        ))}
      </ul>
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
      {/* Turning and placing travel together in the action bar: on a phone it is fixed to
          the bottom of the screen once a centre is chosen, under the tile's preview. */}
      <div class={`sticky-actions tile-bar${picked[0] ? ' reach' : ''}`}>
        <div class="menu-row" role="group" aria-label="Turn the tile">
          <button type="button" class="secondary" aria-label="Turn the tile anticlockwise" onClick={() => setRotation((rotation + 5) % 6)}>
            ⟲
          </button>
          <span data-rotation={rotation}>Turned {rotation} sixth{rotation === 1 ? '' : 's'}</span>
          <button type="button" class="secondary" aria-label="Turn the tile clockwise" onClick={() => setRotation((rotation + 1) % 6)}>
            ⟳
          </button>
        </div>
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
    </div>
  );
}

export function tokenDecision(pending: Extract<TPending, { decision: 'place_token' }>): ComponentChild {
  return (
    <div class="placing" data-mode="place_token">
      <h3 tabIndex={-1}>Place starting token {pending.placed + 1} of 3</h3>
      <p class="muted">Tap a highlighted hex: on land, not on another player’s tokens, at most 2 per hex, one connected group.</p>
    </div>
  );
}

export function cardDecision(p: ActionPanelProps, cardGroup: CardGroup, pending: TPending): ComponentChild {
  const { legal, me, busy, cards, setCards, chooseOrExplain } = p;
  const hand = me.hand ?? [];
  const chosenCards = pickedCards(hand, cards);
  const required = cardGroup === 'discard' && pending.decision === 'discard' ? pending.count : null;
  const cardTitle: Record<CardGroup, string> = {
    discard: `Discard ${required ?? ''} card${required === 1 ? '' : 's'} down to your hand limit`,
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
  const cardMatch = matchCards(legal, cardGroup, chosenCards);
  // What the engine says the cards are worth here: combat or progress points.
  const worth = cardGroup === 'discard' ? null : p.state.worth;
  const unit = cardGroup === 'progress_cards' ? 'progress point' : 'combat point';
  const total = worth ? worth.base + cards.reduce((sum, i) => sum + (worth.cards[i] ?? 0), 0) : 0;
  // A discard takes exactly the cards over the limit: until they are chosen, the button says
  // how many are still to choose instead of offering to discard too few.
  const short = required === null ? 0 : required - chosenCards.length;
  const confirmText =
    short > 0
      ? `Choose ${short} more`
      : short < 0
        ? `Choose ${-short} fewer`
        : `${cardConfirm[cardGroup]}${chosenCards.length ? ` (${chosenCards.length})` : ' (none)'}`;
  return (
    <div class="placing" data-mode={cardGroup}>
      <h3 tabIndex={-1}>{cardTitle[cardGroup]}</h3>
      <Hand cards={hand} label="Cards to choose" picked={cards} onToggle={(i) => setCards(toggle(cards, i))} worth={worth?.cards} unit={unit} />
      <p class="muted">{chosenCards.length ? `Chosen: ${chosenCards.map(cardText).join(', ')}` : 'No card chosen.'}</p>
      {worth && (
        <p class="worth-total" aria-live="polite" data-worth-total={total}>
          {cardGroup === 'progress_cards' ? 'Your progress points' : 'Your combat points'}: {worth.base} {cardGroup === 'progress_cards' ? 'from tokens and cities' : 'before cards'} + {total - worth.base} from
          the cards chosen = <strong>{total}</strong>
        </p>
      )}
      <div class="sticky-actions">
        <button
          type="button"
          class="primary"
          disabled={busy || short !== 0}
          onClick={() => chooseOrExplain(cardMatch, { type: cardGroup, cards: chosenCards } as TAction)}
        >
          {confirmText}
        </button>
      </div>
    </div>
  );
}

export function terrainDecision({ legal, busy, act }: ActionPanelProps): ComponentChild {
  return (
    <div class="placing" data-mode="declare_terrain">
      <h3 tabIndex={-1}>Your city is attacked: declare its terrain</h3>
      <div class="menu-row">
        {actionsOf(legal, 'declare_terrain').map((la, i) => (
          <button type="button" key={i} onClick={() => act(la.action)} disabled={busy}>
            {la.action.type === 'declare_terrain' ? (la.action.terrain as TTerrain) : actionLabel(la.action)}
          </button>
        ))}
      </div>
    </div>
  );
}

export function revealDecision({ busy, act }: ActionPanelProps): ComponentChild {
  return (
    <div class="placing" data-mode="reveal">
      <h3 tabIndex={-1}>Reveal your cards</h3>
      <p>Both sides have played. Reveal to resolve the fight.</p>
      <button type="button" class="primary" disabled={busy} onClick={() => act({ type: 'reveal' })}>
        Reveal and resolve
      </button>
    </div>
  );
}

export function occupyDecision({ state, legal, busy, act }: ActionPanelProps): ComponentChild {
  return (
    <div class="placing" data-mode="occupy">
      <h3 tabIndex={-1}>You won: move tokens into {state.fight?.to ?? 'the hex'}?</h3>
      <div class="menu-row">
        {actionsOf(legal, 'occupy').map((la, i) => (
          <button type="button" key={i} onClick={() => act(la.action)} disabled={busy}>
            {la.action.type === 'occupy' ? `Move ${la.action.count}` : actionLabel(la.action)}
          </button>
        ))}
      </div>
    </div>
  );
}
