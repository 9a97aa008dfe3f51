//! Rolling backups of the saved-games database, taken with SQLite's online backup API into
//! `backups/` beside it: one a day (the last 7 days are kept), one before every schema
//! migration and one before every restore. A backup is written under a temporary name and
//! renamed when whole, so a half-written file is never taken for a backup. The daily one is
//! taken by the first write of each day (a host left running takes one every day), and only
//! once there is a game to back up.
//!
//! A restore replaces the games in one transaction, so that a kill leaves either the games
//! as they were or those of the backup, and it never moves the id sequence backward: a game
//! created after a restore (or after undoing one) gets an id no game ever had.

use crate::files;
use crate::{now_ms, schema, GameId, Result, Store, StoreError};
use rusqlite::{params, Connection, OpenFlags, OptionalExtension, TransactionBehavior, MAIN_DB};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use ts_rs::TS;

/// The folder of backups, inside the data directory.
pub const BACKUP_DIR: &str = "backups";

/// How many daily backups are kept.
pub const DAILY_KEPT: usize = 7;

const DAILY: &str = "daily-";
const BEFORE_MIGRATION: &str = "before-schema-";
const BEFORE_RESTORE: &str = "before-restore-";

/// One backup file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct BackupInfo {
    /// Its file name in the backups folder (what `restore_backup` takes).
    pub file: String,
    /// "daily", "before a schema migration" or "before a restore".
    pub kind: String,
    /// When it was taken (Unix milliseconds).
    pub taken_at: i64,
    /// Its size in bytes.
    pub bytes: u64,
}

/// The civil date (year, month, day) of a Unix day number (Howard Hinnant's algorithm).
fn civil_date(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

/// Today's daily backup's file name, in UTC.
fn daily_name(now_ms: i64) -> String {
    let (y, m, d) = civil_date(now_ms.div_euclid(86_400_000));
    format!("{DAILY}{y:04}-{m:02}-{d:02}.sqlite")
}

/// Copies the open database `conn` into `dir/name` (online backup API), whole or not at all.
pub(crate) fn backup_to(conn: &Connection, dir: &Path, name: &str) -> Result<PathBuf> {
    files::create_dir_all(dir)?;
    let target = dir.join(name);
    let partial = dir.join(format!(".{name}.partial"));
    remove_db_files(&partial);
    conn.backup(MAIN_DB, &partial, None::<fn(rusqlite::backup::Progress)>)?;
    files::sync(&partial)?;
    files::rename(&partial, &target)?;
    crate::journal::sync_dir(dir);
    Ok(target)
}

/// Removes a database file and its journals, if there.
pub(crate) fn remove_db_files(path: &Path) {
    let _ = files::remove_file(path);
    for suffix in ["-journal", "-wal", "-shm"] {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        let _ = files::remove_file(PathBuf::from(name));
    }
}

/// Removes what a kill during a backup or a restore left in the backups folder.
pub(crate) fn clean_leftovers(dir: &Path) {
    let Ok(entries) = files::list(dir) else {
        return;
    };
    for entry in entries {
        let name = entry.name;
        if name.starts_with('.') && (name.contains(".partial") || name.starts_with(RESTORING)) {
            let _ = files::remove_file(&entry.path);
        }
    }
}

/// The working copy of a backup being restored, in the backups folder.
const RESTORING: &str = ".restoring.sqlite";

/// A copy of `conn` taken before it is migrated from schema `from`.
pub(crate) fn before_migration(conn: &Connection, data_dir: &Path, from: i64) -> Result<PathBuf> {
    let name = format!(
        "{BEFORE_MIGRATION}{from}-to-{}-{}.sqlite",
        schema::current_version(),
        now_ms()
    );
    backup_to(conn, &data_dir.join(BACKUP_DIR), &name)
}

fn kind_of(file: &str) -> Option<&'static str> {
    if !file.ends_with(".sqlite") {
        return None;
    }
    if file.starts_with(DAILY) {
        Some("daily")
    } else if file.starts_with(BEFORE_MIGRATION) {
        Some("before a schema migration")
    } else if file.starts_with(BEFORE_RESTORE) {
        Some("before a restore")
    } else {
        None
    }
}

