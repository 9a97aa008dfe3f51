//! Setting up any position by hand (scenarios, imports), with time shadows inferred (K21a).

use super::board::BuildingId;
use super::board::{Board, Building, MAX_SEATS};
use super::state::{State, TurnState};
use super::table;
use super::types::{Age, BuildingType, Cards, Footprint, Kind, Seat, Square};
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One building placed by hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BuildingSpec {
    /// Type, e.g. "keep".
    #[serde(rename = "type")]
    pub building: BuildingType,
    /// Squares, e.g. ["B2", "B3"].
    pub squares: Footprint,
    /// Controller seat (Military/Religious in the Ages of Might and Faith).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub controller: Option<Seat>,
    /// An unrenovated ruin (Age of Reason). Military/Religious buildings in the Age of
    /// Reason are ruins unless `ruin: false` is given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruin: Option<bool>,
    /// Seat whose cube marks a half-paid renovation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub renovation: Option<Seat>,
    /// Population cubes per seat (Civil, Age of Reason), e.g. {"0": 2, "1": 1}.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub cubes: BTreeMap<Seat, u8>,
    /// Whose time shadow this building is (K21a): a square of that building in the previous
    /// age, or `false` for none. Without it, an identical building there is taken.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shadow_of: Option<ShadowOf>,
}

/// An explicit time-shadow link of a building set up by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ShadowOf {
    /// The time shadow of the building covering this square in the previous age.
    Square(Square),
    /// `false`: not a time shadow, even if identical to a building of the previous age.
    Flag(bool),
}

/// The buildings of the three boards.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct BoardsSpec {
    /// Age of Might.
    pub might: Vec<BuildingSpec>,
    /// Age of Faith.
    pub faith: Vec<BuildingSpec>,
    /// Age of Reason.
    pub reason: Vec<BuildingSpec>,
}

/// One seat's pieces; absent fields keep their dealt values.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PlayerSpec {
    /// Ecus.
    pub ecus: Option<u32>,
    /// Hand.
    pub hand: Option<Cards>,
    /// Boards of the two pawns.
    pub pawns: Option<[Age; 2]>,
}

