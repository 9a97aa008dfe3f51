//! The interface both games share, after OpenSpiel's State API and shakmaty's typed moves.

use serde::{Deserialize, Serialize};

/// The result of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Winning seats (several on a shared victory).
    pub winners: Vec<u8>,
    /// Final score of each seat (Ecus, victory points).
    pub scores: Vec<i64>,
}

/// A game's rules: setup, legal actions, apply with a named-rule refusal, per-seat view.
pub trait Game {
    /// Unvalidated options.
    type Setup;
    /// The full state (hidden information included).
    type State: Clone;
    /// Typed actions.
    type Action: Clone;
    /// What happened.
    type Event;
    /// A refusal that names the rule broken.
    type Error: std::error::Error;
    /// What one seat may see.
    type View;

    /// Validates a setup and deals the opening position.
    fn setup(setup: &Self::Setup) -> Result<Self::State, String>;
    /// Every legal action for the seat that must act now.
    fn legal_actions(state: &Self::State) -> Vec<Self::Action>;
    /// Applies an action; on error the state is unchanged.
    fn apply(
        state: &mut Self::State,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, Self::Error>;
    /// The seat that must act, or `None` when the game is over.
    fn to_act(state: &Self::State) -> Option<u8>;
    /// What `viewer` may see (`None`: a bystander).
    fn view(state: &Self::State, viewer: Option<u8>) -> Self::View;
    /// The result once the game is over.
    fn outcome(state: &Self::State) -> Option<Outcome>;
}
