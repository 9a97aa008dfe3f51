//! `epochs scenario run`: one line per scenario and a closing `N passed, N failed` line.

use epochs_engine::khronos::scenario::Scenario as KhronosScenario;
use epochs_engine::tempus::scenario::Scenario as TempusScenario;
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

enum Game {
    Khronos,
    Tempus,
}

/// The scenario's game, from its `game` field (default Khronos).
fn game_of(text: &str) -> Result<Game, String> {
    let v: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    match v.get("game").and_then(|g| g.as_str()) {
        None | Some("khronos") => Ok(Game::Khronos),
        Some("tempus") => Ok(Game::Tempus),
        Some(g) => Err(format!("unknown game '{g}' (khronos or tempus)")),
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
        let parsed = match game_of(&text) {
            Ok(Game::Khronos) => KhronosScenario::parse(&text).map(|s| (s.name.clone(), s.run())),
            Ok(Game::Tempus) => TempusScenario::parse(&text).map(|s| (s.name.clone(), s.run())),
            Err(e) => Err(e),
        };
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
