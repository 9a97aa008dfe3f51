//! The table service on a real SQLite file in a temporary directory.

mod common;

use epochs_table::refusal::{ImportRefusal, Refusal, ReplayFault, SavedGamesProblem, UndoRefusal};
use epochs_table::{GameKind, NewGameRequest, Table, TableError};
use serde_json::{json, Value};

fn request(players: &[&str], seed: u64) -> NewGameRequest {
    common::request(GameKind::Khronos, players, seed, Value::Null, Value::Null)
}

/// Plays `n` actions, each the first legal action of a preferred group.
fn play(table: &mut Table, id: i64, n: usize) {
    for _ in 0..n {
        let view = table.view(id, None).unwrap();
        let Some(seat) = view.to_act else { return };
        let groups = table.legal(id, seat).unwrap();
        let pick = [
            "construct",
            "upgrade",
            "populate",
            "renovate",
            "choose_downsize",
            "place_downsized",
            "travel",
            "end_turn",
        ]
        .iter()
        .find_map(|g| groups.iter().find(|x| x.group == *g))
        .map(|g| g.actions[g.actions.len() / 2].value().unwrap())
        .unwrap_or_else(|| groups[0].actions[0].value().unwrap());
        // Travel only once per turn so that turns move on.
        let pick = if pick["type"] == "travel" && view.state["cards_played"].as_u64() == Some(0) {
            pick
        } else if pick["type"] == "travel" {
            json!({"type": "end_turn"})
        } else {
            pick
        };
        table.apply(id, seat, &pick, Some(view.seq)).unwrap();
    }
}

#[test]
fn create_play_reopen_and_resume() {
    let dir = tempfile::tempdir().unwrap();
    let id = {
        let mut table = Table::open(Some(dir.path())).unwrap();
        let g = table.create(request(&["Anna", "Ben", "Cleo"], 1)).unwrap();
        assert_eq!(g.seats[1].colour, "blue");
        play(&mut table, g.id, 40);
        g.id
    };
    let mut before = Table::open(Some(dir.path())).unwrap();
    let v1 = before.view(id, Some(0)).unwrap();
    assert_eq!(v1.seq, 40);
    drop(before);
    let mut table = Table::open(Some(dir.path())).unwrap();
    let v2 = table.view(id, Some(0)).unwrap();
    assert_eq!(v1, v2, "reopening gives exactly the same game");
    play(&mut table, id, 10);
    assert_eq!(table.view(id, None).unwrap().seq, 50);
    let list = table.list().unwrap();
    assert_eq!(list.len(), 1);
    assert_eq!(list[0].actions, 50);
    assert_eq!(list[0].preview["players"][0], "Anna");
    assert!(list[0].preview["turn"].as_u64().unwrap() >= 1);
    assert_eq!(list[0].preview["ecus"].as_array().unwrap().len(), 3);
    assert!(list[0].preview.get("round").is_none());
    assert_eq!(table.integrity_check().unwrap(), "ok");
}

#[test]
fn only_the_seat_to_act_may_act_and_stale_requests_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let id = table.create(request(&["Anna", "Ben"], 2)).unwrap().id;
    let view = table.view(id, None).unwrap();
    let seat = view.to_act.unwrap();
    let other = 1 - seat;
    let end = json!({"type": "end_turn"});
    assert!(matches!(
        table.apply(id, other, &end, None),
        Err(TableError::NotYourTurn { .. })
    ));
    assert!(table.legal(id, other).unwrap().is_empty());
    assert!(matches!(
        table.apply(id, seat, &end, Some(5)),
        Err(TableError::Stale {
            expected: 5,
            actual: 0
        })
    ));
    let bad = table
        .apply(id, seat, &json!({"type": "fly"}), None)
        .unwrap_err();
    assert!(matches!(bad, TableError::BadRequest { .. }));
    let illegal =
        json!({"type": "construct", "age": "reason", "building": "hamlet", "squares": ["A1"]});
    match table.apply(id, seat, &illegal, None).unwrap_err() {
        TableError::Rule { rule, .. } => assert_eq!(rule, "no-building-in-reason"),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        table.view(id, None).unwrap().seq,
        0,
        "refusals change nothing"
    );
    let out = table.apply(id, seat, &end, Some(0)).unwrap();
    let ended = &out.log.last().unwrap().facts;
    assert!(
        ended.iter().any(|f| f["event"] == "turn_ended"),
        "{ended:?}"
    );
    assert_eq!(out.view.to_act, Some(other));
}

