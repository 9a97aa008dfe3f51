// The Tempus table's selection logic, pure: what the map offers the seat to act now (from the
// legal actions, its pending decision and the mode it chose), which hexes are choices, what
// a tap on a hex means, the tile preview and the frame of the map. The screen keeps only the
// state and renders; tempus.ts groups the legal actions by hex.

import type { Card, HexName, TAction, TLegalAction, TLegalGroup, TPending, TTerrain, TempusState } from './types';
import type { Cell } from './hex';
import { ALL_HEXES, isLand, neighbour, tileHexes, viewBoxOf } from './hex';
import { actionsOf, babyHexes, byHex, cityOptions, fightOptions, moveOptions, toggle } from './tempus';
import { t } from '../../i18n';

/** What the player is choosing on the map now. */
export type Mode =
  | null
  | { kind: 'babies' }
  | { kind: 'city' }
  | { kind: 'fight'; leader: boolean }
  | { kind: 'sanitation' }
  | { kind: 'religion' }
  | { kind: 'atlantis' };

/** What the map offers now; the options of modes not in force are null (or empty). */
export interface MapOptions {
  /** The decision the rules require of this seat, if any. */
  pending: TPending | null;
  /** Moving people (after the Move action): tokens still to move. */
  moving: boolean;
  moves: Map<HexName, HexName[]>;
  /** Placing the drawn map tile: every legal centre and rotation. */
  placeTiles: TLegalAction[];
  tileCentres: Set<HexName>;
  tokenSpots: Map<HexName, TLegalAction[]> | null;
  babies: Set<HexName> | null;
  cityOpts: Map<HexName, TLegalAction[]> | null;
  fights: Map<HexName, TLegalAction[]> | null;
  sanOpts: Map<HexName, TLegalAction[]> | null;
  relOpts: Map<HexName, TLegalAction[]> | null;
  atlOpts: Map<HexName, TLegalAction[]> | null;
}

export function mapOptions(state: TempusState, legal: TLegalGroup[], seat: number | null, mode: Mode): MapOptions {
  const pending = state.pending && state.pending.seat === seat ? state.pending : null;
  // A Military Leader's free fight may interrupt a Move: its mode then takes the map.
  const moving = state.turn.moving !== null && state.active === seat && !pending && mode?.kind !== 'fight';
  const placeTiles = pending?.decision === 'place_tile' ? actionsOf(legal, 'place_tile') : [];
  return {
    pending,
    moving,
    moves: moving ? moveOptions(legal) : new Map<HexName, HexName[]>(),
    placeTiles,
    tileCentres: new Set(placeTiles.map((la) => (la.action.type === 'place_tile' ? la.action.at : ''))),
    tokenSpots:
      pending?.decision === 'place_token' ? byHex(actionsOf(legal, 'place_token'), (a) => (a.type === 'place_token' ? a.at : null)) : null,
    babies: mode?.kind === 'babies' ? babyHexes(legal) : null,
    cityOpts: mode?.kind === 'city' ? cityOptions(legal) : null,
    fights: mode?.kind === 'fight' ? fightOptions(legal, mode.leader) : null,
    sanOpts:
      mode?.kind === 'sanitation' ? byHex(actionsOf(legal, 'sanitation'), (a) => (a.type === 'play_sanitation' ? a.at : null)) : null,
    relOpts: mode?.kind === 'religion' ? byHex(actionsOf(legal, 'religion'), (a) => (a.type === 'play_religion' ? a.at : null)) : null,
    atlOpts: mode?.kind === 'atlantis' ? byHex(actionsOf(legal, 'atlantis'), (a) => (a.type === 'atlantis' ? a.at : null)) : null,
  };
}

/** Where the fights from `from` may attack. */
function fightTargets(fights: Map<HexName, TLegalAction[]>, from: HexName): HexName[] {
  return (fights.get(from) ?? []).map((la) => (la.action.type === 'fight' ? la.action.to : ''));
}

/** The hexes that are choices now (clickable), given the hex chosen first (`from`), if any. */
export function mapChoices(o: MapOptions, from: HexName | null): Set<HexName> {
  if (o.placeTiles.length) return o.tileCentres;
  if (o.tokenSpots) return new Set(o.tokenSpots.keys());
  if (o.moving) return from ? new Set([...(o.moves.get(from) ?? []), ...o.moves.keys()]) : new Set(o.moves.keys());
  if (o.babies) return o.babies;
  if (o.cityOpts) return new Set(o.cityOpts.keys());
  if (o.fights) return from ? new Set(fightTargets(o.fights, from)) : new Set(o.fights.keys());
  if (o.sanOpts) return new Set(o.sanOpts.keys());
  if (o.relOpts) {
    if (!from) return new Set(o.relOpts.keys());
    return new Set((o.relOpts.get(from) ?? []).map((la) => (la.action.type === 'play_religion' ? la.action.into : '')));
  }
  if (o.atlOpts) return new Set(o.atlOpts.keys());
  return new Set<HexName>();
}

/** Whether hexes that are not choices still react when tapped (to explain why not). */
export function probing(o: MapOptions, mode: Mode): boolean {
  return !!(o.placeTiles.length || o.tokenSpots || o.moving || mode);
}

/** The hexes shown as selected: those picked, and the hex chosen first. */
export function selectedHexes(picked: HexName[], from: HexName | null): Set<HexName> {
  return new Set<HexName>([...picked, ...(from ? [from] : [])]);
}

