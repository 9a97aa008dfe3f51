//! Applying an action: decisions first, then the active player's turn. Every check happens
//! before the first change, so a refused action changes nothing.

use super::action::{Action, Event};
use super::cards::CardList;
use super::error::{refuse, Rule, RuleError, Why};
use super::state::{Pending, Phase, State};
use super::{effects, fight, flow, setup, turn};

/// Applies `action` for the seat that must act now.
pub fn apply(state: &mut State, action: &Action) -> Result<Vec<Event>, RuleError> {
    if state.finished {
        return refuse(Rule::GameOver, Why::GameOver);
    }
    let mut events = Vec::new();
    match state.pending {
        Some(p) => decide(state, p, action, &mut events)?,
        None => {
            if action.is_decision() {
                return refuse(Rule::InvalidChoice, Why::NoDecision);
            }
            if state.phase != Phase::Actions {
                return refuse(Rule::WrongPhase, Why::NoActionNow);
            }
            act(state, action, &mut events)?;
        }
    }
    Ok(events)
}

fn decide(
    state: &mut State,
    pending: Pending,
    action: &Action,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let wrong = || {
        refuse(
            if action.is_decision() {
                Rule::InvalidChoice
            } else {
                Rule::DecisionPending
            },
            Why::DecisionFirst {
                seat: pending.seat(),
                decision: pending.name().to_string(),
            },
        )
    };
    match (pending, *action) {
        (Pending::PlaceTile { .. }, Action::PlaceTile { at, rotation }) => {
            setup::place_tile(state, at, rotation, events)
        }
        (Pending::PlaceToken { .. }, Action::PlaceToken { at }) => {
            setup::place_token(state, at, events)
        }
        (Pending::Discard { seat, count }, Action::Discard { cards }) => {
            discard(state, seat, count, &cards, events)
        }
        (Pending::DeclareTerrain { .. }, Action::DeclareTerrain { terrain }) => {
            fight::declare_terrain(state, terrain, events)
        }
        (Pending::AttackCards { .. }, Action::AttackCards { cards }) => {
            fight::attack_cards(state, &cards, events)
        }
        (Pending::DefendCards { .. }, Action::DefendCards { cards }) => {
            fight::defend_cards(state, &cards, events)
        }
        (Pending::Reveal { .. }, Action::Reveal) => fight::reveal(state, events),
        (Pending::Occupy { .. }, Action::Occupy { count }) => fight::occupy(state, count, events),
        (Pending::ProgressCards { seat }, Action::ProgressCards { cards }) => {
            progress_cards(state, seat, &cards, events)
        }
        _ => wrong(),
    }
}

fn act(state: &mut State, action: &Action, events: &mut Vec<Event>) -> Result<(), RuleError> {
    match *action {
        Action::Move => turn::start_move(state, events),
        Action::MoveToken { from, to } => turn::move_token(state, from, to, events),
        Action::EndMove => turn::end_move(state),
        Action::Babies { at } => turn::babies(state, &at, events),
        Action::Idea => turn::idea(state, events),
        Action::BuildCity { at, value } => turn::build_city(state, at, value, events),
        Action::Atlantis { at, from } => turn::atlantis(state, at, &from, events),
        Action::Fight { from, to, leader } => fight::start(state, from, to, leader, events),
        Action::PlayMedicine { card } => effects::medicine(state, card, events),
        Action::PlaySanitation { card, at } => effects::sanitation(state, card, at, events),
        Action::PlayReligion { card, at, into } => effects::religion(state, card, at, into, events),
        Action::PlayGovernment { card, choice } => effects::government(state, card, choice, events),
        Action::EndTurn => turn::end_turn(state, events),
        _ => refuse(Rule::InvalidChoice, Why::NoDecision),
    }
}

/// The answer to `Pending::Discard`: exactly the excess, chosen by the player (T23).
fn discard(
    state: &mut State,
    seat: u8,
    count: u8,
    cards: &CardList,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if cards.len() != count as usize {
        return refuse(
            Rule::Discard,
            Why::DiscardCount {
                count,
                named: cards.len() as u8,
            },
        );
    }
    let hand = state.player(seat).hand;
    if !hand.contains_all(cards) {
        return refuse(
            Rule::CardsNotInHand,
            Why::MissingCards {
                cards: *cards,
                hand,
            },
        );
    }
    state.players[seat as usize].hand = hand.minus(cards);
    state.discard.extend_from_slice(cards.cards());
    state.pending = None;
    events.push(Event::Discarded {
        seat,
        cards: *cards,
    });
    if state.phase == Phase::Progress {
        flow::next_discard(state, events);
    }
    Ok(())
}

/// The answer to `Pending::ProgressCards`: cards played face down.
fn progress_cards(
    state: &mut State,
    seat: u8,
    cards: &CardList,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let hand = state.player(seat).hand;
    if !hand.contains_all(cards) {
        return refuse(
            Rule::CardsNotInHand,
            Why::MissingCards {
                cards: *cards,
                hand,
            },
        );
    }
    state.players[seat as usize].hand = hand.minus(cards);
    state.plays[seat as usize] = Some(*cards);
    events.push(Event::ProgressPlayed {
        seat,
        count: cards.len() as u8,
    });
    flow::after_progress_play(state, seat, events);
    Ok(())
}
