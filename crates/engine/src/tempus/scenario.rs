//! Rules scenarios as data: a position, actions expected to succeed or fail, expectations.
//! The format is documented in docs/scenarios.md (section Tempus).

use super::action::Action;
use super::hex::Hex;
use super::legal::{canonical, legal_actions};
use super::position::PositionSpec;
use super::state::{Phase, State};
use super::types::{Card, Seat, Terrain};
use super::Tempus;
use super::{score, view};
use crate::scenario::{eq, ScenarioGame};
use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;

/// A Tempus scenario file (docs/scenarios.md, section Tempus).
pub type Scenario = crate::scenario::Scenario<Tempus>;

/// One step of a Tempus scenario.
pub type Step = crate::scenario::Step<Tempus>;

impl ScenarioGame for Tempus {
    type Position = PositionSpec;
    type Expect = Expect;

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
    /// Per hex: pieces that must stand there exactly (fields not given are not checked).
    pub hexes: BTreeMap<Hex, HexExpect>,
    /// The pending decision: `null` for none, or its kind and seat.
    #[serde(deserialize_with = "crate::scenario::present_or_null")]
    pub pending: Option<Option<PendingExpect>>,
    /// Phase.
    pub phase: Option<Phase>,
    /// Eras played.
    pub round: Option<u8>,
    /// First player.
    pub first: Option<Seat>,
    /// Whose turn.
    pub active: Option<Seat>,
    /// Game over.
    pub finished: Option<bool>,
    /// Winners (after the end).
    pub winners: Option<Vec<Seat>>,
    /// Victory points per seat.
    pub scores: Option<Vec<i64>>,
    /// Progress points of the last progress phase, per seat.
    pub progress: Option<Vec<u32>>,
    /// Actions that must be listed as legal now.
    pub legal: Vec<Action>,
    /// Actions that must not be listed as legal now.
    pub illegal: Vec<Action>,
    /// Number of legal actions now.
    pub legal_count: Option<usize>,
    /// Cards in the discard pile (any order).
    pub discard: Option<Vec<Card>>,
    /// Cards in the deck.
    pub deck_count: Option<usize>,
    /// Facts about the island.
    pub island: Option<IslandExpect>,
    /// Per viewer (`"0"`, `"1"`, ... or `"bystander"`): fields of the view that must match.
    pub views: BTreeMap<String, Value>,
}

/// Facts about one seat.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PlayerExpect {
    /// Era.
    pub era: Option<u8>,
    /// Tokens in the supply.
    pub supply: Option<u8>,
    /// Hand (any order).
    pub hand: Option<Vec<Card>>,
    /// Cards in hand.
    pub hand_count: Option<usize>,
    /// Action tiles left.
    pub tiles: Option<u8>,
    /// City tiles left per value 2, 3, 4.
    pub cities: Option<[u8; 3]>,
    /// Victory points.
    pub victory_points: Option<i64>,
}

/// Facts about one hex; `{"empty": true}` for nothing there.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct HexExpect {
    /// Nothing stands there.
    pub empty: Option<bool>,
    /// Owner of the pieces.
    pub seat: Option<Seat>,
    /// Tokens.
    pub tokens: Option<u8>,
    /// City value (0: none).
    pub city: Option<u8>,
    /// Atlantis.
    pub atlantis: Option<bool>,
    /// Sanitation cards there.
    pub sanitation: Option<u8>,
}

/// Facts about the island.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct IslandExpect {
    /// Number of land hexes.
    pub land: Option<usize>,
    /// Number of lakes.
    pub lakes: Option<usize>,
    /// Terrain of some hexes (`null` for water).
    pub terrain: BTreeMap<Hex, Option<Terrain>>,
    /// Hexes that must be coastal.
    pub coast: Vec<Hex>,
    /// Hexes that must not be coastal.
    pub inland: Vec<Hex>,
    /// Hexes that must be lake water.
    pub lake: Vec<Hex>,
    /// Map tiles placed.
    pub tiles_placed: Option<usize>,
}

/// The expected pending decision.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PendingExpect {
    /// E.g. "defend_cards".
    pub decision: String,
    /// Who decides.
    #[serde(default)]
    pub seat: Option<Seat>,
}

fn sorted(mut v: Vec<Card>) -> Vec<Card> {
    v.sort();
    v
}

