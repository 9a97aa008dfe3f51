//! Setting up any position by hand (scenarios, imports) on top of a dealt game.

use super::cards::CardList;
use super::hex::Hex;
use super::state::{full_deck, Phase, State, TurnState};
use super::table;
use super::types::{Card, Seat};
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One seat's pieces; absent fields keep their defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PlayerSpec {
    /// Era 1 to 10 (default 1).
    pub era: Option<u8>,
    /// Hand (default empty).
    pub hand: Option<CardList>,
    /// Action tiles left this era (default: the era's actions).
    pub tiles: Option<u8>,
}

/// A city placed by hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CitySpec {
    /// Owner.
    pub seat: Seat,
    /// Value 2, 3 or 4 (ignored for Atlantis).
    #[serde(default)]
    pub value: u8,
    /// A blue Atlantis tile on a sea hex (with its marker token).
    #[serde(default)]
    pub atlantis: bool,
}

/// The active player's turn so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TurnSpec {
    /// Action tiles already spent this turn.
    pub spent: u8,
    /// Two after a Government card.
    pub allowance: Option<u8>,
    /// Extra babies from Medicine.
    pub medicine: u8,
}

/// Where play starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StartPhase {
    /// The action rounds (default).
    #[default]
    Actions,
    /// The progress phase (catch-up is applied first).
    Progress,
}

/// A position set up by hand on top of a dealt game: setup is skipped.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PositionSpec {
    /// Eras played, counting the current one (default 1).
    pub round: Option<u8>,
    /// First player (default 0).
    pub first: Option<Seat>,
    /// Whose turn (default: the first player).
    pub active: Option<Seat>,
    /// Where play starts.
    pub phase: StartPhase,
    /// Seats in order.
    pub players: Vec<PlayerSpec>,
    /// Tokens: `{"G7": [seat, count]}`.
    pub tokens: BTreeMap<Hex, (Seat, u8)>,
    /// Cities: `{"H7": {"seat": 1, "value": 3}}`.
    pub cities: BTreeMap<Hex, CitySpec>,
    /// Sanitation cards on hexes: `{"G7": ["sanitation/hills"]}`.
    pub sanitation: BTreeMap<Hex, Vec<Card>>,
    /// The top of the deck, top card first; the other cards lie shuffled below.
    pub deck: Option<Vec<Card>>,
    /// The discard pile.
    pub discard: Vec<Card>,
    /// The active player's turn so far.
    pub turn: TurnSpec,
}

impl PositionSpec {
    /// Applies this position to a freshly dealt `state`.
    pub fn apply_to(&self, state: &mut State) -> Result<(), String> {
        let n = state.seats();
        let seat_ok = |s: Seat, what: &str| {
            if (s as usize) < n {
                Ok(())
            } else {
                Err(format!("{what}: there is no seat {s} with {n} players"))
            }
        };
        if self.players.len() > n {
            return Err(format!(
                "{} players given for {n} seats",
                self.players.len()
            ));
        }
        state.first = self.first.unwrap_or(0);
        seat_ok(state.first, "first")?;
        state.active = self.active.unwrap_or(state.first);
        seat_ok(state.active, "active")?;
        state.round = self.round.unwrap_or(1).max(1);
        state.tile_stack.clear();
        state.pending = None;
        state.fight = None;
        state.plays = vec![None; n];
        state.discard_queue.clear();
        state.finished = false;
        state.phase = Phase::Actions;
        state.board = Default::default();
        state.atlantis_left = if state.options.atlantis {
            table::ATLANTIS_TILES
        } else {
            0
        };
        for (i, p) in state.players.iter_mut().enumerate() {
            let spec = self.players.get(i).cloned().unwrap_or_default();
            p.era = spec.era.unwrap_or(table::FIRST_ERA);
            if !(table::FIRST_ERA..=table::FLIGHT).contains(&p.era) {
                return Err(format!("seat {i}: era {} is not 1 to 10", p.era));
            }
            p.hand = spec.hand.unwrap_or_default();
            p.tiles = spec.tiles.unwrap_or(p.row().actions);
            p.supply = table::TOKENS_PER_PLAYER;
            p.cities = table::CITY_TILES;
        }
        self.place_pieces(state)?;
        self.set_cards(state)?;
        state.turn = TurnState {
            spent: self.turn.spent,
            allowance: self.turn.allowance.unwrap_or(1),
            medicine: self.turn.medicine,
            moving: None,
        };
        if self.phase == StartPhase::Progress {
            let mut events = Vec::new();
            super::flow::enter_progress(state, &mut events);
        }
        let problems = super::invariants::check(state);
        if let Some(p) = problems.first() {
            return Err(format!("the position is not legal: {p}"));
        }
        Ok(())
    }

