//! `legal_actions` against brute force: in positions taken from random games, every action
//! of the whole action space that `apply` accepts must be listed, and nothing else.
//!
//! `legal_actions` is generated with bit tricks that mirror the checks of `apply`; this is
//! the test that they agree in both directions (the simulator checks only that listed
//! actions apply).

use epochs_engine::khronos::legal::canonical;
use epochs_engine::khronos::{
    apply, legal_actions, Action, Age, BuildingType, Cards, Kind, Options, State,
};
use epochs_engine::khronos::{simulate::random_setup, Pending};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;

/// Every pile of at most `most` cards taken from `hand`.
fn piles(hand: Cards, most: u8) -> Vec<Cards> {
    (0..=most.min(hand.total()))
        .flat_map(|n| hand.subsets_of_size(n))
        .collect()
}

/// Every action worth trying in `state`: all of the action space that could apply, with
/// buildings named by their first square (the form `legal_actions` lists).
fn action_space(state: &State) -> Vec<Action> {
    let map = &state.map;
    let mut out = Vec::new();
    let Some(seat) = state.to_act() else {
        return out;
    };
    let hand = state.players[seat as usize].hand;
    let first = |mask: u128| map.square(mask.trailing_zeros() as usize);
    out.extend(hand.all_subsets().into_iter().flat_map(|d| {
        [
            Action::Exchange { discard: d },
            Action::EndTurn { discard: d },
        ]
    }));
    for give in Kind::ALL {
        for take in Kind::ALL {
            out.push(Action::Swap { give, take });
        }
    }
    for pawn in 0..3 {
        for to in Age::ALL {
            out.push(Action::Travel { pawn, to });
        }
    }
    let extras = piles(hand, 3);
    for age in Age::ALL {
        for building in BuildingType::all() {
            for &fp in map.footprints(building.size) {
                for &extra in &extras {
                    out.push(Action::Construct {
                        age,
                        building,
                        squares: map.footprint(fp),
                        extra,
                    });
                }
            }
        }
        for b in &state.board(age).buildings {
            let at = first(b.mask);
            out.push(Action::Demolish { age, at });
            out.push(Action::Populate { at });
            out.push(Action::ChooseDownsize { at });
            for cards in 0..=3 {
                out.push(Action::Renovate { at, cards });
            }
            for building in BuildingType::all() {
                for &fp in map.footprints(building.size) {
                    if fp & b.mask != b.mask {
                        continue;
                    }
                    for &extra in &extras {
                        out.push(Action::Upgrade {
                            age,
                            at,
                            building,
                            squares: map.footprint(fp),
                            extra,
                        });
                    }
                }
            }
        }
    }
    if let Some(Pending::PlaceDownsized { .. }) = &state.pending {
        for size in 1..=3 {
            for &fp in map.footprints(size) {
                out.push(Action::PlaceDownsized {
                    squares: map.footprint(fp),
                });
            }
        }
    }
    out
}

/// The actions of the space that `apply` accepts. A refusal leaves the state unchanged (the
/// simulator checks that), so only an accepted action needs a fresh copy.
fn accepted(state: &State) -> HashSet<Action> {
    let mut scratch = state.clone();
    let mut out = HashSet::new();
    for a in action_space(state) {
        if apply(&mut scratch, &a).is_ok() {
            // A building named by another board's square may be named by any of its own.
            out.insert(canonical(state, &a));
            scratch = state.clone();
        }
    }
    out
}

fn check(state: &State, context: &str) {
    let listed = legal_actions(state);
    let listed_set: HashSet<Action> = listed.iter().copied().collect();
    assert_eq!(
        listed.len(),
        listed_set.len(),
        "{context}: duplicates listed"
    );
    let truth = accepted(state);
    let missing: Vec<_> = truth.difference(&listed_set).take(5).collect();
    let extra: Vec<_> = listed_set.difference(&truth).take(5).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "{context}: accepted but not listed {missing:?}; listed but refused {extra:?}"
    );
}

#[test]
fn legal_actions_are_exactly_the_actions_apply_accepts() {
    let mut checked = 0;
    for (game, players, options) in [
        (1u64, 2usize, Options::default()),
        (2, 3, Options::default()),
        (3, 4, Options::default()),
        (4, 5, Options::default()),
        (
            5,
            3,
            Options {
                holdem: true,
                discard_all: false,
            },
        ),
        (
            6,
            4,
            Options {
                holdem: false,
                discard_all: true,
            },
        ),
    ] {
        let setup = random_setup(players, 99, game, options);
        let mut state = State::new(&setup).expect("setup");
        let mut rng = ChaCha8Rng::seed_from_u64(game);
        let mut step = 0;
        while !state.finished {
            // Dense early, where every move is new, then sparser; always at decisions.
            let decision = state.pending.is_some();
            if decision || step < 6 || step % 4 == 0 {
                check(&state, &format!("game {game}, step {step}"));
                checked += 1;
            }
            let legal = legal_actions(&state);
            let a = legal[rng.random_range(0..legal.len())];
            apply(&mut state, &a).expect("a listed action applies");
            step += 1;
        }
    }
    assert!(checked > 200, "only {checked} positions checked");
}

/// Picking the n-th legal action without the list gives the list's n-th action, and nothing
/// past its end.
#[test]
fn nth_legal_agrees_with_the_list() {
    use epochs_engine::khronos::legal::nth_legal;
    use epochs_engine::khronos::{apply, legal_actions, State};
    use rand::{Rng, SeedableRng};
    for (game, players) in [(1u64, 2usize), (2, 3), (3, 4), (4, 5)] {
        let mut state = State::new(&random_setup(players, 77, game, Options::default())).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(game);
        let mut step = 0;
        while !state.finished {
            let legal = legal_actions(&state);
            if step % 3 == 0 {
                for (i, a) in legal.iter().enumerate() {
                    assert_eq!(
                        nth_legal(&state, i).as_ref(),
                        Some(a),
                        "step {step}, index {i}"
                    );
                }
                assert_eq!(nth_legal(&state, legal.len()), None);
            }
            let a = legal[rng.random_range(0..legal.len())];
            apply(&mut state, &a).unwrap();
            step += 1;
        }
    }
}
