// Tempus Idea cards: a card's face (its effect and background terrain, in words and symbol),
// a hand (optionally of toggle buttons), what a hand's cards do, and face-down cards.

import type { Card } from './types';
import { TERRAIN_SYMBOL, cardInfo } from './tempus';
import { t } from '../../i18n';

export function CardFace({ card }: { card: Card }) {
  const c = cardInfo(card);
  return (
    <span class={`tcard-face eff-${c.effect}`} title={c.help} data-card={card}>
      <span class="tcard-title">{c.title}</span>
      <span class={`tcard-bg bg-${c.terrain}`}>
        <span aria-hidden="true">{TERRAIN_SYMBOL[c.terrain]}</span> {t('tempus-terrain', { terrain: c.terrain })}
      </span>
    </span>
  );
}

/**
 * A hand of Idea cards; with `picked`, each card is a toggle button; with `worth`, each card
 * says the points it would add (`unit`: combat points, progress points).
 */
export function Hand({
  cards,
  label,
  picked,
  onToggle,
  worth,
  unit,
}: {
  cards: Card[];
  label: string;
  picked?: number[];
  onToggle?: (i: number) => void;
  worth?: number[];
  unit?: 'combat' | 'progress';
}) {
  return (
    <ul class="cards tcards" aria-label={label}>
      {cards.map((c, i) => (
        <li key={i} class="tcard">
          {onToggle ? (
            <button
              type="button"
              class={`tcard-btn${picked?.includes(i) ? ' pressed' : ''}`}
              aria-pressed={!!picked?.includes(i)}
              onClick={() => onToggle(i)}
            >
              <CardFace card={c} />
              {worth && worth[i] !== undefined && (
                <span class="tcard-worth" data-worth={worth[i]}>
                  +{worth[i]}
                  <span class="sr-only"> {t('tempus-worth-unit', { unit: unit ?? 'point', count: worth[i] })}</span>
                </span>
              )}
            </button>
          ) : (
            <CardFace card={c} />
          )}
        </li>
      ))}
      {cards.length === 0 && <li class="muted">{t('tempus-no-cards')}</li>}
    </ul>
  );
}

/** What the effects of these cards do, once per effect. */
export function CardHelp({ cards }: { cards: Card[] }) {
  const effects = [...new Set(cards.map((c) => cardInfo(c).effect))];
  return (
    <details class="card-help">
      <summary>{t('tempus-cards-help')}</summary>
      <ul>
        {effects.map((e) => {
          const c = cardInfo(cards.find((x) => cardInfo(x).effect === e)!);
          return (
            <li key={e}>
              <strong>{c.title}</strong>
              {t('tempus-card-help', { help: c.help })}
            </li>
          );
        })}
      </ul>
      <p class="muted">{t('tempus-cards-background')}</p>
    </details>
  );
}

export function FaceDown({ count, label }: { count: number; label: string }) {
  return (
    <span class="facedown" role="img" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} class="card-back" aria-hidden="true">
          ?
        </span>
      ))}
      {count === 0 && <span class="muted">{t('tempus-no-card-played')}</span>}
    </span>
  );
}
