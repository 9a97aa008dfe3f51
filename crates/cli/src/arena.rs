//! `epochs arena`: bots against bots, with their win rates.

use epochs_bots::arena::{self, Arena, Report};
use epochs_table::{ForGame, GameKind, RegisteredGame};
use std::io::Write;
use std::process::ExitCode;

/// Playing an arena, written once for any game.
struct PlayArena<'a> {
    arena: &'a Arena,
    progress: &'a (dyn Fn(u64) + Sync),
}

impl ForGame for PlayArena<'_> {
    type Output = Result<Report, String>;
    fn run<G: RegisteredGame>(self) -> Self::Output {
        arena::run::<G>(self.arena, self.progress)
    }
}

/// Plays the arena and prints its report (a table, or JSON with `json`).
pub fn run(game: GameKind, arena: &Arena, json: bool) -> ExitCode {
    let total = arena.games;
    let progress = move |done: u64| {
        if !json {
            eprint!("\r{done}/{total} games");
            let _ = std::io::stderr().flush();
        }
    };
    let report = game.with(PlayArena {
        arena,
        progress: &progress,
    });
    if !json {
        eprintln!();
    }
    match report {
        Ok(r) if json => match serde_json::to_string_pretty(&r) {
            Ok(text) => {
                println!("{text}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("epochs arena: {e}");
                ExitCode::FAILURE
            }
        },
        Ok(r) => {
            print_table(&r);
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("epochs arena: {e}");
            ExitCode::FAILURE
        }
    }
}

fn print_table(r: &Report) {
    let from = if r.first_game > 0 {
        format!(" from game {}", r.first_game)
    } else {
        String::new()
    };
    println!(
        "{}: {} games{from} ({} stopped at the action cap)",
        r.game, r.games, r.unfinished
    );
    println!(
        "{:<8} {:>10} {:>8} {:>15} {:>10} {:>12} {:>10}",
        "seat", "seat-games", "wins", "win rate (95%)", "mean score", "median ms", "max ms"
    );
    for t in &r.types {
        println!(
            "{:<8} {:>10} {:>8.1} {:>5.1}% ({:.1}-{:.1}) {:>10.1} {:>12.2} {:>10.1}",
            t.player,
            t.seat_games,
            t.wins,
            100.0 * t.win_rate,
            100.0 * t.interval[0],
            100.0 * t.interval[1],
            t.mean_score,
            t.decision_ms_median,
            t.decision_ms_max
        );
    }
}
