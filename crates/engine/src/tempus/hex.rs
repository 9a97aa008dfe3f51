//! The sea of Tempus: 13 columns (A to M) by 12 rows (1 to 12) of hexes in offset columns.
//!
//! Hexes are flat-topped; columns stand side by side and the odd columns (B, D, F, H, J, L)
//! sit half a hex lower than the even ones (A, C, E, ...). A hex is named by its column letter
//! and row number, `G7`. Neighbours, clockwise from north: for a hex in column A, C, E...:
//! N (same column, row - 1), NE (next column, row - 1), SE (next column, same row),
//! S (row + 1), SW (previous column, same row), NW (previous column, row - 1); for a hex in
//! column B, D, F...: N (row - 1), NE (next column, same row), SE (next column, row + 1),
//! S (row + 1), SW (previous column, row + 1), NW (previous column, same row).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use ts_rs::TS;

/// Columns of the sea (T2).
pub const COLUMNS: usize = 13;
/// Rows of the sea (T2).
pub const ROWS: usize = 12;
/// Hexes of the sea.
pub const HEXES: usize = COLUMNS * ROWS;

/// One hex of the sea, by index `row * 13 + column`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, TS)]
#[ts(type = "string")]
pub struct Hex(u8);

/// The six directions, clockwise from north: N, NE, SE, S, SW, NW.
pub const DIRECTIONS: usize = 6;

const NONE: u8 = u8::MAX;

const fn neighbour_table() -> [[u8; DIRECTIONS]; HEXES] {
    let mut t = [[NONE; DIRECTIONS]; HEXES];
    let mut i = 0;
    while i < HEXES {
        let x = (i % COLUMNS) as i32;
        let y = (i / COLUMNS) as i32;
        let odd = x % 2 == 1;
        // (dx, dy) clockwise from north.
        let d: [(i32, i32); 6] = if odd {
            [(0, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0)]
        } else {
            [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 0), (-1, -1)]
        };
        let mut k = 0;
        while k < 6 {
            let nx = x + d[k].0;
            let ny = y + d[k].1;
            if nx >= 0 && nx < COLUMNS as i32 && ny >= 0 && ny < ROWS as i32 {
                t[i][k] = (ny as usize * COLUMNS + nx as usize) as u8;
            }
            k += 1;
        }
        i += 1;
    }
    t
}

static NEIGHBOURS: [[u8; DIRECTIONS]; HEXES] = neighbour_table();

const fn neighbour_sets() -> [HexSet; HEXES] {
    let t = neighbour_table();
    let mut out = [HexSet::EMPTY; HEXES];
    let mut i = 0;
    while i < HEXES {
        let mut k = 0;
        while k < DIRECTIONS {
            let n = t[i][k];
            if n != NONE {
                out[i].0[(n / 64) as usize] |= 1 << (n % 64);
            }
            k += 1;
        }
        i += 1;
    }
    out
}

static NEIGHBOUR_SETS: [HexSet; HEXES] = neighbour_sets();

impl Hex {
    /// The hex at `column` (0 = A) and `row` (0 = row 1), if on the sea.
    pub fn new(column: usize, row: usize) -> Option<Hex> {
        (column < COLUMNS && row < ROWS).then(|| Hex((row * COLUMNS + column) as u8))
    }

    /// The hex of an index below `HEXES`.
    pub fn from_index(i: usize) -> Option<Hex> {
        (i < HEXES).then_some(Hex(i as u8))
    }

    /// Every hex of the sea, row by row.
    pub fn all() -> impl Iterator<Item = Hex> {
        (0..HEXES as u8).map(Hex)
    }

    /// Index `row * 13 + column`.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Column, 0 = A.
    pub fn column(self) -> usize {
        self.index() % COLUMNS
    }

    /// Row, 0 = row 1.
    pub fn row(self) -> usize {
        self.index() / COLUMNS
    }

    /// The neighbour in direction `dir` (0 = N, clockwise), if on the sea.
    pub fn neighbour(self, dir: usize) -> Option<Hex> {
        let n = NEIGHBOURS[self.index()][dir % DIRECTIONS];
        (n != NONE).then_some(Hex(n))
    }

    /// All neighbours on the sea.
    pub fn neighbours(self) -> HexSet {
        NEIGHBOUR_SETS[self.index()]
    }

    /// Whether the hexes share an edge.
    pub fn is_adjacent(self, other: Hex) -> bool {
        self.neighbours().contains(other)
    }

    /// Whether the hex lies on the border of the sea (fewer than six neighbours).
    pub fn on_edge(self) -> bool {
        self.neighbours().len() < DIRECTIONS
    }
}

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'A' + self.column() as u8) as char,
            self.row() + 1
        )
    }
}

impl FromStr for Hex {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let bad = || format!("bad hex '{s}': expected a column A-M then a row 1-12, like G7");
        let mut chars = t.chars();
        let col = chars
            .next()
            .filter(|c| c.is_ascii_alphabetic())
            .ok_or_else(bad)?;
        let row: usize = chars.as_str().parse().map_err(|_| bad())?;
        let x = (col.to_ascii_uppercase() as u8).wrapping_sub(b'A') as usize;
        if row == 0 {
            return Err(bad());
        }
        Hex::new(x, row - 1).ok_or_else(bad)
    }
}

