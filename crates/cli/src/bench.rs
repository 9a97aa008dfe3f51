//! `epochs bench`: random games per second on one core and legal-action generation time.

use epochs_engine::simulate::{play_fast, play_full_list, Simulated};
use epochs_table::{ForGame, GameKind, RegisteredGame};
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
    /// Random games played out the way bots play them (`random_legal` where the engine
    /// has it: the same games as picking from the full list).
    games_per_second: f64,
    /// The same games, building the full legal-action list before every pick.
    full_list_games_per_second: f64,
    actions_per_game: f64,
    legal_actions_median_us: f64,
    legal_actions_p95_us: f64,
}

/// Plays random game `g`, timing every legal-action generation (microseconds).
fn sample<G: Simulated>(players: usize, g: u64, out: &mut Vec<f64>) -> Option<()> {
    let mut state = G::setup(&G::random_setup(players, 11, g, false)).ok()?;
    let mut rng = ChaCha8Rng::seed_from_u64(g);
    let mut legal = Vec::new();
    while G::to_act(&state).is_some() {
        let t = Instant::now();
        G::legal_actions_into(&state, &mut legal);
        out.push(t.elapsed().as_secs_f64() * 1e6);
        let a = *legal.get(rng.random_range(0..legal.len().max(1)))?;
        G::apply(&mut state, &a).ok()?;
    }
    Some(())
}

fn measure<G: Simulated>(games: u64) -> Option<BenchReport> {
    let players = 4;
    let mut actions = 0u64;
    let start = Instant::now();
    for g in 0..games {
        actions += play_fast::<G>(players, 7, g)?;
    }
    let seconds = start.elapsed().as_secs_f64();
    let full_list_seconds = if G::DRAWS_WITHOUT_LIST {
        let start = Instant::now();
        for g in 0..games {
            play_full_list::<G>(players, 7, g)?;
        }
        start.elapsed().as_secs_f64()
    } else {
        seconds
    };
    let mut samples = Vec::new();
    for g in 0..20 {
        sample::<G>(players, g, &mut samples)?;
    }
    samples.sort_by(|a, b| a.total_cmp(b));
    let pick = |q: f64| {
        samples
            .get(((samples.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or(0.0)
    };
    Some(BenchReport {
        game: G::KEY,
        players,
        games,
        actions,
        seconds,
        games_per_second: games as f64 / seconds.max(1e-9),
        full_list_games_per_second: games as f64 / full_list_seconds.max(1e-9),
        actions_per_game: actions as f64 / games.max(1) as f64,
        legal_actions_median_us: pick(0.5),
        legal_actions_p95_us: pick(0.95),
    })
}

/// Measuring one game's speed, written once for any game.
struct Measure {
    games: u64,
}

impl ForGame for Measure {
    type Output = Option<BenchReport>;
    fn run<G: RegisteredGame>(self) -> Option<BenchReport> {
        measure::<G>(self.games)
    }
}

/// Plays random 4-player games on this thread and reports the speed.
pub fn run(game: GameKind, games: u64, json: bool) -> ExitCode {
    let report = game.with(Measure { games });
    let Some(report) = report else {
        eprintln!("a random game failed: setup or a listed action was refused");
        return ExitCode::FAILURE;
    };
    if json {
        match serde_json::to_string(&report) {
            Ok(s) => println!("{s}"),
            Err(_) => return ExitCode::FAILURE,
        }
    } else {
        let lists = if report.games_per_second == report.full_list_games_per_second {
            String::new()
        } else {
            format!(
                "{:.0} building every legal-action list; ",
                report.full_list_games_per_second
            )
        };
        println!(
            "{}: {:.0} random {}-player games/s on one core ({lists}{} games, {:.1} actions/game); legal actions: median {:.1} us, p95 {:.1} us",
            report.game,
            report.games_per_second,
            report.players,
            report.games,
            report.actions_per_game,
            report.legal_actions_median_us,
            report.legal_actions_p95_us
        );
    }
    ExitCode::SUCCESS
}