#[test]
fn undo_within_own_turn_but_not_across_a_draw_or_another_seat() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let id = table
        .create(request(&["Anna", "Ben", "Cleo"], 3))
        .unwrap()
        .id;
    let seat = table.view(id, None).unwrap().to_act.unwrap();
    assert!(matches!(table.undo(id, seat), Err(TableError::Undo { .. })));
    let travel = json!({"type": "travel", "pawn": 0, "to": "faith"});
    table.apply(id, seat, &travel, None).unwrap();
    let v = table.view(id, Some(seat)).unwrap();
    assert_eq!(v.can_undo, Some(seat));
    let ecus_after = v.state["players"][seat as usize]["ecus"].as_u64().unwrap();
    let other = (seat + 1) % 3;
    assert!(matches!(
        table.undo(id, other),
        Err(TableError::Undo { .. })
    ));
    let back = table.undo(id, seat).unwrap();
    assert_eq!((back.view.seq, back.log_from, back.log.len()), (0, 0, 0));
    assert_eq!(back.legal, table.legal(id, seat).unwrap());
    let back = back.view;
    assert_eq!(
        back.state["players"][seat as usize]["ecus"]
            .as_u64()
            .unwrap(),
        ecus_after + 1
    );
    // The undone action left the saved log too.
    drop(table);
    let mut reopened = Table::open(Some(dir.path())).unwrap();
    assert_eq!(reopened.view(id, None).unwrap().seq, 0);
    assert!(reopened.log(id, None).unwrap().is_empty());
    // Ending the turn draws cards: it cannot be taken back.
    reopened
        .apply(id, seat, &json!({"type": "end_turn"}), None)
        .unwrap();
    match reopened.undo(id, seat) {
        Err(TableError::Undo { reason }) => assert_eq!(reason, UndoRefusal::CardsSeen),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_log_tells_every_action_and_hides_other_hands() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let id = table.create(request(&["Anna", "Ben"], 4)).unwrap().id;
    play(&mut table, id, 30);
    let log = table.log(id, Some(0)).unwrap();
    assert_eq!(log.len(), 30);
    assert!(log
        .iter()
        .flat_map(|l| &l.facts)
        .any(|f| f["event"] == "built" || f["event"] == "travelled"));
    assert!(log.iter().all(|l| !l.facts.is_empty()));
    // Ben's discards are counted for Anna, named for Ben.
    let (anna, ben) = (
        discards_of(&mut table, id, 1, 0),
        discards_of(&mut table, id, 1, 1),
    );
    assert!(!anna.is_empty() && anna.len() == ben.len());
    assert!(anna.iter().all(Value::is_u64), "{anna:?}");
    assert!(ben.iter().all(Value::is_object), "{ben:?}");
    // The same log read after reopening.
    drop(table);
    let mut again = Table::open(Some(dir.path())).unwrap();
    assert_eq!(again.log(id, Some(0)).unwrap(), log);
    // A seat's view holds its own hand and only counts for the other.
    let v = again.view(id, Some(0)).unwrap();
    assert!(v.state["players"][0]["hand"].is_object());
    assert!(v.state["players"][1]["hand"].is_null());
    assert!(v.state["players"][1]["hand_count"].is_u64());
    let bystander = again.view(id, None).unwrap();
    assert!(bystander.state["players"][0]["hand"].is_null());
    assert!(bystander.state.get("deck").is_none());
    // Replay: the start and the end.
    assert_eq!(again.replay(id, 0, None).unwrap().seq, 0);
    assert_eq!(again.replay(id, 30, Some(0)).unwrap().state, v.state);
}

