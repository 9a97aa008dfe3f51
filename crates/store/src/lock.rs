//! One writer per data directory: an OS file lock (`flock` on Unix, `LockFileEx` on Windows)
//! on `epochs.lock`, held for as long as the store is open, which is the process's lifetime in
//! every front end. The lock, not the file, is what excludes: the OS drops it when the process
//! dies, however it dies, so a stale file never locks anyone out. The file says who holds it
//! (process id, command line, since when, how to reach it) for the refusal's message.
//!
//! A lock file can be deleted by a user who thinks it stale; what no deleted file undoes is
//! the lock SQLite holds on the database file itself while the store is open
//! (`locking_mode = EXCLUSIVE`, `open.rs`): a second process that got past a deleted
//! `epochs.lock` is refused there (`StoreError::Locked`) before it reads or writes anything.
//!
//! In a browser (`wasm32`) there is no OS file lock, nor any other process to refuse: the
//! table runs in one worker, the one writer. A second page's worker is kept out by the storage
//! itself: OPFS sahpool holds every file of its pool through an exclusive sync access handle
//! (`createSyncAccessHandle`), so installing it in a second worker fails and nothing is opened
//! there; memory storage belongs to the worker that made it. What remains is a second opening
//! in the same worker, refused as a second process is on a desktop, through a list of the data
//! directories this worker holds.

use crate::{now_ms, Result, StoreError};
use serde::{Deserialize, Serialize};
#[cfg(not(target_arch = "wasm32"))]
use std::fs::{File, OpenOptions};
#[cfg(not(target_arch = "wasm32"))]
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// The lock file's name inside a data directory.
pub const LOCK_FILE: &str = "epochs.lock";
/// How long opening waits for the lock before it says who holds it.
#[cfg(not(target_arch = "wasm32"))]
pub const LOCK_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// Who holds a data directory, as written in its lock file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Holder {
    /// The process id.
    pub pid: u32,
    /// Its command line.
    pub program: String,
    /// Since when (Unix milliseconds).
    pub since: i64,
    /// How to reach it (the address it serves, when it serves one).
    #[serde(default)]
    pub reach: Option<String>,
}

impl Holder {
    #[cfg(not(target_arch = "wasm32"))]
    fn this_process() -> Holder {
        let program = std::env::args().collect::<Vec<_>>().join(" ");
        Holder {
            pid: std::process::id(),
            program,
            since: now_ms(),
            reach: None,
        }
    }

    /// This page's worker (a browser tells no process id nor command line).
    #[cfg(target_arch = "wasm32")]
    fn this_process() -> Holder {
        Holder {
            pid: 0,
            program: "Epochs in this browser".into(),
            since: now_ms(),
            reach: None,
        }
    }

    /// The holder in words, for the refusal's message.
    pub fn describe(&self) -> String {
        let mut s = format!("process {} ({})", self.pid, self.program);
        if let Some(reach) = &self.reach {
            s.push_str(&format!(", reachable at {reach}"));
        }
        s
    }
}

/// The held lock of one data directory; dropping it (or the process ending) releases it.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug)]
pub(crate) struct DirLock {
    file: File,
    holder: Holder,
}

/// The held data directory of this worker; dropping it releases it.
#[cfg(target_arch = "wasm32")]
#[derive(Debug)]
pub(crate) struct DirLock {
    dir: PathBuf,
    holder: Holder,
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The data directories this worker holds, with who holds them.
    static HELD: std::cell::RefCell<std::collections::HashMap<PathBuf, Holder>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
}

#[cfg(target_arch = "wasm32")]
impl DirLock {
    /// Takes `dir` for this worker, or says it is already open here.
    pub(crate) fn acquire(dir: &Path) -> Result<DirLock> {
        HELD.with(|held| {
            let mut held = held.borrow_mut();
            if let Some(holder) = held.get(dir) {
                return Err(StoreError::Held {
                    dir: dir.to_path_buf(),
                    holder: holder.describe(),
                });
            }
            let holder = Holder::this_process();
            held.insert(dir.to_path_buf(), holder.clone());
            Ok(DirLock {
                dir: dir.to_path_buf(),
                holder,
            })
        })
    }

