//! Recovering from a damaged database in steps that a kill at any moment can't spoil:
//!
//! 1. The journal (`recovery.json`) records where the damaged file goes, and why.
//! 2. The file and its `-wal`/`-shm`/`-journal` are renamed there (bytes untouched).
//! 3. What it still holds is read, read-only, and saved into a temporary file
//!    (`epochs.sqlite.salvage`), each game under its own id, the id sequence past every id
//!    seen; the file is closed and flushed whole.
//! 4. The journal records the report, then the temporary file is renamed into place.
//!
//! A restart during 1-3 does 2-4 again from the journal (the temporary file is started
//! afresh), one during 4 finishes the rename; either way the same games come back and the
//! same report is given. The report stays in the journal until the user has seen it.

use crate::backup::{remove_db_files, set_sequence};
use crate::files;
use crate::highwater::Marks;
use crate::journal::{self, Journal};
use crate::salvage::{read_copy, read_damaged, record_from_backups, SalvagedGame};
use crate::salvaged::SalvagedRecord;
use crate::{
    now_ms, schema, ActionRecord, NewGame, Recovery, Result, SalvageReport, Store, StoreError,
};
use rusqlite::{params, Connection, OpenFlags};
use std::path::{Path, PathBuf};

/// The temporary file a salvage is written to, inside the data directory.
pub const SALVAGE_FILE: &str = "epochs.sqlite.salvage";

/// How much of a salvaged game replays, as its replayer found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayed {
    /// How many of the salvaged actions (from the first) replay.
    pub kept: usize,
    /// The saved-games list's preview of the game after them.
    pub preview: String,
    /// Whether the game is over after them.
    pub finished: bool,
    /// Why the others do not replay, when some do not.
    pub why: Option<String>,
}

/// Replays a salvaged game's actions before they are saved again (the table replays them
/// through the rules; the store alone knows none).
pub trait Replayer {
    /// How much of `actions` (every one passed its checksum) replays from `record`'s setup;
    /// an error when the game can't even start.
    fn replay(
        &mut self,
        record: &SalvagedRecord,
        actions: &[ActionRecord],
    ) -> std::result::Result<Replayed, String>;
}

/// The store's own replayer: keeps every action that passed its checksum.
pub struct KeepChecked;

impl Replayer for KeepChecked {
    fn replay(
        &mut self,
        _: &SalvagedRecord,
        actions: &[ActionRecord],
    ) -> std::result::Result<Replayed, String> {
        Ok(Replayed {
            kept: actions.len(),
            preview: "{}".into(),
            finished: false,
            why: None,
        })
    }
}

/// Why an existing database can't be used.
pub(crate) enum Unusable {
    /// Written by a newer build (its schema version): to be left alone.
    Newer(i64),
    /// Locked by another program: to be left alone.
    Locked,
    /// Not a database, or damaged: to be moved aside.
    Damaged(String),
    /// A read-only connection can't tell (its `-wal` needs recovering, which writes).
    CannotJudge,
    /// It could not be checked at all (a copy to check could not be made): left alone.
    Unchecked(std::io::Error),
}

/// Checks the database at `path` through a connection opened with `flags`.
fn check_with(path: &Path, flags: OpenFlags) -> std::result::Result<(), Unusable> {
    // A database another program holds locked is not damaged: it must never be moved aside.
    let why = |e: rusqlite::Error, what: &str| match e.sqlite_error_code() {
        Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked) => {
            Unusable::Locked
        }
        Some(rusqlite::ErrorCode::ReadOnly)
            if !flags.contains(OpenFlags::SQLITE_OPEN_READ_WRITE) =>
        {
            Unusable::CannotJudge
        }
        _ => Unusable::Damaged(format!("{what}: {e}")),
    };
    let conn = Connection::open_with_flags(path, flags)
        .map_err(|e| why(e, "cannot be opened as a database"))?;
    let _ = conn.busy_timeout(std::time::Duration::from_secs(2));
    // The version first: a newer build's database is not ours to judge.
    match schema::version(&conn) {
        Ok(v) if v > schema::current_version() => return Err(Unusable::Newer(v)),
        Err(e) => {
            if let u @ (Unusable::Locked | Unusable::CannotJudge) = why(e, "") {
                return Err(u);
            }
        }
        _ => {}
    }
    let check: String = conn
        .query_row("PRAGMA quick_check", [], |r| r.get(0))
        .map_err(|e| why(e, "is not a readable SQLite database"))?;
    if check != "ok" {
        return Err(Unusable::Damaged(format!(
            "failed its integrity check: {check}"
        )));
    }
    schema::version(&conn).map_err(|e| why(e, "has no readable schema version"))?;
    Ok(())
}

