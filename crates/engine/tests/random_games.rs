//! Property tests over random games of every game, through the `Game` and `Simulated`
//! traits: no panic, every listed action applies, refused actions change nothing, unlisted
//! actions are refused, pieces and cards are conserved, every game ends; the same seed plays
//! the same game; a logged game replays; bots' determinized states look the same to the seat
//! they are for.

use epochs_engine::khronos::Khronos;
use epochs_engine::scenario::{Scenario, ScenarioGame};
use epochs_engine::simulate::{play_numbered, Checks, Failure, Simulated};
use epochs_engine::tempus::Tempus;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const FULL: Checks = Checks {
    invariants: true,
    all_legal: true,
    illegal_samples: 3,
};

/// Plays game `game` of seed `seed` to the end; the final state and the actions as JSON.
fn play_to_end<G: Simulated>(seed: u64, game: u64) -> (G::State, Vec<String>) {
    let setup = G::random_setup(4, seed, game, true);
    let mut state = G::setup(&setup).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut log = Vec::new();
    while G::to_act(&state).is_some() {
        let legal = G::legal_actions(&state);
        let a = legal[rng.random_range(0..legal.len())];
        log.push(serde_json::to_string(&a).unwrap());
        G::apply(&mut state, &a).unwrap();
    }
    (state, log)
}

fn random_game_keeps_every_invariant<G: Simulated>(seed: u64, players: usize, game: u64) {
    let (report, _) = play_numbered::<G>(players, seed, game, true, FULL);
    assert!(report.violations.is_empty(), "{:?}", report.violations);
    assert!(
        report.finished,
        "the game ends within {} actions",
        G::MAX_ACTIONS
    );
}

fn same_seed_and_actions_give_the_same_game<G: Simulated>() {
    let (a, log_a) = play_to_end::<G>(42, 3);
    let (b, log_b) = play_to_end::<G>(42, 3);
    assert_eq!(log_a, log_b);
    assert_eq!(a, b);
    let (c, _) = play_to_end::<G>(43, 3);
    assert_ne!(
        serde_json::to_string(&a).unwrap(),
        serde_json::to_string(&c).unwrap()
    );
}

fn replaying_the_logged_actions_reproduces_the_game<G: Simulated>() {
    let (end, log) = play_to_end::<G>(7, 1);
    let mut state = G::setup(&G::random_setup(4, 7, 1, true)).unwrap();
    for line in &log {
        let action: G::Action = serde_json::from_str(line).unwrap();
        G::apply(&mut state, &action).unwrap();
    }
    assert_eq!(state, end);
    let json = serde_json::to_string(&state).unwrap();
    let back: G::State = serde_json::from_str(&json).unwrap();
    assert_eq!(back, state, "a state survives a JSON round trip");
}

fn a_few_full_checked_games_per_player_count<G: Simulated>() {
    for players in 2..=5 {
        for game in 0..3 {
            let (report, _) = play_numbered::<G>(players, 99, game, true, Checks::ALL);
            assert!(
                report.violations.is_empty(),
                "{players} players, game {game}: {:?}",
                &report.violations[..report.violations.len().min(5)]
            );
            assert!(report.finished);
        }
    }
}

/// The fast paths agree with the list: the count is its length, and a random legal action
/// is the one picking from the list with the same random numbers gives.
fn counting_and_drawing_agree_with_the_list<G: Simulated>() {
    for (game, players) in [(1u64, 2usize), (2, 3), (3, 4), (4, 5)] {
        let mut state = G::setup(&G::random_setup(players, 77, game, true)).unwrap();
        let mut rng_list = ChaCha8Rng::seed_from_u64(game);
        let mut rng_draw = ChaCha8Rng::seed_from_u64(game);
        let mut step = 0;
        while G::to_act(&state).is_some() {
            let legal = G::legal_actions(&state);
            assert_eq!(
                G::legal_count(&state),
                legal.len(),
                "game {game}, step {step}"
            );
            let a = legal[rng_list.random_range(0..legal.len())];
            assert_eq!(
                G::random_legal(&state, &mut rng_draw),
                Some(a),
                "step {step}"
            );
            G::apply(&mut state, &a).unwrap();
            step += 1;
        }
        assert_eq!(G::random_legal(&state, &mut rng_list), None);
    }
}

