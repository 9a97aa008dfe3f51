//! The store on a real SQLite file in a temporary directory.

use epochs_store::{migrate_to, ActionRecord, NewGame, Store, StoreError, DB_FILE};
use rusqlite::Connection;

fn new_game(name: &str) -> NewGame {
    NewGame {
        name: name.into(),
        game: "khronos".into(),
        setup: r#"{"players":["A","B"]}"#.into(),
        seats: "[]".into(),
        preview: "{}".into(),
    }
}

fn action(seat: u8, n: u32) -> ActionRecord {
    ActionRecord {
        seat,
        action: format!(r#"{{"type":"travel","n":{n}}}"#),
    }
}

#[test]
fn save_reopen_and_list() {
    let dir = tempfile::tempdir().unwrap();
    let id = {
        let (mut store, recovery) = Store::open_in(dir.path()).unwrap();
        assert!(recovery.is_none());
        let id = store.create_game(&new_game("first")).unwrap();
        for i in 0..5 {
            store
                .append_action(
                    id,
                    i,
                    &action((i % 2) as u8, i as u32),
                    r#"{"turn":1}"#,
                    false,
                )
                .unwrap();
        }
        store.put_snapshot(id, 3, "{\"state\":3}").unwrap();
        id
    };
    let (store, recovery) = Store::open_in(dir.path()).unwrap();
    assert!(recovery.is_none());
    let saved = store.load(id).unwrap();
    assert_eq!(saved.actions.len(), 5);
    assert_eq!(saved.actions[4], action(0, 4));
    assert_eq!(saved.snapshot, Some((3, "{\"state\":3}".to_string())));
    assert_eq!(saved.record.actions, 5);
    assert_eq!(saved.record.preview, r#"{"turn":1}"#);
    assert_eq!(store.integrity_check().unwrap(), "ok");
    let list = store.list().unwrap();
    assert_eq!(list.len(), 1);
    assert_eq!(list[0].name, "first");
}

#[test]
fn append_refuses_a_stale_sequence_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, _) = Store::open_in(dir.path()).unwrap();
    let id = store.create_game(&new_game("g")).unwrap();
    store
        .append_action(id, 0, &action(0, 0), "{}", false)
        .unwrap();
    let err = store
        .append_action(id, 0, &action(0, 9), "{}", false)
        .unwrap_err();
    assert!(matches!(
        err,
        StoreError::Stale {
            expected: 0,
            actual: 1
        }
    ));
    assert_eq!(store.load(id).unwrap().actions, vec![action(0, 0)]);
    assert!(matches!(
        store.append_action(99, 0, &action(0, 0), "{}", false),
        Err(StoreError::NotFound(99))
    ));
}

#[test]
fn truncate_removes_undone_actions_and_later_snapshots() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, _) = Store::open_in(dir.path()).unwrap();
    let id = store.create_game(&new_game("g")).unwrap();
    for i in 0..6 {
        store
            .append_action(id, i, &action(0, i as u32), "{}", false)
            .unwrap();
    }
    store.put_snapshot(id, 2, "two").unwrap();
    store.put_snapshot(id, 5, "five").unwrap();
    store.truncate(id, 4, "{}", false).unwrap();
    let saved = store.load(id).unwrap();
    assert_eq!(saved.actions.len(), 4);
    assert_eq!(saved.snapshot, Some((2, "two".to_string())));
    store
        .append_action(id, 4, &action(1, 40), "{}", false)
        .unwrap();
    assert_eq!(store.load(id).unwrap().actions[4], action(1, 40));
}

#[test]
fn rename_delete_and_import() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, _) = Store::open_in(dir.path()).unwrap();
    let a = store.create_game(&new_game("a")).unwrap();
    let b = store
        .import_game(&new_game("b"), &[action(0, 1), action(1, 2)], true)
        .unwrap();
    store.rename(a, "renamed").unwrap();
    assert_eq!(store.record(a).unwrap().name, "renamed");
    let rb = store.record(b).unwrap();
    assert!(rb.finished);
    assert_eq!(rb.actions, 2);
    store.delete(a).unwrap();
    assert!(matches!(store.record(a), Err(StoreError::NotFound(_))));
    assert!(matches!(store.delete(a), Err(StoreError::NotFound(_))));
    assert_eq!(store.list().unwrap().len(), 1);
}

