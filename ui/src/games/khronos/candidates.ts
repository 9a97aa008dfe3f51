// What the board highlights, derived only from the server's list of legal actions: each
// candidate is one place on one board (a footprint or a building) with the legal actions that
// would act there (several when only the surcharge cards or the number of cards differ).

import type { Action, ActionType, Age, BuildingType, BuildingView, Cards, KhronosState, LegalAction, LegalGroup, Square } from './types';
import { AGES } from './types';
import { footprintKey } from './squares';

export interface Candidate {
  key: string;
  group: ActionType;
  age: Age;
  squares: Square[];
  /** The legal actions here, best first (no surcharge, fewest cards). */
  variants: LegalAction[];
}

/** Board-targeted action types (chosen by tapping the board). */
export const BOARD_GROUPS: ActionType[] = [
  'construct',
  'upgrade',
  'demolish',
  'populate',
  'renovate',
  'choose_downsize',
  'place_downsized',
];

export function actionsOf(groups: LegalGroup[], group: ActionType): LegalAction[] {
  return groups.find((g) => g.group === group)?.actions ?? [];
}

export function buildingAt(state: KhronosState, age: Age, square: Square): BuildingView | undefined {
  const sq = square.toUpperCase();
  const board = state.boards[AGES.indexOf(age)] ?? [];
  // A later building hides a printed Hamlet under it: prefer non-printed ones.
  const hits = board.filter((b) => b.squares.some((s) => s.toUpperCase() === sq));
  return hits.find((b) => !b.printed) ?? hits[0];
}

function cardsTotal(c: Cards | undefined): number {
  return c ? c.military + c.religious + c.civil : 0;
}

/** The board and squares an action acts on. */
export function placeOf(state: KhronosState, a: Action): { age: Age; squares: Square[] } | null {
  switch (a.type) {
    case 'construct':
      return { age: a.age, squares: a.squares };
    case 'upgrade':
      return { age: a.age, squares: a.squares };
    case 'demolish': {
      const b = buildingAt(state, a.age, a.at);
      return { age: a.age, squares: b ? b.squares : [a.at] };
    }
    case 'populate':
    case 'renovate': {
      const b = buildingAt(state, 'reason', a.at);
      return { age: 'reason', squares: b ? b.squares : [a.at] };
    }
    case 'choose_downsize': {
      const age = state.pending?.age ?? 'might';
      const b = buildingAt(state, age, a.at);
      return { age, squares: b ? b.squares : [a.at] };
    }
    case 'place_downsized':
      return { age: state.pending?.age ?? 'might', squares: a.squares };
    default:
      return null;
  }
}

function variantCost(a: Action): number {
  if (a.type === 'construct' || a.type === 'upgrade') return cardsTotal(a.extra);
  if (a.type === 'renovate') return a.cards;
  return 0;
}

/**
 * Candidates of one action group, optionally only those building `building` (construct:
 * the type built; upgrade: the new type).
 */
export function candidates(state: KhronosState, groups: LegalGroup[], group: ActionType, building?: BuildingType): Candidate[] {
  const out = new Map<string, Candidate>();
  for (const la of actionsOf(groups, group)) {
    const a = la.action;
    if (building && (a.type === 'construct' || a.type === 'upgrade') && a.building !== building) continue;
    const place = placeOf(state, a);
    if (!place) continue;
    const origin = a.type === 'upgrade' ? `@${a.at.toUpperCase()}` : '';
    const key = `${group}:${place.age}:${footprintKey(place.squares)}${origin}`;
    let c = out.get(key);
    if (!c) {
      c = { key, group, age: place.age, squares: place.squares.map((s) => s.toUpperCase()), variants: [] };
      out.set(key, c);
    }
    c.variants.push(la);
  }
  for (const c of out.values()) c.variants.sort((x, y) => variantCost(x.action) - variantCost(y.action));
  return [...out.values()];
}

/** Every square highlighted on one board. */
export function highlighted(cands: Candidate[], age: Age): Set<Square> {
  const set = new Set<Square>();
  for (const c of cands) if (c.age === age) for (const s of c.squares) set.add(s);
  return set;
}

/**
 * The candidates on `age` that contain `square`, in the order a player cycles through them:
 * shapes starting at that square first, then the others, each by reading order.
 */
export function candidatesAt(cands: Candidate[], age: Age, square: Square): Candidate[] {
  const sq = square.toUpperCase();
  const hits = cands.filter((c) => c.age === age && c.squares.includes(sq));
  const first = (c: Candidate) => (c.squares[0] === sq ? 0 : 1);
  return hits.sort((a, b) => first(a) - first(b) || a.key.localeCompare(b.key));
}

/** The next candidate when the same square is tapped again (wraps around). */
export function cycle(list: Candidate[], current: Candidate | null): Candidate | null {
  if (list.length === 0) return null;
  if (!current) return list[0];
  const i = list.findIndex((c) => c.key === current.key);
  return list[(i + 1) % list.length];
}

/** Building types that can be constructed now (from the legal list), by kind then size. */
export function buildableTypes(groups: LegalGroup[], group: 'construct' | 'upgrade'): BuildingType[] {
  const set = new Set<BuildingType>();
  for (const la of actionsOf(groups, group)) {
    const a = la.action;
    if (a.type === 'construct' || a.type === 'upgrade') set.add(a.building);
  }
  return ALL_TYPES.filter((t) => set.has(t));
}

export const ALL_TYPES: BuildingType[] = ['watchtower', 'keep', 'castle', 'chapel', 'monastery', 'abbey', 'hamlet', 'town', 'city'];

/** Whether two card piles are equal. */
export function sameCards(a: Cards | undefined, b: Cards | undefined): boolean {
  const x = a ?? { military: 0, religious: 0, civil: 0 };
  const y = b ?? { military: 0, religious: 0, civil: 0 };
  return x.military === y.military && x.religious === y.religious && x.civil === y.civil;
}

/** The legal action of `group` whose card pile (`discard`) equals `cards`, if any. */
export function findByDiscard(groups: LegalGroup[], group: 'exchange' | 'end_turn', cards: Cards): LegalAction | undefined {
  return actionsOf(groups, group).find((la) => {
    const a = la.action;
    return (a.type === 'exchange' || a.type === 'end_turn') && sameCards(a.discard, cards);
  });
}
