//! Reading what is left of a damaged database, row by row, skipping what can't be read. The
//! file is opened read-only: nothing is ever written to it or its `-wal`.
//!
//! Rows come from two sources, merged: what SQLite's tree still reaches (lookups go around
//! a damaged page in the middle), and every row an intact page of the file or its `-wal`
//! holds (`pages`: a damaged page 1 or root page hides nothing from it). Every game id that
//! appears anywhere (the games, the action log, the snapshots, the id sequence) is found,
//! and for each: its record when it still reads and passes its checksum, every action row
//! that still reads, and the run of actions from the first whose running checksum holds.
//! How many actions the log had comes from the game's checksummed record (`log_len`,
//! `log_sum`) when it reads, else from the log itself.

use crate::log_run::{self, Row, Run};
use crate::pages::{read_pages, PageRows};
use crate::salvaged::SalvagedRecord;
use crate::ActionRecord;
use rusqlite::{params, Connection, OpenFlags, OptionalExtension};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Ids probed beyond the highest one found, in case the list of games was cut short.
const PROBE_BEYOND: i64 = 64;
/// Action numbers probed past one that can't be read, looking for the rest of the log.
const PROBE_ACTIONS: u64 = 512;

/// What could still be read of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SalvagedGame {
    /// Its id (kept in the fresh file: ids are never reused).
    pub id: i64,
    /// Its record, when it reads (and, in files that have them, passes its checksum).
    pub record: Option<SalvagedRecord>,
    /// Why the record is missing, when it is.
    pub record_trouble: Option<String>,
    /// The actions from the first, up to the first that is missing, unreadable or fails its
    /// running checksum.
    pub actions: Vec<ActionRecord>,
    /// Why `actions` ends where it does, when that is before the end of the log.
    pub stopped: Option<String>,
    /// How many actions the log had, when that is known for sure.
    pub logged: Option<u64>,
    /// How many action rows could be read at all.
    pub readable: u64,
}

/// Everything read from a damaged file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DamagedScan {
    /// Every game id seen anywhere, with what was read of it.
    pub games: Vec<SalvagedGame>,
    /// The highest game id the file handed out or holds (its sequence, when it reads).
    pub highest_id: i64,
    /// The file's count of writes (`meta.writes`), when it reads.
    pub writes: Option<u64>,
}

/// The record of game `id` from the newest backup in `backups` that holds it sound (a
/// game's id is never given to another game, so any backup's record of it is its own): for
/// a game whose record the damaged file lost but whose actions it kept. The backup's name
/// comes with it.
pub(crate) fn record_from_backups(backups: &Path, id: i64) -> Option<(SalvagedRecord, String)> {
    let mut files: Vec<(std::time::SystemTime, std::path::PathBuf)> = crate::files::list(backups)
        .ok()?
        .into_iter()
        .filter(|e| e.name.ends_with(".sqlite") && !e.name.starts_with('.'))
        .filter_map(|e| Some((e.modified?, e.path)))
        .collect();
    files.sort_by(|a, b| b.cmp(a));
    files.into_iter().find_map(|(_, path)| {
        let conn = Connection::open_with_flags(&path, OpenFlags::SQLITE_OPEN_READ_ONLY).ok()?;
        let (record, _, _) = read_record(&conn, id);
        let name = path.file_name()?.to_string_lossy().into_owned();
        record.map(|r| (r, name))
    })
}

/// Reads what can be read of the database at `path`, read-only: what SQLite's tree still
/// reaches (a `-wal` that needs recovering is not read that way: the store salvages from a
/// copy of both, `read_copy`), and every row an intact page of the file or its `-wal` holds
/// (`pages`). An unreadable file gives nothing.
pub fn read_damaged(path: &Path) -> DamagedScan {
    scan(path, OpenFlags::SQLITE_OPEN_READ_ONLY, &read_pages(path))
}

