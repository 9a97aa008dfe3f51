// What the UI needs of a game, whichever it is: the parts each game's folder defines
// (games/<game>/index.tsx) and the registry lists (games/index.ts). A screen outside the games'
// folders draws a game only through these parts, and never names one.

import type { Lesson } from '../table/lesson';
import type { ComponentType } from 'preact';
import type { Api } from '../api';
import type { SeatStyle } from '../table/format';
import type { GameWordsPart } from '../table/logWords';
import type { GameKey, Games, Mark, NewGameRequest, PreviewOf } from '../types';

/** What the home screen's box shows of a game, beside its title. */
export interface GameBoxPart {
  /** A line on what the game is. */
  pitch: string;
  /** How many players, and how long a game lasts. */
  players: string;
  /** A small drawing of its board (decorative: hidden from screen readers). */
  Drawing: ComponentType;
}

/** How the saved-games list draws a game's board from the rows of characters the table keeps. */
export interface BoardPicturePart {
  /** The class of each terrain character (any other is drawn as plain land). */
  cells: Record<string, string>;
  /** Whether the picture keeps only the rows and columns that hold land, with a margin of sea. */
  cropToLand: boolean;
  /** Whether every other column sits half a cell lower (columns of hexes). */
  hexColumns: boolean;
  /** What the picture shows, in words ("The island"). */
  whole: string;
  /** A cell in words, one and many ("hex", "hexes"). */
  cell: { one: string; many: string };
}

/** What a game's public board is drawn from: anyone's view, with what the latest actions changed. */
export interface PublicBoardProps<K extends GameKey> {
  state: Games[K]['view'];
  styles: SeatStyle[];
  recent: Mark[];
}

/** What a game's players panel is drawn from; `viewer` is the seat whose private parts show, if any. */
export interface PlayersPanelProps<K extends GameKey> {
  state: Games[K]['view'];
  styles: SeatStyle[];
  viewer: number | null;
}

/** The options a game's new-game form asks for, as they go into the request. */
export type NewGameChoices = Pick<NewGameRequest, 'options' | 'map'>;

/**
 * A game's part of the new-game form: its words for the players, and its own fieldsets (variants,
 * map...) whose value, of shape `S`, the new-game screen keeps while the form is open.
 */
export interface NewGamePart<S> {
  /** The words after the game's title on its radio button ("build through three ages"). */
  choice: string;
  /** The legend of the players' fieldset (how many, in what order). */
  playersLegend: string;
  /** Why a game with fewer players than its rules seat cannot start (how many it seats is
   * declared once, in Rust: the generated `GAME_PLAYERS`). */
  tooFewPlayers: string;
  /** The fieldsets' value before anything is chosen. */
  defaults: S;
  /** The game's fieldsets; `onChange` is given how to change the value (it may come late: a file read). */
  Options: ComponentType<{ value: S; onChange: (change: (value: S) => S) => void }>;
  /** The request's options and map from the fieldsets' value, or why the game cannot start yet. */
  request(value: S): NewGameChoices | { error: string };
}

/**
 * A game's new-game part with the shape of its fieldsets' value hidden: the new-game screen
 * only keeps the value `defaults` starts with and `Options` changes, and hands it back to the
 * same game's `Options` and `request`, so the value is always of the game's own shape.
 */
export function newGamePart<S>(part: NewGamePart<S>): NewGamePart<unknown> {
  return part as unknown as NewGamePart<unknown>;
}

/** Everything the UI outside a game's folder needs of the game of key `K`. */
export interface Game<K extends GameKey = GameKey> {
  /** The game's key, as the table names it (`GameView.game`, `#/new/KEY`). */
  key: K;
  /** The game's name. */
  title: string;
  /** What the home screen's game box shows of it. */
  box: GameBoxPart;
  /** Its table screen: the game `gameId` as this device's seats play it. */
  Table: ComponentType<{ api: Api; gameId: number }>;
  /** The class of the element that holds its board beside the panel (the replay uses it). */
  layoutClass: string;
  /** Its board as anyone may see it, nothing to tap (the replay). */
  PublicBoard: ComponentType<PublicBoardProps<K>>;
  /** Its players panel (the replay). */
  PlayersPanel: ComponentType<PlayersPanelProps<K>>;
  /** Its rules summary (how to play). */
  Rules: ComponentType;
  /** Where an unfinished game stands, from its saved-games preview ("Turn 3 of 7 · Anna to move"). */
  status(preview: Partial<PreviewOf<K>>): string;
  /** What the saved-games list shows beside a seat's name ("12 Ecus"), if anything. */
  seatScore(preview: Partial<PreviewOf<K>>, seat: number): string | null;
  /** How the saved-games list draws its board. */
  picture: BoardPicturePart;
  /** Its part of the new-game form. */
  newGame: NewGamePart<unknown>;
  /** Its log, buttons and points in words. */
  words: GameWordsPart<K>;
  /** Its lessons, in order (crates/table/src/<game>/lessons). */
  lessons: Lesson[];
}

/** Any game, each typed by its own key. */
export type AnyGame = { [K in GameKey]: Game<K> }[GameKey];