impl Serialize for Hex {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Hex {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of hexes as a bit set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HexSet([u64; 3]);

impl HexSet {
    /// No hex.
    pub const EMPTY: HexSet = HexSet([0; 3]);

    /// Every hex of the sea.
    pub fn full() -> HexSet {
        Hex::all().collect()
    }

    /// One hex.
    pub fn single(h: Hex) -> HexSet {
        let mut s = HexSet::EMPTY;
        s.insert(h);
        s
    }

    /// Whether `h` is in the set.
    pub fn contains(&self, h: Hex) -> bool {
        self.0[h.index() / 64] & (1 << (h.index() % 64)) != 0
    }

    /// Adds `h`.
    pub fn insert(&mut self, h: Hex) {
        self.0[h.index() / 64] |= 1 << (h.index() % 64);
    }

    /// Removes `h`.
    pub fn remove(&mut self, h: Hex) {
        self.0[h.index() / 64] &= !(1 << (h.index() % 64));
    }

    /// Number of hexes.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 3]
    }

    /// Hexes in either set.
    pub fn union(self, o: HexSet) -> HexSet {
        HexSet([self.0[0] | o.0[0], self.0[1] | o.0[1], self.0[2] | o.0[2]])
    }

    /// Hexes in both sets.
    pub fn and(self, o: HexSet) -> HexSet {
        HexSet([self.0[0] & o.0[0], self.0[1] & o.0[1], self.0[2] & o.0[2]])
    }

    /// Hexes of this set not in `o`.
    pub fn minus(self, o: HexSet) -> HexSet {
        HexSet([
            self.0[0] & !o.0[0],
            self.0[1] & !o.0[1],
            self.0[2] & !o.0[2],
        ])
    }

    /// Whether the sets share a hex.
    pub fn intersects(self, o: HexSet) -> bool {
        !self.and(o).is_empty()
    }

    /// The first hex (lowest index).
    pub fn first(&self) -> Option<Hex> {
        self.iter().next()
    }

    /// The hexes, lowest index first.
    pub fn iter(&self) -> HexIter {
        HexIter {
            words: self.0,
            word: 0,
        }
    }

    /// Every hex adjacent to a hex of the set (the set itself may be included).
    pub fn neighbours(&self) -> HexSet {
        let mut out = HexSet::EMPTY;
        for h in self.iter() {
            out = out.union(h.neighbours());
        }
        out
    }

    /// The hexes of `within` connected to `self` through hexes of `within`.
    pub fn flood(self, within: HexSet) -> HexSet {
        let mut reached = self.and(within);
        let mut frontier = reached;
        while !frontier.is_empty() {
            let next = frontier.neighbours().and(within).minus(reached);
            reached = reached.union(next);
            frontier = next;
        }
        reached
    }
}

impl FromIterator<Hex> for HexSet {
    fn from_iter<I: IntoIterator<Item = Hex>>(iter: I) -> Self {
        let mut s = HexSet::EMPTY;
        for h in iter {
            s.insert(h);
        }
        s
    }
}

/// Iterator over the hexes of a `HexSet`.
pub struct HexIter {
    words: [u64; 3],
    word: usize,
}

impl Iterator for HexIter {
    type Item = Hex;
    fn next(&mut self) -> Option<Hex> {
        while self.word < 3 {
            let w = self.words[self.word];
            if w != 0 {
                let b = w.trailing_zeros() as usize;
                self.words[self.word] &= w - 1;
                return Some(Hex((self.word * 64 + b) as u8));
            }
            self.word += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(s: &str) -> Hex {
        s.parse().unwrap()
    }

    #[test]
    fn names_round_trip() {
        assert_eq!(h("G7").to_string(), "G7");
        assert_eq!(h("a1"), Hex::new(0, 0).unwrap());
        assert_eq!(h("M12").index(), HEXES - 1);
        assert!("N1".parse::<Hex>().is_err());
        assert!("A13".parse::<Hex>().is_err());
        assert!("A0".parse::<Hex>().is_err());
    }

    #[test]
    fn neighbours_follow_offset_columns() {
        // G is column 6 (even): NE is H6, SE H7, SW F7, NW F6.
        let g7 = h("G7");
        let n: Vec<String> = (0..6)
            .map(|d| g7.neighbour(d).unwrap().to_string())
            .collect();
        assert_eq!(n, ["G6", "H6", "H7", "G8", "F7", "F6"]);
        // H is column 7 (odd, half a hex lower): NE I7, SE I8, SW G8, NW G7.
        let h7 = h("H7");
        let n: Vec<String> = (0..6)
            .map(|d| h7.neighbour(d).unwrap().to_string())
            .collect();
        assert_eq!(n, ["H6", "I7", "I8", "H8", "G8", "G7"]);
        for a in Hex::all() {
            for b in a.neighbours().iter() {
                assert!(b.is_adjacent(a), "{a} {b}");
            }
        }
        assert_eq!(h("A1").neighbours().len(), 2);
        assert!(h("A1").on_edge());
        assert!(!g7.on_edge());
    }
}
