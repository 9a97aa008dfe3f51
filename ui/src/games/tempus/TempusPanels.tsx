// Pieces of the Tempus table: players, the era display, the fight, the progress phase,
// counts (the cards themselves: TempusCards.tsx).

import type { TempusState, TPlayer } from './types';
import type { SeatStyle } from '../../table/format';
import { TERRAIN_SYMBOL, advancedLast, cardsText } from './tempus';
import { SeatChip } from '../../table/Seat';
import { CardHelp, FaceDown, Hand } from './TempusCards';

export function TPlayers({ state, styles, viewer }: { state: TempusState; styles: SeatStyle[]; viewer: number | null }) {
  return (
    <ul class="players tplayers" aria-label="Players">
      {state.players.map((p: TPlayer, i) => {
        const s = styles[i];
        const active = state.phase === 'actions' && state.active === i && !state.finished;
        const deciding = state.pending && state.pending.seat === i;
        return (
          <li key={i} class={`player${active ? ' active' : ''}${viewer === i ? ' me' : ''}`} data-seat={i}>
            <div class="player-head">
              <SeatChip s={s} size={26} label={`${s.name}'s token`} />
              <span class="player-name">{s.name}</span>
              {state.first === i && (
                <span class="badge first" title="First player">
                  1st
                </span>
              )}
              {active && <span class="badge">turn</span>}
              {deciding && <span class="badge warn">decides</span>}
              {viewer === i && <span class="badge me">you</span>}
            </div>
            <dl class="player-stats">
              <div>
                <dt>Era</dt>
                <dd data-stat="era">
                  {p.era} {p.era_name}
                </dd>
              </div>
              <div>
                <dt>Tiles</dt>
                <dd data-stat="tiles">{p.tiles}</dd>
              </div>
              <div>
                <dt>Supply</dt>
                <dd data-stat="supply">{p.supply}</dd>
              </div>
              <div>
                <dt>Cards</dt>
                <dd data-stat="hand-count">{p.hand_count}</dd>
              </div>
              <div>
                <dt>Cities left</dt>
                <dd title="value 2, 3, 4">{p.cities.join(' · ')}</dd>
              </div>
              <div>
                <dt>VP</dt>
                <dd data-stat="vp">{p.victory_points}</dd>
              </div>
            </dl>
            {state.phase === 'progress' && state.plays[i] !== null && state.plays[i] !== undefined && (
              <p class="muted">Played {state.plays[i]} card{state.plays[i] === 1 ? '' : 's'} face down for progress</p>
            )}
            {viewer === i && p.hand && <Hand cards={p.hand} label={`${s.name}'s hand`} />}
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
    <div class="era-scroll" role="region" aria-label="Era display, scrolls sideways" tabIndex={0}>
      <table class="era-display" aria-label="Era display">
        <thead>
          <tr>
            <th scope="col">Era</th>
            <th scope="col" title="Action tiles">Act.</th>
            <th scope="col" title="Tokens moved × hexes each">Move</th>
            <th scope="col">Babies</th>
            <th scope="col" title="Stacking limit">Stack</th>
            <th scope="col">Ships</th>
            <th scope="col" title="Cards drawn / hand limit">Ideas</th>
            <th scope="col" title="Progress terrain when leaving this era">Progress</th>
            <th scope="col">Players</th>
          </tr>
        </thead>
        <tbody>
          {state.eras.map((e, k) => {
            const here = state.players.map((p, i) => ({ p, i })).filter((x) => x.p.era === k + 1);
            return (
              <tr key={k} class={here.length ? 'occupied' : ''}>
                <th scope="row">
                  {k + 1} {e.name}
                </th>
                <td>{e.actions}</td>
                <td>
                  {e.move_tokens}×{e.move_hexes}
                </td>
                <td>{e.babies}</td>
                <td>{e.stack}</td>
                <td>{e.ships ? 'yes' : '—'}</td>
                <td>
                  {e.draw}/{e.hand}
                </td>
                <td>{e.terrain ? `${TERRAIN_SYMBOL[e.terrain]} ${e.terrain}` : 'end'}</td>
                <td class="cubes">
                  {here.map((x) => (
                    <SeatChip key={x.i} s={styles[x.i]} size={18} label={`${styles[x.i].name}'s era cube`} />
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
        Deck: <strong data-stat="deck">{state.deck_count}</strong>
      </span>
      <span>
        Discards: <strong data-stat="discard">{state.discard.length}</strong>
      </span>
      {state.phase === 'setup' && (
        <span>
          Map tiles left: <strong>{state.tiles_left}</strong>
        </span>
      )}
      {state.options.atlantis && (
        <span>
          Atlantis left: <strong>{state.atlantis_left}</strong>
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
    <section class="fight-panel" aria-label="Fight">
      <h3>
        <SeatChip s={a} size={20} label="" /> {a.name} attacks <SeatChip s={d} size={20} label="" /> {d.name}: {f.from} → {f.to}
        {f.leader ? ' (Military Leader)' : ''}
      </h3>
      <p>
        {f.city ? `A city of value ${f.city}` : 'Tokens'}
        {f.terrain ? `; the fight’s terrain is ${f.terrain}` : f.city ? '; its owner declares its terrain' : ''}.
      </p>
      <p class="fight-base" data-fight-base={`${f.base[0]}-${f.base[1]}`}>
        Before any card: {a.name} {f.base[0]} combat point{f.base[0] === 1 ? '' : 's'}, {d.name} {f.base[1]}
        {f.base[0] > f.base[1] ? ' (the attacker leads)' : ' (the defender leads: a tie goes to the defender)'}.
      </p>
      {state.pending?.decision === 'occupy' ? (
        // The cards are revealed and discarded: the fight is won, only the occupation is left.
        <p class="fight-result" data-fight-result="attacker">
          {a.name} won the fight and may move tokens into {f.to} (the cards played are in the log).
        </p>
      ) : (
      <ol class="fight-steps">
        <li>
          Attacker’s cards (face down):{' '}
          {f.attack_count === null ? (
            <span class="muted">not yet played</span>
          ) : mine && f.attack ? (
            <span data-own-attack>{cardsText(f.attack)}</span>
          ) : (
            <FaceDown count={f.attack_count} label={`${f.attack_count} face-down card${f.attack_count === 1 ? '' : 's'}`} />
          )}
        </li>
        <li>Defender’s cards (face up): {f.defence === null ? <span class="muted">not yet played</span> : <span>{cardsText(f.defence)}</span>}</li>
        <li>Reveal and result: {state.pending?.decision === 'reveal' ? 'the attacker reveals now' : <span class="muted">after both have played</span>}</li>
      </ol>
      )}
    </section>
  );
}

/** Progress: who has played face down, and the last phase's points. */
export function ProgressPanel({ state, styles }: { state: TempusState; styles: SeatStyle[] }) {
  const showLast = state.round > 1 || state.era_history.length > 0;
  return (
    <section class="progress-panel" aria-label="Progress">
      {state.phase === 'progress' && (
        <>
          <h3>Progress phase</h3>
          <ul>
            {state.players.map((p, i) => (
              <li key={i}>
                <SeatChip s={styles[i]} size={18} label="" /> {p.name}:{' '}
                {state.plays[i] === null || state.plays[i] === undefined ? (
                  <span class="muted">to play</span>
                ) : (
                  <FaceDown count={state.plays[i]!} label={`${state.plays[i]} card${state.plays[i] === 1 ? '' : 's'} face down`} />
                )}
              </li>
            ))}
          </ul>
          {state.own_play && <p>Your play: {cardsText(state.own_play)}</p>}
        </>
      )}
      {showLast && state.last_progress.some((x) => x > 0) && (
        <div class="last-progress" data-last-progress>
          <h3>Last progress phase</h3>
          <ul>
            {state.players.map((p, i) => (
              <li key={i}>
                {p.name}: {state.last_progress[i] ?? 0} point{state.last_progress[i] === 1 ? '' : 's'}
                {advancedLast(state.era_history).includes(i) ? ' — advanced' : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
