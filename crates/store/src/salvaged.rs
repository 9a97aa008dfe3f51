//! A game's record as salvage reads it from a damaged file or a backup (what the page
//! reader and the salvage both produce).

/// A game's record as read from a damaged file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SalvagedRecord {
    /// Display name.
    pub name: String,
    /// Game key.
    pub game: String,
    /// Setup JSON.
    pub setup: String,
    /// Seats JSON.
    pub seats: String,
    /// Unix milliseconds.
    pub created_at: i64,
}
