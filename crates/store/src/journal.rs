//! Small files beside the database that must survive a kill at any moment: the recovery
//! journal (`recovery.json`: a salvage under way, then its report until the user has seen
//! it) and the notices not yet seen (`notices.json`). Each is written whole under a temporary
//! name, flushed to disk, and renamed into place, so it is either the old one or the new one.

use crate::files;
use crate::{Notice, Recovery, Result};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The recovery journal's name inside a data directory.
pub const JOURNAL_FILE: &str = "recovery.json";
/// The unseen notices' file name inside a data directory.
pub const NOTICES_FILE: &str = "notices.json";

/// Where a recovery stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub(crate) enum Journal {
    /// The damaged file is being set aside as `moved_to` and salvaged: a restart carries on.
    Salvaging {
        /// Where the damaged file goes.
        moved_to: PathBuf,
        /// What was wrong with it.
        reason: String,
    },
    /// Salvaged into a whole temporary file, renamed into place (or about to be); the report
    /// is kept until the user has seen it.
    Salvaged {
        /// The report.
        recovery: Recovery,
    },
}

/// Writes `value` as JSON to `dir/name`, whole or not at all.
pub(crate) fn write_json<T: Serialize>(dir: &Path, name: &str, value: &T) -> Result<()> {
    let text = serde_json::to_vec_pretty(value).map_err(std::io::Error::other)?;
    let partial = dir.join(format!(".{name}.partial"));
    files::write_synced(&partial, &text)?;
    files::rename(&partial, dir.join(name))?;
    sync_dir(dir);
    Ok(())
}

/// Reads `dir/name`; a file that does not parse is set aside (`.unreadable-<time>`) and
/// counts as absent.
pub(crate) fn read_json<T: DeserializeOwned>(dir: &Path, name: &str) -> Option<T> {
    let path = dir.join(name);
    let text = files::read(&path).ok()?;
    match serde_json::from_slice(&text) {
        Ok(v) => Some(v),
        Err(_) => {
            let _ = files::rename(
                &path,
                dir.join(format!("{name}.unreadable-{}", crate::now_ms())),
            );
            None
        }
    }
}

/// Flushes a directory's entries (a rename) to disk, where the platform allows it.
pub(crate) fn sync_dir(dir: &Path) {
    files::sync_dir(dir);
}

/// The recovery journal of `dir`, if there is one.
pub(crate) fn read(dir: &Path) -> Option<Journal> {
    read_json(dir, JOURNAL_FILE)
}

/// Writes the recovery journal of `dir`.
pub(crate) fn write(dir: &Path, journal: &Journal) -> Result<()> {
    write_json(dir, JOURNAL_FILE, journal)
}

/// Removes the recovery journal of `dir` (the user has seen the report).
pub(crate) fn remove(dir: &Path) -> Result<()> {
    match files::remove_file(dir.join(JOURNAL_FILE)) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e.into()),
        _ => Ok(()),
    }
}

/// The unseen notices of `dir`.
pub(crate) fn notices(dir: &Path) -> Vec<Notice> {
    read_json::<Vec<serde_json::Value>>(dir, NOTICES_FILE)
        .unwrap_or_default()
        .into_iter()
        .map(Notice::from_kept)
        .collect()
}

/// Adds a notice to those of `dir`.
pub(crate) fn add_notice(dir: &Path, notice: Notice) -> Result<()> {
    let mut all = notices(dir);
    if !all.contains(&notice) {
        all.push(notice);
    }
    write_json(dir, NOTICES_FILE, &all)
}

/// Forgets the notices of `dir` (the user has seen them).
pub(crate) fn clear_notices(dir: &Path) -> Result<()> {
    match files::remove_file(dir.join(NOTICES_FILE)) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e.into()),
        _ => Ok(()),
    }
}
