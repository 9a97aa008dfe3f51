//! Issue 25 on real SQLite files: one writer per directory, every stored byte checked, ids
//! never reused, backups while running, a deleted `-wal`, the busy timeout, a read-only
//! folder.

mod common;

use common::{action, fill, new_game, with_suffix};
use epochs_store::{Store, StoreError, BACKUP_DIR, DB_FILE};
use rusqlite::{params, Connection};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;

#[test]
fn a_second_store_on_one_directory_is_refused_naming_the_first() {
    let dir = tempfile::tempdir().unwrap();
    let (mut first, _) = Store::open_in(dir.path()).unwrap();
    let id = first.create_game(&new_game("mine")).unwrap();
    first.announce("http://127.0.0.1:8765/").unwrap();
    let refused = Store::open_in(dir.path()).err().expect("refused");
    assert!(matches!(refused, StoreError::Held { .. }), "{refused}");
    let text = refused.to_string();
    assert!(
        text.contains(&format!("process {}", std::process::id())),
        "{text}"
    );
    assert!(text.contains("http://127.0.0.1:8765/"), "{text}");
    // The first goes on as if nothing happened.
    first
        .append_action(id, 0, &action(0, 0), "{}", false)
        .unwrap();
    drop(first);
    let (again, _) = Store::open_in(dir.path()).unwrap();
    assert_eq!(again.load(id).unwrap().actions.len(), 1);
}

#[test]
fn a_changed_byte_in_a_game_record_is_found() {
    let dir = tempfile::tempdir().unwrap();
    let id = {
        let (mut store, _) = Store::open_in(dir.path()).unwrap();
        fill(&mut store, 1, 3)[0]
    };
    let conn = Connection::open(dir.path().join(DB_FILE)).unwrap();
    conn.execute(
        "UPDATE games SET setup = replace(setup, '\"seed\":1', '\"seed\":9') WHERE id = ?1",
        params![id],
    )
    .unwrap();
    drop(conn);
    let (store, _) = Store::open_in(dir.path()).unwrap();
    assert!(matches!(store.load(id), Err(StoreError::DamagedRecord(g)) if g == id));
    let listed = store.list().unwrap();
    assert!(!listed[0].intact, "listed, marked damaged");
}

