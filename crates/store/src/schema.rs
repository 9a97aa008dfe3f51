//! The database schema and its forward migrations, versioned with `PRAGMA user_version`.
//! Written here rather than with `rusqlite_migration`: no release of it builds with this
//! workspace's rusqlite (0.43; its newest, 2.6, needs ^0.40; refinery 0.10.1 stops at 0.41), and
//! two rusqlite versions cannot share one build (each links its own SQLite). The list maps one
//! to one onto `rusqlite_migration`'s `Migrations`.

use rusqlite::Connection;

/// Each migration brings the schema from version `i` to `i + 1`.
pub const MIGRATIONS: &[&str] = &[
    // 1: saved games and their action logs.
    "CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        game TEXT NOT NULL,
        setup TEXT NOT NULL,
        seats TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        finished INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE actions (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (game_id, seq)
    ) WITHOUT ROWID;",
    // 2: snapshots for fast opening, and a preview for the saved-games list.
    "CREATE TABLE snapshots (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        state TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
    ) WITHOUT ROWID;
    ALTER TABLE games ADD COLUMN preview TEXT NOT NULL DEFAULT '{}';
    CREATE INDEX games_by_update ON games(updated_at DESC);",
    // 3: game ids are never reused (a deleted game's id is not given to the next one).
    "CREATE TABLE games_v3 (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        game TEXT NOT NULL,
        setup TEXT NOT NULL,
        seats TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        finished INTEGER NOT NULL DEFAULT 0,
        preview TEXT NOT NULL DEFAULT '{}'
    );
    INSERT INTO games_v3 (id, name, game, setup, seats, created_at, updated_at, finished, preview)
        SELECT id, name, game, setup, seats, created_at, updated_at, finished, preview FROM games;
    DROP TABLE games;
    ALTER TABLE games_v3 RENAME TO games;
    CREATE INDEX games_by_update ON games(updated_at DESC);",
    // 4: each action carries a running checksum of the log up to it (`checksum::chain`), so a
    // changed byte is found when the game is opened. Older rows get theirs at opening.
    "ALTER TABLE actions ADD COLUMN checksum INTEGER;",
    // 5: every stored byte is checked. A game's row says how long its log is and the checksum
    // of its last action, and carries a checksum of its own fields; a snapshot carries one of
    // its state. Snapshots written before they had one are dropped (they are only a cache:
    // the log replays). `meta` counts the writes, so that writes lost with a deleted `-wal`
    // are found against the count kept beside the file (`highwater.rs`). Older rows get their
    // checksums at opening (`fill_checksums`).
    "ALTER TABLE games ADD COLUMN log_len INTEGER;
    ALTER TABLE games ADD COLUMN log_sum INTEGER;
    ALTER TABLE games ADD COLUMN checksum INTEGER;
    DELETE FROM snapshots;
    ALTER TABLE snapshots ADD COLUMN checksum INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;
    INSERT INTO meta (key, value) VALUES ('writes', 0);",
];

/// The schema version this build writes.
pub fn current_version() -> i64 {
    MIGRATIONS.len() as i64
}

/// The schema version of an open database.
pub fn version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("PRAGMA user_version", [], |r| r.get(0))
}

/// Applies every migration above the database's version, each in its own transaction.
pub fn migrate(conn: &mut Connection) -> rusqlite::Result<()> {
    migrate_to(conn, current_version())
}

/// Applies migrations up to `target` (tests use it to build older databases). Foreign keys
/// are off meanwhile: a table rebuilt by a migration must not take its rows' children along.
pub fn migrate_to(conn: &mut Connection, target: i64) -> rusqlite::Result<()> {
    let enforced: bool = conn.query_row("PRAGMA foreign_keys", [], |r| r.get(0))?;
    conn.pragma_update(None, "foreign_keys", false)?;
    let result = apply_migrations(conn, target);
    conn.pragma_update(None, "foreign_keys", enforced)?;
    result
}

fn apply_migrations(conn: &mut Connection, target: i64) -> rusqlite::Result<()> {
    let mut v = version(conn)?;
    while v < target {
        let Some(sql) = MIGRATIONS.get(v as usize) else {
            break;
        };
        let tx = conn.transaction()?;
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", v + 1)?;
        tx.commit()?;
        v += 1;
    }
    Ok(())
}
