//! Small value types of Khronos: ages, building kinds, cards, squares, footprints.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use ts_rs::TS;

/// A seat at the table, numbered from 0 in clockwise order.
pub type Seat = u8;

/// One of the three boards (ages).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum Age {
    /// The Age of Might (first board).
    Might,
    /// The Age of Faith (second board).
    Faith,
    /// The Age of Reason (third board).
    Reason,
}

impl Age {
    /// All ages in chronological order.
    pub const ALL: [Age; 3] = [Age::Might, Age::Faith, Age::Reason];

    /// Index 0..3 in chronological order.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The following age, if any.
    pub fn next(self) -> Option<Age> {
        match self {
            Age::Might => Some(Age::Faith),
            Age::Faith => Some(Age::Reason),
            Age::Reason => None,
        }
    }

    /// The preceding age, if any.
    pub fn previous(self) -> Option<Age> {
        match self {
            Age::Might => None,
            Age::Faith => Some(Age::Might),
            Age::Reason => Some(Age::Faith),
        }
    }

    /// Whether buildings may be constructed, upgraded and demolished here.
    pub fn allows_building(self) -> bool {
        self != Age::Reason
    }

    /// Human name, e.g. "the Age of Might".
    pub fn name(self) -> &'static str {
        match self {
            Age::Might => "the Age of Might",
            Age::Faith => "the Age of Faith",
            Age::Reason => "the Age of Reason",
        }
    }
}

/// The colour family of a building and of the cards that build it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Orange: Watchtower, Keep, Castle.
    Military,
    /// Fuchsia: Chapel, Monastery, Abbey.
    Religious,
    /// Blue: Hamlet, Town, City.
    Civil,
}

impl Kind {
    /// All kinds, in card-count order.
    pub const ALL: [Kind; 3] = [Kind::Military, Kind::Religious, Kind::Civil];

    /// Index 0..3.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Military and Religious buildings are controlled and obey the Rule of Hierarchy.
    pub fn is_controlled(self) -> bool {
        self != Kind::Civil
    }
}

/// A building type: a kind and a size (value) 1 to 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, TS)]
#[ts(
    type = "\"watchtower\" | \"keep\" | \"castle\" | \"chapel\" | \"monastery\" | \"abbey\" | \"hamlet\" | \"town\" | \"city\""
)]
pub struct BuildingType {
    /// The colour family.
    pub kind: Kind,
    /// The value, which is also the number of squares covered.
    pub size: u8,
}

const TYPE_NAMES: [[&str; 3]; 3] = [
    ["watchtower", "keep", "castle"],
    ["chapel", "monastery", "abbey"],
    ["hamlet", "town", "city"],
];

impl BuildingType {
    /// Builds a type; sizes outside 1..=3 are refused.
    pub fn new(kind: Kind, size: u8) -> Option<Self> {
        (1..=3)
            .contains(&size)
            .then_some(BuildingType { kind, size })
    }

    /// Index 0..9 into per-type tables (kind-major).
    pub fn index(self) -> usize {
        self.kind.index() * 3 + (self.size as usize - 1)
    }

    /// All nine building types.
    pub fn all() -> impl Iterator<Item = BuildingType> {
        Kind::ALL
            .into_iter()
            .flat_map(|kind| (1..=3).map(move |size| BuildingType { kind, size }))
    }

    /// Lower-case name, e.g. "keep".
    pub fn name(self) -> &'static str {
        TYPE_NAMES[self.kind.index()][self.size as usize - 1]
    }

    /// Capitalised display name, e.g. "Keep".
    pub fn title(self) -> &'static str {
        [
            ["Watchtower", "Keep", "Castle"],
            ["Chapel", "Monastery", "Abbey"],
            ["Hamlet", "Town", "City"],
        ][self.kind.index()][self.size as usize - 1]
    }
}

impl fmt::Display for BuildingType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

