//! Saved games in one SQLite file: each game is its setup plus an append-only action log,
//! with periodic state snapshots so opening stays fast.
//!
//! The store knows nothing of the rules: setups, actions, snapshots and previews are JSON
//! written and read by the `table` service. Every write is one transaction, committed before
//! the caller is told it happened, and every stored row carries a checksum that is checked
//! when it is read. One process at a time holds a data directory (`lock.rs`). A damaged
//! database is moved aside, never written to, and what it still holds is salvaged into a
//! fresh one in a way that a kill at any moment can't spoil (`recover.rs`).
#![warn(missing_docs)]

mod backup;
mod checksum;
mod files;
mod games;
mod highwater;
mod journal;
mod lessons;
mod lock;
mod log_run;
mod mend;
mod notice;
mod open;
mod pages;
mod recover;
mod salvage;
mod salvaged;
mod schema;
mod space;

pub use backup::{BackupInfo, BACKUP_DIR, DAILY_KEPT};
#[cfg(target_arch = "wasm32")]
pub use files::set_file_names;
pub use highwater::HIGHWATER_FILE;
pub use journal::{JOURNAL_FILE, NOTICES_FILE};
pub use lock::{holder_of, Holder, LOCK_FILE};
pub use notice::Notice;
#[cfg(target_arch = "wasm32")]
pub use open::web_storage::set_storage_writes_later;
pub use pages::{read_pages, scan_pages, FoundAction, FoundRecord, FoundSnapshot, PageRows};
pub use recover::{KeepChecked, Replayed, Replayer, SALVAGE_FILE};
pub use salvage::{read_damaged, DamagedScan, SalvagedGame};
pub use salvaged::SalvagedRecord;
pub use schema::{current_version, migrate_to, MIGRATIONS};

use rusqlite::{Connection, TransactionBehavior};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
// The browser's clock on wasm32, where std's panics.
#[cfg(not(target_arch = "wasm32"))]
use std::time::{SystemTime, UNIX_EPOCH};
use ts_rs::TS;
#[cfg(target_arch = "wasm32")]
use web_time::{SystemTime, UNIX_EPOCH};

/// The database file name inside a data directory.
pub const DB_FILE: &str = "epochs.sqlite";

/// How long a write waits for another program holding the database before giving up.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

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
    /// Another process holds the data directory (its lock file says which).
    #[error("the saved games in {dir} are open in another program: {holder}. Only one program at a time may use them: use that one (another device or browser can join it over the network), close it, or start this one with another --data-dir. Nothing was opened or changed")]
    Held {
        /// The data directory.
        dir: PathBuf,
        /// Who holds it, in words.
        holder: String,
    },
    /// The data directory can't be written.
    #[error("the folder {dir} is read-only: Epochs keeps its saved games there and must be able to write in it. Make it writable, or start Epochs with another --data-dir")]
    ReadOnly {
        /// The folder.
        dir: PathBuf,
    },
    /// Another program holds the database locked (a database tool, or another Epochs whose
    /// `epochs.lock` was deleted): nothing was opened, moved or changed.
    #[error("the saved games in {path} are in use by another program (another Epochs, or a database tool holding epochs.sqlite locked?): close it and try again. Nothing was changed")]
    Locked {
        /// The database file.
        path: PathBuf,
    },
    /// The disk holding the data directory is full: the change was not saved (nothing that
    /// was acknowledged before is lost). The write-ahead log was emptied into the database
    /// to make room, in vain; the next write tries again, so play resumes once there is room.
    #[error("the disk holding the saved games in {dir} is full: this change was not saved. Free some space on it and play on; nothing saved before is lost")]
    DiskFull {
        /// The data directory.
        dir: PathBuf,
    },
    /// A game's record (name, setup, seats) fails its checksum.
    #[error("saved game {0} is damaged: its record fails its checksum")]
    DamagedRecord(GameId),
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
    /// The game's id (a recovered game keeps it).
    #[serde(default)]
    pub id: GameId,
    /// The game's name ("Game 12" when its record could not be read).
    pub name: String,
    /// Actions recovered (they replay legally).
    pub recovered: u64,
    /// Actions lost, when the log's length could be read (for a game lost whole: the action
    /// rows that could still be read).
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
    /// Whether the record passed its checksum (`list` shows damaged records too).
    pub intact: bool,
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
    /// The latest sound snapshot: (actions folded into it, state JSON).
    pub snapshot: Option<(u64, String)>,
    /// A later snapshot that failed its checksum and was not used (its action count): the
    /// game was replayed from the log instead.
    pub snapshot_damaged: Option<u64>,
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

/// The clock the store reads (Unix milliseconds); tests inject their own.
pub type Clock = Arc<dyn Fn() -> i64 + Send + Sync>;

