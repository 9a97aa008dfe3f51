//! The flow of an era: taking action tiles, turns in clockwise order, the progress phase,
//! the end of the era and the end of the game.

use super::action::Event;
use super::cards::CardList;
use super::score;
use super::state::{Pending, Phase, State, TurnState};
use super::table;
use super::types::{Effect, Seat, Terrain};

/// Phase 1: every player takes the action tiles of their era; the first player starts.
pub fn start_era(state: &mut State, events: &mut Vec<Event>) {
    state.round += 1;
    for p in &mut state.players {
        p.tiles = p.row().actions;
    }
    state.phase = Phase::Actions;
    state.active = state.first;
    state.turn = TurnState::default();
    state.pending = None;
    events.push(Event::EraStarted {
        round: state.round,
        first: state.first,
        tiles: state.players.iter().map(|p| p.tiles).collect(),
    });
    events.push(Event::TurnStarted { seat: state.first });
}

/// Ends the active player's turn: the next player clockwise with action tiles left takes a
/// turn; when nobody has any, the progress phase begins.
pub fn end_turn(state: &mut State, events: &mut Vec<Event>) {
    events.push(Event::TurnEnded { seat: state.active });
    state.turn = TurnState::default();
    let next = (1..=state.seats())
        .map(|k| state.after(state.active, k))
        .find(|&s| state.player(s).tiles > 0);
    match next {
        Some(s) => {
            state.active = s;
            events.push(Event::TurnStarted { seat: s });
        }
        None => enter_progress(state, events),
    }
}

/// Phase 3 begins: every era cube catches up with the most advanced; then each player in
/// turn order plays cards face down.
pub fn enter_progress(state: &mut State, events: &mut Vec<Event>) {
    let era = state.players.iter().map(|p| p.era).max().unwrap_or(1);
    for p in &mut state.players {
        p.era = era;
        p.tiles = 0;
    }
    events.push(Event::CaughtUp { era });
    state.phase = Phase::Progress;
    state.plays = vec![None; state.seats()];
    state.pending = Some(Pending::ProgressCards { seat: state.first });
    events.push(Event::DecisionAsked { seat: state.first });
}

/// Progress points of `seat` with the cards it played (T14): tokens on the era's terrain,
/// cards (each once: Education, or the terrain background), cities on the map.
pub fn progress_points(state: &State, seat: Seat, cards: &CardList) -> u32 {
    let era = state.player(seat).row();
    let Some(terrain) = era.terrain else {
        return 0;
    };
    let on_terrain = state.island.by_terrain[terrain.index()];
    let tokens: u32 = state
        .board
        .token_hexes(seat)
        .and(on_terrain)
        .iter()
        .map(|h| state.board.tokens(h) as u32)
        .sum();
    let cards: u32 = cards
        .cards()
        .iter()
        .map(|c| card_progress(c.effect, c.terrain, terrain))
        .sum();
    let cities = state.board.city_hexes(seat).len() as u32;
    tokens * table::TOKEN_PROGRESS + cards + cities * table::CITY_PROGRESS
}

/// Progress points of one card (T13: its effect or its background, whichever gives more).
pub fn card_progress(effect: Effect, background: Terrain, era_terrain: Terrain) -> u32 {
    let by_effect = if effect == Effect::Education {
        table::EDUCATION_PROGRESS
    } else {
        0
    };
    let by_terrain = if background == era_terrain {
        table::TERRAIN_MATCH
    } else {
        0
    };
    by_effect.max(by_terrain)
}

/// After `seat` played its progress cards: the next player plays, or all cards are revealed.
pub fn after_progress_play(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    let next = state.after(seat, 1);
    if next != state.first {
        state.pending = Some(Pending::ProgressCards { seat: next });
        events.push(Event::DecisionAsked { seat: next });
        return;
    }
    state.pending = None;
    resolve_progress(state, events);
}

/// Reveals the progress plays, advances the leader(s), draws the Writing/Printing bonus.
fn resolve_progress(state: &mut State, events: &mut Vec<Event>) {
    let n = state.seats();
    let plays: Vec<CardList> = state.plays.iter().map(|p| p.unwrap_or_default()).collect();
    let points: Vec<u32> = (0..n)
        .map(|s| progress_points(state, s as Seat, &plays[s]))
        .collect();
    for p in &plays {
        state.discard.extend_from_slice(p.cards());
    }
    state.plays = vec![None; n];
    events.push(Event::ProgressScored {
        cards: plays,
        points: points.clone(),
    });
    state.last_progress = points.clone();
    let best = points.iter().copied().max().unwrap_or(0);
    let era_before = state.players.iter().map(|p| p.era).max().unwrap_or(1);
    let new_era = (era_before + 1).min(table::FLIGHT);
    let order: Vec<Seat> = (0..n).map(|k| state.after(state.first, k)).collect();
    let leaders: Vec<Seat> = order
        .iter()
        .copied()
        .filter(|&s| points[s as usize] == best)
        .collect();
    for &s in &leaders {
        state.players[s as usize].era = new_era;
    }
    events.push(Event::Advanced {
        seats: leaders.clone(),
        era: new_era,
    });
    state
        .era_history
        .push(state.players.iter().map(|p| p.era).collect());
    state.discard_queue.clear();
    if table::BONUS_ERAS.contains(&new_era) && era_before < new_era {
        for &s in &leaders {
            let (drawn, reshuffled) = state.draw(s, table::BONUS_CARDS);
            if reshuffled {
                events.push(Event::DeckReshuffled);
            }
            events.push(Event::CardsDrawn {
                seat: s,
                count: drawn,
            });
            if state.excess(s) > 0 {
                state.discard_queue.push(s);
            }
        }
    }
    next_discard(state, events);
}

/// Asks the next seat in the discard queue to discard, or ends the era.
pub fn next_discard(state: &mut State, events: &mut Vec<Event>) {
    while !state.discard_queue.is_empty() {
        let s = state.discard_queue.remove(0);
        let count = state.excess(s);
        if count > 0 {
            state.pending = Some(Pending::Discard { seat: s, count });
            events.push(Event::DecisionAsked { seat: s });
            return;
        }
    }
    state.pending = None;
    finish_era(state, events);
}

/// Phase 4: the game ends if someone reached Flight; otherwise the first-player marker
/// passes clockwise and the next era begins.
fn finish_era(state: &mut State, events: &mut Vec<Event>) {
    if state.players.iter().any(|p| p.era >= table::FLIGHT) {
        state.phase = Phase::Over;
        state.finished = true;
        state.pending = None;
        events.push(Event::GameOver {
            winners: score::winners(state),
            scores: score::scores(state),
        });
        return;
    }
    state.first = state.after(state.first, 1);
    start_era(state, events);
}
