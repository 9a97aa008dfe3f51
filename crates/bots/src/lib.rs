//! Bots for every game behind the engine's `Game` trait. Every bot decides from what its seat
//! sees: it is handed a [`Sample`], one deal consistent with the seat's view (`determinize`),
//! never the state itself, and deals the hidden cards anew for each playout.
//!
//! - [`ismcts`]: single-observer information-set Monte Carlo tree search (Cowling, Powley
//!   and Whitehouse 2012), the medium and hard levels;
//! - [`greedy`]: the action with the best immediate evaluation (`Game::heuristic`), the
//!   easy level (with some noise) and a sparring partner;
//! - [`flat`]: the first bot, flat Monte Carlo over a sample of the actions, kept as the
//!   level `flat` so that later bots are compared with it;
//! - [`arena`]: seeded games between seat types, for measuring them.
#![warn(missing_docs)]

pub mod arena;
pub mod flat;
pub mod greedy;
pub mod ismcts;
mod khronos;
pub mod level;
mod sample;
mod tempus;
pub mod tuning;
pub mod value;

pub use level::{Decision, Player, Why};
pub use sample::Sample;
pub use tuning::Tuned;
