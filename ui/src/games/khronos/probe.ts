// What the Khronos table asks the server about when nothing legal matches a tap: the same
// kind of action on that square (or a free square), so the server names the rule that
// forbids it. These actions are never applied, only checked.

import type { Action, ActionType, Age, BuildingType, KhronosState, PlayerView, Square } from './types';
import { AGES, NO_CARDS } from './types';
import { buildingAt } from './candidates';
import type { MapInfo } from './squares';
import { probeFootprint, terrainAt } from './squares';
import { t } from '../../i18n';
import { TYPE_INFO, withArticle } from './format';
import type { Send } from './selection';

/** The action of `mode` on a square no legal action uses, for the server to say why not. */
export function probeAction(
  state: KhronosState,
  map: MapInfo,
  mode: { group: ActionType; building?: BuildingType },
  age: Age,
  sq: Square,
): Action {
  switch (mode.group) {
    case 'construct': {
      const b = mode.building ?? 'watchtower';
      return { type: 'construct', age, building: b, squares: probeFootprint(map, sq, TYPE_INFO[b].size), extra: NO_CARDS };
    }
    case 'upgrade': {
      const b = mode.building ?? 'keep';
      const at = buildingAt(state, age, sq);
      const squares = at ? probeFootprint(map, at.squares[0], TYPE_INFO[b].size) : probeFootprint(map, sq, TYPE_INFO[b].size);
      return { type: 'upgrade', age, at: sq, building: b, squares, extra: NO_CARDS };
    }
    case 'demolish':
      return { type: 'demolish', age, at: sq };
    case 'populate':
      return { type: 'populate', at: sq };
    case 'renovate':
      return { type: 'renovate', at: sq, cards: 1 };
    case 'choose_downsize':
      return { type: 'choose_downsize', at: sq };
    case 'place_downsized': {
      const size = state.pending && state.pending.decision === 'place_downsized' ? (state.pending.options[0]?.length ?? 1) : 1;
      return { type: 'place_downsized', squares: probeFootprint(map, sq, size) };
    }
    default:
      return { type: 'populate', at: sq };
  }
}

/**
 * The free plain square to probe on `age`'s board: the first free plain square in reading
 * order, except that a free A1 is passed over for the first free plain square of the rows
 * below it (A1 when there is none). The scan has always gone on while it still held its
 * starting value A1; kept as it is so the explanation shown does not change.
 */
export function freePlainSquare(state: KhronosState, map: MapInfo, age: Age): Square {
  const board = state.boards[AGES.indexOf(age)];
  const taken = new Set(board.flatMap((b) => b.squares));
  let sq = 'A1';
  for (let y = 0; y < map.height && sq === 'A1'; y++)
    for (let x = 0; x < map.width; x++) {
      const s = `${String.fromCharCode(65 + x)}${y + 1}`;
      if (!taken.has(s) && terrainAt(map, s) === 'plain') {
        sq = s;
        break;
      }
    }
  return sq;
}

/**
 * Why a building type no legal action offers cannot be built: the same building on a free
 * square of a board where the seat has an Adventurer, for the server to explain; for an
 * upgrade, a plain notice.
 */
export function whyNotType(
  state: KhronosState,
  map: MapInfo,
  me: PlayerView | null,
  group: 'construct' | 'upgrade',
  b: BuildingType,
): Send | { kind: 'inform'; text: string } {
  if (group === 'upgrade') return { kind: 'inform', text: t('khronos-why-no-upgrade', { building: withArticle(b) }) };
  const age: Age = me?.pawns.find((a) => a !== 'reason') ?? 'might';
  const sq = freePlainSquare(state, map, age);
  return {
    kind: 'explain',
    action: { type: 'construct', age, building: b, squares: probeFootprint(map, sq, TYPE_INFO[b].size), extra: NO_CARDS },
  };
}
