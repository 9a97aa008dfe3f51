//! The table's data types: seats, requests, summaries, views, log lines.

use crate::registry::GameKind;
use epochs_store::GameId;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::Value;
use ts_rs::TS;

/// A snapshot of the state is saved every this many actions.
pub const SNAPSHOT_EVERY: u64 = 50;

/// Player colours offered by default, in seat order.
pub const DEFAULT_COLOURS: [&str; 5] = ["red", "blue", "green", "yellow", "purple"];

/// Who plays a seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    /// A person at the table.
    #[default]
    Human,
    /// A bot.
    Bot,
}

/// How strongly a bot seat plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum BotLevel {
    /// The best immediate gain, with a quarter of its moves at random.
    Easy,
    /// A short search (about a quarter of a second a move).
    #[default]
    Medium,
    /// A longer search (up to about a second a move).
    Hard,
}

impl BotLevel {
    /// The bots' player of this level.
    pub fn player(self) -> epochs_bots::Player {
        match self {
            BotLevel::Easy => epochs_bots::Player::Easy,
            BotLevel::Medium => epochs_bots::Player::Medium,
            BotLevel::Hard => epochs_bots::Player::Hard,
        }
    }
}

/// A seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
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
    /// How strongly the seat plays when a bot holds it.
    #[serde(default)]
    #[ts(optional)]
    pub level: Option<BotLevel>,
}

/// A request to start a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct NewGameRequest {
    /// Which game.
    pub game: GameKind,
    /// Display name (default: the players' names).
    #[serde(default)]
    #[ts(optional)]
    pub name: Option<String>,
    /// Seats in turn order.
    pub seats: Vec<SeatInfo>,
    /// Game options (Khronos: `{"holdem": bool, "discard_all": bool}`; Tempus:
    /// `{"atlantis": bool}`).
    #[serde(default)]
    #[ts(optional, type = "GameOptions")]
    pub options: Option<Value>,
    /// The map (Khronos: omitted for the default map, or rows of a text grid; Tempus:
    /// `"placed"` (default) or `"random"`, or rows of terrain letters).
    #[serde(default)]
    #[ts(optional, type = "string | Array<string>")]
    pub map: Option<Value>,
    /// Seed of the game's random generator (default: a fresh random one).
    #[serde(default)]
    #[ts(optional)]
    pub seed: Option<u64>,
    /// A lesson to start from (its key, e.g. `khronos-01-ages`): the game starts from the
    /// lesson's position, with its map, options and seed; `seats` name its players.
    #[serde(default)]
    #[ts(optional)]
    pub lesson: Option<String>,
}

/// A saved game in a list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
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
    /// Turn, whose move, winners... (`null` for a game saved without one).
    #[ts(type = "Preview | null")]
    pub preview: Value,
}

/// What the saved-games list shows of a game: what every game has, and the game's own part
/// (`TableGame::Preview`: Khronos's turn and Ecus, Tempus's eras and points) beside it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, TS)]
#[ts(rename = "PreviewBase")]
pub struct Preview {
    /// The game's key.
    pub game: String,
    /// The players' names in seat order.
    pub players: Vec<String>,
    /// Who must act, by name.
    pub to_act: Option<String>,
    /// Game over.
    pub finished: bool,
    /// The winners' names once the game is over.
    pub winners: Vec<String>,
    /// A small picture of the board, one string per row (each game's picture says what its
    /// letters are).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub picture: Option<Vec<String>>,
    /// The game's own part, its fields beside the common ones.
    #[serde(flatten)]
    #[ts(skip)]
    pub detail: serde_json::Map<String, Value>,
}

/// A game as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[ts(rename = "GameViewBase")]
pub struct GameView {
    /// Id.
    pub id: GameId,
    /// Name.
    pub name: String,
    /// Game key.
    #[ts(skip)]
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
    /// The number of the first saved action found damaged when the game was opened: the game
    /// is shown as it was before it, and goes on only once the host continues from there
    /// (`repair`) or exports what is left.
    pub damaged_at: Option<u64>,
    /// The engine's view for this viewer.
    #[ts(skip)]
    pub state: Value,
}

/// The answer to an action played or taken back: everything the screen shows next, so that
/// one request per tap suffices.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ApplyOutcome {
    /// The new view, for the acting seat (a bystander's after a bot's move).
    pub view: GameView,
    /// That seat's legal actions now (empty when another seat must act).
    pub legal: Vec<LegalGroup>,
    /// The log lines from this action number on replace those the screen holds.
    pub log_from: u64,
    /// The log lines from `log_from` on, as that seat may read them.
    pub log: Vec<LogLine>,
}

/// What an action would do before it is taken, worked out by the engine on a copy of the
/// game (nothing is saved): in words, the places it would change on the boards, the acting
/// seat's view after it, and how each seat's points would move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct ActionPreview {
    /// What it would do: each action's log line as it would read (public facts: nothing of
    /// the seat's hand).
    pub lines: Vec<LogLine>,
    /// The places on the boards it would change, in every age or on the island.
    pub marks: Vec<crate::marks::Mark>,
    /// The engine's view for the acting seat after it (the boards as they would be).
    #[ts(type = "unknown")]
    pub state: Value,
    /// Each seat's points after it minus before it, in seat order.
    pub gains: Vec<i64>,
}

/// One line of the game log: what an action did, as facts that each device puts into its own
/// words and language (docs/protocol.md, "Facts, not sentences").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct LogLine {
    /// Action number (0-based).
    pub seq: u64,
    /// Who acted.
    pub seat: u8,
    /// What happened: the game's events as this viewer may read them (a hand the viewer does
    /// not hold is counted, not named).
    #[ts(type = "Array<GameFact>")]
    pub facts: Vec<Value>,
    /// The action itself, only when no fact tells what it did (a Tempus *Move people* before
    /// any token moves): the device words it as its button.
    #[ts(type = "GameAction | null")]
    pub action: Option<Value>,
    /// The places on the boards it changed, for the screens to highlight.
    pub marks: Vec<crate::marks::Mark>,
}

/// Legal actions of one type.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LegalGroup {
    /// The action type, e.g. "construct".
    pub group: String,
    /// The actions.
    pub actions: Vec<LegalAction>,
}

/// One legal action (each device words its button itself).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct LegalAction {
    /// The action as the engine takes it, as JSON text written straight from the engine's
    /// action (a list holds hundreds; a tree of maps for each was most of an answer's cost).
    pub action: Box<RawValue>,
}

impl LegalAction {
    /// The action as a JSON value.
    pub fn value(&self) -> Result<Value, serde_json::Error> {
        serde_json::from_str(self.action.get())
    }
}

impl PartialEq for LegalAction {
    fn eq(&self, other: &LegalAction) -> bool {
        self.action.get() == other.action.get()
    }
}

impl GameView {
    /// As JSON, the engine's view moved rather than copied.
    pub fn into_json(self) -> Result<Value, serde_json::Error> {
        let mut view = serde_json::to_value(GameView {
            state: Value::Null,
            ..self
        })?;
        if let Value::Object(fields) = &mut view {
            fields.insert("state".into(), self.state);
        }
        Ok(view)
    }
}
