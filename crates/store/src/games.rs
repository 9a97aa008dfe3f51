//! The games, their action logs and snapshots: every read checks the checksums, every write
//! keeps them (one transaction each, through `Store::write`).

use crate::checksum::{self, Field};
use crate::{
    now_ms, ActionRecord, GameId, GameRecord, NewGame, Result, SavedGame, Store, StoreError,
};
use rusqlite::{params, Connection, OptionalExtension};

/// A game's row, with the fields its checksum covers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct GameRow {
    pub id: GameId,
    pub name: String,
    pub game: String,
    pub setup: String,
    pub seats: String,
    pub created_at: i64,
    pub updated_at: i64,
    pub finished: bool,
    pub preview: String,
    /// Actions in the log.
    pub log_len: u64,
    /// The running checksum of the last action (`checksum::START` when the log is empty).
    pub log_sum: i64,
}

const ROW_COLUMNS: &str = "id, name, game, setup, seats, created_at, updated_at, finished, \
                           preview, log_len, log_sum, checksum";

impl GameRow {
    /// The checksum of every field of the row.
    pub(crate) fn checksum(&self) -> i64 {
        checksum::fields(&[
            Field::Int(self.id),
            Field::Text(&self.name),
            Field::Text(&self.game),
            Field::Text(&self.setup),
            Field::Text(&self.seats),
            Field::Int(self.created_at),
            Field::Int(self.updated_at),
            Field::Int(i64::from(self.finished)),
            Field::Text(&self.preview),
            Field::Int(self.log_len as i64),
            Field::Int(self.log_sum),
        ])
    }

    fn from_sql(r: &rusqlite::Row<'_>) -> rusqlite::Result<(GameRow, Option<i64>)> {
        Ok((
            GameRow {
                id: r.get(0)?,
                name: r.get(1)?,
                game: r.get(2)?,
                setup: r.get(3)?,
                seats: r.get(4)?,
                created_at: r.get(5)?,
                updated_at: r.get(6)?,
                finished: r.get(7)?,
                preview: r.get(8)?,
                log_len: r.get::<_, Option<i64>>(9)?.unwrap_or(0).max(0) as u64,
                log_sum: r.get::<_, Option<i64>>(10)?.unwrap_or(checksum::START),
            },
            r.get(11)?,
        ))
    }

    /// Whether the stored checksum matches.
    fn intact(&self, stored: Option<i64>) -> bool {
        stored == Some(self.checksum())
    }

    /// Game `id`'s row, checked: `NotFound`, or `DamagedRecord` when it fails its checksum.
    pub(crate) fn read(conn: &Connection, id: GameId) -> Result<GameRow> {
        // Cached: every saved action reads its game's row first.
        let (row, stored) = conn
            .prepare_cached(&format!("SELECT {ROW_COLUMNS} FROM games WHERE id = ?1"))?
            .query_row(params![id], GameRow::from_sql)
            .optional()?
            .ok_or(StoreError::NotFound(id))?;
        if !row.intact(stored) {
            return Err(StoreError::DamagedRecord(id));
        }
        Ok(row)
    }

    /// Writes every field but the id back, with the checksum.
    pub(crate) fn update(&self, conn: &Connection) -> Result<()> {
        // Cached: every saved action writes its game's row.
        conn.prepare_cached(
            "UPDATE games SET name = ?2, game = ?3, setup = ?4, seats = ?5, created_at = ?6,
                updated_at = ?7, finished = ?8, preview = ?9, log_len = ?10, log_sum = ?11,
                checksum = ?12
             WHERE id = ?1",
        )?
        .execute(params![
            self.id,
            self.name,
            self.game,
            self.setup,
            self.seats,
            self.created_at,
            self.updated_at,
            self.finished,
            self.preview,
            self.log_len as i64,
            self.log_sum,
            self.checksum()
        ])?;
        Ok(())
    }

