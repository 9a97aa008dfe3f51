// View logic of the Tempus table: legal actions grouped by hex, selections matched against
// the legal list, cards in words, hex descriptions, hand-off reasons. No rules are decided
// here: every choice offered comes from the server's legal actions.

import type { Card, HexName, Spot, TAction, TGroup, TLegalAction, TLegalGroup, TTerrain, TempusState } from './types';
import type { Cell } from './hex';
import { isLand } from './hex';
import { t } from '../../i18n';

/** One glyph per terrain so colour is never the only cue. */
export { TERRAIN_SYMBOL } from './hex';

/** The effects of Idea cards, as the protocol's action types name them ("military_leader"). */
const EFFECTS = ['education', 'weapon', 'fortification', 'military_leader', 'religion', 'government', 'sanitation', 'medicine'];

/** The effect `effect` ("military_leader") as the catalogues key it ("military-leader"). */
const effectKey = (effect: string) => effect.replace(/_/g, '-');

/** What the effect `effect` ("military_leader") does, in a sentence. */
export function effectHelp(effect: string): string {
  return EFFECTS.includes(effect) ? t('tempus-effect-help', { effect: effectKey(effect) }) : '';
}

/** A hex's terrain in words: land, lake or sea. */
export function cellInWords(cell: Cell): string {
  return isLand(cell) ? t('tempus-terrain', { terrain: cell }) : t('tempus-water', { cell });
}

/** A seat's name, or its number when it has none. */
function seatName(names: string[], seat: number): string {
  return names[seat] ?? t('tempus-seat', { number: seat + 1 });
}

export interface CardInfo {
  card: Card;
  effect: string;
  terrain: TTerrain;
  title: string;
  help: string;
}

/**
 * A card in words. Card ids are the engine's ("military-leader/woods"); the effect is keyed
 * with underscores, as the protocol's action types name it ("military_leader").
 */
export function cardInfo(card: Card): CardInfo {
  const [id, terrain] = card.split('/') as [string, TTerrain];
  const effect = id.replace(/-/g, '_');
  const title = EFFECTS.includes(effect) ? t('tempus-effect', { effect: effectKey(effect) }) : effect;
  return { card, effect, terrain, title, help: effectHelp(effect) };
}

export function cardText(card: Card): string {
  const c = cardInfo(card);
  return t('tempus-card', { effect: c.title, terrain: t('tempus-terrain', { terrain: c.terrain }) });
}

export function cardsText(cards: Card[] | null | undefined): string {
  if (!cards?.length) return t('tempus-no-cards');
  return cards.map(cardText).join(', ');
}

export function actionsOf(legal: TLegalGroup[], ...groups: TGroup[]): TLegalAction[] {
  return legal.filter((g) => groups.includes(g.group)).flatMap((g) => g.actions);
}

export function hasGroup(legal: TLegalGroup[], group: TGroup): boolean {
  return legal.some((g) => g.group === group && g.actions.length > 0);
}

/** Legal actions by the hex a key function gives (several per hex possible). */
export function byHex(actions: TLegalAction[], key: (a: TAction) => HexName | null): Map<HexName, TLegalAction[]> {
  const out = new Map<HexName, TLegalAction[]>();
  for (const la of actions) {
    const h = key(la.action);
    if (!h) continue;
    const list = out.get(h);
    if (list) list.push(la);
    else out.set(h, [la]);
  }
  return out;
}

/** Hexes from which a token may move now, and where each may go. */
export function moveOptions(legal: TLegalGroup[]): Map<HexName, HexName[]> {
  const out = new Map<HexName, HexName[]>();
  for (const la of actionsOf(legal, 'move_token')) {
    const a = la.action;
    if (a.type !== 'move_token') continue;
    out.set(a.from, [...(out.get(a.from) ?? []), a.to]);
  }
  return out;
}

/** Attacks by attacking hex: the hexes each may attack (plain fights and leader fights). */
export function fightOptions(legal: TLegalGroup[], leader: boolean): Map<HexName, TLegalAction[]> {
  const acts = actionsOf(legal, leader ? 'leader_fight' : 'fight');
  return byHex(acts, (a) => (a.type === 'fight' ? a.from : null));
}

