//! Every legal action for the seat that must act now. Generation mirrors the checks in
//! `turn`, `fight`, `setup` and `play` with bit-set operations; the simulator verifies that
//! every generated action applies and that no accepted action is missing.

use super::action::{Action, GovernmentChoice, HexList, Sources, MAX_BABY_HEXES};
use super::hex::{Hex, HexSet};
use super::movement::{movable, open_destinations, reach};
use super::setup::token_spots;
use super::state::{Pending, Phase, State};
use super::table;
use super::types::{Card, Effect, Seat, Terrain};

/// All legal actions for the seat that must act now (empty when the game is over).
pub fn legal_actions(state: &State) -> Vec<Action> {
    let mut out = Vec::with_capacity(64);
    legal_actions_into(state, &mut out);
    out
}

/// Like `legal_actions`, reusing `out` (cleared first).
pub fn legal_actions_into(state: &State, out: &mut Vec<Action>) {
    out.clear();
    if state.finished {
        return;
    }
    if let Some(p) = state.pending {
        decisions(state, p, out);
        return;
    }
    if state.phase == Phase::Actions {
        turn_actions(state, out);
    }
}

fn decisions(state: &State, p: Pending, out: &mut Vec<Action>) {
    match p {
        Pending::PlaceTile { tile, .. } => {
            for pl in state.island.placements(tile) {
                out.push(Action::PlaceTile {
                    at: pl.at,
                    rotation: pl.rotation,
                });
            }
        }
        Pending::PlaceToken { seat, .. } => {
            for at in token_spots(state, seat).iter() {
                out.push(Action::PlaceToken { at });
            }
        }
        Pending::Discard { seat, count } => {
            for cards in state.player(seat).hand.subsets_of_size(count as usize) {
                out.push(Action::Discard { cards });
            }
        }
        Pending::DeclareTerrain { .. } => {
            for terrain in table::CITY_TERRAINS {
                out.push(Action::DeclareTerrain { terrain });
            }
        }
        Pending::AttackCards { seat } => state
            .player(seat)
            .hand
            .for_each_subset(|cards| out.push(Action::AttackCards { cards })),
        Pending::DefendCards { seat } => state
            .player(seat)
            .hand
            .for_each_subset(|cards| out.push(Action::DefendCards { cards })),
        Pending::Reveal { .. } => out.push(Action::Reveal),
        Pending::Occupy { max, .. } => {
            for count in 0..=max {
                out.push(Action::Occupy { count });
            }
        }
        Pending::ProgressCards { seat } => state
            .player(seat)
            .hand
            .for_each_subset(|cards| out.push(Action::ProgressCards { cards })),
    }
}

fn turn_actions(state: &State, out: &mut Vec<Action>) {
    let seat = state.active;
    let own = state.board.token_hexes(seat);
    if state.turn.moving.is_some() {
        let open = open_destinations(state, seat);
        for from in own.iter() {
            if movable(state, seat, from) == 0 {
                continue;
            }
            let mut to = reach(state, seat, from).all().and(open);
            to.remove(from);
            for t in to.iter() {
                out.push(Action::MoveToken { from, to: t });
            }
        }
        out.push(Action::EndMove);
        leader_fights(state, seat, own, out);
        return;
    }
    let p = state.player(seat);
    let can_spend = p.tiles > 0 && state.turn.spent < state.turn.allowance;
    if can_spend {
        out.push(Action::Move);
        out.push(Action::Idea);
        babies(state, seat, own, out);
        cities(state, seat, own, out);
        atlantis(state, seat, own, out);
        fights(state, seat, own, None, out);
    }
    for card in p.hand.distinct() {
        match card.effect {
            Effect::MilitaryLeader => fights(state, seat, own, Some(card), out),
            Effect::Medicine => out.push(Action::PlayMedicine { card }),
            Effect::Sanitation => {
                for at in own.iter() {
                    out.push(Action::PlaySanitation { card, at });
                }
            }
            Effect::Religion => religion(state, seat, own, card, out),
            Effect::Government if state.turn.spent == 0 => {
                if state.turn.allowance == 1 && p.tiles >= 2 {
                    out.push(Action::PlayGovernment {
                        card,
                        choice: GovernmentChoice::Double,
                    });
                }
                out.push(Action::PlayGovernment {
                    card,
                    choice: GovernmentChoice::Delay,
                });
            }
            _ => {}
        }
    }
    if state.turn.spent > 0 {
        out.push(Action::EndTurn);
    }
}