    /// Inserts a new row (its id given, or the next of the sequence) and returns its id.
    fn insert(mut self, conn: &Connection, id: Option<GameId>) -> Result<GameRow> {
        conn.execute(
            "INSERT INTO games (id, name, game, setup, seats, created_at, updated_at, finished,
                preview, log_len, log_sum)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            params![
                id,
                self.name,
                self.game,
                self.setup,
                self.seats,
                self.created_at,
                self.updated_at,
                self.finished,
                self.preview,
                self.log_len as i64,
                self.log_sum
            ],
        )?;
        self.id = conn.last_insert_rowid();
        self.update(conn)?;
        Ok(self)
    }

    fn record(self, intact: bool) -> GameRecord {
        GameRecord {
            id: self.id,
            name: self.name,
            game: self.game,
            setup: self.setup,
            seats: self.seats,
            created_at: self.created_at,
            updated_at: self.updated_at,
            finished: self.finished,
            preview: self.preview,
            actions: self.log_len,
            intact,
        }
    }
}

/// The checksum of a snapshot of game `id` after `seq` actions.
pub(crate) fn snapshot_sum(id: GameId, seq: u64, state: &str) -> i64 {
    checksum::fields(&[Field::Int(id), Field::Int(seq as i64), Field::Text(state)])
}

