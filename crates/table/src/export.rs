//! The exported-game file: setup, seats and action log, checked by replaying on import.

use crate::error::TableError;
use crate::hosted::HostedGame;
use crate::refusal::ImportRefusal;
use crate::registry::GameKind;
use crate::SeatInfo;
use epochs_store::ActionRecord;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The `format` field every exported game carries.
pub const FORMAT: &str = "epochs-saved-game";

/// The version of the export format this build writes and reads.
pub const VERSION: u32 = 1;

/// A saved game as a file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportedGame {
    /// Always "epochs-saved-game".
    pub format: String,
    /// Format version.
    pub version: u32,
    /// Game key.
    pub game: String,
    /// Name.
    pub name: String,
    /// Seats.
    pub seats: Vec<SeatInfo>,
    /// Engine setup.
    pub setup: Value,
    /// The log.
    pub actions: Vec<ExportedAction>,
}

/// One action of an exported log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportedAction {
    /// Who acted.
    pub seat: u8,
    /// What they did.
    pub action: Value,
}

fn refuse(refusal: ImportRefusal) -> TableError {
    TableError::Import { refusal }
}

impl ExportedGame {
    /// A document for a game.
    pub fn new(
        game: &str,
        name: &str,
        seats: Vec<SeatInfo>,
        setup: Value,
        actions: Vec<(u8, Value)>,
    ) -> ExportedGame {
        ExportedGame {
            format: FORMAT.to_string(),
            version: VERSION,
            game: game.to_string(),
            name: name.to_string(),
            seats,
            setup,
            actions: actions
                .into_iter()
                .map(|(seat, action)| ExportedAction { seat, action })
                .collect(),
        }
    }

    /// Parses a file, refusing what is not an Epochs saved game.
    pub fn parse(text: &str) -> Result<ExportedGame, TableError> {
        let v: Value = serde_json::from_str(text).map_err(|e| {
            refuse(ImportRefusal::NotJson {
                line: e.line() as u64,
                column: e.column() as u64,
            })
        })?;
        if v.get("format").and_then(Value::as_str) != Some(FORMAT) {
            return Err(refuse(ImportRefusal::NotEpochs));
        }
        match v.get("version").and_then(Value::as_u64) {
            Some(n) if n == VERSION as u64 => {}
            Some(n) => {
                return Err(refuse(ImportRefusal::OtherVersion {
                    version: n,
                    reads: VERSION as u64,
                }))
            }
            None => return Err(refuse(ImportRefusal::NoVersion)),
        }
        let doc: ExportedGame = serde_json::from_value(v).map_err(|e| {
            refuse(ImportRefusal::Malformed {
                detail: e.to_string(),
            })
        })?;
        if doc.name.trim().is_empty() {
            return Err(refuse(ImportRefusal::NoName));
        }
        Ok(doc)
    }

    /// Replays the log through the rules: every action must be the acting seat's and legal.
    pub fn replay(
        &self,
        kind: GameKind,
    ) -> Result<(Box<dyn HostedGame>, Vec<ActionRecord>), TableError> {
        let players = self
            .setup
            .get("players")
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        if players != self.seats.len() {
            return Err(refuse(ImportRefusal::SeatsMismatch {
                seats: self.seats.len() as u64,
                players: players as u64,
            }));
        }
        let actions: Vec<(u8, Value)> = self
            .actions
            .iter()
            .map(|a| (a.seat, a.action.clone()))
            .collect();
        let game = crate::hosted::open(kind, &self.setup, None, &actions).map_err(|e| {
            refuse(ImportRefusal::DoesNotReplay {
                game: kind.key().to_string(),
                at: e.at as u64,
                fault: e.fault,
            })
        })?;
        let records = game
            .actions()?
            .into_iter()
            .map(|(seat, action)| ActionRecord {
                seat,
                action: action.to_string(),
            })
            .collect();
        Ok((game, records))
    }
}
