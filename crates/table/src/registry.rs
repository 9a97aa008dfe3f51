//! The registry of games: the one list of the games the table hosts. Each line names a
//! game's variant, its key and its engine. From it come `GameKind` (the games by name) and
//! `GameKind::with`, which runs code written once for any game (`ForGame`) on the engine a
//! kind names: opening a saved game (hosted.rs), the generated TypeScript types
//! (typescript.rs), the default map. Adding a game is its engine, its folder in this crate
//! (`impl TableGame`) and one line here.

use crate::error::TableError;
use crate::refusal::Refusal;
use crate::table_game::TableGame;
use epochs_engine::scenario::ScenarioGame;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// What a registered game is: its rules with their random-play hooks and scenarios
/// (crates/engine), and what the table needs of it (its folder in this crate).
pub trait RegisteredGame: TableGame + ScenarioGame {}

impl<G: TableGame + ScenarioGame> RegisteredGame for G {}

/// Code written once for any game, run on the game a kind names (`GameKind::with`).
pub trait ForGame {
    /// What it gives.
    type Output;
    /// Runs it for game `G`.
    fn run<G: RegisteredGame>(self) -> Self::Output;
}

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

            /// Runs `f` on the engine of this kind of game.
            pub fn with<F: ForGame>(self, f: F) -> F::Output {
                match self {
                    $(GameKind::$variant => f.run::<$engine>(),)*
                }
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

struct Key;

impl ForGame for Key {
    type Output = &'static str;
    fn run<G: RegisteredGame>(self) -> &'static str {
        G::KEY
    }
}

struct DefaultMap;

impl ForGame for DefaultMap {
    type Output = &'static str;
    fn run<G: RegisteredGame>(self) -> &'static str {
        G::DEFAULT_MAP
    }
}

impl GameKind {
    /// The key stored with saved games.
    pub fn key(self) -> &'static str {
        self.with(Key)
    }

    /// The kind for a stored key.
    pub fn from_key(key: &str) -> Result<GameKind, TableError> {
        GameKind::ALL
            .iter()
            .copied()
            .find(|kind| kind.key() == key)
            .ok_or_else(|| {
                TableError::refused(Refusal::UnknownGame {
                    key: key.to_string(),
                })
            })
    }

    /// The map a new game uses when the request names none.
    pub fn default_map(self) -> &'static str {
        self.with(DefaultMap)
    }

    /// Every game's key, for messages ("khronos, tempus").
    pub fn keys() -> String {
        let keys: Vec<&str> = GameKind::ALL.iter().map(|k| k.key()).collect();
        keys.join(", ")
    }

    /// The game of a key given on a command line, or the keys there are.
    pub fn parse(key: &str) -> Result<GameKind, String> {
        GameKind::from_key(key)
            .map_err(|_| format!("unknown game '{key}': the games are {}", GameKind::keys()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_is_found_by_its_key_and_only_by_it() {
        for &kind in GameKind::ALL {
            assert_eq!(GameKind::from_key(kind.key()).ok(), Some(kind));
            let json = serde_json::to_value(kind).unwrap_or_default();
            assert_eq!(json, kind.key());
        }
        assert!(GameKind::from_key("chess").is_err());
    }
}