/// Inserts `actions` as the whole log of game `id`; the checksum of the last.
fn insert_log(conn: &Connection, id: GameId, actions: &[ActionRecord], now: i64) -> Result<i64> {
    let mut insert = conn.prepare(
        "INSERT INTO actions (game_id, seq, seat, action, created_at, checksum)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?;
    let mut sum = checksum::START;
    for (seq, a) in actions.iter().enumerate() {
        sum = checksum::chain(sum, a.seat, &a.action);
        insert.execute(params![id, seq as i64, a.seat, a.action, now, sum])?;
    }
    Ok(sum)
}

impl Store {
    /// Saves a new game with an empty log.
    pub fn create_game(&mut self, g: &NewGame) -> Result<GameId> {
        self.import_game(g, &[], false)
    }

    /// Saves a whole game (an import) in one transaction.
    pub fn import_game(
        &mut self,
        g: &NewGame,
        actions: &[ActionRecord],
        finished: bool,
    ) -> Result<GameId> {
        self.insert_game(None, g, actions, finished, now_ms())
    }

    /// Saves a whole game under id `id` (a salvaged game keeps its id).
    pub(crate) fn insert_game(
        &mut self,
        id: Option<GameId>,
        g: &NewGame,
        actions: &[ActionRecord],
        finished: bool,
        created_at: i64,
    ) -> Result<GameId> {
        let now = now_ms();
        let id = self.write(|tx| {
            let mut row = GameRow {
                id: 0,
                name: g.name.clone(),
                game: g.game.clone(),
                setup: g.setup.clone(),
                seats: g.seats.clone(),
                created_at,
                updated_at: now,
                finished,
                preview: g.preview.clone(),
                log_len: 0,
                log_sum: checksum::START,
            }
            .insert(tx, id)?;
            row.log_sum = insert_log(tx, row.id, actions, now)?;
            row.log_len = actions.len() as u64;
            row.update(tx)?;
            Ok(row.id)
        })?;
        self.note_id(id);
        Ok(id)
    }

    /// Appends one action as number `seq` (which must be the log's length), updating the
    /// preview, and commits before returning: once this returns, the action is saved.
    pub fn append_action(
        &mut self,
        id: GameId,
        seq: u64,
        action: &ActionRecord,
        preview: &str,
        finished: bool,
    ) -> Result<()> {
        let now = now_ms();
        self.write(|tx| {
            let mut row = GameRow::read(tx, id)?;
            if row.log_len != seq {
                return Err(StoreError::Stale {
                    expected: seq,
                    actual: row.log_len,
                });
            }
            let sum = checksum::chain(row.log_sum, action.seat, &action.action);
            tx.prepare_cached(
                "INSERT INTO actions (game_id, seq, seat, action, created_at, checksum)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![
                id,
                seq as i64,
                action.seat,
                action.action,
                now,
                sum
            ])?;
            row.log_len += 1;
            row.log_sum = sum;
            row.updated_at = now;
            row.preview = preview.to_string();
            row.finished = finished;
            row.update(tx)
        })
    }

    /// Removes the actions from number `keep` on (an undo, or a repair), and snapshots that
    /// folded them.
    pub fn truncate(&mut self, id: GameId, keep: u64, preview: &str, finished: bool) -> Result<()> {
        self.write(|tx| {
            let mut row = GameRow::read(tx, id)?;
            tx.execute(
                "DELETE FROM actions WHERE game_id = ?1 AND seq >= ?2",
                params![id, keep as i64],
            )?;
            tx.execute(
                "DELETE FROM snapshots WHERE game_id = ?1 AND seq > ?2",
                params![id, keep as i64],
            )?;
            row.log_len = keep;
            row.log_sum = if keep == 0 {
                checksum::START
            } else {
                tx.query_row(
                    "SELECT checksum FROM actions WHERE game_id = ?1 AND seq = ?2",
                    params![id, keep as i64 - 1],
                    |r| r.get::<_, Option<i64>>(0),
                )
                .optional()?
                .flatten()
                .unwrap_or(checksum::START)
            };
            row.updated_at = now_ms();
            row.preview = preview.to_string();
            row.finished = finished;
            row.update(tx)
        })
    }

    /// Keeps a snapshot of the state after `seq` actions.
    pub fn put_snapshot(&mut self, id: GameId, seq: u64, state: &str) -> Result<()> {
        self.conn.execute(
            "INSERT OR REPLACE INTO snapshots (game_id, seq, state, checksum)
             VALUES (?1, ?2, ?3, ?4)",
            params![id, seq as i64, state, snapshot_sum(id, seq, state)],
        )?;
        Ok(())
    }

    /// Forgets the snapshot of game `id` after `seq` actions (it failed its checksum).
    pub fn drop_snapshot(&mut self, id: GameId, seq: u64) -> Result<()> {
        self.conn.execute(
            "DELETE FROM snapshots WHERE game_id = ?1 AND seq = ?2",
            params![id, seq as i64],
        )?;
        Ok(())
    }

    /// Reads a game back: its record, latest sound snapshot and action log, checking every
    /// checksum. The log ends before the first damaged action (`damaged_at`); a snapshot past
    /// it is not used, and one that fails its checksum is skipped (`snapshot_damaged`).
    pub fn load(&self, id: GameId) -> Result<SavedGame> {
        let row = GameRow::read(&self.conn, id)?;
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, seat, action, checksum FROM actions WHERE game_id = ?1 ORDER BY seq",
        )?;
        let rows = stmt
            .query_map(params![id], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    ActionRecord {
                        seat: r.get(1)?,
                        action: r.get(2)?,
                    },
                    r.get::<_, Option<i64>>(3)?,
                ))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        let mut actions = Vec::with_capacity(rows.len());
        let mut damaged_at = None;
        let mut sum = checksum::START;
        for (seq, action, stored) in rows {
            let n = actions.len() as u64;
            if n == row.log_len {
                // Rows past the end the record names: not part of the log.
                damaged_at = Some(n);
                break;
            }
            sum = checksum::chain(sum, action.seat, &action.action);
            if seq != n as i64 || stored != Some(sum) {
                damaged_at = Some(n);
                break;
            }
            actions.push(action);
        }
        let good = actions.len() as u64;
        if damaged_at.is_none() && (good != row.log_len || sum != row.log_sum) {
            damaged_at = Some(good.min(row.log_len));
        }
        let mut snapshot = None;
        let mut snapshot_damaged = None;
        let mut snaps = self.conn.prepare_cached(
            "SELECT seq, state, checksum FROM snapshots
             WHERE game_id = ?1 AND seq <= ?2 ORDER BY seq DESC",
        )?;
        let found = snaps.query_map(params![id, good as i64], |r| {
            Ok((
                r.get::<_, i64>(0)?.max(0) as u64,
                r.get::<_, String>(1)?,
                r.get::<_, i64>(2)?,
            ))
        })?;
        for s in found {
            let (seq, state, stored) = s?;
            if stored == snapshot_sum(id, seq, &state) {
                snapshot = Some((seq, state));
                break;
            }
            snapshot_damaged.get_or_insert(seq);
        }
        Ok(SavedGame {
            record: row.record(true),
            snapshot,
            snapshot_damaged,
            actions,
            damaged_at,
        })
    }
    /// One game's record (`DamagedRecord` when it fails its checksum).
    pub fn record(&self, id: GameId) -> Result<GameRecord> {
        Ok(GameRow::read(&self.conn, id)?.record(true))
    }

    /// Every saved game, most recently played first; a record failing its checksum is
    /// listed with `intact: false`.
    pub fn list(&self) -> Result<Vec<GameRecord>> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT {ROW_COLUMNS} FROM games ORDER BY updated_at DESC, id DESC"
        ))?;
        let rows = stmt.query_map([], GameRow::from_sql)?;
        let mut out = Vec::new();
        for r in rows {
            let (row, stored) = r?;
            let intact = row.intact(stored);
            out.push(row.record(intact));
        }
        Ok(out)
    }

    /// Renames a game.
    pub fn rename(&mut self, id: GameId, name: &str) -> Result<()> {
        self.write(|tx| {
            let mut row = GameRow::read(tx, id)?;
            row.name = name.to_string();
            row.update(tx)
        })
    }

    /// Replaces a game's seats (names, colours, kinds), as JSON.
    pub fn set_seats(&mut self, id: GameId, seats: &str) -> Result<()> {
        self.write(|tx| {
            let mut row = GameRow::read(tx, id)?;
            row.seats = seats.to_string();
            row.update(tx)
        })
    }

    /// Deletes a game with its log and snapshots.
    pub fn delete(&mut self, id: GameId) -> Result<()> {
        self.write(|tx| {
            let n = tx.execute("DELETE FROM games WHERE id = ?1", params![id])?;
            if n == 0 {
                return Err(StoreError::NotFound(id));
            }
            Ok(())
        })
    }
}

