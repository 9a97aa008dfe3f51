//! The table's API as named methods with JSON parameters: what the Tauri shell and the
//! WebSocket server both forward to, so every front end speaks the same protocol
//! (documented in docs/protocol.md).

use crate::bounded::BoundedJson;
use crate::refusal::Refusal;
use crate::reply::Json;
use crate::{ApplyOutcome, BotLevel, NewGameRequest, SeatKind, Table, TableError};
use serde::de::DeserializeOwned;
use serde_json::Value;

/// One method of the protocol as the generated TypeScript names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MethodInfo {
    /// The method's name.
    pub name: &'static str,
    /// The TypeScript type of its answer.
    pub answer: &'static str,
    /// Whether a device keeps its last answer and the host sends a patch from it.
    pub cached: bool,
    /// What a call of it changes.
    pub effect: Effect,
    /// Its parameters' names, in order (none: it takes an empty object).
    pub params: &'static [&'static str],
    /// Its doc comment, line by line.
    pub doc: &'static [&'static str],
}

/// What a method changes, declared once beside it in `protocol_requests!`: the front door
/// says from it what a request changed (`front::Changed`), the table which bots thinking
/// about a game to stop, and the LAN host which devices to tell and which calls are the
/// app's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Changes no game (a read, or a notice the user has seen).
    Reads,
    /// Changes the game its `game` parameter names, not its position (its name).
    Game,
    /// Moves the position of the game its `game` parameter names (a seat handed to a bot, a
    /// bot's move, a repair, a deletion): a bot thinking about it stops.
    Moves,
    /// A seat's own move in the game its `game` parameter names, as `Moves`; the answer
    /// carries all the seat's screen shows next, so its device needs no notice of it.
    Plays,
    /// Adds a game to the list (its id is in the answer).
    Adds,
    /// Changes the whole list: any saved game may be gone or different.
    List,
    /// Changes what the LAN host keeps beside the table (the seats devices hold, join
    /// requests, the bots' pace); the host tells the devices concerned itself.
    Host,
    /// For the app only: its hosting, not the table.
    App,
}

impl Effect {
    /// Whether a bot thinking about the game it changes must stop (the position is gone).
    pub fn moves_position(self) -> bool {
        matches!(self, Effect::Moves | Effect::Plays)
    }
}

