//! Issue 39, item 3, on real SQLite files: salvage reads every intact page, so a damaged
//! page 1 (the header), a damaged root page of any table or 20 random damaged pages lose no
//! game whose rows sit on intact pages (`pages/`, the page scan, with the tree's walk).

mod common;

use common::{new_game, with_suffix};
use epochs_store::{scan_pages, ActionRecord, PageRows, Store, DB_FILE};
use rusqlite::{Connection, OpenFlags};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

const PAGE: usize = 4096;

fn action(i: u64) -> ActionRecord {
    ActionRecord {
        seat: (i % 3) as u8,
        action: format!(
            r#"{{"type":"build","n":{i},"at":[{},{}],"pad":"{}"}}"#,
            i * 7 % 13,
            i * 11 % 17,
            "x".repeat((i * 13 % 60) as usize)
        ),
    }
}

/// A saved-games preview about as long as a real one (the board's picture).
fn preview(i: u64) -> String {
    format!(r#"{{"turn":{i},"picture":"{}"}}"#, "#.".repeat(150))
}

/// 40 games of 40 to 299 actions, a snapshot (longer than a page: overflow pages) every 50
/// actions; their ids and lengths. Built once, copied for each damage.
fn forty_games(dir: &Path) -> BTreeMap<i64, u64> {
    let (mut store, _) = Store::open_in(dir).unwrap();
    let mut games = BTreeMap::new();
    for g in 0..40u64 {
        let id = store.create_game(&new_game(&format!("g{g}"))).unwrap();
        let n = 40 + (g * 37) % 260;
        for i in 0..n {
            store
                .append_action(id, i, &action(i), &preview(i), false)
                .unwrap();
            if (i + 1) % 50 == 0 {
                let state = format!(
                    r#"{{"state":"{}"}}"#,
                    "s".repeat(5000 + (i as usize % 7) * 300)
                );
                store.put_snapshot(id, i + 1, &state).unwrap();
            }
        }
        games.insert(id, n);
    }
    games
}

fn source() -> (tempfile::TempDir, BTreeMap<i64, u64>) {
    let dir = tempfile::tempdir().unwrap();
    let games = forty_games(dir.path());
    assert!(
        !with_suffix(&dir.path().join(DB_FILE), "-wal").exists(),
        "closed: all in the file"
    );
    (dir, games)
}

/// A copy of the source's data directory (its database file) to damage.
fn copy_of(source: &Path) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(source.join(DB_FILE), dir.path().join(DB_FILE)).unwrap();
    dir
}

/// Overwrites pages (numbered from 1) with seeded pseudo-random bytes.
fn spoil(path: &Path, pages: &[usize], seed: u32) {
    let mut bytes = std::fs::read(path).unwrap();
    let mut x = seed.wrapping_mul(2_654_435_761).wrapping_add(7);
    for &page in pages {
        for b in &mut bytes[(page - 1) * PAGE..page * PAGE] {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            *b = (x >> 16) as u8;
        }
    }
    std::fs::write(path, &bytes).unwrap();
}

/// `count` distinct pages of `total`, page 1 included, drawn from `seed`.
fn random_pages(total: usize, count: usize, seed: u32) -> Vec<usize> {
    let mut x = seed.wrapping_mul(2_246_822_519).wrapping_add(3);
    let mut pages = Vec::new();
    while pages.len() < count {
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
        let page = 1 + (x >> 8) as usize % total;
        if !pages.contains(&page) {
            pages.push(page);
        }
    }
    pages
}

