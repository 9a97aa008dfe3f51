//! What stands on the hexes: people tokens, cities, Sanitation cards, with per-seat bit sets
//! kept in step for fast queries.

use super::hex::{Hex, HexSet, HEXES};
use super::types::{Card, Seat};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use ts_rs::TS;

/// Most seats at the table.
pub const MAX_SEATS: usize = 5;

/// One hex's pieces. A hex holds the tokens of one player, or a city (which holds no token,
/// except the one marking the owner of Atlantis).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Spot {
    /// Owner of the tokens or city here.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<Seat>,
    /// People tokens.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub tokens: u8,
    /// Value of the city here, 0 for none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub city: u8,
    /// The city is a blue Atlantis tile on a sea hex.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub atlantis: bool,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// Everything on the map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "BoardRepr", into = "BoardRepr")]
pub struct Board {
    spots: Vec<Spot>,
    sanitation: Vec<(Hex, Card)>,
    token_hexes: [HexSet; MAX_SEATS],
    city_hexes: [HexSet; MAX_SEATS],
}

/// The board as JSON: the non-empty hexes by name, and the Sanitation cards lying on hexes.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardRepr {
    /// Non-empty hexes.
    #[serde(default)]
    pub spots: BTreeMap<Hex, Spot>,
    /// Sanitation cards on hexes, oldest first.
    #[serde(default)]
    pub sanitation: Vec<(Hex, Card)>,
}

impl From<BoardRepr> for Board {
    fn from(r: BoardRepr) -> Board {
        let mut b = Board::default();
        for (h, s) in r.spots {
            b.spots[h.index()] = s;
        }
        b.sanitation = r.sanitation;
        b.reindex();
        b
    }
}

impl From<Board> for BoardRepr {
    fn from(b: Board) -> BoardRepr {
        BoardRepr {
            spots: Hex::all()
                .filter(|h| b.spots[h.index()] != Spot::default())
                .map(|h| (h, b.spots[h.index()]))
                .collect(),
            sanitation: b.sanitation,
        }
    }
}

impl Default for Board {
    fn default() -> Self {
        Board {
            spots: vec![Spot::default(); HEXES],
            sanitation: Vec::new(),
            token_hexes: [HexSet::EMPTY; MAX_SEATS],
            city_hexes: [HexSet::EMPTY; MAX_SEATS],
        }
    }
}

impl Board {
    fn reindex(&mut self) {
        self.token_hexes = [HexSet::EMPTY; MAX_SEATS];
        self.city_hexes = [HexSet::EMPTY; MAX_SEATS];
        for h in Hex::all() {
            let s = self.spots[h.index()];
            if let Some(o) = s.owner.filter(|&o| (o as usize) < MAX_SEATS) {
                if s.city > 0 {
                    self.city_hexes[o as usize].insert(h);
                } else if s.tokens > 0 {
                    self.token_hexes[o as usize].insert(h);
                }
            }
        }
    }

    /// The pieces on a hex.
    pub fn spot(&self, h: Hex) -> Spot {
        self.spots[h.index()]
    }