/// What a database's file needs beside it to be read as it stands: its `-wal` (the desktop),
/// or its rollback `-journal` (a browser; hot after a kill mid-commit, and then rolled back
/// by whoever opens the file next). Not the `-shm`, which is rebuilt.
const COMPANIONS: [&str; 2] = ["-wal", "-journal"];

/// Copies the database at `path` with its `-wal` or `-journal` (`COMPANIONS`) to `copy`, for
/// reading it read-write without touching it.
pub(crate) fn copy_with_wal(path: &Path, copy: &Path) -> std::io::Result<()> {
    remove_db_files(copy);
    files::copy(path, copy)?;
    for suffix in COMPANIONS {
        let companion = with_suffix(path, suffix);
        if files::exists(&companion) {
            files::copy(&companion, with_suffix(copy, suffix))?;
        }
    }
    Ok(())
}

/// Whether an existing file is a sound database this build can use. The file and its
/// `-wal` are never written: it is checked read-only, or, when a read-only connection can't
/// tell (a `-wal` to recover), on a copy of both.
pub(crate) fn check_usable(path: &Path) -> std::result::Result<(), Unusable> {
    match check_with(path, OpenFlags::SQLITE_OPEN_READ_ONLY) {
        Err(Unusable::CannotJudge) => {}
        other => return other,
    }
    let dir = path.parent().unwrap_or_else(|| Path::new("."));
    let copy = dir.join(CHECK_FILE);
    let result = copy_with_wal(path, &copy)
        .map_err(Unusable::Unchecked)
        .and_then(|()| {
            check_with(
                &copy,
                OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
            )
        });
    remove_db_files(&copy);
    result
}

/// The copy a database is checked or read on when it can't be read-only.
pub(crate) const CHECK_FILE: &str = ".epochs-check.sqlite";

/// `path` with `suffix` added to its file name.
fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// Renames the damaged database and its `-wal`/`-shm`/`-journal` to `moved_to`; what was
/// already moved stays where it is. The file goes last: a journal left behind would be
/// rolled back into the fresh file put in its place.
fn move_aside(path: &Path, moved_to: &Path) -> Result<()> {
    for suffix in ["-wal", "-shm", "-journal", ""] {
        let from = with_suffix(path, suffix);
        let to = with_suffix(moved_to, suffix);
        if files::exists(&from) && !files::exists(&to) {
            files::rename(&from, &to)?;
        }
    }
    if let Some(dir) = path.parent() {
        journal::sync_dir(dir);
    }
    Ok(())
}

/// Finishes or starts a recovery in `dir`: the recovery whose report is still unseen, if any.
pub(crate) fn recover(
    dir: &Path,
    path: &Path,
    replayer: &mut dyn Replayer,
    marks: Marks,
) -> Result<Option<Recovery>> {
    let mut pending = None;
    match journal::read(dir) {
        Some(Journal::Salvaging { moved_to, reason }) => {
            // Beside the database, wherever the data directory has been moved since.
            let moved_to = match moved_to.file_name() {
                Some(name) => dir.join(name),
                None => moved_to,
            };
            return salvage(dir, path, moved_to, reason, replayer, marks).map(Some);
        }
        Some(Journal::Salvaged { recovery }) => {
            finish_rename(dir, path)?;
            pending = Some(recovery);
        }
        None => {}
    }
    if !files::exists(path) {
        return Ok(pending);
    }
    match check_usable(path) {
        Ok(()) => Ok(pending),
        Err(Unusable::Newer(found)) => Err(StoreError::Newer {
            path: path.to_path_buf(),
            found,
            known: schema::current_version(),
        }),
        Err(Unusable::Locked) => Err(StoreError::Locked {
            path: path.to_path_buf(),
        }),
        Err(Unusable::Unchecked(e)) => Err(StoreError::Io(e)),
        Err(Unusable::CannotJudge) => Err(StoreError::Locked {
            path: path.to_path_buf(),
        }),
        Err(Unusable::Damaged(reason)) => {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| crate::DB_FILE.to_string());
            let moved_to = path.with_file_name(format!("{name}.damaged-{}", now_ms()));
            journal::write(
                dir,
                &Journal::Salvaging {
                    moved_to: moved_to.clone(),
                    reason: reason.clone(),
                },
            )?;
            salvage(dir, path, moved_to, reason, replayer, marks).map(Some)
        }
    }
}

