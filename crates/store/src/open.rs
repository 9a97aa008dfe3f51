//! Opening a data directory: its lock first, then any recovery (finishing one a kill
//! interrupted), the schema's migrations, the checksums older rows lack, and the check of the
//! write count against the high-water mark kept beside the file.

use crate::highwater::{HighWater, Marks};
use crate::lock::{io_in, DirLock};
use crate::recover::{self, KeepChecked, Replayer};
use crate::{
    backup, games, schema, Guard, Recovery, Result, Store, StoreError, BUSY_TIMEOUT, DB_FILE,
};
use rusqlite::{params, Connection, OptionalExtension};
use std::path::Path;
use std::sync::Arc;

/// A failure to write in the data directory, at any step of opening it, named as a
/// read-only folder.
fn read_only_named(dir: &Path, e: StoreError) -> StoreError {
    let read_only = match &e {
        StoreError::Io(io) => crate::lock::is_read_only(io),
        StoreError::Sqlite(sql) => matches!(
            sql.sqlite_error_code(),
            Some(rusqlite::ErrorCode::ReadOnly | rusqlite::ErrorCode::CannotOpen)
        ),
        _ => false,
    };
    if read_only {
        StoreError::ReadOnly {
            dir: dir.to_path_buf(),
        }
    } else {
        e
    }
}

/// On a desktop: WAL, and the database file itself locked for as long as the store is open
/// (`locking_mode = EXCLUSIVE`, set before the WAL is first read: SQLite then keeps the
/// WAL's index in its own memory, not in a `-shm`, and holds an exclusive lock on the file),
/// so that no other program, another Epochs whose `epochs.lock` was deleted included, can
/// read or write it meanwhile: it is refused (`StoreError::Locked`). These are POSIX locks,
/// which a process loses when it closes any descriptor of the file: nothing else in the
/// process may open the database file but SQLite.
#[cfg(not(target_arch = "wasm32"))]
fn configure(conn: &Connection) -> rusqlite::Result<()> {
    conn.busy_timeout(BUSY_TIMEOUT)?;
    conn.pragma_update(None, "locking_mode", "EXCLUSIVE")?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    // WAL with NORMAL is durable when the process dies (committed pages are in the WAL
    // file); FULL would add an fsync per action.
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    conn.pragma_update(None, "wal_autocheckpoint", crate::space::WAL_AUTOCHECKPOINT)?;
    conn.pragma_update(None, "journal_size_limit", crate::space::WAL_SIZE_LIMIT)?;
    conn.pragma_update(None, "foreign_keys", true)?;
    Ok(())
}

/// In a browser: WAL needs shared memory, which neither OPFS sahpool nor memory storage has
/// (SQLite would quietly keep its rollback journal), so the rollback journal is chosen
/// outright, and with it FULL: every commit is flushed (`FileSystemSyncAccessHandle.flush`)
/// before the table answers, as the kill test demands of the desktop.
///
/// The journal is kept (`PERSIST`: a commit ends by zeroing its header, flushed) rather
/// than deleted, and the connection keeps its lock (`EXCLUSIVE`: the worker is the one
/// writer, sahpool's exclusive handles keep other tabs out). Deleting the journal cost
/// sahpool two more flushes per commit (it frees the file's slot, header then length) and
/// creating it one more, so a save took about 4.5 ms on OPFS in Chromium; this way it
/// flushes four times (the journal twice, the database, the zeroed header) and takes
/// about 1.7 ms. The safety is the same: a commit is on storage before the table answers,
/// and a tab killed at any moment leaves a hot journal that the next opening rolls back
/// (`recover.rs` checks and moves the journal with the file).
///
/// Where the storage writes a commit out itself once SQLite is done with it (IndexedDB, see
/// `set_storage_writes_later`), `synchronous` is OFF, the only setting that storage takes.
#[cfg(target_arch = "wasm32")]
fn configure(conn: &Connection) -> rusqlite::Result<()> {
    conn.busy_timeout(BUSY_TIMEOUT)?;
    conn.pragma_update(None, "locking_mode", "EXCLUSIVE")?;
    conn.pragma_update(None, "journal_mode", "PERSIST")?;
    let later = web_storage::WRITES_LATER.with(|w| w.get());
    conn.pragma_update(None, "synchronous", if later { "OFF" } else { "FULL" })?;
    conn.pragma_update(None, "foreign_keys", true)?;
    Ok(())
}

#[cfg(target_arch = "wasm32")]
pub(crate) mod web_storage {
    use std::cell::Cell;

    thread_local! {
        pub(super) static WRITES_LATER: Cell<bool> = const { Cell::new(false) };
    }

    /// Tells the store that the storage SQLite is on writes each commit out by itself after
    /// SQLite returns (sqlite-wasm-vfs's IndexedDB storage, which takes only
    /// `synchronous = OFF`), so that it opens its databases so. Whoever installs that storage
    /// calls it first, and waits for the storage's own writes before saying a change is saved.
    pub fn set_storage_writes_later(later: bool) {
        WRITES_LATER.with(|w| w.set(later));
    }
}

