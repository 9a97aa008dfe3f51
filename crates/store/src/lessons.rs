//! Which lessons were finished, kept beside the saved games (in the `meta` table, one row per
//! lesson: `lesson:<key>` and when it was first finished), so that they survive as the games do.

use crate::{Result, Store};
use rusqlite::params;

/// The prefix of a finished lesson's row in `meta`.
const PREFIX: &str = "lesson:";

impl Store {
    /// The keys of the lessons finished, in the order of their keys.
    pub fn lessons_done(&self) -> Result<Vec<String>> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT key FROM meta WHERE key >= ?1 AND key < ?2 ORDER BY key")?;
        let rows = stmt.query_map(params![PREFIX, "lesson;"], |r| r.get::<_, String>(0))?;
        let mut out = Vec::new();
        for row in rows {
            if let Some(key) = row?.strip_prefix(PREFIX) {
                out.push(key.to_string());
            }
        }
        Ok(out)
    }

    /// Keeps that lesson `key` was finished (now, by the store's clock; a lesson finished
    /// again keeps its first time).
    pub fn mark_lesson_done(&mut self, key: &str) -> Result<()> {
        let row = format!("{PREFIX}{key}");
        let now_ms = self.now();
        self.write(|tx| {
            tx.execute(
                "INSERT INTO meta (key, value) VALUES (?1, ?2) ON CONFLICT(key) DO NOTHING",
                params![row, now_ms],
            )?;
            Ok(())
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::Store;

    #[test]
    fn a_finished_lesson_is_kept_once_and_others_are_not_listed() {
        let dir = tempfile::tempdir().unwrap();
        let (mut store, _) = Store::open_in(dir.path()).unwrap();
        assert!(store.lessons_done().unwrap().is_empty());
        store.mark_lesson_done("tempus-02-babies").unwrap();
        store.mark_lesson_done("khronos-01-ages").unwrap();
        store.mark_lesson_done("khronos-01-ages").unwrap();
        assert_eq!(
            store.lessons_done().unwrap(),
            ["khronos-01-ages", "tempus-02-babies"]
        );
    }
}
