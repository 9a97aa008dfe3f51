//! Golden saved games: games exported by this version (both games, several variants, finished
//! and unfinished) that every later version must import and replay to the same final state
//! (the engine's whole state).
//! A rules change that makes an old save replay differently fails here, loudly; the fix then
//! decides whether to migrate such saves or to replay them up to the divergence and say so.
//!
//! `EPOCHS_WRITE_GOLDEN=1 cargo test -p epochs-table --test golden` writes the folder afresh
//! (only ever for a new format version: the point is that the old files stay).

mod common;

use epochs_table::{ExportedGame, GameKind, Table};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use std::path::PathBuf;

fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/golden")
}

/// One game of the folder: its file name, game, seats, (options, map), seed, and how many
/// actions to play (None: to the end).
type Variant = (
    &'static str,
    GameKind,
    usize,
    (Value, Value),
    u64,
    Option<usize>,
);

fn variants() -> Vec<Variant> {
    let plain = || (Value::Null, Value::Null);
    vec![
        (
            "khronos-2p-finished",
            GameKind::Khronos,
            2,
            plain(),
            101,
            None,
        ),
        (
            "khronos-3p-unfinished",
            GameKind::Khronos,
            3,
            plain(),
            102,
            Some(90),
        ),
        (
            "khronos-4p-holdem-finished",
            GameKind::Khronos,
            4,
            (json!({"holdem": true}), Value::Null),
            103,
            None,
        ),
        (
            "khronos-5p-discard-all-unfinished",
            GameKind::Khronos,
            5,
            (json!({"discard_all": true}), Value::Null),
            104,
            Some(140),
        ),
        (
            "tempus-3p-finished",
            GameKind::Tempus,
            3,
            plain(),
            201,
            None,
        ),
        (
            "tempus-2p-unfinished",
            GameKind::Tempus,
            2,
            plain(),
            202,
            Some(80),
        ),
        (
            "tempus-4p-atlantis-random-finished",
            GameKind::Tempus,
            4,
            (json!({"atlantis": true}), json!("random")),
            203,
            None,
        ),
        (
            "tempus-5p-placed-unfinished",
            GameKind::Tempus,
            5,
            (Value::Null, json!("placed")),
            204,
            Some(120),
        ),
    ]
}

/// The state a saved game replays to: the engine's whole state (every hand, the deck, the
/// boards), how many actions, who is to act, as the text of a golden file. The state is the
/// engine's own JSON, kept as it is (its 120-square masks are integers past 64 bits, which a
/// JSON number read back as a float would not keep exactly). What the screens show of it may
/// grow; the rules' outcome may not change.
fn final_state(table: &mut Table, id: i64, kind: GameKind) -> String {
    let doc = ExportedGame::parse(&table.export(id).unwrap()).unwrap();
    let (game, _) = doc.replay(kind).unwrap();
    let meta = json!({
        "seq": game.actions_played(),
        "to_act": game.to_act(),
        "finished": game.finished(),
    });
    format!(
        "{{\"meta\": {meta},\n\"state\": {}\n}}\n",
        game.snapshot().unwrap()
    )
}

fn write_golden() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    std::fs::create_dir_all(folder()).unwrap();
    const NAMES: [&str; 5] = ["Anna", "Ben", "Cleo", "Dan", "Eve"];
    for (name, kind, seats, (options, map), seed, upto) in variants() {
        let mut req = common::request(kind, &NAMES[..seats], seed, options, map);
        req.name = Some(name.to_string());
        let id = table.create(req).unwrap().id;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        common::play_random(&mut table, id, upto.unwrap_or(usize::MAX), &mut rng);
        let text = table.export(id).unwrap();
        std::fs::write(folder().join(format!("{name}.json")), &text).unwrap();
        std::fs::write(
            folder().join(format!("{name}.final.json")),
            final_state(&mut table, id, kind),
        )
        .unwrap();
    }
}

#[test]
fn every_golden_saved_game_imports_and_replays_to_its_recorded_final_state() {
    if std::env::var_os("EPOCHS_WRITE_GOLDEN").is_some() {
        write_golden();
    }
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let (mut finished, mut unfinished) = (0, 0);
    for (name, kind, ..) in variants() {
        let text = std::fs::read_to_string(folder().join(format!("{name}.json")))
            .unwrap_or_else(|e| panic!("tests/golden/{name}.json: {e}"));
        let expected =
            std::fs::read_to_string(folder().join(format!("{name}.final.json"))).unwrap();
        assert_eq!(ExportedGame::parse(&text).unwrap().game, kind.key());
        let summary = table
            .import(&text)
            .unwrap_or_else(|e| panic!("{name} no longer imports: {e}"));
        // Compared as text: every bit of the state, the wide masks included.
        let text = final_state(&mut table, summary.id, kind);
        assert!(
            text == expected,
            "{name} replays to another state than it was saved in: a rules change altered old saves (see the top of this file)"
        );
        let got: Value = serde_json::from_str(&text).unwrap();
        if got["meta"]["finished"] == json!(true) {
            finished += 1;
        } else {
            unfinished += 1;
        }
        // And an unfinished one plays on.
        if let Some(seat) = got["meta"]["to_act"].as_u64() {
            let legal = table.legal(summary.id, seat as u8).unwrap();
            assert!(!legal.is_empty(), "{name}: no legal action");
        }
    }
    assert!(
        finished >= 3 && unfinished >= 3,
        "{finished} finished, {unfinished} unfinished"
    );
}
