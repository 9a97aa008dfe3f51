//! Rippling through time, temporal paradoxes and removing buildings (K17-K19, K21, K24).

use super::action::{Event, StopReason};
use super::bits::{bit, Mask};
use super::board::{grow_within, touched_domains, Building, BuildingId};
use super::state::{Junction, State};
use super::table;
use super::types::{Age, Kind, Seat};

/// Takes a building off a board: its tile returns to stock, every cube on it to its owner,
/// and printed Hamlets it covered show again. Returns the building removed.
pub fn remove_building(state: &mut State, age: Age, id: BuildingId) -> Option<Building> {
    let board = state.board_mut(age);
    let i = board.index_of(id)?;
    let b = board.buildings.remove(i);
    state.unsettled = true;
    if !b.printed {
        state.stock[b.btype.index()] += 1;
    }
    if let Some(c) = b.controller {
        state.players[c as usize].cubes += 1;
    }
    if let Some(c) = b.renovation {
        state.players[c as usize].cubes += 1;
    }
    return_population(state, &b);
    state.restore_printed_hamlets(age, None);
    Some(b)
}

fn return_population(state: &mut State, b: &Building) {
    for (p, &n) in state.players.iter_mut().zip(&b.cubes) {
        p.cubes += n;
    }
}

/// Destroys a building in a temporal paradox (K18): cubes return to their owners, but on a
/// Town/City over a printed Hamlet in the Age of Reason the one player with the most cubes
/// (the causing player's cubes set aside first on a tie) keeps one cube on the Hamlet.
/// Returns the (square, seat) of that kept cube.
fn destroy_by_paradox(
    state: &mut State,
    age: Age,
    id: BuildingId,
    events: &mut Vec<Event>,
) -> Option<(usize, Seat)> {
    let board = state.board_mut(age);
    let i = board.index_of(id)?;
    let b = board.buildings.remove(i);
    state.unsettled = true;
    let hamlet_under = b.mask & state.map.hamlets;
    let kept = if age == Age::Reason && b.btype.kind == Kind::Civil && hamlet_under != 0 {
        majority_keeper(&b.cubes[..state.seats()], state.active)
            .map(|seat| (hamlet_under.trailing_zeros() as usize, seat))
    } else {
        None
    };
    state.stock[b.btype.index()] += 1;
    for seat in b.controller.into_iter().chain(b.renovation) {
        state.players[seat as usize].cubes += 1;
    }
    return_population(state, &b);
    events.push(Event::Paradox {
        age,
        building: b.btype,
        squares: state.map.footprint(b.mask),
        kept_cube: kept.map(|k| k.1),
    });
    kept
}

/// The single seat with the most cubes; on a tie the causing seat's cubes are set aside and
/// the rest are compared again (K18).
fn majority_keeper(cubes: &[u8], causer: Seat) -> Option<Seat> {
    let unique_max = |ignore: Option<usize>| {
        let counts = cubes
            .iter()
            .enumerate()
            .filter(|(s, _)| Some(*s) != ignore)
            .map(|(s, &n)| (s, n));
        let max = counts.clone().map(|(_, n)| n).max().unwrap_or(0);
        let top: Vec<usize> = counts.filter(|&(_, n)| n == max).map(|(s, _)| s).collect();
        (max > 0 && top.len() == 1).then(|| top[0] as Seat)
    };
    unique_max(None).or_else(|| unique_max(Some(causer as usize)))
}

/// Records a junction if a Civil building on `mask` joins several domains of
/// `occupied_before` (K20). The Age of Reason has no hierarchy, so only the event is kept.
pub fn record_junction(
    state: &mut State,
    age: Age,
    occupied_before: Mask,
    mask: Mask,
    events: &mut Vec<Event>,
) {
    let touching = (state.map.neighbours(mask) | mask) & occupied_before;
    // The domains of `occupied_before` that `mask` touches, lowest square first: grown from
    // the touching squares rather than labelling the whole board.
    let mut groups_masks: Vec<Mask> = Vec::new();
    let mut rest = touching;
    while rest != 0 {
        let d = grow_within(&state.map, rest & rest.wrapping_neg(), occupied_before);
        groups_masks.push(d);
        rest &= !d;
    }
    groups_masks.sort_unstable_by_key(|d| d.trailing_zeros());
    if groups_masks.len() < 2 {
        return;
    }
    events.push(Event::Junction {
        age,
        domains: groups_masks.len(),
    });
    if age == Age::Reason {
        return;
    }
    let board = state.board(age);
    let groups = groups_masks
        .iter()
        .map(|&d| board.in_domain(d).map(|b| b.id).collect())
        .collect();
    state.unsettled = true;
    state.junctions.push(Junction {
        age,
        groups,
        divided: false,
    });
}

