// The Khronos modes chosen with the hand or the Adventurers rather than on a board: travelling,
// exchanging cards (pay 2 Ecus, discard, draw back) and ending the turn (the discard before
// drawing back to 4).

import type { Age, Cards, KhronosState, LegalGroup, PlayerView } from './types';
import { AGES } from './types';
import { AGE_TITLE, cardsText } from './format';
import { CardPicker } from './Panels';
import type { Send } from './selection';
import { endTurn, exchange } from './selection';

export function TravelPanel({ pawn, me, busy, travel, cancel }: { pawn: number; me: PlayerView; busy: boolean; travel: (pawn: number, to: Age) => void; cancel: () => void }) {
  return (
    <div class="placing">
      <h3 tabIndex={-1}>Travel with Adventurer {pawn + 1}</h3>
      <p>
        Adventurer {pawn + 1} is in the {AGE_TITLE[me.pawns[pawn]]}. Tap the board it should travel to (1 Ecu).
      </p>
      <div class="menu-row">
        {AGES.map((a) => (
          <button type="button" key={a} onClick={() => travel(pawn, a)} disabled={busy}>
            To the {AGE_TITLE[a]}
          </button>
        ))}
      </div>
      <button type="button" class="secondary" onClick={cancel}>
        Cancel
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
      <h3 tabIndex={-1}>Exchange: pay 2 Ecus, discard, draw back to 4</h3>
      <CardPicker hand={hand} value={picked} onChange={setPicked} legend="Cards to discard" />
      <div class="sticky-actions">
        <button type="button" class="primary" disabled={busy} onClick={() => send(exchange(legal, picked))}>
          Exchange {cardsText(picked)}
        </button>
        <button type="button" class="secondary" onClick={cancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

export function EndTurnPanel({ state, legal, hand, picked, setPicked, busy, send, cancel }: CardsPanelProps & { state: KhronosState }) {
  return (
    <div class="placing end-turn">
      <h3 tabIndex={-1}>End the turn?</h3>
      {state.options.discard_all ? (
        <p>House rule: every unused card is discarded ({cardsText(hand)}); you then draw back to 4.</p>
      ) : (
        <CardPicker hand={hand} value={picked} onChange={setPicked} legend="Cards to discard before drawing back to 4" />
      )}
      <div class="sticky-actions">
        <button type="button" class="primary" disabled={busy} onClick={() => send(endTurn(legal, state, hand, picked))}>
          Yes, end the turn
        </button>
        <button type="button" class="secondary" onClick={cancel}>
          Not yet
        </button>
      </div>
    </div>
  );
}
