//! A scan of every page of a damaged database file, over SQLite's documented file format
//! (https://www.sqlite.org/fileformat2.html), for the rows that SQLite's own tree no longer
//! reaches: a damaged page 1 (the file header) or root page hides every row below it,
//! though the rows sit on intact pages. Like SQLite's recovery extension (`ext/recover`),
//! it reads each page on its own: b-tree pages that hold rows, their cells, the overflow
//! chains of long rows, and the records in them; which table a row is from is told by its
//! shape and its checksum (`rows.rs`). The newest committed pages of the `-wal` beside the
//! file count over the file's own.
//!
//! It reads raw bytes and never writes; whatever the bytes, it ends (every loop is bounded
//! by the file's size) and does not panic (`fuzz/fuzz_targets/pages.rs`).

mod btree;
mod record;
mod rows;
mod wal;

use crate::ActionRecord;
use crate::SalvagedRecord;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The 16 bytes a database file starts with.
const MAGIC: &[u8; 16] = b"SQLite format 3\0";
/// The smallest usable page size the format allows.
const MIN_USABLE: usize = 480;

/// A game's record found on a page, its checksum sound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundRecord {
    /// The game's id.
    pub id: i64,
    /// The record.
    pub record: SalvagedRecord,
    /// When it was last written (of two versions of one record, the later is the newer).
    pub updated_at: i64,
    /// How many actions its log had.
    pub log_len: u64,
    /// The running checksum of its last action.
    pub log_sum: i64,
    /// The pages it was read from.
    pub pages: Vec<u32>,
}

/// An action row found on a page (its running checksum is checked against its neighbours).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundAction {
    /// The game's id.
    pub game_id: i64,
    /// Its number in the log, from 0.
    pub seq: u64,
    /// The action.
    pub action: ActionRecord,
    /// Its stored running checksum.
    pub checksum: i64,
    /// The pages it was read from.
    pub pages: Vec<u32>,
}

/// A snapshot found on a page, its checksum sound (it only names its game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundSnapshot {
    /// The game's id.
    pub game_id: i64,
    /// The actions folded into it.
    pub seq: u64,
    /// The pages it was read from.
    pub pages: Vec<u32>,
}

/// Every row of the saved games found on the pages of a file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PageRows {
    /// The page size read or guessed (0 when none gave a row).
    pub page_size: usize,
    /// Games' records.
    pub records: Vec<FoundRecord>,
    /// Action rows.
    pub actions: Vec<FoundAction>,
    /// Snapshots.
    pub snapshots: Vec<FoundSnapshot>,
    /// The games' id sequence, when its row was found.
    pub sequence: Option<i64>,
    /// The count of writes, when its row was found.
    pub writes: Option<u64>,
}

impl PageRows {
    /// Every game id a row shows.
    pub fn game_ids(&self) -> BTreeSet<i64> {
        let records = self.records.iter().map(|r| r.id);
        let actions = self.actions.iter().map(|a| a.game_id);
        let snapshots = self.snapshots.iter().map(|s| s.game_id);
        records.chain(actions).chain(snapshots).collect()
    }

    fn count(&self) -> usize {
        self.records.len() + self.actions.len() + self.snapshots.len()
    }
}

/// The pages of a database file, with the newest committed pages of its `-wal` over them.
pub(crate) struct File<'a> {
    db: &'a [u8],
    wal: BTreeMap<u32, &'a [u8]>,
    page_size: usize,
    usable: usize,
}

