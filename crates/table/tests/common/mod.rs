//! Helpers shared by the table's integration tests.

use epochs_table::{GameKind, NewGameRequest, SeatInfo, SeatKind};
use serde_json::Value;

/// A request for a game of `game` with human seats named `players`.
pub fn request(
    game: GameKind,
    players: &[&str],
    seed: u64,
    options: Value,
    map: Value,
) -> NewGameRequest {
    NewGameRequest {
        game,
        name: None,
        seats: players
            .iter()
            .map(|n| SeatInfo {
                name: n.to_string(),
                colour: String::new(),
                kind: SeatKind::Human,
            })
            .collect(),
        options: (!options.is_null()).then_some(options),
        map: (!map.is_null()).then_some(map),
        seed: Some(seed),
    }
}
