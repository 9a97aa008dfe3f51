//! The facts of the golden games' logs, as the UI renders them in every language
//! (ui/src/i18n/fixtures/*.log.json, checked by ui/src/i18n/logs.test.ts): the host's facts
//! must stay what those files hold, or the files are written afresh and the renderings'
//! snapshots looked at again.
//!
//! `EPOCHS_WRITE_LOG_FACTS=1 cargo test -p epochs-table --test log_facts` writes the files.

use epochs_table::{ExportedGame, Table};
use serde_json::{json, Value};
use std::path::PathBuf;

/// The golden games whose logs the UI renders: one of each game, with hidden hands.
const GAMES: [&str; 3] = [
    "khronos-2p-finished",
    "khronos-4p-holdem-finished",
    "tempus-3p-finished",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The log of `name` as the UI reads it: the players' names, then every line for a public
/// screen (viewer `null`) and for the first seat (who sees its own discards).
fn log_facts(table: &mut Table, name: &str) -> Value {
    let text = std::fs::read_to_string(root().join(format!("tests/golden/{name}.json")))
        .unwrap_or_else(|e| panic!("tests/golden/{name}.json: {e}"));
    let doc = ExportedGame::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    let id = table
        .import(&text)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .id;
    let names: Vec<String> = table
        .view(id, None)
        .unwrap()
        .seats
        .iter()
        .map(|s| s.name.clone())
        .collect();
    let mut lines = Vec::new();
    for viewer in [None, Some(0u8)] {
        for line in table.log(id, viewer).unwrap() {
            let mut l = serde_json::to_value(&line).unwrap();
            l["viewer"] = json!(viewer);
            if let Some(fields) = l.as_object_mut() {
                fields.remove("marks");
            }
            lines.push(l);
        }
    }
    json!({ "game": doc.game, "names": names, "lines": lines })
}

#[test]
fn the_golden_logs_facts_are_what_the_ui_renders() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let write = std::env::var_os("EPOCHS_WRITE_LOG_FACTS").is_some();
    for name in GAMES {
        let path = root().join(format!("ui/src/i18n/fixtures/{name}.log.json"));
        let now = log_facts(&mut table, name);
        if write {
            let text = serde_json::to_string_pretty(&now).unwrap();
            std::fs::write(&path, text + "\n").unwrap();
            continue;
        }
        let kept: Value = serde_json::from_str(
            &std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}")),
        )
        .unwrap();
        let strip = |v: &Value| -> Value {
            let mut v = v.clone();
            for l in v["lines"].as_array_mut().into_iter().flatten() {
                if let Some(f) = l.as_object_mut() {
                    f.remove("text");
                }
            }
            v
        };
        assert!(
            strip(&kept) == strip(&now),
            "{name}: the log's facts changed; write the fixtures afresh (see the top of this file) and check the UI's snapshots"
        );
    }
}

#[test]
fn every_rule_a_refusal_can_name_is_named_and_said_in_the_ui() {
    let codes = [
        (
            "khronos",
            epochs_engine::khronos::Rule::ALL
                .iter()
                .map(|r| r.as_str())
                .collect::<Vec<_>>(),
        ),
        (
            "tempus",
            epochs_engine::tempus::Rule::ALL
                .iter()
                .map(|r| r.as_str())
                .collect::<Vec<_>>(),
        ),
    ];
    for (game, codes) in codes {
        let path = root().join(format!("ui/src/i18n/messages/en/{game}.ftl"));
        let catalogue = std::fs::read_to_string(&path).unwrap();
        for code in codes {
            for id in [
                format!("{game}-rule-{code}"),
                format!("{game}-rule-why-{code}"),
            ] {
                assert!(
                    catalogue.contains(&format!("\n{id} = ")),
                    "{path:?} has no {id}: every rule a refusal can name is named and said in the UI"
                );
            }
        }
    }
}
