//! The active player's turn (T8): one action tile spent on Move, Have Babies, Have an Idea,
//! Build a City or Atlantis (or a fight, in `fight`), Idea cards played for their effects,
//! and the end of the turn (card effects are in `effects`). Every check comes before the first
//! change.

use super::action::{Event, HexList, Sources};
use super::error::{refuse, Rule, RuleError, Why};
use super::flow;
use super::hex::Hex;
use super::movement::check_move;
use super::state::{Moving, Pending, State};
use super::table;
use super::types::{Card, Effect, Terrain};

/// Refuses when a Move action is under way.
pub fn not_moving(state: &State) -> Result<(), RuleError> {
    if state.turn.moving.is_some() {
        return refuse(Rule::MoveInProgress, Why::MoveInProgress);
    }
    Ok(())
}

/// Refuses unless the active player may spend an action tile now.
pub fn can_spend(state: &State) -> Result<(), RuleError> {
    not_moving(state)?;
    let p = state.player(state.active);
    if p.tiles == 0 {
        return refuse(Rule::NoActionTile, Why::NoActionTile);
    }
    if state.turn.spent >= state.turn.allowance {
        return refuse(Rule::NoActionTile, Why::ActionTaken);
    }
    Ok(())
}

/// Spends one action tile of the active player.
pub fn spend(state: &mut State, events: &mut Vec<Event>) {
    let seat = state.active;
    let p = &mut state.players[seat as usize];
    p.tiles = p.tiles.saturating_sub(1);
    state.turn.spent += 1;
    events.push(Event::TileSpent {
        seat,
        left: p.tiles,
    });
}

/// Takes `n` tokens off a hex back to their owner's supply, discarding freed Sanitation
/// cards (T15).
pub fn remove_tokens(state: &mut State, h: Hex, n: u8, events: &mut Vec<Event>) {
    let Some(owner) = state.board.owner(h) else {
        return;
    };
    let n = n.min(state.board.tokens(h));
    lift_tokens(state, h, n, events);
    state.players[owner as usize].supply += n;
}

/// Lifts `n` tokens off a hex (to be put elsewhere), discarding freed Sanitation cards.
pub fn lift_tokens(state: &mut State, h: Hex, n: u8, events: &mut Vec<Event>) {
    let freed = state.board.take_tokens(h, n);
    if !freed.is_empty() {
        events.push(Event::SanitationEnded {
            at: h,
            count: freed.len() as u8,
        });
        state.discard.extend(freed);
    }
}

/// Checks that `card` is in the active player's hand and has `effect`.
pub fn check_card(state: &State, card: Card, effect: Effect) -> Result<(), RuleError> {
    if card.effect != effect {
        return refuse(Rule::WrongCard, Why::WrongCard { card, effect });
    }
    if state.player(state.active).hand.count(card) == 0 {
        return refuse(Rule::CardsNotInHand, Why::CardNotInHand { card });
    }
    Ok(())
}

/// Moves a card from the active player's hand to the discard pile.
pub fn play_card(state: &mut State, card: Card, events: &mut Vec<Event>) {
    let seat = state.active;
    if state.players[seat as usize].hand.remove(card) {
        state.discard.push(card);
        events.push(Event::CardPlayed { seat, card });
    }
}

/// Move: spend a tile and start moving tokens one at a time.
pub fn start_move(state: &mut State, events: &mut Vec<Event>) -> Result<(), RuleError> {
    can_spend(state)?;
    spend(state, events);
    state.turn.moving = Some(Moving {
        left: state.player(state.active).row().move_tokens,
        ..Moving::default()
    });
    Ok(())
}