/// Renames a whole salvaged file into place, if it is not there yet.
fn finish_rename(dir: &Path, path: &Path) -> Result<()> {
    let tmp = dir.join(SALVAGE_FILE);
    if files::exists(&tmp) {
        files::rename(&tmp, path)?;
        journal::sync_dir(dir);
    }
    Ok(())
}

/// Steps 2-4: sets the damaged file aside, salvages it into a temporary file, records the
/// report, renames the file into place.
fn salvage(
    dir: &Path,
    path: &Path,
    moved_to: PathBuf,
    reason: String,
    replayer: &mut dyn Replayer,
    marks: Marks,
) -> Result<Recovery> {
    move_aside(path, &moved_to)?;
    // Read on a copy with its -wal (so that the -wal's frames count) or its hot journal
    // (rolled back there), never on the file.
    let copy = dir.join(CHECK_FILE);
    let scan = match copy_with_wal(&moved_to, &copy) {
        Ok(()) => read_copy(&copy, &moved_to),
        Err(_) => read_damaged(&moved_to),
    };
    remove_db_files(&copy);
    let tmp = dir.join(SALVAGE_FILE);
    remove_db_files(&tmp);
    let games = {
        let mut fresh = Store::temporary(&tmp)?;
        let reports: Vec<SalvageReport> = scan
            .games
            .iter()
            .map(|g| salvage_one(&mut fresh, g, replayer, &dir.join(crate::BACKUP_DIR)))
            .collect();
        let highest = scan.highest_id.max(marks.max_id);
        let writes = scan.writes.unwrap_or(0).max(marks.writes);
        set_sequence(&fresh.conn, highest)?;
        fresh.conn.execute(
            "UPDATE meta SET value = ?1 WHERE key = 'writes'",
            params![writes as i64],
        )?;
        reports
    };
    files::sync(&tmp)?;
    let recovery = Recovery {
        moved_to,
        reason,
        games,
    };
    journal::write(
        dir,
        &Journal::Salvaged {
            recovery: recovery.clone(),
        },
    )?;
    finish_rename(dir, path)?;
    Ok(recovery)
}

