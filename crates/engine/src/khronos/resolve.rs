//! Enforcing the Rule of Hierarchy after junctions and divisions: downsizing until every
//! domain of the Ages of Might and Faith is legal (K20-K23).

use super::action::Event;
use super::bits::Mask;
use super::board::{BuildingId, DomainLabels, MAX_DOMAINS};
use super::error::{refuse, Placed, Rule, RuleError, Why};
use super::ripple::{remove_building, remove_shadow_chain, ripple};
use super::state::{Pending, State};
use super::types::{Age, BuildingType, Footprint, Kind, Square};

/// A broken Rule of Hierarchy: the tied highest buildings of one kind in one domain.
struct Violation {
    age: Age,
    kind: Kind,
    tied: Vec<BuildingId>,
}

/// The order in which ties are settled on a board (K20).
fn kind_order(age: Age) -> [Kind; 2] {
    match age {
        Age::Faith => [Kind::Religious, Kind::Military],
        _ => [Kind::Military, Kind::Religious],
    }
}

fn find_violation(state: &State) -> Option<Violation> {
    for age in [Age::Might, Age::Faith] {
        let board = state.board(age);
        let labels = DomainLabels::new(&state.map, board.occupied());
        let domains = labels.masks();
        // Highest size and how many reach it, per domain and kind (Military, Religious).
        let mut top = [[(0u8, 0u8); 2]; MAX_DOMAINS];
        for b in board
            .buildings
            .iter()
            .filter(|b| b.btype.kind.is_controlled() && !b.ruin)
        {
            let d = labels.label(b.mask.trailing_zeros() as usize);
            let slot = &mut top[d][b.btype.kind.index() & 1];
            if b.btype.size > slot.0 {
                *slot = (b.btype.size, 1);
            } else if b.btype.size == slot.0 {
                slot.1 += 1;
            }
        }
        for (d, &domain) in domains.iter().enumerate() {
            for kind in kind_order(age) {
                if top[d][kind.index()].1 > 1 {
                    let tied = board.hierarchy_tie(domain, kind)?;
                    return Some(Violation { age, kind, tied });
                }
            }
        }
    }
    None
}

/// Narrows the tied buildings by the junction power comparison, when it applies (K20).
fn weakest_candidates(state: &State, v: &Violation) -> Vec<BuildingId> {
    let board = state.board(v.age);
    for j in state
        .junctions
        .iter()
        .filter(|j| j.age == v.age && !j.divided)
    {
        let group_of = |id: BuildingId| j.groups.iter().position(|g| g.contains(&id));
        let groups: Vec<Option<usize>> = v.tied.iter().map(|&id| group_of(id)).collect();
        if groups.iter().any(|g| g.is_none()) {
            continue;
        }
        let mut distinct: Vec<usize> = groups.iter().flatten().copied().collect();
        distinct.sort_unstable();
        distinct.dedup();
        if distinct.len() < 2 {
            continue;
        }
        let power = |g: usize| -> u32 {
            j.groups[g]
                .iter()
                .filter_map(|&id| board.get(id))
                .filter(|b| b.ranks(v.kind))
                .map(|b| b.btype.size as u32)
                .sum()
        };
        let weakest = distinct.iter().map(|&g| power(g)).min().unwrap_or(0);
        return v
            .tied
            .iter()
            .zip(&groups)
            .filter(|(_, g)| g.is_some_and(|g| power(g) == weakest))
            .map(|(&id, _)| id)
            .collect();
    }
    v.tied.clone()
}

/// Settles conflicts until every domain is legal or a player must decide (K22, K23).
pub fn resolve(state: &mut State, events: &mut Vec<Event>) {
    if !state.unsettled {
        return;
    }
    while state.pending.is_none() {
        let Some(v) = find_violation(state) else {
            state.junctions.clear();
            state.unsettled = false;
            return;
        };
        let candidates = weakest_candidates(state, &v);
        let causer = state.active;
        let board = state.board(v.age);
        let own: Vec<BuildingId> = candidates
            .iter()
            .copied()
            .filter(|&id| board.get(id).is_some_and(|b| b.controller == Some(causer)))
            .collect();
        let choice = match (candidates.len(), own.len()) {
            (1, _) => candidates[0],
            (_, 1) => own[0],
            _ => {
                let list = if own.is_empty() { candidates } else { own };
                state.pending = Some(Pending::ChooseDownsize {
                    chooser: causer,
                    age: v.age,
                    candidates: list,
                });
                events.push(Event::DecisionAsked { seat: causer });
                return;
            }
        };
        downsize(state, v.age, choice, events);
    }
}

