//! The table's API as named methods with JSON parameters: what the Tauri shell and the
//! WebSocket server both forward to, so every front end speaks the same protocol
//! (documented in docs/protocol.md).

use crate::{NewGameRequest, Table, TableError};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::Value;

/// Every method name the API answers.
pub const METHODS: &[&str] = &[
    "list_games",
    "create_game",
    "view",
    "legal",
    "check",
    "apply",
    "undo",
    "bot_move",
    "log",
    "replay",
    "rename",
    "delete",
    "export",
    "import",
    "recovery",
];

/// Whether a method changes a game (front ends tell other viewers to refresh).
pub fn is_write(method: &str) -> bool {
    matches!(
        method,
        "create_game" | "apply" | "undo" | "bot_move" | "rename" | "delete" | "import"
    )
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GameParams {
    game: i64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ViewParams {
    game: i64,
    #[serde(default)]
    viewer: Option<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatParams {
    game: i64,
    seat: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ActionParams {
    game: i64,
    seat: u8,
    action: Value,
    #[serde(default)]
    expected_seq: Option<u64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ReplayParams {
    game: i64,
    step: u64,
    #[serde(default)]
    viewer: Option<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RenameParams {
    game: i64,
    name: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ImportParams {
    text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateParams {
    request: NewGameRequest,
}

fn params<T: DeserializeOwned>(method: &str, v: Value) -> Result<T, TableError> {
    let v = if v.is_null() {
        Value::Object(Default::default())
    } else {
        v
    };
    serde_json::from_value(v).map_err(|e| TableError::bad(format!("{method}: {e}")))
}

fn json<T: serde::Serialize>(v: T) -> Result<Value, TableError> {
    serde_json::to_value(v).map_err(|e| TableError::Storage {
        message: e.to_string(),
    })
}

/// Calls `method` with JSON `args` on the table.
pub fn dispatch(table: &mut Table, method: &str, args: Value) -> Result<Value, TableError> {
    match method {
        "list_games" => json(table.list()?),
        "create_game" => {
            let p: CreateParams = params(method, args)?;
            json(table.create(p.request)?)
        }
        "view" => {
            let p: ViewParams = params(method, args)?;
            json(table.view(p.game, p.viewer)?)
        }
        "legal" => {
            let p: SeatParams = params(method, args)?;
            json(table.legal(p.game, p.seat)?)
        }
        "check" => {
            let p: ActionParams = params(method, args)?;
            table.check(p.game, p.seat, &p.action)?;
            Ok(Value::Null)
        }
        "apply" => {
            let p: ActionParams = params(method, args)?;
            json(table.apply(p.game, p.seat, &p.action, p.expected_seq)?)
        }
        "undo" => {
            let p: SeatParams = params(method, args)?;
            json(table.undo(p.game, p.seat)?)
        }
        "log" => {
            let p: ViewParams = params(method, args)?;
            json(table.log(p.game, p.viewer)?)
        }
        "replay" => {
            let p: ReplayParams = params(method, args)?;
            json(table.replay(p.game, p.step, p.viewer)?)
        }
        "rename" => {
            let p: RenameParams = params(method, args)?;
            table.rename(p.game, &p.name)?;
            Ok(Value::Null)
        }
        "delete" => {
            let p: GameParams = params(method, args)?;
            table.delete(p.game)?;
            Ok(Value::Null)
        }
        "bot_move" => {
            let p: GameParams = params(method, args)?;
            json(table.bot_move(p.game)?)
        }
        "export" => {
            let p: GameParams = params(method, args)?;
            json(table.export(p.game)?)
        }
        "import" => {
            let p: ImportParams = params(method, args)?;
            json(table.import(&p.text)?)
        }
        "recovery" => json(table.recovery()),
        other => Err(TableError::bad(format!(
            "unknown method '{other}'; known: {}",
            METHODS.join(", ")
        ))),
    }
}
