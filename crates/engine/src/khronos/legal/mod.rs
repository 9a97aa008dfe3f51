//! Every legal action for the seat that must act now.
//!
//! Generation mirrors the checks in `build`, `reason` and `play` with cheap bit operations;
//! the simulator verifies that every generated action applies, and a brute-force test that
//! nothing `apply` accepts is missing. One walk over the actions in list order serves three
//! uses (`sink`): building the list, counting it, and finding the action at a position, so
//! a random playout draws an action without building the list (`random_legal`).

mod builds;
mod domains;
mod placements;
mod sink;

use super::action::Action;
use super::state::{Pending, State};
use super::table;
use super::types::{Age, Cards, Kind};
use builds::{constructions, demolitions, upgrades, BoardContext};
use rand::Rng;
use sink::{Count, Flow, Nth, Sink};
use std::ops::ControlFlow;

/// All legal actions for the seat that must act now (empty when the game is over).
pub fn legal_actions(state: &State) -> Vec<Action> {
    let mut out = Vec::new();
    legal_actions_into(state, &mut out);
    out
}

/// Like `legal_actions`, reusing `out`'s allocation (it is cleared first).
pub fn legal_actions_into(state: &State, out: &mut Vec<Action>) {
    out.clear();
    let _ = generate(state, &contexts(state), out);
}

/// How many actions `legal_actions` lists, without building them.
pub fn legal_count(state: &State) -> usize {
    count(state, &contexts(state))
}

/// `legal_actions(state)[index]`, building only that action.
pub fn nth_legal(state: &State, index: usize) -> Option<Action> {
    nth(state, &contexts(state), index)
}

/// A legal action drawn uniformly at random: the one `legal_actions(state)` holds at
/// `rng.random_range(0..len)`, found without building the list (for random playouts).
pub fn random_legal<R: Rng + ?Sized>(state: &State, rng: &mut R) -> Option<Action> {
    let contexts = contexts(state);
    match count(state, &contexts) {
        0 => None,
        n => nth(state, &contexts, rng.random_range(0..n)),
    }
}

/// The building boards (Might, Faith) where the active player has a pawn.
type Contexts<'a> = [Option<BoardContext<'a>>; 2];

fn contexts(state: &State) -> Contexts<'_> {
    [Age::Might, Age::Faith].map(|age| {
        (!state.finished && state.pending.is_none() && state.has_pawn(state.active, age))
            .then(|| BoardContext::new(state, age))
    })
}

fn count(state: &State, contexts: &Contexts) -> usize {
    let mut count = Count::default();
    let _ = generate(state, contexts, &mut count);
    count.0
}

fn nth(state: &State, contexts: &Contexts, index: usize) -> Option<Action> {
    let mut nth = Nth {
        left: index,
        found: None,
    };
    let _ = generate(state, contexts, &mut nth);
    nth.found
}

/// Hands every legal action to `sink`, in list order.
fn generate<S: Sink>(state: &State, contexts: &Contexts, sink: &mut S) -> Flow {
    if state.finished {
        return ControlFlow::Continue(());
    }
    if let Some(p) = &state.pending {
        match p {
            Pending::ChooseDownsize {
                age, candidates, ..
            } => {
                for &id in candidates {
                    if let Some(b) = state.board(*age).get(id) {
                        sink.one(Action::ChooseDownsize {
                            at: state.map.square(b.mask.trailing_zeros() as usize),
                        })?;
                    }
                }
            }
            Pending::PlaceDownsized { options, .. } => {
                for &squares in options {
                    sink.one(Action::PlaceDownsized { squares })?;
                }
            }
        }
        return ControlFlow::Continue(());
    }
    let player = &state.players[state.active as usize];
    if state.turn_state.exchange_open {
        if player.ecus >= table::EXCHANGE_COST {
            every_pile(sink, player.hand, |discard| Action::Exchange { discard })?;
        }
        if state.options.holdem {
            for give in Kind::ALL {
                for take in Kind::ALL {
                    if give != take && player.hand.get(give) > 0 && state.face_up.get(take) > 0 {
                        sink.one(Action::Swap { give, take })?;
                    }
                }
            }
        }
    }
    if player.ecus >= table::TRAVEL_COST {
        for pawn in 0..2u8 {
            for to in Age::ALL {
                if player.pawns[pawn as usize] != to {
                    sink.one(Action::Travel { pawn, to })?;
                }
            }
        }
    }
    for cx in contexts.iter().flatten() {
        constructions(cx, sink)?;
        upgrades(cx, sink)?;
        demolitions(cx, sink)?;
    }
    if state.has_pawn(state.active, Age::Reason) {
        reason_actions(state, sink)?;
    }
    if state.options.discard_all {
        sink.one(Action::EndTurn {
            discard: player.hand,
        })?;
    } else {
        every_pile(sink, player.hand, |discard| Action::EndTurn { discard })?;
    }
    ControlFlow::Continue(())
}

/// One action per sub-pile of `hand` (the empty one included), smallest piles first.
fn every_pile<S: Sink>(sink: &mut S, hand: Cards, make: impl Fn(Cards) -> Action) -> Flow {
    let n = Kind::ALL
        .iter()
        .fold(1, |n, &k| n * (usize::from(hand.get(k)) + 1));
    sink.block(n, |sink| {
        for size in 0..=hand.total() {
            for pile in hand.subsets_iter(size) {
                sink.one(make(pile))?;
            }
        }
        ControlFlow::Continue(())
    })
}

fn can_charge(state: &State, age: Age, cards: u8) -> bool {
    let present = state.pawns_present(age);
    (present[0] || present[1]) && state.turn_state.charges_after(cards, present) != 0
}

fn reason_actions<S: Sink>(state: &State, sink: &mut S) -> Flow {
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
                sink.one(Action::Populate { at })?;
            }
        } else if b.ruin {
            let needed = table::renovation_cards(b.btype.size) - b.renovation.is_some() as u8;
            for cards in 1..=needed {
                let complete = cards == needed;
                if player.hand.get(b.btype.kind) >= cards
                    && (complete || player.cubes > 0)
                    && can_charge(state, Age::Reason, cards)
                {
                    sink.one(Action::Renovate { at, cards })?;
                }
            }
        }
    }
    ControlFlow::Continue(())
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