#[test]
fn a_changed_byte_in_a_snapshot_is_skipped_and_said() {
    let dir = tempfile::tempdir().unwrap();
    let id = {
        let (mut store, _) = Store::open_in(dir.path()).unwrap();
        let id = fill(&mut store, 1, 60)[0];
        store.put_snapshot(id, 50, r#"{"ecus":2}"#).unwrap();
        id
    };
    let conn = Connection::open(dir.path().join(DB_FILE)).unwrap();
    conn.execute(
        "UPDATE snapshots SET state = '{\"ecus\":9}' WHERE game_id = ?1",
        params![id],
    )
    .unwrap();
    drop(conn);
    let (store, _) = Store::open_in(dir.path()).unwrap();
    let saved = store.load(id).unwrap();
    assert_eq!(saved.snapshot, None, "the changed snapshot is not used");
    assert_eq!(saved.snapshot_damaged, Some(50));
    assert_eq!((saved.actions.len(), saved.damaged_at), (60, None));
}

#[test]
fn checking_and_setting_aside_a_damaged_file_changes_neither_it_nor_its_wal() {
    let live = tempfile::tempdir().unwrap();
    let killed = tempfile::tempdir().unwrap();
    let (mut store, _) = Store::open_in(live.path()).unwrap();
    fill(&mut store, 6, 60);
    // Everything so far into the main file; what follows stays in the -wal.
    store.checkpoint().unwrap();
    let late = store.create_game(&new_game("late")).unwrap();
    for i in 0..40 {
        store
            .append_action(late, i, &action(0, i as u32), "{}", false)
            .unwrap();
    }
    // The files as a kill would leave them: a main file and a -wal with frames.
    for name in [DB_FILE.to_string(), format!("{DB_FILE}-wal")] {
        std::fs::copy(live.path().join(&name), killed.path().join(&name)).unwrap();
    }
    drop(store);
    let db = killed.path().join(DB_FILE);
    let wal = with_suffix(&db, "-wal");
    assert!(
        std::fs::metadata(&wal).unwrap().len() > 0,
        "the -wal holds frames"
    );
    common::damage_pages(&db, 6, 7);
    let (db_before, wal_before) = (common::hash(&db), common::hash(&wal));
    let (store, recovery) = Store::open_in(killed.path()).unwrap();
    let recovery = recovery.expect("the damage is found");
    assert!(
        recovery.reason.contains("integrity check"),
        "found damaged for the right reason: {}",
        recovery.reason
    );
    let late = store
        .load(late)
        .expect("the game only the -wal held is salvaged");
    assert_eq!(late.actions.len(), 40, "with every action");
    assert_eq!(common::hash(&recovery.moved_to), db_before, "the file");
    assert_eq!(
        common::hash(&with_suffix(&recovery.moved_to, "-wal")),
        wal_before,
        "its -wal"
    );
}

#[test]
fn every_game_seen_anywhere_is_reported_and_a_whole_game_is_reported_whole() {
    let mut totals = (0, 0, 0);
    for seed in 1..=5u32 {
        let dir = tempfile::tempdir().unwrap();
        let lengths: Vec<(i64, u64)> = {
            let (mut store, _) = Store::open_in(dir.path()).unwrap();
            (0..40)
                .map(|g| {
                    let n = 20 + (g * 37 % 90) as u64;
                    let id = fill(&mut store, 1, n)[0];
                    (id, n)
                })
                .collect()
        };
        let db = dir.path().join(DB_FILE);
        common::damage_pages(&db, 20, seed);
        // Which ids the damaged file still shows anywhere, read independently.
        let shown: Vec<i64> = {
            let conn = Connection::open_with_flags(&db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
                .unwrap();
            lengths
                .iter()
                .map(|&(id, _)| id)
                .filter(|&id| {
                    [
                        "SELECT 1 FROM games WHERE id = ?1",
                        "SELECT 1 FROM actions WHERE game_id = ?1 AND seq = 0",
                    ]
                    .iter()
                    .any(|sql| conn.query_row(sql, params![id], |_| Ok(())).is_ok())
                })
                .collect()
        };
        let (store, recovery) = Store::open_in(dir.path()).unwrap();
        let recovery = recovery.expect("damage found");
        let reported: Vec<i64> = recovery.games.iter().map(|g| g.id).collect();
        for id in &shown {
            assert!(reported.contains(id), "seed {seed}: game {id} not reported");
        }
        for g in &recovery.games {
            let Some(&(_, n)) = lengths.iter().find(|(id, _)| *id == g.id) else {
                panic!("seed {seed}: reported a game that never was: {g:?}");
            };
            match g.outcome.as_str() {
                "whole" => {
                    assert_eq!(g.recovered, n, "{g:?}");
                    assert_eq!(store.load(g.id).unwrap().actions.len() as u64, n);
                    totals.0 += 1;
                }
                "partly" => {
                    assert!(g.recovered < n, "a whole game reported partly: {g:?}");
                    assert_eq!(g.recovered + g.lost.unwrap_or(0), n, "{g:?}");
                    assert_eq!(store.load(g.id).unwrap().actions.len() as u64, g.recovered);
                    totals.1 += 1;
                }
                _ => {
                    assert!(store.load(g.id).is_err(), "{g:?}");
                    totals.2 += 1;
                }
            }
        }
        eprintln!(
            "seed {seed}: {} of 40 games reported: {} whole, {} partly, {} lost",
            recovery.games.len(),
            recovery
                .games
                .iter()
                .filter(|g| g.outcome == "whole")
                .count(),
            recovery
                .games
                .iter()
                .filter(|g| g.outcome == "partly")
                .count(),
            recovery
                .games
                .iter()
                .filter(|g| g.outcome == "lost")
                .count(),
        );
    }
    eprintln!(
        "5 runs of 20 damaged pages, 200 games: {} whole, {} partly, {} lost",
        totals.0, totals.1, totals.2
    );
}

#[test]
fn the_recovery_report_is_given_at_every_opening_until_seen() {
    let dir = tempfile::tempdir().unwrap();
    {
        let (mut store, _) = Store::open_in(dir.path()).unwrap();
        fill(&mut store, 8, 80);
    }
    common::damage_pages(&dir.path().join(DB_FILE), 4, 3);
    let first = {
        let (_store, r) = Store::open_in(dir.path()).unwrap();
        r.expect("recovered")
    };
    let (mut store, again) = Store::open_in(dir.path()).unwrap();
    assert_eq!(
        again.as_ref(),
        Some(&first),
        "the same report, not yet seen"
    );
    store.dismiss_recovery().unwrap();
    drop(store);
    let (_store, after) = Store::open_in(dir.path()).unwrap();
    assert_eq!(after, None);
    assert!(first.moved_to.exists(), "the damaged file is kept");
}

#[test]
fn salvaged_games_keep_their_ids_and_the_next_game_gets_a_new_one() {
    let dir = tempfile::tempdir().unwrap();
    let ids = {
        let (mut store, _) = Store::open_in(dir.path()).unwrap();
        let ids = fill(&mut store, 5, 30);
        // The last id ever handed out belongs to a deleted game.
        let gone = store.create_game(&new_game("gone")).unwrap();
        store.delete(gone).unwrap();
        ids.into_iter().chain([gone]).collect::<Vec<_>>()
    };
    std::fs::write(dir.path().join(DB_FILE), b"not a database at all").unwrap();
    let (mut store, recovery) = Store::open_in(dir.path()).unwrap();
    assert!(recovery.is_some());
    let new = store.create_game(&new_game("new")).unwrap();
    assert!(ids.iter().all(|&i| new > i), "{new} after {ids:?}");

    // A salvage that reads games keeps their ids.
    let dir = tempfile::tempdir().unwrap();
    let ids = {
        let (mut store, _) = Store::open_in(dir.path()).unwrap();
        store.create_game(&new_game("first")).unwrap();
        store.delete(1).unwrap();
        fill(&mut store, 5, 30)
    };
    common::damage_pages(&dir.path().join(DB_FILE), 1, 11);
    let (mut store, _) = Store::open_in(dir.path()).unwrap();
    for g in store.list().unwrap() {
        assert!(ids.contains(&g.id), "{} is one of {ids:?}", g.id);
        assert_eq!(g.name, format!("g{}", g.id - 2));
    }
    let new = store.create_game(&new_game("new")).unwrap();
    assert_eq!(new, 7);
}

#[test]
fn after_restoring_a_backup_without_games_a_new_game_gets_a_new_id() {
    let dir = tempfile::tempdir().unwrap();
    // A backup that holds no game: an empty database of another directory.
    let other = tempfile::tempdir().unwrap();
    drop(Store::open_in(other.path()).unwrap());
    let empty = "daily-2000-01-01.sqlite";
    std::fs::create_dir_all(dir.path().join(BACKUP_DIR)).unwrap();
    std::fs::copy(
        other.path().join(DB_FILE),
        dir.path().join(BACKUP_DIR).join(empty),
    )
    .unwrap();
    let (mut store, _) = Store::open_in(dir.path()).unwrap();
    let ids = fill(&mut store, 2, 3);
    let removed = store.restore_backup(empty).unwrap();
    assert_eq!(removed, ids, "the games the restore removed");
    assert!(store.list().unwrap().is_empty());
    let c = store.create_game(&new_game("c")).unwrap();
    assert!(ids.iter().all(|&i| c > i), "a new id: {c} after {ids:?}");
    // Undoing the restore brings the others back beside "c", and the next id is newer still.
    let undo = store
        .backups()
        .unwrap()
        .into_iter()
        .find(|x| x.kind == "before a restore")
        .unwrap()
        .file;
    let removed = store.restore_backup(&undo).unwrap();
    assert_eq!(removed, vec![c]);
    let d = store.create_game(&new_game("d")).unwrap();
    assert!(d > c, "{d} after {c}");
    let mut listed: Vec<i64> = store.list().unwrap().iter().map(|g| g.id).collect();
    listed.sort();
    assert_eq!(listed, vec![ids[0], ids[1], d]);
    assert_eq!(store.load(ids[1]).unwrap().actions.len(), 3);
    // So across a restart.
    drop(store);
    let (mut store, _) = Store::open_in(dir.path()).unwrap();
    assert!(store.create_game(&new_game("e")).unwrap() > d);
}

#[test]
fn a_running_store_takes_the_daily_backup_when_the_day_changes() {
    let dir = tempfile::tempdir().unwrap();
    let day = Arc::new(AtomicI64::new(20_000));
    let (mut store, _) = Store::open_in(dir.path()).unwrap();
    let clock = day.clone();
    store.set_clock(Arc::new(move || {
        clock.load(Ordering::SeqCst) * 86_400_000 + 5
    }));
    let daily = |s: &Store| {
        s.backups()
            .unwrap()
            .iter()
            .filter(|b| b.kind == "daily")
            .count()
    };
    assert_eq!(daily(&store), 0, "an empty database is not backed up");
    let id = store.create_game(&new_game("a")).unwrap();
    assert_eq!(daily(&store), 1, "the first backup, once there is a game");
    store
        .append_action(id, 0, &action(0, 0), "{}", false)
        .unwrap();
    assert_eq!(daily(&store), 1, "the same day takes no second one");
    for d in 1..=3u64 {
        day.fetch_add(1, Ordering::SeqCst);
        store
            .append_action(id, d, &action(0, d as u32), "{}", false)
            .unwrap();
        assert_eq!(daily(&store), 1 + d as usize, "day {d}");
    }
    // Each holds the games as they were that day.
    let newest = store.backups().unwrap()[0].file.clone();
    let conn = Connection::open(dir.path().join(BACKUP_DIR).join(newest)).unwrap();
    let n: i64 = conn
        .query_row("SELECT COUNT(*) FROM actions", [], |r| r.get(0))
        .unwrap();
    assert_eq!(n, 4);
}

#[test]
fn a_deleted_wal_that_held_acknowledged_writes_is_noticed() {
    let live = tempfile::tempdir().unwrap();
    let killed = tempfile::tempdir().unwrap();
    let (mut store, _) = Store::open_in(live.path()).unwrap();
    fill(&mut store, 1, 5);
    store.checkpoint().unwrap();
    fill(&mut store, 1, 7);
    // As a kill leaves the directory, then the -wal deleted: the main file and the mark.
    for name in [DB_FILE, epochs_store::HIGHWATER_FILE] {
        std::fs::copy(live.path().join(name), killed.path().join(name)).unwrap();
    }
    drop(store);
    let (store, _) = Store::open_in(killed.path()).unwrap();
    assert_eq!(
        store.list().unwrap().len(),
        1,
        "the second game was in the -wal"
    );
    let notices = store.notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    match &notices[0] {
        epochs_store::Notice::WritesLost { lost, wal, .. } => {
            assert_eq!(*lost, 8);
            assert!(wal.ends_with("-wal"), "{wal}");
        }
        other => panic!("{other:?}"),
    }
    // Kept until seen, told once.
    drop(store);
    let (mut store, _) = Store::open_in(killed.path()).unwrap();
    assert_eq!(store.notices().len(), 1);
    store.dismiss_notices().unwrap();
    drop(store);
    let (store, _) = Store::open_in(killed.path()).unwrap();
    assert!(store.notices().is_empty());
    // A directory opened after a plain kill (the -wal kept) has nothing to say.
    let (again, _) = Store::open_in(live.path()).unwrap();
    assert!(again.notices().is_empty(), "{:?}", again.notices());
}

#[test]
fn another_program_can_neither_read_nor_write_the_open_database() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, _) = Store::open_in(dir.path()).unwrap();
    let id = store.create_game(&new_game("a")).unwrap();
    // Another program (the sqlite3 shell, a backup tool, a second host) is kept out: the store
    // holds the database file itself locked.
    let path = dir.path().join(DB_FILE);
    let other = Connection::open(&path).unwrap();
    other.busy_timeout(Duration::from_millis(200)).unwrap();
    let read = other.query_row("SELECT COUNT(*) FROM games", [], |r| r.get::<_, i64>(0));
    assert!(read.is_err(), "read: {read:?}");
    assert!(other.execute_batch("BEGIN IMMEDIATE; COMMIT").is_err());
    drop(other);
    // The store goes on writing.
    store
        .append_action(id, 0, &action(0, 0), "{}", false)
        .unwrap();
    drop(store);
    let other = Connection::open(&path).unwrap();
    let n: i64 = other
        .query_row("SELECT COUNT(*) FROM actions", [], |r| r.get(0))
        .unwrap();
    assert_eq!(n, 1, "once closed, the file is free");
}

