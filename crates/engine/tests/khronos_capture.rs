//! A position captured from a game (what `epochs simulate` writes into a failure's scenario)
//! sets up the same game again: buildings, time-shadow links, cubes, hands, deck.

use epochs_engine::khronos::board::Building;
use epochs_engine::khronos::capture::{position_of, Reproduction};
use epochs_engine::khronos::scenario::Scenario;
use epochs_engine::khronos::simulate::random_setup;
use epochs_engine::khronos::{apply, legal_actions, Action, Age, Options, State};
use epochs_engine::simulate::Failure;
use rand::{Rng, SeedableRng};

/// What a building is, without its id: type, squares, controller, ruin, renovation, cubes,
/// and the squares of the building it is the time shadow of.
fn describe(state: &State, age: Age, b: &Building) -> String {
    let original = age
        .previous()
        .and_then(|p| b.shadow_of.and_then(|id| state.board(p).get(id)))
        .map(|o| o.mask);
    format!(
        "{} {:x} {:?} {} {:?} {:?} {:?}",
        b.btype, b.mask, b.controller, b.ruin, b.renovation, b.cubes, original
    )
}

fn boards(state: &State) -> Vec<Vec<String>> {
    Age::ALL
        .iter()
        .map(|&age| {
            let mut v: Vec<String> = state
                .board(age)
                .buildings
                .iter()
                .map(|b| describe(state, age, b))
                .collect();
            v.sort();
            v
        })
        .collect()
}

/// Plays random games and yields each turn's starting state with the actions of that turn.
fn turns(seed: u64, players: usize) -> Vec<(State, Vec<Action>)> {
    let setup = random_setup(players, seed, 0, Options::default());
    let mut state = State::new(&setup).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut out = vec![(state.clone(), Vec::new())];
    while !state.finished {
        let legal = legal_actions(&state);
        let a = legal[rng.random_range(0..legal.len())];
        apply(&mut state, &a).unwrap();
        if matches!(a, Action::EndTurn { .. }) {
            out.push((state.clone(), Vec::new()));
        } else if let Some(last) = out.last_mut() {
            last.1.push(a);
        }
    }
    out
}

#[test]
fn a_captured_position_sets_up_the_same_game() {
    for seed in 1..=6 {
        let setup = random_setup(2 + seed as usize % 4, seed, 0, Options::default());
        for (start, actions) in turns(seed, setup.players.len()) {
            if start.finished {
                continue;
            }
            let position = position_of(&start);
            let mut copy = State::new(&setup).unwrap();
            position.apply_to(&mut copy).unwrap();
            assert_eq!(
                boards(&copy),
                boards(&start),
                "seed {seed} turn {}",
                start.turn
            );
            assert_eq!(copy.players, start.players);
            assert_eq!(copy.deck, start.deck);
            assert_eq!(copy.discard, start.discard);
            assert_eq!(copy.stock, start.stock);
            assert_eq!((copy.turn, copy.active), (start.turn, start.active));
            // The turn's actions play the same way from the copy, up to a reshuffle of the
            // discards (drawn from the game's generator, which a position does not carry).
            let mut original = start.clone();
            for a in &actions {
                let deck = original.deck.len();
                let events = apply(&mut original, a).unwrap();
                if original.deck.len() > deck {
                    break;
                }
                assert_eq!(apply(&mut copy, a).unwrap(), events);
            }
            if copy.deck == original.deck {
                assert_eq!(boards(&copy), boards(&original));
            }
        }
    }
}

#[test]
fn a_failure_that_does_not_happen_is_not_reproduced_and_its_scenario_passes() {
    let setup = random_setup(3, 9, 0, Options::default());
    let (start, actions) = turns(9, 3).swap_remove(5);
    assert!(!actions.is_empty());
    let mut r = Reproduction {
        setup,
        position: position_of(&start),
        steps: actions.clone(),
        failure: Failure::Invariant("the Rule of Hierarchy is broken".into()),
    };
    assert!(!r.reproduces());
    r.minimise();
    assert_eq!(
        r.steps, actions,
        "nothing is cut from a failure that never happens"
    );
    let text = serde_json::to_string(&r.scenario("a test")).unwrap();
    let scenario = Scenario::parse(&text).unwrap();
    assert_eq!(scenario.steps.len(), actions.len());
    scenario.run().unwrap();
}
