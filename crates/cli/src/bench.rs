//! `epochs bench`: random games per second on one core and legal-action generation time.

use crate::GameName;
use epochs_engine::khronos::legal::legal_actions_into;
use epochs_engine::khronos::simulate::{random_setup, Checks};
use epochs_engine::khronos::{apply, legal_actions, Options, State};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Serialize)]
struct BenchReport {
    game: &'static str,
    players: usize,
    games: u64,
    actions: u64,
    seconds: f64,
    games_per_second: f64,
    actions_per_game: f64,
    legal_actions_median_us: f64,
    legal_actions_p95_us: f64,
}

/// Plays random 4-player games on this thread and reports the speed.
pub fn run(game: GameName, games: u64, json: bool) -> ExitCode {
    let GameName::Khronos = game;
    let _ = Checks::NONE;
    let players = 4;
    let mut actions = 0u64;
    let mut samples: Vec<f64> = Vec::new();
    let mut legal = Vec::new();
    let start = Instant::now();
    for g in 0..games {
        let setup = random_setup(players, 7, g, Options::default());
        let Ok(mut state) = State::new(&setup) else {
            eprintln!("setup refused");
            return ExitCode::FAILURE;
        };
        let mut rng = ChaCha8Rng::seed_from_u64(g);
        while !state.finished {
            legal_actions_into(&state, &mut legal);
            if legal.is_empty() {
                break;
            }
            let a = legal[rng.random_range(0..legal.len())];
            if apply(&mut state, &a).is_err() {
                eprintln!("a listed action was refused");
                return ExitCode::FAILURE;
            }
            actions += 1;
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    // Legal-action generation timed separately on positions from a few games.
    for g in 0..20 {
        let setup = random_setup(players, 11, g, Options::default());
        let Ok(mut state) = State::new(&setup) else {
            return ExitCode::FAILURE;
        };
        let mut rng = ChaCha8Rng::seed_from_u64(g);
        while !state.finished {
            let t = Instant::now();
            let legal = legal_actions(&state);
            samples.push(t.elapsed().as_secs_f64() * 1e6);
            let a = legal[rng.random_range(0..legal.len())];
            let _ = apply(&mut state, &a);
        }
    }
    samples.sort_by(|a, b| a.total_cmp(b));
    let pick = |q: f64| {
        samples
            .get(((samples.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or(0.0)
    };
    let report = BenchReport {
        game: "khronos",
        players,
        games,
        actions,
        seconds,
        games_per_second: games as f64 / seconds.max(1e-9),
        actions_per_game: actions as f64 / games.max(1) as f64,
        legal_actions_median_us: pick(0.5),
        legal_actions_p95_us: pick(0.95),
    };
    if json {
        match serde_json::to_string(&report) {
            Ok(s) => println!("{s}"),
            Err(_) => return ExitCode::FAILURE,
        }
    } else {
        println!(
            "khronos: {:.0} random {}-player games/s on one core ({} games, {:.1} actions/game); legal actions: median {:.1} us, p95 {:.1} us",
            report.games_per_second, players, games, report.actions_per_game, report.legal_actions_median_us, report.legal_actions_p95_us
        );
    }
    ExitCode::SUCCESS
}
