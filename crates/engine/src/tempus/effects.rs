//! Idea cards played for their effects during the player's own turn (T15-T18): Medicine,
//! Sanitation, Religion, Government. (Military Leader is a fight, in `fight`.) Every check
//! comes before the first change.

use super::action::{Event, GovernmentChoice};
use super::error::{refuse, Rule, RuleError, Why};
use super::flow;
use super::hex::Hex;
use super::state::State;
use super::turn::{check_card, not_moving, play_card, remove_tokens};
use super::types::{Card, Effect, Seat};

/// Medicine: one more baby in the next Have Babies action this turn (T16).
pub fn medicine(state: &mut State, card: Card, events: &mut Vec<Event>) -> Result<(), RuleError> {
    not_moving(state)?;
    check_card(state, card, Effect::Medicine)?;
    play_card(state, card, events);
    state.turn.medicine += 1;
    Ok(())
}

/// Sanitation: the card lies on a hex of yours, +1 stacking there (T15).
pub fn sanitation(
    state: &mut State,
    card: Card,
    at: Hex,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    not_moving(state)?;
    check_card(state, card, Effect::Sanitation)?;
    if !state.board.token_hexes(state.active).contains(at) {
        return refuse(Rule::Sanitation, Why::NotYours { at });
    }
    let seat = state.active;
    if state.players[seat as usize].hand.remove(card) {
        state.board.add_sanitation(at, card);
        events.push(Event::CardPlayed { seat, card });
    }
    Ok(())
}

/// Checks Religion (T17).
pub fn check_religion(state: &State, card: Card, at: Hex, into: Hex) -> Result<Seat, RuleError> {
    not_moving(state)?;
    check_card(state, card, Effect::Religion)?;
    let seat = state.active;
    let b = &state.board;
    let victim = match b.owner(at) {
        Some(o) if o != seat && !b.is_city(at) && b.tokens(at) > 0 => o,
        _ => return refuse(Rule::Religion, Why::NothingToConvert { at }),
    };
    if !b.token_hexes(seat).contains(into) {
        return refuse(Rule::Religion, Why::NotYours { at: into });
    }
    if !into.is_adjacent(at) {
        return refuse(Rule::NotAdjacent, Why::NotAdjacent { from: at, to: into });
    }
    if b.tokens(into) >= state.stack_limit(seat, into) {
        return refuse(
            Rule::Stacking,
            Why::StackFull {
                at: into,
                tokens: b.tokens(into),
            },
        );
    }
    if state.player(seat).supply == 0 {
        return refuse(Rule::Supply, Why::SupplyEmpty);
    }
    Ok(victim)
}

/// Religion: the opponent's token goes back to its supply, one of yours joins `into`.
pub fn religion(
    state: &mut State,
    card: Card,
    at: Hex,
    into: Hex,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let victim = check_religion(state, card, at, into)?;
    let seat = state.active;
    play_card(state, card, events);
    remove_tokens(state, at, 1, events);
    state.board.add_tokens(into, seat, 1);
    state.players[seat as usize].supply -= 1;
    events.push(Event::Converted {
        seat,
        from_seat: victim,
        at,
        into,
    });
    Ok(())
}

/// Government: two actions in a row, or pass and delay (T18).
pub fn government(
    state: &mut State,
    card: Card,
    choice: GovernmentChoice,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    not_moving(state)?;
    check_card(state, card, Effect::Government)?;
    if state.turn.spent > 0 {
        return refuse(Rule::Government, Why::GovernmentTooLate);
    }
    match choice {
        GovernmentChoice::Double => {
            if state.turn.allowance > 1 {
                return refuse(Rule::Government, Why::AlreadyTwoActions);
            }
            if state.player(state.active).tiles < 2 {
                return refuse(Rule::Government, Why::TwoTilesNeeded);
            }
            play_card(state, card, events);
            state.turn.allowance = 2;
        }
        GovernmentChoice::Delay => {
            play_card(state, card, events);
            flow::end_turn(state, events);
        }
    }
    Ok(())
}
