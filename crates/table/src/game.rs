//! The games the table hosts by name, the grouped legal actions it lists, names in words.

use crate::error::TableError;
use crate::hosted::{HostedGame, Live, ReplayError, TableGame};
use epochs_engine::Game;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

/// The registry of hosted games. Each line names a game's variant, its key and its engine;
/// from it come `GameKind`, opening a saved game, the default map and the game's part of the
/// generated TypeScript types. Adding a game is one `impl Game`, one `impl TableGame` and one
/// line here.
macro_rules! games {
    ($($(#[doc = $doc:literal])* $variant:ident = $key:literal => $engine:ty,)*) => {
        /// The games Epochs hosts.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
        pub enum GameKind {
            $($(#[doc = $doc])* #[serde(rename = $key)] $variant,)*
        }

        impl GameKind {
            /// Every hosted game.
            pub const ALL: &'static [GameKind] = &[$(GameKind::$variant),*];

            /// The key stored with saved games.
            pub fn key(self) -> &'static str {
                match self {
                    $(GameKind::$variant => <$engine as Game>::KEY,)*
                }
            }

            /// The kind for a stored key.
            pub fn from_key(key: &str) -> Result<GameKind, TableError> {
                GameKind::ALL
                    .iter()
                    .copied()
                    .find(|kind| kind.key() == key)
                    .ok_or_else(|| TableError::bad(format!("unknown game '{key}'")))
            }

            /// Opens a game of this kind from its setup, a snapshot and the saved actions.
            pub(crate) fn open(
                self,
                setup: &Value,
                snapshot: Option<(usize, &str)>,
                actions: &[(u8, Value)],
            ) -> Result<Box<dyn HostedGame>, ReplayError> {
                Ok(match self {
                    $(GameKind::$variant => {
                        Box::new(Live::<$engine>::replay(setup, snapshot, actions)?)
                    })*
                })
            }

            /// The map a new game uses when the request names none.
            pub fn default_map(self) -> &'static str {
                match self {
                    $(GameKind::$variant => <$engine as TableGame>::DEFAULT_MAP,)*
                }
            }

            /// Writes each game's view, action and options types into `cfg`'s folder and
            /// gives their TypeScript names.
            pub(crate) fn export_typescript(
                cfg: &ts_rs::Config,
            ) -> Result<Vec<GameTypeNames>, ts_rs::ExportError> {
                let mut names = Vec::new();
                $(
                    <<$engine as Game>::View as TS>::export_all(cfg)?;
                    <<$engine as Game>::Action as TS>::export_all(cfg)?;
                    <<$engine as TableGame>::Options as TS>::export_all(cfg)?;
                    <<$engine as TableGame>::Preview as TS>::export_all(cfg)?;
                    names.push(GameTypeNames {
                        key: <$engine as Game>::KEY,
                        view: <<$engine as Game>::View as TS>::name(cfg),
                        action: <<$engine as Game>::Action as TS>::name(cfg),
                        options: <<$engine as TableGame>::Options as TS>::name(cfg),
                        preview: <<$engine as TableGame>::Preview as TS>::name(cfg),
                        groups: <$engine as Game>::GROUPS,
                    });
                )*
                Ok(names)
            }
        }
    };
}

games! {
    /// Khronos, 2 to 5 players.
    Khronos = "khronos" => epochs_engine::khronos::Khronos,
    /// Tempus, 3 to 5 players (2 in the variant).
    Tempus = "tempus" => epochs_engine::tempus::Tempus,
}

/// The TypeScript names of one game's protocol types.
#[allow(missing_docs)]
pub(crate) struct GameTypeNames {
    pub key: &'static str,
    pub view: String,
    pub action: String,
    pub options: String,
    pub preview: String,
    pub groups: &'static [&'static str],
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