#[test]
fn a_file_that_is_not_sqlite_is_moved_aside() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(DB_FILE);
    std::fs::write(
        &path,
        b"this is not a database, just some text that is long enough".repeat(50),
    )
    .unwrap();
    let (mut store, recovery) = Store::open_in(dir.path()).unwrap();
    let recovery = recovery.expect("recovered");
    assert!(recovery.reason.contains("not"), "{}", recovery.reason);
    assert!(recovery.moved_to.exists());
    assert!(std::fs::read(&recovery.moved_to)
        .unwrap()
        .starts_with(b"this is not"));
    let id = store.create_game(&new_game("fresh")).unwrap();
    assert_eq!(store.record(id).unwrap().name, "fresh");
}

#[test]
fn a_database_from_a_newer_build_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(DB_FILE);
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch("CREATE TABLE future (x); PRAGMA user_version = 99;")
            .unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    let refused = Store::open_in(dir.path()).err().expect("refused");
    let message = refused.to_string();
    assert!(
        message.contains("newer version of Epochs") && message.contains("schema 99"),
        "{message}"
    );
    assert!(matches!(
        refused,
        epochs_store::StoreError::Newer { found: 99, .. }
    ));
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the newer database is untouched"
    );
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names.iter().all(|n| !n.contains("damaged")),
        "nothing was moved aside: {names:?}"
    );
}

#[test]
fn a_corrupted_database_is_moved_aside() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(DB_FILE);
    {
        let (mut store, _) = Store::open_in(dir.path()).unwrap();
        let id = store.create_game(&new_game("g")).unwrap();
        for i in 0..200 {
            store
                .append_action(id, i, &action(0, i as u32), "{}", false)
                .unwrap();
        }
    }
    // Checkpointed on close; now damage pages after the header.
    let mut bytes = std::fs::read(&path).unwrap();
    assert!(bytes.len() > 8192);
    for b in &mut bytes[4096..8192] {
        *b = 0xA5;
    }
    std::fs::write(&path, &bytes).unwrap();
    let (store, recovery) = Store::open_in(dir.path()).unwrap();
    let recovery = recovery.expect("recovered");
    assert!(recovery.moved_to.exists());
    assert_eq!(
        std::fs::read(&recovery.moved_to).unwrap(),
        bytes,
        "kept byte for byte"
    );
    // Whatever page 2 held, the game is found and reported: its record and a first run of
    // its actions, or, when the record is gone, its id.
    assert_eq!(recovery.games.len(), 1, "{:?}", recovery.games);
    assert_eq!(recovery.games[0].id, 1);
    assert!(store.list().unwrap().len() <= 1);
    let scan = epochs_store::read_damaged(&recovery.moved_to);
    assert_eq!(scan.games.len(), 1);
    for g in &scan.games {
        for (i, a) in g.actions.iter().enumerate() {
            assert_eq!(a, &action(0, i as u32));
        }
    }
}

#[test]
fn what_a_damaged_page_spares_is_read_row_by_row() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(DB_FILE);
    {
        let (mut store, _) = Store::open_in(dir.path()).unwrap();
        for g in 0..3 {
            let id = store.create_game(&new_game(&format!("g{g}"))).unwrap();
            for i in 0..150 {
                store
                    .append_action(id, i, &action(0, i as u32), "{}", false)
                    .unwrap();
            }
        }
    }
    // A page in the middle of the actions gets random bytes.
    let mut bytes = std::fs::read(&path).unwrap();
    let pages = bytes.len() / 4096;
    assert!(pages > 6, "{pages} pages");
    let page = pages * 2 / 3;
    let mut x: u32 = 12345;
    for b in &mut bytes[page * 4096..(page + 1) * 4096] {
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
        *b = (x >> 16) as u8;
    }
    std::fs::write(&path, &bytes).unwrap();
    let (_store, recovery) = Store::open_in(dir.path()).unwrap();
    let recovery = recovery.expect("recovered");
    let games = epochs_store::read_damaged(&recovery.moved_to).games;
    assert!(games.iter().all(|g| g.record.is_some()), "{games:?}");
    assert_eq!(games.len(), 3);
    let read: usize = games.iter().map(|g| g.actions.len()).sum();
    assert!(read < 450, "the damaged page held some actions");
    assert!(read > 150, "most actions are spared: {read}");
    for g in &games {
        for (i, a) in g.actions.iter().enumerate() {
            assert_eq!(a, &action(0, i as u32), "{}", g.id);
        }
    }
}

