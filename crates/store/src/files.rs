//! The few file operations the store makes beside SQLite's own: the high-water mark, the
//! recovery journal and notices, the backups folder, and the copies and renames of a salvage.
//!
//! On a desktop they are `std::fs`'s own (the same functions, re-exported). In a browser
//! (`wasm32`) there is no file system, only SQLite's VFS (OPFS through `sqlite-wasm-vfs`'s
//! sahpool, or memory), so the same operations go through whichever VFS is SQLite's default,
//! in the same flat namespace SQLite keeps the database in: the database, its backups and the
//! files beside it live and are persisted together. There a directory is only the beginning of
//! a name (creating one is nothing to do), a file is listed through the names the VFS reports
//! (`set_file_names`), a rename is a synced copy followed by a delete, and a backup's time is
//! read from its name (a VFS keeps no modification times).

#[cfg(not(target_arch = "wasm32"))]
pub(crate) use native::*;
#[cfg(target_arch = "wasm32")]
pub use web::set_file_names;
#[cfg(target_arch = "wasm32")]
pub(crate) use web::*;

/// One file of a folder, as `list` gives it.
pub(crate) struct Entry {
    /// Its name in the folder.
    pub name: String,
    /// Its path.
    pub path: std::path::PathBuf,
    /// Its size in bytes, or why it could not be read.
    pub len: std::io::Result<u64>,
    /// When it was last written, when that is known.
    pub modified: Option<std::time::SystemTime>,
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use super::Entry;
    use std::fs::{File, OpenOptions};
    use std::io::Write;
    use std::path::Path;

    pub(crate) use std::fs::{copy, create_dir_all, read, remove_file, rename};

    /// An open file (read, written and sought).
    pub(crate) type Handle = File;

