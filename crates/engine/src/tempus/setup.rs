//! Setup: the island (placed by the players, random or given) and the starting tokens.

use super::action::Event;
use super::error::{refuse, Rule, RuleError, Why};
use super::flow;
use super::hex::{Hex, HexSet};
use super::island::{Island, TilePlacement};
use super::state::{MapChoice, MapName, Pending, Setup, State};
use super::table;
use super::types::Seat;

impl State {
    /// Validates a setup and deals the opening position (see `setup::new`). Written here,
    /// beside the dealing, so that the state's own file does not reach into the setup's.
    pub fn new(setup: &Setup) -> Result<State, String> {
        new(setup)
    }
}

/// Validates a setup and deals the opening position: the tile stack, the first player and
/// the deck are drawn from the seeded generator, in that order.
pub fn new(setup: &Setup) -> Result<State, String> {
    let given = match &setup.map {
        MapChoice::Grid(rows) => Some((Island::parse_rows(rows)?, Vec::new())),
        MapChoice::Tiles(list) => Some(island_of_tiles(list)?),
        MapChoice::Named(_) => None,
    };
    let mut state = State::blank(setup, Island::default())?;
    let mut events = Vec::new();
    match (given, &setup.map) {
        (Some((island, placed)), _) => {
            state.island = island;
            state.placed_tiles = placed;
            state.tile_stack.clear();
            start_tokens(&mut state, &mut events);
        }
        (None, MapChoice::Named(MapName::Random)) => {
            let mut tiles = std::mem::take(&mut state.tile_stack);
            tiles.reverse();
            let (island, placed) = Island::random(&tiles, &mut state.rng);
            state.island = island;
            state.placed_tiles = placed;
            start_tokens(&mut state, &mut events);
        }
        (None, _) => {
            let first = state.first;
            next_tile(&mut state, first, &mut events)
        }
    }
    Ok(state)
}

fn island_of_tiles(list: &[TilePlacement]) -> Result<(Island, Vec<TilePlacement>), String> {
    let mut island = Island::default();
    let mut seen = Vec::new();
    for &p in list {
        if seen.contains(&p.tile) {
            return Err(format!("tile {} is placed twice", p.tile));
        }
        seen.push(p.tile);
        let hexes = island
            .check_placement(p)
            .map_err(|why| format!("tile {} cannot be placed: {why:?}", p.tile))?;
        island.place(&hexes);
    }
    Ok((island, list.to_vec()))
}

/// Asks `seat` to place the next tile, or sets aside what cannot be placed (T9) and moves on
/// to the starting tokens.
fn next_tile(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    match state.tile_stack.last() {
        Some(&tile) if !state.island.centres().is_empty() => {
            state.pending = Some(Pending::PlaceTile { seat, tile });
        }
        Some(_) => {
            // Every tile has the same shape: if one fits nowhere, none does.
            events.push(Event::TilesSetAside {
                count: state.tile_stack.len() as u8,
            });
            state.tile_stack.clear();
            start_tokens(state, events);
        }
        None => start_tokens(state, events),
    }
}

/// The answer to `Pending::PlaceTile`.
pub fn place_tile(
    state: &mut State,
    at: Hex,
    rotation: u8,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let Some(Pending::PlaceTile { seat, tile }) = state.pending else {
        return refuse(Rule::InvalidChoice, Why::NoTileToPlace);
    };
    let p = TilePlacement { tile, at, rotation };
    let hexes = match state.island.check_placement(p) {
        Ok(h) => h,
        Err(e) => return refuse(Rule::TilePlacement, e),
    };
    state.island.place(&hexes);
    state.placed_tiles.push(p);
    if let Some(i) = state.tile_stack.iter().rposition(|&t| t == tile) {
        state.tile_stack.remove(i);
    }
    state.pending = None;
    events.push(Event::TilePlaced {
        seat,
        tile,
        at,
        rotation,
    });
    let next = state.after(seat, 1);
    next_tile(state, next, events);
    Ok(())
}

fn start_tokens(state: &mut State, events: &mut Vec<Event>) {
    state.pending = None;
    let first = state.first;
    ask_token(state, first, 0, 0, events);
}

/// Asks the `done`-th seat after the first player for its starting token number `placed`,
/// skipping seats that cannot place (T11) and starting the first era when all are done.
fn ask_token(state: &mut State, seat: Seat, placed: u8, done: usize, events: &mut Vec<Event>) {
    let (mut seat, mut placed, mut done) = (seat, placed, done);
    while done < state.seats() {
        if placed < table::STARTING_TOKENS
            && state.player(seat).supply > 0
            && !token_spots(state, seat).is_empty()
        {
            state.pending = Some(Pending::PlaceToken { seat, placed });
            return;
        }
        seat = state.after(seat, 1);
        placed = 0;
        done += 1;
    }
    state.pending = None;
    flow::start_era(state, events);
}

/// Hexes where `seat` may put its next starting token (T11): free land not held by another
/// player, at most two tokens per hex, the group connected, and room left to complete it.
pub fn token_spots(state: &State, seat: Seat) -> HexSet {
    let b = &state.board;
    let empty = state
        .island
        .land
        .minus(b.others(seat))
        .minus(b.token_hexes(seat))
        .minus(b.all_cities());
    let own = b.token_hexes(seat);
    if own.is_empty() {
        // The first token needs a free neighbour for the rest of the group.
        empty
            .iter()
            .filter(|h| h.neighbours().intersects(empty))
            .collect()
    } else {
        let not_full: HexSet = own
            .iter()
            .filter(|&h| b.tokens(h) < table::STARTING_STACK)
            .collect();
        not_full.union(own.neighbours().and(empty))
    }
}

/// The answer to `Pending::PlaceToken`.
pub fn place_token(state: &mut State, at: Hex, events: &mut Vec<Event>) -> Result<(), RuleError> {
    let Some(Pending::PlaceToken { seat, placed }) = state.pending else {
        return refuse(Rule::InvalidChoice, Why::NoTokenToPlace);
    };
    if !token_spots(state, seat).contains(at) {
        return refuse(
            Rule::StartPlacement,
            Why::StartPlacement {
                at,
                most: table::STARTING_STACK,
            },
        );
    }
    state.board.add_tokens(at, seat, 1);
    state.players[seat as usize].supply -= 1;
    events.push(Event::TokenPlaced { seat, at });
    let done = (seat as usize + state.seats() - state.first as usize) % state.seats();
    ask_token(state, seat, placed + 1, done, events);
    Ok(())
}
