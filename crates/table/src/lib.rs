//! The table: the one service every front end (Tauri app, CLI, LAN host) calls.
//!
//! It creates, lists, opens and resumes saved games; gives each seat its view and its legal
//! actions; applies an action for the seat that must act, saving it before answering;
//! undoes within the rules of fair play; tells the game log in words; replays; exports and
//! imports. A game is its setup plus its action log: the state is always a fold of the log.

pub mod api;
pub mod bot;
pub mod bounded;
mod error;
mod export;
pub mod front;
mod game;
pub mod hosted;
mod khronos_text;
pub mod marks;
mod picture;
mod salvage;
mod service;
mod tempus_text;
mod types;
pub mod typescript;

pub use error::TableError;
pub use export::ExportedGame;
pub use game::{GameKind, LegalAction, LegalGroup};
pub use service::Table;
pub use types::{
    ApplyOutcome, BotLevel, GameSummary, GameView, LogLine, NewGameRequest, Preview, SeatInfo,
    SeatKind, DEFAULT_COLOURS, SNAPSHOT_EVERY,
};
