//! `epochs simulate`: random legal games with every invariant checked, over one or many seeds
//! and player counts, on every core; a JSON summary, and a scenario file for each failure.

use epochs_engine::simulate::{play_numbered, Checks, GameReport, Simulated};
use epochs_table::{ForGame, GameKind, RegisteredGame};
use serde::Serialize;
use std::panic;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// What to play.
pub struct Plan {
    /// Which game.
    pub game: GameKind,
    /// Player counts, each played with every seed.
    pub players: Vec<usize>,
    /// Games per seed and player count.
    pub games: u64,
    /// Seeds, first to last.
    pub seeds: std::ops::RangeInclusive<u64>,
    /// Skip applying every listed action to a copy.
    pub quick: bool,
    /// Worker threads.
    pub jobs: usize,
    /// Where scenario files reproducing failures are written.
    pub failures: PathBuf,
}

#[derive(Serialize)]
struct Summary {
    game: &'static str,
    players: Vec<usize>,
    seeds: String,
    games: u64,
    actions: u64,
    violations: usize,
    panics: u64,
    seconds: f64,
    games_per_second: f64,
    actions_per_second: f64,
    jobs: usize,
    first_violations: Vec<String>,
    scenarios: Vec<String>,
}

/// One game to play.
#[derive(Clone, Copy)]
struct Job {
    players: usize,
    seed: u64,
    game: u64,
}

/// Playing one random game, written once for any game.
struct PlayOne {
    job: Job,
    checks: Checks,
}

impl ForGame for PlayOne {
    type Output = (GameReport, u64);
    fn run<G: RegisteredGame>(self) -> Self::Output {
        let job = self.job;
        play_numbered::<G>(job.players, job.seed, job.game, true, self.checks)
    }
}

fn play(game: GameKind, job: Job, quick: bool) -> (GameReport, u64) {
    let checks = Checks {
        all_legal: !quick,
        ..Checks::ALL
    };
    game.with(PlayOne { job, checks })
}

struct PlayerCounts;

impl ForGame for PlayerCounts {
    type Output = Vec<usize>;
    fn run<G: RegisteredGame>(self) -> Vec<usize> {
        <G as Simulated>::PLAYERS.to_vec()
    }
}

/// The player counts random play of `game` covers by default.
pub fn player_counts(game: GameKind) -> Vec<usize> {
    game.with(PlayerCounts)
}

#[derive(Default)]
struct Totals {
    actions: u64,
    panics: u64,
    violations: Vec<String>,
    scenarios: Vec<String>,
}

const MAX_SCENARIO_FILES: usize = 20;

fn write_scenario(dir: &Path, name: &str, scenario: &serde_json::Value) -> Result<PathBuf, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let path = dir.join(name);
    let text = serde_json::to_string_pretty(scenario).map_err(|e| e.to_string())?;
    std::fs::write(&path, text + "\n").map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path)
}

/// Plays every game of the plan and prints the summary; fails on any violation or panic.
pub fn run(plan: &Plan) -> ExitCode {
    let start = Instant::now();
    let jobs: Vec<Job> = plan
        .players
        .iter()
        .flat_map(|&players| {
            plan.seeds.clone().flat_map(move |seed| {
                (0..plan.games).map(move |game| Job {
                    players,
                    seed,
                    game,
                })
            })
        })
        .collect();
    let next = AtomicUsize::new(0);
    let totals = Mutex::new(Totals::default());
    panic::set_hook(Box::new(|info| eprintln!("panic: {info}")));
    let workers = plan.jobs.clamp(1, jobs.len().max(1));
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(&job) = jobs.get(i) else { break };
                let result = panic::catch_unwind(|| play(plan.game, job, plan.quick));
                let Ok(mut t) = totals.lock() else { break };
                match result {
                    Ok((report, game_seed)) => {
                        t.actions += report.actions;
                        let place = format!(
                            "{} players, seed {}, game {} (game seed {game_seed})",
                            job.players, job.seed, job.game
                        );
                        for v in &report.violations {
                            t.violations.push(format!("{place}: {v}"));
                        }
                        if let Some(s) = report.scenario {
                            if t.scenarios.len() < MAX_SCENARIO_FILES {
                                let name = format!("{}-{game_seed}.json", plan.game.key());
                                match write_scenario(&plan.failures, &name, &s) {
                                    Ok(p) => t.scenarios.push(p.display().to_string()),
                                    Err(e) => eprintln!("cannot write the scenario: {e}"),
                                }
                            }
                        }
                    }
                    Err(_) => {
                        t.panics += 1;
                        eprintln!(
                            "the panic above: {} players, seed {}, game {}",
                            job.players, job.seed, job.game
                        );
                    }
                }
            });
        }
    });
    let t = totals.into_inner().unwrap_or_default();
    let seconds = start.elapsed().as_secs_f64().max(1e-9);
    let summary = Summary {
        game: plan.game.key(),
        players: plan.players.clone(),
        seeds: format!("{}..{}", plan.seeds.start(), plan.seeds.end()),
        games: jobs.len() as u64,
        actions: t.actions,
        violations: t.violations.len(),
        panics: t.panics,
        seconds,
        games_per_second: jobs.len() as f64 / seconds,
        actions_per_second: t.actions as f64 / seconds,
        jobs: workers,
        first_violations: t.violations.iter().take(10).cloned().collect(),
        scenarios: t.scenarios.clone(),
    };
    match serde_json::to_string_pretty(&summary) {
        Ok(s) => println!("{s}"),
        Err(e) => eprintln!("cannot print the summary: {e}"),
    }
    if t.violations.is_empty() && t.panics == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Parses `A..B` (both included) or a single seed `A`.
pub fn parse_seeds(text: &str) -> Result<std::ops::RangeInclusive<u64>, String> {
    let bad = || format!("'{text}' is not a seed or a range of seeds like 1..40");
    let (a, b) = match text.split_once("..") {
        Some((a, b)) => (a, b.strip_prefix('=').unwrap_or(b)),
        None => (text, text),
    };
    let a: u64 = a.trim().parse().map_err(|_| bad())?;
    let b: u64 = b.trim().parse().map_err(|_| bad())?;
    if a > b {
        return Err(bad());
    }
    Ok(a..=b)
}

#[cfg(test)]
mod tests {
    use super::parse_seeds;

    #[test]
    fn seed_ranges_parse() {
        assert_eq!(parse_seeds("7"), Ok(7..=7));
        assert_eq!(parse_seeds("1..40"), Ok(1..=40));
        assert_eq!(parse_seeds("3..=5"), Ok(3..=5));
        assert!(parse_seeds("5..1").is_err());
        assert!(parse_seeds("x").is_err());
    }
}
