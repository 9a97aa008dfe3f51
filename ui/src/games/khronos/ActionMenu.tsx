// What the seat to act may start on the Khronos table when nothing is chosen yet: exchange,
// Hold'em swaps, a building type to build or upgrade to, with its tiles left in stock (types
// not possible now can be tapped to hear why), demolish / populate / renovate, undo and the
// end of the turn.

import type { Action, BuildingType, LegalGroup } from './types';
import { ALL_TYPES } from './candidates';
import { t } from '../../i18n';
import { TYPE_INFO, typeAbbr, typeTitle } from './format';
import { groupTitle, menuOf } from './selection';
import { actionLabel } from './words';
import { useRef } from 'preact/hooks';
import { useRovingButtons } from '../../table/roving';

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
  /** How many tiles of each type are left in stock, shown on the buttons. */
  stock: Record<BuildingType, number>;
}

/** A type's tiles left, on its button: the count to see, and words to hear. */
function StockOnButton({ n }: { n: number }) {
  return (
    <>
      <span class={n === 0 ? 'type-stock out' : 'type-stock'} aria-hidden="true" data-stock-left={n}>
        ×{n}
      </span>
      <span class="sr-only">, {t('khronos-menu-stock', { count: n })}</span>
    </>
  );
}

export function ActionMenu({ legal, canUndo, busy, act, undo, startCards, startGroup, chooseType, stock }: ActionMenuProps) {
  const { groups, constructTypes, upgradeTypes, swaps } = menuOf(legal);
  // The building types and the board actions are one tab stop; the arrow keys move inside.
  const toolbar = useRef<HTMLDivElement>(null);
  const onToolbarKey = useRovingButtons(toolbar);
  return (
    <div class="menu">
      {groups.has('exchange') && (
        <button type="button" onClick={() => startCards('exchange')}>
          {t('khronos-menu-exchange')}
        </button>
      )}
      {swaps.length > 0 && (
        <div class="swaps" role="group" aria-label={t('khronos-menu-swaps')}>
          {swaps.map((la, i) => (
            <button type="button" key={i} class="secondary" onClick={() => act(la.action)} disabled={busy}>
              {actionLabel(la.action)}
            </button>
          ))}
        </div>
      )}
      <div class="type-toolbar" role="toolbar" aria-label={t('khronos-menu-toolbar')} ref={toolbar} onKeyDown={onToolbarKey}>
        <div class="type-grid" role="group" aria-label={groupTitle('construct')}>
          <span class="group-label">{groupTitle('construct')}</span>
          {ALL_TYPES.map((b) => {
            const ok = constructTypes.includes(b);
            const info = TYPE_INFO[b];
            return (
              <button
                type="button"
                key={b}
                class={`type-btn kind-${info.kind}${ok ? '' : ' unavailable'}`}
                data-build={b}
                onClick={() => chooseType('construct', b, ok)}
              >
                <span class="type-abbr" aria-hidden="true">
                  {typeAbbr(b)}
                </span>
                <span class="sr-only">{t('khronos-menu-build-a', { building: b })} </span>
                <span class="type-name">{typeTitle(b)}</span>
                <span class="sr-only">
                  {' '}
                  {ok ? t('khronos-menu-value', { value: info.size }) : t('khronos-menu-value-unavailable', { value: info.size })}
                </span>
                <StockOnButton n={stock[b]} />
              </button>
            );
          })}
        </div>
        {upgradeTypes.length > 0 && (
          <div class="type-grid upgrade-grid" role="group" aria-label={groupTitle('upgrade')}>
            <span class="group-label">{t('khronos-menu-upgrade-to')}</span>
            {upgradeTypes.map((b) => (
              <button
                type="button"
                key={b}
                class={`type-btn kind-${TYPE_INFO[b].kind}`}
                data-upgrade={b}
                onClick={() => chooseType('upgrade', b, true)}
              >
                <span class="type-abbr" aria-hidden="true">
                  {typeAbbr(b)}
                </span>
                <span class="sr-only">{t('khronos-menu-upgrade-to')} </span>
                <span class="type-name">{typeTitle(b)}</span>
                <StockOnButton n={stock[b]} />
              </button>
            ))}
          </div>
        )}
        <div class="menu-row">
          {(['demolish', 'populate', 'renovate'] as const).map((g) =>
            groups.has(g) ? (
              <button type="button" key={g} data-group={g} onClick={() => startGroup(g)}>
                {t('khronos-menu-group', { group: groupTitle(g) })}
              </button>
            ) : null,
          )}
        </div>
      </div>
      <p class="muted hint">{t('khronos-menu-travel')}</p>
      {/* The end of the turn first: it stays within three Tabs of the move's heading. */}
      <div class="menu-row end-row sticky-actions">
        {groups.has('end_turn') && (
          <button type="button" class="primary" onClick={() => startCards('end_turn')}>
            {t('khronos-menu-end-turn')}
          </button>
        )}
        {canUndo && (
          <button type="button" class="secondary" onClick={undo} disabled={busy}>
            {t('khronos-menu-undo')}
          </button>
        )}
      </div>
    </div>
  );
}