fn babies(state: &State, seat: Seat, own: HexSet, out: &mut Vec<Action>) {
    let p = state.player(seat);
    let grass = state.island.by_terrain[Terrain::Grassland.index()];
    let eligible: Vec<Hex> = own
        .and(grass)
        .iter()
        .filter(|&h| state.board.tokens(h) < state.stack_limit(seat, h))
        .collect();
    let k = ((p.row().babies + state.turn.medicine).min(p.supply) as usize)
        .min(eligible.len())
        .min(MAX_BABY_HEXES);
    // Every non-empty combination of at most k eligible hexes, in hex order.
    fn rec(e: &[Hex], start: usize, k: usize, pick: &mut HexList, out: &mut Vec<Action>) {
        if !pick.is_empty() {
            out.push(Action::Babies { at: *pick });
        }
        if pick.len() == k {
            return;
        }
        for i in start..e.len() {
            if pick.push(e[i]) {
                rec(e, i + 1, k, pick, out);
                pick.pop();
            }
        }
    }
    rec(&eligible, 0, k, &mut HexList::new(), out);
}

fn cities(state: &State, seat: Seat, own: HexSet, out: &mut Vec<Action>) {
    let b = &state.board;
    let near_city = b.all_cities().neighbours();
    let mountain = state.island.by_terrain[Terrain::Mountain.index()];
    let p = state.player(seat);
    for at in own.minus(near_city).minus(mountain).iter() {
        for (i, &value) in table::CITY_VALUES.iter().enumerate() {
            if p.cities[i] > 0 && value <= b.tokens(at) {
                out.push(Action::BuildCity { at, value });
            }
        }
    }
}

fn atlantis(state: &State, seat: Seat, own: HexSet, out: &mut Vec<Action>) {
    if !state.options.atlantis || state.atlantis_left == 0 || !state.player(seat).row().ships {
        return;
    }
    let cities = state.board.all_cities();
    let targets = own
        .neighbours()
        .and(state.island.sea)
        .minus(cities)
        .minus(cities.neighbours());
    for at in targets.iter() {
        let sources: Vec<(Hex, u8)> = at
            .neighbours()
            .and(own)
            .iter()
            .map(|h| (h, state.board.tokens(h)))
            .collect();
        let mut pick = Vec::new();
        distribute(
            &sources,
            0,
            table::ATLANTIS_TOKENS,
            &mut pick,
            &mut |from| out.push(Action::Atlantis { at, from }),
        );
    }
}

/// Every way to take exactly `left` tokens from `sources[i..]`.
fn distribute(
    sources: &[(Hex, u8)],
    i: usize,
    left: u8,
    pick: &mut Vec<(Hex, u8)>,
    f: &mut dyn FnMut(Sources),
) {
    if left == 0 {
        if let Some(s) = Sources::from_slice(pick) {
            f(s);
        }
        return;
    }
    if i == sources.len() {
        return;
    }
    let (h, have) = sources[i];
    distribute(sources, i + 1, left, pick, f);
    for n in 1..=have.min(left) {
        pick.push((h, n));
        distribute(sources, i + 1, left - n, pick, f);
        pick.pop();
    }
}

/// Free attacks, one per Military Leader card held (Epochs T19).
fn leader_fights(state: &State, seat: Seat, own: HexSet, out: &mut Vec<Action>) {
    for card in state.player(seat).hand.distinct() {
        if card.effect == Effect::MilitaryLeader {
            fights(state, seat, own, Some(card), out);
        }
    }
}

fn fights(state: &State, seat: Seat, own: HexSet, leader: Option<Card>, out: &mut Vec<Action>) {
    let b = &state.board;
    let mut targets = HexSet::EMPTY;
    for d in 0..state.seats() as Seat {
        if d != seat && b.token_hexes(d).len() > table::PROTECTED_HEXES {
            let cities: HexSet = b
                .city_hexes(d)
                .iter()
                .filter(|&h| !b.spot(h).atlantis)
                .collect();
            targets = targets.union(b.token_hexes(d)).union(cities);
        }
    }
    if targets.is_empty() {
        return;
    }
    for from in own.iter() {
        for to in from.neighbours().and(targets).iter() {
            out.push(Action::Fight { from, to, leader });
        }
    }
}

fn religion(state: &State, seat: Seat, own: HexSet, card: Card, out: &mut Vec<Action>) {
    if state.player(seat).supply == 0 {
        return;
    }
    let b = &state.board;
    let mut victims = HexSet::EMPTY;
    for d in 0..state.seats() as Seat {
        if d != seat {
            victims = victims.union(b.token_hexes(d));
        }
    }
    for into in own.iter() {
        if b.tokens(into) >= state.stack_limit(seat, into) {
            continue;
        }
        for at in into.neighbours().and(victims).iter() {
            out.push(Action::PlayReligion { card, at, into });
        }
    }
}

/// The form of `action` that `legal_actions` would list (hex lists sorted), so that any
/// equivalent spelling can be looked up.
pub fn canonical(action: &Action) -> Action {
    let mut a = *action;
    match &mut a {
        Action::Babies { at } => at.as_mut_slice().sort(),
        Action::Atlantis { from, .. } => from.as_mut_slice().sort(),
        _ => {}
    }
    a
}