/// Saves what replays of one salvaged game under its own id, and says what became of it.
fn salvage_one(
    store: &mut Store,
    g: &SalvagedGame,
    replayer: &mut dyn Replayer,
    backups: &Path,
) -> SalvageReport {
    let lost = |name: String, why: String| SalvageReport {
        id: g.id,
        name,
        recovered: 0,
        lost: Some(g.logged.unwrap_or(g.readable)),
        outcome: "lost".into(),
        why: Some(why),
    };
    // A record the damaged file lost may be in a backup, when the game is older than it.
    let from_backup = match (&g.record, g.actions.is_empty()) {
        (None, false) => record_from_backups(backups, g.id),
        _ => None,
    };
    let record = match (&g.record, &from_backup) {
        (Some(r), _) | (None, Some((r, _))) => r,
        (None, None) => {
            let why = g
                .record_trouble
                .clone()
                .unwrap_or_else(|| "its record could not be read".into());
            return lost(format!("Game {}", g.id), why);
        }
    };
    let replayed = match replayer.replay(record, &g.actions) {
        Ok(r) => r,
        Err(why) => return lost(record.name.clone(), why),
    };
    let kept = replayed.kept.min(g.actions.len());
    let saved = store.insert_game(
        Some(g.id),
        &NewGame {
            name: record.name.clone(),
            game: record.game.clone(),
            setup: record.setup.clone(),
            seats: record.seats.clone(),
            preview: replayed.preview.clone(),
        },
        &g.actions[..kept],
        replayed.finished,
        record.created_at,
    );
    if let Err(e) = saved {
        return lost(
            record.name.clone(),
            format!("it could not be saved again: {e}"),
        );
    }
    let recovered = kept as u64;
    let whole = g.logged == Some(recovered) && replayed.why.is_none();
    let why = if whole {
        None
    } else {
        let why = replayed
            .why
            .or_else(|| g.stopped.clone())
            .unwrap_or_else(|| "how many actions it had could not be read".into());
        Some(match &from_backup {
            Some((_, file)) => format!("{why}; its record was taken from the backup {file}"),
            None => why,
        })
    };
    SalvageReport {
        id: g.id,
        name: record.name.clone(),
        recovered,
        lost: g.logged.map(|l| l.saturating_sub(recovered)),
        outcome: if whole { "whole" } else { "partly" }.into(),
        why,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sound_database_is_checked_read_only_without_a_copy_once_closed() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(crate::DB_FILE);
        {
            let (mut store, _) = Store::open_in(dir.path()).unwrap();
            store
                .create_game(&crate::NewGame {
                    name: "a".into(),
                    game: "khronos".into(),
                    setup: "{}".into(),
                    seats: "[]".into(),
                    preview: "{}".into(),
                })
                .unwrap();
            // Open: the store holds the file locked, and a check is refused, not judged.
            assert!(matches!(
                check_with(&path, OpenFlags::SQLITE_OPEN_READ_ONLY),
                Err(Unusable::Locked)
            ));
        }
        // Closed cleanly: no -wal left.
        assert!(check_with(&path, OpenFlags::SQLITE_OPEN_READ_ONLY).is_ok());
    }

    #[test]
    fn a_wal_without_its_shm_is_checked_on_a_copy_and_the_file_is_not_written() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(crate::DB_FILE);
        let (mut store, _) = Store::open_in(dir.path()).unwrap();
        store
            .create_game(&crate::NewGame {
                name: "a".into(),
                game: "khronos".into(),
                setup: "{}".into(),
                seats: "[]".into(),
                preview: "{}".into(),
            })
            .unwrap();
        // As a kill leaves it, then the -shm removed: the -wal must be recovered to be read.
        let killed = tempfile::tempdir().unwrap();
        let db = killed.path().join(crate::DB_FILE);
        std::fs::copy(&path, &db).unwrap();
        std::fs::copy(with_suffix(&path, "-wal"), with_suffix(&db, "-wal")).unwrap();
        drop(store);
        let before = (
            std::fs::read(&db).unwrap(),
            std::fs::read(with_suffix(&db, "-wal")).unwrap(),
        );
        assert!(matches!(
            check_with(&db, OpenFlags::SQLITE_OPEN_READ_ONLY),
            Ok(()) | Err(Unusable::CannotJudge)
        ));
        assert!(check_usable(&db).is_ok());
        let after = (
            std::fs::read(&db).unwrap(),
            std::fs::read(with_suffix(&db, "-wal")).unwrap(),
        );
        assert!(before == after, "neither the file nor its -wal was written");
    }

    #[test]
    fn a_hot_rollback_journal_is_checked_with_its_file_and_moved_with_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(crate::DB_FILE);
        let journal = with_suffix(&path, "-journal");
        {
            let conn = Connection::open(&path).unwrap();
            conn.pragma_update(None, "journal_mode", "DELETE").unwrap();
            conn.execute_batch(
                "CREATE TABLE t (x INTEGER, pad BLOB);
                 WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
                 INSERT INTO t SELECT 0, zeroblob(500) FROM n;",
            )
            .unwrap();
        }
        // A transaction too big for the cache spills its pages into the file before it
        // commits, its journal hot beside it: a kill now leaves both so (as a browser's tab
        // killed mid-commit does). The file alone holds half the transaction.
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch("PRAGMA cache_size = 10; BEGIN; UPDATE t SET x = 1;")
            .unwrap();
        let killed = tempfile::tempdir().unwrap();
        let db = killed.path().join(crate::DB_FILE);
        std::fs::copy(&path, &db).unwrap();
        std::fs::copy(&journal, with_suffix(&db, "-journal")).unwrap();
        drop(conn);
        let before = std::fs::read(&db).unwrap();
        assert!(check_usable(&db).is_ok());
        assert_eq!(
            std::fs::read(&db).unwrap(),
            before,
            "the file was not written"
        );
        // A copy has the journal: it reads as committed, none of the transaction in it.
        let copy = killed.path().join("copy.sqlite");
        copy_with_wal(&db, &copy).unwrap();
        let changed: i64 = Connection::open(&copy)
            .unwrap()
            .query_row("SELECT SUM(x) FROM t", [], |r| r.get(0))
            .unwrap();
        assert_eq!(changed, 0);
        // Set aside, the journal goes with the file: none is left to roll back into the
        // fresh file put in its place.
        let moved = killed.path().join("moved.sqlite");
        move_aside(&db, &moved).unwrap();
        assert!(!with_suffix(&db, "-journal").exists());
        assert!(with_suffix(&moved, "-journal").exists());
    }
}
