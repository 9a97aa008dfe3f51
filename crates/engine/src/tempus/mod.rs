//! Tempus: peoples of an island grow, fight and think their way from Tribes to Flight.
//!
//! `State::new(setup)` deals a game; `legal_actions` lists what the seat to act may do;
//! `apply` carries out an action or refuses it with the rule it breaks, leaving the state
//! unchanged; `view` is what one seat may see. Rulings T1-T7 (shared) and T8 onwards (the
//! project's) are in docs/rules/tempus.md.

pub mod action;
pub mod board;
pub mod cards;
mod effects;
pub mod error;
pub mod few;
mod fight;
mod flow;
pub mod hex;
mod hidden;
pub mod invariants;
pub mod island;
pub mod legal;
pub mod movement;
mod play;
pub mod position;
pub mod scenario;
pub mod score;
mod setup;
pub mod simulate;
pub mod state;
pub mod table;
mod turn;
pub mod types;
pub mod view;
pub mod why;

pub use action::{Action, Event, GovernmentChoice, HexList, MoveKind, Sources};
pub use cards::CardList;
pub use error::{Rule, RuleError};
pub use fight::{card_combat, combat_points};
pub use flow::{card_progress, progress_points};
pub use hex::{Hex, HexSet};
pub use hidden::determinize;
pub use island::{Island, TilePlacement};
pub use legal::{canonical, legal_actions, legal_actions_into};
pub use score::{scores, victory_points, winners};
pub use state::{MapChoice, MapName, Options, Pending, Phase, Setup, State};
pub use types::{Card, Effect, Seat, Terrain};
pub use view::{view, TempusView};

use crate::game::{Game, Outcome, SetupError};
use rand::Rng;

/// Applies `action` for the seat that must act now; on error the state is unchanged.
pub fn apply(state: &mut State, action: &Action) -> Result<Vec<Event>, RuleError> {
    play::apply(state, action)
}

/// `seat`'s victory points now, plus part of what leads to the next ones: its era (later
/// eras act more, and Flight scores), tokens in play (they take hexes) and cards in hand (up
/// to the hand limit).
pub fn heuristic(state: &State, seat: Seat) -> f64 {
    let Some(player) = state.players.get(seat as usize) else {
        return 0.0;
    };
    let vp = score::victory_points(state, seat) as f64;
    let tokens_in_play = table::TOKENS_PER_PLAYER.saturating_sub(player.supply) as f64;
    let cards = player.hand.len().min(player.row().hand as usize) as f64;
    vp + 0.8 * player.era as f64 + 0.3 * tokens_in_play + 0.1 * cards
}

/// Tempus behind the common game interface.
pub struct Tempus;

impl Game for Tempus {
    const KEY: &'static str = "tempus";
    const PLAYER_RANGE: std::ops::RangeInclusive<usize> = table::PLAYERS;
    type Setup = Setup;
    type State = State;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;
    type View = TempusView;

    fn setup(setup: &Setup) -> Result<State, SetupError> {
        let state = State::new(setup).map_err(SetupError)?;
        crate::scenario::with_position::<Tempus>(state, setup.position.as_ref())
    }
    fn legal_actions(state: &State) -> Vec<Action> {
        legal_actions(state)
    }
    fn legal_actions_into(state: &State, out: &mut Vec<Action>) {
        legal_actions_into(state, out)
    }
    fn canonical(_state: &State, action: &Action) -> Action {
        canonical(action)
    }
    fn apply(state: &mut State, action: &Action) -> Result<Vec<Event>, RuleError> {
        apply(state, action)
    }
    fn to_act(state: &State) -> Option<Seat> {
        state.to_act()
    }
    fn seats(state: &State) -> usize {
        state.seats()
    }
    fn view(state: &State, viewer: Option<Seat>) -> TempusView {
        view(state, viewer)
    }
    fn outcome(state: &State) -> Option<Outcome> {
        state.finished.then(|| Outcome {
            winners: winners(state),
            scores: scores(state),
        })
    }
    fn scores(state: &State) -> Vec<i64> {
        scores(state)
    }
    fn heuristic(state: &State, seat: Seat) -> f64 {
        heuristic(state, seat)
    }
    fn determinize<R: Rng + ?Sized>(state: &State, viewer: Seat, rng: &mut R) -> State {
        determinize(state, viewer, rng)
    }
    fn undoable(action: &Action) -> bool {
        action.undoable()
    }
    const GROUPS: &'static [&'static str] = &[
        "place_tile",
        "place_token",
        "move",
        "move_token",
        "end_move",
        "babies",
        "idea",
        "build_city",
        "atlantis",
        "fight",
        "leader_fight",
        "medicine",
        "sanitation",
        "religion",
        "government",
        "end_turn",
        "discard",
        "declare_terrain",
        "attack_cards",
        "defend_cards",
        "reveal",
        "occupy",
        "progress_cards",
    ];
    fn group(action: &Action) -> &'static str {
        action.group()
    }
}
