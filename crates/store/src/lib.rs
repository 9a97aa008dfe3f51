//! Saved games in one SQLite file: each game is its setup plus an append-only action log,
//! with periodic state snapshots so opening stays fast.
//!
//! The store knows nothing of the rules: setups, actions, snapshots and previews are JSON
//! written and read by the `table` service. Every write is one transaction, committed before
//! the caller is told it happened. A damaged database is moved aside, never overwritten.

mod backup;
mod checksum;
mod salvage;
mod schema;

pub use backup::{BackupInfo, BACKUP_DIR, DAILY_KEPT};
pub use salvage::{read_damaged, SalvagedGame};
pub use schema::{current_version, migrate_to, MIGRATIONS};

use rusqlite::{params, Connection, OpenFlags, OptionalExtension};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};
use ts_rs::TS;

/// The database file name inside a data directory.
pub const DB_FILE: &str = "epochs.sqlite";

/// A saved game's number in the store.
pub type GameId = i64;

/// Why a store operation failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// SQLite reported an error.
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// A file could not be read, written or moved.
    #[error("file error: {0}")]
    Io(#[from] std::io::Error),
    /// No saved game with this id.
    #[error("no saved game {0}")]
    NotFound(GameId),
    /// The action log moved on since the caller last looked.
    #[error("the game has {actual} actions, not {expected}: reload it")]
    Stale {
        /// What the caller expected.
        expected: u64,
        /// What the store holds.
        actual: u64,
    },
    /// No data directory could be found for this platform.
    #[error("no data directory could be found; pass --data-dir")]
    NoDataDir,
    /// Another program holds the database locked: nothing was opened, moved or changed.
    #[error("the saved games in {path} are in use by another program (another copy of Epochs?): close it and try again. Nothing was changed")]
    Locked {
        /// The database file.
        path: PathBuf,
    },
    /// A backup could not be restored (the reason says why); nothing changed.
    #[error("{0}")]
    Backup(String),
    /// The database was written by a newer Epochs: it is left untouched.
    #[error("the saved games in {path} were written by a newer version of Epochs (database schema {found}; this version knows up to {known}). Nothing was opened or changed: use the newer version, or move that file away to start afresh with this one")]
    Newer {
        /// The database file.
        path: PathBuf,
        /// Its schema version.
        found: i64,
        /// The newest this build knows.
        known: i64,
    },
}

/// Shorthand result.
pub type Result<T> = std::result::Result<T, StoreError>;

/// A database that could not be used and was moved aside, and what was recovered from it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Recovery {
    /// Where the damaged file now is.
    #[ts(type = "string")]
    pub moved_to: PathBuf,
    /// What was wrong with it.
    pub reason: String,
    /// Each game found in it, and how much of it was recovered into the fresh database.
    #[serde(default)]
    pub games: Vec<SalvageReport>,
}

/// What became of one game of a damaged database.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SalvageReport {
    /// The game's name.
    pub name: String,
    /// Actions recovered (they replay legally).
    pub recovered: u64,
    /// Actions lost, when the log's length could be read.
    pub lost: Option<u64>,
    /// "whole", "partly" or "lost".
    pub outcome: String,
    /// Why it was not recovered whole.
    pub why: Option<String>,
}

/// What the store keeps about a game besides its actions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Id.
    pub id: GameId,
    /// Display name.
    pub name: String,
    /// "khronos" or "tempus".
    pub game: String,
    /// The engine setup, as JSON.
    pub setup: String,
    /// The seats (names, colours, kinds), as JSON.
    pub seats: String,
    /// Unix milliseconds.
    pub created_at: i64,
    /// Unix milliseconds of the last action.
    pub updated_at: i64,
    /// Whether the game is over.
    pub finished: bool,
    /// A summary for lists (turn, whose move), as JSON.
    pub preview: String,
    /// Number of actions in the log.
    pub actions: u64,
}

