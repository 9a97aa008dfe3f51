// The Khronos table's selection logic, pure: what the menu offers from the legal actions, the
// mode in force (a pending decision forces one), the places a mode offers, what a tap on a
// square means, which legal action a selection or a card pick sends (or, when none matches,
// what to ask the server about: probe.ts). The screen keeps only the state and renders.

import type { Action, ActionType, Age, BuildingType, BuildingView, Cards, KhronosState, LegalAction, LegalGroup, Square } from './types';
import { NO_CARDS } from './types';
import type { Candidate } from './candidates';
import { actionsOf, buildableTypes, candidates, candidatesAt, cycle, findByDiscard } from './candidates';
import type { MapInfo } from './squares';
import { terrainAt } from './squares';
import { t } from '../../i18n';
import { cardsText, withArticle } from './format';
import { probeAction } from './probe';
import { actionLabel } from './words';

/** What the player is choosing now. */
export type Mode =
  | null
  | { kind: 'place'; group: ActionType; building?: BuildingType }
  | { kind: 'travel'; pawn: number }
  | { kind: 'exchange' }
  | { kind: 'end_turn' };

/** A square the pointer is over (or the keyboard focus is on). */
export interface Hover {
  age: Age;
  sq: Square;
}

/** What to send: a legal action to apply, or an action to ask the server why it is refused. */
export type Send = { kind: 'act'; action: Action } | { kind: 'explain'; action: Action };

export const NO_CANDIDATES: Candidate[] = [];
export const NO_BUILDINGS: BuildingView[] = [];

/** The legal action if there is one, else the probe to explain. */
function sendOf(la: LegalAction | undefined, probe: Action): Send {
  return la ? { kind: 'act', action: la.action } : { kind: 'explain', action: probe };
}

export interface Menu {
  groups: Set<ActionType>;
  constructTypes: BuildingType[];
  upgradeTypes: BuildingType[];
  swaps: LegalAction[];
}

const menus = new WeakMap<LegalGroup[], Menu>();
/** What the menu needs from the legal actions, computed once per list (not on every render). */
export function menuOf(legal: LegalGroup[]): Menu {
  let m = menus.get(legal);
  if (!m) {
    m = {
      groups: new Set(legal.map((g) => g.group)),
      constructTypes: buildableTypes(legal, 'construct'),
      upgradeTypes: buildableTypes(legal, 'upgrade'),
      swaps: actionsOf(legal, 'swap'),
    };
    menus.set(legal, m);
  }
  return m;
}

/** The decision the seat must take now (downsizing a building), if any. */
export function pendingGroup(legal: LegalGroup[]): ActionType | undefined {
  return legal.find((g) => g.group === 'choose_downsize' || g.group === 'place_downsized')?.group;
}

/** The mode in force: a pending decision is a place mode of its own, whatever was chosen. */
export function effectiveMode(legal: LegalGroup[], mode: Mode): Mode {
  const pending = pendingGroup(legal);
  return pending ? { kind: 'place', group: pending } : mode;
}

/** The places of a place mode's group and building (none without a group or a view). */
export function placeCandidates(
  state: KhronosState | undefined,
  legal: LegalGroup[],
  group: ActionType | null,
  building: BuildingType | undefined,
): Candidate[] {
  return group && state ? candidates(state, legal, group, building) : NO_CANDIDATES;
}

/** The groups chosen by placing on the boards, which have a title. */
const TITLED: ReadonlySet<ActionType> = new Set<ActionType>([
  'construct',
  'upgrade',
  'demolish',
  'populate',
  'renovate',
  'choose_downsize',
  'place_downsized',
]);

/** The title of a board-targeted group's button ("Demolish"). */
export function groupTitle(group: ActionType): string {
  return TITLED.has(group) ? t('khronos-group', { group }) : '';
}

/** The heading of a place mode: "Build a Keep", "Upgrade to a Castle", "Demolish". */
export function placeTitle(mode: Mode): string {
  if (mode?.kind !== 'place') return '';
  if (!mode.building) return groupTitle(mode.group);
  if (mode.group === 'upgrade') return t('khronos-place-upgrade', { building: withArticle(mode.building) });
  if (mode.group === 'construct') return t('khronos-place-construct', { building: withArticle(mode.building) });
  return groupTitle(mode.group);
}

/** The board a group opens on: Populate and Renovate act in the Age of Reason. */
export function groupTab(group: 'demolish' | 'populate' | 'renovate', tab: Age): Age {
  return group === 'demolish' ? tab : 'reason';
}

/** The board to show after choosing a type: the current one if it has places, else the first that has. */
export function tabFor(cands: Candidate[], tab: Age): Age {
  return cands.length && !cands.some((c) => c.age === tab) ? cands[0].age : tab;
}

/** How many places each board offers. */
export function placeCounts(cands: Candidate[]): Record<Age, number> {
  const counts: Record<Age, number> = { might: 0, faith: 0, reason: 0 };
  for (const c of cands) counts[c.age]++;
  return counts;
}