    /// Opens `path` for reading and writing, creating it empty when it is not there.
    pub(crate) fn open_rw(path: &Path) -> std::io::Result<Handle> {
        OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)
    }

    /// Whether `path` exists.
    pub(crate) fn exists(path: &Path) -> bool {
        path.exists()
    }

    /// Whether `path` is a file.
    pub(crate) fn is_file(path: &Path) -> bool {
        path.is_file()
    }

    /// Writes `bytes` as the whole of `path` and flushes it to disk.
    pub(crate) fn write_synced(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
        let mut f = File::create(path)?;
        f.write_all(bytes)?;
        f.sync_all()
    }

    /// Flushes the file at `path` to disk.
    pub(crate) fn sync(path: &Path) -> std::io::Result<()> {
        File::open(path)?.sync_all()
    }

    /// Flushes a directory's entries (a rename) to disk, where the platform allows it.
    pub(crate) fn sync_dir(dir: &Path) {
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
    }

    /// The files of `dir` (entries that can't be read are left out).
    pub(crate) fn list(dir: &Path) -> std::io::Result<Vec<Entry>> {
        Ok(std::fs::read_dir(dir)?
            .flatten()
            .map(|e| {
                let meta = e.metadata();
                Entry {
                    name: e.file_name().to_string_lossy().into_owned(),
                    path: e.path(),
                    modified: meta.as_ref().ok().and_then(|m| m.modified().ok()),
                    len: meta.map(|m| m.len()),
                }
            })
            .collect())
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    use super::Entry;
    use rusqlite::ffi;
    use std::cell::RefCell;
    use std::ffi::{c_int, CString};
    use std::io::{Error, ErrorKind, Read, Seek, SeekFrom, Write};
    use std::path::{Path, PathBuf};

    /// The names of every file in the VFS, as its owner reports them.
    type Names = Box<dyn Fn() -> Vec<String>>;

    thread_local! {
        static NAMES: RefCell<Option<Names>> = const { RefCell::new(None) };
    }

    /// Tells the store how to list the files of the VFS it stores in (the VFS's own list of
    /// names: `VfsFilesManager::names` of sahpool or memvfs). Called once, by whoever installs
    /// the VFS, before the store is opened; without it no backup is listed.
    pub fn set_file_names(names: Box<dyn Fn() -> Vec<String>>) {
        NAMES.with(|n| *n.borrow_mut() = Some(names));
    }

    fn name_of(path: &Path) -> std::io::Result<CString> {
        let text = path
            .to_str()
            .ok_or_else(|| Error::new(ErrorKind::InvalidInput, "a file name that is not UTF-8"))?;
        CString::new(text).map_err(|_| Error::new(ErrorKind::InvalidInput, "a NUL in a file name"))
    }

    fn failed(what: &str, path: &Path, code: c_int) -> Error {
        Error::other(format!(
            "{what} {} failed (SQLite VFS error {code})",
            path.display()
        ))
    }

    /// SQLite's default VFS (the one the store's database is opened on).
    fn vfs() -> std::io::Result<*mut ffi::sqlite3_vfs> {
        // SAFETY: a lookup in SQLite's registry; it initialises SQLite when it has to.
        let vfs = unsafe { ffi::sqlite3_vfs_find(std::ptr::null()) };
        if vfs.is_null() {
            return Err(Error::other("SQLite has no VFS to store files in"));
        }
        Ok(vfs)
    }

    /// Whether `path` exists.
    pub(crate) fn exists(path: &Path) -> bool {
        let (Ok(vfs), Ok(name)) = (vfs(), name_of(path)) else {
            return false;
        };
        let mut out: c_int = 0;
        // SAFETY: `vfs` is a registered VFS and `name` a NUL-terminated string that outlives
        // the call.
        let rc = unsafe {
            match (*vfs).xAccess {
                Some(access) => access(vfs, name.as_ptr(), ffi::SQLITE_ACCESS_EXISTS, &mut out),
                None => ffi::SQLITE_ERROR,
            }
        };
        rc == ffi::SQLITE_OK && out != 0
    }

    /// Whether `path` is a file (the VFS has nothing else).
    pub(crate) fn is_file(path: &Path) -> bool {
        exists(path)
    }

    /// A directory is only the beginning of its files' names: nothing to create.
    pub(crate) fn create_dir_all(_dir: impl AsRef<Path>) -> std::io::Result<()> {
        Ok(())
    }

    /// An open file of the VFS, read, written and sought like a `std::fs::File`.
    pub(crate) struct Handle {
        /// The `sqlite3_file` the VFS filled (`szOsFile` bytes, 8-aligned).
        file: Vec<u64>,
        /// Its name, which the VFS may keep pointing at until it is closed.
        _name: CString,
        path: PathBuf,
        pos: u64,
    }

    impl std::fmt::Debug for Handle {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.debug_struct("Handle").field("path", &self.path).finish()
        }
    }

    impl Handle {
        fn open(path: &Path, create: bool) -> std::io::Result<Handle> {
            let vfs = vfs()?;
            if !create && !exists(path) {
                return Err(Error::new(
                    ErrorKind::NotFound,
                    format!("no file {}", path.display()),
                ));
            }
            let name = name_of(path)?;
            // SAFETY: `vfs` is registered; `szOsFile` is the size it fills.
            let size = unsafe { (*vfs).szOsFile }.max(0) as usize;
            let words = size.div_ceil(8).max(1);
            let mut handle = Handle {
                file: vec![0u64; words],
                _name: name,
                path: path.to_path_buf(),
                pos: 0,
            };
            // Opened as a journal: a kind every VFS keeps until it is deleted (a database's
            // name rules and page-size handling do not apply to these files).
            let flags = ffi::SQLITE_OPEN_READWRITE
                | ffi::SQLITE_OPEN_MAIN_JOURNAL
                | if create { ffi::SQLITE_OPEN_CREATE } else { 0 };
            let mut out_flags: c_int = 0;
            // SAFETY: the buffer is `szOsFile` bytes, zeroed (so `pMethods` is null unless the
            // open succeeds), and the name lives as long as the handle.
            let rc = unsafe {
                match (*vfs).xOpen {
                    Some(open) => open(
                        vfs,
                        handle._name.as_ptr(),
                        handle.raw(),
                        flags,
                        &mut out_flags,
                    ),
                    None => ffi::SQLITE_ERROR,
                }
            };
            if rc != ffi::SQLITE_OK {
                return Err(failed("opening", path, rc));
            }
            Ok(handle)
        }

        fn raw(&mut self) -> *mut ffi::sqlite3_file {
            self.file.as_mut_ptr().cast()
        }

        fn methods(&mut self) -> std::io::Result<&'static ffi::sqlite3_io_methods> {
            // SAFETY: the VFS set `pMethods` when it opened the file; it is static.
            let methods = unsafe { (*self.raw()).pMethods };
            if methods.is_null() {
                return Err(Error::other(format!("{} is not open", self.path.display())));
            }
            // SAFETY: checked non-null above; an io_methods table outlives its files.
            Ok(unsafe { &*methods })
        }

        fn size(&mut self) -> std::io::Result<u64> {
            let methods = self.methods()?;
            let mut size: ffi::sqlite3_int64 = 0;
            // SAFETY: the file is open.
            let rc = unsafe {
                match methods.xFileSize {
                    Some(f) => f(self.raw(), &mut size),
                    None => ffi::SQLITE_ERROR,
                }
            };
            if rc != ffi::SQLITE_OK {
                return Err(failed("sizing", &self.path, rc));
            }
            Ok(size.max(0) as u64)
        }

        fn truncate(&mut self, size: u64) -> std::io::Result<()> {
            let methods = self.methods()?;
            // SAFETY: the file is open.
            let rc = unsafe {
                match methods.xTruncate {
                    Some(f) => f(self.raw(), size as ffi::sqlite3_int64),
                    None => ffi::SQLITE_ERROR,
                }
            };
            if rc != ffi::SQLITE_OK {
                return Err(failed("truncating", &self.path, rc));
            }
            Ok(())
        }

        /// Flushes the file to its storage.
        pub(crate) fn sync_all(&mut self) -> std::io::Result<()> {
            let methods = self.methods()?;
            // SAFETY: the file is open.
            let rc = unsafe {
                match methods.xSync {
                    Some(f) => f(self.raw(), ffi::SQLITE_SYNC_FULL),
                    None => ffi::SQLITE_OK,
                }
            };
            if rc != ffi::SQLITE_OK {
                return Err(failed("flushing", &self.path, rc));
            }
            Ok(())
        }
    }

    impl Read for Handle {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let size = self.size()?;
            let n = (size.saturating_sub(self.pos)).min(buf.len() as u64) as usize;
            if n == 0 {
                return Ok(0);
            }
            let methods = self.methods()?;
            let pos = self.pos;
            // SAFETY: the file is open and `buf` holds at least `n` bytes.
            let rc = unsafe {
                match methods.xRead {
                    Some(f) => f(
                        self.raw(),
                        buf.as_mut_ptr().cast(),
                        n as c_int,
                        pos as ffi::sqlite3_int64,
                    ),
                    None => ffi::SQLITE_ERROR,
                }
            };
            if rc != ffi::SQLITE_OK {
                return Err(failed("reading", &self.path, rc));
            }
            self.pos += n as u64;
            Ok(n)
        }
    }

    impl Write for Handle {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            if buf.is_empty() {
                return Ok(0);
            }
            let n = buf.len().min(c_int::MAX as usize);
            let methods = self.methods()?;
            let pos = self.pos;
            // SAFETY: the file is open and `buf` holds `n` bytes.
            let rc = unsafe {
                match methods.xWrite {
                    Some(f) => f(
                        self.raw(),
                        buf.as_ptr().cast(),
                        n as c_int,
                        pos as ffi::sqlite3_int64,
                    ),
                    None => ffi::SQLITE_ERROR,
                }
            };
            if rc != ffi::SQLITE_OK {
                return Err(failed("writing", &self.path, rc));
            }
            self.pos += n as u64;
            Ok(n)
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl Seek for Handle {
        fn seek(&mut self, to: SeekFrom) -> std::io::Result<u64> {
            let pos = match to {
                SeekFrom::Start(p) => Some(p),
                SeekFrom::End(d) => self.size()?.checked_add_signed(d),
                SeekFrom::Current(d) => self.pos.checked_add_signed(d),
            };
            self.pos =
                pos.ok_or_else(|| Error::new(ErrorKind::InvalidInput, "a seek before the start"))?;
            Ok(self.pos)
        }
    }

    impl Drop for Handle {
        fn drop(&mut self) {
            if let Ok(methods) = self.methods() {
                if let Some(close) = methods.xClose {
                    // SAFETY: the file is open; it is closed once, here.
                    unsafe {
                        close(self.raw());
                    }
                }
            }
        }
    }

    /// Opens `path` for reading and writing, creating it empty when it is not there.
    pub(crate) fn open_rw(path: &Path) -> std::io::Result<Handle> {
        Handle::open(path, true)
    }

    /// The whole of the file at `path`.
    pub(crate) fn read(path: impl AsRef<Path>) -> std::io::Result<Vec<u8>> {
        let mut file = Handle::open(path.as_ref(), false)?;
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes)?;
        Ok(bytes)
    }

    /// Writes `bytes` as the whole of `path` and flushes it to storage.
    pub(crate) fn write_synced(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
        let mut file = Handle::open(path, true)?;
        file.truncate(0)?;
        file.write_all(bytes)?;
        file.sync_all()
    }

    /// Flushes the file at `path` to storage.
    pub(crate) fn sync(path: &Path) -> std::io::Result<()> {
        Handle::open(path, false)?.sync_all()
    }

    /// Nothing to flush: a flat namespace has no directory entries apart from its files.
    pub(crate) fn sync_dir(_dir: &Path) {}

    /// Deletes the file at `path`.
    pub(crate) fn remove_file(path: impl AsRef<Path>) -> std::io::Result<()> {
        let path = path.as_ref();
        if !exists(path) {
            return Err(Error::new(
                ErrorKind::NotFound,
                format!("no file {}", path.display()),
            ));
        }
        let vfs = vfs()?;
        let name = name_of(path)?;
        // SAFETY: `vfs` is registered and `name` outlives the call.
        let rc = unsafe {
            match (*vfs).xDelete {
                Some(delete) => delete(vfs, name.as_ptr(), 1),
                None => ffi::SQLITE_ERROR,
            }
        };
        if rc != ffi::SQLITE_OK {
            return Err(failed("deleting", path, rc));
        }
        Ok(())
    }

    /// Copies `from` over `to`, flushed; returns the bytes copied.
    pub(crate) fn copy(from: impl AsRef<Path>, to: impl AsRef<Path>) -> std::io::Result<u64> {
        let bytes = read(from)?;
        write_synced(to.as_ref(), &bytes)?;
        Ok(bytes.len() as u64)
    }

    /// Moves `from` to `to`: a flushed copy, then the delete of `from` (a VFS can't rename).
    /// A stop in between leaves both whole.
    pub(crate) fn rename(from: impl AsRef<Path>, to: impl AsRef<Path>) -> std::io::Result<()> {
        copy(from.as_ref(), to)?;
        remove_file(from)
    }

    /// When a backup was taken, from its name (the milliseconds a name ends with, or a
    /// daily backup's day): a VFS keeps no modification times.
    fn time_in_name(name: &str) -> Option<std::time::SystemTime> {
        let stem = name.strip_suffix(".sqlite")?;
        let ms: i64 = if let Some(day) = stem.strip_prefix("daily-") {
            let mut parts = day.split('-').map(|p| p.parse::<i64>().ok());
            let (y, m, d) = (parts.next()??, parts.next()??, parts.next()??);
            days_from_civil(y, m, d) * 86_400_000
        } else {
            stem.rsplit('-').next()?.parse().ok()?
        };
        std::time::UNIX_EPOCH.checked_add(std::time::Duration::from_millis(ms.max(0) as u64))
    }

    /// The Unix day number of a civil date (Howard Hinnant's algorithm).
    fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
        let y = if m <= 2 { y - 1 } else { y };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let mp = (m + 9) % 12;
        let doy = (153 * mp + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The files directly in `dir`, from the VFS's list of names.
    pub(crate) fn list(dir: &Path) -> std::io::Result<Vec<Entry>> {
        let names = NAMES.with(|n| n.borrow().as_ref().map(|names| names()));
        let Some(names) = names else {
            return Err(Error::new(
                ErrorKind::Unsupported,
                "the VFS's files can't be listed",
            ));
        };
        let mut out = Vec::new();
        for full in names {
            let path = PathBuf::from(&full);
            if path.parent() != Some(dir) {
                continue;
            }
            let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
                continue;
            };
            let name = name.to_string();
            let len = Handle::open(&path, false).and_then(|mut f| f.size());
            out.push(Entry {
                modified: time_in_name(&name),
                name,
                path,
                len,
            });
        }
        Ok(out)
    }
}
