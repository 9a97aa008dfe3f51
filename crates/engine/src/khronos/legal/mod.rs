//! Every legal action for the seat that must act now.
//!
//! Generation mirrors the checks in `build`, `reason` and `play` with cheap bit operations;
//! the simulator verifies that every generated action applies.

mod builds;
mod domains;

use super::action::Action;
use super::state::{Pending, State};
use super::table;
use super::types::{Age, Kind};
use builds::{constructions, demolitions, upgrades, BoardContext};

/// All legal actions for the seat that must act now (empty when the game is over).
pub fn legal_actions(state: &State) -> Vec<Action> {
    let mut out = Vec::new();
    legal_actions_into(state, &mut out);
    out
}

/// Like `legal_actions`, reusing `out`'s allocation (it is cleared first).
pub fn legal_actions_into(state: &State, out: &mut Vec<Action>) {
    out.clear();
    if state.finished {
        return;
    }
    if let Some(p) = &state.pending {
        match p {
            Pending::ChooseDownsize {
                age, candidates, ..
            } => {
                for &id in candidates {
                    if let Some(b) = state.board(*age).get(id) {
                        out.push(Action::ChooseDownsize {
                            at: state.map.square(b.mask.trailing_zeros() as usize),
                        });
                    }
                }
            }
            Pending::PlaceDownsized { options, .. } => {
                out.extend(
                    options
                        .iter()
                        .map(|&squares| Action::PlaceDownsized { squares }),
                );
            }
        }
        return;
    }
    let player = &state.players[state.active as usize];
    if state.turn_state.exchange_open {
        if player.ecus >= table::EXCHANGE_COST {
            for n in 0..=player.hand.total() {
                out.extend(
                    player
                        .hand
                        .subsets_iter(n)
                        .map(|discard| Action::Exchange { discard }),
                );
            }
        }
        if state.options.holdem {
            for give in Kind::ALL {
                for take in Kind::ALL {
                    if give != take && player.hand.get(give) > 0 && state.face_up.get(take) > 0 {
                        out.push(Action::Swap { give, take });
                    }
                }
            }
        }
    }
    if player.ecus >= table::TRAVEL_COST {
        for pawn in 0..2u8 {
            for to in Age::ALL {
                if player.pawns[pawn as usize] != to {
                    out.push(Action::Travel { pawn, to });
                }
            }
        }
    }
    for age in [Age::Might, Age::Faith] {
        if state.has_pawn(state.active, age) {
            let cx = BoardContext::new(state, age);
            constructions(&cx, out);
            upgrades(&cx, out);
            demolitions(&cx, out);
        }
    }
    if state.has_pawn(state.active, Age::Reason) {
        reason_actions(state, out);
    }
    if state.options.discard_all {
        out.push(Action::EndTurn {
            discard: player.hand,
        });
    } else {
        for n in 0..=player.hand.total() {
            out.extend(
                player
                    .hand
                    .subsets_iter(n)
                    .map(|discard| Action::EndTurn { discard }),
            );
        }
    }
}

fn can_charge(state: &State, age: Age, cards: u8) -> bool {
    let present = state.pawns_present(age);
    (present[0] || present[1]) && state.turn_state.charges_after(cards, present) != 0
}

fn reason_actions(state: &State, out: &mut Vec<Action>) {
    let player = &state.players[state.active as usize];
    let board = state.board(Age::Reason);
    for b in &board.buildings {
        let at = state.map.square(b.mask.trailing_zeros() as usize);
        if b.btype.kind == Kind::Civil {
            if player.hand.civil > 0
                && player.cubes > 0
                && b.population() < table::population_capacity(b.btype.size)
                && can_charge(state, Age::Reason, 1)
            {
                out.push(Action::Populate { at });
            }
        } else if b.ruin {
            let needed = table::renovation_cards(b.btype.size) - b.renovation.is_some() as u8;
            for cards in 1..=needed {
                let complete = cards == needed;
                if player.hand.get(b.btype.kind) >= cards
                    && (complete || player.cubes > 0)
                    && can_charge(state, Age::Reason, cards)
                {
                    out.push(Action::Renovate { at, cards });
                }
            }
        }
    }
}

/// The form of `action` that `legal_actions` lists: a building named by any of its squares
/// is named by its first square.
pub fn canonical(state: &State, action: &Action) -> Action {
    let first_square = |age: Age, at: super::types::Square| {
        if !state.map.contains(at) {
            return at;
        }
        let board = state.board(age);
        board
            .index_at(state.map.index(at))
            .map(|i| {
                state
                    .map
                    .square(board.buildings[i].mask.trailing_zeros() as usize)
            })
            .unwrap_or(at)
    };
    let mut a = *action;
    match &mut a {
        Action::Upgrade { age, at, .. } | Action::Demolish { age, at } => {
            *at = first_square(*age, *at)
        }
        Action::Populate { at } | Action::Renovate { at, .. } => {
            *at = first_square(Age::Reason, *at)
        }
        Action::ChooseDownsize { at } => {
            if let Some(Pending::ChooseDownsize { age, .. }) = &state.pending {
                *at = first_square(*age, *at);
            }
        }
        _ => {}
    }
    a
}