#[test]
fn export_import_round_trip_and_refusals() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let id = table
        .create(request(&["Anna", "Ben", "Cleo"], 5))
        .unwrap()
        .id;
    play(&mut table, id, 25);
    let text = table.export(id).unwrap();
    let imported = table.import(&text).unwrap();
    assert_ne!(imported.id, id);
    assert_eq!(imported.actions, 25);
    let a = table.view(id, Some(1)).unwrap();
    let b = table.view(imported.id, Some(1)).unwrap();
    assert_eq!(a.state, b.state);
    // A copy beside its original is named as one, and the next copy too.
    let original = table.summary(id).unwrap().name;
    assert_eq!(imported.name, format!("{original} (copy)"));
    assert_eq!(
        table.import(&text).unwrap().name,
        format!("{original} (copy 2)")
    );
    // Once the original is gone, a new import takes its name back.
    table.delete(id).unwrap();
    assert_eq!(table.import(&text).unwrap().name, original);

    let count = table.list().unwrap().len();
    let mut refused = |bad: &str| match table.import(bad) {
        Err(TableError::Import { refusal }) => refusal,
        other => panic!("expected an import refusal, got {other:?}"),
    };
    assert_eq!(
        refused("{\"format\": \"something-else\"}"),
        ImportRefusal::NotEpochs
    );
    assert!(matches!(
        refused(&text[..text.len() / 2]),
        ImportRefusal::NotJson { .. }
    ));
    assert!(matches!(
        refused(&text.replace("\"seat\": 0", "\"seat\": 9")),
        ImportRefusal::DoesNotReplay {
            fault: ReplayFault::WrongSeat { seat: 9, .. },
            ..
        }
    ));
    // A well-formed action the rules refuse: the first action, made a demolition in the Age
    // of Reason.
    let mut doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    doc["actions"][0]["action"] = json!({"type": "demolish", "age": "reason", "at": "A1"});
    let illegal = doc.to_string();
    match refused(&illegal) {
        ImportRefusal::DoesNotReplay {
            game,
            fault: ReplayFault::Illegal { rule, why, .. },
            ..
        } => {
            assert_eq!(game, "khronos");
            assert_eq!(rule, "no-building-in-reason");
            assert_eq!(why, json!({"why": "no_building_in_reason"}));
        }
        other => panic!("expected an illegal action, got {other:?}"),
    }
    assert_eq!(
        refused("not json at all"),
        ImportRefusal::NotJson { line: 1, column: 2 }
    );
    assert_eq!(
        table.list().unwrap().len(),
        count,
        "refused imports write nothing"
    );
}

#[test]
fn snapshots_keep_opening_fast_and_correct() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let id = table
        .create(request(&["Anna", "Ben", "Cleo", "Dora"], 6))
        .unwrap()
        .id;
    play(&mut table, id, 130);
    let v = table.view(id, Some(2)).unwrap();
    // Read once the table has let go of the file (the store holds it locked while open).
    drop(table);
    let conn = rusqlite::Connection::open(dir.path().join(epochs_store::DB_FILE)).unwrap();
    let snaps: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM snapshots WHERE game_id = ?1",
            [id],
            |r| r.get(0),
        )
        .unwrap();
    assert!(snaps >= 2, "snapshots at 50 and 100 actions");
    drop(conn);
    let mut table = Table::open(Some(dir.path())).unwrap();
    assert_eq!(table.view(id, Some(2)).unwrap(), v);
}

#[test]
fn rename_delete_and_bad_setups() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let id = table.create(request(&["Anna", "Ben"], 7)).unwrap().id;
    table.rename(id, "Friday game").unwrap();
    assert_eq!(table.view(id, None).unwrap().name, "Friday game");
    assert!(table.rename(id, "   ").is_err());
    table.delete(id).unwrap();
    assert!(matches!(
        table.view(id, None),
        Err(TableError::NotFound { .. })
    ));
    assert!(matches!(
        table.create(request(&["Solo"], 1)),
        Err(TableError::BadRequest { .. })
    ));
    assert!(table.list().unwrap().is_empty());
}