#[test]
fn migrates_a_version_one_database_forward() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(DB_FILE);
    {
        let mut conn = Connection::open(&path).unwrap();
        migrate_to(&mut conn, 1).unwrap();
        conn.execute(
            "INSERT INTO games (name, game, setup, seats, created_at, updated_at) VALUES ('old', 'khronos', '{}', '[]', 1, 1)",
            [],
        )
        .unwrap();
        conn.execute(
            "INSERT INTO actions (game_id, seq, seat, action, created_at) VALUES (1, 0, 0, '{\"a\":1}', 1)",
            [],
        )
        .unwrap();
    }
    let (mut store, recovery) = Store::open_in(dir.path()).unwrap();
    assert!(recovery.is_none());
    let saved = store.load(1).unwrap();
    assert_eq!(saved.record.name, "old");
    assert_eq!(saved.record.preview, "{}");
    assert_eq!(saved.actions.len(), 1);
    // Its actions got their checksums when it was opened, and the log goes on from them.
    assert_eq!(saved.damaged_at, None);
    store
        .append_action(1, 1, &action(0, 1), "{}", false)
        .unwrap();
    assert_eq!(store.load(1).unwrap().damaged_at, None);
    store.put_snapshot(1, 1, "s").unwrap();
    // Read once the store has let go of the file (it holds it locked while open).
    drop(store);
    let conn = Connection::open(&path).unwrap();
    let v: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(v, epochs_store::current_version());
    // Its ids are kept, and never reused from now on.
    drop(conn);
    let (mut store, _) = Store::open_in(dir.path()).unwrap();
    store.delete(1).unwrap();
    assert!(store.create_game(&new_game("new")).unwrap() > 1);
}

#[test]
fn a_changed_byte_in_a_saved_action_is_found_and_the_log_ends_before_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(DB_FILE);
    let (mut store, _) = Store::open_in(dir.path()).unwrap();
    let id = store.create_game(&new_game("g")).unwrap();
    for i in 0..10 {
        store
            .append_action(id, i, &action(0, i as u32), "{}", false)
            .unwrap();
    }
    store.put_snapshot(id, 8, "state after 8").unwrap();
    assert_eq!(store.load(id).unwrap().damaged_at, None);
    // One byte of action 6 changes while Epochs is closed.
    drop(store);
    let conn = Connection::open(&path).unwrap();
    conn.execute(
        "UPDATE actions SET action = replace(action, '\"n\":5', '\"n\":7') WHERE game_id = ?1 AND seq = 5",
        [id],
    )
    .unwrap();
    drop(conn);
    let (store, _) = Store::open_in(dir.path()).unwrap();
    let saved = store.load(id).unwrap();
    assert_eq!(saved.damaged_at, Some(5));
    assert_eq!(saved.actions.len(), 5);
    assert_eq!(saved.actions[4], action(0, 4));
    // The snapshot folded the damaged action: it is not used.
    assert_eq!(saved.snapshot, None);
}

#[test]
fn game_ids_are_never_reused() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, _) = Store::open_in(dir.path()).unwrap();
    let a = store.create_game(&new_game("a")).unwrap();
    let b = store.create_game(&new_game("b")).unwrap();
    store.delete(b).unwrap();
    let c = store.create_game(&new_game("c")).unwrap();
    assert!(c > b && b > a, "{a} {b} {c}");
    drop(store);
    let (mut store, _) = Store::open_in(dir.path()).unwrap();
    store.delete(c).unwrap();
    let d = store.create_game(&new_game("d")).unwrap();
    assert!(d > c, "{c} {d}");
}

#[test]
fn a_daily_backup_is_taken_and_only_the_last_seven_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let backups = dir.path().join(epochs_store::BACKUP_DIR);
    std::fs::create_dir_all(&backups).unwrap();
    // Nine older daily backups, and one of another kind that is never pruned.
    for day in 1..=9 {
        std::fs::write(backups.join(format!("daily-2020-01-0{day}.sqlite")), b"old").unwrap();
    }
    std::fs::write(backups.join("before-restore-1.sqlite"), b"kept").unwrap();
    let (mut store, _) = Store::open_in(dir.path()).unwrap();
    let daily = |store: &Store| -> Vec<String> {
        store
            .backups()
            .unwrap()
            .into_iter()
            .filter(|b| b.kind == "daily")
            .map(|b| b.file)
            .collect()
    };
    // An empty database is not backed up; the oldest are pruned at opening.
    let before = daily(&store);
    assert_eq!(before.len(), epochs_store::DAILY_KEPT, "{before:?}");
    assert!(!before.iter().any(|f| f == "daily-2020-01-02.sqlite"));
    // The first game is something to back up: today's is taken, the oldest goes.
    store.create_game(&new_game("a")).unwrap();
    let after = daily(&store);
    assert_eq!(after.len(), epochs_store::DAILY_KEPT, "{after:?}");
    assert!(!after.iter().any(|f| f == "daily-2020-01-03.sqlite"));
    assert!(store
        .backups()
        .unwrap()
        .iter()
        .any(|b| b.file == "before-restore-1.sqlite"));
    // The same day takes no second one.
    store.create_game(&new_game("b")).unwrap();
    assert_eq!(store.daily_backup().unwrap(), None);
}

