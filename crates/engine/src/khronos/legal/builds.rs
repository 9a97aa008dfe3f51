//! Constructions, upgrades and demolitions on the boards of the Ages of Might and Faith.
//!
//! The order of the list is part of the engine's behaviour (a seeded random game picks by
//! position): footprint size, then footprint in `Map::footprint_info` order, then building
//! kind, then surcharge cards. Constructions are found for all placements of a footprint
//! shape at once (`placements`); upgrades walk the few footprints containing the building.

use super::domains::DomainIndex;
use super::placements::{emit, Allowed, Piles, MAX_SHAPES};
use super::sink::{Flow, Sink};
use crate::khronos::action::Action;
use crate::khronos::bits::{bits, Mask};
use crate::khronos::board::Board;
use crate::khronos::map::{COVERS_FOREST, COVERS_MOUNTAIN, COVERS_RIVER};
use crate::khronos::state::{State, TurnState};
use crate::khronos::table;
use crate::khronos::types::{Age, BuildingType, Cards, Kind};
use std::cell::OnceCell;
use std::ops::ControlFlow;

/// Which play sizes (0..=6 cards) the card limits still allow on `age`: the same answers as
/// `TurnState::charges_after(n, present) != 0`, in closed form.
fn charge_table(state: &State, age: Age) -> [bool; 7] {
    charge_table_for(state.turn_state.charges, state.pawns_present(age))
}

fn charge_table_for(charges: u16, present: [bool; 2]) -> [bool; 7] {
    let mut ok = [false; 7];
    if !(present[0] || present[1]) {
        return ok;
    }
    if charges >> 9 != 0 {
        // Not a split `charges_after` produces; ask it directly.
        let turn = TurnState {
            exchange_open: false,
            charges,
        };
        for (n, slot) in ok.iter_mut().enumerate() {
            *slot = turn.charges_after(n as u8, present) != 0;
        }
        return ok;
    }
    // From split (a, b) the pawns present can still take their remaining allowance, in any
    // division, so every play up to the largest total remaining is possible.
    let max = table::CARDS_PER_PAWN;
    let mut most = None;
    for i in bits(u128::from(charges)) {
        let (a, b) = (i as u8 / 3, i as u8 % 3);
        let room = if present[0] { max - a } else { 0 } + if present[1] { max - b } else { 0 };
        most = most.max(Some(room));
    }
    for (n, slot) in ok.iter_mut().enumerate() {
        *slot = most.is_some_and(|m| n as u8 <= m);
    }
    ok
}

/// What every builder on one board of the Ages of Might and Faith needs, computed once.
pub(super) struct BoardContext<'a> {
    state: &'a State,
    age: Age,
    board: &'a Board,
    occupied: Mask,
    charge_ok: [bool; 7],
    /// Surcharge cards owed, by a footprint's `COVERS_*` terrain bits.
    surcharge: [u8; 8],
    /// Domains, computed on first use, only when the hand holds Military or Religious cards.
    index: OnceCell<Option<Box<DomainIndex>>>,
    /// Per size, the payments and placements of constructions, computed on first use (a
    /// random pick walks the actions twice: to count them, then to the one drawn).
    constructions: [OnceCell<Option<Box<ConstructionPlan>>>; 3],
}

/// The constructions of one size: how each kind is paid for, and where it may stand.
struct ConstructionPlan {
    payments: [Option<Payments>; 3],
    allowed: Allowed,
}

