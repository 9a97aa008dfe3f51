//! `epochs scenario run`: one line per scenario and a closing `N passed, N failed` line.

use epochs_engine::scenario::{Scenario, ScenarioGame};
use epochs_table::{ForGame, GameKind, RegisteredGame};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn collect(path: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
            .map_err(|e| format!("{}: {e}", path.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        entries.sort();
        for p in entries {
            if p.is_dir() || p.extension().is_some_and(|x| x == "json") {
                collect(&p, out)?;
            }
        }
    } else {
        out.push(path.to_path_buf());
    }
    Ok(())
}

/// Whether a game takes scenarios that name no game (those written before the field).
struct TakesUnnamed;

impl ForGame for TakesUnnamed {
    type Output = bool;
    fn run<G: RegisteredGame>(self) -> bool {
        <G as ScenarioGame>::DEFAULT
    }
}

/// The scenario's game, from its `game` field, or the game that takes unnamed scenarios.
fn game_of(text: &str) -> Result<GameKind, String> {
    let v: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    match v.get("game").and_then(|g| g.as_str()) {
        Some(key) => GameKind::parse(key),
        None => GameKind::ALL
            .iter()
            .copied()
            .find(|kind| kind.with(TakesUnnamed))
            .ok_or_else(|| format!("the scenario names no game ({})", GameKind::keys())),
    }
}

/// Reading and running one scenario, written once for any game: its name and its result,
/// or why it cannot be read.
struct RunScenario<'a> {
    text: &'a str,
}

impl ForGame for RunScenario<'_> {
    type Output = Result<(String, Result<(), String>), String>;
    fn run<G: RegisteredGame>(self) -> Self::Output {
        Scenario::<G>::parse(self.text).map(|s| (s.name.clone(), s.run()))
    }
}

/// Runs every scenario under `paths`; fails if any fails or cannot be read.
pub fn run(paths: &[PathBuf]) -> ExitCode {
    let mut files = Vec::new();
    let mut failed = 0usize;
    let mut passed = 0usize;
    for p in paths {
        if let Err(e) = collect(p, &mut files) {
            println!("FAIL {e}");
            failed += 1;
        }
    }
    for file in &files {
        let shown = file.display();
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                println!("FAIL {shown}: cannot read: {e}");
                failed += 1;
                continue;
            }
        };
        let parsed = game_of(&text).and_then(|kind| kind.with(RunScenario { text: &text }));
        match parsed {
            Err(e) => {
                println!("FAIL {shown}: malformed scenario: {e}");
                failed += 1;
            }
            Ok((name, Ok(()))) => {
                println!("ok   {shown}: {name}");
                passed += 1;
            }
            Ok((name, Err(e))) => {
                println!("FAIL {shown}: {name}: {e}");
                failed += 1;
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    if failed == 0 && passed > 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
