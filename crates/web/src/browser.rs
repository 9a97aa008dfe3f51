//! The browser's side of `WebTable`: installing SQLite's storage, then opening the table on it.

use crate::{WebTable, DATA_DIR};
use sqlite_wasm_rs::vfs::{memvfs, VfsFilesManager};
use sqlite_wasm_rs::WasmOsCallback;
use sqlite_wasm_vfs::sahpool::{self, OpfsSAHPoolCfgBuilder};
use std::path::Path;
use wasm_bindgen::prelude::wasm_bindgen;

/// The OPFS folder of the pool that holds the saved games.
const OPFS_DIRECTORY: &str = "epochs";

/// Files the pool keeps ready: the database and its journal, the high-water mark, the
/// notices and recovery journal, seven daily backups and the ones before a migration or a
/// restore, a backup being written, SQLite's temporary files. It grows when it must.
const POOL_FILES: usize = 32;

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
        other => Err(storage_error(format!(
            "unknown storage '{other}': \"opfs\" or \"memory\""
        ))),
    }
}

#[wasm_bindgen]
impl WebTable {
    /// Installs `storage` (`"opfs"`: the browser's private file system, in a dedicated
    /// worker; `"memory"`: nothing kept) and opens the table on the saved games there.
    /// Rejects with the `TableError` JSON text (`kind` "storage" when the storage can't be had).
    pub async fn open(storage: String) -> Result<WebTable, String> {
        install(&storage).await?;
        WebTable::open_in(Path::new(DATA_DIR))
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