impl<'a> BoardContext<'a> {
    /// The context of board `age` for the active player.
    pub(super) fn new(state: &'a State, age: Age) -> BoardContext<'a> {
        let board = state.board(age);
        let occupied = board.occupied();
        let n = state.seats();
        let (forest, mountain) = (table::forest_surcharge(n), table::mountain_surcharge(n));
        let mut surcharge = [0u8; 8];
        for (t, slot) in surcharge.iter_mut().enumerate() {
            let t = t as u8;
            *slot = if t & COVERS_FOREST != 0 { forest } else { 0 }
                + if t & COVERS_MOUNTAIN != 0 {
                    mountain
                } else {
                    0
                };
        }
        BoardContext {
            state,
            age,
            board,
            occupied,
            charge_ok: charge_table(state, age),
            surcharge,
            index: OnceCell::new(),
            constructions: Default::default(),
        }
    }

    /// The domains, when Military or Religious cards are in hand (they matter only then).
    fn index(&self) -> Option<&DomainIndex> {
        self.index
            .get_or_init(|| {
                let state = self.state;
                let hand = state.players[state.active as usize].hand;
                (hand.military > 0 || hand.religious > 0)
                    .then(|| Box::new(DomainIndex::new(&state.map, self.board, self.occupied)))
            })
            .as_deref()
    }

    /// The ways to pay for a play of `base` cards of a `btype`, by footprint terrain.
    fn payments(&self, btype: BuildingType, base: Cards) -> Payments {
        let hand = self.state.players[self.state.active as usize].hand;
        let mut out = Payments {
            extras: [Cards::NONE; MAX_EXTRAS],
            by_terrain: [(0, 0); 8],
        };
        let mut by_surcharge = [(0u8, 0u8); 4];
        if hand.contains(&base) {
            let rest = hand.minus(&base);
            let mut len = 0;
            for (s, range) in by_surcharge.iter_mut().enumerate() {
                let start = len;
                if self.charge_ok[base.total() as usize + s] && rest.total() as usize >= s {
                    for c in rest.subsets_iter(s as u8) {
                        if let Some(slot) = out.extras.get_mut(len) {
                            *slot = c;
                            len += 1;
                        }
                    }
                }
                *range = (start as u8, len as u8);
            }
        }
        for (t, range) in out.by_terrain.iter_mut().enumerate() {
            if t as u8 & COVERS_RIVER == 0 || table::may_cover_river(btype) {
                *range = by_surcharge[usize::from(self.surcharge[t]) & 3];
            }
        }
        out
    }
}

/// Room for every surcharge payment of one play: the piles of 0 to 3 cards in at most three
/// colours number 1 + 3 + 6 + 10.
const MAX_EXTRAS: usize = 20;

/// The ways to pay the surcharge of one play, by footprint terrain.
#[derive(Clone, Copy)]
struct Payments {
    /// The surcharge piles, grouped by surcharge 0 to 3.
    extras: [Cards; MAX_EXTRAS],
    /// For each `COVERS_*` terrain bits, the range of `extras` offered (empty where the
    /// card limits forbid the play or the building may not stand).
    by_terrain: [(u8, u8); 8],
}

impl Payments {
    /// The surcharge piles offered on terrain bits `t`.
    fn at(&self, t: usize) -> &[Cards] {
        let (start, end) = self.by_terrain[t & 7];
        self.extras
            .get(usize::from(start)..usize::from(end))
            .unwrap_or(&[])
    }
}

/// The surcharge payments of each construction of `size` the active player could make
/// somewhere on the board, by kind.
fn construction_payments(cx: &BoardContext, size: u8) -> [Option<Payments>; 3] {
    let state = cx.state;
    let player = &state.players[state.active as usize];
    Kind::ALL.map(|kind| {
        let btype = BuildingType { kind, size };
        let possible = state.stock[btype.index()] > 0
            && player.hand.get(kind) >= size
            && (!kind.is_controlled() || player.cubes > 0);
        possible.then(|| cx.payments(btype, Cards::of(kind, size)))
    })
}

/// The surcharge piles of each kind and terrain, from the payments of each kind.
fn piles_of(payments: &[Option<Payments>; 3]) -> Piles<'_> {
    let mut piles: Piles = [[&[]; 8]; 3];
    for (slots, pay) in piles.iter_mut().zip(payments) {
        if let Some(pay) = pay {
            for (t, slot) in slots.iter_mut().enumerate() {
                *slot = pay.at(t);
            }
        }
    }
    piles
}

/// Every legal construction on the board.
pub(super) fn constructions<S: Sink>(cx: &BoardContext, sink: &mut S) -> Flow {
    let map = &cx.state.map;
    for (size, plan) in (1..=3u8).zip(&cx.constructions) {
        let Some(plan) = plan.get_or_init(|| construction_plan(cx, size)) else {
            continue;
        };
        let piles = piles_of(&plan.payments);
        emit(
            sink,
            map.shapes(size),
            &plan.allowed,
            &piles,
            |kind, squares, extra| Action::Construct {
                age: cx.age,
                building: BuildingType { kind, size },
                squares,
                extra,
            },
        )?;
    }
    ControlFlow::Continue(())
}

/// The payments and placements of constructions of `size`, if any can be paid for.
fn construction_plan(cx: &BoardContext, size: u8) -> Option<Box<ConstructionPlan>> {
    if !cx.charge_ok[size as usize] {
        return None;
    }
    let payments = construction_payments(cx, size);
    let piles = piles_of(&payments);
    if piles.iter().flatten().all(|s| s.is_empty()) {
        return None;
    }
    let free = cx.state.map.full() & !cx.occupied;
    let allowed = allowed_placements(cx, size, free, &piles);
    Some(Box::new(ConstructionPlan { payments, allowed }))
}