#[test]
fn a_backup_restores_every_game_as_it_was_and_the_present_is_kept_first() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, _) = Store::open_in(dir.path()).unwrap();
    let a = store.create_game(&new_game("a")).unwrap();
    for i in 0..5 {
        store
            .append_action(a, i, &action(0, i as u32), "{}", false)
            .unwrap();
    }
    // Today's backup holds "a"; remove today's so that a fresh one is taken now.
    for b in store.backups().unwrap() {
        std::fs::remove_file(store.backup_dir().join(b.file)).unwrap();
    }
    let taken = store.daily_backup().unwrap().expect("taken");
    let file = taken.file_name().unwrap().to_string_lossy().into_owned();
    store.delete(a).unwrap();
    store.create_game(&new_game("b")).unwrap();

    for bad in [
        "../epochs.sqlite",
        "daily-x.txt",
        ".daily-1.sqlite.partial",
        "daily-1999-01-01.sqlite",
    ] {
        assert!(store.restore_backup(bad).is_err(), "{bad}");
    }
    assert_eq!(
        store.list().unwrap().len(),
        1,
        "a refused restore changes nothing"
    );

    store.restore_backup(&file).unwrap();
    let names: Vec<String> = store.list().unwrap().into_iter().map(|g| g.name).collect();
    assert_eq!(names, vec!["a"]);
    let saved = store.load(a).unwrap();
    assert_eq!((saved.actions.len(), saved.damaged_at), (5, None));
    store
        .append_action(a, 5, &action(0, 5), "{}", false)
        .unwrap();
    // The games as they were before the restore ("b") are in a backup of their own.
    assert!(store
        .backups()
        .unwrap()
        .iter()
        .any(|b| b.kind == "before a restore"));
}

#[test]
fn a_backup_is_taken_before_a_schema_migration() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut conn = Connection::open(dir.path().join(DB_FILE)).unwrap();
        migrate_to(&mut conn, 1).unwrap();
        conn.execute(
            "INSERT INTO games (name, game, setup, seats, created_at, updated_at) VALUES ('old', 'khronos', '{}', '[]', 1, 1)",
            [],
        )
        .unwrap();
    }
    let (store, _) = Store::open_in(dir.path()).unwrap();
    let before = store
        .backups()
        .unwrap()
        .into_iter()
        .find(|b| b.kind == "before a schema migration")
        .expect("a backup before the migration");
    assert!(
        before.file.starts_with("before-schema-1-to-"),
        "{}",
        before.file
    );
    let old = Connection::open(store.backup_dir().join(&before.file)).unwrap();
    let v: i64 = old
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(v, 1, "the backup is the database as it was");
}

#[test]
fn a_database_locked_by_another_program_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(DB_FILE);
    {
        let (mut store, _) = Store::open_in(dir.path()).unwrap();
        store.create_game(&new_game("mine")).unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    // Another program takes the database for itself.
    let other = Connection::open(&path).unwrap();
    other
        .execute_batch(
            "PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; UPDATE games SET name = name;",
        )
        .unwrap();
    let refused = Store::open_in(dir.path())
        .err()
        .expect("refused while locked");
    assert!(
        matches!(refused, epochs_store::StoreError::Locked { .. }),
        "{refused}"
    );
    assert!(refused.to_string().contains("in use by another program"));
    other.execute_batch("ROLLBACK").unwrap();
    drop(other);
    assert_eq!(std::fs::read(&path).unwrap(), before, "nothing was changed");
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().all(|n| !n.contains("damaged")), "{names:?}");
    let (store, recovery) = Store::open_in(dir.path()).unwrap();
    assert!(recovery.is_none());
    assert_eq!(store.list().unwrap()[0].name, "mine");
}