impl Store {
    /// The backups folder.
    pub fn backup_dir(&self) -> PathBuf {
        self.path
            .parent()
            .unwrap_or_else(|| Path::new("."))
            .join(BACKUP_DIR)
    }

    /// Takes today's daily backup unless it exists or there is no game to back up yet, and
    /// keeps only the last `DAILY_KEPT`. Called after every write and at opening.
    pub fn daily_backup(&mut self) -> Result<Option<PathBuf>> {
        if !self.holds_dir() {
            return Ok(None);
        }
        let dir = self.backup_dir();
        let name = daily_name(self.now());
        if files::exists(&dir.join(&name)) {
            return Ok(None);
        }
        let any: bool = self
            .conn
            .query_row("SELECT EXISTS (SELECT 1 FROM games)", [], |r| r.get(0))?;
        if !any {
            return Ok(None);
        }
        let taken = backup_to(&self.conn, &dir, &name)?;
        self.prune_daily()?;
        Ok(Some(taken))
    }

    /// Keeps only the last `DAILY_KEPT` daily backups.
    pub(crate) fn prune_daily(&self) -> Result<()> {
        let dir = self.backup_dir();
        let mut daily: Vec<String> = self
            .backups()?
            .into_iter()
            .filter(|b| b.file.starts_with(DAILY))
            .map(|b| b.file)
            .collect();
        // Their names sort by date.
        daily.sort();
        while daily.len() > DAILY_KEPT {
            let oldest = daily.remove(0);
            files::remove_file(dir.join(oldest))?;
        }
        Ok(())
    }

    /// Every backup, newest first.
    pub fn backups(&self) -> Result<Vec<BackupInfo>> {
        let dir = self.backup_dir();
        let Ok(entries) = files::list(&dir) else {
            return Ok(Vec::new());
        };
        let mut out = Vec::new();
        for entry in entries {
            let file = entry.name;
            let Some(kind) = kind_of(&file) else { continue };
            let bytes = entry.len?;
            let taken_at = entry
                .modified
                .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                .map_or(0, |d| d.as_millis() as i64);
            out.push(BackupInfo {
                file,
                kind: kind.to_string(),
                taken_at,
                bytes,
            });
        }
        out.sort_by(|a, b| b.taken_at.cmp(&a.taken_at).then(b.file.cmp(&a.file)));
        Ok(out)
    }

