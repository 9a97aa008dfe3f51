//! Every legal action for the seat that must act now.
//!
//! Generation mirrors the checks in `build`, `reason` and `play` with cheap bit operations;
//! the simulator verifies that every generated action applies.

use super::action::Action;
use super::board::Board;
use super::map::{bits, Map, Mask, COVERS_FOREST, COVERS_MOUNTAIN, COVERS_RIVER};
use super::state::{Pending, State};
use super::table;
use super::types::{Age, BuildingType, Cards, Kind};

/// Domains of one board, labelled per square, with their highest building per kind.
struct DomainIndex {
    label: [u8; 128],
    masks: Vec<Mask>,
    top: Vec<[u8; 2]>,
}

impl DomainIndex {
    fn new(map: &Map, board: &Board) -> DomainIndex {
        let masks = board.domains(map);
        let mut label = [u8::MAX; 128];
        let mut top = vec![[0u8; 2]; masks.len()];
        for (d, &m) in masks.iter().enumerate() {
            for i in bits(m) {
                label[i] = d as u8;
            }
        }
        for b in &board.buildings {
            if b.btype.kind.is_controlled() && !b.ruin {
                let d = label[b.mask.trailing_zeros() as usize] as usize;
                let k = b.btype.kind.index();
                top[d][k] = top[d][k].max(b.btype.size);
            }
        }
        DomainIndex { label, masks, top }
    }

    /// Distinct domains meeting `area`: (count, first domain).
    fn touched_area(&self, occupied: Mask, area: Mask) -> (usize, usize) {
        let mut touch = area & occupied;
        let mut count = 0;
        let mut first = usize::MAX;
        while touch != 0 {
            let d = self.label[touch.trailing_zeros() as usize] as usize;
            if first == usize::MAX {
                first = d;
            }
            count += 1;
            touch &= !self.masks[d];
        }
        (count, first)
    }
}

/// All legal actions for the seat that must act now (empty when the game is over).
pub fn legal_actions(state: &State) -> Vec<Action> {
    let mut out = Vec::new();
    legal_actions_into(state, &mut out);
    out
}

/// Like `legal_actions`, reusing `out`'s allocation (it is cleared first).
pub fn legal_actions_into(state: &State, out: &mut Vec<Action>) {
    out.clear();
    if state.finished {
        return;
    }
    if let Some(p) = &state.pending {
        match p {
            Pending::ChooseDownsize {
                age, candidates, ..
            } => {
                for &id in candidates {
                    if let Some(b) = state.board(*age).get(id) {
                        out.push(Action::ChooseDownsize {
                            at: state.map.square(b.mask.trailing_zeros() as usize),
                        });
                    }
                }
            }
            Pending::PlaceDownsized { options, .. } => {
                out.extend(
                    options
                        .iter()
                        .map(|&squares| Action::PlaceDownsized { squares }),
                );
            }
        }
        return;
    }
    let player = &state.players[state.active as usize];
    if state.turn_state.exchange_open {
        if player.ecus >= table::EXCHANGE_COST {
            for n in 0..=player.hand.total() {
                out.extend(
                    player
                        .hand
                        .subsets_iter(n)
                        .map(|discard| Action::Exchange { discard }),
                );
            }
        }
        if state.options.holdem {
            for give in Kind::ALL {
                for take in Kind::ALL {
                    if give != take && player.hand.get(give) > 0 && state.face_up.get(take) > 0 {
                        out.push(Action::Swap { give, take });
                    }
                }
            }
        }
    }
    if player.ecus >= table::TRAVEL_COST {
        for pawn in 0..2u8 {
            for to in Age::ALL {
                if player.pawns[pawn as usize] != to {
                    out.push(Action::Travel { pawn, to });
                }
            }
        }
    }
    for age in [Age::Might, Age::Faith] {
        if state.has_pawn(state.active, age) {
            let cx = BoardContext::new(state, age);
            constructions(&cx, out);
            upgrades(&cx, out);
            demolitions(&cx, out);
        }
    }
    if state.has_pawn(state.active, Age::Reason) {
        reason_actions(state, out);
    }
    if state.options.discard_all {
        out.push(Action::EndTurn {
            discard: player.hand,
        });
    } else {
        for n in 0..=player.hand.total() {
            out.extend(
                player
                    .hand
                    .subsets_iter(n)
                    .map(|discard| Action::EndTurn { discard }),
            );
        }
    }
}

fn can_charge(state: &State, age: Age, cards: u8) -> bool {
    let present = state.pawns_present(age);
    (present[0] || present[1]) && state.turn_state.charges_after(cards, present) != 0
}

/// Which play sizes (0..=6 cards) the card limits still allow on `age`.
fn charge_table(state: &State, age: Age) -> [bool; 7] {
    let mut ok = [false; 7];
    let present = state.pawns_present(age);
    if present[0] || present[1] {
        for (n, slot) in ok.iter_mut().enumerate() {
            *slot = state.turn_state.charges_after(n as u8, present) != 0;
        }
    }
    ok
}