/// A position set up by hand on top of a dealt game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PositionSpec {
    /// Turn 1..7.
    pub turn: Option<u8>,
    /// First player (default seat 0).
    pub first: Option<Seat>,
    /// Whose turn it is.
    pub active: Option<Seat>,
    /// Buildings on each board (printed Hamlets come from the map).
    pub boards: BoardsSpec,
    /// Seats, in order.
    pub players: Vec<PlayerSpec>,
    /// The top of the deck, top card first; the rest of the 55 cards lie shuffled below.
    pub deck: Option<Vec<Kind>>,
    /// The discard pile.
    pub discard: Option<Cards>,
    /// Face-up cards (Hold'em).
    pub face_up: Option<Cards>,
    /// Tiles left in stock for the named types (others: the box minus tiles on boards).
    pub stock: BTreeMap<BuildingType, u8>,
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
        if let Some(t) = self.turn {
            if !(1..=table::TURNS).contains(&t) {
                return Err(format!("turn {t} is not between 1 and {}", table::TURNS));
            }
            state.turn = t;
        }
        let first = self.first.unwrap_or(0);
        seat_ok(first, "first")?;
        state.first = first;
        state.active = self.active.unwrap_or(state.first);
        seat_ok(state.active, "active")?;
        if self.players.len() > n {
            return Err(format!(
                "{} players given for {n} seats",
                self.players.len()
            ));
        }
        for (i, p) in self.players.iter().enumerate() {
            let player = &mut state.players[i];
            if let Some(e) = p.ecus {
                player.ecus = e;
            }
            if let Some(h) = p.hand {
                player.hand = h;
            }
            if let Some(pw) = p.pawns {
                player.pawns = pw;
            }
            player.cubes = table::CUBES_PER_PLAYER;
        }
        for p in state.players.iter_mut().skip(self.players.len()) {
            p.cubes = table::CUBES_PER_PLAYER;
        }
        state.boards = Default::default();
        state.next_id = 1;
        let mut links = Vec::new();
        for (age, specs) in [
            (Age::Might, &self.boards.might),
            (Age::Faith, &self.boards.faith),
            (Age::Reason, &self.boards.reason),
        ] {
            for spec in specs {
                let id = place(state, age, spec).map_err(|e| {
                    format!(
                        "{} at {} in {}: {e}",
                        spec.building,
                        spec.squares,
                        age.name()
                    )
                })?;
                if let Some(link) = spec.shadow_of {
                    links.push((age, id, link));
                }
            }
            state.restore_printed_hamlets(age, None);
        }
        link_shadows(state, &links)?;
        self.set_stock(state)?;
        self.set_cards(state)?;
        state.turn_state = TurnState::new();
        state.pending = None;
        state.junctions.clear();
        state.unsettled = false;
        state.finished = false;
        let problems = super::invariants::check(state);
        if let Some(p) = problems.first() {
            return Err(format!("the position is not legal: {p}"));
        }
        Ok(())
    }

    fn set_stock(&self, state: &mut State) -> Result<(), String> {
        let mut on_boards = [0u8; 9];
        for b in state.boards.iter().flat_map(|b| &b.buildings) {
            if !b.printed {
                on_boards[b.btype.index()] += 1;
            }
        }
        for t in BuildingType::all() {
            let i = t.index();
            let left = table::TILE_STOCK[i]
                .checked_sub(on_boards[i])
                .ok_or_else(|| {
                    format!(
                        "{} {} tiles on the boards but the box has {}",
                        on_boards[i],
                        t.name(),
                        table::TILE_STOCK[i]
                    )
                })?;
            state.stock[i] = match self.stock.get(&t) {
                Some(&s) if s > left => {
                    return Err(format!(
                        "stock of {} is {s}, more than the {left} not on the boards",
                        t.name()
                    ))
                }
                Some(&s) => s,
                None => left,
            };
            state.tile_box[i] = on_boards[i] + state.stock[i];
        }
        Ok(())
    }

    fn set_cards(&self, state: &mut State) -> Result<(), String> {
        if let Some(d) = self.discard {
            state.discard = d;
        }
        if let Some(f) = self.face_up {
            state.face_up = f;
        }
        let mut used = state.discard.plus(&state.face_up);
        for p in &state.players {
            used = used.plus(&p.hand);
        }
        let top: Vec<Kind> = self.deck.clone().unwrap_or_default();
        for &k in &top {
            *used.get_mut(k) += 1;
        }
        if !table::DECK.contains(&used) {
            return Err(format!(
                "hands, discards, face-up cards and the deck top hold {used}, more than the 55-card deck ({})",
                table::DECK
            ));
        }
        let rest = table::DECK.minus(&used);
        let mut deck: Vec<Kind> = Vec::new();
        for kind in Kind::ALL {
            deck.extend(std::iter::repeat_n(kind, rest.get(kind) as usize));
        }
        deck.shuffle(&mut state.rng);
        deck.extend(top.iter().rev());
        state.deck = deck;
        Ok(())
    }
}

