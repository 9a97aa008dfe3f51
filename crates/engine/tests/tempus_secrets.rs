//! Tempus views hide what each seat may not see (other hands, face-down attack cards,
//! progress plays), and a failure found by random play replays the whole game from its deal.

use epochs_engine::game::Game;
use epochs_engine::simulate::{Failure, Simulated};
use epochs_engine::tempus::scenario::Scenario;
use epochs_engine::tempus::{apply, legal_actions, view, Tempus};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[test]
fn views_hide_other_hands_attack_cards_and_plays() {
    for seed in 0..6u64 {
        let mut state = Tempus::setup(&Tempus::random_setup(4, seed, 3, true)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut step = 0;
        while !state.finished {
            if step % 7 == 0 {
                for viewer in 0..4u8 {
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
    let setup = Tempus::random_setup(4, 77, 3, false);
    let mut state = Tempus::setup(&setup).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(77);
    let mut log = Vec::new();
    for _ in 0..250 {
        let legal = legal_actions(&state);
        let a = legal[rng.random_range(0..legal.len())];
        apply(&mut state, &a).unwrap();
        log.push(a);
    }
    let failure = Failure::Invariant("stacking is broken".into());
    let text = Tempus::failure_scenario(&setup, &state, &[], &log, &failure)
        .unwrap()
        .to_string();
    let scenario = Scenario::parse(&text).unwrap();
    assert_eq!(scenario.steps.len(), log.len());
    let mut replayed = scenario.start().unwrap();
    for s in &scenario.steps {
        apply(&mut replayed, &s.action).unwrap();
    }
    assert_eq!(replayed, state);
}
