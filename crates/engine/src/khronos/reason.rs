//! The Age of Reason: populating Civil buildings and renovating ruins (K24, K25).

use super::action::Event;
use super::board::BuildingId;
use super::build::building_at;
use super::cards::{check_payment, pay, Payment};
use super::error::{refuse, Rule, RuleError, Why};
use super::state::State;
use super::table;
use super::types::{Age, Cards, Kind, Square};

fn check_reason_pawn(state: &State) -> Result<(), RuleError> {
    if !state.has_pawn(state.active, Age::Reason) {
        return refuse(Rule::PawnAbsent, Why::NoAdventurerIn { age: Age::Reason });
    }
    Ok(())
}

/// Checks putting one cube on the Civil building at `at` for one Civil card (K24).
pub fn check_populate(state: &State, at: Square) -> Result<(BuildingId, Payment), RuleError> {
    check_reason_pawn(state)?;
    let b = building_at(state, Age::Reason, at)?;
    if b.btype.kind != Kind::Civil {
        return refuse(Rule::Populate, Why::PopulateNotCivil { building: b.btype });
    }
    let capacity = table::population_capacity(b.btype.size);
    if b.population() >= capacity {
        return refuse(
            Rule::Populate,
            Why::PopulateFull {
                building: b.btype,
                capacity,
            },
        );
    }
    if state.players[state.active as usize].cubes == 0 {
        return refuse(Rule::NoCube, Why::NoCubeLeft);
    }
    if state.players[state.active as usize].hand.civil == 0 {
        return refuse(Rule::WrongColour, Why::PopulateCard);
    }
    let payment = check_payment(state, Age::Reason, Cards::of(Kind::Civil, 1))?;
    Ok((b.id, payment))
}

/// Carries out a checked populate.
pub fn execute_populate(
    state: &mut State,
    id: BuildingId,
    payment: Payment,
    events: &mut Vec<Event>,
) {
    pay(state, payment);
    let seat = state.active;
    state.players[seat as usize].cubes -= 1;
    if let Some(b) = state.board_mut(Age::Reason).get_mut(id) {
        b.cubes[seat as usize] += 1;
        let (btype, mask) = (b.btype, b.mask);
        events.push(Event::Populated {
            seat,
            building: btype,
            squares: state.map.footprint(mask),
        });
    }
}

/// A checked renovation payment.
#[derive(Clone, Copy, Debug)]
pub struct RenovationPlan {
    building: BuildingId,
    payment: Payment,
    complete: bool,
}

/// Checks paying `cards` cards towards renovating the ruin at `at` (K25).
pub fn check_renovate(state: &State, at: Square, cards: u8) -> Result<RenovationPlan, RuleError> {
    check_reason_pawn(state)?;
    let b = building_at(state, Age::Reason, at)?;
    if !b.ruin {
        return refuse(Rule::Renovate, Why::NotARuin { building: b.btype });
    }
    let needed = table::renovation_cards(b.btype.size) - b.renovation.is_some() as u8;
    if cards == 0 || cards > needed {
        return refuse(
            Rule::Renovate,
            Why::RenovatePayment {
                building: b.btype,
                needed,
            },
        );
    }
    let complete = cards == needed;
    if !complete && state.players[state.active as usize].cubes == 0 {
        return refuse(Rule::NoCube, Why::NoCubeToRenovate);
    }
    if state.players[state.active as usize].hand.get(b.btype.kind) < cards {
        return refuse(Rule::WrongColour, Why::RenovateColour { building: b.btype });
    }
    let payment = check_payment(state, Age::Reason, Cards::of(b.btype.kind, cards))?;
    Ok(RenovationPlan {
        building: b.id,
        payment,
        complete,
    })
}

/// Carries out a checked renovation payment.
pub fn execute_renovate(state: &mut State, plan: RenovationPlan, events: &mut Vec<Event>) {
    pay(state, plan.payment);
    let seat = state.active;
    let Some(b) = state.board_mut(Age::Reason).get_mut(plan.building) else {
        return;
    };
    let returned = if plan.complete {
        b.ruin = false;
        b.renovation.take()
    } else {
        b.renovation = Some(seat);
        None
    };
    let (btype, mask) = (b.btype, b.mask);
    if let Some(owner) = returned {
        state.players[owner as usize].cubes += 1;
    }
    if !plan.complete {
        state.players[seat as usize].cubes -= 1;
    }
    events.push(Event::Renovated {
        seat,
        building: btype,
        squares: state.map.footprint(mask),
        complete: plan.complete,
    });
}
