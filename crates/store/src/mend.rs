//! Mending a game's record that failed its checksum from the newest backup that holds it.

use crate::checksum;
use crate::games::GameRow;
use crate::salvage::record_from_backups;
use crate::{now_ms, GameId, Result, Store, StoreError};
use rusqlite::{params, OptionalExtension};

impl Store {
    /// Rewrites the record of game `id`, which failed its checksum, from the newest backup
    /// that holds it (a game's id is never another game's: its setup there is its own), its
    /// log's length and last checksum read again from the log; the backup's name when one
    /// did. The log is checked as ever when the game is next read.
    pub fn mend_record(&mut self, id: GameId) -> Result<Option<String>> {
        let Some((record, file)) = record_from_backups(&self.backup_dir(), id) else {
            return Ok(None);
        };
        let now = now_ms();
        self.write(|tx| {
            let finished: bool = tx
                .query_row(
                    "SELECT finished FROM games WHERE id = ?1",
                    params![id],
                    |r| r.get(0),
                )
                .optional()?
                .ok_or(StoreError::NotFound(id))?;
            let (len, sum) = tx.query_row(
                "SELECT COUNT(*), (SELECT checksum FROM actions WHERE game_id = ?1
                                   ORDER BY seq DESC LIMIT 1)
                 FROM actions WHERE game_id = ?1",
                params![id],
                |r| Ok((r.get::<_, i64>(0)?, r.get::<_, Option<i64>>(1)?)),
            )?;
            GameRow {
                id,
                name: record.name.clone(),
                game: record.game.clone(),
                setup: record.setup.clone(),
                seats: record.seats.clone(),
                created_at: record.created_at,
                updated_at: now,
                finished,
                preview: "{}".into(),
                log_len: len.max(0) as u64,
                log_sum: sum.unwrap_or(checksum::START),
            }
            .update(tx)
        })?;
        Ok(Some(file))
    }
}
