// Small pieces of the Khronos table: players, cards, the turn track, card pickers, counts,
// earnings.

import type { Cards, KhronosState, Kind } from './types';
import { AGES, KINDS } from './types';
import type { SeatStyle } from '../../table/format';
import { plural } from '../../table/format';
import type { LogLine } from '../../types';
import { AGE_TITLE, KIND_SYMBOL, KIND_TITLE, cardsTotal, earnings, ecus } from './format';
import { SeatChip } from '../../table/Seat';
import { t } from '../../i18n';

export function CardTiles({ cards, label }: { cards: Cards; label: string }) {
  const tiles: Kind[] = [];
  for (const k of KINDS) for (let i = 0; i < cards[k]; i++) tiles.push(k);
  return (
    <ul class="cards" aria-label={label}>
      {tiles.map((k, i) => (
        <li key={i} class={`card card-${k}`} title={`${KIND_TITLE[k]} card`}>
          <span class="card-sym" aria-hidden="true">
            {KIND_SYMBOL[k]}
          </span>
          <span class="card-name">{KIND_TITLE[k]}</span>
        </li>
      ))}
      {tiles.length === 0 && <li class="muted">no cards</li>}
    </ul>
  );
}

export function TurnTrack({ turn, finished }: { turn: number; finished: boolean }) {
  return (
    <ol class="turn-track" aria-label={finished ? 'Turn track: the game is over' : `Turn track: turn ${turn} of 7`}>
      {[1, 2, 3, 4, 5, 6, 7].map((t) => (
        <li
          key={t}
          class={`turn${t === turn && !finished ? ' current' : ''}${t < turn || finished ? ' past' : ''}${t === 4 || t === 7 ? ' earn' : ''}`}
          aria-current={t === turn && !finished ? 'step' : undefined}
          title={isEarningsTurn(t) ? `Turn ${t}: earnings at the end of each player's turn` : `Turn ${t}`}
        >
          {t}
          {(t === 4 || t === 7) && (
            <span class="earn-mark" aria-hidden="true">
              ¤
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

export function PlayersPanel({
  state,
  styles,
  viewer,
  onPawn,
  pawnMode,
}: {
  state: KhronosState;
  styles: SeatStyle[];
  viewer: number | null;
  onPawn?: (pawn: number) => void;
  pawnMode?: number | null;
}) {
  return (
    <ul class="players" aria-label="Players">
      {state.players.map((p, i) => {
        const s = styles[i];
        const active = state.active === i && !state.finished;
        const deciding = state.pending && state.pending.chooser === i;
        return (
          <li key={i} class={`player${active ? ' active' : ''}${viewer === i ? ' me' : ''}`} data-seat={i}>
            <div class="player-head">
              <SeatChip s={s} size={26} label={`${s.name}'s token`} />
              <span class="player-name">{s.name}</span>
              {active && <span class="badge">turn</span>}
              {deciding && <span class="badge warn">decides</span>}
              {viewer === i && <span class="badge me">you</span>}
            </div>
            <dl class="player-stats">
              <div>
                <dt>Ecus</dt>
                <dd data-stat="ecus">{p.ecus}</dd>
              </div>
              <div>
                <dt>Cubes</dt>
                <dd>{p.cubes}</dd>
              </div>
              <div>
                <dt>Cards</dt>
                <dd data-stat="hand-count">{p.hand_count}</dd>
              </div>
            </dl>
            <div class="pawns">
              {p.pawns.map((age, n) =>
                onPawn && viewer === i ? (
                  <button
                    key={n}
                    type="button"
                    class={`pawn-btn${pawnMode === n ? ' pressed' : ''}`}
                    aria-pressed={pawnMode === n}
                    onClick={() => onPawn(n)}
                  >
                    Adventurer {n + 1}: {AGE_TITLE[age].replace('Age of ', '')}
                  </button>
                ) : (
                  <span key={n} class="pawn-tag">
                    Adventurer {n + 1}: {AGE_TITLE[age].replace('Age of ', '')}
                  </span>
                ),
              )}
            </div>
            {viewer === i && p.hand && <CardTiles cards={p.hand} label={`${s.name}'s hand`} />}
          </li>
        );
      })}
    </ul>
  );
}

/** Choose how many cards of each colour (e.g. to discard), up to what the hand holds. */
export function CardPicker({
  hand,
  value,
  onChange,
  legend,
  disabled,
}: {
  hand: Cards;
  value: Cards;
  onChange: (c: Cards) => void;
  legend: string;
  disabled?: boolean;
}) {
  return (
    <fieldset class="card-picker">
      <legend>{legend}</legend>
      {KINDS.map((k) => (
        <div class={`picker-row card-${k}`} key={k}>
          <span class="picker-label">
            <span aria-hidden="true">{KIND_SYMBOL[k]}</span> {KIND_TITLE[k]} <span class="muted">(of {hand[k]})</span>
          </span>
          <button
            type="button"
            class="step"
            aria-label={`One ${KIND_TITLE[k]} card fewer`}
            disabled={disabled || value[k] <= 0}
            onClick={() => onChange({ ...value, [k]: value[k] - 1 })}
          >
            −
          </button>
          <output aria-live="polite" aria-label={`${KIND_TITLE[k]} cards chosen`} data-kind={k}>
            {value[k]}
          </output>
          <button
            type="button"
            class="step"
            aria-label={`One ${KIND_TITLE[k]} card more`}
            disabled={disabled || value[k] >= hand[k]}
            onClick={() => onChange({ ...value, [k]: value[k] + 1 })}
          >
            +
          </button>
        </div>
      ))}
      <p class="muted">{plural(cardsTotal(value), 'card')} chosen</p>
    </fieldset>
  );
}

export function TableCounts({ state }: { state: KhronosState }) {
  return (
    <div class="counts">
      <span>
        Deck: <strong data-stat="deck">{state.deck_count}</strong>
      </span>
      <span>
        Discards: <strong>{state.discard_count}</strong>
      </span>
      {state.options.holdem && (
        <span>
          Face up:{' '}
          <strong>
            {KINDS.filter((k) => state.face_up[k] > 0)
              .map((k) => `${state.face_up[k]} ${KIND_TITLE[k]}`)
              .join(', ') || 'none'}
          </strong>
        </span>
      )}
    </div>
  );
}

/** Every turn's earnings read from the log, turn by turn. */
export function EarningsList({ log, names }: { log: LogLine[]; names: readonly string[] }) {
  const list = earnings(log);
  if (!list.length) return null;
  const turns = [...new Set(list.map((e) => e.turn))];
  return (
    <section class="earnings" aria-label="Earnings">
      {turns.map((turn) => (
        <div key={turn}>
          <h3>Turn {turn} earnings</h3>
          <ul>
            {list
              .filter((e) => e.turn === turn)
              .map((e, i) => (
                <li key={i}>
                  {names[e.seat]}: {ecus(e.ecus)} from {t('khronos-age', { age: e.age })}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** Whether `turn` is one of the turns with earnings at the end of each player's turn. */
export function isEarningsTurn(turn: number): boolean {
  return turn === 4 || turn === 7;
}

/**
 * What each board would pay `seat` if its turn ended now (the engine's count), marking the
 * boards where it has no Adventurer (they pay nothing). On turns 4 and 7 these are the
 * earnings to come; on other turns a hint.
 */
export function EarningsNow({ state, seat }: { state: KhronosState; seat: number }) {
  const pays = state.earnings_now[seat];
  if (!pays) return null;
  const here = new Set(state.players[seat]?.pawns ?? []);
  const total = AGES.reduce((n, a, i) => n + (here.has(a) ? pays[i] : 0), 0);
  const now = isEarningsTurn(state.turn);
  return (
    <section class="earnings-now" aria-labelledby="earnings-now-title" data-earnings-turn={now}>
      <h3 id="earnings-now-title">{now ? 'Your earnings if the turn ended now' : 'What you would earn on an earnings turn'}</h3>
      <ul>
        {AGES.map((a, i) => (
          <li key={a} data-age={a} data-pays={here.has(a)}>
            {AGE_TITLE[a]}: {ecus(pays[i])}
            {here.has(a) ? '' : ' (no Adventurer there: not collected)'}
          </li>
        ))}
      </ul>
      <p>
        Total: <strong>{ecus(total)}</strong>
      </p>
    </section>
  );
}