/// Per shape of `size` and per kind, the anchors where that construction is legal: the
/// footprint is free, its terrain can be paid for, and for Military and Religious buildings
/// it meets at most one domain, one whose highest building of the kind is not this size
/// (the Rules of Dominion and Hierarchy).
fn allowed_placements(cx: &BoardContext, size: u8, free: Mask, piles: &Piles) -> Allowed {
    let map = &cx.state.map;
    let mut allowed = [[0; 3]; MAX_SHAPES];
    let paid: [u8; 3] =
        piles.map(|slots| (0..8).fold(0, |m, t| m | u8::from(!slots[t].is_empty()) << t));
    for (shape, kinds) in map.shapes(size).iter().zip(allowed.iter_mut()) {
        let fits = shape.placements_within(free);
        if fits == 0 {
            continue;
        }
        for t in 0..8u8 {
            if (paid[0] | paid[1] | paid[2]) >> t & 1 == 0 {
                continue;
            }
            let here = shape.with_terrain(fits, t);
            for (k, p) in kinds.iter_mut().zip(paid) {
                if p >> t & 1 != 0 {
                    *k |= here;
                }
            }
        }
    }
    let controlled = allowed.iter().any(|k| k[0] | k[1] != 0);
    let Some(index) = controlled.then(|| cx.index()).flatten() else {
        for kinds in allowed.iter_mut() {
            kinds[0] = 0;
            kinds[1] = 0;
        }
        return allowed;
    };
    // Dominion: at most one domain met; Hierarchy: not one whose highest building of the
    // kind has this size.
    let (single, planes) = index.single_reach();
    let blocked = [Kind::Military, Kind::Religious].map(|kind| index.top_reach(kind, size));
    for (shape, kinds) in map.shapes(size).iter().zip(allowed.iter_mut()) {
        if kinds[0] | kinds[1] == 0 {
            continue;
        }
        let twice = shape.placements_meeting(index.reached_twice())
            | shape.placements_splitting(single, planes);
        kinds[0] &= !(twice | shape.placements_meeting(blocked[0]));
        kinds[1] &= !(twice | shape.placements_meeting(blocked[1]));
    }
    allowed
}

/// Every legal upgrade on the board.
pub(super) fn upgrades<S: Sink>(cx: &BoardContext, sink: &mut S) -> Flow {
    let state = cx.state;
    let player = &state.players[state.active as usize];
    let map = &state.map;
    let free = map.full() & !cx.occupied;
    // Card choices per kind and card difference (1 or 2), computed once: the river rule
    // depends only on the kind for the sizes 2 and 3 of an upgrade.
    let mut cache: [[Option<Payments>; 2]; 3] = Default::default();
    for b in &cx.board.buildings {
        let kind = b.btype.kind;
        if b.btype.size >= 3
            || player.hand.get(kind) == 0
            || (kind.is_controlled() && b.controller != Some(state.active))
        {
            continue;
        }
        // A Military or Religious building may not grow to meet another domain.
        let (index, others) = if kind.is_controlled() {
            let Some(index) = cx.index() else {
                continue;
            };
            let own = index.domain_of(b.mask);
            // Squares within reach of two domains, or of one that is not this one.
            let (single, _) = index.single_reach();
            let others = index.reached_twice() | (single & !index.reach(own));
            (Some((index, own)), others)
        } else {
            (None, 0)
        };
        let Some(own_footprint) = map.footprint_index(b.btype.size, b.mask) else {
            continue;
        };
        let at = map.square(b.mask.trailing_zeros() as usize);
        for size in b.btype.size + 1..=3 {
            let btype = BuildingType { kind, size };
            let diff = size - b.btype.size;
            if state.stock[btype.index()] == 0 || player.hand.get(kind) < diff {
                continue;
            }
            if let Some((index, own)) = index {
                if index.highest_other(own, b) == size {
                    continue;
                }
            }
            let pay = cache[kind.index()][usize::from(diff - 1) & 1]
                .get_or_insert_with(|| cx.payments(btype, Cards::of(kind, diff)));
            let infos = map.footprint_info(size);
            for &j in map.supersets(b.btype.size, size, own_footprint) {
                let Some(info) = infos.get(j as usize) else {
                    continue;
                };
                if info.mask & !b.mask & !free != 0 || info.mask & others != 0 {
                    continue;
                }
                sink.piles(pay.at(usize::from(info.terrain)), |extra| Action::Upgrade {
                    age: cx.age,
                    at,
                    building: btype,
                    squares: info.squares,
                    extra,
                })?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Every legal demolition on the board.
pub(super) fn demolitions<S: Sink>(cx: &BoardContext, sink: &mut S) -> Flow {
    let state = cx.state;
    let player = &state.players[state.active as usize];
    if player.ecus < table::DEMOLISH_COST || !cx.charge_ok[1] {
        return ControlFlow::Continue(());
    }
    for b in &cx.board.buildings {
        if b.btype.size == 1 && !b.printed && player.hand.get(b.btype.kind) > 0 {
            sink.one(Action::Demolish {
                age: cx.age,
                at: state.map.square(b.mask.trailing_zeros() as usize),
            })?;
        }
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::charge_table_for;
    use crate::khronos::state::TurnState;

    #[test]
    fn charge_table_agrees_with_charges_after() {
        for charges in 0..512u16 {
            for present in [[true, true], [true, false], [false, true], [false, false]] {
                let turn = TurnState {
                    exchange_open: false,
                    charges,
                };
                let expected: Vec<bool> = (0..7u8)
                    .map(|n| (present[0] || present[1]) && turn.charges_after(n, present) != 0)
                    .collect();
                assert_eq!(
                    charge_table_for(charges, present).to_vec(),
                    expected,
                    "charges {charges:#b}, present {present:?}"
                );
            }
        }
    }
}
