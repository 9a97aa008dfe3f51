//! The cells of one b-tree page (fileformat2 §1.6): the page header, the cell pointer array,
//! each cell's payload with its overflow chain joined. Table interior pages hold no rows and
//! are skipped; index pages are read, because a `WITHOUT ROWID` table (the action log, the
//! snapshots) is an index b-tree whose interior cells hold whole rows too.

use super::record::varint;
use super::File;

/// A table b-tree leaf page.
const TABLE_LEAF: u8 = 0x0d;
/// An index b-tree interior page.
const INDEX_INTERIOR: u8 = 0x02;
/// An index b-tree leaf page.
const INDEX_LEAF: u8 = 0x0a;

/// One cell's payload, as found on a page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The rowid, for a table leaf's cell.
    pub rowid: Option<i64>,
    /// The payload, with its overflow joined.
    pub payload: Vec<u8>,
    /// The pages it was read from: its own, then its overflow pages.
    pub pages: Vec<u32>,
}

/// The cells of page `number` of `file`: none when it is no page that holds rows, or its
/// header does not hold together. A cell whose overflow chain is broken is left out.
pub fn cells(file: &File<'_>, number: u32) -> Vec<Cell> {
    let Some(page) = file.page(number) else {
        return Vec::new();
    };
    // Page 1 starts with the 100-byte file header.
    let start = if number == 1 { 100 } else { 0 };
    let Some(&kind) = page.get(start) else {
        return Vec::new();
    };
    let (header, index) = match kind {
        TABLE_LEAF => (8, false),
        INDEX_LEAF => (8, true),
        INDEX_INTERIOR => (12, true),
        _ => return Vec::new(),
    };
    let Some(count) = be16(page, start + 3) else {
        return Vec::new();
    };
    let usable = file.usable();
    let pointers = start + header;
    // Each cell takes at least its 2-byte pointer and 2 bytes of content.
    if pointers + count * 4 > usable {
        return Vec::new();
    }
    (0..count)
        .filter_map(|i| {
            let at = be16(page, pointers + i * 2)?;
            if at < pointers + count * 2 || at >= usable {
                return None;
            }
            cell(file, number, page, at, kind, index)
        })
        .collect()
}

fn cell(
    file: &File<'_>,
    number: u32,
    page: &[u8],
    at: usize,
    kind: u8,
    index: bool,
) -> Option<Cell> {
    let mut at = at;
    if kind == INDEX_INTERIOR {
        at += 4; // the left child's page number
    }
    let (size, n) = varint(page, at)?;
    at += n;
    let rowid = if index {
        None
    } else {
        let (rowid, n) = varint(page, at)?;
        at += n;
        Some(rowid as i64)
    };
    let usable = file.usable();
    let size = usize::try_from(size).ok()?;
    // A payload longer than the file can't be.
    if size > file.len() {
        return None;
    }
    let local = local_len(size, usable, index);
    let end = at.checked_add(local)?;
    if end > usable {
        return None;
    }
    let mut payload = page.get(at..end)?.to_vec();
    let mut pages = vec![number];
    if local < size {
        let next = be32(page, end)?;
        overflow(file, next, size, &mut payload, &mut pages)?;
    }
    Some(Cell {
        rowid,
        payload,
        pages,
    })
}

/// How much of a payload of `size` bytes is kept on its own page (fileformat2 §1.6).
fn local_len(size: usize, usable: usize, index: bool) -> usize {
    let max = if index {
        (usable - 12) * 64 / 255 - 23
    } else {
        usable - 35
    };
    if size <= max {
        return size;
    }
    let min = (usable - 12) * 32 / 255 - 23;
    let k = min + (size - min) % (usable - 4);
    if k <= max {
        k
    } else {
        min
    }
}

/// Follows an overflow chain from page `next` until `payload` has `size` bytes. A chain that
/// loops, leaves the file or ends early gives `None`: each page is visited once at most.
fn overflow(
    file: &File<'_>,
    mut next: u32,
    size: usize,
    payload: &mut Vec<u8>,
    pages: &mut Vec<u32>,
) -> Option<()> {
    let per_page = file.usable() - 4;
    let mut seen = std::collections::HashSet::new();
    seen.insert(pages.first().copied().unwrap_or(0));
    while payload.len() < size {
        if next == 0 || !seen.insert(next) {
            return None;
        }
        let page = file.page(next)?;
        pages.push(next);
        let take = per_page.min(size - payload.len());
        payload.extend_from_slice(page.get(4..4 + take)?);
        next = be32(page, 0)?;
    }
    Some(())
}

fn be16(bytes: &[u8], at: usize) -> Option<usize> {
    let b = bytes.get(at..at + 2)?;
    Some(usize::from(u16::from_be_bytes([b[0], b[1]])))
}

/// A big-endian 32-bit number at `at`.
pub fn be32(bytes: &[u8], at: usize) -> Option<u32> {
    let b = bytes.get(at..at.checked_add(4)?)?;
    Some(u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
}
