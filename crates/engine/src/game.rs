//! The interface every game shares, after OpenSpiel's State API and shakmaty's typed moves:
//! the one seam between the rules engines and everything built on them (simulator, scenario
//! runner, bots, the table). What only random play needs besides (random setups, invariant
//! checks, arbitrary actions, failure reports) is `simulate::Simulated`, beside the
//! simulator; this module names nothing else of the crate.

use rand::seq::IndexedRandom;
use rand::Rng;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// The result of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Winning seats (several on a shared victory).
    pub winners: Vec<u8>,
    /// Final score of each seat (Ecus, victory points).
    pub scores: Vec<i64>,
}

/// A setup the rules refuse (wrong number of players, a bad name, a map that does not parse).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SetupError(pub String);

impl From<String> for SetupError {
    fn from(message: String) -> SetupError {
        SetupError(message)
    }
}

/// A refusal that names the rule it applies: a code (`dominion`) and a ruling (`K20`).
pub trait NamedRule: std::error::Error {
    /// The rule's code, as scenarios and the protocol name it.
    fn code(&self) -> &'static str;
    /// The ruling of docs/rules the rule comes from.
    fn ruling(&self) -> &'static str;
    /// The rule's name (in English, for developers: devices word the code).
    fn title(&self) -> &'static str;
    /// What the refused action ran into, with its arguments: a fact each device words.
    type Why: Clone + Debug + Serialize + ts_rs::TS;
    /// Why the action is refused.
    fn why(&self) -> &Self::Why;
}

/// A game's rules: setup, legal actions, apply with a named-rule refusal, per-seat view,
/// and what bots and the table need besides. The hooks of random play and fuzzing are
/// `simulate::Simulated`.
pub trait Game: 'static {
    /// The key stored with saved games and used on the wire ("khronos").
    const KEY: &'static str;
    /// How many players the game seats: its setup refuses any other count (the UI's new-game
    /// form reads it from the generated TypeScript).
    const PLAYER_RANGE: std::ops::RangeInclusive<usize>;
    /// Unvalidated options.
    type Setup: Clone + Debug + Send + Serialize + DeserializeOwned;
    /// The full state (hidden information included).
    type State: Clone + Debug + PartialEq + Send + Serialize + DeserializeOwned;
    /// Typed actions.
    type Action: Copy + Debug + Eq + std::hash::Hash + Send + Serialize + DeserializeOwned;
    /// What happened.
    type Event: Clone + Debug + Send + Serialize;
    /// A refusal that names the rule broken.
    type Error: NamedRule;
    /// What one seat may see.
    type View: Serialize;

    /// Validates a setup and deals the opening position.
    fn setup(setup: &Self::Setup) -> Result<Self::State, SetupError>;
    /// Every legal action for the seat that must act now.
    fn legal_actions(state: &Self::State) -> Vec<Self::Action> {
        let mut out = Vec::new();
        Self::legal_actions_into(state, &mut out);
        out
    }
    /// The legal actions written into `out` (cleared first), reusing its memory.
    fn legal_actions_into(state: &Self::State, out: &mut Vec<Self::Action>);
    /// How many actions are legal now.
    fn legal_count(state: &Self::State) -> usize {
        Self::legal_actions(state).len()
    }
    /// Whether `random_legal` draws without building the list (else it is the list's pick,
    /// and building the list into a reused buffer is faster).
    const DRAWS_WITHOUT_LIST: bool = false;
    /// A legal action drawn uniformly at random (a game may do it without building the list).
    fn random_legal<R: Rng + ?Sized>(state: &Self::State, rng: &mut R) -> Option<Self::Action> {
        Self::legal_actions(state).choose(rng).copied()
    }
    /// A legal action for a bot's playout: by default uniformly at random; a game may make
    /// playouts more like real play (Khronos seldom spends Ecus on journeys and exchanges).
    fn playout_action<R: Rng + ?Sized>(state: &Self::State, rng: &mut R) -> Option<Self::Action> {
        Self::random_legal(state, rng)
    }
    /// The form in which `legal_actions` lists an action that means the same as `action`
    /// (e.g. a building named by another of its squares).
    fn canonical(_state: &Self::State, action: &Self::Action) -> Self::Action {
        *action
    }
    /// Applies an action; on error the state is unchanged.
    fn apply(
        state: &mut Self::State,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, Self::Error>;
    /// The seat that must act, or `None` when the game is over.
    fn to_act(state: &Self::State) -> Option<u8>;
    /// Number of seats.
    fn seats(state: &Self::State) -> usize;
    /// What `viewer` may see (`None`: a bystander).
    fn view(state: &Self::State, viewer: Option<u8>) -> Self::View;
    /// The result once the game is over.
    fn outcome(state: &Self::State) -> Option<Outcome>;
    /// Each seat's score now (Ecus, victory points), for bots' evaluations.
    fn scores(state: &Self::State) -> Vec<i64>;
    /// How well `seat` stands now, in the game's points, counting what is in sight (Khronos:
    /// Ecus plus what the boards will pay at the earnings still to come; Tempus: victory
    /// points plus progress). Searches rank their actions and judge cut-off playouts by it.
    fn heuristic(state: &Self::State, seat: u8) -> f64 {
        Self::scores(state).get(seat as usize).copied().unwrap_or(0) as f64
    }
    /// What the greedy player maximises: by default `heuristic`; a game may keep a simpler
    /// count for it (Khronos: the count its bots' goals were first measured against).
    fn greedy_evaluation(state: &Self::State, seat: u8) -> f64 {
        Self::heuristic(state, seat)
    }
    /// A full state consistent with what `viewer` sees: every card and tile hidden from that
    /// seat dealt again at random (OpenSpiel's `ResampleFromInfostate`), and the state's own
    /// random generator reseeded. It depends only on what `viewer` sees and on `rng`, never
    /// on the hidden cards behind it. Bots see only this.
    fn determinize<R: Rng + ?Sized>(state: &Self::State, viewer: u8, rng: &mut R) -> Self::State;
    /// Whether its player may take the action back (the game's undo ruling).
    fn undoable(action: &Self::Action) -> bool;
    /// Every group `group` answers, in the order a screen lists them.
    const GROUPS: &'static [&'static str];
    /// The kind of an action ("construct", "move_token"): how the UI groups legal actions.
    fn group(action: &Self::Action) -> &'static str;
}