/// What every builder on one board of the Ages of Might and Faith needs, computed once.
struct BoardContext<'a> {
    state: &'a State,
    age: Age,
    board: &'a Board,
    occupied: Mask,
    charge_ok: [bool; 7],
    /// Surcharge in cards by the footprint's forest/mountain terrain bits.
    surcharges: [usize; 4],
    /// Domains, only when the hand holds Military or Religious cards.
    index: Option<DomainIndex>,
}

impl<'a> BoardContext<'a> {
    fn new(state: &'a State, age: Age) -> BoardContext<'a> {
        let board = state.board(age);
        let n = state.seats();
        let (forest, mountain) = (table::forest_surcharge(n), table::mountain_surcharge(n));
        // Domains matter only for Military/Religious cards.
        let hand = state.players[state.active as usize].hand;
        let index =
            (hand.military > 0 || hand.religious > 0).then(|| DomainIndex::new(&state.map, board));
        BoardContext {
            state,
            age,
            board,
            occupied: board.occupied(),
            charge_ok: charge_table(state, age),
            surcharges: [0, forest, mountain, forest + mountain].map(usize::from),
            index,
        }
    }

    /// The surcharge card choices for a play of `base`, by surcharge 0..=3, keeping only
    /// those the card limits allow.
    fn extras_by_surcharge(&self, base: Cards) -> [CardChoices; 4] {
        let hand = self.state.players[self.state.active as usize].hand;
        let mut out = [CardChoices::default(); 4];
        if !hand.contains(&base) {
            return out;
        }
        let rest = hand.minus(&base);
        for (s, slot) in out.iter_mut().enumerate() {
            if self.charge_ok[base.total() as usize + s] && rest.total() as usize >= s {
                for c in rest.subsets_iter(s as u8) {
                    slot.push(c);
                }
            }
        }
        out
    }
}

/// A few card choices, kept without allocating (a hand of 4 has at most 15 sub-piles).
#[derive(Clone, Copy, Default)]
struct CardChoices {
    items: [Cards; 15],
    len: u8,
}

impl CardChoices {
    fn push(&mut self, c: Cards) {
        if let Some(slot) = self.items.get_mut(self.len as usize) {
            *slot = c;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[Cards] {
        &self.items[..self.len as usize]
    }
}

/// A building type that can be constructed now, with its card choices by surcharge.
#[derive(Clone, Copy)]
struct Viable {
    btype: BuildingType,
    extras: [CardChoices; 4],
}

fn constructions(cx: &BoardContext, out: &mut Vec<Action>) {
    let state = cx.state;
    let player = &state.players[state.active as usize];
    let occupied = cx.occupied;
    for size in 1..=3u8 {
        if !cx.charge_ok[size as usize] {
            continue;
        }
        let mut viable = [Viable {
            btype: BuildingType {
                kind: Kind::Civil,
                size,
            },
            extras: [CardChoices::default(); 4],
        }; 3];
        let mut count = 0;
        for kind in Kind::ALL {
            let btype = BuildingType { kind, size };
            if state.stock[btype.index()] > 0
                && player.hand.get(kind) >= size
                && (!kind.is_controlled() || player.cubes > 0)
            {
                let extras = cx.extras_by_surcharge(Cards::of(kind, size));
                if extras.iter().any(|c| c.len > 0) {
                    viable[count] = Viable { btype, extras };
                    count += 1;
                }
            }
        }
        let viable = &viable[..count];
        if viable.is_empty() {
            continue;
        }
        // Footprints are sorted by lowest square, so this is the order of `footprints_at`
        // over the free squares.
        for info in state.map.footprint_info(size) {
            if info.mask & occupied != 0 {
                continue;
            }
            let on_river = info.terrain & COVERS_RIVER != 0;
            let extra_cards =
                cx.surcharges[(info.terrain & (COVERS_FOREST | COVERS_MOUNTAIN)) as usize];
            let mut touched = None;
            for v in viable {
                let choices = v.extras[extra_cards].as_slice();
                if choices.is_empty() || (on_river && !table::may_cover_river(v.btype)) {
                    continue;
                }
                if let (true, Some(index)) = (v.btype.kind.is_controlled(), &cx.index) {
                    let (count, d) =
                        *touched.get_or_insert_with(|| index.touched_area(occupied, info.area));
                    if count > 1 || (count == 1 && index.top[d][v.btype.kind.index()] == size) {
                        continue;
                    }
                }
                out.extend(choices.iter().map(|&extra| Action::Construct {
                    age: cx.age,
                    building: v.btype,
                    squares: info.squares,
                    extra,
                }));
            }
        }
    }
}

fn upgrades(cx: &BoardContext, out: &mut Vec<Action>) {
    let state = cx.state;
    let player = &state.players[state.active as usize];
    let board = cx.board;
    let occupied = cx.occupied;
    let map = &state.map;
    // Surcharge choices per kind and card difference (1 or 2), computed once.
    let mut extras_cache: [[Option<[CardChoices; 4]>; 2]; 3] = Default::default();
    for b in &board.buildings {
        let kind = b.btype.kind;
        if b.btype.size >= 3
            || player.hand.get(kind) == 0
            || (kind.is_controlled() && b.controller != Some(state.active))
        {
            continue;
        }
        let index = match (kind.is_controlled(), &cx.index) {
            (false, _) => None,
            (true, Some(index)) => Some(index),
            (true, None) => continue,
        };
        let Some(own) = map.footprint_index(b.btype.size, b.mask) else {
            continue;
        };
        let at = map.square(b.mask.trailing_zeros() as usize);
        for size in b.btype.size + 1..=3 {
            let btype = BuildingType { kind, size };
            let diff = size - b.btype.size;
            if state.stock[btype.index()] == 0 || player.hand.get(kind) < diff {
                continue;
            }
            if let Some(index) = index {
                let own_domain = index.label[b.mask.trailing_zeros() as usize] as usize;
                if board.highest_other(index.masks[own_domain], kind, b.id) == size {
                    continue;
                }
            }
            let extras = extras_cache[kind.index()][diff as usize - 1]
                .get_or_insert_with(|| cx.extras_by_surcharge(Cards::of(kind, diff)));
            let infos = map.footprint_info(size);
            for &j in map.supersets(b.btype.size, size, own) {
                let Some(info) = infos.get(j as usize) else {
                    continue;
                };
                if info.mask & !b.mask & occupied != 0
                    || (info.terrain & COVERS_RIVER != 0 && !table::may_cover_river(btype))
                {
                    continue;
                }
                let choices = extras
                    [cx.surcharges[(info.terrain & (COVERS_FOREST | COVERS_MOUNTAIN)) as usize]]
                    .as_slice();
                if choices.is_empty()
                    || index.is_some_and(|i| i.touched_area(occupied, info.area).0 > 1)
                {
                    continue;
                }
                out.extend(choices.iter().map(|&extra| Action::Upgrade {
                    age: cx.age,
                    at,
                    building: btype,
                    squares: info.squares,
                    extra,
                }));
            }
        }
    }
}

fn demolitions(cx: &BoardContext, out: &mut Vec<Action>) {
    let state = cx.state;
    let player = &state.players[state.active as usize];
    if player.ecus < table::DEMOLISH_COST || !cx.charge_ok[1] {
        return;
    }
    for b in &cx.board.buildings {
        if b.btype.size == 1 && !b.printed && player.hand.get(b.btype.kind) > 0 {
            out.push(Action::Demolish {
                age: cx.age,
                at: state.map.square(b.mask.trailing_zeros() as usize),
            });
        }
    }
}

fn reason_actions(state: &State, out: &mut Vec<Action>) {
    let player = &state.players[state.active as usize];
    let board = state.board(Age::Reason);
    for b in &board.buildings {
        let at = state.map.square(b.mask.trailing_zeros() as usize);
        if b.btype.kind == Kind::Civil {
            if player.hand.civil > 0
                && player.cubes > 0
                && b.population() < table::population_capacity(b.btype.size)
                && can_charge(state, Age::Reason, 1)
            {
                out.push(Action::Populate { at });
            }
        } else if b.ruin {
            let needed = table::renovation_cards(b.btype.size) - b.renovation.is_some() as u8;
            for cards in 1..=needed {
                let complete = cards == needed;
                if player.hand.get(b.btype.kind) >= cards
                    && (complete || player.cubes > 0)
                    && can_charge(state, Age::Reason, cards)
                {
                    out.push(Action::Renovate { at, cards });
                }
            }
        }
    }
}

/// The form of `action` that `legal_actions` lists: a building named by any of its squares
/// is named by its first square.
pub fn canonical(state: &State, action: &Action) -> Action {
    let first_square = |age: Age, at: super::types::Square| {
        if !state.map.contains(at) {
            return at;
        }
        let board = state.board(age);
        board
            .index_at(state.map.index(at))
            .map(|i| {
                state
                    .map
                    .square(board.buildings[i].mask.trailing_zeros() as usize)
            })
            .unwrap_or(at)
    };
    let mut a = *action;
    match &mut a {
        Action::Upgrade { age, at, .. } | Action::Demolish { age, at } => {
            *at = first_square(*age, *at)
        }
        Action::Populate { at } | Action::Renovate { at, .. } => {
            *at = first_square(Age::Reason, *at)
        }
        Action::ChooseDownsize { at } => {
            if let Some(Pending::ChooseDownsize { age, .. }) = &state.pending {
                *at = first_square(*age, *at);
            }
        }
        _ => {}
    }
    a
}