    /// Records how this page can be reached.
    pub(crate) fn set_reach(&mut self, reach: &str) -> std::io::Result<()> {
        self.holder.reach = Some(reach.to_string());
        let holder = self.holder.clone();
        HELD.with(|held| held.borrow_mut().insert(self.dir.clone(), holder));
        Ok(())
    }
}

#[cfg(target_arch = "wasm32")]
impl Drop for DirLock {
    fn drop(&mut self) {
        HELD.with(|held| held.borrow_mut().remove(&self.dir));
    }
}

/// The error for a folder Epochs cannot write in, naming it when that is why.
pub(crate) fn io_in(dir: &Path, e: std::io::Error) -> StoreError {
    if is_read_only(&e) {
        StoreError::ReadOnly {
            dir: dir.to_path_buf(),
        }
    } else {
        StoreError::Io(e)
    }
}

/// Whether an I/O error means "this folder or file cannot be written".
pub(crate) fn is_read_only(e: &std::io::Error) -> bool {
    matches!(
        e.kind(),
        std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem
    )
}

#[cfg(not(target_arch = "wasm32"))]
impl DirLock {
    /// Takes the lock of `dir`, or says who holds it. Waits at most `LOCK_WAIT`: a lock is
    /// briefly held on past its holder's end by a child process forked at that moment (by
    /// any thread of the holder's program) until that child starts its own program.
    pub(crate) fn acquire(dir: &Path) -> Result<DirLock> {
        let path = dir.join(LOCK_FILE);
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(|e| io_in(dir, e))?;
        let started = std::time::Instant::now();
        let mut tried = file.try_lock();
        while matches!(tried, Err(std::fs::TryLockError::WouldBlock))
            && started.elapsed() < LOCK_WAIT
        {
            std::thread::sleep(std::time::Duration::from_millis(20));
            tried = file.try_lock();
        }
        match tried {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => {
                let mut text = String::new();
                let _ = file.read_to_string(&mut text);
                let holder = serde_json::from_str::<Holder>(&text)
                    .map(|h| h.describe())
                    .unwrap_or_else(|_| "another program".to_string());
                return Err(StoreError::Held {
                    dir: dir.to_path_buf(),
                    holder,
                });
            }
            Err(std::fs::TryLockError::Error(e)) => return Err(io_in(dir, e)),
        }
        let mut lock = DirLock {
            file,
            holder: Holder::this_process(),
        };
        lock.write_holder().map_err(|e| io_in(dir, e))?;
        Ok(lock)
    }

    /// Records how this process can be reached (shown to a second one that is refused).
    pub(crate) fn set_reach(&mut self, reach: &str) -> std::io::Result<()> {
        self.holder.reach = Some(reach.to_string());
        self.write_holder()
    }

    fn write_holder(&mut self) -> std::io::Result<()> {
        let text = serde_json::to_string(&self.holder).map_err(std::io::Error::other)?;
        self.file.set_len(0)?;
        self.file.seek(SeekFrom::Start(0))?;
        self.file.write_all(text.as_bytes())?;
        self.file.flush()
    }
}

/// Who holds `dir` now, if anyone does (read from its lock file while the lock is taken).
#[cfg(not(target_arch = "wasm32"))]
pub fn holder_of(dir: &Path) -> Option<Holder> {
    let path: PathBuf = dir.join(LOCK_FILE);
    let file = OpenOptions::new().read(true).write(true).open(&path).ok()?;
    match file.try_lock() {
        Ok(()) => {
            let _ = file.unlock();
            None
        }
        Err(_) => {
            let text = std::fs::read_to_string(&path).ok()?;
            serde_json::from_str(&text).ok()
        }
    }
}

/// Who holds `dir` now, if anyone does: in a browser, only this worker can.
#[cfg(target_arch = "wasm32")]
pub fn holder_of(dir: &Path) -> Option<Holder> {
    HELD.with(|held| held.borrow().get(dir).cloned())
}
