//! The games the table hosts by name, the grouped legal actions it lists, names in words.

use crate::error::TableError;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The games Epochs hosts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    /// Khronos, 2 to 5 players.
    Khronos,
    /// Tempus, 3 to 5 players (2 in the variant).
    Tempus,
}

impl GameKind {
    /// The key stored with saved games.
    pub fn key(self) -> &'static str {
        match self {
            GameKind::Khronos => "khronos",
            GameKind::Tempus => "tempus",
        }
    }

    /// The kind for a stored key.
    pub fn from_key(key: &str) -> Result<GameKind, TableError> {
        match key {
            "khronos" => Ok(GameKind::Khronos),
            "tempus" => Ok(GameKind::Tempus),
            other => Err(TableError::bad(format!("unknown game '{other}'"))),
        }
    }
}

/// Legal actions of one type, labelled for the UI.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LegalGroup {
    /// The action type, e.g. "construct".
    pub group: String,
    /// The actions.
    pub actions: Vec<LegalAction>,
}

/// One legal action with a label.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LegalAction {
    /// The action as the engine takes it.
    pub action: Value,
    /// Words for a button.
    pub label: String,
}

/// The names of `seats`.
pub(crate) fn seat_names(names: &[String], seats: impl IntoIterator<Item = u8>) -> Vec<String> {
    seats.into_iter().map(|s| seat_name(names, s)).collect()
}

/// A seat's name, or "Seat N" for a seat the list does not name.
pub(crate) fn seat_name(names: &[String], seat: u8) -> String {
    names
        .get(seat as usize)
        .cloned()
        .unwrap_or_else(|| format!("Seat {}", seat + 1))
}

/// Joins sentence parts with semicolons and capitalises the first letter.
pub(crate) fn capitalised(parts: Vec<String>) -> String {
    let mut s = parts.join("; ");
    if let Some(first) = s.get(0..1) {
        let upper = first.to_uppercase();
        s.replace_range(0..1, &upper);
    }
    s
}
