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
import { t } from '../../i18n';

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
      <h3 tabIndex={-1}>
        {t('tempus-tile-title', {
          tile: drawn.tile,
          n: p.state.placed_tiles.length + 1,
          total: p.state.placed_tiles.length + p.state.tiles_left,
        })}
      </h3>
      <p class="muted">{t('tempus-tile-help')}</p>
      <ul class="tile-terrains" aria-label={t('tempus-tile-terrains')}>
        {drawn.terrains.map((terrain, i) => (
          <li key={i}>
            {i === 0 ? t('tempus-tile-centre-terrain', { terrain: t('tempus-terrain', { terrain }) }) : t('tempus-terrain', { terrain })}
          </li>
        ))}
      </ul>
      <label>
        <span>{t('tempus-tile-centre')}</span>
        <select value={picked[0] ?? ''} onChange={(e) => p.pickCentre((e.target as HTMLSelectElement).value || null)}>
          <option value="">{t('tempus-tile-choose')}</option>
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
        <div class="menu-row" role="group" aria-label={t('tempus-tile-turn')}>
          <button
            type="button"
            class="secondary"
            aria-label={t('tempus-tile-anticlockwise')}
            onClick={() => setRotation((rotation + 5) % 6)}
          >
            ⟲
          </button>
          <span data-rotation={rotation}>{t('tempus-tile-turned', { count: rotation })}</span>
          <button type="button" class="secondary" aria-label={t('tempus-tile-clockwise')} onClick={() => setRotation((rotation + 1) % 6)}>
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
            {t('tempus-tile-place', { hex: picked[0] })}
          </button>
        ) : (
          <p class="muted">{t('tempus-tile-tap')}</p>
        )}
      </div>
    </div>
  );
}

export function tokenDecision(pending: Extract<TPending, { decision: 'place_token' }>): ComponentChild {
  return (
    <div class="placing" data-mode="place_token">
      <h3 tabIndex={-1}>{t('tempus-token-title', { number: pending.placed + 1, total: 3 })}</h3>
      <p class="muted">{t('tempus-token-help')}</p>
    </div>
  );
}

export function cardDecision(p: ActionPanelProps, cardGroup: CardGroup, pending: TPending): ComponentChild {
  const { legal, me, busy, cards, setCards, chooseOrExplain } = p;
  const hand = me.hand ?? [];
  const chosenCards = pickedCards(hand, cards);
  const required = cardGroup === 'discard' && pending.decision === 'discard' ? pending.count : null;
  const cardTitle: Record<CardGroup, () => string> = {
    discard: () => t('tempus-discard-title', { count: required ?? 0 }),
    attack_cards: () => t('tempus-attack-title'),
    defend_cards: () => t('tempus-defence-title'),
    progress_cards: () => t('tempus-progress-title'),
  };
  const cardAction: Record<CardGroup, string> = {
    discard: 'discard',
    attack_cards: 'attack',
    defend_cards: 'defend',
    progress_cards: 'progress',
  };
  const cardMatch = matchCards(legal, cardGroup, chosenCards);
  // What the engine says the cards are worth here: combat or progress points.
  const worth = cardGroup === 'discard' ? null : p.state.worth;
  const unit = cardGroup === 'progress_cards' ? 'progress' : 'combat';
  const total = worth ? worth.base + cards.reduce((sum, i) => sum + (worth.cards[i] ?? 0), 0) : 0;
  // A discard takes exactly the cards over the limit: until they are chosen, the button says
  // how many are still to choose instead of offering to discard too few.
  const short = required === null ? 0 : required - chosenCards.length;
  const confirmText =
    short > 0
      ? t('tempus-choose-more', { count: short })
      : short < 0
        ? t('tempus-choose-fewer', { count: -short })
        : t('tempus-cards-confirm', { action: t('tempus-cards-action', { group: cardAction[cardGroup] }), count: chosenCards.length });
  return (
    <div class="placing" data-mode={cardGroup}>
      <h3 tabIndex={-1}>{cardTitle[cardGroup]()}</h3>
      <Hand
        cards={hand}
        label={t('tempus-cards-to-choose')}
        picked={cards}
        onToggle={(i) => setCards(toggle(cards, i))}
        worth={worth?.cards}
        unit={unit}
      />
      <p class="muted">
        {chosenCards.length ? t('tempus-chosen', { cards: chosenCards.map(cardText).join(', ') }) : t('tempus-no-card-chosen')}
      </p>
      {worth && (
        <p class="worth-total" aria-live="polite" data-worth-total={total}>
          {t('tempus-worth-total', { kind: unit, base: worth.base, cards: total - worth.base })} <strong>{total}</strong>
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
      <h3 tabIndex={-1}>{t('tempus-terrain-title')}</h3>
      <div class="menu-row">
        {actionsOf(legal, 'declare_terrain').map((la, i) => (
          <button type="button" key={i} onClick={() => act(la.action)} disabled={busy}>
            {la.action.type === 'declare_terrain'
              ? t('tempus-terrain', { terrain: la.action.terrain as TTerrain })
              : actionLabel(la.action)}
          </button>
        ))}
      </div>
    </div>
  );
}

export function revealDecision({ busy, act }: ActionPanelProps): ComponentChild {
  return (
    <div class="placing" data-mode="reveal">
      <h3 tabIndex={-1}>{t('tempus-reveal-title')}</h3>
      <p>{t('tempus-reveal-help')}</p>
      <button type="button" class="primary" disabled={busy} onClick={() => act({ type: 'reveal' })}>
        {t('tempus-reveal')}
      </button>
    </div>
  );
}

export function occupyDecision({ state, legal, busy, act }: ActionPanelProps): ComponentChild {
  return (
    <div class="placing" data-mode="occupy">
      <h3 tabIndex={-1}>{state.fight ? t('tempus-occupy-title', { hex: state.fight.to }) : t('tempus-occupy-title-hex')}</h3>
      <div class="menu-row">
        {actionsOf(legal, 'occupy').map((la, i) => (
          <button type="button" key={i} onClick={() => act(la.action)} disabled={busy}>
            {la.action.type === 'occupy' ? t('tempus-occupy-move', { count: la.action.count }) : actionLabel(la.action)}
          </button>
        ))}
      </div>
    </div>
  );
}
