//! A full disk. The write-ahead log is bounded (`open.rs`: a checkpoint every
//! `WAL_AUTOCHECKPOINT` pages, the emptied log cut back to `WAL_SIZE_LIMIT` bytes), so a
//! fresh database on a nearly full disk does not keep every change in its `-wal` until the
//! disk fills; and a write the disk has no room for empties the log into the database
//! (giving its room back) and is tried once more (`Store::write`). What fails then is told
//! as its own kind of error, `StoreError::DiskFull`, and the next write tries again: play
//! resumes, without a restart, once there is room.

use crate::StoreError;
use std::path::Path;

/// Pages the write-ahead log may hold before it is emptied into the database (1 MiB with
/// 4 KiB pages; SQLite's default is 1000).
#[cfg(not(target_arch = "wasm32"))]
pub(crate) const WAL_AUTOCHECKPOINT: i64 = 256;

/// Bytes an emptied write-ahead log is cut back to (by default it keeps its largest size).
#[cfg(not(target_arch = "wasm32"))]
pub(crate) const WAL_SIZE_LIMIT: i64 = 1 << 20;

/// Whether `e` says the disk has no room.
pub(crate) fn is_disk_full(e: &StoreError) -> bool {
    match e {
        StoreError::DiskFull { .. } => true,
        StoreError::Sqlite(e) => e.sqlite_error_code() == Some(rusqlite::ErrorCode::DiskFull),
        StoreError::Io(e) => e.kind() == std::io::ErrorKind::StorageFull,
        _ => false,
    }
}

/// `e`, named as a full disk under `dir` when that is what it says.
pub(crate) fn named(dir: &Path, e: StoreError) -> StoreError {
    if is_disk_full(&e) {
        StoreError::DiskFull {
            dir: dir.to_path_buf(),
        }
    } else {
        e
    }
}
