//! The high-water mark kept beside the database, in `epochs.highwater`: how many writes the
//! database has acknowledged, and the highest game id it ever handed out. Written after every
//! commit (one small write, no fsync: it survives a killed process as the `-wal` does).
//!
//! At opening, a database that counts fewer writes than this file lost acknowledged writes
//! (its `-wal` was deleted after a kill, or an older copy was put in its place): the user is
//! told. The highest id keeps ids moving forward across a restore or a salvage even when the
//! damaged file's own sequence can't be read.

use crate::checksum::{self, Field};
use crate::files::{self, Handle};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;

/// The file's name inside a data directory.
pub const HIGHWATER_FILE: &str = "epochs.highwater";

const MAGIC: &[u8; 8] = b"EPHW0001";

/// What the file holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Marks {
    /// Writes acknowledged (the database's `meta.writes` after the latest commit).
    pub writes: u64,
    /// The highest game id handed out.
    pub max_id: i64,
}

impl Marks {
    fn sum(&self) -> i64 {
        checksum::fields(&[Field::Int(self.writes as i64), Field::Int(self.max_id)])
    }

    fn encode(&self) -> [u8; 32] {
        let mut out = [0u8; 32];
        out[..8].copy_from_slice(MAGIC);
        out[8..16].copy_from_slice(&self.writes.to_le_bytes());
        out[16..24].copy_from_slice(&self.max_id.to_le_bytes());
        out[24..].copy_from_slice(&self.sum().to_le_bytes());
        out
    }

    fn decode(bytes: &[u8]) -> Option<Marks> {
        if bytes.len() < 32 || &bytes[..8] != MAGIC {
            return None;
        }
        let word = |i: usize| -> Option<[u8; 8]> { bytes.get(i..i + 8)?.try_into().ok() };
        let marks = Marks {
            writes: u64::from_le_bytes(word(8)?),
            max_id: i64::from_le_bytes(word(16)?),
        };
        (i64::from_le_bytes(word(24)?) == marks.sum()).then_some(marks)
    }
}

/// The open file and what it last said.
#[derive(Debug)]
pub(crate) struct HighWater {
    file: Handle,
    marks: Marks,
}

impl HighWater {
    /// Opens (or creates) the file in `dir`; `None` as its marks when it is new or unreadable.
    pub(crate) fn open(dir: &Path) -> std::io::Result<(HighWater, Option<Marks>)> {
        let mut file = files::open_rw(&dir.join(HIGHWATER_FILE))?;
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes)?;
        let read = Marks::decode(&bytes);
        Ok((
            HighWater {
                file,
                marks: read.unwrap_or_default(),
            },
            read,
        ))
    }

    /// What the file says now.
    pub(crate) fn marks(&self) -> Marks {
        self.marks
    }

    /// Records `marks` (never moving the id backward).
    pub(crate) fn record(&mut self, marks: Marks) -> std::io::Result<()> {
        let marks = Marks {
            writes: marks.writes,
            max_id: marks.max_id.max(self.marks.max_id),
        };
        if marks == self.marks {
            return Ok(());
        }
        self.file.seek(SeekFrom::Start(0))?;
        self.file.write_all(&marks.encode())?;
        self.marks = marks;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_changed_byte_makes_the_marks_unreadable() {
        let m = Marks {
            writes: 41,
            max_id: 7,
        };
        let mut bytes = m.encode();
        assert_eq!(Marks::decode(&bytes), Some(m));
        bytes[9] ^= 1;
        assert_eq!(Marks::decode(&bytes), None);
    }
}