/** Every hex named in some legal Have Babies action. */
export function babyHexes(legal: TLegalGroup[]): Set<HexName> {
  const out = new Set<HexName>();
  for (const la of actionsOf(legal, 'babies')) if (la.action.type === 'babies') for (const h of la.action.at) out.add(h);
  return out;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');

/** The legal Have Babies action on exactly these hexes, if any. */
export function matchBabies(legal: TLegalGroup[], picked: HexName[]): TLegalAction | null {
  return actionsOf(legal, 'babies').find((la) => la.action.type === 'babies' && sameSet(la.action.at, picked)) ?? null;
}

/** Most babies any legal action has. */
export function maxBabies(legal: TLegalGroup[]): number {
  return Math.max(0, ...actionsOf(legal, 'babies').map((la) => (la.action.type === 'babies' ? la.action.at.length : 0)));
}

/** Toggle a hex in a selection. */
export function toggle<T>(list: T[], x: T): T[] {
  return list.includes(x) ? list.filter((y) => y !== x) : [...list, x];
}

/** The legal card decision (discard, attack, defence, progress) playing exactly these cards. */
export function matchCards(legal: TLegalGroup[], group: TGroup, cards: Card[]): TLegalAction | null {
  return (
    actionsOf(legal, group).find((la) => {
      const a = la.action;
      return 'cards' in a && Array.isArray(a.cards) && sameSet(a.cards, cards);
    }) ?? null
  );
}

/** The cards picked from a hand, by their index in it. */
export function pickedCards(hand: Card[], picked: number[]): Card[] {
  return picked.filter((i) => i >= 0 && i < hand.length).map((i) => hand[i]);
}

/** City values allowed on each hex. */
export function cityOptions(legal: TLegalGroup[]): Map<HexName, TLegalAction[]> {
  return byHex(actionsOf(legal, 'build_city'), (a) => (a.type === 'build_city' ? a.at : null));
}

export function spotsOf(state: TempusState): Map<HexName, Spot> {
  return new Map(state.board);
}

/** The words a screen reader hears for a hex: "G7, grassland, 2 tokens of Ben". */
export function describeHex(hex: HexName, cell: Cell | undefined, spot: Spot | undefined, names: string[], sanitation = 0): string {
  return [hex, cellInWords(cell ?? 'sea'), ...hexPieces(spot, names, sanitation)].join(', ');
}

/** What stands on a hex, in words: its city or Atlantis and owner, its tokens, its Sanitation
 * cards (each a phrase; none on an empty hex). */
export function hexPieces(spot: Spot | undefined, names: string[], sanitation = 0): string[] {
  const parts: string[] = [];
  if (spot && spot.owner !== undefined && spot.owner !== null) {
    const who = seatName(names, spot.owner);
    if (spot.atlantis) parts.push(t('tempus-hex-atlantis', { name: who }));
    else if (spot.city) parts.push(t('tempus-hex-city', { value: spot.city, name: who }));
    if (spot.tokens && !spot.atlantis) parts.push(t('tempus-hex-tokens', { count: spot.tokens, name: who }));
  }
  if (sanitation) parts.push(t('tempus-hex-sanitation', { count: sanitation }));
  return parts;
}

const PHASES: readonly string[] = ['setup', 'actions', 'progress', 'over'];
export function phaseTitle(state: TempusState): string {
  return PHASES.includes(state.phase) ? t('tempus-phase', { phase: state.phase }) : state.phase;
}

/**
 * Why the device goes to `seat`, in public words only (the hand-off screen shows nothing
 * private: no card names, no counts of a hand).
 */
export function handoffReason(state: TempusState, seat: number, names: string[]): string {
  const n = (s: number) => seatName(names, s);
  const name = n(seat);
  const p = state.pending;
  const f = state.fight;
  if (p && p.seat === seat) {
    switch (p.decision) {
      case 'place_tile':
        return t('tempus-handoff-place-tile', { name, tile: p.tile });
      case 'place_token':
        return t('tempus-handoff-place-token', { name });
      case 'discard':
        return t('tempus-handoff-discard', { name, count: p.count });
      case 'declare_terrain':
        return t('tempus-handoff-declare-terrain', { name });
      case 'attack_cards':
        return f ? t('tempus-handoff-attack', { name, defender: n(f.defender), hex: f.to }) : t('tempus-handoff-attacks', { name });
      case 'defend_cards':
        return f ? t('tempus-handoff-defend', { name, attacker: n(f.attacker), hex: f.to }) : t('tempus-handoff-defends', { name });
      case 'reveal':
        return f ? t('tempus-handoff-reveal', { name, hex: f.to }) : t('tempus-handoff-reveals', { name });
      case 'occupy':
        return t('tempus-handoff-occupy', { name });
      case 'progress_cards':
        return t('tempus-handoff-progress', { name });
    }
  }
  if (state.phase === 'actions' && state.active === seat) return t('tempus-handoff-turn', { round: state.round, name });
  return t('tempus-handoff-act', { name });
}

/**
 * Ranking as the engine decides the winner (T24): most victory points, then most Idea cards in
 * hand, then most cities on the map (Atlantis included); players still tied share a rank.
 */
export function vpRanking(
  players: { name: string; victory_points: number; hand_count?: number }[],
  citiesOnMap: number[] = [],
): { rank: number; seat: number; name: string; vp: number; tiedOnPoints: boolean }[] {
  const rows = players.map((p, seat) => ({
    seat,
    name: p.name,
    vp: p.victory_points,
    cards: p.hand_count ?? 0,
    cities: citiesOnMap[seat] ?? 0,
  }));
  const cmp = (a: (typeof rows)[number], b: (typeof rows)[number]) => b.vp - a.vp || b.cards - a.cards || b.cities - a.cities;
  rows.sort((a, b) => cmp(a, b) || a.seat - b.seat);
  return rows.map((r) => ({
    rank: 1 + rows.filter((o) => cmp(o, r) < 0).length,
    seat: r.seat,
    name: r.name,
    vp: r.vp,
    tiedOnPoints: rows.some((o) => o.seat !== r.seat && o.vp === r.vp),
  }));
}

/** Cities (Atlantis included) each seat has on the map. */
export function citiesOnMap(board: [string, Spot][], seats: number): number[] {
  const out = Array(seats).fill(0);
  for (const [, spot] of board) if (spot.city && spot.owner != null && spot.owner < seats) out[spot.owner]++;
  return out;
}

/** Era of each seat over time: the start (all in era 1) then after each progress phase. */
export function eraSeries(history: number[][], seats: number): number[][] {
  return [Array(seats).fill(1), ...history];
}

/**
 * Seats that advanced in the last progress phase: after the catch-up everyone stands in the
 * era of the most advanced, so those above it afterwards are the ones who advanced.
 */
export function advancedLast(history: number[][]): number[] {
  if (!history.length) return [];
  const last = history[history.length - 1];
  const before = history.length > 1 ? Math.max(...history[history.length - 2]) : 1;
  return last.map((e, i) => (e > before ? i : -1)).filter((i) => i >= 0);
}

/** An Atlantis choice in words: where its 5 tokens come from. */
export function atlantisText(a: TAction): string {
  if (a.type !== 'atlantis') return '';
  const from = Array.isArray(a.from) ? a.from.map(([h, n]) => t('tempus-atlantis-tokens', { count: n, hex: h })).join(', ') : '';
  return from ? t('tempus-atlantis-on-from', { hex: a.at, from }) : t('tempus-atlantis-on', { hex: a.at });
}

/** The legal centres of the tile being placed, column by column then row by row. */
export function tileCentreList(placeTiles: TLegalAction[]): HexName[] {
  const set = new Set<HexName>();
  for (const la of placeTiles) if (la.action.type === 'place_tile') set.add(la.action.at);
  const key = (h: string) => [h.charCodeAt(0), Number(h.slice(1))];
  return [...set].sort((a, b) => key(a)[0] - key(b)[0] || key(a)[1] - key(b)[1]);
}

/**
 * Whether a seat has anything private, read from the public view: Idea cards in hand, or
 * the cards it laid face down in a fight. While the island is laid out nobody has, and no
 * hand-off screen comes between the players' tiles and starting tokens.
 */
export function seatHasPrivate(pub: { state: Pick<TempusState, 'players' | 'fight'> }, seat: number): boolean {
  const s = pub.state;
  return (s.players[seat]?.hand_count ?? 0) > 0 || (s.fight?.attacker === seat && (s.fight.attack_count ?? 0) > 0);
}
