//! Khronos: three ages of one map, buildings that ripple through time.
//!
//! `State::new(setup)` deals a game; `legal_actions` lists what the seat to act may do;
//! `apply` carries out an action or refuses it with the rule it breaks, leaving the state
//! unchanged; `view` is what one seat may see. Rulings cited as K1..K26 are in
//! docs/rules/khronos.md.

pub mod action;
pub mod bits;
pub mod board;
mod build;
pub mod capture;
mod cards;
pub mod earnings;
pub mod error;
mod heuristic;
mod hidden;
pub mod invariants;
pub mod legal;
pub mod map;
mod play;
pub mod position;
mod reason;
mod resolve;
mod ripple;
pub mod scenario;
pub mod shapes;
pub mod simulate;
pub mod state;
pub mod table;
pub mod types;
pub mod view;
pub mod why;

pub use action::{Action, Event, StopReason};
pub use earnings::earnings;
pub use error::{Rule, RuleError};
pub use heuristic::{greedy_evaluation, heuristic};
pub use hidden::determinize;
pub use legal::legal_actions;
pub use map::Map;
pub use play::winners;
pub use state::{Options, Pending, Setup, State};
pub use types::{Age, BuildingType, Cards, Footprint, Kind, Seat, Square};
pub use view::{view, KhronosView};

use crate::game::{Game, Outcome, SetupError};
use rand::Rng;

/// Applies `action` for the seat that must act now; on error the state is unchanged.
pub fn apply(state: &mut State, action: &Action) -> Result<Vec<Event>, RuleError> {
    play::apply(state, action)
}

/// Khronos behind the common game interface.
pub struct Khronos;

impl Game for Khronos {
    const KEY: &'static str = "khronos";
    const PLAYER_RANGE: std::ops::RangeInclusive<usize> = table::PLAYERS;
    const DRAWS_WITHOUT_LIST: bool = true;
    type Setup = Setup;
    type State = State;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;
    type View = KhronosView;

    fn setup(setup: &Setup) -> Result<State, SetupError> {
        let state = State::new(setup).map_err(SetupError)?;
        crate::scenario::with_position::<Khronos>(state, setup.position.as_ref())
    }
    fn legal_actions(state: &State) -> Vec<Action> {
        legal_actions(state)
    }
    fn legal_actions_into(state: &State, out: &mut Vec<Action>) {
        legal::legal_actions_into(state, out)
    }
    fn legal_count(state: &State) -> usize {
        legal::legal_count(state)
    }
    fn random_legal<R: Rng + ?Sized>(state: &State, rng: &mut R) -> Option<Action> {
        legal::random_legal(state, rng)
    }
    fn canonical(state: &State, action: &Action) -> Action {
        legal::canonical(state, action)
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
    fn view(state: &State, viewer: Option<Seat>) -> KhronosView {
        view(state, viewer)
    }
    fn outcome(state: &State) -> Option<Outcome> {
        state.finished.then(|| Outcome {
            winners: winners(state),
            scores: Self::scores(state),
        })
    }
    fn scores(state: &State) -> Vec<i64> {
        state.players.iter().map(|p| p.ecus as i64).collect()
    }
    fn heuristic(state: &State, seat: Seat) -> f64 {
        heuristic(state, seat)
    }
    fn greedy_evaluation(state: &State, seat: Seat) -> f64 {
        greedy_evaluation(state, seat)
    }
    fn playout_action<R: Rng + ?Sized>(state: &State, rng: &mut R) -> Option<Action> {
        // Random play spends its Ecus on journeys and exchanges far more than players do,
        // which drowns what a move is worth in noise: such a draw is drawn again (up to
        // three times), so they stay possible but rare.
        let mut drawn = legal::random_legal(state, rng)?;
        for _ in 0..3 {
            if !matches!(drawn, Action::Travel { .. } | Action::Exchange { .. }) {
                break;
            }
            drawn = legal::random_legal(state, rng)?;
        }
        Some(drawn)
    }
    fn determinize<R: Rng + ?Sized>(state: &State, viewer: Seat, rng: &mut R) -> State {
        determinize(state, viewer, rng)
    }
    fn undoable(action: &Action) -> bool {
        action.undoable()
    }
    const GROUPS: &'static [&'static str] = &[
        "exchange",
        "swap",
        "travel",
        "construct",
        "upgrade",
        "demolish",
        "populate",
        "renovate",
        "end_turn",
        "choose_downsize",
        "place_downsized",
    ];
    fn group(action: &Action) -> &'static str {
        action.group()
    }
}
