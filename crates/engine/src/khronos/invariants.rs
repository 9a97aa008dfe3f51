//! Conservation and legality checks that hold after every action (used by the simulator,
//! property tests and hand-made positions).

use super::bits::bits;
use super::state::State;
use super::table;
use super::types::{Age, Kind};

/// Every broken invariant, in words; empty when the state is sound.
pub fn check(state: &State) -> Vec<String> {
    let mut out = Vec::new();
    let map = &state.map;
    let mut tiles = [0u8; 9];
    let mut cubes = vec![0u32; state.seats()];
    for age in Age::ALL {
        let board = state.board(age);
        let mut seen = 0u128;
        for b in &board.buildings {
            let name = format!("{} {} in {}", b.btype, map.footprint(b.mask), age.name());
            if b.mask & seen != 0 {
                out.push(format!("{name} overlaps another building"));
            }
            seen |= b.mask;
            if b.mask.count_ones() != b.btype.size as u32 || !map.is_connected(b.mask) {
                out.push(format!(
                    "{name} does not cover {} connected squares",
                    b.btype.size
                ));
            }
            if b.mask & map.river != 0 && !table::may_cover_river(b.btype) {
                out.push(format!("{name} stands on a river"));
            }
            if b.printed {
                if b.mask & !map.hamlets != 0 {
                    out.push(format!("{name} is marked printed off a printed square"));
                }
            } else {
                tiles[b.btype.index()] += 1;
            }
            let controlled = b.btype.kind.is_controlled();
            if (controlled && age != Age::Reason) != b.controller.is_some() {
                out.push(format!("{name} has a wrong controller"));
            }
            if b.ruin && !(controlled && age == Age::Reason) {
                out.push(format!("{name} is a ruin outside the Age of Reason"));
            }
            if let Some(c) = b.controller {
                cubes[c as usize] += 1;
            }
            if let Some(c) = b.renovation {
                cubes[c as usize] += 1;
                if !b.ruin || b.btype.size != 3 {
                    out.push(format!(
                        "{name} has a renovation cube but is not a Castle/Abbey ruin"
                    ));
                }
            }
            for (s, &n) in b.cubes.iter().enumerate() {
                if n > 0 {
                    if s >= state.seats() || age != Age::Reason || b.btype.kind != Kind::Civil {
                        out.push(format!("{name} holds population cubes it may not"));
                    } else {
                        cubes[s] += n as u32;
                    }
                }
            }
            if b.population() > table::population_capacity(b.btype.size) {
                out.push(format!("{name} holds more cubes than its capacity"));
            }
        }
        for i in bits(map.hamlets & !seen) {
            out.push(format!(
                "printed Hamlet at {} is missing in {}",
                map.square(i),
                age.name()
            ));
        }
        if state.pending.is_none() && age != Age::Reason {
            for d in board.domains(map) {
                for kind in [Kind::Military, Kind::Religious] {
                    if board.hierarchy_tie(d, kind).is_some() {
                        out.push(format!(
                            "the Rule of Hierarchy is broken for {kind:?} buildings in {}",
                            age.name()
                        ));
                    }
                }
            }
        }
    }
    for t in super::types::BuildingType::all() {
        let i = t.index();
        if tiles[i] + state.stock[i] != state.tile_box[i] {
            out.push(format!(
                "{} tiles: {} on boards + {} in stock != {}",
                t.title(),
                tiles[i],
                state.stock[i],
                state.tile_box[i]
            ));
        }
    }
    for (s, p) in state.players.iter().enumerate() {
        if cubes[s] + p.cubes as u32 != table::CUBES_PER_PLAYER as u32 {
            out.push(format!(
                "seat {s}: {} cubes on boards + {} in supply != {}",
                cubes[s],
                p.cubes,
                table::CUBES_PER_PLAYER
            ));
        }
    }
    let mut cards = state.discard.plus(&state.face_up);
    for p in &state.players {
        cards = cards.plus(&p.hand);
    }
    for &k in &state.deck {
        *cards.get_mut(k) += 1;
    }
    if cards != table::DECK {
        out.push(format!(
            "cards in play {cards} differ from the deck {}",
            table::DECK
        ));
    }
    for (s, p) in state.players.iter().enumerate() {
        if p.hand.total() > table::HAND_SIZE {
            out.push(format!(
                "seat {s} holds more than {} cards",
                table::HAND_SIZE
            ));
        }
    }
    out
}
