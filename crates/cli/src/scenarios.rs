//! `epochs scenario run`: one line per scenario and a closing `N passed, N failed` line.

use epochs_engine::khronos::scenario::Scenario;
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
        let scenario = match Scenario::parse(&text) {
            Ok(s) => s,
            Err(e) => {
                println!("FAIL {shown}: malformed scenario: {e}");
                failed += 1;
                continue;
            }
        };
        match scenario.run() {
            Ok(()) => {
                println!("ok   {shown}: {}", scenario.name);
                passed += 1;
            }
            Err(e) => {
                println!("FAIL {shown}: {}: {e}", scenario.name);
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
