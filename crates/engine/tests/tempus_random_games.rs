//! Property tests over random Tempus games: no panic, every listed action applies, refused
//! actions change nothing, unlisted actions are refused, tokens/cities/cards are conserved,
//! stacking holds; every game ends; same seed, same game.

use epochs_engine::tempus::simulate::{play_random, random_setup, Checks};
use epochs_engine::tempus::{apply, legal_actions, Options, State};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, .. ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>(), players in 2usize..=5, game in 0u64..8, atlantis in any::<bool>()) {
        let setup = random_setup(players, seed, game, Options { atlantis });
        let checks = Checks { invariants: true, all_legal: true, illegal_samples: 3 };
        let report = play_random(&setup, checks, 50_000);
        prop_assert!(report.violations.is_empty(), "{:?}", report.violations);
        prop_assert!(report.finished);
    }
}

fn play_to_end(seed: u64) -> (State, Vec<String>) {
    let setup = random_setup(4, seed, 3, Options { atlantis: true });
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
    let setup = random_setup(4, 7, 3, Options { atlantis: true });
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
fn a_few_full_checked_games_per_player_count() {
    for players in 2..=5 {
        for game in 0..4 {
            let setup = random_setup(
                players,
                99,
                game,
                Options {
                    atlantis: game % 2 == 0,
                },
            );
            let report = play_random(&setup, Checks::ALL, 50_000);
            assert!(
                report.violations.is_empty(),
                "{players} players, game {game}: {:?}",
                &report.violations[..report.violations.len().min(5)]
            );
            assert!(report.finished);
        }
    }
}

/// Hidden information never leaks: a bot's determinized state looks exactly the same to it
/// as the real one, keeps every invariant, and never shows another seat's hand.
#[test]
fn determinize_changes_only_what_the_viewer_cannot_see() {
    use epochs_engine::tempus::{determinize, invariants, view};
    for seed in 0..6u64 {
        let setup = random_setup(4, seed, 3, Options { atlantis: true });
        let mut state = State::new(&setup).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut step = 0;
        while !state.finished {
            if step % 7 == 0 {
                for viewer in 0..4u8 {
                    let d = determinize(&state, viewer, &mut rng);
                    assert_eq!(view(&state, Some(viewer)), view(&d, Some(viewer)));
                    // The determinized game goes on: every action it lists applies.
                    for a in legal_actions(&d) {
                        let mut copy = d.clone();
                        apply(&mut copy, &a).unwrap();
                        assert!(invariants::check(&copy).is_empty());
                    }
                    assert!(
                        invariants::check(&d).is_empty(),
                        "{:?}",
                        invariants::check(&d)
                    );
                    let v = view(&state, Some(viewer));
                    for (i, p) in v.players.iter().enumerate() {
                        assert_eq!(p.hand.is_some(), i == viewer as usize);
                    }
                    if let Some(f) = &v.fight {
                        assert_eq!(
                            f.attack.is_some(),
                            f.attacker == viewer && f.attack_count.is_some()
                        );
                    }
                    let played = state.plays[viewer as usize].is_some();
                    assert_eq!(v.own_play.is_some(), played);
                    let json = serde_json::to_string(&v.plays).unwrap();
                    assert!(!json.contains('/'), "progress plays show only counts");
                }
                let bystander = serde_json::to_string(&view(&state, None)).unwrap();
                assert!(!bystander.contains("\"hand\":["), "a bystander sees a hand");
            }
            let legal = legal_actions(&state);
            let a = legal[rng.random_range(0..legal.len())];
            apply(&mut state, &a).unwrap();
            step += 1;
        }
    }
}

#[test]
fn a_failure_scenario_replays_the_game_from_its_deal() {
    use epochs_engine::simulate::Failure;
    use epochs_engine::tempus::scenario::Scenario;
    use epochs_engine::Game;
    let setup = random_setup(4, 77, 3, Options::default());
    let mut state = State::new(&setup).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(77);
    let mut log = Vec::new();
    for _ in 0..250 {
        let legal = legal_actions(&state);
        let a = legal[rng.random_range(0..legal.len())];
        apply(&mut state, &a).unwrap();
        log.push(a);
    }
    let failure = Failure::Invariant("stacking is broken".into());
    let text = epochs_engine::tempus::Tempus::failure_scenario(&setup, &state, &[], &log, &failure)
        .unwrap()
        .to_string();
    let scenario = Scenario::parse(&text).unwrap();
    assert_eq!(scenario.steps.len(), log.len());
    assert!(scenario.description.contains("stacking is broken"));
    // The engine is right here, so the scenario passes, and it ends where the game was.
    scenario.run().unwrap();
    let mut replayed = scenario.start().unwrap();
    for s in &scenario.steps {
        apply(&mut replayed, &s.action).unwrap();
    }
    assert_eq!(replayed, state);
}