/// Run as a second process by `a_second_host_is_refused_after_the_lock_file_is_deleted`:
/// opens the directory in `EPOCHS_SECOND_OPENER` and prints what happened.
#[test]
#[ignore = "run as a second process by a_second_host_is_refused_after_the_lock_file_is_deleted"]
fn second_opener() {
    let dir = std::env::var_os("EPOCHS_SECOND_OPENER").expect("EPOCHS_SECOND_OPENER");
    match Store::open_in(std::path::Path::new(&dir)) {
        Ok((mut store, _)) => {
            let written = store.create_game(&new_game("second"));
            println!("opened; wrote {written:?}");
        }
        Err(StoreError::Locked { .. }) => println!("refused: locked"),
        Err(e) => println!("refused: {e}"),
    }
}

#[test]
fn a_second_host_is_refused_after_the_lock_file_is_deleted() {
    let dir = tempfile::tempdir().unwrap();
    let (mut first, _) = Store::open_in(dir.path()).unwrap();
    let id = first.create_game(&new_game("mine")).unwrap();
    for i in 0..5 {
        first
            .append_action(id, i, &action(0, i as u32), "{}", false)
            .unwrap();
    }
    // A user told the games are open in another program deletes the lock file.
    std::fs::remove_file(dir.path().join(epochs_store::LOCK_FILE)).unwrap();
    // (Nothing here reads the file by a descriptor of its own: closing one would drop the
    // POSIX locks SQLite holds for this process.)
    // A second process.
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "second_opener", "--ignored", "--nocapture"])
        .env("EPOCHS_SECOND_OPENER", dir.path())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("refused: locked"), "{said}");
    // The same process, a second store.
    let again = Store::open_in(dir.path()).err().expect("refused");
    assert!(matches!(again, StoreError::Locked { .. }), "{again}");
    // The first goes on, and its log is whole.
    first
        .append_action(id, 5, &action(0, 5), "{}", false)
        .unwrap();
    drop(first);
    let (store, _) = Store::open_in(dir.path()).unwrap();
    assert_eq!(store.load(id).unwrap().actions.len(), 6);
    assert_eq!(store.list().unwrap().len(), 1, "no game of the second");
}

