// The tiles left in stock, shared by the three boards (the view's `stock`): one small tile per
// building type, in rows by kind as the Build buttons are, with its picture, letters and how
// many are left; a type with none left is crossed out and says "0", so that "no City tile
// left" shows before anyone taps a City.

import { t } from '../../i18n';
import { Picture } from '../../table/GameIcon';
import type { BuildingType, KhronosState } from './types';
import { ALL_TYPES } from './candidates';
import { TYPE_INFO, typeAbbr, typeTitle } from './format';
import { BUILDING_ICON } from './icons';

/** How many tiles of each type are left (a type the view does not list has none). */
export function stockOf(state: Pick<KhronosState, 'stock'>): Record<BuildingType, number> {
  const out = Object.fromEntries(ALL_TYPES.map((b) => [b, 0])) as Record<BuildingType, number>;
  for (const [b, n] of state.stock) out[b] = n;
  return out;
}

export function TileStock({ state }: { state: KhronosState }) {
  const stock = stockOf(state);
  return (
    <section class="tile-stock" aria-labelledby="tile-stock-title">
      <h3 id="tile-stock-title">{t('khronos-stock')}</h3>
      <ul>
        {ALL_TYPES.map((b) => {
          const n = stock[b];
          const kind = TYPE_INFO[b].kind;
          return (
            <li key={b} class={`stock-item kind-${kind}${n === 0 ? ' out' : ''}`} data-stock={b} data-count={n}>
              <svg class="stock-tile" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <rect x="1" y="2.5" width="22" height="21" rx="4" class="stock-edge" />
                <rect x="1" y="1" width="22" height="21" rx="4" class="stock-face" />
                <Picture name={BUILDING_ICON[b]} x={4} y={3.5} size={16} cls="bld-icon" />
              </svg>
              <span class="stock-abbr" aria-hidden="true">
                {typeAbbr(b)}
              </span>
              <span class="stock-count" aria-hidden="true">
                {n}
              </span>
              <span class="sr-only">{t('khronos-stock-left', { building: typeTitle(b), count: n })}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