/// Reads what can be read of a copy of a damaged database (with its `-wal`), read-write so
/// that SQLite recovers the `-wal` into the copy, and of the pages of `original` (the
/// damaged file itself, read-only) and its `-wal`.
pub(crate) fn read_copy(copy: &Path, original: &Path) -> DamagedScan {
    scan(
        copy,
        OpenFlags::SQLITE_OPEN_READ_WRITE,
        &read_pages(original),
    )
}

fn scan(path: &Path, flags: OpenFlags, pages: &PageRows) -> DamagedScan {
    let conn = Connection::open_with_flags(path, flags | OpenFlags::SQLITE_OPEN_NO_MUTEX).ok();
    // Lets SQLite read a file shorter than its header says (a cut-off tail) instead of refusing
    // it whole; nothing is written through it.
    if let Some(conn) = &conn {
        let _ = conn.execute_batch("PRAGMA writable_schema = ON");
    }
    let sequence = conn.as_ref().and_then(|conn| {
        conn.query_row(
            "SELECT seq FROM sqlite_sequence WHERE name = 'games'",
            [],
            |r| r.get::<_, i64>(0),
        )
        .ok()
    });
    let sequence = sequence.max(pages.sequence);
    let mut ids = conn
        .as_ref()
        .map(|conn| game_ids(conn, sequence.unwrap_or(0)))
        .unwrap_or_default();
    ids.extend(pages.game_ids());
    let games: Vec<SalvagedGame> = ids
        .iter()
        .map(|&id| {
            let tree = conn
                .as_ref()
                .map(|conn| read_tree(conn, id))
                .unwrap_or_default();
            resolve(id, tree, pages)
        })
        .collect();
    let highest_id = ids.last().copied().unwrap_or(0).max(sequence.unwrap_or(0));
    let writes = conn.as_ref().and_then(|conn| {
        conn.query_row("SELECT value FROM meta WHERE key = 'writes'", [], |r| {
            r.get::<_, i64>(0)
        })
        .ok()
        .map(|n| n.max(0) as u64)
    });
    DamagedScan {
        games,
        highest_id,
        writes: writes.max(pages.writes),
    }
}

/// Runs `sql` (one id column) and keeps what it gives until the first unreadable row.
fn scan_ids(conn: &Connection, sql: &str, into: &mut BTreeSet<i64>) {
    if let Ok(mut stmt) = conn.prepare(sql) {
        if let Ok(rows) = stmt.query_map([], |r| r.get::<_, i64>(0)) {
            into.extend(rows.map_while(Result::ok));
        }
    }
}

/// Whether `sql` (one id parameter) finds a row.
fn found(conn: &Connection, sql: &str, id: i64) -> bool {
    conn.query_row(sql, params![id], |_| Ok(()))
        .optional()
        .ok()
        .flatten()
        .is_some()
}

/// Every game id that can be found: by scans while they read, then by probing every id up to
/// past the highest found (a scan stops at the first damaged page; a lookup goes around it).
fn game_ids(conn: &Connection, sequence: i64) -> BTreeSet<i64> {
    let mut ids = BTreeSet::new();
    scan_ids(conn, "SELECT id FROM games ORDER BY id", &mut ids);
    scan_ids(conn, "SELECT DISTINCT game_id FROM actions", &mut ids);
    scan_ids(conn, "SELECT DISTINCT game_id FROM snapshots", &mut ids);
    // Scanning the log backwards reaches what lies past a damaged page in the middle.
    scan_ids(
        conn,
        "SELECT DISTINCT game_id FROM actions ORDER BY game_id DESC",
        &mut ids,
    );
    let highest = ids.last().copied().unwrap_or(0).max(sequence);
    for id in 1..=highest + PROBE_BEYOND {
        if ids.contains(&id) {
            continue;
        }
        if found(conn, "SELECT 1 FROM games WHERE id = ?1", id)
            || found(conn, "SELECT 1 FROM actions WHERE game_id = ?1 LIMIT 1", id)
            || found(
                conn,
                "SELECT 1 FROM snapshots WHERE game_id = ?1 LIMIT 1",
                id,
            )
        {
            ids.insert(id);
        }
    }
    ids
}