/// One logged action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionRecord {
    /// The seat that acted.
    pub seat: u8,
    /// The action, as JSON.
    pub action: String,
}

/// A game as read back: record, latest snapshot and the actions after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// The game's record.
    pub record: GameRecord,
    /// The latest snapshot: (actions folded into it, state JSON).
    pub snapshot: Option<(u64, String)>,
    /// Every action of the log, in order, up to the first whose checksum does not match.
    pub actions: Vec<ActionRecord>,
    /// The number of the first action found damaged (its checksum, or a gap), if any: the
    /// log is whole up to it, and `actions` ends there.
    pub damaged_at: Option<u64>,
}

/// A new game to save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    /// Display name.
    pub name: String,
    /// Game key.
    pub game: String,
    /// Setup JSON.
    pub setup: String,
    /// Seats JSON.
    pub seats: String,
    /// Preview JSON.
    pub preview: String,
}

/// The saved-games database.
pub struct Store {
    conn: Connection,
    path: PathBuf,
}

pub(crate) fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// The platform's data directory for Epochs.
pub fn default_data_dir() -> Result<PathBuf> {
    directories::ProjectDirs::from("org", "Epochs", "Epochs")
        .map(|p| p.data_dir().to_path_buf())
        .ok_or(StoreError::NoDataDir)
}

impl Store {
    /// Opens (or creates) the store in `dir`. A damaged database (not SQLite, or failing its
    /// integrity check) is moved aside and a fresh one is used; the returned `Recovery` says
    /// so (the table then recovers what it can into it). A database from a newer build is
    /// refused (`StoreError::Newer`) and left as it is.
    pub fn open_in(dir: &Path) -> Result<(Store, Option<Recovery>)> {
        std::fs::create_dir_all(dir)?;
        Store::open_file(&dir.join(DB_FILE))
    }

    /// Opens (or creates) the store at `path`, recovering as `open_in` does.
    pub fn open_file(path: &Path) -> Result<(Store, Option<Recovery>)> {
        let mut recovery = None;
        if path.exists() {
            match check_usable(path) {
                Ok(()) => {}
                Err(Unusable::Newer(found)) => {
                    return Err(StoreError::Newer {
                        path: path.to_path_buf(),
                        found,
                        known: schema::current_version(),
                    })
                }
                Err(Unusable::Locked) => {
                    return Err(StoreError::Locked {
                        path: path.to_path_buf(),
                    })
                }
                Err(Unusable::Damaged(reason)) => {
                    let moved_to = move_aside(path)?;
                    recovery = Some(Recovery {
                        moved_to,
                        reason,
                        games: Vec::new(),
                    });
                }
            }
        }
        let mut conn = Connection::open(path)?;
        configure(&conn)?;
        let from = schema::version(&conn)?;
        if from > 0 && from < schema::current_version() {
            let dir = path.parent().unwrap_or_else(|| Path::new("."));
            backup::before_migration(&conn, dir, from)?;
        }
        schema::migrate(&mut conn)?;
        fill_checksums(&mut conn)?;
        let store = Store {
            conn,
            path: path.to_path_buf(),
        };
        // A backup that fails (a full disk) must not keep the games from opening; the next
        // opening tries again.
        let _ = store.daily_backup();
        Ok((store, recovery))
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Saves a new game with an empty log.
    pub fn create_game(&mut self, g: &NewGame) -> Result<GameId> {
        let now = now_ms();
        let tx = self.conn.transaction()?;
        tx.execute(
            "INSERT INTO games (name, game, setup, seats, created_at, updated_at, preview)
             VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6)",
            params![g.name, g.game, g.setup, g.seats, now, g.preview],
        )?;
        let id = tx.last_insert_rowid();
        tx.commit()?;
        Ok(id)
    }