impl FromStr for BuildingType {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.to_ascii_lowercase();
        BuildingType::all()
            .find(|t| t.name() == lower || (lower == "watch tower" && t.name() == "watchtower"))
            .ok_or_else(|| format!("unknown building type '{s}'"))
    }
}

impl Serialize for BuildingType {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for BuildingType {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A hand (or pile) of construction cards, counted by colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Cards {
    /// Orange cards.
    #[serde(default)]
    pub military: u8,
    /// Fuchsia cards.
    #[serde(default)]
    pub religious: u8,
    /// Blue cards.
    #[serde(default)]
    pub civil: u8,
}

impl Cards {
    /// No cards.
    pub const NONE: Cards = Cards {
        military: 0,
        religious: 0,
        civil: 0,
    };

    /// `n` cards of one colour.
    pub fn of(kind: Kind, n: u8) -> Cards {
        let mut c = Cards::NONE;
        *c.get_mut(kind) = n;
        c
    }

    /// Count of one colour.
    pub fn get(&self, kind: Kind) -> u8 {
        match kind {
            Kind::Military => self.military,
            Kind::Religious => self.religious,
            Kind::Civil => self.civil,
        }
    }

    /// Mutable count of one colour.
    pub fn get_mut(&mut self, kind: Kind) -> &mut u8 {
        match kind {
            Kind::Military => &mut self.military,
            Kind::Religious => &mut self.religious,
            Kind::Civil => &mut self.civil,
        }
    }

    /// Total number of cards.
    pub fn total(&self) -> u8 {
        self.military + self.religious + self.civil
    }

    /// Whether every colour count of `other` is available here.
    pub fn contains(&self, other: &Cards) -> bool {
        Kind::ALL.iter().all(|&k| self.get(k) >= other.get(k))
    }

    /// Sum of two piles.
    pub fn plus(&self, other: &Cards) -> Cards {
        Cards {
            military: self.military + other.military,
            religious: self.religious + other.religious,
            civil: self.civil + other.civil,
        }
    }

    /// Difference; the caller has checked `contains`.
    pub fn minus(&self, other: &Cards) -> Cards {
        Cards {
            military: self.military.saturating_sub(other.military),
            religious: self.religious.saturating_sub(other.religious),
            civil: self.civil.saturating_sub(other.civil),
        }
    }

    /// Every sub-pile of this pile with exactly `n` cards.
    pub fn subsets_of_size(&self, n: u8) -> Vec<Cards> {
        self.subsets_iter(n).collect()
    }

    /// Every sub-pile of this pile with exactly `n` cards, without allocating.
    pub fn subsets_iter(&self, n: u8) -> impl Iterator<Item = Cards> + '_ {
        (0..=self.military.min(n)).flat_map(move |m| {
            (0..=self.religious.min(n - m)).filter_map(move |r| {
                let c = n - m - r;
                (c <= self.civil).then_some(Cards {
                    military: m,
                    religious: r,
                    civil: c,
                })
            })
        })
    }

    /// Every sub-pile of this pile, the empty one included.
    pub fn all_subsets(&self) -> Vec<Cards> {
        (0..=self.total())
            .flat_map(|n| self.subsets_of_size(n))
            .collect()
    }
}

impl fmt::Display for Cards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        for (n, name) in [
            (self.military, "Military"),
            (self.religious, "Religious"),
            (self.civil, "Civil"),
        ] {
            if n > 0 {
                parts.push(format!("{n} {name}"));
            }
        }
        if parts.is_empty() {
            f.write_str("no cards")
        } else {
            f.write_str(&parts.join(", "))
        }
    }
}

/// A square of the map: column `x` from 0 (letter A) and row `y` from 0 (number 1, top row).
///
/// Written as a letter and a number, like `D4`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, TS)]
#[ts(type = "string")]
pub struct Square {
    /// Column, 0 = A.
    pub x: u8,
    /// Row, 0 = 1.
    pub y: u8,
}