    fn place_pieces(&self, state: &mut State) -> Result<(), String> {
        let n = state.seats();
        for (&h, c) in &self.cities {
            if c.seat as usize >= n {
                return Err(format!("city on {h}: no seat {}", c.seat));
            }
            if c.atlantis {
                if !state.options.atlantis || state.atlantis_left == 0 {
                    return Err(format!(
                        "Atlantis on {h}: the option is off or both are built"
                    ));
                }
                state
                    .board
                    .place_city(h, c.seat, table::ATLANTIS_VP as u8, true);
                state.board.add_tokens(h, c.seat, table::ATLANTIS_KEPT);
                state.atlantis_left -= 1;
                take_supply(state, c.seat, table::ATLANTIS_KEPT, h)?;
            } else {
                let i = super::turn::city_index(c.value)
                    .ok_or_else(|| format!("city on {h}: value {} is not 2, 3 or 4", c.value))?;
                let p = &mut state.players[c.seat as usize];
                p.cities[i] = p.cities[i].checked_sub(1).ok_or_else(|| {
                    format!("seat {} has no more cities of value {}", c.seat, c.value)
                })?;
                state.board.place_city(h, c.seat, c.value, false);
            }
        }
        for (&h, &(seat, count)) in &self.tokens {
            if seat as usize >= n {
                return Err(format!("tokens on {h}: no seat {seat}"));
            }
            if state.board.is_city(h) {
                return Err(format!("tokens on {h}: a city stands there"));
            }
            if count == 0 {
                return Err(format!("tokens on {h}: give at least one"));
            }
            state.board.add_tokens(h, seat, count);
            take_supply(state, seat, count, h)?;
        }
        for (&h, cards) in &self.sanitation {
            for &c in cards {
                state.board.add_sanitation(h, c);
            }
        }
        Ok(())
    }

    fn set_cards(&self, state: &mut State) -> Result<(), String> {
        let mut rest = full_deck();
        let mut used: Vec<Card> = self.discard.clone();
        for p in &state.players {
            used.extend_from_slice(p.hand.cards());
        }
        used.extend(self.sanitation.values().flatten().copied());
        let top = self.deck.clone().unwrap_or_default();
        used.extend_from_slice(&top);
        for c in &used {
            match rest.iter().position(|x| x == c) {
                Some(i) => {
                    rest.remove(i);
                }
                None => {
                    return Err(format!(
                        "more {c} cards in hands, discards, Sanitation and the deck top than the deck holds"
                    ))
                }
            }
        }
        rest.shuffle(&mut state.rng);
        rest.extend(top.iter().rev());
        state.deck = rest;
        state.discard = self.discard.clone();
        Ok(())
    }
}

fn take_supply(state: &mut State, seat: Seat, n: u8, h: Hex) -> Result<(), String> {
    let p = &mut state.players[seat as usize];
    p.supply = p.supply.checked_sub(n).ok_or_else(|| {
        format!(
            "tokens on {h}: seat {seat} has no more tokens ({} each)",
            table::TOKENS_PER_PLAYER
        )
    })?;
    Ok(())
}
