//! Rolling backups of the saved-games database, taken with SQLite's online backup API into
//! `backups/` beside it: one a day (the last 7 days are kept), one before every schema
//! migration and one before every restore. A backup is written under a temporary name and
//! renamed when whole, so a half-written file is never taken for a backup.

use crate::{now_ms, schema, Result, Store, StoreError};
use rusqlite::{Connection, OpenFlags, MAIN_DB};
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
    std::fs::create_dir_all(dir)?;
    let target = dir.join(name);
    let partial = dir.join(format!(".{name}.partial"));
    let _ = std::fs::remove_file(&partial);
    conn.backup(MAIN_DB, &partial, None)?;
    std::fs::rename(&partial, &target)?;
    Ok(target)
}

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

    /// Takes today's daily backup unless it exists, and keeps only the last `DAILY_KEPT`.
    pub fn daily_backup(&self) -> Result<Option<PathBuf>> {
        let dir = self.backup_dir();
        let name = daily_name(now_ms());
        let taken = if dir.join(&name).exists() {
            None
        } else {
            Some(backup_to(&self.conn, &dir, &name)?)
        };
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
            std::fs::remove_file(dir.join(oldest))?;
        }
        Ok(taken)
    }

    /// Every backup, newest first.
    pub fn backups(&self) -> Result<Vec<BackupInfo>> {
        let dir = self.backup_dir();
        let Ok(entries) = std::fs::read_dir(&dir) else {
            return Ok(Vec::new());
        };
        let mut out = Vec::new();
        for entry in entries.flatten() {
            let file = entry.file_name().to_string_lossy().into_owned();
            let Some(kind) = kind_of(&file) else { continue };
            let meta = entry.metadata()?;
            let taken_at = meta
                .modified()
                .ok()
                .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                .map_or(0, |d| d.as_millis() as i64);
            out.push(BackupInfo {
                file,
                kind: kind.to_string(),
                taken_at,
                bytes: meta.len(),
            });
        }
        out.sort_by(|a, b| b.taken_at.cmp(&a.taken_at).then(b.file.cmp(&a.file)));
        Ok(out)
    }

    /// Replaces every saved game with those of backup `file` (a name from `backups`), after
    /// taking a backup of the games as they are now. A file that is not one of the backups,
    /// is damaged, or comes from a newer build is refused and nothing changes.
    pub fn restore_backup(&mut self, file: &str) -> Result<()> {
        let refuse = |why: String| StoreError::Backup(why);
        if kind_of(file).is_none() || file.contains(['/', '\\']) || file.starts_with('.') {
            return Err(refuse(format!("“{file}” is not one of the backups")));
        }
        let source = self.backup_dir().join(file);
        if !source.is_file() {
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
        backup_to(
            &self.conn,
            &self.backup_dir(),
            &format!("{BEFORE_RESTORE}{}.sqlite", now_ms()),
        )?;
        self.conn
            .restore(MAIN_DB, &source, None::<fn(rusqlite::backup::Progress)>)?;
        // A backup from before a migration is brought up to date.
        schema::migrate(&mut self.conn)?;
        crate::fill_checksums(&mut self.conn)?;
        Ok(())
    }
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