impl Square {
    /// A square at column `x`, row `y` (both from 0).
    pub fn new(x: u8, y: u8) -> Square {
        Square { x, y }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.x) as char, self.y as u32 + 1)
    }
}

impl FromStr for Square {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let mut chars = s.chars();
        let col = chars
            .next()
            .filter(|c| c.is_ascii_alphabetic())
            .ok_or_else(|| format!("bad square '{s}': expected a letter then a number, like D4"))?;
        let row: u32 = chars
            .as_str()
            .parse()
            .map_err(|_| format!("bad square '{s}': expected a letter then a number, like D4"))?;
        if row == 0 || row > 26 {
            return Err(format!("bad square '{s}': row out of range"));
        }
        let x = col.to_ascii_uppercase() as u8 - b'A';
        Ok(Square::new(x, (row - 1) as u8))
    }
}

impl Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// The squares covered by one building: one to three squares, kept sorted.
///
/// Padded to 8 bytes (aligned to 4) so that it is copied as one machine word: legal-action
/// generation writes one per listed action, and the packed 7-byte form was copied through
/// overlapping loads that stalled on store forwarding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, TS)]
#[repr(align(4))]
#[ts(type = "Array<string>")]
pub struct Footprint {
    squares: [Square; 3],
    len: u8,
}

impl Footprint {
    /// A footprint from up to three squares (sorted, duplicates refused).
    pub fn new(squares: &[Square]) -> Result<Footprint, String> {
        if squares.is_empty() || squares.len() > 3 {
            return Err(format!(
                "a footprint has 1 to 3 squares, not {}",
                squares.len()
            ));
        }
        let mut sorted = [Square::new(0, 0); 3];
        sorted[..squares.len()].copy_from_slice(squares);
        let slice = &mut sorted[..squares.len()];
        slice.sort_by_key(|s| (s.y, s.x));
        if slice.windows(2).any(|w| w[0] == w[1]) {
            return Err("a footprint lists the same square twice".into());
        }
        Ok(Footprint {
            squares: sorted,
            len: squares.len() as u8,
        })
    }

    /// A footprint from squares already sorted by row then column, without checks.
    pub(crate) fn from_sorted(squares: [Square; 3], len: u8) -> Footprint {
        Footprint { squares, len }
    }

    /// The squares, sorted by row then column.
    pub fn squares(&self) -> &[Square] {
        &self.squares[..self.len as usize]
    }

    /// Number of squares.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Never true: a footprint has at least one square.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl fmt::Display for Footprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = self.squares().iter().map(|s| s.to_string()).collect();
        f.write_str(&names.join("-"))
    }
}

impl Serialize for Footprint {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.squares().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Footprint {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Vec::<Square>::deserialize(d)?;
        Footprint::new(&v).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_round_trip_through_text() {
        let s: Square = "d4".parse().unwrap();
        assert_eq!(s, Square::new(3, 3));
        assert_eq!(s.to_string(), "D4");
        assert!("4D".parse::<Square>().is_err());
        assert!("D0".parse::<Square>().is_err());
    }

    #[test]
    fn footprints_sort_and_refuse_duplicates() {
        let a: Square = "B2".parse().unwrap();
        let b: Square = "A2".parse().unwrap();
        let f = Footprint::new(&[a, b]).unwrap();
        assert_eq!(f.to_string(), "A2-B2");
        assert!(Footprint::new(&[a, a]).is_err());
        assert!(Footprint::new(&[]).is_err());
    }

    #[test]
    fn card_subsets_are_complete() {
        let hand = Cards {
            military: 2,
            religious: 1,
            civil: 1,
        };
        assert_eq!(hand.subsets_of_size(2).len(), 4);
        assert_eq!(hand.all_subsets().len(), 3 * 2 * 2);
        assert!(hand.contains(&Cards::of(Kind::Military, 2)));
        assert!(!hand.contains(&Cards::of(Kind::Civil, 2)));
    }
}
