// What the seat to act may start on the Khronos table when nothing is chosen yet: exchange,
// Hold'em swaps, a building type to build or upgrade to (types not possible now can be
// tapped to hear why), demolish / populate / renovate, undo and the end of the turn.

import type { Action, BuildingType, LegalGroup } from './types';
import { ALL_TYPES } from './candidates';
import { TYPE_INFO } from './format';
import { groupTitle, menuOf } from './selection';
import { actionLabel } from './words';

export interface ActionMenuProps {
  legal: LegalGroup[];
  canUndo: boolean;
  busy: boolean;
  act: (a: Action) => void;
  undo: () => void;
  /** Starts exchanging cards or ending the turn (choosing the cards). */
  startCards: (kind: 'exchange' | 'end_turn') => void;
  /** Starts placing with a board-targeted group. */
  startGroup: (group: 'demolish' | 'populate' | 'renovate') => void;
  /** A building type tapped; `available`: whether some legal action builds it. */
  chooseType: (group: 'construct' | 'upgrade', t: BuildingType, available: boolean) => void;
}

export function ActionMenu({ legal, canUndo, busy, act, undo, startCards, startGroup, chooseType }: ActionMenuProps) {
  const { groups, constructTypes, upgradeTypes, swaps } = menuOf(legal);
  return (
    <div class="menu">
      {groups.has('exchange') && (
        <button type="button" onClick={() => startCards('exchange')}>
          Exchange cards (2 Ecus)…
        </button>
      )}
      {swaps.length > 0 && (
        <div class="swaps" role="group" aria-label="Hold’em swaps">
          {swaps.map((la, i) => (
            <button type="button" key={i} class="secondary" onClick={() => act(la.action)} disabled={busy}>
              {actionLabel(la.action)}
            </button>
          ))}
        </div>
      )}
      <div class="type-grid" role="group" aria-label="Build">
        <span class="group-label">Build</span>
        {ALL_TYPES.map((t) => {
          const ok = constructTypes.includes(t);
          const info = TYPE_INFO[t];
          return (
            <button
              type="button"
              key={t}
              class={`type-btn kind-${info.kind}${ok ? '' : ' unavailable'}`}
              data-build={t}
              onClick={() => chooseType('construct', t, ok)}
            >
              <span class="type-abbr" aria-hidden="true">
                {info.abbr}
              </span>
              <span class="sr-only">Build a </span>
              <span class="type-name">{info.title}</span>
              <span class="sr-only">
                {' '}
                (value {info.size}){ok ? '' : ', not possible now: tap to see why'}
              </span>
            </button>
          );
        })}
      </div>
      {upgradeTypes.length > 0 && (
        <div class="type-grid" role="group" aria-label="Upgrade">
          <span class="group-label">Upgrade to</span>
          {upgradeTypes.map((t) => (
            <button type="button" key={t} class={`type-btn kind-${TYPE_INFO[t].kind}`} data-upgrade={t} onClick={() => chooseType('upgrade', t, true)}>
              <span class="type-abbr" aria-hidden="true">
                {TYPE_INFO[t].abbr}
              </span>
              <span class="type-name">{TYPE_INFO[t].title}</span>
            </button>
          ))}
        </div>
      )}
      <div class="menu-row">
        {(['demolish', 'populate', 'renovate'] as const).map((g) =>
          groups.has(g) ? (
            <button type="button" key={g} data-group={g} onClick={() => startGroup(g)}>
              {groupTitle(g)}…
            </button>
          ) : null,
        )}
      </div>
      <p class="muted hint">Travel: tap one of your Adventurers above, then a board.</p>
      <div class="menu-row end-row sticky-actions">
        {canUndo && (
          <button type="button" class="secondary" onClick={undo} disabled={busy}>
            Undo
          </button>
        )}
        {groups.has('end_turn') && (
          <button type="button" class="primary" onClick={() => startCards('end_turn')}>
            End the turn…
          </button>
        )}
      </div>
    </div>
  );
}