/// The games' id sequence (the highest id ever handed out).
fn sequence(conn: &Connection) -> Result<i64> {
    Ok(conn
        .query_row(
            "SELECT seq FROM sqlite_sequence WHERE name = 'games'",
            [],
            |r| r.get::<_, i64>(0),
        )
        .optional()?
        .unwrap_or(0))
}

/// The database's count of writes.
fn writes(conn: &Connection) -> Result<u64> {
    let n: i64 = conn.query_row("SELECT value FROM meta WHERE key = 'writes'", [], |r| {
        r.get(0)
    })?;
    Ok(n.max(0) as u64)
}

impl Store {
    /// Opens (or creates) the store in `dir`, holding the directory for as long as the store
    /// lives (another process is refused: `StoreError::Held`). A damaged database (not
    /// SQLite, or failing its integrity check) is moved aside and what it holds is salvaged
    /// into a fresh one, each action checked against its checksum; the returned `Recovery`
    /// says so, and is returned again at every opening until `dismiss_recovery`. A database
    /// from a newer build is refused (`StoreError::Newer`) and left as it is.
    pub fn open_in(dir: &Path) -> Result<(Store, Option<Recovery>)> {
        Store::open_with(dir, &mut KeepChecked)
    }

    /// Opens the store in `dir` as `open_in` does, a salvaged game's actions replayed by
    /// `replayer` (the table replays them through the rules).
    pub fn open_with(dir: &Path, replayer: &mut dyn Replayer) -> Result<(Store, Option<Recovery>)> {
        Store::open_dir(dir, replayer)
            .map_err(|e| crate::space::named(dir, read_only_named(dir, e)))
    }

    fn open_dir(dir: &Path, replayer: &mut dyn Replayer) -> Result<(Store, Option<Recovery>)> {
        crate::files::create_dir_all(dir).map_err(|e| io_in(dir, e))?;
        let lock = DirLock::acquire(dir)?;
        let (marks, read) = HighWater::open(dir).map_err(|e| io_in(dir, e))?;
        let known = read.unwrap_or_default();
        let path = dir.join(DB_FILE);
        let recovery = recover::recover(dir, &path, replayer, known)?;
        let existed = crate::files::exists(&path);
        let mut conn = Connection::open(&path).map_err(|e| match e.sqlite_error_code() {
            Some(rusqlite::ErrorCode::CannotOpen | rusqlite::ErrorCode::ReadOnly) => {
                StoreError::ReadOnly {
                    dir: dir.to_path_buf(),
                }
            }
            _ => e.into(),
        })?;
        configure(&conn).map_err(|e| match e.sqlite_error_code() {
            Some(rusqlite::ErrorCode::ReadOnly) => StoreError::ReadOnly {
                dir: dir.to_path_buf(),
            },
            // Another program took the file between its check and here.
            Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked) => {
                StoreError::Locked { path: path.clone() }
            }
            _ => e.into(),
        })?;
        let from = schema::version(&conn)?;
        if from > 0 && from < schema::current_version() {
            backup::before_migration(&conn, dir, from)?;
        }
        schema::migrate(&mut conn)?;
        games::fill_checksums(&mut conn)?;
        backup::clean_leftovers(&dir.join(crate::BACKUP_DIR));
        let max_id = sequence(&conn)?.max(known.max_id);
        let mut store = Store {
            conn,
            path: path.clone(),
            guard: Some(Guard { lock, marks }),
            clock: Arc::new(crate::now_ms),
            max_id,
            notices: Vec::new(),
        };
        store.check_writes(existed, read)?;
        let _ = store.prune_daily();
        // A backup that fails (a full disk) must not keep the games from opening; the next
        // write tries again.
        let _ = store.daily_backup();
        Ok((store, recovery))
    }

    /// A store on a file of its own, outside any data directory's lock (a salvage's
    /// temporary file): a rollback journal and full sync, so that once closed it is whole.
    pub(crate) fn temporary(path: &Path) -> Result<Store> {
        let mut conn = Connection::open(path)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        conn.pragma_update(None, "journal_mode", "DELETE")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", true)?;
        schema::migrate(&mut conn)?;
        Ok(Store {
            conn,
            path: path.to_path_buf(),
            guard: None,
            clock: Arc::new(crate::now_ms),
            max_id: 0,
            notices: Vec::new(),
        })
    }

    /// Compares the database's count of writes with the high-water mark: fewer means writes
    /// that were acknowledged are gone (a deleted `-wal`, an older copy put in place), and the
    /// user is told. The database's count then moves up to the mark, so it is told once.
    fn check_writes(&mut self, existed: bool, read: Option<Marks>) -> Result<()> {
        let db = writes(&self.conn)?;
        let mark = read.map_or(0, |m| m.writes);
        if mark > db {
            if existed {
                let lost = mark - db;
                self.add_notice(crate::Notice::WritesLost {
                    lost,
                    file: self.path.display().to_string(),
                    wal: format!("{DB_FILE}-wal"),
                })?;
            }
            self.conn.execute(
                "UPDATE meta SET value = ?1 WHERE key = 'writes'",
                params![mark as i64],
            )?;
        }
        let writes = db.max(mark);
        self.record_writes(writes);
        let max_id = self.max_id;
        self.note_id(max_id);
        Ok(())
    }
}
