//! The `epochs` binary end to end: exit codes and closing lines.

use std::process::Command;

fn epochs(args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_epochs"))
        .args(args)
        .output()
        .expect("run epochs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn scenario_run_reports_failures_and_malformed_files() {
    let dir = std::env::temp_dir().join(format!("epochs-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.json");
    std::fs::write(
        &good,
        r#"{"name": "travel", "setup": {"players": ["A", "B"], "map": ["...", "..."]},
            "position": {"players": [{"ecus": 1}]},
            "steps": [{"action": {"type": "travel", "pawn": 0, "to": "faith"}},
                      {"action": {"type": "travel", "pawn": 1, "to": "faith"}, "error": "not-enough-ecus"}],
            "expect": {"players": {"0": {"ecus": 0, "pawns": ["faith", "might"]}}}}"#,
    )
    .unwrap();
    let (ok, out) = epochs(&["scenario", "run", good.to_str().unwrap()]);
    assert!(ok, "{out}");
    assert!(out.ends_with("1 passed, 0 failed\n"), "{out}");

    let wrong = dir.join("wrong.json");
    std::fs::write(
        &wrong,
        r#"{"name": "wrong", "setup": {"players": ["A", "B"], "map": ["...", "..."]},
            "expect": {"players": {"0": {"ecus": 99}}}}"#,
    )
    .unwrap();
    let broken = dir.join("broken.json");
    std::fs::write(&broken, "{ \"name\": ").unwrap();
    let (ok, out) = epochs(&["scenario", "run", dir.to_str().unwrap()]);
    assert!(!ok);
    assert!(out.contains("broken.json: malformed scenario"), "{out}");
    assert!(out.contains("expected 99, got 4"), "{out}");
    assert!(out.ends_with("1 passed, 2 failed\n"), "{out}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn simulate_prints_a_json_summary() {
    let (ok, out) = epochs(&[
        "simulate",
        "--game",
        "khronos",
        "--players",
        "3",
        "--games",
        "2",
        "--seed",
        "4",
    ]);
    assert!(ok, "{out}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["games"], 2);
    assert_eq!(v["violations"], 0);
    assert_eq!(v["panics"], 0);
    assert!(v["actions"].as_u64().unwrap() > 20);
}

#[test]
fn bench_json_has_games_per_second() {
    let (ok, out) = epochs(&["bench", "--game", "khronos", "--games", "3", "--json"]);
    assert!(ok, "{out}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert!(v["games_per_second"].as_f64().unwrap() > 0.0);
    assert!(v["full_list_games_per_second"].as_f64().unwrap() > 0.0);
    assert!(v["legal_actions_median_us"].as_f64().unwrap() > 0.0);
}

#[test]
fn tempus_simulate_and_bench_run() {
    let (ok, out) = epochs(&[
        "simulate",
        "--game",
        "tempus",
        "--players",
        "3",
        "--games",
        "2",
        "--seed",
        "4",
    ]);
    assert!(ok, "{out}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["game"], "tempus");
    assert_eq!(v["violations"], 0);
    assert!(v["actions"].as_u64().unwrap() > 100);
    let (ok, out) = epochs(&["bench", "--game", "tempus", "--games", "3", "--json"]);
    assert!(ok, "{out}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["game"], "tempus");
    assert!(v["games_per_second"].as_f64().unwrap() > 0.0);
}

#[test]
fn scenario_run_dispatches_on_the_game_field() {
    let dir = std::env::temp_dir().join(format!("epochs-cli-tempus-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("tempus.json");
    std::fs::write(
        &good,
        r#"{"game": "tempus", "name": "idea", "setup": {"players": ["A", "B", "C"], "map": ["ggg", "ggg"]},
            "position": {"tokens": {"A1": [0, 1], "B1": [0, 1]}},
            "steps": [{"seat": 0, "action": {"type": "idea"}}],
            "expect": {"players": {"0": {"hand_count": 1, "tiles": 2}}}}"#,
    )
    .unwrap();
    let unknown = dir.join("unknown.json");
    std::fs::write(&unknown, r#"{"game": "chess", "name": "x"}"#).unwrap();
    let (ok, out) = epochs(&["scenario", "run", dir.to_str().unwrap()]);
    assert!(!ok);
    assert!(out.contains("ok   "), "{out}");
    assert!(out.contains("unknown game 'chess'"), "{out}");
    assert!(out.ends_with("1 passed, 1 failed\n"), "{out}");
    std::fs::remove_dir_all(&dir).ok();
}