fn check(state: &State, x: &Expect) -> Result<(), String> {
    for (&seat, px) in &x.players {
        let p = state
            .players
            .get(seat as usize)
            .ok_or_else(|| format!("no seat {seat}"))?;
        let who = format!("seat {seat} ({})", p.name);
        eq(px.era, p.era, &format!("{who} era"))?;
        eq(px.supply, p.supply, &format!("{who} supply"))?;
        eq(
            px.hand.clone().map(sorted),
            p.hand.cards().to_vec(),
            &format!("{who} hand"),
        )?;
        eq(px.hand_count, p.hand.len(), &format!("{who} cards in hand"))?;
        eq(px.tiles, p.tiles, &format!("{who} action tiles"))?;
        eq(px.cities, p.cities, &format!("{who} city tiles left"))?;
        eq(
            px.victory_points,
            score::victory_points(state, seat),
            &format!("{who} victory points"),
        )?;
    }
    for (&h, hx) in &x.hexes {
        let s = state.board.spot(h);
        let what = format!("hex {h}");
        if let Some(e) = hx.empty {
            let empty = s == Default::default();
            if e != empty {
                return Err(format!("{what}: expected empty = {e}, found {s:?}"));
            }
        }
        if hx.seat.is_some() {
            eq(hx.seat.map(Some), s.owner, &format!("{what} owner"))?;
        }
        eq(hx.tokens, s.tokens, &format!("{what} tokens"))?;
        eq(hx.city, s.city, &format!("{what} city"))?;
        eq(hx.atlantis, s.atlantis, &format!("{what} Atlantis"))?;
        eq(
            hx.sanitation,
            state.board.sanitation(h),
            &format!("{what} Sanitation cards"),
        )?;
    }
    if let Some(want) = &x.pending {
        let got = state.pending.map(|p| (p.name().to_string(), p.seat()));
        match (want, got) {
            (None, None) => {}
            (None, Some((d, s))) => {
                return Err(format!(
                    "expected no pending decision, found {d} for seat {s}"
                ))
            }
            (Some(w), None) => return Err(format!("expected pending {}, found none", w.decision)),
            (Some(w), Some((d, s))) => {
                if w.decision != d || w.seat.is_some_and(|ws| ws != s) {
                    return Err(format!(
                        "expected pending {} for {:?}, found {d} for seat {s}",
                        w.decision, w.seat
                    ));
                }
            }
        }
    }
    eq(x.phase, state.phase, "phase")?;
    eq(x.round, state.round, "round")?;
    eq(x.first, state.first, "first player")?;
    eq(x.active, state.active, "active seat")?;
    eq(x.finished, state.finished, "finished")?;
    eq(x.scores.clone(), score::scores(state), "victory points")?;
    eq(
        x.progress.clone(),
        state.last_progress.clone(),
        "progress points",
    )?;
    eq(
        x.discard.clone().map(sorted),
        sorted(state.discard.clone()),
        "discard pile",
    )?;
    eq(x.deck_count, state.deck.len(), "cards in the deck")?;
    if let Some(w) = &x.winners {
        let got = if state.finished {
            score::winners(state)
        } else {
            vec![]
        };
        eq(Some(w.clone()), got, "winners")?;
    }
    if !x.legal.is_empty() || !x.illegal.is_empty() || x.legal_count.is_some() {
        let legal = legal_actions(state);
        for a in &x.legal {
            if !legal.contains(&canonical(a)) {
                return Err(format!("expected {a:?} to be legal"));
            }
        }
        for a in &x.illegal {
            if legal.contains(&canonical(a)) {
                return Err(format!("expected {a:?} not to be legal"));
            }
        }
        eq(x.legal_count, legal.len(), "number of legal actions")?;
    }
    if let Some(ix) = &x.island {
        check_island(state, ix)?;
    }
    for (who, want) in &x.views {
        let viewer = if who == "bystander" {
            None
        } else {
            Some(
                who.parse::<Seat>()
                    .map_err(|_| format!("bad viewer '{who}'"))?,
            )
        };
        let v = serde_json::to_value(view(state, viewer)).map_err(|e| e.to_string())?;
        if !crate::scenario::matches(want, &v) {
            return Err(format!("the view of {who} does not match {want}"));
        }
    }
    Ok(())
}

fn check_island(state: &State, ix: &IslandExpect) -> Result<(), String> {
    let i = &state.island;
    eq(ix.land, i.land.len(), "land hexes")?;
    eq(ix.lakes, i.lakes.len(), "lakes")?;
    eq(
        ix.tiles_placed,
        state.placed_tiles.len(),
        "map tiles placed",
    )?;
    for (&h, &t) in &ix.terrain {
        eq(Some(t), i.terrain(h), &format!("terrain of {h}"))?;
    }
    for &h in &ix.coast {
        if !i.coast.contains(h) {
            return Err(format!("{h} should be coastal"));
        }
    }
    for &h in &ix.inland {
        if i.coast.contains(h) {
            return Err(format!("{h} should not be coastal"));
        }
    }
    for &h in &ix.lake {
        if !i.lakes.iter().any(|l| l.contains(h)) {
            return Err(format!("{h} should be lake water"));
        }
    }
    Ok(())
}
