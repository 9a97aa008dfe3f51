//! Reading what is left of a damaged database, row by row, skipping what can't be read: each
//! game's record and the longest run of its actions from the first one that still reads. The
//! table replays them through the rules before anything is saved again.

use crate::ActionRecord;
use rusqlite::{params, Connection, OpenFlags, OptionalExtension};
use std::collections::BTreeSet;
use std::path::Path;

/// Ids probed beyond the highest one found, in case the list of games was cut short.
const PROBE_BEYOND: i64 = 64;

/// What could still be read of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SalvagedGame {
    /// Its id in the damaged file.
    pub id: i64,
    /// Display name.
    pub name: String,
    /// Game key.
    pub game: String,
    /// Setup JSON.
    pub setup: String,
    /// Seats JSON.
    pub seats: String,
    /// The actions from the first, up to the first that could not be read.
    pub actions: Vec<ActionRecord>,
    /// How many actions the log had, when that can still be read.
    pub logged: Option<u64>,
}

/// What could be read of the database at `path`: the games whose records read, and the ids
/// of those whose record did not. An unreadable file gives nothing.
pub fn read_damaged(path: &Path) -> (Vec<SalvagedGame>, Vec<i64>) {
    let Ok(conn) = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    ) else {
        return (Vec::new(), Vec::new());
    };
    // Lets SQLite read a file shorter than its header says (a cut-off tail) instead of refusing
    // it whole; the connection is read-only, so nothing is written.
    let _ = conn.execute_batch("PRAGMA writable_schema = ON");
    let ids = game_ids(&conn);
    let mut games = Vec::new();
    let mut unreadable = Vec::new();
    for id in ids {
        match game_record(&conn, id) {
            Some(mut g) => {
                g.actions = actions(&conn, id);
                g.logged = conn
                    .query_row(
                        "SELECT MAX(seq) + 1 FROM actions WHERE game_id = ?1",
                        params![id],
                        |r| r.get::<_, Option<i64>>(0),
                    )
                    .ok()
                    .map(|n| n.map_or(0, |n| n.max(0) as u64));
                games.push(g);
            }
            None => unreadable.push(id),
        }
    }
    (games, unreadable)
}

/// Every game id that can be found: by a scan while it reads, then by probing around the
/// highest found (a scan stops at the first damaged page).
fn game_ids(conn: &Connection) -> BTreeSet<i64> {
    let mut ids = BTreeSet::new();
    if let Ok(mut stmt) = conn.prepare("SELECT id FROM games ORDER BY id") {
        if let Ok(rows) = stmt.query_map([], |r| r.get::<_, i64>(0)) {
            for id in rows {
                match id {
                    Ok(id) => {
                        ids.insert(id);
                    }
                    Err(_) => break,
                }
            }
        }
    }
    // Ids found in the actions and snapshots point to games too.
    for sql in [
        "SELECT DISTINCT game_id FROM actions",
        "SELECT DISTINCT game_id FROM snapshots",
    ] {
        if let Ok(mut stmt) = conn.prepare(sql) {
            if let Ok(rows) = stmt.query_map([], |r| r.get::<_, i64>(0)) {
                ids.extend(rows.map_while(Result::ok));
            }
        }
    }
    let highest = ids.last().copied().unwrap_or(0);
    for id in 1..=highest + PROBE_BEYOND {
        if !ids.contains(&id) && game_exists(conn, id) {
            ids.insert(id);
        }
    }
    ids
}

fn game_exists(conn: &Connection, id: i64) -> bool {
    conn.query_row("SELECT 1 FROM games WHERE id = ?1", params![id], |_| Ok(()))
        .optional()
        .ok()
        .flatten()
        .is_some()
}

fn game_record(conn: &Connection, id: i64) -> Option<SalvagedGame> {
    conn.query_row(
        "SELECT name, game, setup, seats FROM games WHERE id = ?1",
        params![id],
        |r| {
            Ok(SalvagedGame {
                id,
                name: r.get(0)?,
                game: r.get(1)?,
                setup: r.get(2)?,
                seats: r.get(3)?,
                actions: Vec::new(),
                logged: None,
            })
        },
    )
    .ok()
}

/// The actions of game `id` from number 0 on, up to the first that is missing or unreadable.
fn actions(conn: &Connection, id: i64) -> Vec<ActionRecord> {
    let mut out = Vec::new();
    let Ok(mut stmt) =
        conn.prepare("SELECT seat, action FROM actions WHERE game_id = ?1 AND seq = ?2")
    else {
        return out;
    };
    loop {
        let seq = out.len() as i64;
        let row = stmt
            .query_row(params![id, seq], |r| {
                Ok(ActionRecord {
                    seat: r.get(0)?,
                    action: r.get(1)?,
                })
            })
            .optional();
        match row {
            Ok(Some(a)) => out.push(a),
            _ => return out,
        }
    }
}