/// Ripples building `id` of `from` into the next age and onwards (K17-K19).
/// Returns whether it reached the next age.
pub fn ripple(state: &mut State, from: Age, id: BuildingId, events: &mut Vec<Event>) -> bool {
    let Some(target) = from.next() else {
        return false;
    };
    let Some(src) = state.board(from).get(id).cloned() else {
        return false;
    };
    if src.btype.size < 2 {
        return false;
    }
    let kind = src.btype.kind;
    let ruin = target == Age::Reason && kind.is_controlled();
    let controller = if target == Age::Faith {
        src.controller
    } else {
        None
    };
    let map = state.map.clone();
    let board = state.board(target);
    // Only the copy an earlier ripple of this very building placed (and that copy grown or
    // shrunk in its own age) is replaced; anything else in the way is destroyed (K18, K21a).
    let shadow = board.shadow_of(id).cloned();
    let shadow_id = shadow.as_ref().map(|s| s.id);
    let victims: Vec<BuildingId> = board
        .buildings
        .iter()
        .filter(|b| b.mask & src.mask != 0 && Some(b.id) != shadow_id && !b.printed)
        .map(|b| b.id)
        .collect();
    let victims_mask = board
        .buildings
        .iter()
        .filter(|b| victims.contains(&b.id))
        .fold(0, |m, b| m | b.mask);
    let covered_hamlets: Vec<Building> = board
        .buildings
        .iter()
        .filter(|b| b.printed && b.mask & src.mask != 0)
        .cloned()
        .collect();
    let hamlets_mask = covered_hamlets.iter().fold(0, |m, b| m | b.mask);
    // Printed Hamlets under the destroyed buildings that the rippled one leaves uncovered:
    // they show again after the paradox (K18), so they belong to the board the ripple is
    // judged on (K19) and to the domains a junction compares (K20).
    let shown_again = victims_mask & state.map.hamlets & !src.mask;
    // The board once the paradox has destroyed what was in the way: the original domains that
    // a junction compares (K20), the replaced shadow and the covered Hamlets included.
    let occupied_before = (board.occupied() & !victims_mask) | shown_again;
    let shadow_mask = shadow.as_ref().map_or(0, |s| s.mask);

    let mut stopped = None;
    let tile_back = shadow.as_ref().is_some_and(|s| s.btype == src.btype) as u8;
    if state.stock[src.btype.index()] + tile_back == 0 {
        stopped = Some(StopReason::NoTile);
    } else if kind.is_controlled() {
        let (count, _) = touched_domains(&map, occupied_before & !hamlets_mask, src.mask);
        let occupied_after = (occupied_before & !shadow_mask) | src.mask;
        let domain_after = grow_within(&map, src.mask, occupied_after);
        let highest = board
            .in_domain(domain_after)
            .filter(|b| b.ranks(kind) && Some(b.id) != shadow_id && !victims.contains(&b.id))
            .map(|b| b.btype.size)
            .max()
            .unwrap_or(0);
        let shadow_cube = shadow.as_ref().is_some_and(|s| s.controller == controller);
        if count > 1 {
            stopped = Some(StopReason::Dominion);
        } else if target != Age::Reason && highest == src.btype.size {
            stopped = Some(StopReason::Hierarchy);
        } else if let Some(c) = controller {
            if !shadow_cube && state.players[c as usize].cubes == 0 {
                stopped = Some(StopReason::NoCube);
            }
        }
    }
    if let Some(reason) = stopped {
        events.push(Event::RippleStopped {
            age: target,
            building: src.btype,
            reason,
        });
        return false;
    }

    let mut kept = Vec::new();
    for v in victims {
        if let Some(k) = destroy_by_paradox(state, target, v, events) {
            kept.push(k);
        }
    }
    // Printed Hamlets under the rippled building are hidden; their cubes stay on a Civil
    // building that replaces them (K24) or go back to their owners.
    let mut inherited = [0u8; 5];
    for h in &covered_hamlets {
        if let Some(i) = state.board(target).index_of(h.id) {
            let h = state.board_mut(target).buildings.remove(i);
            for (s, n) in h.cubes.iter().enumerate() {
                inherited[s] += n;
            }
        }
    }
    for &(sq, seat) in &kept {
        if src.mask & bit(sq) != 0 {
            inherited[seat as usize] += 1;
            state.players[seat as usize].cubes -= 1;
        }
    }
    // A renovation the new ruin wipes out is told after the ripple itself.
    let renovation_lost = shadow.as_ref().filter(|_| ruin).and_then(|old| {
        let complete = !old.ruin && old.btype.kind.is_controlled();
        (complete || old.renovation.is_some()).then(|| Event::RenovationLost {
            age: target,
            building: old.btype,
            squares: map.footprint(old.mask),
            complete,
            cube: old.renovation,
        })
    });
    let placed = place_rippled(
        state,
        target,
        &src,
        shadow,
        controller,
        ruin,
        &mut inherited,
    );
    for (s, n) in inherited.iter().enumerate() {
        if let Some(p) = state.players.get_mut(s) {
            p.cubes += n;
        }
    }
    let uncovered_kept = kept.into_iter().find(|&(sq, _)| src.mask & bit(sq) == 0);
    state.restore_printed_hamlets(target, uncovered_kept);
    if shadow_mask & !src.mask != 0 {
        // The shadow moved off some of its squares: its domain may have come apart (K22).
        state.unsettled = true;
    }
    events.push(Event::Rippled {
        age: target,
        building: src.btype,
        squares: map.footprint(src.mask),
        ruin,
    });
    events.extend(renovation_lost);
    if kind == Kind::Civil {
        record_junction(state, target, occupied_before, src.mask, events);
    }
    ripple(state, target, placed, events);
    true
}

