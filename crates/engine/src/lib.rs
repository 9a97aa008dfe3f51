//! Epochs rules engines: pure, synchronous and deterministic. A game is a fold over its
//! action log: `state = setup(options, seed)`, then `apply(state, action)` for each action.

pub mod game;
pub mod khronos;
pub mod rules;
pub mod scenario;
pub mod simulate;
pub mod tempus;

pub use game::{Game, Outcome};
