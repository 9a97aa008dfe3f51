//! Which of the saved games' tables a row found on a page belongs to, by its shape alone
//! (the root pages that would say so may be gone): the column count and types of `games`,
//! `actions` and `snapshots` as `schema.rs` makes them, and the checksum each row carries.
//! A row that does not check out is not taken.

use super::record::Value;
use super::{FoundAction, FoundRecord, FoundSnapshot};
use crate::games::{snapshot_sum, GameRow};
use crate::{ActionRecord, SalvagedRecord};

/// A row recognised on a page.
pub enum Found {
    /// A game's record, its checksum sound.
    Record(FoundRecord),
    /// An action of a log (its running checksum is checked against its neighbours later).
    Action(FoundAction),
    /// A snapshot, its checksum sound.
    Snapshot(FoundSnapshot),
    /// The games' id sequence (`sqlite_sequence`).
    Sequence(i64),
    /// The count of writes (`meta`).
    Writes(u64),
}

fn int(v: &Value) -> Option<i64> {
    match v {
        Value::Int(n) => Some(*n),
        _ => None,
    }
}

fn text(v: &Value) -> Option<&str> {
    match v {
        Value::Text(t) => Some(t),
        _ => None,
    }
}

/// What a row of a table b-tree (`rowid`) or of an index b-tree (`None`: the `WITHOUT ROWID`
/// tables) is, if it is a row of the saved games.
pub fn recognise(rowid: Option<i64>, values: &[Value], pages: &[u32]) -> Option<Found> {
    match rowid {
        Some(rowid) => table_row(rowid, values, pages),
        None => index_row(values, pages),
    }
}

fn table_row(id: i64, values: &[Value], pages: &[u32]) -> Option<Found> {
    match values {
        // sqlite_sequence (name, seq).
        [Value::Text(name), Value::Int(seq)] if name == "games" => Some(Found::Sequence(*seq)),
        // games: id (the rowid; NULL in the record), name, game, setup, seats, created_at,
        // updated_at, finished, preview, log_len, log_sum, checksum.
        [Value::Null, name, game, setup, seats, created, updated, finished, preview, len, sum, stored] =>
        {
            let row = GameRow {
                id,
                name: text(name)?.to_string(),
                game: text(game)?.to_string(),
                setup: text(setup)?.to_string(),
                seats: text(seats)?.to_string(),
                created_at: int(created)?,
                updated_at: int(updated)?,
                finished: int(finished)? != 0,
                preview: text(preview)?.to_string(),
                log_len: u64::try_from(int(len)?).ok()?,
                log_sum: int(sum)?,
            };
            (row.checksum() == int(stored)?).then(|| {
                Found::Record(FoundRecord {
                    id,
                    record: SalvagedRecord {
                        name: row.name,
                        game: row.game,
                        setup: row.setup,
                        seats: row.seats,
                        created_at: row.created_at,
                    },
                    updated_at: row.updated_at,
                    log_len: row.log_len,
                    log_sum: row.log_sum,
                    pages: pages.to_vec(),
                })
            })
        }
        _ => None,
    }
}

fn index_row(values: &[Value], pages: &[u32]) -> Option<Found> {
    match values {
        // meta (key, value).
        [Value::Text(key), Value::Int(n)] if key == "writes" => {
            Some(Found::Writes(u64::try_from(*n).ok()?))
        }
        // actions: game_id, seq (the key), seat, action, created_at, checksum.
        [Value::Int(game), Value::Int(seq), Value::Int(seat), Value::Text(action), Value::Int(_), Value::Int(sum)] => {
            Some(Found::Action(FoundAction {
                game_id: positive(*game)?,
                seq: u64::try_from(*seq).ok()?,
                action: ActionRecord {
                    seat: u8::try_from(*seat).ok()?,
                    action: action.clone(),
                },
                checksum: *sum,
                pages: pages.to_vec(),
            }))
        }
        // snapshots: game_id, seq (the key), state, checksum.
        [Value::Int(game), Value::Int(seq), Value::Text(state), Value::Int(sum)] => {
            let game_id = positive(*game)?;
            let seq = u64::try_from(*seq).ok()?;
            (snapshot_sum(game_id, seq, state) == *sum).then(|| {
                Found::Snapshot(FoundSnapshot {
                    game_id,
                    seq,
                    pages: pages.to_vec(),
                })
            })
        }
        _ => None,
    }
}

fn positive(id: i64) -> Option<i64> {
    (id > 0).then_some(id)
}
