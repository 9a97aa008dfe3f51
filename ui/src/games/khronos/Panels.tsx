// Small pieces of the Khronos table: players, cards, the turn track, card pickers, counts,
// earnings.

import type { Cards, KhronosState, Kind } from './types';
import { AGES, KINDS } from './types';
import type { SeatStyle } from '../../table/format';
import type { LogLine } from '../../types';
import { KIND_SYMBOL, ageTitle, cardsTotal, earnings, ecus, kindTitle } from './format';
import { SeatChip } from '../../table/Seat';
import { CountUp } from '../../table/CountUp';
import { rulingHref } from '../../table/logWords';
import { t } from '../../i18n';

export function CardTiles({ cards, label }: { cards: Cards; label: string }) {
  const tiles: Kind[] = [];
  for (const k of KINDS) for (let i = 0; i < cards[k]; i++) tiles.push(k);
  return (
    <ul class="cards" aria-label={label}>
      {tiles.map((k, i) => (
        <li key={i} class={`card card-${k}`} title={t('khronos-card-title', { colour: k })}>
          <span class="card-sym" aria-hidden="true">
            {KIND_SYMBOL[k]}
          </span>
          <span class="card-name">{kindTitle(k)}</span>
        </li>
      ))}
      {tiles.length === 0 && <li class="muted">{t('khronos-no-cards')}</li>}
    </ul>
  );
}