/** The drawn tile previewed on the centre picked (else under the pointer), turned; `ok` if a legal centre. */
export function tilePreview(
  state: TempusState,
  o: MapOptions,
  picked: HexName[],
  hover: HexName | null,
  rotation: number,
): { hexes: { hex: HexName; terrain: TTerrain }[]; ok: boolean } | null {
  const drawn = state.drawn_tile;
  const at = o.placeTiles.length ? (picked[0] ?? hover) : null;
  const hexes = drawn && at ? tileHexes(at, rotation, drawn.terrains) : null;
  return hexes && at ? { hexes, ok: o.tileCentres.has(at) } : null;
}

/** The part of the sea drawn: the whole sea while the island is laid out, else the island. */
export function mapViewBox(state: TempusState, cells: Map<HexName, Cell>, o: MapOptions): string {
  const land = ALL_HEXES.filter((h) => isLand(cells.get(h)));
  return state.phase === 'setup' && (o.placeTiles.length > 0 || land.length === 0) ? viewBoxOf([]) : viewBoxOf(land, 1);
}

/** The two hexes of the fight under way, as attack and defence. */
export function fightMarks(state: TempusState): Map<HexName, string> {
  const marked = new Map<HexName, string>();
  if (state.fight) {
    marked.set(state.fight.from, 'attack');
    marked.set(state.fight.to, 'defend');
  }
  return marked;
}

/** The fight chosen on the map (attacking hex and hex attacked), waiting for Confirm. */
export function fightChosen(fights: Map<HexName, TLegalAction[]> | null, from: HexName | null, picked: HexName[]): TLegalAction | null {
  if (!fights || !from || picked.length !== 1) return null;
  return (fights.get(from) ?? []).find((x) => x.action.type === 'fight' && x.action.to === picked[0]) ?? null;
}

/** What the seat has chosen so far on the map. */
export interface MapSelection {
  from: HexName | null;
  picked: HexName[];
  rotation: number;
}

/**
 * A tap on a hex: apply a legal action, ask the server why an action is refused (`explain`),
 * say why in words when there is no action to ask about (`inform`), choose the first hex
 * (`from`, null to drop it), or change the hexes picked (`picked`).
 */
export type HexTap =
  | { kind: 'none' }
  | { kind: 'act'; action: TAction }
  | { kind: 'explain'; action: TAction }
  | { kind: 'inform'; text: string }
  | { kind: 'from'; hex: HexName | null }
  | { kind: 'picked'; hexes: HexName[] };

/** The legal action if there is one, else the probe to explain. */
function actOrExplain(la: TLegalAction | undefined | null, probe: TAction): HexTap {
  return la ? { kind: 'act', action: la.action } : { kind: 'explain', action: probe };
}

export function tapHex(o: MapOptions, mode: Mode, { from, picked, rotation }: MapSelection, hand: Card[], h: HexName): HexTap {
  if (o.placeTiles.length)
    return o.tileCentres.has(h) ? { kind: 'picked', hexes: [h] } : { kind: 'explain', action: { type: 'place_tile', at: h, rotation } };
  if (o.tokenSpots) return actOrExplain(o.tokenSpots.get(h)?.[0], { type: 'place_token', at: h });
  if (o.moving) {
    if (from && (o.moves.get(from) ?? []).includes(h)) return { kind: 'act', action: { type: 'move_token', from, to: h } };
    if (from === h) return { kind: 'from', hex: null };
    if (o.moves.has(h)) return { kind: 'from', hex: h };
    if (from) return { kind: 'explain', action: { type: 'move_token', from, to: h } };
    return { kind: 'inform', text: t('tempus-inform-no-move', { hex: h }) };
  }
  if (!mode) return { kind: 'none' };
  switch (mode.kind) {
    case 'babies':
      return o.babies?.has(h) ? { kind: 'picked', hexes: toggle(picked, h) } : { kind: 'explain', action: { type: 'babies', at: [h] } };
    case 'city':
      return o.cityOpts?.has(h) ? { kind: 'from', hex: h } : { kind: 'explain', action: { type: 'build_city', at: h, value: 2 } };
    case 'fight': {
      if (!o.fights) return { kind: 'none' };
      if (from) {
        // The hex attacked is chosen, not attacked: a fight can't be undone, so it waits
        // for Confirm (fightChosen), as every Khronos build does.
        const la = (o.fights.get(from) ?? []).find((x) => x.action.type === 'fight' && x.action.to === h);
        if (la) return { kind: 'picked', hexes: [h] };
        if (from === h) return { kind: 'from', hex: null };
        if (o.fights.has(h)) return { kind: 'from', hex: h };
        return { kind: 'explain', action: { type: 'fight', from, to: h, leader: null } };
      }
      if (o.fights.has(h)) return { kind: 'from', hex: h };
      return { kind: 'inform', text: t('tempus-inform-no-attack', { hex: h }) };
    }
    case 'sanitation': {
      const card = hand.find((c) => c.startsWith('sanitation/')) ?? 'sanitation/grassland';
      return actOrExplain(o.sanOpts?.get(h)?.[0], { type: 'play_sanitation', card, at: h });
    }
    case 'religion': {
      const card = hand.find((c) => c.startsWith('religion/')) ?? 'religion/grassland';
      if (from) {
        const la = (o.relOpts?.get(from) ?? []).find((x) => x.action.type === 'play_religion' && x.action.into === h);
        if (la) return { kind: 'act', action: la.action };
        if (o.relOpts?.has(h)) return { kind: 'from', hex: h };
        return { kind: 'explain', action: { type: 'play_religion', card, at: from, into: h } };
      }
      if (o.relOpts?.has(h)) return { kind: 'from', hex: h };
      return { kind: 'explain', action: { type: 'play_religion', card, at: h, into: neighbour(h, 0) ?? h } };
    }
    case 'atlantis':
      if (o.atlOpts?.has(h)) return { kind: 'from', hex: h };
      return { kind: 'inform', text: t('tempus-inform-no-atlantis', { hex: h }) };
  }
}
