//! Rules scenarios as data: a position, actions expected to succeed or fail, expectations.
//! The format is documented in docs/scenarios.md.

use super::action::Action;
use super::play::winners;
use super::position::{BuildingSpec, PositionSpec};
use super::state::State;
use super::types::{Age, BuildingType, Cards, Footprint, Seat, Square};
use super::Khronos;
use crate::scenario::{eq, ScenarioGame};
use serde::Deserialize;
use std::collections::BTreeMap;

/// A Khronos scenario file (docs/scenarios.md).
pub type Scenario = crate::scenario::Scenario<Khronos>;

/// One step of a Khronos scenario.
pub type Step = crate::scenario::Step<Khronos>;

impl ScenarioGame for Khronos {
    type Position = PositionSpec;
    type Expect = Expect;
    const DEFAULT: bool = true;

    fn set_up(state: &mut State, position: &PositionSpec) -> Result<(), String> {
        position.apply_to(state)
    }

    fn check(state: &State, expect: &Expect) -> Result<(), String> {
        check(state, expect)
    }
}

/// Facts about a state.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Expect {
    /// Per seat.
    pub players: BTreeMap<Seat, PlayerExpect>,
    /// Per board.
    pub boards: BTreeMap<Age, BoardExpect>,
    /// The pending decision: `null` for none, or its kind and chooser.
    #[serde(deserialize_with = "crate::scenario::present_or_null")]
    pub pending: Option<Option<PendingExpect>>,
    /// Turn number.
    pub turn: Option<u8>,
    /// Whose turn.
    pub active: Option<Seat>,
    /// Game over.
    pub finished: Option<bool>,
    /// Winners (after the end).
    pub winners: Option<Vec<Seat>>,
    /// Tiles in stock.
    pub stock: BTreeMap<BuildingType, u8>,
    /// Whether a given action is legal now (listed by `legal_actions`).
    pub legal: Vec<Action>,
    /// Actions that must not be listed as legal now.
    pub illegal: Vec<Action>,
    /// Cards in the discard pile.
    pub discard: Option<Cards>,
}

/// Facts about one seat.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PlayerExpect {
    /// Ecus.
    pub ecus: Option<u32>,
    /// Cubes in supply.
    pub cubes: Option<u8>,
    /// Hand.
    pub hand: Option<Cards>,
    /// Number of cards in hand.
    pub hand_count: Option<u8>,
    /// Pawns (in either order).
    pub pawns: Option<[Age; 2]>,
}

/// Facts about one board.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct BoardExpect {
    /// Buildings that must stand exactly so (fields not given are not checked).
    pub present: Vec<BuildingSpec>,
    /// Buildings (type and squares) that must not stand, or squares that must be empty.
    pub absent: Vec<Absent>,
    /// Number of buildings that are not printed Hamlets.
    pub count: Option<usize>,
}

/// Something that must not be on a board.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum Absent {
    /// No building covers this square.
    Square(Square),
    /// No building of this type on exactly these squares.
    Building {
        /// Type.
        #[serde(rename = "type")]
        building: BuildingType,
        /// Squares.
        squares: Footprint,
    },
}

/// The expected pending decision.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PendingExpect {
    /// "choose_downsize" or "place_downsized".
    pub decision: String,
    /// Who decides.
    pub chooser: Option<Seat>,
}

