// The Tempus actions menu of the seat whose turn it is: the action tiles (an action not
// possible now can be tapped to hear why), the Idea cards it may play now, undo and the end
// of the turn. A render helper called by ActionPanel, not a component, so the page's
// element tree is the one a single component gives.

import type { ComponentChild } from 'preact';
import { actionsOf, effectHelp, hasGroup } from './tempus';
import type { ActionPanelProps } from './TempusActions';
import { actionLabel } from './words';
import { t } from '../../i18n';
import { RovingGroup } from '../../table/RovingGroup';

/** Why an action with a tile left offers no hex at all (the engine explains a hex when tapped). */
function whyNot(group: 'build_city' | 'fight' | 'atlantis'): string {
  return t('tempus-why-not', { group });
}

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
        else p.inform(whyNot(group));
      }}
      aria-label={hasGroup(legal, group) ? text : t('tempus-not-possible', { action: text })}
    >
      {text}
    </button>
  );
  return (
    <div class="menu">
      <p class="muted">
        {t('tempus-tiles-left', { count: me.tiles })}{' '}
        {turnDone ? t('tempus-action-done') : t('tempus-spend-tile', { actions: state.turn.allowance > 1 ? 'two' : 'one' })}
      </p>
      {/* One tab stop, walked with the arrow keys: the actions not possible now leave the Tab
          order but are still announced, and tapped say why. */}
      <RovingGroup class="menu-row actions-row" label={t('tempus-actions')}>
        {tileButton('move', t('tempus-label-move'), () => act({ type: 'move' }))}
        {tileButton('babies', t('tempus-menu-babies'), () => start({ kind: 'babies' }))}
        {tileButton('idea', t('tempus-menu-idea'), () => act({ type: 'idea' }))}
        {tileButton('build_city', t('tempus-menu-city'), () => start({ kind: 'city' }))}
        {tileButton('fight', t('tempus-menu-fight'), () => start({ kind: 'fight', leader: false }))}
        {state.options.atlantis && tileButton('atlantis', t('tempus-menu-atlantis'), () => start({ kind: 'atlantis' }))}
      </RovingGroup>
      {(effects.length > 0 || groups.has('leader_fight') || groups.has('sanitation') || groups.has('religion')) && (
        <div class="menu-col idea-plays" role="group" aria-label={t('tempus-idea-plays')}>
          <span class="group-label">{t('tempus-idea-plays-title')}</span>
          {effects.map((la, i) => (
            <button
              type="button"
              key={i}
              class="secondary"
              disabled={busy}
              onClick={() => act(la.action)}
              title={effectHelp(la.action.type === 'play_medicine' ? 'medicine' : 'government')}
            >
              {actionLabel(la.action)}
            </button>
          ))}
          {groups.has('sanitation') && (
            <button type="button" class="secondary" onClick={() => start({ kind: 'sanitation' })} title={effectHelp('sanitation')}>
              {t('tempus-play-sanitation')}
            </button>
          )}
          {groups.has('religion') && (
            <button type="button" class="secondary" onClick={() => start({ kind: 'religion' })} title={effectHelp('religion')}>
              {t('tempus-play-religion')}
            </button>
          )}
          {groups.has('leader_fight') && (
            <button
              type="button"
              class="secondary"
              onClick={() => start({ kind: 'fight', leader: true })}
              title={effectHelp('military_leader')}
            >
              {t('tempus-play-leader')}
            </button>
          )}
          <p class="muted small">{t('tempus-effects-summary')}</p>
        </div>
      )}
      {/* The end of the turn first: it stays within a few Tabs of the move's heading. */}
      <div class="menu-row end-row">
        <button
          type="button"
          class={groups.has('end_turn') ? 'primary' : 'unavailable'}
          disabled={busy}
          onClick={() => chooseOrExplain(actionsOf(legal, 'end_turn')[0], { type: 'end_turn' })}
        >
          {t('tempus-label-end-turn')}
        </button>
        {p.canUndo && (
          <button type="button" class="secondary" onClick={undo} disabled={busy}>
            {t('tempus-undo')}
          </button>
        )}
      </div>
    </div>
  );
}
