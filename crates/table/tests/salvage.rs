//! A damaged database is moved aside and what it still holds is recovered: every game whose
//! record reads comes back, replayed through the rules up to its last readable action, and the
//! report says per game how much came back.

mod common;

use epochs_table::refusal::Refusal;
use epochs_table::TableError;
use epochs_table::{ExportedGame, GameKind, Table};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

/// The exported log of each game, by name.
fn logs(table: &mut Table) -> Vec<(String, Vec<Value>)> {
    let games = table.list().unwrap();
    games
        .iter()
        .map(|g| {
            let doc = ExportedGame::parse(&table.export(g.id).unwrap()).unwrap();
            let actions = doc
                .actions
                .iter()
                .map(|a| json!([a.seat, a.action]))
                .collect();
            (g.name.clone(), actions)
        })
        .collect()
}

#[test]
fn games_of_a_damaged_database_come_back_up_to_their_last_readable_action() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let before = {
        let mut table = Table::open(Some(&data)).unwrap();
        for (n, kind) in [
            GameKind::Khronos,
            GameKind::Tempus,
            GameKind::Khronos,
            GameKind::Tempus,
        ]
        .into_iter()
        .enumerate()
        {
            let mut req = common::request(
                kind,
                &["Anna", "Ben", "Cleo"],
                40 + n as u64,
                Value::Null,
                Value::Null,
            );
            req.name = Some(format!("Game {n}"));
            let id = table.create(req).unwrap().id;
            common::play_random(&mut table, id, 60, &mut rng);
        }
        logs(&mut table)
    };
    let sound = std::fs::read(data.join(epochs_store::DB_FILE)).unwrap();
    let pages = sound.len() / 4096;
    assert!(pages > 8, "{pages} pages");

    // Each page after the first in turn gets random bytes: whatever it held, every game that
    // comes back is the start of the game as it was, and the report says how much came back.
    let (mut whole, mut partly, mut lost) = (0, 0, 0);
    for page in 1..pages {
        let data = dir.path().join(format!("spoiled-{page}"));
        std::fs::create_dir_all(&data).unwrap();
        let mut bytes = sound.clone();
        for b in &mut bytes[page * 4096..(page + 1) * 4096] {
            *b = rng.random();
        }
        std::fs::write(data.join(epochs_store::DB_FILE), &bytes).unwrap();
        let mut table = Table::open(Some(&data)).unwrap();
        let Some(recovery) = table.recovery().cloned() else {
            continue; // a free page: nothing was damaged
        };
        assert_eq!(
            std::fs::read(&recovery.moved_to).unwrap(),
            bytes,
            "kept as it was"
        );
        let after = logs(&mut table);
        for report in &recovery.games {
            let Some((_, original)) = before.iter().find(|(n, _)| *n == report.name) else {
                assert_eq!(report.outcome, "lost", "{report:?}");
                lost += 1;
                continue;
            };
            if report.outcome == "lost" {
                assert!(report.why.is_some());
                lost += 1;
                continue;
            }
            let (_, recovered) = after.iter().find(|(n, _)| *n == report.name).unwrap();
            assert_eq!(recovered.len() as u64, report.recovered);
            assert_eq!(
                recovered[..],
                original[..recovered.len()],
                "{}, page {page}",
                report.name
            );
            if report.outcome == "whole" {
                assert_eq!(recovered.len(), original.len());
                assert_eq!(report.lost, Some(0));
                whole += 1;
            } else {
                assert_eq!(report.outcome, "partly", "{report:?}");
                assert!(report.why.is_some());
                if let Some(n) = report.lost {
                    assert_eq!(n as usize, original.len() - recovered.len(), "{report:?}");
                }
                partly += 1;
            }
            // And it opens and plays on.
            let id = table
                .list()
                .unwrap()
                .iter()
                .find(|g| g.name == report.name)
                .unwrap()
                .id;
            table.view(id, None).unwrap();
        }
    }
    eprintln!(
        "{pages} pages spoiled one at a time: {whole} games whole, {partly} partly, {lost} lost"
    );
    assert!(
        partly > 0 && whole > partly,
        "{whole} whole, {partly} partly, {lost} lost"
    );
}

#[test]
fn a_file_of_random_bytes_recovers_nothing_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let noise: Vec<u8> = (0..4096).map(|_| rng.random()).collect();
    std::fs::write(data.join(epochs_store::DB_FILE), &noise).unwrap();
    let table = Table::open(Some(&data)).unwrap();
    let recovery = table.recovery().expect("the damage was found");
    assert!(recovery.games.is_empty());
    assert!(table.list().unwrap().is_empty());
}