#[test]
fn a_preview_tells_what_an_action_would_do_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let id = table.create(request(&["Anna", "Ben"], 3)).unwrap().id;
    let view = table.view(id, None).unwrap();
    let seat = view.to_act.unwrap();
    let groups = table.legal(id, seat).unwrap();
    // Some building rippling into a later age: every board it changes is marked.
    let boards_of = |p: &epochs_table::ActionPreview| {
        p.marks
            .iter()
            .map(|m| m.board.clone())
            .collect::<std::collections::BTreeSet<_>>()
    };
    let (build, preview) = groups
        .iter()
        .filter(|g| g.group == "construct")
        .flat_map(|g| g.actions.iter())
        .map(|a| {
            (
                a.clone(),
                table.preview(id, seat, &a.value().unwrap()).unwrap(),
            )
        })
        .find(|(_, p)| boards_of(p).len() > 1)
        .expect("a construction that ripples");
    assert_eq!(preview.lines.len(), 1);
    assert_eq!(preview.lines[0].facts[0]["event"], "built");
    // Nothing was played or saved.
    assert_eq!(table.view(id, None).unwrap().seq, view.seq);
    let outcome = table
        .apply(id, seat, &build.value().unwrap(), Some(view.seq))
        .unwrap();
    let line = outcome.log.last().unwrap();
    assert_eq!(
        line, &preview.lines[0],
        "the preview tells what the action then did"
    );
    assert_eq!(
        line.marks, preview.marks,
        "the preview marks what it then changed"
    );
    assert_eq!(
        outcome.view.state, preview.state,
        "the boards of the preview are the boards after it"
    );
    assert_eq!(preview.gains.len(), 2);
    // An action that draws cards is not told in advance: that would tell the deck's order.
    let end = table
        .legal(id, seat)
        .unwrap()
        .into_iter()
        .find(|g| g.group == "end_turn")
        .map(|g| g.actions[0].value().unwrap())
        .unwrap();
    let refused = table.preview(id, seat, &end).unwrap_err();
    assert!(
        matches!(
            refused,
            TableError::Refused {
                refusal: Refusal::NoPreview
            }
        ),
        "{refused}"
    );
    // An illegal one is refused with its rule, and another seat's too.
    let other = 1 - seat;
    assert!(matches!(
        table.preview(id, other, &build.value().unwrap()),
        Err(TableError::NotYourTurn { .. })
    ));
}

/// Changes a number in a JSON text wherever `path` leads in it.
fn bump(state: &str, path: &[&str], by: i64) -> (String, i64) {
    let mut v: Value = serde_json::from_str(state).unwrap();
    let mut at = &mut v;
    for p in path {
        at = match p.parse::<usize>() {
            Ok(i) => &mut at[i],
            Err(_) => &mut at[*p],
        };
    }
    let old = at.as_i64().unwrap();
    *at = json!(old + by);
    (v.to_string(), old)
}

#[test]
fn a_changed_byte_in_a_snapshot_is_ignored_and_the_game_replays_from_its_log_with_a_notice() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let id = table.create(request(&["Anna", "Ben"], 4)).unwrap().id;
    play(&mut table, id, 60);
    let truth = table.view(id, None).unwrap();
    drop(table);
    // A player's Ecus changed in the snapshot after action 50, its checksum not.
    let conn = rusqlite::Connection::open(dir.path().join("epochs.sqlite")).unwrap();
    let state: String = conn
        .query_row(
            "SELECT state FROM snapshots WHERE game_id = ?1 AND seq = 50",
            [id],
            |r| r.get(0),
        )
        .unwrap();
    let (changed, _) = bump(&state, &["players", "0", "ecus"], 7);
    conn.execute(
        "UPDATE snapshots SET state = ?2 WHERE game_id = ?1 AND seq = 50",
        rusqlite::params![id, changed],
    )
    .unwrap();
    drop(conn);
    let mut table = Table::open(Some(dir.path())).unwrap();
    let opened = table.view(id, None).unwrap();
    assert_eq!(
        opened.state, truth.state,
        "replayed from the log, not the snapshot"
    );
    let notices = table.notices();
    assert!(
        notices
            .iter()
            .any(|n| matches!(n, epochs_table::Notice::SnapshotIgnored { after: 50, .. })),
        "{notices:?}"
    );
    // The game goes on, and exports and imports as a sound game.
    play(&mut table, id, 68);
    let exported = table.export(id).unwrap();
    table.import(&exported).unwrap();
    table.dismiss_notices().unwrap();
    drop(table);
    let table = Table::open(Some(dir.path())).unwrap();
    assert!(table.notices().is_empty(), "told once, until seen");
}

