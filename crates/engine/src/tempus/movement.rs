//! Where tokens may go (T12): over land up to the era's distance through empty hexes and the
//! mover's own tokens and cities; across a lake from shore to shore; by sea from coast to
//! coast in an era with ships. A token ends on land, not on a city or another player's hex,
//! within the stacking limit.

use super::action::MoveKind;
use super::error::{refuse, Rule, RuleError, Why};
use super::hex::{Hex, HexSet};
use super::state::State;
use super::types::Seat;

/// Hexes a token of `seat` on `from` can reach, by kind of move (before the destination
/// rules are applied).
#[derive(Clone, Copy, Debug, Default)]
pub struct Reach {
    /// Over land.
    pub land: HexSet,
    /// Across a lake.
    pub lake: HexSet,
    /// By sea (empty without ships).
    pub sea: HexSet,
}

impl Reach {
    /// Every hex reached one way or another.
    pub fn all(&self) -> HexSet {
        self.land.union(self.lake).union(self.sea)
    }
}

/// The hexes reachable from `from`.
pub fn reach(state: &State, seat: Seat, from: Hex) -> Reach {
    let island = &state.island;
    let era = state.player(seat).row();
    let passable = island.land.minus(state.board.others(seat));
    let mut reached = HexSet::single(from);
    let mut frontier = reached;
    for _ in 0..era.move_hexes {
        let next = frontier.neighbours().and(passable).minus(reached);
        if next.is_empty() {
            break;
        }
        reached = reached.union(next);
        frontier = next;
    }
    let mut lake = HexSet::EMPTY;
    for i in island.lakes_next_to(from) {
        lake = lake.union(island.shores[i]);
    }
    let sea = if era.ships && island.coast.contains(from) {
        island.coast
    } else {
        HexSet::EMPTY
    };
    Reach {
        land: reached,
        lake,
        sea,
    }
}

/// Hexes a token of `seat` may end on (ignoring reach): land, no city, not another
/// player's, with room under the stacking limit.
pub fn open_destinations(state: &State, seat: Seat) -> HexSet {
    let b = &state.board;
    let base = state
        .island
        .land
        .minus(b.all_cities())
        .minus(b.others(seat));
    let full: HexSet = b
        .token_hexes(seat)
        .iter()
        .filter(|&h| b.tokens(h) >= state.stack_limit(seat, h))
        .collect();
    base.minus(full)
}

/// Tokens of `seat` on `from` that may still move in the current Move action.
pub fn movable(state: &State, seat: Seat, from: Hex) -> u8 {
    if !state.board.token_hexes(seat).contains(from) {
        return 0;
    }
    let arrived = state.turn.moving.map(|m| m.arrived_at(from)).unwrap_or(0);
    state.board.tokens(from).saturating_sub(arrived)
}

/// Checks one token's move and says how it travels.
pub fn check_move(state: &State, seat: Seat, from: Hex, to: Hex) -> Result<MoveKind, RuleError> {
    if movable(state, seat, from) == 0 {
        return refuse(Rule::NoToken, Why::NoMovableToken { from });
    }
    let b = &state.board;
    if to == from {
        return refuse(Rule::Destination, Why::SameHex);
    }
    if !state.island.land.contains(to) {
        return refuse(Rule::Destination, Why::Water { to });
    }
    if b.is_city(to) {
        return refuse(Rule::Destination, Why::HoldsCity { to });
    }
    if b.others(seat).contains(to) {
        return refuse(Rule::Destination, Why::HoldsOthers { to });
    }
    let r = reach(state, seat, from);
    let kind = if r.land.contains(to) {
        MoveKind::Land
    } else if r.lake.contains(to) {
        MoveKind::Lake
    } else if r.sea.contains(to) {
        MoveKind::Sea
    } else if state.island.coast.contains(from) && state.island.coast.contains(to) {
        return refuse(Rule::Ships, Why::NoShips { from, to });
    } else {
        return refuse(
            Rule::Unreachable,
            Why::Unreachable {
                from,
                to,
                hexes: state.player(seat).row().move_hexes,
            },
        );
    };
    if b.tokens(to) >= state.stack_limit(seat, to) {
        return refuse(
            Rule::Stacking,
            Why::StackFull {
                at: to,
                tokens: b.tokens(to),
            },
        );
    }
    Ok(kind)
}
