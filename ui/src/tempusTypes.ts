// Shapes of the Tempus view (crates/engine/src/tempus/view.rs) and actions
// (crates/engine/src/tempus/action.rs). The UI holds no rules: these are only data.

export type HexName = string; // "G7"
export type TTerrain = 'grassland' | 'farmland' | 'hills' | 'woods' | 'mountain';
/** A card as the engine writes it: `effect/terrain`, e.g. "weapon/hills". */
export type Card = string;

export interface Spot { owner?: number; tokens?: number; city?: number; atlantis?: boolean }

export interface TPlayer {
  name: string;
  era: number;
  era_name: string;
  supply: number;
  cities: [number, number, number];
  hand: Card[] | null;
  hand_count: number;
  tiles: number;
  victory_points: number;
  points: { hexes: number; cities: number; flight: number; total: number };
}

export interface EraRow {
  name: string;
  actions: number;
  move_tokens: number;
  move_hexes: number;
  babies: number;
  stack: number;
  ships: boolean;
  draw: number;
  hand: number;
  terrain: TTerrain | null;
}

export type TPending =
  | { decision: 'place_tile'; seat: number; tile: number }
  | { decision: 'place_token'; seat: number; placed: number }
  | { decision: 'discard'; seat: number; count: number }
  | { decision: 'declare_terrain'; seat: number }
  | { decision: 'attack_cards'; seat: number }
  | { decision: 'defend_cards'; seat: number }
  | { decision: 'reveal'; seat: number }
  | { decision: 'occupy'; seat: number; max: number }
  | { decision: 'progress_cards'; seat: number };

export interface FightView {
  attacker: number;
  defender: number;
  from: HexName;
  to: HexName;
  city: number;
  terrain: TTerrain | null;
  attack_count: number | null;
  attack: Card[] | null;
  defence: Card[] | null;
  leader: boolean;
}

export interface TempusState {
  viewer: number | null;
  options: { atlantis: boolean };
  island: string[];
  placed_tiles: { tile: number; at: HexName; rotation: number }[];
  tiles_left: number;
  drawn_tile: { tile: number; terrains: TTerrain[] } | null;
  board: [HexName, Spot][];
  sanitation: [HexName, Card][];
  players: TPlayer[];
  deck_count: number;
  discard: Card[];
  atlantis_left: number;
  round: number;
  first: number;
  active: number;
  to_act: number | null;
  phase: 'setup' | 'actions' | 'progress' | 'over';
  turn: { spent: number; allowance: number; medicine: number; moving: { left: number; arrived: [HexName, number][] } | null };
  pending: TPending | null;
  fight: FightView | null;
  plays: (number | null)[];
  own_play: Card[] | null;
  last_progress: number[];
  eras: EraRow[];
  era_history: number[][];
  finished: boolean;
}

export type TAction =
  | { type: 'place_tile'; at: HexName; rotation: number }
  | { type: 'place_token'; at: HexName }
  | { type: 'move' }
  | { type: 'move_token'; from: HexName; to: HexName }
  | { type: 'end_move' }
  | { type: 'babies'; at: HexName[] }
  | { type: 'idea' }
  | { type: 'build_city'; at: HexName; value: number }
  | { type: 'atlantis'; at: HexName; from: [HexName, number][] }
  | { type: 'fight'; from: HexName; to: HexName; leader: Card | null }
  | { type: 'play_medicine'; card: Card }
  | { type: 'play_sanitation'; card: Card; at: HexName }
  | { type: 'play_religion'; card: Card; at: HexName; into: HexName }
  | { type: 'play_government'; card: Card; choice: 'double' | 'delay' }
  | { type: 'end_turn' }
  | { type: 'discard'; cards: Card[] }
  | { type: 'declare_terrain'; terrain: TTerrain }
  | { type: 'attack_cards'; cards: Card[] }
  | { type: 'defend_cards'; cards: Card[] }
  | { type: 'reveal' }
  | { type: 'occupy'; count: number }
  | { type: 'progress_cards'; cards: Card[] };

export type TGroup =
  | 'place_tile' | 'place_token' | 'move' | 'move_token' | 'end_move' | 'babies' | 'idea' | 'build_city'
  | 'atlantis' | 'fight' | 'leader_fight' | 'medicine' | 'sanitation' | 'religion' | 'government' | 'end_turn'
  | 'discard' | 'declare_terrain' | 'attack_cards' | 'defend_cards' | 'reveal' | 'occupy' | 'progress_cards';

export interface TLegalAction { action: TAction; label: string }
export interface TLegalGroup { group: TGroup; actions: TLegalAction[] }
