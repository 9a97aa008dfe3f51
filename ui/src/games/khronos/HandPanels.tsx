// The Khronos modes chosen with the hand or the Adventurers rather than on a board: travelling,
// exchanging cards (pay 2 Ecus, discard, draw back) and ending the turn (the discard before
// drawing back to 4).

import type { Age, Cards, KhronosState, LegalGroup, PlayerView } from './types';
import { AGES } from './types';
import { t } from '../../i18n';
import { cardsText, cardsTotal } from './format';
import { CardPicker } from './Panels';
import type { Send } from './selection';
import { endTurn, exchange } from './selection';

export function TravelPanel({
  pawn,
  me,
  busy,
  travel,
  cancel,
}: {
  pawn: number;
  me: PlayerView;
  busy: boolean;
  travel: (pawn: number, to: Age) => void;
  cancel: () => void;
}) {
  return (
    <div class="placing">
      <h3 tabIndex={-1}>{t('khronos-travel-title', { pawn: pawn + 1 })}</h3>
      <p>{t('khronos-travel-where', { pawn: pawn + 1, age: t('khronos-age', { age: me.pawns[pawn] }) })}</p>
      <div class="menu-row">
        {/* Only the other ages: an Adventurer cannot travel to where it already stands. */}
        {AGES.filter((a) => a !== me.pawns[pawn]).map((a) => (
          <button type="button" key={a} onClick={() => travel(pawn, a)} disabled={busy}>
            {t('khronos-travel-to', { age: t('khronos-age', { age: a }) })}
          </button>
        ))}
      </div>
      <button type="button" class="secondary" onClick={cancel}>
        {t('khronos-cancel')}
      </button>
    </div>
  );
}

interface CardsPanelProps {
  legal: LegalGroup[];
  hand: Cards;
  picked: Cards;
  setPicked: (c: Cards) => void;
  busy: boolean;
  send: (s: Send) => void;
  cancel: () => void;
}

export function ExchangePanel({ legal, hand, picked, setPicked, busy, send, cancel }: CardsPanelProps) {
  return (
    <div class="placing">
      <h3 tabIndex={-1}>{t('khronos-exchange-title')}</h3>
      <CardPicker hand={hand} value={picked} onChange={setPicked} legend={t('khronos-exchange-discard')} />
      <div class="sticky-actions">
        {/* Nothing chosen yet: the button says what to do rather than offer to exchange no cards. */}
        <button type="button" class="primary" disabled={busy || cardsTotal(picked) === 0} onClick={() => send(exchange(legal, picked))}>
          {cardsTotal(picked) === 0 ? t('khronos-exchange-choose') : t('khronos-exchange-button', { cards: cardsText(picked) })}
        </button>
        <button type="button" class="secondary" onClick={cancel}>
          {t('khronos-cancel')}
        </button>
      </div>
    </div>
  );
}

export function EndTurnPanel({ state, legal, hand, picked, setPicked, busy, send, cancel }: CardsPanelProps & { state: KhronosState }) {
  return (
    <div class="placing end-turn">
      <h3 tabIndex={-1}>{t('khronos-end-turn-title')}</h3>
      {state.options.discard_all ? (
        <p>{t('khronos-end-turn-discard-all', { cards: cardsText(hand) })}</p>
      ) : (
        <CardPicker hand={hand} value={picked} onChange={setPicked} legend={t('khronos-end-turn-discard')} />
      )}
      <div class="sticky-actions">
        <button type="button" class="primary" disabled={busy} onClick={() => send(endTurn(legal, state, hand, picked))}>
          {t('khronos-end-turn-yes')}
        </button>
        <button type="button" class="secondary" onClick={cancel}>
          {t('khronos-end-turn-not-yet')}
        </button>
      </div>
    </div>
  );
}
