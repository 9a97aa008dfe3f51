//! Epochs rules engines: pure, synchronous and deterministic. A game is a fold over its
//! action log: `state = setup(options, seed)`, then `apply(state, action)` for each action.
#![warn(missing_docs)]

pub mod game;
pub mod khronos;
pub mod rules;
pub mod scenario;
pub mod simulate;
pub mod tempus;

pub use game::{Game, Outcome};
