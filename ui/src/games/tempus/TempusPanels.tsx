// Pieces of the Tempus table: players, the era display, the fight, the progress phase,
// counts (the cards themselves: TempusCards.tsx).

import type { TempusState, TPlayer } from './types';
import type { SeatStyle } from '../../table/format';
import { TERRAIN_SYMBOL, advancedLast, cardsText } from './tempus';
import { SeatChip } from '../../table/Seat';
import { CountUp } from '../../table/CountUp';
import { CardHelp, FaceDown, Hand } from './TempusCards';
import { t } from '../../i18n';
import { eraInWords } from './words';

export function TPlayers({ state, styles, viewer }: { state: TempusState; styles: SeatStyle[]; viewer: number | null }) {
  return (
    <ul class="players tplayers" aria-label={t('tempus-players')}>
      {state.players.map((p: TPlayer, i) => {
        const s = styles[i];
        const active = state.phase === 'actions' && state.active === i && !state.finished;
        const deciding = state.pending && state.pending.seat === i;
        return (
          <li key={i} class={`player${active ? ' active' : ''}${viewer === i ? ' me' : ''}`} data-seat={i}>
            <div class="player-head">
              <SeatChip s={s} size={26} label={t('tempus-seat-token', { name: s.name })} />
              <span class="player-name">{s.name}</span>
              {state.first === i && (
                <span class="badge first" title={t('tempus-first-title')}>
                  {t('tempus-first')}
                </span>
              )}
              {active && <span class="badge">{t('tempus-badge-turn')}</span>}
              {deciding && <span class="badge warn">{t('tempus-badge-decides')}</span>}
              {viewer === i && <span class="badge me">{t('tempus-badge-you')}</span>}
            </div>
            <dl class="player-stats">
              <div>
                <dt>{t('tempus-stat-era')}</dt>
                <dd data-stat="era">
                  {p.era} {eraInWords(p.era)}
                </dd>
              </div>
              <div>
                <dt>{t('tempus-stat-tiles')}</dt>
                <dd data-stat="tiles">{p.tiles}</dd>
              </div>
              <div>
                <dt>{t('tempus-stat-supply')}</dt>
                <dd data-stat="supply">{p.supply}</dd>
              </div>
              <div>
                <dt>{t('tempus-stat-cards')}</dt>
                <dd data-stat="hand-count">{p.hand_count}</dd>
              </div>
              <div>
                <dt>{t('tempus-stat-cities')}</dt>
                <dd title={t('tempus-stat-cities-title')}>{p.cities.join(' · ')}</dd>
              </div>
              <div>
                <dt>{t('tempus-stat-vp')}</dt>
                <dd data-stat="vp">
                  <CountUp value={p.victory_points} />
                </dd>
              </div>
            </dl>
            {state.phase === 'progress' && state.plays[i] !== null && state.plays[i] !== undefined && (
              <p class="muted">{t('tempus-played-progress', { count: state.plays[i]! })}</p>
            )}
            {viewer === i && p.hand && <Hand cards={p.hand} label={t('tempus-hand-of', { name: s.name })} />}
            {viewer === i && p.hand && p.hand.length > 0 && <CardHelp cards={p.hand} />}
          </li>
        );
      })}
    </ul>
  );
}