/// Downsizes one building: removes a size-1 building, or asks its controller where the
/// smaller one stays when there is more than one choice (K21).
fn downsize(state: &mut State, age: Age, id: BuildingId, events: &mut Vec<Event>) {
    let Some(b) = state.board(age).get(id).cloned() else {
        return;
    };
    if b.btype.size == 1 {
        remove_building(state, age, id);
        events.push(Event::Downsized {
            age,
            from: b.btype,
            to: None,
            controller: b.controller,
            squares: None,
        });
        mark_divisions(state, age);
        return;
    }
    let options = state.map.sub_footprints(b.mask, b.btype.size - 1);
    if options.len() == 1 {
        finish_downsize(state, age, id, options[0], events);
    } else {
        let chooser = b.controller.unwrap_or(state.active);
        state.pending = Some(Pending::PlaceDownsized {
            chooser,
            age,
            building: id,
            options: options.iter().map(|&m| state.map.footprint(m)).collect(),
        });
        events.push(Event::DecisionAsked { seat: chooser });
    }
}

/// Replaces a building by the next smaller one on `mask` and carries the change into
/// later ages (K21).
fn finish_downsize(
    state: &mut State,
    age: Age,
    id: BuildingId,
    mask: Mask,
    events: &mut Vec<Event>,
) {
    let Some(old) = state.board(age).get(id).cloned() else {
        return;
    };
    let smaller = BuildingType {
        kind: old.btype.kind,
        size: old.btype.size - 1,
    };
    // With no smaller tile left the building leaves the board (ruling K21b).
    if state.stock[smaller.index()] == 0 {
        remove_building(state, age, id);
        events.push(Event::Downsized {
            age,
            from: old.btype,
            to: None,
            controller: old.controller,
            squares: None,
        });
    } else {
        state.stock[smaller.index()] -= 1;
        state.stock[old.btype.index()] += 1;
        if let Some(b) = state.board_mut(age).get_mut(id) {
            b.btype = smaller;
            b.mask = mask;
        }
        events.push(Event::Downsized {
            age,
            from: old.btype,
            to: Some(smaller),
            controller: old.controller,
            squares: Some(state.map.footprint(mask)),
        });
    }
    if let Some(next) = age.next() {
        let identical = state.board(next).shadow_of(id).filter(|s| {
            s.btype == old.btype && (next != Age::Faith || s.controller == old.controller)
        });
        if let Some(shadow) = identical.map(|s| s.id) {
            let still_there = state.board(age).get(id).is_some();
            if old.btype.size == 3 && still_there {
                if !ripple(state, age, id, events) {
                    remove_shadow_chain(state, next, shadow, events);
                }
            } else {
                remove_shadow_chain(state, next, shadow, events);
            }
        }
    }
    for a in Age::ALL {
        mark_divisions(state, a);
    }
}

/// Marks the junctions on `age` whose joined domain has come apart (K22).
fn mark_divisions(state: &mut State, age: Age) {
    let map = state.map.clone();
    let board = state.boards[age.index()].clone();
    for j in state
        .junctions
        .iter_mut()
        .filter(|j| j.age == age && !j.divided)
    {
        let members: Mask = j
            .groups
            .iter()
            .flatten()
            .filter_map(|&id| board.get(id))
            .fold(0, |m, b| m | b.mask);
        if members == 0 {
            continue;
        }
        let domain = board.domain_containing(&map, members & members.wrapping_neg());
        if members & !domain != 0 {
            j.divided = true;
        }
    }
}

/// Answers a `ChooseDownsize` decision.
pub fn choose_downsize(
    state: &mut State,
    at: Square,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let Some(Pending::ChooseDownsize {
        age, candidates, ..
    }) = state.pending.clone()
    else {
        return refuse(Rule::InvalidChoice, Why::NoDownsizing);
    };
    let chosen = state
        .map
        .contains(at)
        .then(|| state.board(age).index_at(state.map.index(at)))
        .flatten()
        .map(|i| state.board(age).buildings[i].id)
        .filter(|id| candidates.contains(id));
    let Some(id) = chosen else {
        let choices: Vec<Placed> = candidates
            .iter()
            .filter_map(|&id| state.board(age).get(id))
            .map(|b| Placed {
                building: b.btype,
                squares: state.map.footprint(b.mask),
            })
            .collect();
        return refuse(Rule::InvalidChoice, Why::ChooseOneOf { choices });
    };
    state.pending = None;
    downsize(state, age, id, events);
    resolve(state, events);
    Ok(())
}

/// Answers a `PlaceDownsized` decision.
pub fn place_downsized(
    state: &mut State,
    squares: &Footprint,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let Some(Pending::PlaceDownsized {
        age,
        building,
        options,
        ..
    }) = state.pending.clone()
    else {
        return refuse(Rule::InvalidChoice, Why::NoPlacing);
    };
    let mask = options
        .contains(squares)
        .then(|| state.map.mask_of(squares).ok())
        .flatten();
    let Some(mask) = mask else {
        return refuse(
            Rule::InvalidChoice,
            Why::StayOnOneOf {
                choices: options.to_vec(),
            },
        );
    };
    state.pending = None;
    finish_downsize(state, age, building, mask, events);
    resolve(state, events);
    Ok(())
}
