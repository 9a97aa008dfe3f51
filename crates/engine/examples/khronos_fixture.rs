//! Writes the saved-game file the UI's end-to-end tests import to reach a Khronos position
//! with a downsizing decision asked of a player other than the one whose turn it is.
//!
//! `cargo run --release -p epochs-engine --example khronos_fixture > ui/e2e/fixtures/downsize.json`
//!
//! Seeded random games (3 players, Hold'em) are played until the seat asked to choose the
//! squares of a downsized building is not the active player; the log up to there is printed
//! in the export format that `import` replays.

use epochs_engine::khronos::{self, Action, Pending, Setup, State};
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;

const NAMES: [&str; 3] = ["Anna", "Ben", "Cleo"];

fn setup(seed: u64) -> Result<Setup, serde_json::Error> {
    serde_json::from_value(json!({
        "players": NAMES,
        "options": {"holdem": true, "discard_all": false},
        "map": "default",
        "seed": seed,
    }))
}

/// Plays one random game and returns the log up to the wanted decision, if it comes.
fn search(seed: u64) -> Option<Vec<(u8, Action)>> {
    let mut state = State::new(&setup(seed).ok()?).ok()?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut log = Vec::new();
    while let Some(seat) = state.to_act() {
        if let Some(Pending::PlaceDownsized { chooser, .. }) = &state.pending {
            if *chooser != state.active && log.len() < 400 {
                return Some(log);
            }
        }
        let legal = khronos::legal_actions(&state);
        let a = *legal.choose(&mut rng)?;
        khronos::apply(&mut state, &a).ok()?;
        log.push((seat, a));
    }
    None
}

fn main() {
    for seed in 1..20_000u64 {
        if let Some(log) = search(seed) {
            let actions: Vec<_> = log
                .iter()
                .map(|(seat, a)| json!({"seat": seat, "action": a}))
                .collect();
            let file = json!({
                "format": "epochs-saved-game",
                "version": 1,
                "game": "khronos",
                "name": format!("Downsizing decision (seed {seed})"),
                "seats": NAMES.iter().zip(["red", "blue", "green"]).map(|(n, c)| json!({"name": n, "colour": c, "kind": "human"})).collect::<Vec<_>>(),
                "setup": setup(seed).ok(),
                "actions": actions,
            });
            println!("{file:#}");
            return;
        }
    }
    eprintln!("no game in the searched seeds reached such a decision");
    std::process::exit(1);
}
