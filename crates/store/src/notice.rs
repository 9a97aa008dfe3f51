//! What the saved games have to tell the user that nobody has seen yet, as facts each device
//! puts into its own words (docs/protocol.md, "Facts, not sentences").

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// One thing the saved games have to tell, kept (in `notices.json`) until it is seen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(rename = "StoreNotice")]
pub enum Notice {
    /// Saved changes were found missing at opening: the database file was put back from an
    /// older copy, or its write-ahead log was deleted.
    WritesLost {
        /// How many acknowledged changes are missing.
        lost: u64,
        /// The database file.
        file: String,
        /// Its write-ahead log's file name.
        wal: String,
    },
    /// A game's saved record failed its checksum and was taken again from a backup.
    RecordMended {
        /// The game's name.
        name: String,
        /// The game's id.
        game: i64,
        /// The backup file it came from.
        backup: String,
    },
    /// A game's saved snapshot failed its checksum: it was ignored and the game replayed from
    /// its log.
    SnapshotIgnored {
        /// The game's name.
        name: String,
        /// The action the snapshot was taken after.
        after: u64,
    },
    /// A notice in words, as a version before notices were facts kept it.
    Said {
        /// Its words (English).
        text: String,
    },
}

impl Notice {
    /// A notice as kept in the journal: a fact, or the words an older version kept.
    pub(crate) fn from_kept(kept: serde_json::Value) -> Notice {
        match kept {
            serde_json::Value::String(text) => Notice::Said { text },
            other => serde_json::from_value(other.clone()).unwrap_or(Notice::Said {
                text: other.to_string(),
            }),
        }
    }
}
