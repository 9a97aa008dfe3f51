//! The table's data types: seats, requests, summaries, views, log lines.

use crate::game::GameKind;
use epochs_store::GameId;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A snapshot of the state is saved every this many actions.
pub const SNAPSHOT_EVERY: u64 = 50;

/// Player colours offered by default, in seat order.
pub const DEFAULT_COLOURS: [&str; 5] = ["red", "blue", "green", "yellow", "purple"];

/// Who plays a seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    /// A person at the table.
    #[default]
    Human,
    /// A bot.
    Bot,
}

/// A seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatInfo {
    /// Display name.
    pub name: String,
    /// Colour name (the UI adds a letter and a pattern).
    #[serde(default)]
    pub colour: String,
    /// Human or bot.
    #[serde(default)]
    pub kind: SeatKind,
}

/// A request to start a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewGameRequest {
    /// Which game.
    pub game: GameKind,
    /// Display name (default: the players' names).
    #[serde(default)]
    pub name: Option<String>,
    /// Seats in turn order.
    pub seats: Vec<SeatInfo>,
    /// Game options (Khronos: `{"holdem": bool, "discard_all": bool}`; Tempus:
    /// `{"atlantis": bool}`).
    #[serde(default)]
    pub options: Value,
    /// The map (Khronos: omitted for the default map, or rows of a text grid; Tempus:
    /// `"placed"` (default) or `"random"`, or rows of terrain letters).
    #[serde(default)]
    pub map: Value,
    /// Seed of the game's random generator (default: a fresh random one).
    #[serde(default)]
    pub seed: Option<u64>,
}

/// A saved game in a list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameSummary {
    /// Id.
    pub id: GameId,
    /// Name.
    pub name: String,
    /// Game key.
    pub game: String,
    /// Seats.
    pub seats: Vec<SeatInfo>,
    /// Actions played.
    pub actions: u64,
    /// Unix milliseconds of the last action.
    pub updated_at: i64,
    /// Finished.
    pub finished: bool,
    /// Turn, whose move, winners...
    pub preview: Value,
}

/// A game as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameView {
    /// Id.
    pub id: GameId,
    /// Name.
    pub name: String,
    /// Game key.
    pub game: String,
    /// Seats.
    pub seats: Vec<SeatInfo>,
    /// Actions in the log (the position's number, for stale checks).
    pub seq: u64,
    /// The seat that must act.
    pub to_act: Option<u8>,
    /// Game over.
    pub finished: bool,
    /// The seat that may undo its last action now, if any.
    pub can_undo: Option<u8>,
    /// The engine's view for this viewer.
    pub state: Value,
}

/// The answer to an applied action.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ApplyOutcome {
    /// What happened, in words, for the acting seat.
    pub text: String,
    /// The new view for the acting seat.
    pub view: GameView,
}

/// One line of the game log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogLine {
    /// Action number (0-based).
    pub seq: u64,
    /// Who acted.
    pub seat: u8,
    /// What happened.
    pub text: String,
}