    /// Every non-empty hex with its pieces.
    pub fn spots(&self) -> impl Iterator<Item = (Hex, Spot)> + '_ {
        Hex::all()
            .map(|h| (h, self.spots[h.index()]))
            .filter(|(_, s)| *s != Spot::default())
    }

    /// Owner of the tokens or city on a hex.
    pub fn owner(&self, h: Hex) -> Option<Seat> {
        self.spots[h.index()].owner
    }

    /// Tokens on a hex.
    pub fn tokens(&self, h: Hex) -> u8 {
        self.spots[h.index()].tokens
    }

    /// Whether a city (Atlantis included) stands on the hex.
    pub fn is_city(&self, h: Hex) -> bool {
        self.spots[h.index()].city > 0
    }

    /// Hexes (not cities) holding tokens of `seat`.
    pub fn token_hexes(&self, seat: Seat) -> HexSet {
        self.token_hexes
            .get(seat as usize)
            .copied()
            .unwrap_or_default()
    }

    /// Hexes of the cities of `seat` (Atlantis included).
    pub fn city_hexes(&self, seat: Seat) -> HexSet {
        self.city_hexes
            .get(seat as usize)
            .copied()
            .unwrap_or_default()
    }

    /// Hexes of every city.
    pub fn all_cities(&self) -> HexSet {
        self.city_hexes
            .iter()
            .fold(HexSet::EMPTY, |a, &b| a.union(b))
    }

    /// Hexes holding tokens or cities of anyone but `seat`.
    pub fn others(&self, seat: Seat) -> HexSet {
        let mut out = HexSet::EMPTY;
        for s in 0..MAX_SEATS {
            if s != seat as usize {
                out = out.union(self.token_hexes[s]).union(self.city_hexes[s]);
            }
        }
        out
    }

    /// Tokens of `seat` on the map (the Atlantis marker included).
    pub fn tokens_of(&self, seat: Seat) -> u32 {
        self.spots
            .iter()
            .filter(|s| s.owner == Some(seat))
            .map(|s| s.tokens as u32)
            .sum()
    }

    /// Sanitation cards on a hex.
    pub fn sanitation(&self, h: Hex) -> u8 {
        self.sanitation.iter().filter(|(x, _)| *x == h).count() as u8
    }

    /// All Sanitation cards on the map.
    pub fn sanitation_cards(&self) -> &[(Hex, Card)] {
        &self.sanitation
    }

    /// Lays a Sanitation card on a hex.
    pub fn add_sanitation(&mut self, h: Hex, card: Card) {
        self.sanitation.push((h, card));
    }

    /// Puts `n` tokens of `seat` on a hex (which holds no other player's pieces).
    pub fn add_tokens(&mut self, h: Hex, seat: Seat, n: u8) {
        if n == 0 {
            return;
        }
        let s = &mut self.spots[h.index()];
        s.owner = Some(seat);
        s.tokens += n;
        if s.city == 0 {
            if let Some(set) = self.token_hexes.get_mut(seat as usize) {
                set.insert(h);
            }
        }
    }

    /// Takes `n` tokens off a hex. Each token leaving takes one Sanitation card off the hex
    /// (ruling T15); the cards taken off are returned for the discard pile.
    pub fn take_tokens(&mut self, h: Hex, n: u8) -> Vec<Card> {
        let mut freed = Vec::new();
        let s = &mut self.spots[h.index()];
        let n = n.min(s.tokens);
        s.tokens -= n;
        let emptied = s.tokens == 0;
        let owner = s.owner;
        if emptied && s.city == 0 {
            s.owner = None;
            if let Some(set) = owner.and_then(|o| self.token_hexes.get_mut(o as usize)) {
                set.remove(h);
            }
        }
        let mut left = if emptied { usize::MAX } else { n as usize };
        while left > 0 {
            match self.sanitation.iter().rposition(|(x, _)| *x == h) {
                Some(i) => freed.push(self.sanitation.remove(i).1),
                None => break,
            }
            left -= 1;
        }
        freed
    }

    /// Builds a city of `value` for `seat` on a hex emptied of tokens.
    pub fn place_city(&mut self, h: Hex, seat: Seat, value: u8, atlantis: bool) {
        let s = &mut self.spots[h.index()];
        s.owner = Some(seat);
        s.city = value;
        s.atlantis = atlantis;
        if let Some(set) = self.token_hexes.get_mut(seat as usize) {
            set.remove(h);
        }
        if let Some(set) = self.city_hexes.get_mut(seat as usize) {
            set.insert(h);
        }
    }

    /// Removes the city on a hex (the hex is left empty); returns its value.
    pub fn remove_city(&mut self, h: Hex) -> u8 {
        let s = &mut self.spots[h.index()];
        let value = s.city;
        if let Some(set) = s.owner.and_then(|o| self.city_hexes.get_mut(o as usize)) {
            set.remove(h);
        }
        *s = Spot::default();
        value
    }
}