fn root_page(db: &Path, table: &str) -> usize {
    let conn = Connection::open_with_flags(db, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    conn.query_row(
        "SELECT rootpage FROM sqlite_schema WHERE name = ?1",
        [table],
        |r| r.get::<_, i64>(0),
    )
    .unwrap() as usize
}

/// Damages `hit` in a copy of `source`, opens it, and checks that every game is named and
/// every game whose record and actions sit off the damaged pages is salvaged whole; the
/// games salvaged whole.
fn salvage_after(source: &Path, games: &BTreeMap<i64, u64>, hit: &[usize], what: &str) -> usize {
    let truth = pages_of(&scan_pages(
        &std::fs::read(source.join(DB_FILE)).unwrap(),
        &[],
    ));
    let dir = copy_of(source);
    spoil(&dir.path().join(DB_FILE), hit, hit.len() as u32);
    let (store, recovery) = Store::open_in(dir.path()).unwrap();
    let recovery = recovery.unwrap_or_else(|| panic!("{what}: the damage is found"));
    assert_eq!(
        recovery.games.len(),
        games.len(),
        "{what}: every game named"
    );
    let mut whole = 0;
    for g in &recovery.games {
        let intact = truth[&g.id].0.iter().all(|&p| !hit.contains(&(p as usize)));
        if intact {
            assert_eq!(
                (g.outcome.as_str(), g.recovered),
                ("whole", games[&g.id]),
                "{what}: {g:?}"
            );
            assert_eq!(g.name, format!("g{}", g.id - 1), "{what}");
            assert_eq!(store.load(g.id).unwrap().actions.len() as u64, games[&g.id]);
        }
        whole += usize::from(g.outcome == "whole");
    }
    whole
}

#[test]
fn the_page_scan_finds_every_row_sqlite_holds_and_no_other() {
    let (source, games) = source();
    let db = source.path().join(DB_FILE);
    let rows = scan_pages(&std::fs::read(&db).unwrap(), &[]);
    assert_eq!(rows.page_size, PAGE);
    let conn = Connection::open_with_flags(&db, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let sql: BTreeSet<(i64, i64, u8, String, i64)> = conn
        .prepare("SELECT game_id, seq, seat, action, checksum FROM actions")
        .unwrap()
        .query_map([], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
        })
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let found: BTreeSet<(i64, i64, u8, String, i64)> = rows
        .actions
        .iter()
        .map(|a| {
            (
                a.game_id,
                a.seq as i64,
                a.action.seat,
                a.action.action.clone(),
                a.checksum,
            )
        })
        .collect();
    assert_eq!(found.len(), rows.actions.len(), "each row found once");
    assert_eq!(found, sql, "the action rows");
    let records: BTreeMap<i64, (String, u64)> = rows
        .records
        .iter()
        .map(|r| (r.id, (r.record.name.clone(), r.log_len)))
        .collect();
    let expected: BTreeMap<i64, (String, u64)> = games
        .iter()
        .map(|(&id, &n)| (id, (format!("g{}", id - 1), n)))
        .collect();
    assert_eq!(records, expected, "the games' records");
    let snapshots: i64 = conn
        .query_row("SELECT COUNT(*) FROM snapshots", [], |r| r.get(0))
        .unwrap();
    assert_eq!(rows.snapshots.len() as i64, snapshots);
    assert!(
        rows.snapshots.iter().all(|s| s.pages.len() > 1),
        "read through overflow pages"
    );
    assert_eq!(rows.sequence, Some(40));
}

#[test]
fn a_game_only_the_wal_holds_is_read_from_its_frames() {
    let live = tempfile::tempdir().unwrap();
    let killed = tempfile::tempdir().unwrap();
    let (mut store, _) = Store::open_in(live.path()).unwrap();
    common::fill(&mut store, 3, 30);
    store.checkpoint().unwrap();
    let late = store.create_game(&new_game("late")).unwrap();
    for i in 0..40 {
        store
            .append_action(late, i, &action(i), "{}", false)
            .unwrap();
    }
    // As a kill leaves them: the file, and the -wal holding the late game.
    for name in [DB_FILE.to_string(), format!("{DB_FILE}-wal")] {
        std::fs::copy(live.path().join(&name), killed.path().join(&name)).unwrap();
    }
    drop(store);
    let db = killed.path().join(DB_FILE);
    let wal = std::fs::read(with_suffix(&db, "-wal")).unwrap();
    let file = std::fs::read(&db).unwrap();
    let late_rows = |rows: &PageRows| {
        (
            rows.records.iter().filter(|r| r.id == late).count(),
            rows.actions.iter().filter(|a| a.game_id == late).count(),
        )
    };
    assert_eq!(
        late_rows(&scan_pages(&file, &wal)),
        (1, 40),
        "with its -wal"
    );
    assert_eq!(late_rows(&scan_pages(&file, &[])), (0, 0), "the file alone");
    // A frame whose checksum no longer chains ends the log there: what follows is not read.
    let mut cut = wal.clone();
    cut[32 + 24 + 100] ^= 0xff;
    assert_eq!(
        late_rows(&scan_pages(&file, &cut)),
        (0, 0),
        "a spoilt first frame"
    );
    // Page 1 of the file damaged: the page size comes from the -wal's header.
    let mut spoilt = file.clone();
    spoilt[..PAGE].fill(0x5a);
    assert_eq!(
        late_rows(&scan_pages(&spoilt, &wal)),
        (1, 40),
        "page 1 damaged"
    );
}

#[test]
fn a_damaged_page_1_loses_no_game() {
    let (source, games) = source();
    assert_eq!(salvage_after(source.path(), &games, &[1], "page 1"), 40);
}

#[test]
fn a_damaged_root_page_of_the_games_loses_no_game() {
    let (source, games) = source();
    let root = root_page(&source.path().join(DB_FILE), "games");
    assert_eq!(
        salvage_after(source.path(), &games, &[root], "the games' root"),
        40
    );
}

#[test]
fn a_damaged_root_page_of_the_actions_loses_only_the_actions_on_it() {
    let (source, games) = source();
    let root = root_page(&source.path().join(DB_FILE), "actions");
    // The log is a WITHOUT ROWID table: its root holds some rows itself (those are lost).
    let on_root: BTreeSet<i64> = pages_of(&scan_pages(
        &std::fs::read(source.path().join(DB_FILE)).unwrap(),
        &[],
    ))
    .into_iter()
    .filter(|(_, (pages, _))| pages.contains(&(root as u32)))
    .map(|(id, _)| id)
    .collect();
    let whole = salvage_after(source.path(), &games, &[root], "the actions' root");
    assert_eq!(whole, 40 - on_root.len());
}

#[test]
fn a_damaged_root_page_of_the_snapshots_loses_no_game() {
    let (source, games) = source();
    let root = root_page(&source.path().join(DB_FILE), "snapshots");
    assert_eq!(
        salvage_after(source.path(), &games, &[root], "the snapshots' root"),
        40
    );
}

#[test]
fn page_1_and_the_games_and_snapshots_roots_damaged_at_once_lose_no_game() {
    let (source, games) = source();
    let db = source.path().join(DB_FILE);
    let mut hit: Vec<usize> = ["games", "snapshots", "sqlite_sequence", "meta"]
        .iter()
        .map(|t| root_page(&db, t))
        .collect();
    hit.push(1);
    assert_eq!(
        salvage_after(source.path(), &games, &hit, "page 1 and roots"),
        40
    );
}

#[test]
fn a_deleted_game_left_on_a_freed_page_stays_deleted() {
    let dir = tempfile::tempdir().unwrap();
    let (kept, deleted) = {
        let (mut store, _) = Store::open_in(dir.path()).unwrap();
        let ids = common::fill(&mut store, 2, 300);
        store.delete(ids[1]).unwrap();
        (ids[0], ids[1])
    };
    let db = dir.path().join(DB_FILE);
    // The deleted game's rows are still on its freed pages (SQLite does not wipe them).
    let bytes = std::fs::read(&db).unwrap();
    let text = String::from_utf8_lossy(&bytes);
    assert!(
        text.contains(r#""n":299,"#),
        "the freed pages keep the rows"
    );
    let rows = scan_pages(&bytes, &[]);
    assert!(
        rows.actions.iter().all(|a| a.game_id == kept),
        "not read from freed pages"
    );
    let root = root_page(&db, "actions");
    spoil(&db, &[root], 9);
    let (_, recovery) = Store::open_in(dir.path()).unwrap();
    let named: Vec<i64> = recovery.unwrap().games.iter().map(|g| g.id).collect();
    assert_eq!(named, vec![kept], "game {deleted} does not come back");
}

/// The pages each game's rows sit on, in the undamaged file: (record and actions, all rows).
fn pages_of(rows: &PageRows) -> BTreeMap<i64, (BTreeSet<u32>, BTreeSet<u32>)> {
    let mut of: BTreeMap<i64, (BTreeSet<u32>, BTreeSet<u32>)> = BTreeMap::new();
    for r in &rows.records {
        let e = of.entry(r.id).or_default();
        e.0.extend(&r.pages);
        e.1.extend(&r.pages);
    }
    for a in &rows.actions {
        let e = of.entry(a.game_id).or_default();
        e.0.extend(&a.pages);
        e.1.extend(&a.pages);
    }
    for s in &rows.snapshots {
        of.entry(s.game_id).or_default().1.extend(&s.pages);
    }
    of
}

#[test]
fn twenty_random_damaged_pages_of_forty_games_lose_no_game_whose_rows_are_intact() {
    let (source, games) = source();
    let db = source.path().join(DB_FILE);
    let total = std::fs::metadata(&db).unwrap().len() as usize / PAGE;
    assert!(total >= 200, "{total} pages");
    let truth = pages_of(&scan_pages(&std::fs::read(&db).unwrap(), &[]));
    // Each game's rows per row, to tell whether any one of them is intact.
    let rows = scan_pages(&std::fs::read(&db).unwrap(), &[]);
    let mut totals = BTreeMap::new();
    let mut failures = Vec::new();
    for seed in 1..=20u32 {
        let dir = copy_of(source.path());
        let hit: BTreeSet<u32> = random_pages(total, 20, seed)
            .iter()
            .map(|&p| p as u32)
            .collect();
        spoil(
            &dir.path().join(DB_FILE),
            &hit.iter().map(|&p| p as usize).collect::<Vec<_>>(),
            seed,
        );
        let intact = |pages: &[u32]| pages.iter().all(|p| !hit.contains(p));
        let (store, recovery) = Store::open_in(dir.path()).unwrap();
        let recovery = recovery.expect("the damage is found");
        for (&id, &n) in &games {
            let report = recovery.games.iter().find(|g| g.id == id);
            let (needed, _) = &truth[&id];
            let all_intact = needed.iter().all(|p| !hit.contains(p));
            let any_intact = rows
                .records
                .iter()
                .filter(|r| r.id == id)
                .any(|r| intact(&r.pages))
                || rows
                    .actions
                    .iter()
                    .filter(|a| a.game_id == id)
                    .any(|a| intact(&a.pages))
                || rows
                    .snapshots
                    .iter()
                    .filter(|s| s.game_id == id)
                    .any(|s| intact(&s.pages));
            let whole = report.is_some_and(|g| {
                g.outcome == "whole"
                    && g.recovered == n
                    && store
                        .load(id)
                        .is_ok_and(|saved| saved.actions.len() as u64 == n)
            });
            if any_intact && report.is_none() {
                failures.push(format!(
                    "seed {seed}: game {id} has an intact row but is not named"
                ));
            }
            if all_intact && !whole {
                failures.push(format!(
                    "seed {seed}: game {id}'s rows are intact: {report:?}"
                ));
            }
            let outcome = report.map_or("unnamed", |g| g.outcome.as_str()).to_string();
            *totals.entry(outcome).or_insert(0) += 1;
        }
    }
    eprintln!(
        "20 runs of 20 damaged pages (page 1 included) of {total}, 40 games: {totals:?}; \
         {} failures",
        failures.len()
    );
    assert!(failures.is_empty(), "{failures:#?}");
}