/// Puts the rippled copy of `src` on `target`, replacing its old shadow if there is one.
/// Population cubes in `inherited` move onto a Civil building up to its capacity; what does
/// not fit stays in `inherited` for the caller to return. Returns the placed building's id.
fn place_rippled(
    state: &mut State,
    target: Age,
    src: &Building,
    shadow: Option<Building>,
    controller: Option<Seat>,
    ruin: bool,
    inherited: &mut [u8; 5],
) -> BuildingId {
    // The old shadow's tile goes back to stock before the new one is taken: with the last
    // tile of a type on the shadow itself, the stock is 0 until then (K19 counts it).
    let mut b = match shadow {
        Some(old) => {
            let Some(i) = state.board(target).index_of(old.id) else {
                return old.id;
            };
            let b = state.board_mut(target).buildings.remove(i);
            state.stock[b.btype.index()] += 1;
            if let Some(c) = b.renovation {
                state.players[c as usize].cubes += 1;
            }
            if b.controller != controller {
                if let Some(c) = b.controller {
                    state.players[c as usize].cubes += 1;
                }
            }
            b
        }
        None => {
            let id = state.new_id();
            let mut b = Building::new(id, src.btype, src.mask);
            b.shadow_of = Some(src.id);
            b
        }
    };
    state.stock[src.btype.index()] -= 1;
    if controller.is_some() && b.controller != controller {
        if let Some(c) = controller {
            state.players[c as usize].cubes -= 1;
        }
    }
    b.btype = src.btype;
    b.mask = src.mask;
    b.shadow_of = Some(src.id);
    b.controller = controller;
    b.ruin = ruin;
    b.renovation = None;
    if target == Age::Reason && src.btype.kind == Kind::Civil {
        let capacity = table::population_capacity(src.btype.size);
        for (s, left) in inherited.iter_mut().enumerate() {
            while *left > 0 && b.population() < capacity {
                b.cubes[s] += 1;
                *left -= 1;
            }
        }
    }
    let id = b.id;
    state.board_mut(target).buildings.push(b);
    id
}

/// Removes the time shadow `id` on `age` and its own shadows in later ages (K21).
pub fn remove_shadow_chain(state: &mut State, age: Age, id: BuildingId, events: &mut Vec<Event>) {
    let Some(b) = state.board(age).get(id).cloned() else {
        return;
    };
    let later = age
        .next()
        .and_then(|next| state.board(next).shadow_of(id).map(|s| (next, s.clone())));
    remove_building(state, age, id);
    events.push(Event::ShadowRemoved {
        age,
        building: b.btype,
        squares: state.map.footprint(b.mask),
    });
    if let Some((next, s)) = later {
        if s.btype == b.btype {
            remove_shadow_chain(state, next, s.id, events);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::majority_keeper;

    #[test]
    fn single_majority_keeps_a_cube() {
        assert_eq!(majority_keeper(&[2, 1, 0], 1), Some(0));
    }

    #[test]
    fn tie_sets_the_causer_aside_first() {
        // Causer (seat 0) ties with seat 1: seat 1 then has the single majority.
        assert_eq!(majority_keeper(&[2, 2, 1], 0), Some(1));
        // The causer is not in the tie: still a tie, nobody keeps a cube.
        assert_eq!(majority_keeper(&[1, 2, 2], 0), None);
        assert_eq!(majority_keeper(&[0, 0, 0], 0), None);
    }
}
