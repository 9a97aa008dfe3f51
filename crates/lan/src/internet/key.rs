//! The host's identity across homes, kept beside the saved games so that an invitation
//! outlives a restart (a game can last days). Forgetting it kills every invitation made
//! with it.

use std::io::Write;
use std::path::Path;

/// The key file's name in the saved-games folder.
const KEY_FILE: &str = "elsewhere.key";

/// The host's key from `dir`, or a new one written there (readable by its owner only).
pub fn load_or_make_key(dir: &Path) -> Result<[u8; 32], String> {
    let path = dir.join(KEY_FILE);
    match std::fs::read(&path) {
        Ok(bytes) => <[u8; 32]>::try_from(bytes.as_slice()).map_err(|_| {
            format!(
                "{}: not a key (32 bytes); delete it to make a new one",
                path.display()
            )
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let key = super::endpoint::fresh_key();
            let mut options = std::fs::OpenOptions::new();
            options.write(true).create_new(true);
            #[cfg(unix)]
            std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
            let mut file = options
                .open(&path)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            file.write_all(&key)
                .and_then(|()| file.sync_all())
                .map_err(|e| format!("{}: {e}", path.display()))?;
            Ok(key)
        }
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// Forgets the host's key: invitations made with it no longer reach anyone.
pub fn forget_key(dir: &Path) -> Result<(), String> {
    match std::fs::remove_file(dir.join(KEY_FILE)) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_is_kept_until_forgotten() {
        let dir = tempfile::tempdir().unwrap();
        let first = load_or_make_key(dir.path()).unwrap();
        assert_eq!(load_or_make_key(dir.path()).unwrap(), first);
        forget_key(dir.path()).unwrap();
        assert_ne!(load_or_make_key(dir.path()).unwrap(), first);
        std::fs::write(dir.path().join(KEY_FILE), b"short").unwrap();
        assert!(load_or_make_key(dir.path())
            .unwrap_err()
            .contains("not a key"));
    }
}