#[test]
fn after_restoring_a_backup_the_table_tells_which_games_it_removed_and_never_reuses_their_ids() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let a = table.create(request(&["Anna", "Ben"], 1)).unwrap().id;
    let backup = table.backups().unwrap()[0].file.clone();
    let b = table.create(request(&["Anna", "Ben"], 2)).unwrap().id;
    play(&mut table, b, 5);
    let removed = table.restore_backup(&backup).unwrap();
    assert_eq!(removed, vec![b]);
    assert!(table.view(b, None).is_err(), "the removed game is gone");
    let c = table.create(request(&["Anna", "Ben"], 3)).unwrap().id;
    assert!(c > b && b > a, "{a} {b} {c}");
}

#[test]
fn a_game_whose_record_fails_its_checksum_takes_it_again_from_a_backup_or_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    // The first game is in the day's backup; the second is not.
    let kept = table.create(request(&["Anna", "Ben"], 6)).unwrap().id;
    play(&mut table, kept, 12);
    let truth = table.view(kept, None).unwrap();
    let later = table.create(request(&["Cleo", "Dan"], 7)).unwrap().id;
    drop(table);
    let conn = rusqlite::Connection::open(dir.path().join("epochs.sqlite")).unwrap();
    conn.execute("UPDATE games SET name = 'Changed'", [])
        .unwrap();
    drop(conn);
    let mut table = Table::open(Some(dir.path())).unwrap();
    let opened = table.view(kept, None).unwrap();
    assert_eq!(opened.state, truth.state, "the same game, its log replayed");
    assert_eq!(opened.name, truth.name, "the backup's record");
    assert!(
        table
            .notices()
            .iter()
            .any(|n| matches!(n, epochs_table::Notice::RecordMended { game, .. } if *game == kept)),
        "{:?}",
        table.notices()
    );
    play(&mut table, kept, 3);
    match table.view(later, None) {
        Err(TableError::SavedGames {
            problem: SavedGamesProblem::DamagedRecord { game },
            ..
        }) => assert_eq!(game, later),
        other => panic!("{other:?}"),
    }
}

#[test]
fn new_games_with_the_same_players_get_numbered_names() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let names: Vec<String> = (0..3)
        .map(|_| table.create(request(&["Anna", "Ben"], 3)).unwrap().name)
        .collect();
    assert_eq!(names, ["Anna, Ben", "Anna, Ben (2)", "Anna, Ben (3)"]);
    // Once the first is deleted, its name is free again.
    let first = table
        .list()
        .unwrap()
        .into_iter()
        .find(|g| g.name == "Anna, Ben")
        .unwrap();
    table.delete(first.id).unwrap();
    assert_eq!(
        table.create(request(&["Anna", "Ben"], 3)).unwrap().name,
        "Anna, Ben"
    );
}

#[test]
fn answers_written_at_once_or_built_by_moving_their_parts_equal_their_serialisation() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let id = table.create(request(&["Anna", "Ben"], 3)).unwrap().id;
    let seat = table.view(id, None).unwrap().to_act.unwrap();
    let build = table
        .legal(id, seat)
        .unwrap()
        .into_iter()
        .find(|g| g.group == "construct")
        .map(|g| g.actions[0].value().unwrap())
        .unwrap();
    let outcome = table.apply(id, seat, &build, None).unwrap();
    let serialised = serde_json::to_value(&outcome).unwrap();
    let text = epochs_table::api::played(outcome.clone())
        .unwrap()
        .to_string();
    assert_eq!(serde_json::from_str::<Value>(&text).unwrap(), serialised);
    assert!(serialised["legal"][0]["actions"][0]["action"]["type"].is_string());
    assert_eq!(
        serde_json::from_str::<epochs_table::ApplyOutcome>(&text).unwrap(),
        outcome
    );
    let view = table.view(id, Some(seat)).unwrap();
    assert_eq!(
        view.clone().into_json().unwrap(),
        serde_json::to_value(&view).unwrap()
    );
}

/// What the log of `id` says `seat` discarded, as `viewer` reads it.
fn discards_of(table: &mut Table, id: i64, seat: u8, viewer: u8) -> Vec<Value> {
    table
        .log(id, Some(viewer))
        .unwrap()
        .into_iter()
        .filter(|l| l.seat == seat)
        .flat_map(|l| l.facts)
        .filter_map(|f| f.get("discarded").cloned())
        .collect()
}