#[cfg(unix)]
#[test]
fn a_read_only_folder_is_named_as_read_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("saved");
    std::fs::create_dir(&data).unwrap();
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o555)).unwrap();
    if std::fs::write(data.join("probe"), b"").is_ok() {
        // Root writes anywhere: no folder is read-only to it.
        eprintln!("skipped: this user can write in a read-only folder");
        return;
    }
    let refused = Store::open_in(&data).err().expect("refused");
    assert!(matches!(refused, StoreError::ReadOnly { .. }), "{refused}");
    assert!(refused.to_string().contains("is read-only"), "{refused}");
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o755)).unwrap();
}

#[test]
fn a_version_four_database_opens_with_every_row_checked() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut conn = Connection::open(dir.path().join(DB_FILE)).unwrap();
        epochs_store::migrate_to(&mut conn, 4).unwrap();
        conn.execute(
            "INSERT INTO games (name, game, setup, seats, created_at, updated_at) VALUES ('old', 'khronos', '{}', '[]', 1, 1)",
            [],
        )
        .unwrap();
        for seq in 0..3 {
            conn.execute(
                "INSERT INTO actions (game_id, seq, seat, action, created_at) VALUES (1, ?1, 0, '{}', 1)",
                params![seq],
            )
            .unwrap();
        }
        conn.execute(
            "INSERT INTO snapshots (game_id, seq, state) VALUES (1, 2, '{}')",
            [],
        )
        .unwrap();
    }
    let (mut store, _) = Store::open_in(dir.path()).unwrap();
    let saved = store.load(1).unwrap();
    assert_eq!((saved.actions.len(), saved.damaged_at), (3, None));
    assert_eq!(
        saved.snapshot, None,
        "snapshots from before checksums are dropped"
    );
    assert_eq!(saved.record.actions, 3);
    store
        .append_action(1, 3, &action(0, 3), "{}", false)
        .unwrap();
}