    /// Replaces every saved game with those of backup `file` (a name from `backups`), after
    /// taking a backup of the games as they are now; returns the ids of the games it removed
    /// (those the backup does not hold). A file that is not one of the backups, is damaged, or
    /// comes from a newer build is refused and nothing changes. The backup file itself is
    /// only read: a working copy is brought to the current schema.
    pub fn restore_backup(&mut self, file: &str) -> Result<Vec<GameId>> {
        let refuse = |why: String| StoreError::Backup(why);
        if kind_of(file).is_none() || file.contains(['/', '\\']) || file.starts_with('.') {
            return Err(refuse(format!("“{file}” is not one of the backups")));
        }
        let dir = self.backup_dir();
        let source = dir.join(file);
        if !files::is_file(&source) {
            return Err(refuse(format!("there is no backup “{file}”")));
        }
        {
            let conn = Connection::open_with_flags(&source, OpenFlags::SQLITE_OPEN_READ_ONLY)
                .map_err(|e| refuse(format!("“{file}” cannot be opened: {e}")))?;
            let check: String = conn
                .query_row("PRAGMA quick_check", [], |r| r.get(0))
                .map_err(|e| refuse(format!("“{file}” is not a readable database: {e}")))?;
            if check != "ok" {
                return Err(refuse(format!("“{file}” is damaged: {check}")));
            }
            let v = schema::version(&conn).map_err(|e| refuse(e.to_string()))?;
            if v > schema::current_version() {
                return Err(refuse(format!(
                    "“{file}” was written by a newer version of Epochs (schema {v})"
                )));
            }
        }
        // A working copy, brought to the current schema with every checksum.
        let copy = dir.join(RESTORING);
        remove_db_files(&copy);
        {
            let src = Connection::open_with_flags(&source, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
            src.backup(MAIN_DB, &copy, None::<fn(rusqlite::backup::Progress)>)?;
            let mut conn = Connection::open(&copy)?;
            schema::migrate(&mut conn)?;
            crate::games::fill_checksums(&mut conn)?;
        }
        backup_to(
            &self.conn,
            &dir,
            &format!("{BEFORE_RESTORE}{}.sqlite", now_ms()),
        )?;
        let result = self.replace_games_from(&copy);
        remove_db_files(&copy);
        result
    }

    /// Replaces the games with those of the database at `copy` (current schema), in one
    /// transaction that also moves the id sequence to the highest either ever handed out.
    fn replace_games_from(&mut self, copy: &Path) -> Result<Vec<GameId>> {
        let attach = copy.to_string_lossy().into_owned();
        self.conn
            .execute("ATTACH DATABASE ?1 AS restored", params![attach])?;
        let max_id = self.max_id;
        let result = (|| -> Result<(Vec<GameId>, i64, i64)> {
            let tx = self
                .conn
                .transaction_with_behavior(TransactionBehavior::Immediate)?;
            let removed: Vec<GameId> = {
                let mut stmt = tx.prepare(
                    "SELECT id FROM main.games WHERE id NOT IN (SELECT id FROM restored.games)
                     ORDER BY id",
                )?;
                let ids = stmt.query_map([], |r| r.get(0))?;
                ids.collect::<rusqlite::Result<_>>()?
            };
            let sequence = |schema: &str| -> rusqlite::Result<i64> {
                Ok(tx
                    .query_row(
                        &format!("SELECT seq FROM {schema}.sqlite_sequence WHERE name = 'games'"),
                        [],
                        |r| r.get::<_, i64>(0),
                    )
                    .optional()?
                    .unwrap_or(0))
            };
            let highest_restored: i64 =
                tx.query_row("SELECT COALESCE(MAX(id), 0) FROM restored.games", [], |r| {
                    r.get(0)
                })?;
            let next = sequence("main")?
                .max(sequence("restored")?)
                .max(highest_restored)
                .max(max_id);
            tx.execute_batch(
                "DELETE FROM main.snapshots; DELETE FROM main.actions; DELETE FROM main.games;
                 INSERT INTO main.games (id, name, game, setup, seats, created_at, updated_at,
                     finished, preview, log_len, log_sum, checksum)
                   SELECT id, name, game, setup, seats, created_at, updated_at, finished,
                     preview, log_len, log_sum, checksum FROM restored.games;
                 INSERT INTO main.actions (game_id, seq, seat, action, created_at, checksum)
                   SELECT game_id, seq, seat, action, created_at, checksum FROM restored.actions;
                 INSERT INTO main.snapshots (game_id, seq, state, checksum)
                   SELECT game_id, seq, state, checksum FROM restored.snapshots;",
            )?;
            set_sequence(&tx, next)?;
            let writes: i64 = tx.query_row(
                "UPDATE main.meta SET value = value + 1 WHERE key = 'writes' RETURNING value",
                [],
                |r| r.get(0),
            )?;
            tx.commit()?;
            Ok((removed, writes, next))
        })();
        let _ = self.conn.execute("DETACH DATABASE restored", []);
        let (removed, writes, next) = result?;
        self.note_id(next);
        self.record_writes(writes.max(0) as u64);
        Ok(removed)
    }
}

/// Moves the games' id sequence to at least `next` (the next game gets a higher id).
pub(crate) fn set_sequence(conn: &Connection, at_least: i64) -> rusqlite::Result<()> {
    let changed = conn.execute(
        "UPDATE main.sqlite_sequence SET seq = MAX(seq, ?1) WHERE name = 'games'",
        params![at_least],
    )?;
    if changed == 0 {
        conn.execute(
            "INSERT INTO main.sqlite_sequence (name, seq) VALUES ('games', ?1)",
            params![at_least],
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_named_by_their_civil_date() {
        assert_eq!(daily_name(0), "daily-1970-01-01.sqlite");
        assert_eq!(daily_name(951_782_400_000), "daily-2000-02-29.sqlite");
        assert_eq!(daily_name(1_795_564_800_000 - 1), "daily-2026-11-24.sqlite");
        assert_eq!(daily_name(1_795_564_800_000), "daily-2026-11-25.sqlite");
    }
}