/// Gives rows saved before their checksums existed theirs: each action its running checksum,
/// game by game in log order, then each game row its log's length, last checksum and own
/// checksum. Rows that have them are left alone.
pub(crate) fn fill_checksums(conn: &mut Connection) -> Result<()> {
    let games: Vec<i64> = {
        let mut stmt =
            conn.prepare("SELECT DISTINCT game_id FROM actions WHERE checksum IS NULL")?;
        let ids = stmt.query_map([], |r| r.get(0))?;
        ids.collect::<rusqlite::Result<_>>()?
    };
    for game in games {
        let tx = conn.transaction()?;
        {
            let mut read = tx
                .prepare("SELECT seq, seat, action FROM actions WHERE game_id = ?1 ORDER BY seq")?;
            let rows = read
                .query_map(params![game], |r| {
                    Ok((
                        r.get::<_, i64>(0)?,
                        r.get::<_, u8>(1)?,
                        r.get::<_, String>(2)?,
                    ))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            let mut write =
                tx.prepare("UPDATE actions SET checksum = ?3 WHERE game_id = ?1 AND seq = ?2")?;
            let mut sum = checksum::START;
            for (seq, seat, action) in rows {
                sum = checksum::chain(sum, seat, &action);
                write.execute(params![game, seq, sum])?;
            }
        }
        tx.commit()?;
    }
    let rows: Vec<GameRow> = {
        let mut stmt = conn.prepare(&format!(
            "SELECT {ROW_COLUMNS} FROM games WHERE checksum IS NULL"
        ))?;
        let rows = stmt.query_map([], |r| GameRow::from_sql(r).map(|(row, _)| row))?;
        rows.collect::<rusqlite::Result<_>>()?
    };
    if rows.is_empty() {
        return Ok(());
    }
    let tx = conn.transaction()?;
    for mut row in rows {
        let (len, sum) = tx
            .query_row(
                "SELECT COUNT(*), (SELECT checksum FROM actions WHERE game_id = ?1
                                   ORDER BY seq DESC LIMIT 1)
                 FROM actions WHERE game_id = ?1",
                params![row.id],
                |r| Ok((r.get::<_, i64>(0)?, r.get::<_, Option<i64>>(1)?)),
            )
            .optional()?
            .unwrap_or((0, None));
        row.log_len = len.max(0) as u64;
        row.log_sum = sum.unwrap_or(checksum::START);
        row.update(&tx)?;
    }
    tx.commit()?;
    Ok(())
}