    /// Saves a whole game (an import) in one transaction.
    pub fn import_game(
        &mut self,
        g: &NewGame,
        actions: &[ActionRecord],
        finished: bool,
    ) -> Result<GameId> {
        let now = now_ms();
        let tx = self.conn.transaction()?;
        tx.execute(
            "INSERT INTO games (name, game, setup, seats, created_at, updated_at, preview, finished)
             VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, ?7)",
            params![g.name, g.game, g.setup, g.seats, now, g.preview, finished],
        )?;
        let id = tx.last_insert_rowid();
        {
            let mut insert = tx.prepare(
                "INSERT INTO actions (game_id, seq, seat, action, created_at, checksum) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?;
            let mut sum = checksum::START;
            for (seq, a) in actions.iter().enumerate() {
                sum = checksum::chain(sum, a.seat, &a.action);
                insert.execute(params![id, seq as i64, a.seat, a.action, now, sum])?;
            }
        }
        tx.commit()?;
        Ok(id)
    }

    /// Appends one action as number `seq` (which must be the log's length), updating the
    /// preview, and commits before returning: once this returns, the action is saved.
    pub fn append_action(
        &mut self,
        id: GameId,
        seq: u64,
        action: &ActionRecord,
        preview: &str,
        finished: bool,
    ) -> Result<()> {
        let now = now_ms();
        let tx = self.conn.transaction()?;
        let len = log_len(&tx, id)?;
        if len != seq {
            return Err(StoreError::Stale {
                expected: seq,
                actual: len,
            });
        }
        let previous: i64 = if seq == 0 {
            checksum::START
        } else {
            tx.query_row(
                "SELECT checksum FROM actions WHERE game_id = ?1 AND seq = ?2",
                params![id, seq as i64 - 1],
                |r| r.get::<_, Option<i64>>(0),
            )?
            .unwrap_or(checksum::START)
        };
        let sum = checksum::chain(previous, action.seat, &action.action);
        tx.execute(
            "INSERT INTO actions (game_id, seq, seat, action, created_at, checksum) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![id, seq as i64, action.seat, action.action, now, sum],
        )?;
        tx.execute(
            "UPDATE games SET updated_at = ?2, preview = ?3, finished = ?4 WHERE id = ?1",
            params![id, now, preview, finished],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Removes the actions from number `keep` on (an undo), and snapshots that folded them.
    pub fn truncate(&mut self, id: GameId, keep: u64, preview: &str, finished: bool) -> Result<()> {
        let tx = self.conn.transaction()?;
        exists(&tx, id)?;
        tx.execute(
            "DELETE FROM actions WHERE game_id = ?1 AND seq >= ?2",
            params![id, keep as i64],
        )?;
        tx.execute(
            "DELETE FROM snapshots WHERE game_id = ?1 AND seq > ?2",
            params![id, keep as i64],
        )?;
        tx.execute(
            "UPDATE games SET updated_at = ?2, preview = ?3, finished = ?4 WHERE id = ?1",
            params![id, now_ms(), preview, finished],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Keeps a snapshot of the state after `seq` actions.
    pub fn put_snapshot(&mut self, id: GameId, seq: u64, state: &str) -> Result<()> {
        self.conn.execute(
            "INSERT OR REPLACE INTO snapshots (game_id, seq, state) VALUES (?1, ?2, ?3)",
            params![id, seq as i64, state],
        )?;
        Ok(())
    }

    /// Reads a game back: its record, latest snapshot and action log, checking each action's
    /// checksum; the log ends before the first damaged action (`damaged_at`), and a snapshot
    /// past it is not used.
    pub fn load(&self, id: GameId) -> Result<SavedGame> {
        let record = self.record(id)?;
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, seat, action, checksum FROM actions WHERE game_id = ?1 ORDER BY seq",
        )?;
        let rows = stmt
            .query_map(params![id], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    ActionRecord {
                        seat: r.get(1)?,
                        action: r.get(2)?,
                    },
                    r.get::<_, Option<i64>>(3)?,
                ))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        let mut actions = Vec::with_capacity(rows.len());
        let mut damaged_at = None;
        let mut sum = checksum::START;
        for (seq, action, stored) in rows {
            let n = actions.len() as u64;
            sum = checksum::chain(sum, action.seat, &action.action);
            if seq != n as i64 || stored != Some(sum) {
                damaged_at = Some(n);
                break;
            }
            actions.push(action);
        }
        let last_good = actions.len() as i64;
        let snapshot = self
            .conn
            .query_row(
                "SELECT seq, state FROM snapshots WHERE game_id = ?1 AND seq <= ?2 ORDER BY seq DESC LIMIT 1",
                params![id, last_good],
                |r| Ok((r.get::<_, i64>(0)? as u64, r.get::<_, String>(1)?)),
            )
            .optional()?;
        Ok(SavedGame {
            record,
            snapshot,
            actions,
            damaged_at,
        })
    }

    /// One game's record.
    pub fn record(&self, id: GameId) -> Result<GameRecord> {
        self.conn
            .query_row(
                &format!("{RECORD_SELECT} WHERE g.id = ?1"),
                params![id],
                read_record,
            )
            .optional()?
            .ok_or(StoreError::NotFound(id))
    }

    /// Every saved game, most recently played first.
    pub fn list(&self) -> Result<Vec<GameRecord>> {
        let mut stmt = self.conn.prepare(&format!(
            "{RECORD_SELECT} ORDER BY g.updated_at DESC, g.id DESC"
        ))?;
        let rows = stmt.query_map([], read_record)?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    /// Renames a game.
    pub fn rename(&mut self, id: GameId, name: &str) -> Result<()> {
        let n = self.conn.execute(
            "UPDATE games SET name = ?2 WHERE id = ?1",
            params![id, name],
        )?;
        if n == 0 {
            return Err(StoreError::NotFound(id));
        }
        Ok(())
    }

    /// Replaces a game's seats (names, colours, kinds), as JSON.
    pub fn set_seats(&mut self, id: GameId, seats: &str) -> Result<()> {
        let n = self.conn.execute(
            "UPDATE games SET seats = ?2 WHERE id = ?1",
            params![id, seats],
        )?;
        if n == 0 {
            return Err(StoreError::NotFound(id));
        }
        Ok(())
    }

    /// Deletes a game with its log and snapshots.
    pub fn delete(&mut self, id: GameId) -> Result<()> {
        let n = self
            .conn
            .execute("DELETE FROM games WHERE id = ?1", params![id])?;
        if n == 0 {
            return Err(StoreError::NotFound(id));
        }
        Ok(())
    }

    /// SQLite's own integrity check ("ok" when sound).
    pub fn integrity_check(&self) -> Result<String> {
        Ok(self
            .conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))?)
    }
}

const RECORD_SELECT: &str =
    "SELECT g.id, g.name, g.game, g.setup, g.seats, g.created_at, g.updated_at,
        g.finished, g.preview, (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id)
     FROM games g";

fn read_record(r: &rusqlite::Row<'_>) -> rusqlite::Result<GameRecord> {
    Ok(GameRecord {
        id: r.get(0)?,
        name: r.get(1)?,
        game: r.get(2)?,
        setup: r.get(3)?,
        seats: r.get(4)?,
        created_at: r.get(5)?,
        updated_at: r.get(6)?,
        finished: r.get(7)?,
        preview: r.get(8)?,
        actions: r.get::<_, i64>(9)? as u64,
    })
}

fn exists(conn: &Connection, id: GameId) -> Result<()> {
    let found: Option<i64> = conn
        .query_row("SELECT id FROM games WHERE id = ?1", params![id], |r| {
            r.get(0)
        })
        .optional()?;
    found.map(|_| ()).ok_or(StoreError::NotFound(id))
}

fn log_len(conn: &Connection, id: GameId) -> Result<u64> {
    exists(conn, id)?;
    let n: i64 = conn.query_row(
        "SELECT COUNT(*) FROM actions WHERE game_id = ?1",
        params![id],
        |r| r.get(0),
    )?;
    Ok(n as u64)
}

/// Gives the actions saved before checksums existed theirs, game by game in log order.
pub(crate) fn fill_checksums(conn: &mut Connection) -> Result<()> {
    let games: Vec<i64> = {
        let mut stmt =
            conn.prepare("SELECT DISTINCT game_id FROM actions WHERE checksum IS NULL")?;
        let ids = stmt.query_map([], |r| r.get(0))?;
        ids.collect::<rusqlite::Result<_>>()?
    };
    for game in games {
        let tx = conn.transaction()?;
        {
            let mut read = tx
                .prepare("SELECT seq, seat, action FROM actions WHERE game_id = ?1 ORDER BY seq")?;
            let rows = read
                .query_map(params![game], |r| {
                    Ok((
                        r.get::<_, i64>(0)?,
                        r.get::<_, u8>(1)?,
                        r.get::<_, String>(2)?,
                    ))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            let mut write =
                tx.prepare("UPDATE actions SET checksum = ?3 WHERE game_id = ?1 AND seq = ?2")?;
            let mut sum = checksum::START;
            for (seq, seat, action) in rows {
                sum = checksum::chain(sum, seat, &action);
                write.execute(params![game, seq, sum])?;
            }
        }
        tx.commit()?;
    }
    Ok(())
}

fn configure(conn: &Connection) -> rusqlite::Result<()> {
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    // WAL with NORMAL is durable when the process dies (committed pages are in the WAL
    // file); FULL would add an fsync per action.
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    conn.pragma_update(None, "foreign_keys", true)?;
    Ok(())
}

/// Why an existing database can't be used.
enum Unusable {
    /// Written by a newer build (its schema version): to be left alone.
    Newer(i64),
    /// Locked by another program: to be left alone.
    Locked,
    /// Not a database, or damaged: to be moved aside.
    Damaged(String),
}

/// Whether an existing file is a sound database this build can use.
fn check_usable(path: &Path) -> std::result::Result<(), Unusable> {
    // A database another program holds locked is not damaged: it must never be moved aside.
    let locked = |e: &rusqlite::Error| {
        matches!(
            e.sqlite_error_code(),
            Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
        )
    };
    let damaged = |e: rusqlite::Error, what: &str| {
        if locked(&e) {
            Unusable::Locked
        } else {
            Unusable::Damaged(format!("{what}: {e}"))
        }
    };
    // Read-write so that a healthy database with a WAL left by a killed process opens; the
    // checks below only read.
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_WRITE)
        .map_err(|e| damaged(e, "cannot be opened as a database"))?;
    let _ = conn.busy_timeout(std::time::Duration::from_secs(2));
    // The version first: a newer build's database is not ours to judge.
    match schema::version(&conn) {
        Ok(v) if v > schema::current_version() => return Err(Unusable::Newer(v)),
        Err(e) if locked(&e) => return Err(Unusable::Locked),
        _ => {}
    }
    let check: String = conn
        .query_row("PRAGMA quick_check", [], |r| r.get(0))
        .map_err(|e| damaged(e, "is not a readable SQLite database"))?;
    if check != "ok" {
        return Err(Unusable::Damaged(format!(
            "failed its integrity check: {check}"
        )));
    }
    schema::version(&conn).map_err(|e| damaged(e, "has no readable schema version"))?;
    Ok(())
}

/// Renames a damaged database (and its WAL files) with a timestamp; returns the new path.
fn move_aside(path: &Path) -> Result<PathBuf> {
    let stamp = now_ms();
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| DB_FILE.to_string());
    let target = path.with_file_name(format!("{name}.damaged-{stamp}"));
    std::fs::rename(path, &target)?;
    for suffix in ["-wal", "-shm"] {
        let side = path.with_file_name(format!("{name}{suffix}"));
        if side.exists() {
            std::fs::rename(
                &side,
                target.with_file_name(format!("{name}.damaged-{stamp}{suffix}")),
            )?;
        }
    }
    Ok(target)
}
