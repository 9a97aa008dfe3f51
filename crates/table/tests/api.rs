//! The JSON API that the Tauri shell and the WebSocket server forward to.

use epochs_table::api::dispatch;
use epochs_table::{Table, TableError};
use serde_json::{json, Value};

#[test]
fn a_game_through_the_json_api() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Table::open(Some(dir.path())).unwrap();
    let created = dispatch(
        &mut t,
        "create_game",
        json!({"request": {"game": "khronos", "seats": [{"name": "Anna"}, {"name": "Ben", "colour": "green"}], "seed": 3}}),
    )
    .unwrap();
    let id = created["id"].as_i64().unwrap();
    assert_eq!(created["seats"][1]["colour"], "green");
    let view = dispatch(&mut t, "view", json!({"game": id, "viewer": null})).unwrap();
    let seat = view["to_act"].as_u64().unwrap() as u8;
    let legal = dispatch(&mut t, "legal", json!({"game": id, "seat": seat})).unwrap();
    assert!(legal
        .as_array()
        .unwrap()
        .iter()
        .any(|g| g["group"] == "end_turn"));
    let travel = json!({"type": "travel", "pawn": 1, "to": "reason"});
    assert_eq!(
        dispatch(
            &mut t,
            "check",
            json!({"game": id, "seat": seat, "action": travel})
        )
        .unwrap(),
        Value::Null
    );
    let out = dispatch(
        &mut t,
        "apply",
        json!({"game": id, "seat": seat, "action": travel, "expected_seq": 0}),
    )
    .unwrap();
    assert_eq!(out["log"][0]["facts"][0]["event"], "travelled", "{out}");
    let log = dispatch(&mut t, "log", json!({"game": id, "viewer": seat})).unwrap();
    assert_eq!(log.as_array().unwrap().len(), 1);
    // One answer per tap: the new view, the seat's legal actions and the new log lines.
    assert_eq!(out["view"]["seq"], 1);
    assert_eq!(out["log_from"], 0);
    assert_eq!(out["log"], log);
    let legal = dispatch(&mut t, "legal", json!({"game": id, "seat": seat})).unwrap();
    assert_eq!(out["legal"], legal);
    assert!(!legal.as_array().unwrap().is_empty());
    let undone = dispatch(&mut t, "undo", json!({"game": id, "seat": seat})).unwrap();
    assert_eq!(undone["view"]["seq"], 0);
    assert_eq!(undone["log_from"], 0);
    assert_eq!(undone["log"], json!([]));
    let text = dispatch(&mut t, "export", json!({"game": id})).unwrap();
    let imported = dispatch(&mut t, "import", json!({"text": text})).unwrap();
    assert_ne!(imported["id"], created["id"]);
    dispatch(&mut t, "rename", json!({"game": id, "name": "Renamed"})).unwrap();
    assert_eq!(
        dispatch(&mut t, "list_games", Value::Null)
            .unwrap()
            .as_array()
            .unwrap()
            .len(),
        2
    );
    dispatch(&mut t, "delete", json!({"game": id})).unwrap();
    assert_eq!(
        dispatch(&mut t, "recovery", Value::Null).unwrap(),
        Value::Null
    );
}

#[test]
fn malformed_requests_are_refused_clearly() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Table::open(Some(dir.path())).unwrap();
    for (method, args) in [
        ("nope", json!({})),
        ("view", json!({"gaem": 1})),
        ("view", json!("not an object")),
        ("apply", json!({"game": 1})),
        (
            "create_game",
            json!({"request": {"game": "chess", "seats": []}}),
        ),
    ] {
        match dispatch(&mut t, method, args) {
            Err(TableError::BadRequest { message }) => assert!(!message.is_empty()),
            other => panic!("{method}: {other:?}"),
        }
    }
    assert!(matches!(
        dispatch(&mut t, "view", json!({"game": 42})),
        Err(TableError::NotFound { id: 42 })
    ));
    let e = serde_json::to_value(TableError::NotFound { id: 42 }).unwrap();
    assert_eq!(e["kind"], "not_found");
}

#[test]
fn every_method_is_documented_and_known_to_the_ui_client() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let doc = std::fs::read_to_string(root.join("docs/protocol.md")).unwrap();
    // The UI's typed calls, generated from the methods' declarations (crates/lan tests that
    // the committed file is current).
    let client = std::fs::read_to_string(root.join("ui/src/generated/calls.ts")).unwrap();
    for method in epochs_table::api::methods() {
        assert!(
            doc.contains(&format!("| `{method}` |")),
            "docs/protocol.md does not document {method}"
        );
        assert!(
            client.contains(&format!("('{method}', ")),
            "ui/src/generated/calls.ts does not call {method}"
        );
    }
}