fn place(state: &mut State, age: Age, spec: &BuildingSpec) -> Result<BuildingId, String> {
    let n = state.seats();
    let t = spec.building;
    let mask = state
        .map
        .mask_of(&spec.squares)
        .map_err(super::map::off_map)?;
    if spec.squares.len() != t.size as usize || !state.map.is_connected(mask) {
        return Err(format!("a {t} covers {} connected squares", t.size));
    }
    let board = state.board(age);
    if mask & board.occupied() != 0 {
        return Err("overlaps another building".into());
    }
    if mask & state.map.river != 0 && !table::may_cover_river(t) {
        return Err("only Towns and Cities may stand on a river".into());
    }
    let printed =
        t == BuildingType {
            kind: Kind::Civil,
            size: 1,
        } && mask & state.map.hamlets == mask;
    let mut b = Building::new(0, t, mask);
    b.printed = printed;
    let controlled = t.kind.is_controlled();
    match (controlled, age, spec.controller) {
        (true, Age::Reason, Some(_)) => {
            return Err("buildings in the Age of Reason have no controller".into())
        }
        (true, Age::Reason, None) => {}
        (true, _, None) => return Err("a Military or Religious building needs a controller".into()),
        (true, _, Some(c)) => {
            if c as usize >= n {
                return Err(format!("no seat {c}"));
            }
            take_cube(state, c)?;
            b.controller = Some(c);
        }
        (false, _, Some(_)) => return Err("Civil buildings have no controller".into()),
        (false, _, None) => {}
    }
    let ruin = spec.ruin.unwrap_or(controlled && age == Age::Reason);
    if ruin && !(controlled && age == Age::Reason && t.size >= 2) {
        return Err(
            "only Keeps, Castles, Monasteries and Abbeys in the Age of Reason can be ruins".into(),
        );
    }
    b.ruin = ruin;
    if let Some(r) = spec.renovation {
        if !ruin || t.size != 3 || r as usize >= n {
            return Err(
                "a renovation cube lies only on a Castle or Abbey ruin, by a seat at the table"
                    .into(),
            );
        }
        take_cube(state, r)?;
        b.renovation = Some(r);
    }
    if !spec.cubes.is_empty() {
        if age != Age::Reason || t.kind != Kind::Civil {
            return Err("population cubes lie only on Civil buildings in the Age of Reason".into());
        }
        let mut total = 0;
        for (&s, &c) in &spec.cubes {
            if s as usize >= n.min(MAX_SEATS) {
                return Err(format!("no seat {s}"));
            }
            for _ in 0..c {
                take_cube(state, s)?;
            }
            b.cubes[s as usize] = c;
            total += c;
        }
        if total > table::population_capacity(t.size) {
            return Err(format!(
                "a {t} holds at most {} cubes",
                table::population_capacity(t.size)
            ));
        }
    }
    b.id = state.new_id();
    let id = b.id;
    state.board_mut(age).buildings.push(b);
    Ok(id)
}

fn take_cube(state: &mut State, seat: Seat) -> Result<(), String> {
    let p = &mut state.players[seat as usize];
    p.cubes = p
        .cubes
        .checked_sub(1)
        .ok_or_else(|| format!("seat {seat} has no cubes left (25 each)"))?;
    Ok(())
}

/// Links each building to its time shadow original in the previous age (K21a): as given in
/// `links`, otherwise to an identical building (same type and squares; in the Age of Faith
/// the same controller).
fn link_shadows(state: &mut State, links: &[(Age, BuildingId, ShadowOf)]) -> Result<(), String> {
    for age in [Age::Faith, Age::Reason] {
        let Some(prev) = age.previous() else { continue };
        let earlier: Vec<Building> = state.board(prev).buildings.clone();
        let map = state.map.clone();
        let board: &mut Board = state.board_mut(age);
        for b in board.buildings.iter_mut().filter(|b| !b.printed) {
            let given = links.iter().find(|l| l.0 == age && l.1 == b.id);
            b.shadow_of = match given.map(|l| l.2) {
                Some(ShadowOf::Square(sq)) => {
                    let i = map
                        .mask_of(&Footprint::new(&[sq])?)
                        .map_err(super::map::off_map)?;
                    let original = earlier
                        .iter()
                        .find(|e| {
                            e.mask & i != 0
                                && !e.printed
                                && e.btype.kind == b.btype.kind
                                && (age != Age::Faith || e.controller == b.controller)
                        })
                        .ok_or_else(|| {
                            format!(
                                "{} {} in {}: no building of its kind and controller covers {sq} in {} to be its original",
                                b.btype,
                                map.footprint(b.mask),
                                age.name(),
                                prev.name()
                            )
                        })?;
                    Some(original.id)
                }
                Some(ShadowOf::Flag(false)) => None,
                Some(ShadowOf::Flag(true)) | None if b.btype.size < 2 => None,
                Some(ShadowOf::Flag(true)) | None => earlier
                    .iter()
                    .find(|e| {
                        e.btype == b.btype
                            && e.mask == b.mask
                            && (age != Age::Faith || e.controller == b.controller)
                    })
                    .map(|e| e.id),
            };
        }
    }
    if let Some((age, _, _)) = links.iter().find(|l| l.0 == Age::Might) {
        return Err(format!(
            "buildings in the {} cannot be time shadows",
            age.name()
        ));
    }
    Ok(())
}
