//! Property tests over random games: no panic, every listed action applies, refused actions
//! change nothing, tiles/cubes/cards are conserved, hierarchy holds; same seed, same game.

use epochs_engine::khronos::simulate::{play_random, random_setup, Checks};
use epochs_engine::khronos::{apply, legal_actions, Options, State};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, .. ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>(), players in 2usize..=5, holdem in any::<bool>(), discard_all in any::<bool>()) {
        let setup = random_setup(players, seed, 0, Options { holdem, discard_all });
        let checks = Checks { invariants: true, all_legal: true, illegal_samples: 3 };
        let report = play_random(&setup, checks, 20_000);
        prop_assert!(report.violations.is_empty(), "{:?}", report.violations);
        prop_assert!(report.finished);
    }
}

fn play_to_end(seed: u64) -> (State, Vec<String>) {
    let setup = random_setup(4, seed, 0, Options::default());
    let mut state = State::new(&setup).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut log = Vec::new();
    while !state.finished {
        let legal = legal_actions(&state);
        let a = legal[rng.random_range(0..legal.len())];
        log.push(serde_json::to_string(&a).unwrap());
        apply(&mut state, &a).unwrap();
    }
    (state, log)
}

#[test]
fn same_seed_and_actions_give_the_same_game() {
    let (a, log_a) = play_to_end(42);
    let (b, log_b) = play_to_end(42);
    assert_eq!(log_a, log_b);
    assert_eq!(
        serde_json::to_string(&a).unwrap(),
        serde_json::to_string(&b).unwrap()
    );
    let (c, _) = play_to_end(43);
    assert_ne!(
        serde_json::to_string(&a).unwrap(),
        serde_json::to_string(&c).unwrap()
    );
}

#[test]
fn replaying_the_logged_actions_reproduces_the_game() {
    let (end, log) = play_to_end(7);
    let setup = random_setup(4, 7, 0, Options::default());
    let mut state = State::new(&setup).unwrap();
    for line in &log {
        let action = serde_json::from_str(line).unwrap();
        apply(&mut state, &action).unwrap();
    }
    assert_eq!(state, end);
    let json = serde_json::to_string(&state).unwrap();
    let back: State = serde_json::from_str(&json).unwrap();
    assert_eq!(back, state, "a state survives a JSON round trip");
}

#[test]
fn counting_and_picking_by_position_agree_with_the_list() {
    use epochs_engine::khronos::legal::{legal_count, nth_legal, random_legal};
    for (game, players) in [(1u64, 2usize), (2, 3), (3, 4), (4, 5)] {
        let setup = random_setup(players, 77, game, Options::default());
        let mut listed = State::new(&setup).unwrap();
        let mut sampled = listed.clone();
        let mut rng_list = rand_chacha::ChaCha8Rng::seed_from_u64(game);
        let mut rng_sample = rand_chacha::ChaCha8Rng::seed_from_u64(game);
        let mut step = 0;
        while !listed.finished {
            let legal = legal_actions(&listed);
            assert_eq!(
                legal_count(&listed),
                legal.len(),
                "game {game}, step {step}"
            );
            if step % 3 == 0 {
                for (i, a) in legal.iter().enumerate() {
                    assert_eq!(
                        nth_legal(&listed, i).as_ref(),
                        Some(a),
                        "step {step}, index {i}"
                    );
                }
                assert_eq!(nth_legal(&listed, legal.len()), None);
            }
            // Drawing by position plays exactly the game that picking from the list plays.
            let a = legal[rng_list.random_range(0..legal.len())];
            assert_eq!(random_legal(&sampled, &mut rng_sample), Some(a));
            apply(&mut listed, &a).unwrap();
            apply(&mut sampled, &a).unwrap();
            step += 1;
        }
        assert_eq!(random_legal(&listed, &mut rng_list), None);
    }
}
