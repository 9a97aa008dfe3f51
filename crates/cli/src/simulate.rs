//! `epochs simulate`: random legal games with every invariant checked; a JSON summary.

use crate::GameName;
use epochs_engine::khronos::simulate::{play_random, random_setup, Checks};
use epochs_engine::khronos::Options;
use serde::Serialize;
use std::panic;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Serialize)]
struct Summary {
    game: &'static str,
    players: usize,
    games: u64,
    actions: u64,
    violations: usize,
    panics: u64,
    seconds: f64,
    games_per_second: f64,
    first_violations: Vec<String>,
}

/// Plays `games` random games and prints the summary; fails on any violation or panic.
pub fn run(game: GameName, players: usize, games: u64, seed: u64, quick: bool) -> ExitCode {
    let GameName::Khronos = game;
    let checks = Checks {
        all_legal: !quick,
        ..Checks::ALL
    };
    let start = Instant::now();
    let mut actions = 0;
    let mut violations = Vec::new();
    let mut panics = 0;
    panic::set_hook(Box::new(|info| eprintln!("panic: {info}")));
    for g in 0..games {
        let options = Options {
            holdem: g % 3 == 1,
            discard_all: g % 5 == 2,
        };
        let setup = random_setup(players, seed, g, options);
        match panic::catch_unwind(|| play_random(&setup, checks, 20_000)) {
            Ok(report) => {
                actions += report.actions;
                for v in report.violations {
                    violations.push(format!("game {g} (seed {}): {v}", setup.seed));
                }
            }
            Err(_) => panics += 1,
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let summary = Summary {
        game: "khronos",
        players,
        games,
        actions,
        violations: violations.len(),
        panics,
        seconds,
        games_per_second: games as f64 / seconds.max(1e-9),
        first_violations: violations.iter().take(10).cloned().collect(),
    };
    match serde_json::to_string_pretty(&summary) {
        Ok(s) => println!("{s}"),
        Err(e) => eprintln!("cannot print the summary: {e}"),
    }
    if violations.is_empty() && panics == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
