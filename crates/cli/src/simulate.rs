//! `epochs simulate`: random legal games with every invariant checked; a JSON summary.

use crate::GameName;
use epochs_engine::khronos;
use epochs_engine::tempus;
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

/// One game's result, whatever the game.
struct Played {
    actions: u64,
    violations: Vec<String>,
    seed: u64,
}

fn play_khronos(players: usize, seed: u64, g: u64, quick: bool) -> Played {
    let checks = khronos::simulate::Checks {
        all_legal: !quick,
        ..khronos::simulate::Checks::ALL
    };
    let options = khronos::Options {
        holdem: g % 3 == 1,
        discard_all: g % 5 == 2,
    };
    let setup = khronos::simulate::random_setup(players, seed, g, options);
    let r = khronos::simulate::play_random(&setup, checks, 20_000);
    Played {
        actions: r.actions,
        violations: r.violations,
        seed: setup.seed,
    }
}

fn play_tempus(players: usize, seed: u64, g: u64, quick: bool) -> Played {
    let checks = tempus::simulate::Checks {
        all_legal: !quick,
        ..tempus::simulate::Checks::ALL
    };
    let options = tempus::Options {
        atlantis: g % 3 == 1,
    };
    let setup = tempus::simulate::random_setup(players, seed, g, options);
    let r = tempus::simulate::play_random(&setup, checks, 50_000);
    Played {
        actions: r.actions,
        violations: r.violations,
        seed: setup.seed,
    }
}

/// Plays `games` random games and prints the summary; fails on any violation or panic.
pub fn run(game: GameName, players: usize, games: u64, seed: u64, quick: bool) -> ExitCode {
    let start = Instant::now();
    let mut actions = 0;
    let mut violations = Vec::new();
    let mut panics = 0;
    panic::set_hook(Box::new(|info| eprintln!("panic: {info}")));
    for g in 0..games {
        let result = panic::catch_unwind(|| match game {
            GameName::Khronos => play_khronos(players, seed, g, quick),
            GameName::Tempus => play_tempus(players, seed, g, quick),
        });
        match result {
            Ok(p) => {
                actions += p.actions;
                for v in p.violations {
                    violations.push(format!("game {g} (seed {}): {v}", p.seed));
                }
            }
            Err(_) => panics += 1,
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let summary = Summary {
        game: match game {
            GameName::Khronos => "khronos",
            GameName::Tempus => "tempus",
        },
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
