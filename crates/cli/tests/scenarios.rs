//! Runs every rules scenario under tests/scenarios/ as part of `cargo test`.

use epochs_engine::khronos::scenario::Scenario;
use epochs_engine::tempus::scenario::Scenario as TempusScenario;
use std::path::{Path, PathBuf};

fn scenario_files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    out.retain(|p| p.extension().is_some_and(|x| x == "json"));
    out.sort();
    out
}

/// Runs every scenario file of one game's folder; at least 40 must exist and all must pass.
fn run_folder(game: &str, run: impl Fn(&str) -> Result<(), String>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/scenarios")
        .join(game);
    let files = scenario_files(&dir);
    assert!(
        files.len() >= 40,
        "expected at least 40 {game} scenarios, found {}",
        files.len()
    );
    let failures: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let text = std::fs::read_to_string(f).unwrap_or_default();
            run(&text).err().map(|e| format!("{}: {e}", f.display()))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "failing scenarios:\n{}",
        failures.join("\n")
    );
}

#[test]
fn khronos_scenarios_pass() {
    run_folder("khronos", |text| {
        Scenario::parse(text).and_then(|s| s.run())
    });
}

#[test]
fn tempus_scenarios_pass() {
    run_folder("tempus", |text| {
        TempusScenario::parse(text).and_then(|s| s.run())
    });
}

#[test]
fn malformed_tempus_scenarios_are_reported() {
    let err = TempusScenario::parse(
        r#"{"game": "tempus", "name": "x", "setup": {"players": ["A", "B", "C"]}, "stepz": []}"#,
    )
    .unwrap_err();
    assert!(err.contains("stepz"), "{err}");
    let s =
        TempusScenario::parse(r#"{"game": "tempus", "name": "x", "setup": {"players": ["A"]}}"#)
            .unwrap();
    assert!(s.run().unwrap_err().contains("3 to 5 players"));
    assert!(TempusScenario::parse(
        r#"{"game": "khronos", "name": "x", "setup": {"players": ["A", "B"]}}"#
    )
    .is_err());
}

#[test]
fn malformed_scenarios_are_reported_with_their_place() {
    let err = Scenario::parse("{\n  \"name\": \"x\",\n  \"setup\": {\"players\": [\"A\"]], }")
        .unwrap_err();
    assert!(err.contains("line 3"), "{err}");
    let err = Scenario::parse(r#"{"name": "x", "setup": {"players": ["A", "B"]}, "stepz": []}"#)
        .unwrap_err();
    assert!(err.contains("stepz"), "{err}");
    let s = Scenario::parse(r#"{"name": "x", "setup": {"players": ["A"]}}"#).unwrap();
    assert!(s.run().unwrap_err().contains("2 to 5 players"));
}
