// The Tempus actions menu of the seat whose turn it is: the action tiles (an action not
// possible now can be tapped to hear why), the Idea cards it may play now, undo and the end
// of the turn. A render helper called by ActionPanel, not a component, so the page's
// element tree is the one a single component gives.

import type { ComponentChild } from 'preact';
import { EFFECT_HELP, actionsOf, hasGroup } from './tempus';
import type { ActionPanelProps } from './TempusActions';
import { actionLabel } from './words';

/** Why an action with a tile left offers no hex at all (the engine explains a hex when tapped). */
const WHY_NOT: Record<'build_city' | 'fight' | 'atlantis', string> = {
  build_city: 'No hex of yours can take a city now: it needs at least 2 of your tokens, not on a mountain, not next to a city, and a city tile of that value left.',
  fight: 'No attack is possible now: you need tokens next to another player’s tokens or city, and a player holding 3 hexes or fewer cannot be attacked.',
  atlantis: 'Atlantis needs an era with ships, a free open-sea hex not next to a city, and 5 of your tokens on the land hexes next to it.',
};

export function actionMenu(p: ActionPanelProps): ComponentChild {
  const { state, legal, me, busy, act, explain, chooseOrExplain, undo } = p;
  const effects = actionsOf(legal, 'medicine', 'government');
  const groups = new Set(legal.map((g) => g.group));
  const turnDone = state.turn.spent >= state.turn.allowance;
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
  return (
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
              {actionLabel(la.action)}
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
}