/// Moves one token during a Move action.
pub fn move_token(
    state: &mut State,
    from: Hex,
    to: Hex,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let seat = state.active;
    let Some(moving) = state.turn.moving else {
        return refuse(Rule::NotMoving, Why::StartMoveFirst);
    };
    if moving.left == 0 {
        return refuse(Rule::MoveLimit, Why::NoMoreMoves);
    }
    if moving.arrived.len() >= 6 && moving.arrived_at(to) == 0 {
        return refuse(Rule::MoveLimit, Why::TooManyMoved);
    }
    let by = check_move(state, seat, from, to)?;
    lift_tokens(state, from, 1, events);
    state.board.add_tokens(to, seat, 1);
    let mut m = moving;
    m.left -= 1;
    m.arrive(to, 1);
    state.turn.moving = (m.left > 0).then_some(m);
    events.push(Event::TokenMoved { seat, from, to, by });
    Ok(())
}

/// Ends the Move action.
pub fn end_move(state: &mut State) -> Result<(), RuleError> {
    if state.turn.moving.is_none() {
        return refuse(Rule::NotMoving, Why::NotMoving);
    }
    state.turn.moving = None;
    Ok(())
}

/// Checks a Have Babies action (T16): one baby per hex within this action (T28).
pub fn check_babies(state: &State, at: &HexList) -> Result<(), RuleError> {
    can_spend(state)?;
    let seat = state.active;
    let p = state.player(seat);
    let limit = p.row().babies + state.turn.medicine;
    if at.is_empty() {
        return refuse(Rule::Babies, Why::NoBabyHex);
    }
    if at.len() > limit as usize {
        return refuse(Rule::Babies, Why::TooManyBabies { limit });
    }
    if at.len() > p.supply as usize {
        return refuse(Rule::Supply, Why::SupplyShort { left: p.supply });
    }
    let grass = state.island.by_terrain[Terrain::Grassland.index()];
    let own = state.board.token_hexes(seat);
    for (i, &h) in at.iter().enumerate() {
        if at.as_slice()[..i].contains(&h) {
            return refuse(Rule::Babies, Why::NamedTwice { at: h });
        }
        if !own.contains(h) {
            return refuse(Rule::Babies, Why::NotYours { at: h });
        }
        if !grass.contains(h) {
            return refuse(Rule::Babies, Why::NotGrassland { at: h });
        }
        if state.board.tokens(h) >= state.stack_limit(seat, h) {
            return refuse(
                Rule::Stacking,
                Why::StackFull {
                    at: h,
                    tokens: state.board.tokens(h),
                },
            );
        }
    }
    Ok(())
}

/// Have Babies: one token from the supply on each hex named.
pub fn babies(state: &mut State, at: &HexList, events: &mut Vec<Event>) -> Result<(), RuleError> {
    check_babies(state, at)?;
    let seat = state.active;
    spend(state, events);
    for &h in at {
        state.board.add_tokens(h, seat, 1);
    }
    state.players[seat as usize].supply -= at.len() as u8;
    state.turn.medicine = 0;
    events.push(Event::BabiesBorn {
        seat,
        at: at.as_slice().to_vec(),
    });
    Ok(())
}

/// Have an Idea: draw the era's number of cards; over the hand limit, a discard decision.
pub fn idea(state: &mut State, events: &mut Vec<Event>) -> Result<(), RuleError> {
    can_spend(state)?;
    let seat = state.active;
    spend(state, events);
    let (drawn, reshuffled) = state.draw(seat, state.player(seat).row().draw);
    if reshuffled {
        events.push(Event::DeckReshuffled);
    }
    events.push(Event::CardsDrawn { seat, count: drawn });
    let count = state.excess(seat);
    if count > 0 {
        state.pending = Some(Pending::Discard { seat, count });
        events.push(Event::DecisionAsked { seat });
    }
    Ok(())
}

/// Index of a city value in `table::CITY_VALUES`.
pub fn city_index(value: u8) -> Option<usize> {
    table::CITY_VALUES.iter().position(|&v| v == value)
}

