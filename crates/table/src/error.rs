//! Errors every front end receives, typed and serialisable.

use crate::refusal::{Denial, ImportRefusal, Refusal, SavedGamesProblem, UndoRefusal};
use serde::{Deserialize, Serialize};

/// Why a table request was refused. Serialises as `{"kind": "...", ...}` for the UI.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error, ts_rs::TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TableError {
    /// No saved game with this id.
    #[error("no saved game {id}")]
    NotFound {
        /// The id asked for.
        id: i64,
    },
    /// The seat asking is not the one that must act.
    #[error("it is not seat {seat}'s decision; {expected:?} must act")]
    NotYourTurn {
        /// The seat that asked.
        seat: u8,
        /// The seat that must act (none when the game is over).
        expected: Option<u8>,
    },
    /// The request was based on an older position.
    #[error("the game moved on (now at action {actual}, not {expected}); reload it")]
    Stale {
        /// The position the request was made for.
        expected: u64,
        /// The current position.
        actual: u64,
    },
    /// The rules refuse the action: the rule broken and why, as facts each device words.
    #[error("{game} refuses by {rule} ({ruling}): {why}")]
    Rule {
        /// The game's key.
        game: String,
        /// The rule's stable code.
        rule: String,
        /// The ruling in the rules documentation.
        ruling: String,
        /// What the action ran into, with its arguments (the game's `Why`).
        #[ts(type = "GameWhy")]
        why: serde_json::Value,
    },
    /// Nothing to undo, or undo not allowed here.
    #[error("cannot undo: {reason:?}")]
    Undo {
        /// Why.
        reason: UndoRefusal,
    },
    /// A request understood and refused, for a reason a player can be told.
    #[error("refused: {refusal:?}")]
    Refused {
        /// Why.
        refusal: Refusal,
    },
    /// A request refused for want of rights (the device's token, its seats, the host device's).
    #[error("not allowed: {denial:?}")]
    NotAllowed {
        /// Why.
        denial: Denial,
    },
    /// A malformed request (bad JSON, an unknown method, a bad setup): a client's bug, told
    /// in a developer's words.
    #[error("bad request: {message}")]
    BadRequest {
        /// What is wrong.
        message: String,
    },
    /// An import was refused; nothing was written.
    #[error("import refused: {refusal:?}")]
    Import {
        /// Why.
        refusal: ImportRefusal,
    },
    /// The saved games can't be used as they stand (held by another program, written by a
    /// newer version, a read-only folder, a damaged record): nothing was changed.
    #[error("{detail}")]
    SavedGames {
        /// What stands in the way, as a fact the device words.
        problem: SavedGamesProblem,
        /// The store's own sentence, for the command line and logs (never sent).
        #[serde(default, skip_serializing)]
        #[ts(skip)]
        detail: String,
    },
    /// The saved-games database failed.
    #[error("storage error: {message}")]
    Storage {
        /// What failed.
        message: String,
    },
}

impl TableError {
    /// A request refused for `refusal`.
    pub fn refused(refusal: Refusal) -> TableError {
        TableError::Refused { refusal }
    }

    /// A request refused for want of rights.
    pub fn denied(denial: Denial) -> TableError {
        TableError::NotAllowed { denial }
    }

    /// A bad request with a message.
    pub fn bad(message: impl Into<String>) -> TableError {
        TableError::BadRequest {
            message: message.into(),
        }
    }
}

impl From<epochs_store::StoreError> for TableError {
    fn from(e: epochs_store::StoreError) -> Self {
        match e {
            epochs_store::StoreError::NotFound(id) => TableError::NotFound { id },
            epochs_store::StoreError::Stale { expected, actual } => {
                TableError::Stale { expected, actual }
            }
            other => {
                let detail = other.to_string();
                match SavedGamesProblem::of(other) {
                    Ok(problem) => TableError::SavedGames { problem, detail },
                    Err(_) => TableError::Storage { message: detail },
                }
            }
        }
    }
}

impl TableError {
    /// The refusal of an action by the rules of the game of key `game`.
    pub fn rule<E: epochs_engine::game::NamedRule>(game: &str, e: &E) -> TableError {
        TableError::Rule {
            game: game.to_string(),
            rule: e.code().to_string(),
            ruling: e.ruling().to_string(),
            why: serde_json::to_value(e.why()).unwrap_or(serde_json::Value::Null),
        }
    }
}