/** The place previewed under the pointer: the selection if the pointer is on it, else the first place there. */
export function hoverCandidate(mode: Mode, cands: Candidate[], sel: Candidate | null, hover: Hover | null): Candidate | null {
  if (!hover || mode?.kind !== 'place') return null;
  if (sel && sel.age === hover.age && sel.squares.includes(hover.sq)) return sel;
  return candidatesAt(cands, hover.age, hover.sq)[0] ?? null;
}

/**
 * A tap on a square: select a place there (the next shape on a second tap), travel there, or,
 * when no place of the mode is there, drop the selection and ask the server why (`why`).
 */
export type SquareTap =
  | { kind: 'none' }
  | { kind: 'select'; cand: Candidate; hint: string | null }
  | { kind: 'travel'; send: Send }
  | { kind: 'why'; action: Action };

export interface TapContext {
  state: KhronosState;
  map: MapInfo;
  legal: LegalGroup[];
  mode: Mode;
  cands: Candidate[];
  sel: Candidate | null;
}

export function tapSquare({ state, map, legal, mode, cands, sel }: TapContext, age: Age, sq: Square): SquareTap {
  if (!mode) return { kind: 'none' };
  if (mode.kind === 'travel') return { kind: 'travel', send: travel(legal, mode.pawn, age) };
  if (mode.kind !== 'place') return { kind: 'none' };
  const list = candidatesAt(cands, age, sq);
  if (!list.length) return { kind: 'why', action: probeAction(state, map, mode, age, sq) };
  const cur = sel && list.some((c) => c.key === sel.key) ? sel : null;
  const cand = (cur ? cycle(list, cur) : null) ?? list[0];
  return { kind: 'select', cand, hint: list.length > 1 ? t('khronos-shapes-hint', { count: list.length, square: sq }) : null };
}

/** Adventurer `pawn` travelling to `to`: the legal travel, or the travel to explain. */
export function travel(legal: LegalGroup[], pawn: number, to: Age): Send {
  const la = actionsOf(legal, 'travel').find((x) => x.action.type === 'travel' && x.action.pawn === pawn && x.action.to === to);
  return sendOf(la, { type: 'travel', pawn, to });
}

/** The words a screen reader hears for a square: "B2, plain: Build a Keep on B2-B3 (2 shapes)". */
export function describeSquare(map: MapInfo, cands: Candidate[], age: Age, sq: Square): string {
  const list = candidatesAt(cands, age, sq);
  const cheapest = list[0]?.variants[0];
  const args = {
    square: sq,
    terrain: t('khronos-terrain', { terrain: terrainAt(map, sq) }),
    action: cheapest ? actionLabel(cheapest.action) : sq,
  };
  return list.length > 1 ? t('khronos-square-shapes', { ...args, count: list.length }) : t('khronos-square', args);
}

/** The place of the list with this key (the list's select), if any. */
export function candidateByKey(cands: Candidate[], key: string): Candidate | null {
  return cands.find((x) => x.key === key) ?? null;
}

/** A place in the list: its cheapest action's label without the surcharge. */
export function candidateLabel(c: Candidate): string {
  const a = c.variants[0].action;
  return actionLabel(a.type === 'construct' || a.type === 'upgrade' ? { ...a, extra: NO_CARDS } : a);
}

/** The chosen variant of a place (the last one if the index is past the end). */
export function chosenVariant(sel: Candidate | null, variant: number): LegalAction | null {
  return sel ? sel.variants[Math.min(variant, sel.variants.length - 1)] : null;
}

/** A variant as a choice of payment: the surcharge cards, or how many cards a renovation takes now. */
export function variantText(v: LegalAction): string {
  const a = v.action;
  if (a.type === 'construct' || a.type === 'upgrade') return cardsText(a.extra);
  if (a.type === 'renovate') return t('khronos-card-count', { count: a.cards });
  return actionLabel(a);
}

/** Tapping Adventurer `pawn`: travel with it, or stop if it was already chosen. */
export function togglePawn(mode: Mode, pawn: number): Mode {
  return mode?.kind === 'travel' && mode.pawn === pawn ? null : { kind: 'travel', pawn };
}

/** Exchanging the picked cards. */
export function exchange(legal: LegalGroup[], picked: Cards): Send {
  return sendOf(findByDiscard(legal, 'exchange', picked), { type: 'exchange', discard: picked });
}

/** The cards discarded at the end of the turn: the picked ones, or the whole hand under the discard-all house rule. */
export function endTurnDiscard(state: KhronosState, hand: Cards | null | undefined, picked: Cards): Cards {
  return state.options.discard_all ? (hand ?? NO_CARDS) : picked;
}

/** Ending the turn with the cards of `endTurnDiscard`. */
export function endTurn(legal: LegalGroup[], state: KhronosState, hand: Cards | null | undefined, picked: Cards): Send {
  const discard = endTurnDiscard(state, hand, picked);
  return sendOf(findByDiscard(legal, 'end_turn', discard), { type: 'end_turn', discard });
}