/// The checksummed part of a record (schema 5 on): the log's length and last checksum.
pub(crate) struct LogMarks {
    len: u64,
    sum: i64,
}

fn read_record(
    conn: &Connection,
    id: i64,
) -> (Option<SalvagedRecord>, Option<LogMarks>, Option<String>) {
    let full = conn.query_row(
        "SELECT name, game, setup, seats, created_at, updated_at, finished, preview,
                log_len, log_sum, checksum
         FROM games WHERE id = ?1",
        params![id],
        |r| {
            let record = SalvagedRecord {
                name: r.get(0)?,
                game: r.get(1)?,
                setup: r.get(2)?,
                seats: r.get(3)?,
                created_at: r.get(4)?,
            };
            let updated_at: i64 = r.get(5)?;
            let finished: bool = r.get(6)?;
            let preview: String = r.get(7)?;
            let len: Option<i64> = r.get(8)?;
            let sum: Option<i64> = r.get(9)?;
            let stored: Option<i64> = r.get(10)?;
            Ok((record, updated_at, finished, preview, len, sum, stored))
        },
    );
    match full {
        Ok((record, updated_at, finished, preview, Some(len), Some(sum), Some(stored))) => {
            let row = crate::games::GameRow {
                id,
                name: record.name.clone(),
                game: record.game.clone(),
                setup: record.setup.clone(),
                seats: record.seats.clone(),
                created_at: record.created_at,
                updated_at,
                finished,
                preview,
                log_len: len.max(0) as u64,
                log_sum: sum,
            };
            if row.checksum() == stored {
                let marks = LogMarks {
                    len: row.log_len,
                    sum,
                };
                (Some(record), Some(marks), None)
            } else {
                (
                    None,
                    None,
                    Some("its record fails its checksum".to_string()),
                )
            }
        }
        Ok((record, ..)) => (Some(record), None, None),
        Err(rusqlite::Error::QueryReturnedNoRows) => {
            (None, None, Some("its record is gone".to_string()))
        }
        Err(_) => {
            // A file from before schema 5, or a record that no longer reads whole.
            let old = conn.query_row(
                "SELECT name, game, setup, seats, created_at FROM games WHERE id = ?1",
                params![id],
                |r| {
                    Ok(SalvagedRecord {
                        name: r.get(0)?,
                        game: r.get(1)?,
                        setup: r.get(2)?,
                        seats: r.get(3)?,
                        created_at: r.get(4)?,
                    })
                },
            );
            match old {
                Ok(record) => (Some(record), None, None),
                Err(_) => (None, None, Some("its record could not be read".to_string())),
            }
        }
    }
}

/// Reads the rows of game `id` from action `from` on, in order, until the end or the first
/// that can't be read; the number of the first not read, when it stopped early.
fn read_run(conn: &Connection, id: i64, from: u64, rows: &mut BTreeMap<u64, Row>) -> Option<u64> {
    let Ok(mut stmt) = conn.prepare(
        "SELECT seq, seat, action, checksum FROM actions
         WHERE game_id = ?1 AND seq >= ?2 ORDER BY seq",
    ) else {
        return Some(from);
    };
    let Ok(mut query) = stmt.query(params![id, from as i64]) else {
        return Some(from);
    };
    let mut next = from;
    loop {
        match query.next() {
            Ok(Some(r)) => {
                let read = (|| -> rusqlite::Result<(i64, Row)> {
                    Ok((
                        r.get(0)?,
                        (
                            ActionRecord {
                                seat: r.get(1)?,
                                action: r.get(2)?,
                            },
                            r.get(3)?,
                        ),
                    ))
                })();
                match read {
                    Ok((seq, row)) if seq >= 0 => {
                        rows.insert(seq as u64, row);
                        next = seq as u64 + 1;
                    }
                    _ => return Some(next),
                }
            }
            Ok(None) => return None,
            Err(_) => return Some(next),
        }
    }
}

