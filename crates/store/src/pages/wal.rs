//! The pages a write-ahead log holds (https://www.sqlite.org/fileformat2.html#walformat):
//! each frame is a page with its page number, a salt that must match the log's header and
//! a checksum chained over every frame before it. Only frames up to the last commit whose
//! chain holds count, and of those the last of each page, as SQLite itself reads them.

use super::btree::be32;
use std::collections::BTreeMap;

const MAGIC_LITTLE: u32 = 0x377f_0682;
const MAGIC_BIG: u32 = 0x377f_0683;
const HEADER: usize = 32;
const FRAME_HEADER: usize = 24;

/// The committed pages of a write-ahead log.
pub struct WalPages<'a> {
    /// Its page size.
    pub page_size: usize,
    /// The newest committed content of each page it holds.
    pub pages: BTreeMap<u32, &'a [u8]>,
}

/// The committed pages of `wal`, or `None` when its header does not hold together.
pub fn committed(wal: &[u8]) -> Option<WalPages<'_>> {
    let magic = be32(wal, 0)?;
    let big_endian = match magic {
        MAGIC_LITTLE => false,
        MAGIC_BIG => true,
        _ => return None,
    };
    let page_size = be32(wal, 8)? as usize;
    if !super::valid_page_size(page_size) {
        return None;
    }
    let mut sum = checksum(big_endian, (0, 0), wal.get(..24)?)?;
    if (be32(wal, 24)?, be32(wal, 28)?) != sum {
        return None;
    }
    let salts = (be32(wal, 16)?, be32(wal, 20)?);
    let mut pending = Vec::new();
    let mut pages = BTreeMap::new();
    let mut at = HEADER;
    while let Some(frame) = wal.get(at..at + FRAME_HEADER + page_size) {
        let (number, commit) = (be32(frame, 0)?, be32(frame, 4)?);
        if (be32(frame, 8)?, be32(frame, 12)?) != salts || number == 0 {
            break;
        }
        sum = checksum(big_endian, sum, frame.get(..8)?)?;
        sum = checksum(big_endian, sum, frame.get(FRAME_HEADER..)?)?;
        if (be32(frame, 16)?, be32(frame, 20)?) != sum {
            break;
        }
        pending.push((number, frame.get(FRAME_HEADER..)?));
        if commit != 0 {
            pages.extend(pending.drain(..));
        }
        at += FRAME_HEADER + page_size;
    }
    Some(WalPages { page_size, pages })
}

/// SQLite's WAL checksum of `bytes` (a multiple of 8 long) continued from `sum`.
fn checksum(big_endian: bool, sum: (u32, u32), bytes: &[u8]) -> Option<(u32, u32)> {
    let pairs = bytes.chunks_exact(8);
    if !pairs.remainder().is_empty() {
        return None;
    }
    let word = |b: &[u8]| {
        let b = [b[0], b[1], b[2], b[3]];
        if big_endian {
            u32::from_be_bytes(b)
        } else {
            u32::from_le_bytes(b)
        }
    };
    let (mut s0, mut s1) = sum;
    for pair in pairs {
        s0 = s0.wrapping_add(word(&pair[..4])).wrapping_add(s1);
        s1 = s1.wrapping_add(word(&pair[4..])).wrapping_add(s0);
    }
    Some((s0, s1))
}