/// A bot's determinized state looks exactly like the real one to its seat, keeps every
/// invariant, and goes on: every action it lists applies.
fn determinize_changes_only_what_the_viewer_cannot_see<G: Simulated>()
where
    G::View: PartialEq + std::fmt::Debug,
{
    for seed in 0..4u64 {
        let mut state = G::setup(&G::random_setup(4, seed, 3, true)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut step = 0;
        while G::to_act(&state).is_some() {
            if step % 9 == 0 {
                for viewer in 0..4u8 {
                    let d = G::determinize(&state, viewer, &mut rng);
                    assert_eq!(G::view(&state, Some(viewer)), G::view(&d, Some(viewer)));
                    assert!(G::invariants(&d).is_empty(), "{:?}", G::invariants(&d));
                    for a in G::legal_actions(&d) {
                        let mut copy = d.clone();
                        G::apply(&mut copy, &a).unwrap();
                    }
                }
            }
            let legal = G::legal_actions(&state);
            let a = legal[rng.random_range(0..legal.len())];
            G::apply(&mut state, &a).unwrap();
            step += 1;
        }
    }
}

/// Every seat's view and the bystander's convert to JSON throughout a game (what front
/// ends receive).
fn views_serialise_for_every_viewer<G: Simulated>() {
    let mut state = G::setup(&G::random_setup(3, 5, 0, true)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..200 {
        if G::to_act(&state).is_none() {
            break;
        }
        for viewer in (0..3u8).map(Some).chain([None]) {
            serde_json::to_value(G::view(&state, viewer)).unwrap();
        }
        let a = G::random_legal(&state, &mut rng).unwrap();
        G::apply(&mut state, &a).unwrap();
    }
}

/// A failure found by random play becomes a scenario file that parses, names the failure
/// and, the engine being right here, passes.
fn a_failure_scenario_runs<G: ScenarioGame>() {
    let setup = G::random_setup(4, 77, 3, false);
    let start = G::setup(&setup).unwrap();
    let mut state = start.clone();
    let mut rng = ChaCha8Rng::seed_from_u64(77);
    let mut log = Vec::new();
    for _ in 0..40 {
        let a = G::random_legal(&state, &mut rng).unwrap();
        G::apply(&mut state, &a).unwrap();
        log.push(a);
    }
    let failure = Failure::Invariant("stacking is broken".into());
    let value = G::failure_scenario(&setup, &start, &log, &log, &failure).unwrap();
    let scenario = Scenario::<G>::parse(&value.to_string()).unwrap();
    assert!(
        scenario.description.contains("stacking is broken"),
        "{value}"
    );
    assert!(!scenario.steps.is_empty());
    scenario.run().unwrap();
}

/// The same tests for every game (one line per game).
macro_rules! for_each_game {
    ($($module:ident: $game:ty, $cases:literal;)*) => {$(
        mod $module {
            use super::*;

            proptest! {
                #![proptest_config(ProptestConfig { cases: $cases, .. ProptestConfig::default() })]
                #[test]
                fn random_games_keep_every_invariant(seed in any::<u64>(), players in 2usize..=5, game in 0u64..16) {
                    super::random_game_keeps_every_invariant::<$game>(seed, players, game);
                }
            }

            #[test]
            fn same_seed_and_actions_give_the_same_game() {
                super::same_seed_and_actions_give_the_same_game::<$game>();
            }
            #[test]
            fn replaying_the_logged_actions_reproduces_the_game() {
                super::replaying_the_logged_actions_reproduces_the_game::<$game>();
            }
            #[test]
            fn a_few_full_checked_games_per_player_count() {
                super::a_few_full_checked_games_per_player_count::<$game>();
            }
            #[test]
            fn counting_and_drawing_agree_with_the_list() {
                super::counting_and_drawing_agree_with_the_list::<$game>();
            }
            #[test]
            fn determinize_changes_only_what_the_viewer_cannot_see() {
                super::determinize_changes_only_what_the_viewer_cannot_see::<$game>();
            }
            #[test]
            fn views_serialise_for_every_viewer() {
                super::views_serialise_for_every_viewer::<$game>();
            }
            #[test]
            fn a_failure_scenario_runs() {
                super::a_failure_scenario_runs::<$game>();
            }
        }
    )*};
}

for_each_game! {
    khronos: Khronos, 20;
    tempus: Tempus, 14;
}
