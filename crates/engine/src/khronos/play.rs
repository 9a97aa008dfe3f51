//! Applying an action: the turn's steps (exchange, travel, card plays, end of turn, earnings).
//! Every check happens before the first change, so a refused action changes nothing.

use super::action::{Action, Event};
use super::build::{
    check_construct, check_demolish, check_upgrade, execute_build, execute_demolish,
};
use super::earnings::earnings;
use super::error::{refuse, Rule, RuleError, Why};
use super::reason::{check_populate, check_renovate, execute_populate, execute_renovate};
use super::resolve::{choose_downsize, place_downsized};
use super::state::{State, TurnState};
use super::table;
use super::types::{Age, Cards, Kind, Seat};

/// Applies `action` for the seat that must act now.
pub fn apply(state: &mut State, action: &Action) -> Result<Vec<Event>, RuleError> {
    if state.finished {
        return refuse(Rule::GameOver, Why::GameOver);
    }
    let mut events = Vec::new();
    if state.pending.is_some() {
        match action {
            Action::ChooseDownsize { at } => choose_downsize(state, *at, &mut events)?,
            Action::PlaceDownsized { squares } => place_downsized(state, squares, &mut events)?,
            _ => return refuse(Rule::DecisionPending, Why::DownsizingPending),
        }
        return Ok(events);
    }
    match *action {
        Action::Exchange { discard } => exchange(state, discard, &mut events)?,
        Action::Swap { give, take } => swap(state, give, take, &mut events)?,
        Action::Travel { pawn, to } => travel(state, pawn, to, &mut events)?,
        Action::Construct {
            age,
            building,
            squares,
            extra,
        } => {
            let plan = check_construct(state, age, building, &squares, extra)?;
            execute_build(state, plan, &mut events);
        }
        Action::Upgrade {
            age,
            at,
            building,
            squares,
            extra,
        } => {
            let plan = check_upgrade(state, age, at, building, &squares, extra)?;
            execute_build(state, plan, &mut events);
        }
        Action::Demolish { age, at } => {
            let (id, payment) = check_demolish(state, age, at)?;
            execute_demolish(state, age, id, payment, &mut events);
        }
        Action::Populate { at } => {
            let (id, payment) = check_populate(state, at)?;
            execute_populate(state, id, payment, &mut events);
        }
        Action::Renovate { at, cards } => {
            let plan = check_renovate(state, at, cards)?;
            execute_renovate(state, plan, &mut events);
        }
        Action::EndTurn { discard } => end_turn(state, discard, &mut events)?,
        Action::ChooseDownsize { .. } | Action::PlaceDownsized { .. } => {
            return refuse(Rule::InvalidChoice, Why::NoDecision)
        }
    }
    Ok(events)
}

fn exchange(state: &mut State, discard: Cards, events: &mut Vec<Event>) -> Result<(), RuleError> {
    let seat = state.active;
    if !state.turn_state.exchange_open {
        return refuse(Rule::ExchangePhase, Why::ExchangeTooLate);
    }
    let player = &state.players[seat as usize];
    if player.ecus < table::EXCHANGE_COST {
        return refuse(Rule::NotEnoughEcus, Why::ExchangeCost);
    }
    if !player.hand.contains(&discard) {
        return refuse(
            Rule::CardsNotInHand,
            Why::DiscardMissing {
                cards: discard,
                hand: player.hand,
            },
        );
    }
    state.players[seat as usize].ecus -= table::EXCHANGE_COST;
    state.players[seat as usize].hand = state.players[seat as usize].hand.minus(&discard);
    state.discard = state.discard.plus(&discard);
    let drawn = state.draw_up(seat);
    state.turn_state.exchange_open = false;
    events.push(Event::Exchanged {
        seat,
        discarded: discard,
        drawn,
    });
    Ok(())
}

fn swap(
    state: &mut State,
    give: Kind,
    take: Kind,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let seat = state.active;
    if !state.options.holdem {
        return refuse(Rule::Holdem, Why::HoldemOnly);
    }
    if !state.turn_state.exchange_open {
        return refuse(Rule::ExchangePhase, Why::SwapTooLate);
    }
    if give == take {
        return refuse(Rule::Holdem, Why::SwapSameColour);
    }
    if state.face_up.get(take) == 0 {
        return refuse(Rule::CardsNotInHand, Why::NotFaceUp { colour: take });
    }
    if state.players[seat as usize].hand.get(give) == 0 {
        return refuse(Rule::CardsNotInHand, Why::NoCardToGive { colour: give });
    }
    let hand = &mut state.players[seat as usize].hand;
    *hand.get_mut(give) -= 1;
    *hand.get_mut(take) += 1;
    *state.face_up.get_mut(take) -= 1;
    *state.face_up.get_mut(give) += 1;
    events.push(Event::Swapped { seat, give, take });
    Ok(())
}

fn travel(state: &mut State, pawn: u8, to: Age, events: &mut Vec<Event>) -> Result<(), RuleError> {
    let seat = state.active;
    if pawn > 1 {
        return refuse(Rule::NoSuchPawn, Why::NoSuchPawn);
    }
    let player = &state.players[seat as usize];
    let from = player.pawns[pawn as usize];
    if from == to {
        return refuse(Rule::TravelSameBoard, Why::AlreadyThere { age: to });
    }
    if player.ecus < table::TRAVEL_COST {
        return refuse(Rule::NotEnoughEcus, Why::TravelCost);
    }
    let player = &mut state.players[seat as usize];
    player.ecus -= table::TRAVEL_COST;
    player.pawns[pawn as usize] = to;
    state.turn_state.exchange_open = false;
    events.push(Event::Travelled {
        seat,
        pawn,
        from,
        to,
    });
    Ok(())
}

fn end_turn(state: &mut State, discard: Cards, events: &mut Vec<Event>) -> Result<(), RuleError> {
    let seat = state.active;
    let hand = state.players[seat as usize].hand;
    if !hand.contains(&discard) {
        return refuse(
            Rule::CardsNotInHand,
            Why::DiscardMissing {
                cards: discard,
                hand,
            },
        );
    }
    if state.options.discard_all && discard != hand {
        return refuse(Rule::Discard, Why::DiscardAll { hand });
    }
    state.players[seat as usize].hand = hand.minus(&discard);
    state.discard = state.discard.plus(&discard);
    let drawn = state.draw_up(seat);
    events.push(Event::TurnEnded {
        seat,
        discarded: discard,
        drawn,
    });
    if table::EARNING_TURNS.contains(&state.turn) {
        collect_earnings(state, seat, events);
    }
    let n = state.seats() as Seat;
    state.active = (seat + 1) % n;
    state.turn_state = TurnState::new();
    if state.active == state.first {
        state
            .ecus_history
            .push(state.players.iter().map(|p| p.ecus).collect());
        state.turn += 1;
        if state.turn > table::TURNS {
            state.finished = true;
            events.push(Event::GameOver {
                winners: winners(state),
            });
        }
    }
    Ok(())
}

fn collect_earnings(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    let mut ages: Vec<Age> = state.players[seat as usize].pawns.to_vec();
    ages.sort();
    ages.dedup();
    for age in ages {
        let ecus = earnings(state, seat, age);
        state.players[seat as usize].ecus += ecus;
        events.push(Event::Earned { seat, age, ecus });
    }
}

/// The seats with the most Ecus (K16).
pub fn winners(state: &State) -> Vec<Seat> {
    let best = state.players.iter().map(|p| p.ecus).max().unwrap_or(0);
    (0..state.seats() as Seat)
        .filter(|&s| state.players[s as usize].ecus == best)
        .collect()
}