/// The games of a store: (id, name, actions).
fn games_of(store: &Store) -> Vec<(i64, String, u64)> {
    let mut g: Vec<_> = store
        .list()
        .unwrap()
        .into_iter()
        .map(|g| (g.id, g.name, g.actions))
        .collect();
    g.sort();
    g
}

#[test]
fn a_salvage_stopped_at_each_of_its_steps_resumes_to_the_same_games_and_report() {
    // A damaged directory, and what an uninterrupted salvage makes of it.
    let source = tempfile::tempdir().unwrap();
    {
        let (mut store, _) = Store::open_in(source.path()).unwrap();
        fill(&mut store, 10, 60);
    }
    common::damage_pages(&source.path().join(DB_FILE), 5, 21);
    let copy = |to: &std::path::Path| {
        std::fs::copy(source.path().join(DB_FILE), to.join(DB_FILE)).unwrap();
    };
    let reference = tempfile::tempdir().unwrap();
    copy(reference.path());
    let (store, expected) = Store::open_in(reference.path()).unwrap();
    let expected = expected.expect("recovered");
    let expected_games = games_of(&store);
    drop(store);
    let journal = |dir: &std::path::Path, moved_to: &std::path::Path| {
        let text = serde_json::json!({
            "state": "salvaging",
            "moved_to": moved_to,
            "reason": expected.reason,
        });
        std::fs::write(dir.join(epochs_store::JOURNAL_FILE), text.to_string()).unwrap();
    };
    // 1. Stopped after the journal was written, before the file was set aside.
    let dir = tempfile::tempdir().unwrap();
    copy(dir.path());
    let moved_to = dir.path().join(format!("{DB_FILE}.damaged-1"));
    journal(dir.path(), &moved_to);
    // 2. Stopped after it was set aside, a half-written salvage file left behind.
    let dir2 = tempfile::tempdir().unwrap();
    copy(dir2.path());
    let moved_to2 = dir2.path().join(format!("{DB_FILE}.damaged-2"));
    journal(dir2.path(), &moved_to2);
    std::fs::rename(dir2.path().join(DB_FILE), &moved_to2).unwrap();
    std::fs::write(
        dir2.path().join(epochs_store::SALVAGE_FILE),
        b"half written",
    )
    .unwrap();
    for (dir, moved_to) in [(&dir, &moved_to), (&dir2, &moved_to2)] {
        let (store, got) = Store::open_in(dir.path()).unwrap();
        let got = got.expect("the notice");
        assert_eq!(&got.moved_to, moved_to);
        assert_eq!(got.games, expected.games);
        assert_eq!(games_of(&store), expected_games);
        assert!(!dir.path().join(epochs_store::SALVAGE_FILE).exists());
    }
    // 3. Stopped after the report was recorded, before the salvaged file was renamed.
    std::fs::rename(
        reference.path().join(DB_FILE),
        reference.path().join(epochs_store::SALVAGE_FILE),
    )
    .unwrap();
    let (store, got) = Store::open_in(reference.path()).unwrap();
    assert_eq!(got.as_ref(), Some(&expected));
    assert_eq!(games_of(&store), expected_games);
}