/** The era display: each row with what it allows and the era cubes on it. */
export function EraDisplay({ state, styles }: { state: TempusState; styles: SeatStyle[] }) {
  // On a narrow screen the table scrolls sideways in its own box (focusable, so the keys
  // scroll it too) rather than widening the page.
  return (
    <div class="era-scroll" role="region" aria-label={t('tempus-eras-region')} tabIndex={0}>
      <table class="era-display" aria-label={t('tempus-eras')}>
        <thead>
          <tr>
            <th scope="col">{t('tempus-eras-era')}</th>
            <th scope="col" title={t('tempus-eras-actions-title')}>
              {t('tempus-eras-actions')}
            </th>
            <th scope="col" title={t('tempus-eras-move-title')}>
              {t('tempus-eras-move')}
            </th>
            <th scope="col">{t('tempus-eras-babies')}</th>
            <th scope="col" title={t('tempus-eras-stack-title')}>
              {t('tempus-eras-stack')}
            </th>
            <th scope="col">{t('tempus-eras-ships')}</th>
            <th scope="col" title={t('tempus-eras-ideas-title')}>
              {t('tempus-eras-ideas')}
            </th>
            <th scope="col" title={t('tempus-eras-progress-title')}>
              {t('tempus-eras-progress')}
            </th>
            <th scope="col">{t('tempus-eras-players')}</th>
          </tr>
        </thead>
        <tbody>
          {state.eras.map((e, k) => {
            const here = state.players.map((p, i) => ({ p, i })).filter((x) => x.p.era === k + 1);
            return (
              <tr key={k} class={here.length ? 'occupied' : ''}>
                <th scope="row">
                  {k + 1} {eraInWords(k + 1)}
                </th>
                <td>{e.actions}</td>
                <td>
                  {e.move_tokens}×{e.move_hexes}
                </td>
                <td>{e.babies}</td>
                <td>{e.stack}</td>
                <td>{e.ships ? t('tempus-eras-yes') : '—'}</td>
                <td>
                  {e.draw}/{e.hand}
                </td>
                <td>{e.terrain ? `${TERRAIN_SYMBOL[e.terrain]} ${t('tempus-terrain', { terrain: e.terrain })}` : t('tempus-eras-end')}</td>
                <td class="cubes">
                  {here.map((x) => (
                    <SeatChip key={x.i} s={styles[x.i]} size={18} label={t('tempus-era-cube', { name: styles[x.i].name })} />
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function TCounts({ state }: { state: TempusState }) {
  return (
    <div class="counts">
      <span>
        {t('tempus-count-deck')} <strong data-stat="deck">{state.deck_count}</strong>
      </span>
      <span>
        {t('tempus-count-discards')} <strong data-stat="discard">{state.discard.length}</strong>
      </span>
      {state.phase === 'setup' && (
        <span>
          {t('tempus-count-tiles')} <strong>{state.tiles_left}</strong>
        </span>
      )}
      {state.options.atlantis && (
        <span>
          {t('tempus-count-atlantis')} <strong>{state.atlantis_left}</strong>
        </span>
      )}
    </div>
  );
}

/** The fight under way, as the viewer may see it. */
export function FightPanel({ state, styles }: { state: TempusState; styles: SeatStyle[] }) {
  const f = state.fight;
  if (!f) return null;
  const a = styles[f.attacker];
  const d = styles[f.defender];
  const mine = state.viewer === f.attacker;
  return (
    <section class="fight-panel" aria-label={t('tempus-fight')}>
      <h3>
        <SeatChip s={a} size={20} label="" /> {t('tempus-fight-attacks', { name: a.name })} <SeatChip s={d} size={20} label="" />{' '}
        {t('tempus-fight-defender', { name: d.name, from: f.from, to: f.to, leader: f.leader ? 'yes' : 'no' })}
      </h3>
      <p>
        {t('tempus-fight-stake', {
          stake: f.city ? 'city' : 'tokens',
          value: f.city,
          known: f.terrain ? 'yes' : 'no',
          terrain: f.terrain ? t('tempus-terrain', { terrain: f.terrain }) : '',
        })}
      </p>
      <p class="fight-base" data-fight-base={`${f.base[0]}-${f.base[1]}`}>
        {t('tempus-fight-base', {
          attacker: a.name,
          attack: f.base[0],
          defender: d.name,
          defence: f.base[1],
          lead: f.base[0] > f.base[1] ? 'attacker' : 'defender',
        })}
      </p>
      {state.pending?.decision === 'occupy' ? (
        // The cards are revealed and discarded: the fight is won, only the occupation is left.
        <p class="fight-result" data-fight-result="attacker">
          {t('tempus-fight-won', { name: a.name, hex: f.to })}
        </p>
      ) : (
        <ol class="fight-steps">
          <li>
            {t('tempus-fight-attack-cards')}{' '}
            {f.attack_count === null ? (
              <span class="muted">{t('tempus-not-played')}</span>
            ) : mine && f.attack ? (
              <span data-own-attack>{cardsText(f.attack)}</span>
            ) : (
              <FaceDown count={f.attack_count} label={t('tempus-face-down-cards', { count: f.attack_count })} />
            )}
          </li>
          <li>
            {t('tempus-fight-defence-cards')}{' '}
            {f.defence === null ? <span class="muted">{t('tempus-not-played')}</span> : <span>{cardsText(f.defence)}</span>}
          </li>
          <li>
            {t('tempus-fight-reveal')}{' '}
            {state.pending?.decision === 'reveal' ? (
              t('tempus-fight-reveals-now')
            ) : (
              <span class="muted">{t('tempus-fight-after-both')}</span>
            )}
          </li>
        </ol>
      )}
    </section>
  );
}

/** Progress: who has played face down, and the last phase's points. */
export function ProgressPanel({ state, styles }: { state: TempusState; styles: SeatStyle[] }) {
  const showLast = state.round > 1 || state.era_history.length > 0;
  return (
    <section class="progress-panel" aria-label={t('tempus-progress')}>
      {state.phase === 'progress' && (
        <>
          <h3>{t('tempus-progress-phase')}</h3>
          <ul>
            {state.players.map((p, i) => (
              <li key={i}>
                <SeatChip s={styles[i]} size={18} label="" /> {t('tempus-progress-who', { name: p.name })}{' '}
                {state.plays[i] === null || state.plays[i] === undefined ? (
                  <span class="muted">{t('tempus-to-play')}</span>
                ) : (
                  <FaceDown count={state.plays[i]!} label={t('tempus-cards-down', { count: state.plays[i]! })} />
                )}
              </li>
            ))}
          </ul>
          {state.own_play && <p>{t('tempus-your-play', { cards: cardsText(state.own_play) })}</p>}
        </>
      )}
      {showLast && state.last_progress.some((x) => x > 0) && (
        <div class="last-progress" data-last-progress>
          <h3>{t('tempus-last-progress-title')}</h3>
          <ul>
            {state.players.map((p, i) => (
              <li key={i}>
                {t('tempus-last-progress', {
                  name: p.name,
                  points: state.last_progress[i] ?? 0,
                  advanced: advancedLast(state.era_history).includes(i) ? 'yes' : 'no',
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
