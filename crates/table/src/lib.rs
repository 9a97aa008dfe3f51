//! The table: the one service every front end (Tauri app, CLI, LAN host, browser) calls.
//!
//! It creates, lists, opens and resumes saved games; gives each seat its view and its legal
//! actions; applies an action for the seat that must act, saving it before answering;
//! undoes within the rules of fair play; tells the game log in words; replays; exports and
//! imports. A game is its setup plus its action log: the state is always a fold of the log.
//!
//! Its modules stand in layers, each using only those below it (scripts/check-circles.py
//! checks there is no circle): words, marks and the errors; what the table needs of a game
//! (`table_game`) and each game's folder (`khronos`, `tempus`); the registry of games; the
//! data types; bots' thinking and the hosted game (the one fold); export and salvage; the
//! service (`service`, split by job into `play`, `library` and `bot_jobs`); the protocol
//! (`api`, `typescript`); and the front door (`front`).
#![warn(missing_docs)]

pub mod api;
pub mod bot;
mod bot_jobs;
pub mod bounded;
mod error;
mod export;
pub mod front;
pub mod hosted;
mod khronos;
pub mod lessons;
mod library;
pub mod marks;
pub mod names;
mod picture;
mod play;
pub mod refusal;
pub mod registry;
pub mod reply;
mod salvage;
mod service;
pub mod table_game;
mod tempus;
mod types;
pub mod typescript;
mod words;

pub use bot_jobs::{bot_move_off_lock, hint_off_lock};
pub use epochs_store::Notice;
pub use error::TableError;
pub use export::ExportedGame;
pub use registry::{ForGame, GameKind, RegisteredGame};
pub use service::Table;
pub use types::{
    ActionPreview, ApplyOutcome, BotLevel, GameSummary, GameView, LegalAction, LegalGroup, LogLine,
    NewGameRequest, Preview, SeatInfo, SeatKind, DEFAULT_COLOURS, SNAPSHOT_EVERY,
};