export function TurnTrack({ turn, finished }: { turn: number; finished: boolean }) {
  return (
    <ol class="turn-track" aria-label={finished ? t('khronos-track-over') : t('khronos-track', { turn })}>
      {[1, 2, 3, 4, 5, 6, 7].map((n) => (
        <li
          key={n}
          class={`turn${n === turn && !finished ? ' current' : ''}${n < turn || finished ? ' past' : ''}${n === 4 || n === 7 ? ' earn' : ''}`}
          aria-current={n === turn && !finished ? 'step' : undefined}
          title={isEarningsTurn(n) ? t('khronos-track-earnings-turn', { turn: n }) : t('khronos-track-turn', { turn: n })}
        >
          {n}
          {(n === 4 || n === 7) && (
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
    <ul class="players" aria-label={t('khronos-players')}>
      {state.players.map((p, i) => {
        const s = styles[i];
        const active = state.active === i && !state.finished;
        const deciding = state.pending && state.pending.chooser === i;
        return (
          <li key={i} class={`player${active ? ' active' : ''}${viewer === i ? ' me' : ''}`} data-seat={i}>
            <div class="player-head">
              <SeatChip s={s} size={26} label={t('khronos-player-token', { name: s.name })} />
              <span class="player-name">{s.name}</span>
              {active && <span class="badge">{t('khronos-player-turn')}</span>}
              {deciding && <span class="badge warn">{t('khronos-player-decides')}</span>}
              {viewer === i && <span class="badge me">{t('khronos-player-you')}</span>}
            </div>
            <dl class="player-stats">
              <div>
                <dt>{t('khronos-player-ecus')}</dt>
                <dd data-stat="ecus">
                  <CountUp value={p.ecus} />
                </dd>
              </div>
              <div>
                <dt>{t('khronos-player-cubes')}</dt>
                <dd>{p.cubes}</dd>
              </div>
              <div>
                <dt>{t('khronos-player-cards')}</dt>
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
                    {t('khronos-pawn', { pawn: n + 1, age })}
                  </button>
                ) : (
                  <span key={n} class="pawn-tag">
                    {t('khronos-pawn', { pawn: n + 1, age })}
                  </span>
                ),
              )}
            </div>
            {viewer === i && p.hand && <CardTiles cards={p.hand} label={t('khronos-player-hand', { name: s.name })} />}
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
            <span aria-hidden="true">{KIND_SYMBOL[k]}</span> {kindTitle(k)}{' '}
            <span class="muted">{t('khronos-picker-of', { count: hand[k] })}</span>
          </span>
          <button
            type="button"
            class="step"
            aria-label={t('khronos-picker-fewer', { colour: k })}
            disabled={disabled || value[k] <= 0}
            onClick={() => onChange({ ...value, [k]: value[k] - 1 })}
          >
            −
          </button>
          <output aria-live="polite" aria-label={t('khronos-picker-chosen', { colour: k })} data-kind={k}>
            {value[k]}
          </output>
          <button
            type="button"
            class="step"
            aria-label={t('khronos-picker-more', { colour: k })}
            disabled={disabled || value[k] >= hand[k]}
            onClick={() => onChange({ ...value, [k]: value[k] + 1 })}
          >
            +
          </button>
        </div>
      ))}
      <p class="muted">{t('khronos-picker-total', { count: cardsTotal(value) })}</p>
    </fieldset>
  );
}

export function TableCounts({ state }: { state: KhronosState }) {
  return (
    <div class="counts">
      <span>
        {t('khronos-counts-deck')} <strong data-stat="deck">{state.deck_count}</strong>
      </span>
      <span>
        {t('khronos-counts-discards')} <strong>{state.discard_count}</strong>
      </span>
      {state.options.holdem && (
        <span>
          {t('khronos-counts-face-up')}{' '}
          <strong>
            {KINDS.filter((k) => state.face_up[k] > 0)
              .map((k) => t('khronos-cards-of', { count: state.face_up[k], colour: k }))
              .join(', ') || t('khronos-counts-none')}
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
    <section class="earnings" aria-label={t('khronos-earnings')}>
      {turns.map((turn) => (
        <div key={turn}>
          <h3>{t('khronos-earnings-turn', { turn })}</h3>
          <ul>
            {list
              .filter((e) => e.turn === turn)
              .map((e, i) => (
                <li key={i}>
                  {t('khronos-earnings-line', { name: names[e.seat] ?? '', ecus: ecus(e.ecus), age: t('khronos-age', { age: e.age }) })}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** The last turn: the game ends after its earnings (K16). */
const LAST_TURN = 7;

/** Whether `turn` is one of the turns with earnings at the end of each player's turn. */
export function isEarningsTurn(turn: number): boolean {
  return turn === 4 || turn === LAST_TURN;
}

/** What `seat` would collect if its turn ended now: each board's pay where it has an
 * Adventurer (the engine's count, `earnings_now`). */
function earningsNowTotal(state: KhronosState, seat: number): number {
  const pays = state.earnings_now[seat] ?? [];
  const here = new Set(state.players[seat]?.pawns ?? []);
  return AGES.reduce((n, a, i) => n + (here.has(a) ? (pays[i] ?? 0) : 0), 0);
}

/**
 * The earnings announced before they come, for the seat to act: on the turn before an earnings
 * turn that the next one pays, and on the earnings turn that this one ends with a payment (and
 * on turn 7, that the game ends after it), with the Ecus it would pay as things stand.
 */
export function EarningsComing({ state }: { state: KhronosState }) {
  const seat = state.active;
  const next = isEarningsTurn(state.turn + 1) ? state.turn + 1 : null;
  const now = isEarningsTurn(state.turn);
  if (!now && next === null) return null;
  const total = earningsNowTotal(state, seat);
  return (
    <p class="earnings-coming" role="note" data-earnings={now ? 'now' : 'next'}>
      <strong>
        {!now
          ? t('khronos-earnings-coming-next', { turn: next ?? 0 })
          : state.turn === LAST_TURN
            ? t('khronos-earnings-coming-last', { ecus: ecus(total) })
            : t('khronos-earnings-coming-now', { ecus: ecus(total) })}
      </strong>{' '}
      (
      <a href={rulingHref('khronos', 'K15')} title={t('table-rule-link', { ruling: 'K15' })}>
        K15
      </a>
      )
    </p>
  );
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
  const total = earningsNowTotal(state, seat);
  const now = isEarningsTurn(state.turn);
  return (
    <section class="earnings-now" aria-labelledby="earnings-now-title" data-earnings-turn={now}>
      <h3 id="earnings-now-title">{now ? t('khronos-earnings-now') : t('khronos-earnings-now-later')}</h3>
      <ul>
        {AGES.map((a, i) => (
          <li key={a} data-age={a} data-pays={here.has(a)}>
            {here.has(a)
              ? t('khronos-earnings-now-board', { age: ageTitle(a), ecus: ecus(pays[i]) })
              : t('khronos-earnings-now-board-away', { age: ageTitle(a), ecus: ecus(pays[i]) })}
          </li>
        ))}
      </ul>
      <p>
        {t('khronos-earnings-now-total')} <strong>{ecus(total)}</strong>
      </p>
    </section>
  );
}
