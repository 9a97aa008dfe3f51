//! Issue 39, item 5, on a real full disk: a small tmpfs (mounted by the test, so only as
//! root on Linux; elsewhere it says why it skips).

mod common;

use common::new_game;
use epochs_store::{ActionRecord, Store, StoreError, DB_FILE};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A tmpfs mounted on a temporary folder, unmounted when dropped.
struct SmallDisk {
    mount: PathBuf,
    _dir: tempfile::TempDir,
}

impl SmallDisk {
    /// A 2 MiB tmpfs, or why there can't be one here.
    fn mount() -> Result<SmallDisk, String> {
        let uid = Command::new("id")
            .arg("-u")
            .output()
            .map_err(|e| e.to_string())?;
        if String::from_utf8_lossy(&uid.stdout).trim() != "0" {
            return Err("mounting a tmpfs needs root".into());
        }
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let mount = dir.path().join("disk");
        std::fs::create_dir(&mount).map_err(|e| e.to_string())?;
        let out = Command::new("mount")
            .args(["-t", "tmpfs", "-o", "size=2m", "tmpfs"])
            .arg(&mount)
            .output()
            .map_err(|e| e.to_string())?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).into_owned());
        }
        Ok(SmallDisk { mount, _dir: dir })
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.mount).status();
    }
}

/// Fills the disk under `dir` with a file, leaving about `room` bytes free.
fn fill_disk(dir: &Path, room: u64) -> PathBuf {
    let path = dir.join("ballast");
    let mut file = std::fs::File::create(&path).unwrap();
    let chunk = vec![0u8; 16 * 1024];
    while file.write_all(&chunk).is_ok() {}
    let len = file.metadata().unwrap().len();
    file.set_len(len.saturating_sub(room)).unwrap();
    path
}

fn action(i: u64) -> ActionRecord {
    ActionRecord {
        seat: (i % 2) as u8,
        action: format!(r#"{{"type":"build","n":{i},"pad":"{}"}}"#, "x".repeat(600)),
    }
}

/// Plays on from action `from` until a write fails or `most` are saved; the error.
fn play(store: &mut Store, id: i64, from: u64, most: u64) -> (u64, Option<StoreError>) {
    for i in from..from + most {
        if let Err(e) = store.append_action(id, i, &action(i), "{}", false) {
            return (i, Some(e));
        }
    }
    (from + most, None)
}

#[test]
fn a_full_disk_says_so_and_play_resumes_when_space_returns_without_a_restart() {
    let disk = match SmallDisk::mount() {
        Ok(disk) => disk,
        Err(why) => {
            eprintln!("skipped: no small tmpfs to fill ({why})");
            return;
        }
    };
    let data = disk.mount.join("epochs");
    let (mut store, _) = Store::open_in(&data).unwrap();
    let id = store.create_game(&new_game("on a small disk")).unwrap();
    // A fresh data directory on a nearly full disk.
    let ballast = fill_disk(&disk.mount, 256 * 1024);
    let (saved, error) = play(&mut store, id, 0, 100_000);
    let error = error.expect("the disk fills");
    assert!(matches!(error, StoreError::DiskFull { .. }), "{error:?}");
    assert!(error.to_string().contains("is full"), "{error}");
    assert!(saved > 0, "some actions were saved first");
    // Still full: refused again, and nothing saved is lost.
    let (again, error) = play(&mut store, id, saved, 1);
    assert_eq!(again, saved);
    assert!(
        matches!(error, Some(StoreError::DiskFull { .. })),
        "{error:?}"
    );
    assert_eq!(store.load(id).unwrap().actions.len() as u64, saved);
    // Space returns: play resumes in the same process.
    std::fs::remove_file(&ballast).unwrap();
    let (played, error) = play(&mut store, id, saved, 100);
    assert!(error.is_none(), "{error:?}");
    let wal = std::fs::metadata(data.join(format!("{DB_FILE}-wal")))
        .map(|m| m.len())
        .unwrap_or(0);
    eprintln!("{saved} actions saved before the disk was full, then 100 more; -wal {wal} bytes");
    // And after a restart.
    drop(store);
    let (mut store, _) = Store::open_in(&data).unwrap();
    let (total, error) = play(&mut store, id, played, 10);
    assert!(error.is_none(), "{error:?}");
    let saved = store.load(id).unwrap();
    assert_eq!(saved.actions.len() as u64, total);
    assert!(saved.actions.iter().zip(0..).all(|(a, i)| *a == action(i)));
    assert_eq!(saved.damaged_at, None);
}
