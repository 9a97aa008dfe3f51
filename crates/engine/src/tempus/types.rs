//! Small value types of Tempus: seats, terrain, Idea cards.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use ts_rs::TS;

/// A seat at the table, numbered from 0 in clockwise order.
pub type Seat = u8;

/// The terrain of a land hex (and the background of an Idea card).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS,
)]
#[serde(rename_all = "lowercase")]
#[ts(rename = "TempusTerrain")]
pub enum Terrain {
    /// Grassland (G): babies are born here.
    #[default]
    Grassland,
    /// Farmland (F).
    Farmland,
    /// Hills (H).
    Hills,
    /// Woods (W).
    Woods,
    /// Mountain (M): no city, no victory point.
    Mountain,
}

impl Terrain {
    /// All terrains, in the order backgrounds are dealt over the deck (T5).
    pub const ALL: [Terrain; 5] = [
        Terrain::Grassland,
        Terrain::Farmland,
        Terrain::Hills,
        Terrain::Woods,
        Terrain::Mountain,
    ];

    /// Index 0..5.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The map letter: g, f, h, w, m.
    pub fn letter(self) -> char {
        ['g', 'f', 'h', 'w', 'm'][self.index()]
    }

    /// The terrain of a map letter (either case).
    pub fn from_letter(c: char) -> Option<Terrain> {
        match c.to_ascii_lowercase() {
            'g' => Some(Terrain::Grassland),
            'f' => Some(Terrain::Farmland),
            'h' => Some(Terrain::Hills),
            'w' => Some(Terrain::Woods),
            'm' => Some(Terrain::Mountain),
            _ => None,
        }
    }

    /// Lower-case name.
    pub fn name(self) -> &'static str {
        ["grassland", "farmland", "hills", "woods", "mountain"][self.index()]
    }
}

/// The effect printed on an Idea card (T5).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS,
)]
#[serde(rename_all = "kebab-case")]
#[ts(rename = "TempusEffect")]
pub enum Effect {
    /// +1 progress point in the progress phase.
    #[default]
    Education,
    /// +1 combat point, attacking or defending.
    Weapon,
    /// +2 combat points, defender only.
    Fortification,
    /// One free attack this turn.
    MilitaryLeader,
    /// Convert one adjacent opponent token.
    Religion,
    /// Two actions in a row, or pass and delay.
    Government,
    /// +1 stacking in one hex until a token leaves it.
    Sanitation,
    /// +1 baby this turn.
    Medicine,
}

impl Effect {
    /// All effects, in the order of the deck list (T5).
    pub const ALL: [Effect; 8] = [
        Effect::Education,
        Effect::Weapon,
        Effect::Fortification,
        Effect::MilitaryLeader,
        Effect::Religion,
        Effect::Government,
        Effect::Sanitation,
        Effect::Medicine,
    ];

    /// Index 0..8.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Kebab-case name, as in JSON.
    pub fn name(self) -> &'static str {
        [
            "education",
            "weapon",
            "fortification",
            "military-leader",
            "religion",
            "government",
            "sanitation",
            "medicine",
        ][self.index()]
    }
}

/// One Idea card: an effect on a terrain background. Written `"weapon/hills"` in JSON.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, TS)]
#[ts(type = "string")]
pub struct Card {
    /// The special effect.
    pub effect: Effect,
    /// The background terrain.
    pub terrain: Terrain,
}

impl Card {
    /// A card.
    pub const fn new(effect: Effect, terrain: Terrain) -> Card {
        Card { effect, terrain }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.effect.name(), self.terrain.name())
    }
}

impl FromStr for Card {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || format!("bad card '{s}': expected effect/terrain, like weapon/hills");
        let (e, t) = s.trim().split_once('/').ok_or_else(bad)?;
        let effect = Effect::ALL
            .into_iter()
            .find(|x| x.name() == e.trim().to_ascii_lowercase())
            .ok_or_else(bad)?;
        let terrain = Terrain::ALL
            .into_iter()
            .find(|x| x.name() == t.trim().to_ascii_lowercase())
            .ok_or_else(bad)?;
        Ok(Card { effect, terrain })
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_round_trip_through_text() {
        let c: Card = "military-leader/woods".parse().unwrap();
        assert_eq!(c, Card::new(Effect::MilitaryLeader, Terrain::Woods));
        assert_eq!(c.to_string(), "military-leader/woods");
        assert!("weapon".parse::<Card>().is_err());
        assert!("weapon/sea".parse::<Card>().is_err());
    }
}
