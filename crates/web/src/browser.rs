//! The browser's side of `WebTable`: installing SQLite's storage, then opening the table on it.

use crate::{WebTable, DATA_DIR};
use sqlite_wasm_rs::vfs::{memvfs, VfsFilesManager};
use sqlite_wasm_rs::WasmOsCallback;
use sqlite_wasm_vfs::sahpool::{self, OpfsSAHPoolCfgBuilder};
use sqlite_wasm_vfs_idb::relaxed_idb::{self, Preload, RelaxedIdbCfgBuilder, RelaxedIdbUtil};
use std::cell::RefCell;
use std::path::Path;
use std::time::Duration;
use wasm_bindgen::prelude::wasm_bindgen;

/// The OPFS folder of the pool that holds the saved games.
const OPFS_DIRECTORY: &str = "epochs";

/// Files the pool keeps ready: the database and its journal, the high-water mark, the
/// notices and recovery journal, seven daily backups and the ones before a migration or a
/// restore, a backup being written, SQLite's temporary files. It grows when it must.
const POOL_FILES: usize = 32;

/// The IndexedDB database that holds the saved games' pages where there is no OPFS.
const IDB_DATABASE: &str = "epochs";

/// A name no file has: deleting it is a write queued behind every page write before it, so
/// that waiting for it waits for them (see `WebTable::flushed`).
const IDB_BARRIER: &str = "/epochs/.flushed";

thread_local! {
    /// The IndexedDB storage, once installed (`WebTable::flushed` waits for its writes).
    static IDB: RefCell<Option<RelaxedIdbUtil>> = const { RefCell::new(None) };
}

/// The browser's clock, sleep and randomness for the IndexedDB storage, which is built on an
/// older version of the VFS helpers than sqlite-wasm-rs's own (`WasmOsCallback`'s).
struct BrowserOs;

impl rsqlite_vfs_idb::OsCallback for BrowserOs {
    fn sleep(dur: Duration) {
        sqlite_wasm_rs::vfs::OsCallback::sleep(&WasmOsCallback, dur);
    }

    fn random(buf: &mut [u8]) {
        sqlite_wasm_rs::vfs::OsCallback::random(&WasmOsCallback, buf);
    }

    fn epoch_timestamp_in_ms() -> i64 {
        sqlite_wasm_rs::vfs::OsCallback::epoch_timestamp_in_ms(&WasmOsCallback).unwrap_or(0)
    }
}

/// A refusal in the table's error shape (`kind` "storage").
fn storage_error(message: String) -> String {
    serde_json::json!({ "kind": "storage", "message": message }).to_string()
}

/// Installs the storage named `storage` as SQLite's default VFS and tells the store how to
/// list its files.
async fn install(storage: &str) -> Result<(), String> {
    match storage {
        "memory" => {
            // SAFETY: called on the worker's one thread, which is the only one that uses
            // SQLite here.
            let util = unsafe { memvfs::install(WasmOsCallback, true) }
                .map_err(|e| storage_error(format!("memory storage: {e}")))?;
            epochs_store::set_file_names(Box::new(move || util.names().unwrap_or_default()));
            Ok(())
        }
        "opfs" => {
            let config = OpfsSAHPoolCfgBuilder::new()
                .directory(OPFS_DIRECTORY)
                .initial_capacity(POOL_FILES)
                .build();
            let util = sahpool::install::<WasmOsCallback>(&config, true)
                .await
                .map_err(|e| {
                    storage_error(format!(
                        "the browser's private storage (OPFS) can't be opened: {e}. It needs \
                         a secure page (https) in a dedicated worker, and only one tab at a \
                         time may hold the saved games: close Epochs in the other tabs"
                    ))
                })?;
            util.ensure_capacity(POOL_FILES)
                .await
                .map_err(|e| storage_error(format!("OPFS storage: {e}")))?;
            epochs_store::set_file_names(Box::new(move || util.names().unwrap_or_default()));
            Ok(())
        }
        "idb" => {
            // SQLite's pages in IndexedDB, read into memory when installed and written back
            // in one IndexedDB transaction per commit, after SQLite returns: `flushed` waits.
            let config = RelaxedIdbCfgBuilder::new()
                .vfs_name(IDB_DATABASE)
                .preload(Preload::All)
                .build();
            let util = relaxed_idb::install::<BrowserOs>(&config, true)
                .await
                .map_err(|e| {
                    storage_error(format!("the browser's IndexedDB can't be opened: {e}"))
                })?;
            epochs_store::set_storage_writes_later(true);
            let names = RelaxedIdbUtil::list;
            IDB.with(|idb| *idb.borrow_mut() = Some(util));
            epochs_store::set_file_names(Box::new(move || {
                IDB.with(|idb| idb.borrow().as_ref().map(names).unwrap_or_default())
            }));
            Ok(())
        }
        other => Err(storage_error(format!(
            "unknown storage '{other}': \"opfs\", \"idb\" or \"memory\""
        ))),
    }
}

#[wasm_bindgen]
impl WebTable {
    /// Installs `storage` (`"opfs"`: the browser's private file system, in a dedicated
    /// worker; `"idb"`: IndexedDB, where there is no OPFS; `"memory"`: nothing kept) and opens
    /// the table on the saved games there.
    /// Rejects with the `TableError` JSON text (`kind` "storage" when the storage can't be had).
    pub async fn open(storage: String) -> Result<WebTable, String> {
        install(&storage).await?;
        WebTable::open_in(Path::new(DATA_DIR))
    }

    /// Resolves once every change made so far is on storage. On OPFS and in memory it is so
    /// when `call` answers; on IndexedDB the pages of each commit are written after it, and
    /// this waits for them (a write queued behind them, the delete of a file that is not
    /// there). Rejects with the error JSON text if IndexedDB refused a write.
    pub async fn flushed(&self) -> Result<(), String> {
        let barrier = IDB.with(|idb| idb.borrow().as_ref().map(|u| u.delete_db(IDB_BARRIER)));
        match barrier {
            None => Ok(()),
            Some(queued) => queued
                .map_err(|e| storage_error(format!("IndexedDB: {e}")))?
                .await
                .map_err(|e| storage_error(format!("IndexedDB did not keep a change: {e}"))),
        }
    }
}

/// The benchmark's own data directory, beside the saved games' and never theirs.
const BENCH_DIR: &str = "/epochs-bench";

/// Plays `games` random 4-player games of `game` ("khronos", "tempus") as `epochs bench` does;
/// the run as JSON text (`bench::GamesRun`).
#[wasm_bindgen]
pub fn bench(game: &str, games: u32) -> Result<String, String> {
    let run = crate::bench::random_games(game, u64::from(games))?;
    serde_json::to_string(&run).map_err(|e| e.to_string())
}

#[wasm_bindgen]
impl WebTable {
    /// Times `count` autosaves alone (the store appending an action and committing) in the
    /// benchmark's own data directory on the storage this table was opened on; the times as
    /// JSON text (`bench::SavesRun`). The saved games are not touched.
    #[wasm_bindgen(js_name = benchAutosave)]
    pub fn bench_autosave(&self, count: u32) -> Result<String, String> {
        let run = crate::bench::autosaves(Path::new(BENCH_DIR), u64::from(count))?;
        serde_json::to_string(&run).map_err(|e| e.to_string())
    }
}