impl<'a> File<'a> {
    /// Page `number` (from 1), when the file or its `-wal` holds it whole.
    pub(crate) fn page(&self, number: u32) -> Option<&'a [u8]> {
        if let Some(page) = self.wal.get(&number) {
            return Some(page);
        }
        let start = (number as usize)
            .checked_sub(1)?
            .checked_mul(self.page_size)?;
        self.db.get(start..start.checked_add(self.page_size)?)
    }

    /// The bytes of a page that hold content (the rest is reserved).
    pub(crate) fn usable(&self) -> usize {
        self.usable
    }

    /// How many bytes the file and its `-wal` hold: no payload can be longer.
    pub(crate) fn len(&self) -> usize {
        self.db.len() + self.wal.len() * self.page_size
    }

    fn page_count(&self) -> u32 {
        let in_db = u32::try_from(self.db.len() / self.page_size).unwrap_or(u32::MAX);
        in_db.max(self.wal.keys().next_back().copied().unwrap_or(0))
    }

    /// The pages on the free list, as page 1 names them (none when it is damaged). Freed
    /// pages keep rows that were deleted: they must not come back.
    fn free_pages(&self) -> BTreeSet<u32> {
        let mut free = BTreeSet::new();
        let Some(header) = self.page(1).filter(|p| p.starts_with(MAGIC)) else {
            return free;
        };
        let mut trunk = btree::be32(header, 32).unwrap_or(0);
        while trunk != 0 && free.insert(trunk) {
            let Some(page) = self.page(trunk) else {
                break;
            };
            let leaves = btree::be32(page, 4).unwrap_or(0) as usize;
            for i in 0..leaves.min(self.usable / 4) {
                if let Some(leaf) = btree::be32(page, 8 + i * 4) {
                    free.insert(leaf);
                }
            }
            trunk = btree::be32(page, 0).unwrap_or(0);
        }
        free
    }
}

/// Whether `size` is a page size SQLite can have.
pub(crate) fn valid_page_size(size: usize) -> bool {
    size.is_power_of_two() && (512..=65536).contains(&size)
}

/// The page size and reserved bytes a file header states, when it is a sound header.
fn header_sizes(page1: &[u8]) -> Option<(usize, usize)> {
    if !page1.starts_with(MAGIC) {
        return None;
    }
    let size = match u16::from_be_bytes([*page1.get(16)?, *page1.get(17)?]) {
        1 => 65536,
        n => usize::from(n),
    };
    let reserved = usize::from(*page1.get(20)?);
    (valid_page_size(size) && size - reserved >= MIN_USABLE).then_some((size, reserved))
}

/// Reads the database file at `path` and its `-wal`, if there is one, read-only: every
/// row of the saved games an intact page holds. A file that can't be read gives nothing.
pub fn read_pages(path: &Path) -> PageRows {
    let Ok(db) = std::fs::read(path) else {
        return PageRows::default();
    };
    let mut wal_path = path.as_os_str().to_owned();
    wal_path.push("-wal");
    let wal = std::fs::read(wal_path).unwrap_or_default();
    scan_pages(&db, &wal)
}

/// Every row of the saved games found on the pages of `db` (a database file's bytes), with
/// the committed frames of `wal` (its `-wal`'s bytes, empty when there is none) over them.
/// The page size is the header's; when page 1 is damaged, the `-wal`'s; else the one of
/// 512 to 65536 bytes that finds the most rows.
pub fn scan_pages(db: &[u8], wal: &[u8]) -> PageRows {
    let wal = wal::committed(wal);
    let wal_size = wal.as_ref().map(|w| w.page_size);
    let stated = header_sizes(db).or_else(|| {
        let page1 = wal.as_ref()?.pages.get(&1)?;
        header_sizes(page1)
    });
    let frames = |size: usize| match &wal {
        Some(w) if w.page_size == size => w.pages.clone(),
        _ => BTreeMap::new(),
    };
    let scan_with = |size: usize, reserved: usize| {
        scan_file(&File {
            db,
            wal: frames(size),
            page_size: size,
            usable: size - reserved,
        })
    };
    if let Some((size, reserved)) = stated {
        return scan_with(size, reserved);
    }
    if let Some(size) = wal_size {
        return scan_with(size, 0);
    }
    (9..=16)
        .map(|shift| scan_with(1 << shift, 0))
        .max_by_key(PageRows::count)
        .filter(|rows| rows.count() > 0)
        .unwrap_or_default()
}

