//! One interface over the games the table can host: Khronos and Tempus.

use crate::error::TableError;
use crate::{khronos_text, tempus_text};
use epochs_engine::{khronos, tempus};
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

/// A running game of any kind.
#[derive(Clone, Debug)]
pub enum AnyState {
    /// Khronos.
    Khronos(Box<khronos::State>),
    /// Tempus.
    Tempus(Box<tempus::State>),
}

/// An action of any game.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyAction {
    /// Khronos.
    Khronos(khronos::Action),
    /// Tempus.
    Tempus(tempus::Action),
}

/// What one action did, kept for the game log.
#[derive(Clone, Debug)]
pub enum AnyEvents {
    /// Khronos.
    Khronos(Vec<khronos::Event>),
    /// Tempus.
    Tempus(Vec<tempus::Event>),
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

fn json_err(e: serde_json::Error) -> TableError {
    TableError::bad(e.to_string())
}

impl AnyState {
    /// Deals a game from its setup JSON.
    pub fn setup(kind: GameKind, setup: &Value) -> Result<AnyState, TableError> {
        match kind {
            GameKind::Khronos => {
                let s: khronos::Setup = serde_json::from_value(setup.clone()).map_err(json_err)?;
                let state = khronos::State::new(&s).map_err(TableError::bad)?;
                Ok(AnyState::Khronos(Box::new(state)))
            }
            GameKind::Tempus => {
                let s: tempus::Setup = serde_json::from_value(setup.clone()).map_err(json_err)?;
                let state = tempus::State::new(&s).map_err(TableError::bad)?;
                Ok(AnyState::Tempus(Box::new(state)))
            }
        }
    }

    /// Restores a snapshot written by `snapshot`.
    pub fn from_snapshot(kind: GameKind, text: &str) -> Option<AnyState> {
        match kind {
            GameKind::Khronos => serde_json::from_str::<khronos::State>(text)
                .ok()
                .map(|s| AnyState::Khronos(Box::new(s))),
            GameKind::Tempus => serde_json::from_str::<tempus::State>(text)
                .ok()
                .map(|s| AnyState::Tempus(Box::new(s))),
        }
    }

    /// The full state as JSON (saved as a snapshot, never sent to a seat).
    pub fn snapshot(&self) -> Result<String, TableError> {
        match self {
            AnyState::Khronos(s) => serde_json::to_string(s).map_err(json_err),
            AnyState::Tempus(s) => serde_json::to_string(s).map_err(json_err),
        }
    }

    /// Parses an action of this game.
    pub fn parse_action(&self, v: &Value) -> Result<AnyAction, TableError> {
        match self {
            AnyState::Khronos(_) => serde_json::from_value(v.clone())
                .map(AnyAction::Khronos)
                .map_err(|e| TableError::bad(format!("not a Khronos action: {e}"))),
            AnyState::Tempus(_) => serde_json::from_value(v.clone())
                .map(AnyAction::Tempus)
                .map_err(|e| TableError::bad(format!("not a Tempus action: {e}"))),
        }
    }

    /// Applies an action; on error nothing changes.
    pub fn apply(&mut self, a: &AnyAction) -> Result<AnyEvents, TableError> {
        match (self, a) {
            (AnyState::Khronos(s), AnyAction::Khronos(a)) => {
                Ok(AnyEvents::Khronos(khronos::apply(s, a)?))
            }
            (AnyState::Tempus(s), AnyAction::Tempus(a)) => {
                Ok(AnyEvents::Tempus(tempus::apply(s, a)?))
            }
            _ => Err(TableError::bad("that action belongs to another game")),
        }
    }

    /// The seat that must act.
    pub fn to_act(&self) -> Option<u8> {
        match self {
            AnyState::Khronos(s) => s.to_act(),
            AnyState::Tempus(s) => s.to_act(),
        }
    }

    /// Whether the game is over.
    pub fn finished(&self) -> bool {
        match self {
            AnyState::Khronos(s) => s.finished,
            AnyState::Tempus(s) => s.finished,
        }
    }