fn check(state: &State, x: &Expect) -> Result<(), String> {
    for (&seat, px) in &x.players {
        let p = state
            .players
            .get(seat as usize)
            .ok_or_else(|| format!("no seat {seat}"))?;
        let who = format!("seat {seat} ({})", p.name);
        eq(px.ecus, p.ecus, &format!("{who} Ecus"))?;
        eq(px.cubes, p.cubes, &format!("{who} cubes in supply"))?;
        eq(px.hand, p.hand, &format!("{who} hand"))?;
        eq(
            px.hand_count,
            p.hand.total(),
            &format!("{who} cards in hand"),
        )?;
        if let Some(mut want) = px.pawns {
            let mut got = p.pawns;
            want.sort();
            got.sort();
            eq(Some(want), got, &format!("{who} pawns"))?;
        }
    }
    for (&age, bx) in &x.boards {
        check_board(state, age, bx)?;
    }
    if let Some(want) = &x.pending {
        let got = state.pending.as_ref().map(|p| {
            let v = serde_json::to_value(p).unwrap_or_default();
            (
                v.get("decision")
                    .and_then(|d| d.as_str())
                    .unwrap_or("")
                    .to_string(),
                p.chooser(),
            )
        });
        match (want, got) {
            (None, None) => {}
            (None, Some((d, c))) => {
                return Err(format!(
                    "expected no pending decision, found {d} for seat {c}"
                ))
            }
            (Some(w), None) => return Err(format!("expected pending {}, found none", w.decision)),
            (Some(w), Some((d, c))) => {
                if w.decision != d || w.chooser.is_some_and(|wc| wc != c) {
                    return Err(format!(
                        "expected pending {} for {:?}, found {d} for seat {c}",
                        w.decision, w.chooser
                    ));
                }
            }
        }
    }
    eq(x.turn, state.turn, "turn")?;
    eq(x.active, state.active, "active seat")?;
    eq(x.finished, state.finished, "finished")?;
    eq(x.discard, state.discard, "discard pile")?;
    if let Some(w) = &x.winners {
        let got = if state.finished {
            winners(state)
        } else {
            vec![]
        };
        eq(Some(w.clone()), got, "winners")?;
    }
    for (t, &n) in &x.stock {
        eq(
            Some(n),
            state.stock[t.index()],
            &format!("{} tiles in stock", t.title()),
        )?;
    }
    if !x.legal.is_empty() || !x.illegal.is_empty() {
        let legal = super::legal_actions(state);
        for a in &x.legal {
            if !legal.contains(a) {
                return Err(format!("expected {a:?} to be legal"));
            }
        }
        for a in &x.illegal {
            if legal.contains(a) {
                return Err(format!("expected {a:?} not to be legal"));
            }
        }
    }
    Ok(())
}

fn check_board(state: &State, age: Age, bx: &BoardExpect) -> Result<(), String> {
    let board = state.board(age);
    let map = &state.map;
    for want in &bx.present {
        let mask = map.mask_of(&want.squares).map_err(super::map::off_map)?;
        let b = board
            .buildings
            .iter()
            .find(|b| b.mask == mask && b.btype == want.building)
            .ok_or_else(|| {
                let here: Vec<String> = board
                    .buildings
                    .iter()
                    .filter(|b| b.mask & mask != 0)
                    .map(|b| format!("{} {}", b.btype, map.footprint(b.mask)))
                    .collect();
                format!(
                    "expected a {} on {} in {}; found there: {}",
                    want.building,
                    want.squares,
                    age.name(),
                    if here.is_empty() {
                        "nothing".into()
                    } else {
                        here.join(", ")
                    }
                )
            })?;
        let what = format!("{} {} in {}", want.building, want.squares, age.name());
        if want.controller.is_some() {
            eq(
                Some(want.controller),
                b.controller,
                &format!("{what} controller"),
            )?;
        }
        eq(want.ruin, b.ruin, &format!("{what} ruin"))?;
        eq(
            want.renovation.map(Some),
            b.renovation,
            &format!("{what} renovation cube"),
        )?;
        if !want.cubes.is_empty() {
            for (s, &n) in b.cubes.iter().enumerate() {
                let w = want.cubes.get(&(s as Seat)).copied().unwrap_or(0);
                eq(Some(w), n, &format!("{what} cubes of seat {s}"))?;
            }
        }
    }
    for a in &bx.absent {
        match a {
            Absent::Square(sq) => {
                if !map.contains(*sq) {
                    return Err(format!("square {sq} is off the map"));
                }
                let i = map.index(*sq);
                if let Some(b) = board.index_at(i).map(|j| &board.buildings[j]) {
                    return Err(format!(
                        "expected {sq} empty in {}, found a {} on {}",
                        age.name(),
                        b.btype,
                        map.footprint(b.mask)
                    ));
                }
            }
            Absent::Building { building, squares } => {
                let mask = map.mask_of(squares).map_err(super::map::off_map)?;
                if board
                    .buildings
                    .iter()
                    .any(|b| b.mask == mask && b.btype == *building)
                {
                    return Err(format!(
                        "expected no {building} on {squares} in {}",
                        age.name()
                    ));
                }
            }
        }
    }
    let count = board.buildings.iter().filter(|b| !b.printed).count();
    eq(bx.count, count, &format!("buildings in {}", age.name()))?;
    Ok(())
}