/// The saved-games database, held for this process (see `lock.rs`).
pub struct Store {
    conn: Connection,
    path: PathBuf,
    /// The data directory's lock and high-water mark; `None` for a temporary file.
    guard: Option<Guard>,
    clock: Clock,
    /// The highest game id handed out (kept in the high-water mark).
    max_id: GameId,
    /// Notices from opening (writes found lost, snapshots skipped) not yet seen.
    notices: Vec<Notice>,
}

/// What a store holds of its data directory.
struct Guard {
    lock: lock::DirLock,
    marks: highwater::HighWater,
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
    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The data directory.
    pub fn dir(&self) -> &Path {
        self.path.parent().unwrap_or_else(|| Path::new("."))
    }

    /// Sets the clock (tests use it to move days forward).
    pub fn set_clock(&mut self, clock: Clock) {
        self.clock = clock;
    }

    pub(crate) fn now(&self) -> i64 {
        (self.clock)()
    }

    /// Sets how long a write waits for another program holding the database.
    pub fn set_busy_timeout(&self, wait: Duration) -> Result<()> {
        Ok(self.conn.busy_timeout(wait)?)
    }

    /// Records how this process can be reached (an address it serves), shown to another
    /// process that is refused the data directory.
    pub fn announce(&mut self, reach: &str) -> Result<()> {
        if let Some(g) = self.guard.as_mut() {
            g.lock.set_reach(reach)?;
        }
        Ok(())
    }

    /// Copies every page the write-ahead log holds into the database file and empties the
    /// log (`wal_checkpoint(TRUNCATE)`), giving its room on the disk back.
    pub fn checkpoint(&self) -> Result<()> {
        self.conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))?;
        Ok(())
    }

    /// Runs `f` in one immediate write transaction (it waits for another writer up to the busy
    /// timeout instead of failing at once), counts the write, commits, then records the count
    /// beside the file and takes the day's backup when the day has changed.
    ///
    /// A write the disk has no room for is tried once more after the write-ahead log is
    /// emptied into the database (`checkpoint`), which gives its room back; failing again, it
    /// is `StoreError::DiskFull`.
    pub(crate) fn write<T>(
        &mut self,
        mut f: impl FnMut(&rusqlite::Transaction<'_>) -> Result<T>,
    ) -> Result<T> {
        match self.write_once(&mut f) {
            Err(e) if space::is_disk_full(&e) => {
                let _ = self.checkpoint();
                self.write_once(&mut f)
                    .map_err(|e| space::named(self.dir(), e))
            }
            other => other,
        }
    }

    fn write_once<T>(
        &mut self,
        f: &mut impl FnMut(&rusqlite::Transaction<'_>) -> Result<T>,
    ) -> Result<T> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let out = f(&tx)?;
        let writes: i64 = tx
            .prepare_cached(
                "UPDATE meta SET value = value + 1 WHERE key = 'writes' RETURNING value",
            )?
            .query_row([], |r| r.get(0))?;
        tx.commit()?;
        self.record_writes(writes.max(0) as u64);
        // A backup that fails (a full disk) must not fail the write: the next write tries again.
        let _ = self.daily_backup();
        Ok(out)
    }

    /// Writes the high-water mark after a commit (best effort: a failure only weakens the
    /// check at the next opening).
    pub(crate) fn record_writes(&mut self, writes: u64) {
        let max_id = self.max_id;
        if let Some(g) = self.guard.as_mut() {
            let _ = g.marks.record(highwater::Marks { writes, max_id });
        }
    }

    /// Whether this store holds a data directory (not a temporary file).
    pub(crate) fn holds_dir(&self) -> bool {
        self.guard.is_some()
    }

    /// Notes that id `id` was handed out.
    pub(crate) fn note_id(&mut self, id: GameId) {
        if id > self.max_id {
            self.max_id = id;
            if let Some(g) = self.guard.as_mut() {
                let writes = g.marks.marks().writes;
                let _ = g.marks.record(highwater::Marks { writes, max_id: id });
            }
        }
    }

    /// The notices not yet seen: writes found lost at opening, snapshots that failed their
    /// checksum. Kept (in `notices.json`) until `dismiss_notices`.
    pub fn notices(&self) -> Vec<Notice> {
        let mut all = journal::notices(self.dir());
        for n in &self.notices {
            if !all.contains(n) {
                all.push(n.clone());
            }
        }
        all
    }

    /// Adds a notice for the user, kept until seen.
    pub fn add_notice(&mut self, notice: Notice) -> Result<()> {
        if !self.notices.contains(&notice) {
            self.notices.push(notice.clone());
        }
        journal::add_notice(self.dir(), notice)
    }

    /// The user has seen the notices.
    pub fn dismiss_notices(&mut self) -> Result<()> {
        self.notices.clear();
        journal::clear_notices(self.dir())
    }

    /// The user has seen the recovery report: it is forgotten (the damaged file stays).
    pub fn dismiss_recovery(&mut self) -> Result<()> {
        journal::remove(self.dir())
    }

    /// SQLite's own integrity check ("ok" when sound).
    pub fn integrity_check(&self) -> Result<String> {
        Ok(self
            .conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))?)
    }
}
