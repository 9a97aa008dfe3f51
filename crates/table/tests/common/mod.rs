//! Helpers shared by the table's integration tests.

#![allow(dead_code)]

use epochs_table::{GameKind, NewGameRequest, SeatInfo, SeatKind, Table};
use rand::Rng;
use serde_json::Value;

/// Plays up to `actions` random legal actions of game `id` (fewer if it ends); how many.
pub fn play_random(table: &mut Table, id: i64, actions: usize, rng: &mut impl Rng) -> usize {
    for played in 0..actions {
        let view = table.view(id, None).unwrap();
        let Some(seat) = view.to_act else {
            return played;
        };
        let all: Vec<Value> = table
            .legal(id, seat)
            .unwrap()
            .iter()
            .flat_map(|g| g.actions.iter().map(|a| a.value().unwrap()))
            .collect();
        let action = &all[rng.random_range(0..all.len())];
        let outcome = table
            .apply(id, seat, action, Some(view.seq))
            .unwrap_or_else(|e| panic!("{action}: {e}"));
        let line = outcome.log.last().expect("the action's log line");
        assert!(
            !line.facts.is_empty() || line.action.is_some(),
            "no facts for {action}"
        );
    }
    actions
}

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
                level: None,
            })
            .collect(),
        options: (!options.is_null()).then_some(options),
        map: (!map.is_null()).then_some(map),
        seed: Some(seed),
        lesson: None,
    }
}