/// Declares a protocol's requests once: the enum (`$enum`) that is matched exhaustively and,
/// as `$list`, each method's name, answer type, effect and whether it is cached. Used for
/// the table's requests here and the LAN host's own.
///
/// Each method declares its effect after its answer type: `reads`, `game(field)`,
/// `moves(field)`, `plays(field)` (the field naming the game it changes), `adds`, `list`,
/// `host` or `app` (see `Effect`); then `cached` when a device keeps its answer. The enum
/// gets `effect()` and `changed_game()` from these.
#[macro_export]
macro_rules! protocol_requests {
    ($(#[doc = $edoc:literal])* $enum:ident, $(#[doc = $ldoc:literal])* $list:ident;
     $($(#[doc = $doc:literal])* $variant:ident = $name:literal -> $answer:literal,
       $effect:ident $(($of:ident))? $(, $cached:ident)? {
        $($(#[$attr:meta])* $field:ident : $ty:ty),* $(,)?
    })*) => {
        $(#[doc = $edoc])*
        #[derive(Debug, serde::Deserialize, ts_rs::TS)]
        #[serde(tag = "method", content = "params", deny_unknown_fields)]
        pub enum $enum {
            $($(#[doc = $doc])*
            #[serde(rename = $name)]
            $variant {
                $($(#[$attr])* #[allow(missing_docs)] $field: $ty,)*
            },)*
        }

        impl $enum {
            /// The request's method name.
            pub fn method(&self) -> &'static str {
                match self {
                    $(Self::$variant { .. } => $name,)*
                }
            }

            /// What this request changes, as its method declares.
            pub fn effect(&self) -> $crate::api::Effect {
                match self {
                    $(Self::$variant { .. } => $crate::protocol_requests!(@effect $effect $(($of))?),)*
                }
            }

            /// The game this request changes, named by the parameter its method declares
            /// (`None` for a method that changes no one game, or one not made yet).
            pub fn changed_game(&self) -> Option<i64> {
                match self {
                    $(Self::$variant { $($of,)? .. } => $crate::protocol_requests!(@game $($of)?),)*
                }
            }
        }

        $(#[doc = $ldoc])*
        pub const $list: &[$crate::api::MethodInfo] = &[$($crate::api::MethodInfo {
            name: $name,
            answer: $answer,
            cached: $crate::protocol_requests!(@cached $($cached)?),
            effect: $crate::protocol_requests!(@effect $effect $(($of))?),
            params: &[$(stringify!($field)),*],
            doc: &[$($doc),*],
        }),*];
    };
    (@cached cached) => { true };
    (@cached) => { false };
    (@game $of:ident) => { Some(*$of) };
    (@game) => { None };
    (@effect reads) => { $crate::api::Effect::Reads };
    (@effect game($of:ident)) => { $crate::api::Effect::Game };
    (@effect moves($of:ident)) => { $crate::api::Effect::Moves };
    (@effect plays($of:ident)) => { $crate::api::Effect::Plays };
    (@effect adds) => { $crate::api::Effect::Adds };
    (@effect list) => { $crate::api::Effect::List };
    (@effect host) => { $crate::api::Effect::Host };
    (@effect app) => { $crate::api::Effect::App };
}

protocol_requests! {
    /// One request of the protocol: `{"method": "...", "params": {...}}`.
    Request,
    /// Every method the table answers, with its answer's type.
    REQUESTS;
    /// Every saved game, most recently played first.
    ListGames = "list_games" -> "Array<GameSummary>", reads, cached {}
    /// Starts and saves a new game.
    CreateGame = "create_game" -> "GameSummary", adds { request: NewGameRequest }
    /// A game as one viewer (or a bystander) sees it.
    View = "view" -> "GameView", reads, cached { game: i64, #[serde(default)] #[ts(optional = nullable)] viewer: Option<u8> }
    /// A seat's legal actions, grouped.
    Legal = "legal" -> "Array<LegalGroup>", reads, cached { game: i64, seat: u8 }
    /// Whether a seat may take an action now, and the rule that forbids it.
    Check = "check" -> "null", reads {
        game: i64, seat: u8, #[ts(type = "GameAction")] action: BoundedJson,
        #[serde(default)] #[ts(optional)] expected_seq: Option<u64>
    }
    /// What an action would do before it is taken, in words and on the boards (nothing is
    /// saved).
    Preview = "preview" -> "ActionPreview", reads {
        game: i64, seat: u8, #[ts(type = "GameAction")] action: BoundedJson
    }
    /// Applies an action for a seat, saved before the answer; the answer carries what the
    /// seat's screen shows next.
    Apply = "apply" -> "ApplyOutcome", plays(game) {
        game: i64, seat: u8, #[ts(type = "GameAction")] action: BoundedJson,
        #[serde(default)] #[ts(optional)] expected_seq: Option<u64>
    }
    /// Takes back a seat's last action within the rules; the answer as for `apply`.
    Undo = "undo" -> "ApplyOutcome", plays(game) { game: i64, seat: u8 }
    /// Lets the bot whose move it is play one action (the answer is a bystander's).
    BotMove = "bot_move" -> "ApplyOutcome", moves(game) { game: i64 }
    /// The game log in words, as a viewer may read it.
    Log = "log" -> "Array<LogLine>", reads, cached { game: i64, #[serde(default)] #[ts(optional = nullable)] viewer: Option<u8> }
    /// The game after its first `step` actions.
    Replay = "replay" -> "GameView", reads {
        game: i64, step: u64, #[serde(default)] #[ts(optional = nullable)] viewer: Option<u8>
    }
    /// Renames a saved game.
    Rename = "rename" -> "null", game(game) { game: i64, name: String }
    /// Hands a seat to a bot or back to a person.
    SetSeatKind = "set_seat_kind" -> "GameSummary", moves(game) {
        game: i64, seat: u8, kind: SeatKind,
        #[serde(default)] #[ts(optional)] level: Option<BotLevel>
    }
    /// What a bot would play for a seat now, in words, and why (from that seat's view only).
    Hint = "hint" -> "Hint", reads { game: i64, seat: u8 }
    /// Deletes a saved game.
    Delete = "delete" -> "null", moves(game) { game: i64 }
    /// A saved game as a file.
    Export = "export" -> "string", reads { game: i64 }
    /// Imports an exported game after replaying it.
    Import = "import" -> "GameSummary", adds { text: String }
    /// A damaged database found at opening and moved aside.
    Recovery = "recovery" -> "Recovery | null", reads {}
    /// The user has seen the recovery notice: its report is forgotten (the damaged file
    /// stays where it was set aside).
    RecoverySeen = "recovery_seen" -> "null", reads {}
    /// What the saved games had to tell and nobody has seen yet: writes found lost at
    /// opening, snapshots that failed their check, records mended from a backup.
    Notices = "notices" -> "Array<StoreNotice>", reads {}
    /// The user has seen the notices.
    DismissNotices = "dismiss_notices" -> "null", reads {}
    /// Continues a game whose saved log is damaged from its last good action.
    Repair = "repair" -> "GameView", moves(game) { game: i64 }
    /// The backups of the saved games, newest first.
    Backups = "backups" -> "Array<BackupInfo>", reads {}
    /// Replaces every saved game with those of a backup (the present ones are backed up
    /// first); the answer is the ids of the games it removed.
    RestoreBackup = "restore_backup" -> "Array<number>", list { file: String }
    /// The keys of the lessons finished with these saved games.
    LessonsDone = "lessons_done" -> "Array<string>", reads {}
    /// Keeps that a lesson was finished (its key).
    LessonDone = "lesson_done" -> "null", reads { key: String }
}

/// Every method name the API answers.
pub fn methods() -> impl Iterator<Item = &'static str> {
    REQUESTS.iter().map(|m| m.name)
}

/// The refusal of a method the table does not know, naming those it knows.
pub fn unknown_method(method: &str) -> TableError {
    let known: Vec<&str> = methods().collect();
    TableError::bad(format!(
        "unknown method '{method}'; known: {}",
        known.join(", ")
    ))
}

/// Reads a request from its method name and JSON parameters (`null` for none).
pub fn parse(method: &str, params: Value) -> Result<Request, TableError> {
    if !methods().any(|m| m == method) {
        return Err(unknown_method(method));
    }
    parse_as(method, params)
}

/// Reads `method`'s request of a protocol declared by `protocol_requests!` (the table's or
/// the LAN host's) from its JSON parameters (`null` for none).
pub fn parse_as<T: DeserializeOwned>(method: &str, params: Value) -> Result<T, TableError> {
    let params = if params.is_null() {
        Value::Object(Default::default())
    } else {
        params
    };
    let v = serde_json::json!({ "method": method, "params": params });
    serde_json::from_value(v).map_err(|e| TableError::bad(format!("{method}: {e}")))
}

/// Reads a request from its method name and its parameters as JSON text (from another
/// device): decoded straight into the typed request, never into a JSON tree first.
pub fn parse_text(method: &str, params: &str) -> Result<Request, TableError> {
    if !methods().any(|m| m == method) {
        return Err(unknown_method(method));
    }
    parse_text_as(method, params)
}

/// Reads `method`'s request of a protocol declared by `protocol_requests!` from its
/// parameters as JSON text, straight into the typed request.
pub fn parse_text_as<T: DeserializeOwned>(method: &str, params: &str) -> Result<T, TableError> {
    let params = if params.trim() == "null" {
        "{}"
    } else {
        params
    };
    // The method first, so that the parameters are read straight into their variant.
    let text = format!("{{\"method\":\"{method}\",\"params\":{params}}}");
    serde_json::from_str(&text).map_err(|e| TableError::bad(format!("{method}: {e}")))
}

/// An action's answer as JSON text, written straight from the typed outcome (its view and
/// hundreds of legal actions are never built as JSON trees).
pub fn played(outcome: ApplyOutcome) -> Result<Json, TableError> {
    Json::text_of(&outcome)
}

fn view_json(view: crate::GameView) -> Result<Json, TableError> {
    view.into_json()
        .map(Json::Tree)
        .map_err(crate::reply::storage)
}

/// Calls `method` with JSON `args` on the table; the answer as a JSON tree.
pub fn dispatch(table: &mut Table, method: &str, args: Value) -> Result<Value, TableError> {
    execute(table, parse(method, args)?)?.into_value()
}

/// Carries out a parsed request on the table; the answer as JSON.
pub fn execute(table: &mut Table, request: Request) -> Result<Json, TableError> {
    let moved = request
        .effect()
        .moves_position()
        .then(|| request.changed_game());
    if let Some(game) = moved.flatten() {
        // A bot thinking about the game would move from a position that is gone.
        table.cancel_thinking(game);
    }
    match request {
        Request::ListGames {} => Json::tree_of(table.list()?),
        Request::CreateGame { request } => Json::tree_of(table.create(request)?),
        Request::View { game, viewer } => view_json(table.view(game, viewer)?),
        Request::Legal { game, seat } => Json::text_of(&table.legal(game, seat)?),
        Request::Check {
            game, seat, action, ..
        } => {
            table.check(game, seat, &action)?;
            Ok(Json::NULL)
        }
        Request::Apply {
            game,
            seat,
            action,
            expected_seq,
        } => played(table.apply(game, seat, &action, expected_seq)?),
        Request::Undo { game, seat } => played(table.undo(game, seat)?),
        Request::Preview { game, seat, action } => {
            Json::tree_of(table.preview(game, seat, &action)?)
        }
        Request::BotMove { game } => played(table.bot_move(game)?),
        Request::Log { game, viewer } => Json::tree_of(table.log(game, viewer)?),
        Request::Replay { game, step, viewer } => view_json(table.replay(game, step, viewer)?),
        Request::Rename { game, name } => {
            table.rename(game, &name)?;
            Ok(Json::NULL)
        }
        Request::SetSeatKind {
            game,
            seat,
            kind,
            level,
        } => Json::tree_of(table.set_seat_kind(game, seat, kind, level)?),
        Request::Hint { game, seat } => {
            let job = table.hint_job(game, seat)?;
            let plan = job
                .think_plan()
                .ok_or_else(|| TableError::refused(Refusal::BotHasNoMove))?;
            Json::tree_of(table.finish_hint(game, seat, plan)?)
        }
        Request::Delete { game } => {
            table.delete(game)?;
            Ok(Json::NULL)
        }
        Request::Export { game } => Json::tree_of(table.export(game)?),
        Request::Import { text } => Json::tree_of(table.import(&text)?),
        Request::Recovery {} => Json::tree_of(table.recovery()),
        Request::RecoverySeen {} => {
            table.dismiss_recovery()?;
            Ok(Json::NULL)
        }
        Request::Notices {} => Json::tree_of(table.notices()),
        Request::DismissNotices {} => {
            table.dismiss_notices()?;
            Ok(Json::NULL)
        }
        Request::Repair { game } => view_json(table.repair(game)?),
        Request::Backups {} => Json::tree_of(table.backups()?),
        Request::RestoreBackup { file } => Json::tree_of(table.restore_backup(&file)?),
        Request::LessonsDone {} => Json::tree_of(table.lessons_done()?),
        Request::LessonDone { key } => {
            table.lesson_done(&key)?;
            Ok(Json::NULL)
        }
    }
}