/// Checks Build a City (T6, T25).
pub fn check_city(state: &State, at: Hex, value: u8) -> Result<usize, RuleError> {
    can_spend(state)?;
    let seat = state.active;
    let b = &state.board;
    if !b.token_hexes(seat).contains(at) {
        return refuse(Rule::City, Why::NotYours { at });
    }
    if state.island.terrain(at) == Some(Terrain::Mountain) {
        return refuse(Rule::City, Why::Mountain { at });
    }
    if at.neighbours().intersects(b.all_cities()) {
        return refuse(Rule::City, Why::NextToCity { at });
    }
    let Some(i) = city_index(value) else {
        return refuse(Rule::City, Why::CityValue { value });
    };
    if state.player(seat).cities[i] == 0 {
        return refuse(Rule::NoCityTile, Why::NoCityTile { value });
    }
    if b.tokens(at) < value {
        return refuse(
            Rule::City,
            Why::CityTokens {
                at,
                value,
                tokens: b.tokens(at),
            },
        );
    }
    Ok(i)
}

/// Build a City: every token on the hex goes back to the supply; the tile is placed.
pub fn build_city(
    state: &mut State,
    at: Hex,
    value: u8,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let i = check_city(state, at, value)?;
    let seat = state.active;
    spend(state, events);
    let tokens = state.board.tokens(at);
    remove_tokens(state, at, tokens, events);
    state.board.place_city(at, seat, value, false);
    state.players[seat as usize].cities[i] -= 1;
    events.push(Event::CityBuilt {
        seat,
        at,
        value,
        tokens,
    });
    Ok(())
}

/// Checks Atlantis (T22).
pub fn check_atlantis(state: &State, at: Hex, from: &Sources) -> Result<(), RuleError> {
    if !state.options.atlantis {
        return refuse(Rule::Atlantis, Why::NoAtlantisOption);
    }
    can_spend(state)?;
    let seat = state.active;
    let b = &state.board;
    if state.atlantis_left == 0 {
        return refuse(Rule::Atlantis, Why::AtlantisBuilt);
    }
    if !state.player(seat).row().ships {
        return refuse(Rule::Ships, Why::AtlantisShips);
    }
    if !state.island.sea.contains(at) || b.is_city(at) {
        return refuse(Rule::Atlantis, Why::NotOpenSea { at });
    }
    if at.neighbours().intersects(b.all_cities()) {
        return refuse(Rule::Atlantis, Why::NextToCity { at });
    }
    let own = b.token_hexes(seat);
    let mut total = 0u32;
    for (i, &(h, n)) in from.iter().enumerate() {
        if from.as_slice()[..i].iter().any(|(x, _)| *x == h) {
            return refuse(Rule::Atlantis, Why::NamedTwice { at: h });
        }
        if !own.contains(h) || !h.is_adjacent(at) {
            return refuse(Rule::Atlantis, Why::NotBeside { at, from: h });
        }
        if n == 0 || n > b.tokens(h) {
            return refuse(
                Rule::Atlantis,
                Why::TokensThere {
                    at: h,
                    tokens: b.tokens(h),
                    named: n,
                },
            );
        }
        total += n as u32;
    }
    if total != table::ATLANTIS_TOKENS as u32 {
        return refuse(
            Rule::Atlantis,
            Why::AtlantisTokens {
                needed: table::ATLANTIS_TOKENS,
                named: total as u8,
            },
        );
    }
    Ok(())
}

/// Atlantis: five tokens from the coast; four go back to the supply, one marks the city.
pub fn atlantis(
    state: &mut State,
    at: Hex,
    from: &Sources,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_atlantis(state, at, from)?;
    let seat = state.active;
    spend(state, events);
    for &(h, n) in from {
        lift_tokens(state, h, n, events);
    }
    state.players[seat as usize].supply += table::ATLANTIS_TOKENS - table::ATLANTIS_KEPT;
    state
        .board
        .place_city(at, seat, table::ATLANTIS_VP as u8, true);
    state.board.add_tokens(at, seat, table::ATLANTIS_KEPT);
    state.atlantis_left -= 1;
    events.push(Event::AtlantisBuilt { seat, at });
    Ok(())
}

/// Ends the turn once its action is taken.
pub fn end_turn(state: &mut State, events: &mut Vec<Event>) -> Result<(), RuleError> {
    not_moving(state)?;
    if state.turn.spent == 0 {
        return refuse(Rule::TurnNotDone, Why::TurnNotDone);
    }
    flow::end_turn(state, events);
    Ok(())
}