/// Looks up action rows one by one from `from`, for the first that reads.
fn probe_action(
    conn: &Connection,
    id: i64,
    from: u64,
    rows: &mut BTreeMap<u64, Row>,
) -> Option<u64> {
    let mut stmt = conn
        .prepare("SELECT seat, action, checksum FROM actions WHERE game_id = ?1 AND seq = ?2")
        .ok()?;
    for seq in from..from + PROBE_ACTIONS {
        let row = stmt
            .query_row(params![id, seq as i64], |r| {
                Ok((
                    ActionRecord {
                        seat: r.get(0)?,
                        action: r.get(1)?,
                    },
                    r.get::<_, Option<i64>>(2)?,
                ))
            })
            .optional();
        if let Ok(Some(row)) = row {
            rows.insert(seq, row);
            return Some(seq);
        }
    }
    None
}

/// What SQLite's tree still reaches of one game.
#[derive(Default)]
struct TreeGame {
    record: Option<SalvagedRecord>,
    marks: Option<LogMarks>,
    trouble: Option<String>,
    rows: BTreeMap<u64, Row>,
    /// The log's length by its highest action number, when that reads.
    logged: Option<u64>,
}

fn read_tree(conn: &Connection, id: i64) -> TreeGame {
    let (record, marks, trouble) = read_record(conn, id);
    // Every action row that still reads.
    let mut rows = BTreeMap::new();
    let mut from = 0;
    while let Some(stuck) = read_run(conn, id, from, &mut rows) {
        match probe_action(conn, id, stuck + 1, &mut rows) {
            Some(seq) => from = seq + 1,
            None => break,
        }
    }
    let logged = conn
        .query_row(
            "SELECT MAX(seq) + 1 FROM actions WHERE game_id = ?1",
            params![id],
            |r| r.get::<_, Option<i64>>(0),
        )
        .ok()
        .map(|n| n.map_or(0, |n| n.max(0) as u64));
    TreeGame {
        record,
        marks,
        trouble,
        rows,
        logged,
    }
}

/// One game from what the tree reached and what the pages hold: the tree's record when it
/// passes its checksum, else the newest sound one on a page; the action log from the first,
/// each action taken from the tree or a page, whichever continues the running checksum.
fn resolve(id: i64, tree: TreeGame, pages: &PageRows) -> SalvagedGame {
    let on_page = pages
        .records
        .iter()
        .filter(|r| r.id == id)
        .max_by_key(|r| (r.updated_at, r.log_len));
    let (record, marks, record_trouble) = match (tree.marks, on_page) {
        (Some(marks), _) => (tree.record, Some(marks), None),
        (None, Some(found)) => (
            Some(found.record.clone()),
            Some(LogMarks {
                len: found.log_len,
                sum: found.log_sum,
            }),
            None,
        ),
        (None, None) => {
            let trouble = match (&tree.record, tree.trouble) {
                (Some(_), _) => None,
                (None, Some(why)) => Some(why),
                (None, None) => Some("its record could not be read".to_string()),
            };
            (tree.record, None, trouble)
        }
    };
    // Each action number's candidates: the tree's row first, then the pages'.
    let mut rows: BTreeMap<u64, Vec<Row>> = tree
        .rows
        .into_iter()
        .map(|(seq, row)| (seq, vec![row]))
        .collect();
    for found in pages.actions.iter().filter(|a| a.game_id == id) {
        let row = (found.action.clone(), Some(found.checksum));
        let candidates = rows.entry(found.seq).or_default();
        if !candidates.contains(&row) {
            candidates.push(row);
        }
    }
    let readable = rows.len() as u64;
    let max_seen = rows.keys().next_back().map_or(0, |s| s + 1);
    let logged = match &marks {
        Some(m) => Some(m.len),
        None => Some(tree.logged.unwrap_or(0).max(max_seen)),
    };
    let Run { actions, stopped } = log_run::choose(&rows, marks.map(|m| (m.len, m.sum)), logged);
    SalvagedGame {
        id,
        record,
        record_trouble,
        actions,
        stopped,
        logged,
        readable,
    }
}