fn scan_file(file: &File<'_>) -> PageRows {
    let free = file.free_pages();
    let mut rows = PageRows {
        page_size: file.page_size,
        ..PageRows::default()
    };
    for number in 1..=file.page_count() {
        if free.contains(&number) {
            continue;
        }
        for cell in btree::cells(file, number) {
            let Some(values) = record::decode(&cell.payload) else {
                continue;
            };
            match rows::recognise(cell.rowid, &values, &cell.pages) {
                Some(rows::Found::Record(r)) => rows.records.push(r),
                Some(rows::Found::Action(a)) => rows.actions.push(a),
                Some(rows::Found::Snapshot(s)) => rows.snapshots.push(s),
                Some(rows::Found::Sequence(n)) => {
                    rows.sequence = Some(rows.sequence.map_or(n, |m| m.max(n)));
                }
                Some(rows::Found::Writes(n)) => {
                    rows.writes = Some(rows.writes.map_or(n, |m| m.max(n)));
                }
                None => {}
            }
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ActionRecord, NewGame, Store, DB_FILE};

    /// A small database: 3 games of 30 actions, and a snapshot of 9000 bytes (3 overflow
    /// pages) for each; its bytes.
    fn small_db() -> Vec<u8> {
        let dir = tempfile::tempdir().unwrap();
        {
            let (mut store, _) = Store::open_in(dir.path()).unwrap();
            for g in 0..3 {
                let id = store
                    .create_game(&NewGame {
                        name: format!("g{g}"),
                        game: "khronos".into(),
                        setup: "{}".into(),
                        seats: "[]".into(),
                        preview: "{}".into(),
                    })
                    .unwrap();
                for i in 0..30 {
                    let action = ActionRecord {
                        seat: 0,
                        action: format!(r#"{{"n":{i}}}"#),
                    };
                    store.append_action(id, i, &action, "{}", false).unwrap();
                }
                store.put_snapshot(id, 30, &"s".repeat(9000)).unwrap();
            }
        }
        std::fs::read(dir.path().join(DB_FILE)).unwrap()
    }

    /// A seeded stream of numbers, for damage that is the same at every run.
    struct Draw(u64);

    impl Draw {
        fn next(&mut self) -> usize {
            self.0 = self
                .0
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (self.0 >> 33) as usize
        }
    }

    #[test]
    fn an_overflow_chain_that_loops_ends_and_loses_only_its_row() {
        let mut db = small_db();
        let sound = scan_pages(&db, &[]);
        assert_eq!((sound.snapshots.len(), sound.actions.len()), (3, 90));
        let chain = &sound.snapshots[0].pages;
        assert!(chain.len() >= 3, "{chain:?}");
        // The first overflow page points back at itself.
        let first = chain[1];
        let at = (first as usize - 1) * sound.page_size;
        db[at..at + 4].copy_from_slice(&first.to_be_bytes());
        let looped = scan_pages(&db, &[]);
        assert_eq!((looped.snapshots.len(), looped.actions.len()), (2, 90));
    }

    #[test]
    fn damaged_bytes_anywhere_never_make_the_scan_panic_nor_invent_a_record() {
        let db = small_db();
        let sound = scan_pages(&db, &[]);
        let mut draw = Draw(39);
        for round in 0..600 {
            let mut bytes = db.clone();
            match round % 4 {
                // A few bytes changed anywhere, page headers and cell pointers included.
                0 | 1 => {
                    for _ in 0..1 + draw.next() % 40 {
                        let at = draw.next() % bytes.len();
                        bytes[at] = draw.next() as u8;
                    }
                }
                // Cut short at any byte.
                2 => bytes.truncate(draw.next() % bytes.len()),
                // A whole page of noise.
                _ => {
                    let page = draw.next() % (bytes.len() / sound.page_size);
                    for b in &mut bytes[page * sound.page_size..(page + 1) * sound.page_size] {
                        *b = draw.next() as u8;
                    }
                }
            }
            let rows = scan_pages(&bytes, &[]);
            // The same bytes read as a -wal, with nothing, or with the file.
            let _ = scan_pages(&[], &bytes);
            let _ = scan_pages(&db, &bytes);
            for r in &rows.records {
                assert!(sound.records.contains(r), "round {round}: {r:?}");
            }
            for s in &rows.snapshots {
                assert!(
                    sound
                        .snapshots
                        .iter()
                        .any(|o| (o.game_id, o.seq) == (s.game_id, s.seq)),
                    "round {round}: {s:?}"
                );
            }
        }
    }
}