#[test]
fn a_game_with_a_damaged_action_opens_before_it_and_goes_on_once_repaired() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let id = {
        let mut table = Table::open(Some(&data)).unwrap();
        let req = common::request(
            GameKind::Khronos,
            &["Anna", "Ben"],
            9,
            Value::Null,
            Value::Null,
        );
        let id = table.create(req).unwrap().id;
        common::play_random(&mut table, id, 30, &mut rng);
        id
    };
    // A byte of action 21 changes behind the app's back.
    {
        let conn = rusqlite::Connection::open(data.join(epochs_store::DB_FILE)).unwrap();
        let changed = conn
            .execute(
                "UPDATE actions SET action = action || ' ' WHERE game_id = ?1 AND seq = 20",
                [id],
            )
            .unwrap();
        assert_eq!(changed, 1);
    }
    let mut table = Table::open(Some(&data)).unwrap();
    assert!(table.recovery().is_none(), "the file itself is sound");
    let view = table.view(id, None).unwrap();
    assert_eq!(view.damaged_at, Some(20));
    assert_eq!(view.seq, 20, "the game stands before the damaged action");
    let seat = view.to_act.unwrap();
    let legal = table.legal(id, seat).unwrap();
    let action = legal[0].actions[0].value().unwrap();
    let refused = table.apply(id, seat, &action, Some(20)).unwrap_err();
    assert!(
        matches!(
            refused,
            TableError::Refused {
                refusal: Refusal::Damaged { from: 21 }
            }
        ),
        "{refused}"
    );
    // What is left can be exported: it replays.
    let exported = ExportedGame::parse(&table.export(id).unwrap()).unwrap();
    assert_eq!(exported.actions.len(), 20);
    exported.replay(GameKind::Khronos).unwrap();
    // Continue from there: the damaged part is dropped and play goes on, saved as before.
    let repaired = table.repair(id).unwrap();
    assert_eq!((repaired.seq, repaired.damaged_at), (20, None));
    table.apply(id, seat, &action, Some(20)).unwrap();
    drop(table);
    let mut table = Table::open(Some(&data)).unwrap();
    let view = table.view(id, None).unwrap();
    assert_eq!((view.seq, view.damaged_at), (21, None));
}

/// Four games of 40 actions each, saved in `data`; their logs.
fn four_games(data: &std::path::Path) -> Vec<(String, Vec<Value>)> {
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let mut table = Table::open(Some(data)).unwrap();
    for n in 0..4 {
        let kind = if n % 2 == 0 {
            GameKind::Khronos
        } else {
            GameKind::Tempus
        };
        let mut req = common::request(
            kind,
            &["Anna", "Ben", "Cleo"],
            60 + n,
            Value::Null,
            Value::Null,
        );
        req.name = Some(format!("Game {n}"));
        let id = table.create(req).unwrap().id;
        common::play_random(&mut table, id, 40, &mut rng);
    }
    logs(&mut table)
}

#[test]
fn a_truncated_file_is_kept_and_what_it_still_holds_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let before = four_games(&data);
    let path = data.join(epochs_store::DB_FILE);
    let bytes = std::fs::read(&path).unwrap();
    // The last 4 KiB are gone (a copy or a disk that stopped short).
    let cut = &bytes[..bytes.len() - 4096];
    std::fs::write(&path, cut).unwrap();
    let mut table = Table::open(Some(&data)).unwrap();
    let recovery = table.recovery().cloned().expect("the damage was found");
    assert_eq!(
        std::fs::read(&recovery.moved_to).unwrap(),
        cut,
        "kept as it was"
    );
    let after = logs(&mut table);
    for (name, log) in &after {
        let (_, original) = before.iter().find(|(n, _)| n == name).unwrap();
        assert_eq!(log[..], original[..log.len()], "{name}");
    }
    let found = recovery.games.len();
    assert!(found > 0, "{:?}", recovery.games);
    assert!(
        recovery.games.iter().any(|g| g.recovered > 0),
        "{:?}",
        recovery.games
    );
    eprintln!("the last page cut off: {:?}", recovery.games);
}

#[test]
fn a_flipped_byte_inside_a_saved_action_is_found_when_the_game_opens() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let before = four_games(&data);
    let path = data.join(epochs_store::DB_FILE);
    let mut bytes = std::fs::read(&path).unwrap();
    // Flip one letter of the saved end-of-turn actions in the file itself ("end_turn" becomes
    // "end_tUrn"), wherever they are.
    let needle = br#"{"type":"end_turn"}"#;
    let spots: Vec<usize> = bytes
        .windows(needle.len())
        .enumerate()
        .filter(|(_, w)| *w == needle)
        .map(|(i, _)| i)
        .collect();
    assert!(!spots.is_empty(), "no saved end_turn");
    for at in spots {
        bytes[at + 14] = b'U';
    }
    std::fs::write(&path, &bytes).unwrap();
    let mut table = Table::open(Some(&data)).unwrap();
    assert!(table.recovery().is_none(), "the file's structure is sound");
    let damaged: Vec<(String, u64)> = table
        .list()
        .unwrap()
        .iter()
        .filter_map(|g| {
            let v = table.view(g.id, None).unwrap();
            v.damaged_at.map(|n| (g.name.clone(), n))
        })
        .collect();
    assert!(!damaged.is_empty(), "no damage found");
    let exported = logs(&mut table);
    for (name, n) in &damaged {
        let (_, original) = before.iter().find(|(g, _)| g == name).unwrap();
        assert!((*n as usize) < original.len());
        assert_eq!(
            original[*n as usize][1],
            json!({"type": "end_turn"}),
            "the flipped action"
        );
        let (_, left) = exported.iter().find(|(g, _)| g == name).unwrap();
        assert_eq!(
            left[..],
            original[..*n as usize],
            "what is left is the game up to the flip"
        );
    }
}
