//! Victory points and the winners (T24).

use super::state::State;
use super::table;
use super::types::{Seat, Terrain};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// One seat's victory points by source.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct VictoryPoints {
    /// From non-mountain land hexes holding the seat's tokens.
    pub hexes: i64,
    /// From cities (their values; Atlantis counts 5).
    pub cities: i64,
    /// For reaching Flight.
    pub flight: i64,
    /// The sum.
    pub total: i64,
}

/// Victory points of one seat: 1 per non-mountain land hex with its tokens, each city's
/// value (Atlantis 5), 3 for reaching Flight.
pub fn victory_points(state: &State, seat: Seat) -> i64 {
    breakdown(state, seat).total
}

/// Victory points of one seat by source.
pub fn breakdown(state: &State, seat: Seat) -> VictoryPoints {
    let b = &state.board;
    let mountain = state.island.by_terrain[Terrain::Mountain.index()];
    let hexes = b
        .token_hexes(seat)
        .and(state.island.land)
        .minus(mountain)
        .len() as i64;
    let cities: i64 = b
        .city_hexes(seat)
        .iter()
        .map(|h| {
            let s = b.spot(h);
            if s.atlantis {
                table::ATLANTIS_VP
            } else {
                s.city as i64
            }
        })
        .sum();
    let flight = if state.player(seat).era >= table::FLIGHT {
        table::FLIGHT_VP
    } else {
        0
    };
    let hexes = hexes * table::HEX_VP;
    VictoryPoints {
        hexes,
        cities,
        flight,
        total: hexes + cities + flight,
    }
}

/// Victory points of every seat.
pub fn scores(state: &State) -> Vec<i64> {
    (0..state.seats())
        .map(|s| victory_points(state, s as Seat))
        .collect()
}

/// The winners: most victory points, then most Idea cards in hand, then most city tiles on
/// the map; still tied, a shared victory.
pub fn winners(state: &State) -> Vec<Seat> {
    let scores = scores(state);
    let key = |s: usize| {
        (
            scores[s],
            state.players[s].hand.len(),
            state.board.city_hexes(s as Seat).len(),
        )
    };
    let best = (0..state.seats()).map(key).max();
    (0..state.seats())
        .filter(|&s| Some(key(s)) == best)
        .map(|s| s as Seat)
        .collect()
}
