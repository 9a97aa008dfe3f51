//! The Age of Reason: populating Civil buildings and renovating ruins (K24, K25).

use super::action::Event;
use super::board::BuildingId;
use super::build::building_at;
use super::cards::{check_payment, pay, Payment};
use super::error::{refuse, Rule, RuleError};
use super::state::State;
use super::table;
use super::types::{Age, Cards, Kind, Square};

fn check_reason_pawn(state: &State) -> Result<(), RuleError> {
    if !state.has_pawn(state.active, Age::Reason) {
        return refuse(
            Rule::PawnAbsent,
            "none of your Adventurers is in the Age of Reason",
        );
    }
    Ok(())
}

/// Checks putting one cube on the Civil building at `at` for one Civil card (K24).
pub fn check_populate(state: &State, at: Square) -> Result<(BuildingId, Payment), RuleError> {
    check_reason_pawn(state)?;
    let b = building_at(state, Age::Reason, at)?;
    if b.btype.kind != Kind::Civil {
        return refuse(
            Rule::Populate,
            format!("only Civil buildings can be populated, not a {}", b.btype),
        );
    }
    let capacity = table::population_capacity(b.btype.size);
    if b.population() >= capacity {
        return refuse(
            Rule::Populate,
            format!("a {} holds at most {capacity} cube(s) and is full", b.btype),
        );
    }
    if state.players[state.active as usize].cubes == 0 {
        return refuse(Rule::NoCube, "you have no control cube left");
    }
    if state.players[state.active as usize].hand.civil == 0 {
        return refuse(Rule::WrongColour, "populating takes one Civil card");
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
        return refuse(
            Rule::Renovate,
            format!(
                "only ruins can be renovated; this {} is not a ruin",
                b.btype
            ),
        );
    }
    let needed = table::renovation_cards(b.btype.size) - b.renovation.is_some() as u8;
    if cards == 0 || cards > needed {
        return refuse(
            Rule::Renovate,
            format!(
                "this {} ruin needs {needed} more {:?} card(s); pay 1 to {needed}",
                b.btype, b.btype.kind
            ),
        );
    }
    let complete = cards == needed;
    if !complete && state.players[state.active as usize].cubes == 0 {
        return refuse(
            Rule::NoCube,
            "a cube marks the first card of a renovation and you have none left",
        );
    }
    if state.players[state.active as usize].hand.get(b.btype.kind) < cards {
        return refuse(
            Rule::WrongColour,
            format!("renovating a {} takes {:?} cards", b.btype, b.btype.kind),
        );
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
