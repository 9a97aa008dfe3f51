// Shapes of the table API (docs/protocol.md) and of the Khronos view
// (crates/engine/src/khronos/view.rs). The UI holds no rules: these are only data.

export type Age = 'might' | 'faith' | 'reason';
export const AGES: Age[] = ['might', 'faith', 'reason'];
export type Kind = 'military' | 'religious' | 'civil';
export const KINDS: Kind[] = ['military', 'religious', 'civil'];
export type BuildingType =
  | 'watchtower' | 'keep' | 'castle'
  | 'chapel' | 'monastery' | 'abbey'
  | 'hamlet' | 'town' | 'city';
export type Terrain = 'plain' | 'forest' | 'mountain' | 'river';
export type Square = string; // "B2"

export interface Cards { military: number; religious: number; civil: number }

export interface SeatInfo { name: string; colour: string; kind?: 'human' | 'bot' }

export interface GameSummary {
  id: number;
  name: string;
  game: string;
  seats: SeatInfo[];
  actions: number;
  updated_at: number;
  finished: boolean;
  preview: {
    game?: string;
    players?: string[];
    turn?: number;
    /** Tempus: eras played so far. */
    round?: number;
    to_act?: string | null;
    finished?: boolean;
    winners?: string[];
    ecus?: number[];
  } | null;
}

export interface BuildingView {
  id: number;
  building: BuildingType;
  squares: Square[];
  controller: number | null;
  printed: boolean;
  ruin: boolean;
  renovation: number | null;
  cubes: number[];
  shadow: boolean;
}

export interface PlayerView {
  name: string;
  ecus: number;
  cubes: number;
  hand: Cards | null;
  hand_count: number;
  pawns: [Age, Age];
}

export type Pending =
  | { decision: 'choose_downsize'; chooser: number; age: Age; candidates: number[] }
  | { decision: 'place_downsized'; chooser: number; age: Age; building: number; options: Square[][] };

export interface KhronosState {
  viewer: number | null;
  map: string[];
  terrain: Terrain[];
  options: { holdem: boolean; discard_all: boolean };
  boards: [BuildingView[], BuildingView[], BuildingView[]];
  players: PlayerView[];
  deck_count: number;
  discard_count: number;
  face_up: Cards;
  stock: [BuildingType, number][];
  turn: number;
  first: number;
  active: number;
  to_act: number | null;
  cards_played: number;
  exchange_open: boolean;
  pending: Pending | null;
  finished: boolean;
  ecus_history: number[][];
}

export interface GameView {
  id: number;
  name: string;
  game: string;
  seats: SeatInfo[];
  seq: number;
  to_act: number | null;
  finished: boolean;
  can_undo: number | null;
  state: KhronosState;
}

export type Action =
  | { type: 'exchange'; discard: Cards }
  | { type: 'swap'; give: Kind; take: Kind }
  | { type: 'travel'; pawn: number; to: Age }
  | { type: 'construct'; age: Age; building: BuildingType; squares: Square[]; extra?: Cards }
  | { type: 'upgrade'; age: Age; at: Square; building: BuildingType; squares: Square[]; extra?: Cards }
  | { type: 'demolish'; age: Age; at: Square }
  | { type: 'populate'; at: Square }
  | { type: 'renovate'; at: Square; cards: number }
  | { type: 'end_turn'; discard?: Cards }
  | { type: 'choose_downsize'; at: Square }
  | { type: 'place_downsized'; squares: Square[] };

export type ActionType = Action['type'];

export interface LegalAction { action: Action; label: string }
export interface LegalGroup { group: ActionType; actions: LegalAction[] }

export interface ApplyOutcome { text: string; view: GameView }
export interface LogLine { seq: number; seat: number; text: string }

export interface RuleError {
  kind: 'rule';
  rule: string;
  ruling: string;
  title: string;
  message: string;
}

export type TableErrorBody =
  | RuleError
  | { kind: 'not_found'; id: number }
  | { kind: 'not_your_turn'; seat: number; expected: number | null }
  | { kind: 'stale'; expected: number; actual: number }
  | { kind: 'undo'; reason: string }
  | { kind: 'bad_request'; message: string }
  | { kind: 'import'; message: string }
  | { kind: 'storage'; message: string }
  | { kind: 'transport'; message: string };

export interface NewGameRequest {
  game: 'khronos' | 'tempus';
  name?: string;
  seats: SeatInfo[];
  options?: { holdem?: boolean; discard_all?: boolean } | { atlantis?: boolean };
  map?: string | string[];
  seed?: number;
}