    /// What `viewer` may see, as JSON.
    pub fn view(&self, viewer: Option<u8>) -> Result<Value, TableError> {
        match self {
            AnyState::Khronos(s) => {
                serde_json::to_value(khronos::view(s, viewer)).map_err(json_err)
            }
            AnyState::Tempus(s) => serde_json::to_value(tempus::view(s, viewer)).map_err(json_err),
        }
    }

    /// Legal actions for the seat to act, grouped by type and labelled.
    pub fn legal_groups(&self) -> Result<Vec<LegalGroup>, TableError> {
        let mut groups = Groups::default();
        match self {
            AnyState::Khronos(s) => {
                for a in khronos::legal_actions(s) {
                    groups.push(a.group(), &a, khronos_text::label(&a))?;
                }
            }
            AnyState::Tempus(s) => {
                for a in tempus::legal_actions(s) {
                    groups.push(a.group(), &a, tempus_text::label(&a))?;
                }
            }
        }
        Ok(groups.0)
    }

    /// A summary for the saved-games list.
    pub fn preview(&self, names: &[String]) -> Value {
        match self {
            AnyState::Khronos(s) => {
                let to_act = s.to_act().map(|t| seat_name(names, t));
                let winners = seat_names(
                    names,
                    khronos::winners(s).into_iter().filter(|_| s.finished),
                );
                serde_json::json!({
                    "game": "khronos",
                    "players": names,
                    "turn": s.turn.min(7),
                    "to_act": to_act,
                    "finished": s.finished,
                    "winners": winners,
                    "ecus": s.players.iter().map(|p| p.ecus).collect::<Vec<_>>(),
                })
            }
            AnyState::Tempus(s) => {
                let to_act = s.to_act().map(|t| seat_name(names, t));
                let winners =
                    seat_names(names, tempus::winners(s).into_iter().filter(|_| s.finished));
                serde_json::json!({
                    "game": "tempus",
                    "players": names,
                    "round": s.round,
                    "eras": s.players.iter().map(|p| p.era).collect::<Vec<_>>(),
                    "to_act": to_act,
                    "finished": s.finished,
                    "winners": winners,
                    "points": tempus::scores(s),
                })
            }
        }
    }
}

impl AnyAction {
    /// The action as JSON.
    pub fn to_json(&self) -> Result<Value, TableError> {
        match self {
            AnyAction::Khronos(a) => serde_json::to_value(a).map_err(json_err),
            AnyAction::Tempus(a) => serde_json::to_value(a).map_err(json_err),
        }
    }

    /// Whether its player may take it back (never across a card draw or a reveal).
    pub fn undoable(&self) -> bool {
        match self {
            AnyAction::Khronos(a) => a.undoable(),
            AnyAction::Tempus(a) => a.undoable(),
        }
    }
}

impl AnyEvents {
    /// The action's events in words, as `viewer` may read them.
    pub fn sentence(&self, names: &[String], viewer: Option<u8>) -> String {
        match self {
            AnyEvents::Khronos(e) => khronos_text::sentence(e, names, viewer),
            AnyEvents::Tempus(e) => tempus_text::sentence(e, names),
        }
    }
}

/// Legal actions collected into groups in order of first appearance.
#[derive(Default)]
struct Groups(Vec<LegalGroup>);

impl Groups {
    fn push<A: Serialize>(
        &mut self,
        group: &str,
        action: &A,
        label: String,
    ) -> Result<(), TableError> {
        let entry = LegalAction {
            action: serde_json::to_value(action).map_err(json_err)?,
            label,
        };
        match self.0.iter_mut().find(|x| x.group == group) {
            Some(x) => x.actions.push(entry),
            None => self.0.push(LegalGroup {
                group: group.to_string(),
                actions: vec![entry],
            }),
        }
        Ok(())
    }
}

/// The names of `seats`.
fn seat_names(names: &[String], seats: impl IntoIterator<Item = u8>) -> Vec<String> {
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