#[test]
fn a_game_whose_record_is_lost_comes_back_with_its_record_from_a_backup() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = {
        let (mut store, _) = Store::open_in(dir.path()).unwrap();
        // The first game makes the day's backup: it holds "a"'s record.
        let a = fill(&mut store, 1, 0)[0];
        for i in 0..200 {
            store
                .append_action(a, i, &action(0, i as u32), "{}", false)
                .unwrap();
        }
        let b = fill(&mut store, 1, 200)[0];
        (a, b)
    };
    let db = dir.path().join(DB_FILE);
    // "a"'s record is spoiled, and a page of "b"'s log (the file's last) is damaged.
    let conn = Connection::open(&db).unwrap();
    conn.execute(
        "UPDATE games SET seats = 'spoiled' WHERE id = ?1",
        params![a],
    )
    .unwrap();
    drop(conn);
    let pages = std::fs::metadata(&db).unwrap().len() as usize / 4096;
    let mut bytes = std::fs::read(&db).unwrap();
    for x in &mut bytes[(pages - 1) * 4096..] {
        *x = 0x5A;
    }
    std::fs::write(&db, &bytes).unwrap();
    let (store, recovery) = Store::open_in(dir.path()).unwrap();
    let recovery = recovery.expect("recovered");
    let report = recovery.games.iter().find(|g| g.id == a).unwrap();
    assert_eq!(
        (
            report.outcome.as_str(),
            report.recovered,
            report.name.as_str()
        ),
        ("whole", 200, "g0"),
        "{report:?}"
    );
    let saved = store.load(a).unwrap();
    assert_eq!(saved.record.seats, "[]", "the backup's record");
    assert_eq!(saved.actions.len(), 200);
    assert!(recovery.games.iter().any(|g| g.id == b));
}
