//! Rules scenarios as data: a position, actions expected to succeed or fail, expectations.
//! The format is documented in docs/scenarios.md.

use super::action::Action;
use super::play::winners;
use super::position::{BuildingSpec, PositionSpec};
use super::state::{Setup, State};
use super::types::{Age, BuildingType, Cards, Footprint, Seat, Square};
use crate::scenario::eq;
use serde::Deserialize;
use std::collections::BTreeMap;

/// A Khronos scenario file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Always "khronos" for this format.
    #[serde(default)]
    pub game: Option<String>,
    /// Short name.
    pub name: String,
    /// What it shows.
    #[serde(default)]
    pub description: String,
    /// Rulings covered (e.g. "K17"), for the index in docs.
    #[serde(default)]
    pub rules: Vec<String>,
    /// Players, options, map, seed.
    pub setup: Setup,
    /// A hand-made position; without it the dealt opening position is used.
    #[serde(default)]
    pub position: Option<PositionSpec>,
    /// Actions in order.
    #[serde(default)]
    pub steps: Vec<Step>,
    /// Expectations at the end.
    #[serde(default)]
    pub expect: Option<Expect>,
}

/// One action and what it should do.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The seat expected to act.
    #[serde(default)]
    pub seat: Option<Seat>,
    /// The action.
    pub action: Action,
    /// When given, the action must be refused with this rule code; the state must not change.
    #[serde(default)]
    pub error: Option<String>,
    /// Events the action must cause (only the fields given are compared).
    #[serde(default)]
    pub events: Vec<serde_json::Value>,
    /// Expectations right after this step.
    #[serde(default)]
    pub expect: Option<Expect>,
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

impl Scenario {
    /// Parses a scenario from JSON, with the place of any error.
    pub fn parse(text: &str) -> Result<Scenario, String> {
        let s: Scenario = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if let Some(g) = &s.game {
            if g != "khronos" {
                return Err(format!(
                    "game '{g}' is not handled by the Khronos scenario runner"
                ));
            }
        }
        Ok(s)
    }

    /// Builds the starting state.
    pub fn start(&self) -> Result<State, String> {
        let mut state = State::new(&self.setup).map_err(|e| format!("setup: {e}"))?;
        if let Some(p) = &self.position {
            p.apply_to(&mut state)
                .map_err(|e| format!("position: {e}"))?;
        }
        Ok(state)
    }

    /// Runs the scenario; `Err` says what went wrong and where.
    pub fn run(&self) -> Result<(), String> {
        let mut state = self.start()?;
        for (i, step) in self.steps.iter().enumerate() {
            let place = format!("step {}", i + 1);
            crate::scenario::check_seat(&place, step.seat, state.to_act())?;
            let before = serde_json::to_string(&state).map_err(|e| e.to_string())?;
            let listed = super::legal_actions(&state)
                .contains(&super::legal::canonical(&state, &step.action));
            let result = super::apply(&mut state, &step.action);
            match (&step.error, result) {
                (None, Ok(events)) => {
                    if !listed {
                        return Err(format!("{place}: applied but not listed as legal"));
                    }
                    crate::scenario::check_events(&events, &step.events)
                        .map_err(|e| format!("{place}: {e}"))?;
                }
                (None, Err(e)) => return Err(format!("{place}: refused: {e}")),
                (Some(rule), Ok(_)) => {
                    return Err(format!(
                        "{place}: expected a refusal under '{rule}' but it was applied"
                    ))
                }
                (Some(rule), Err(e)) => {
                    if e.rule.as_str() != rule && e.rule.ruling() != rule {
                        return Err(format!(
                            "{place}: expected a refusal under '{rule}', got '{}': {e}",
                            e.rule.as_str()
                        ));
                    }
                    if listed {
                        return Err(format!("{place}: refused but listed as legal"));
                    }
                    let after = serde_json::to_string(&state).map_err(|e| e.to_string())?;
                    if before != after {
                        return Err(format!("{place}: the refused action changed the state"));
                    }
                }
            }
            let problems = super::invariants::check(&state);
            if let Some(p) = problems.first() {
                return Err(format!("{place}: invariant broken: {p}"));
            }
            if let Some(x) = &step.expect {
                check(&state, x).map_err(|e| format!("{place}: {e}"))?;
            }
        }
        if let Some(x) = &self.expect {
            check(&state, x).map_err(|e| format!("end: {e}"))?;
        }
        Ok(())
    }
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
        let mask = map.mask_of(&want.squares)?;
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
                let mask = map.mask_of(squares)?;
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
