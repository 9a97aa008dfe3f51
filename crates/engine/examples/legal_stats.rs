//! Prints how many legal actions random 4-player Khronos positions have, by type.
use epochs_engine::khronos::simulate::random_setup;
use epochs_engine::khronos::{apply, legal_actions, Action, Options, State};
use rand::{Rng, SeedableRng};

fn main() {
    let mut counts = std::collections::BTreeMap::<&str, u64>::new();
    let mut calls = 0u64;
    for g in 0..50 {
        let mut state = State::new(&random_setup(4, 7, g, Options::default())).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(g);
        while !state.finished {
            let legal = legal_actions(&state);
            calls += 1;
            for a in &legal {
                let k = match a {
                    Action::Construct { .. } => "construct",
                    Action::Upgrade { .. } => "upgrade",
                    Action::EndTurn { .. } => "end_turn",
                    Action::Exchange { .. } => "exchange",
                    Action::Travel { .. } => "travel",
                    _ => "other",
                };
                *counts.entry(k).or_default() += 1;
            }
            let a = legal[rng.random_range(0..legal.len())];
            apply(&mut state, &a).unwrap();
        }
    }
    for (k, v) in counts {
        println!("{k}: {:.1} per call", v as f64 / calls as f64);
    }
}
