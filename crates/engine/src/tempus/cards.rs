//! A hand (or any played group) of Idea cards as a sorted multiset, stored inline.

use super::few::Few;
use super::types::{Card, Effect};
use serde::{Deserialize, Serialize};
use std::fmt;
use ts_rs::TS;

/// Most cards one list can hold: the largest hand limit plus one draw of two (T4).
pub const CARD_LIST_CAPACITY: usize = 12;

/// Cards as a sorted multiset (order never matters). Written as a JSON list of cards.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, TS)]
#[ts(as = "Vec<Card>")]
pub struct CardList(Few<Card, CARD_LIST_CAPACITY>);

impl CardList {
    /// No card.
    pub fn new() -> CardList {
        CardList(Few::new())
    }

    /// The cards given, sorted; `None` if there are too many.
    pub fn from_cards(cards: &[Card]) -> Option<CardList> {
        let mut f = Few::from_slice(cards)?;
        f.as_mut_slice().sort();
        Some(CardList(f))
    }

    /// Adds a card; false when the list is full.
    pub fn insert(&mut self, card: Card) -> bool {
        if !self.0.push(card) {
            return false;
        }
        self.0.as_mut_slice().sort();
        true
    }

    /// Removes one copy of `card`; false if absent.
    pub fn remove(&mut self, card: Card) -> bool {
        match self.0.iter().position(|&c| c == card) {
            Some(i) => {
                self.0.remove_at(i);
                true
            }
            None => false,
        }
    }

    /// The cards, sorted.
    pub fn cards(&self) -> &[Card] {
        self.0.as_slice()
    }

    /// Number of cards.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there is no card.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Copies of `card`.
    pub fn count(&self, card: Card) -> usize {
        self.0.iter().filter(|&&c| c == card).count()
    }

    /// Copies of cards with this effect.
    pub fn count_effect(&self, effect: Effect) -> usize {
        self.0.iter().filter(|c| c.effect == effect).count()
    }

    /// Whether every card of `other` (with multiplicity) is here.
    pub fn contains_all(&self, other: &CardList) -> bool {
        let (a, b) = (self.cards(), other.cards());
        let mut i = 0;
        for &c in b {
            while i < a.len() && a[i] < c {
                i += 1;
            }
            if i >= a.len() || a[i] != c {
                return false;
            }
            i += 1;
        }
        true
    }

    /// These cards without those of `other` (which must be contained).
    pub fn minus(&self, other: &CardList) -> CardList {
        let mut out = *self;
        for &c in other.cards() {
            out.remove(c);
        }
        out
    }

    /// Distinct cards with their counts, sorted.
    pub fn groups(&self) -> Vec<(Card, u8)> {
        let mut out: Vec<(Card, u8)> = Vec::new();
        for &c in self.cards() {
            match out.last_mut() {
                Some((last, n)) if *last == c => *n += 1,
                _ => out.push((c, 1)),
            }
        }
        out
    }

    /// Distinct cards, sorted.
    pub fn distinct(&self) -> impl Iterator<Item = Card> + '_ {
        let cards = self.cards();
        cards
            .iter()
            .enumerate()
            .filter(move |(i, c)| *i == 0 || cards[i - 1] != **c)
            .map(|(_, &c)| c)
    }

    /// Every distinct sub-multiset (the empty one included), calling `f` on each.
    pub fn for_each_subset(&self, mut f: impl FnMut(CardList)) {
        let groups = self.groups();
        let mut pick = vec![0u8; groups.len()];
        loop {
            let mut sub = CardList::new();
            for (g, &n) in groups.iter().zip(&pick) {
                for _ in 0..n {
                    sub.0.push(g.0);
                }
            }
            f(sub);
            // Next combination, like an odometer.
            let mut i = 0;
            loop {
                if i == groups.len() {
                    return;
                }
                if pick[i] < groups[i].1 {
                    pick[i] += 1;
                    break;
                }
                pick[i] = 0;
                i += 1;
            }
        }
    }

    /// Every distinct sub-multiset of exactly `k` cards.
    pub fn subsets_of_size(&self, k: usize) -> Vec<CardList> {
        fn rec(g: &[(Card, u8)], k: usize, cur: &mut CardList, out: &mut Vec<CardList>) {
            if k == 0 {
                out.push(*cur);
                return;
            }
            let Some((&(card, n), rest)) = g.split_first() else {
                return;
            };
            let left: usize = rest.iter().map(|&(_, m)| m as usize).sum();
            for take in (0..=(n as usize).min(k)).rev() {
                if k - take > left {
                    continue;
                }
                for _ in 0..take {
                    cur.0.push(card);
                }
                rec(rest, k - take, cur, out);
                for _ in 0..take {
                    cur.0.pop();
                }
            }
        }
        let mut out = Vec::new();
        if k <= self.len() {
            rec(&self.groups(), k, &mut CardList::new(), &mut out);
        }
        out
    }
}

impl fmt::Debug for CardList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.cards()).finish()
    }
}

impl fmt::Display for CardList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("no card");
        }
        let names: Vec<String> = self.cards().iter().map(|c| c.to_string()).collect();
        f.write_str(&names.join(", "))
    }
}

impl Serialize for CardList {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<'de> Deserialize<'de> for CardList {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut f = Few::<Card, CARD_LIST_CAPACITY>::deserialize(d)?;
        f.as_mut_slice().sort();
        Ok(CardList(f))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tempus::types::Terrain;

    fn c(e: Effect, t: Terrain) -> Card {
        Card::new(e, t)
    }

    #[test]
    fn subsets_are_distinct_multisets() {
        let w = c(Effect::Weapon, Terrain::Hills);
        let e = c(Effect::Education, Terrain::Woods);
        let hand = CardList::from_cards(&[w, e, w]).unwrap();
        let mut n = 0;
        hand.for_each_subset(|_| n += 1);
        assert_eq!(n, 3 * 2);
        assert_eq!(hand.subsets_of_size(2).len(), 2);
        let two = CardList::from_cards(&[w, w]).unwrap();
        assert!(hand.contains_all(&two));
        assert!(!two.contains_all(&hand));
        assert_eq!(hand.minus(&two).cards(), &[e]);
    }
}
