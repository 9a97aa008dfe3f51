// View logic of the Tempus table: legal actions grouped by hex, selections matched against
// the legal list, cards in words, hex descriptions, hand-off reasons. No rules are decided
// here: every choice offered comes from the server's legal actions.

import type { Card, HexName, Spot, TAction, TGroup, TLegalAction, TLegalGroup, TTerrain, TempusState } from './types';
import type { Cell } from './hex';

export const TERRAIN_TITLE: Record<Cell, string> = {
  grassland: 'grassland',
  farmland: 'farmland',
  hills: 'hills',
  woods: 'woods',
  mountain: 'mountain',
  sea: 'sea',
  lake: 'lake',
};

/** One glyph per terrain so colour is never the only cue. */
export const TERRAIN_SYMBOL: Record<TTerrain, string> = {
  grassland: '"',
  farmland: '≡',
  hills: '⌒',
  woods: '♣',
  mountain: '▲',
};

export const EFFECT_TITLE: Record<string, string> = {
  education: 'Education',
  weapon: 'Weapon',
  fortification: 'Fortification',
  military_leader: 'Military Leader',
  religion: 'Religion',
  government: 'Government',
  sanitation: 'Sanitation',
  medicine: 'Medicine',
};

export const EFFECT_HELP: Record<string, string> = {
  education: 'Progress: counts 1 progress point (or its background if that matches).',
  weapon: 'Fight: +1 combat point for either side (or its background if that matches).',
  fortification: 'Fight: +2 for the defender only; an attacker counts only its background.',
  military_leader: 'Play it to attack without spending an action tile (a free fight).',
  religion: 'Convert an adjacent opponent token: it returns to its supply and one of yours joins your hex.',
  government: 'Before your action: take two actions this turn, or delay and keep your tiles for later.',
  sanitation: 'Lay it on a hex of yours: +1 stacking limit there until a token leaves.',
  medicine: 'One more baby in your next Have Babies action this turn.',
};

export interface CardInfo { card: Card; effect: string; terrain: TTerrain; title: string; help: string }

/**
 * A card in words. Card ids are the engine's ("military-leader/woods"); the effect is keyed
 * with underscores, as the protocol's action types name it ("military_leader").
 */
export function cardInfo(card: Card): CardInfo {
  const [id, terrain] = card.split('/') as [string, TTerrain];
  const effect = id.replace(/-/g, '_');
  return { card, effect, terrain, title: EFFECT_TITLE[effect] ?? effect, help: EFFECT_HELP[effect] ?? '' };
}

export function cardText(card: Card): string {
  const c = cardInfo(card);
  return `${c.title} (${c.terrain})`;
}

export function cardsText(cards: Card[] | null | undefined): string {
  if (!cards || !cards.length) return 'no cards';
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
  for (const la of actionsOf(legal, 'babies')) if (la.action.type === 'babies') la.action.at.forEach((h) => out.add(h));
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
  const parts = [hex, TERRAIN_TITLE[cell ?? 'sea']];
  if (spot && spot.owner !== undefined && spot.owner !== null) {
    const who = names[spot.owner] ?? `Seat ${spot.owner + 1}`;
    if (spot.atlantis) parts.push(`Atlantis of ${who}`);
    else if (spot.city) parts.push(`city of value ${spot.city} of ${who}`);
    if (spot.tokens && !spot.atlantis) parts.push(`${spot.tokens} token${spot.tokens > 1 ? 's' : ''} of ${who}`);
  }
  if (sanitation) parts.push(`${sanitation} Sanitation card${sanitation > 1 ? 's' : ''}`);
  return parts.join(', ');
}

const PHASE_WORD = { setup: 'Setup', actions: 'Actions', progress: 'Progress', over: 'Game over' } as const;
export function phaseTitle(state: TempusState): string {
  return PHASE_WORD[state.phase] ?? state.phase;
}

/**
 * Why the device goes to `seat`, in public words only (the hand-off screen shows nothing
 * private: no card names, no counts of a hand).
 */
export function handoffReason(state: TempusState, seat: number, names: string[]): string {
  const n = (s: number) => names[s] ?? `Seat ${s + 1}`;
  const p = state.pending;
  const f = state.fight;
  if (p && p.seat === seat) {
    switch (p.decision) {
      case 'place_tile':
        return `${n(seat)} places map tile ${p.tile}.`;
      case 'place_token':
        return `${n(seat)} places a starting token.`;
      case 'discard':
        return `${n(seat)} must discard ${p.count} card${p.count > 1 ? 's' : ''} down to the hand limit.`;
      case 'declare_terrain':
        return `${n(seat)} declares the terrain of the attacked city.`;
      case 'attack_cards':
        return f ? `${n(seat)} attacks ${n(f.defender)} on ${f.to}: choose cards face down.` : `${n(seat)} attacks.`;
      case 'defend_cards':
        return f ? `${n(seat)} is attacked by ${n(f.attacker)} on ${f.to}: defend with cards face up.` : `${n(seat)} defends.`;
      case 'reveal':
        return f ? `${n(seat)} reveals the attack on ${f.to}.` : `${n(seat)} reveals.`;
      case 'occupy':
        return `${n(seat)} won the fight and may move tokens in.`;
      case 'progress_cards':
        return `Progress phase: ${n(seat)} plays cards face down.`;
    }
  }
  if (state.phase === 'actions' && state.active === seat) return `Era ${state.round}: ${n(seat)}’s turn.`;
  return `${n(seat)} must act.`;
}

/**
 * Ranking as the engine decides the winner (T24): most victory points, then most Idea cards in
 * hand, then most cities on the map (Atlantis included); players still tied share a rank.
 */
export function vpRanking(
  players: { name: string; victory_points: number; hand_count?: number }[],
  citiesOnMap: number[] = [],
): { rank: number; seat: number; name: string; vp: number; tiedOnPoints: boolean }[] {
  const rows = players.map((p, seat) => ({ seat, name: p.name, vp: p.victory_points, cards: p.hand_count ?? 0, cities: citiesOnMap[seat] ?? 0 }));
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
  const from = Array.isArray(a.from) ? a.from.map(([h, n]) => `${n} from ${h}`).join(', ') : '';
  return `Atlantis on ${a.at}${from ? `: tokens ${from}` : ''}`;
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
