//! Bots at the table. A bot thinks on a copy, without holding the table: `Table::bot_job`
//! takes what it needs under the lock (one deal consistent with the bot seat's view, never
//! the state itself), `BotJob::think` runs with the lock released, and
//! `Table::finish_bot_move` applies the move only if the game is still where the bot saw it
//! (same action count, the seat still a bot's); otherwise the move is dropped and the bot
//! thinks again. Any change to the game raises the job's cancel flag.

use crate::error::TableError;
use crate::service::Table;
use crate::types::ApplyOutcome;
pub use epochs_bots::ismcts::Config as SearchConfig;
use epochs_bots::{ismcts, Player, Why};
use epochs_store::GameId;
use serde::Serialize;
use serde_json::Value;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use ts_rs::TS;

/// What a bot decided: the action as JSON, its words, and why.
#[derive(Clone, Debug)]
pub struct Thought {
    /// The action, as `apply` takes it.
    pub action: Value,
    /// The action in words (a button's label).
    pub label: String,
    /// Why the bot chose it.
    pub why: Why,
}

/// A bot ready to think without the table: it holds one deal consistent with its seat's
/// view (`epochs_bots::Sample`) and its level.
pub trait Thinker: Send {
    /// Decides; `None` when cancelled (or no action is legal).
    fn think(&self, cancel: Option<&AtomicBool>) -> Option<Thought>;
}

/// A bot's move (or a hint) being thought out for `seat` of `game` at action `seq`.
pub struct BotJob {
    /// The game.
    pub game: GameId,
    /// The seat the bot thinks for.
    pub seat: u8,
    /// Actions played when the bot looked (its move is refused if the game moved on).
    pub seq: u64,
    /// Raised when the game changes while the bot thinks.
    pub cancel: Arc<AtomicBool>,
    pub(crate) thinker: Box<dyn Thinker>,
}

impl BotJob {
    /// Thinks (with the table's lock released); `None` once cancelled.
    pub fn think(&self) -> Option<Thought> {
        self.thinker.think(Some(&self.cancel))
    }
}

/// How a bot's search is budgeted at this table.
#[derive(Clone, Copy, Debug, Default)]
pub struct BotBudget {
    /// Replaces every search level's budget (tests and slow devices use less).
    pub search: Option<ismcts::Config>,
}

/// The player and budget of a level at a table.
pub(crate) fn search_for(player: Player, budget: BotBudget) -> Option<ismcts::Config> {
    player.search().map(|own| budget.search.unwrap_or(own))
}

/// A bot's suggestion for a person: the action and why, from that seat's view only.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Hint {
    /// The action, as `apply` takes it.
    #[ts(type = "GameAction")]
    pub action: Value,
    /// The action in words.
    pub text: String,
    /// Why, in words: its estimated chance to win, or what it gains.
    pub why: String,
}

/// `why` in words.
pub fn why_in_words(why: Why, points: &str) -> String {
    match why {
        Why::Random => "picked at random".into(),
        Why::Gain(g) if g.abs() < 0.05 => format!("it loses no {points} now"),
        Why::Gain(g) => format!(
            "{} {:.1} {points} by the bot's count",
            if g >= 0.0 { "gains" } else { "costs" },
            g.abs()
        ),
        Why::Value(v) => format!(
            "a search of possible futures gives you about a {:.0}% chance to win with it",
            100.0 * v.clamp(0.0, 1.0)
        ),
    }
}

/// Tries before a bot whose move keeps going stale gives up.
const STALE_TRIES: usize = 3;

fn locked(table: &Mutex<Table>) -> Result<std::sync::MutexGuard<'_, Table>, TableError> {
    table.lock().map_err(|_| TableError::Storage {
        message: "the table is unavailable after an earlier failure".into(),
    })
}

/// Lets the bot whose move it is in `game` play one action, thinking with the table's lock
/// released (other requests go on meanwhile). A move made stale by a change while it thought
/// is dropped and thought again; a cancelled bot (its seat taken back, the game deleted)
/// answers with the refusal of the changed game.
pub fn bot_move_off_lock(table: &Mutex<Table>, game: GameId) -> Result<ApplyOutcome, TableError> {
    let mut last = TableError::bad("the bot's move kept going stale");
    for _ in 0..STALE_TRIES {
        let job = locked(table)?.bot_job(game)?;
        let thought = job.think();
        let mut t = locked(table)?;
        let Some(thought) = thought else {
            // Cancelled: the game changed; say what stands now (a person's seat, a deleted game).
            t.bot_job(game)?;
            continue;
        };
        match t.finish_bot_move(&job, &thought) {
            Ok(outcome) => return Ok(outcome),
            Err(e @ TableError::Stale { .. }) => last = e,
            Err(e) => return Err(e),
        }
    }
    Err(last)
}

/// What a bot would play for `seat` of `game` now, thought out with the lock released.
pub fn hint_off_lock(table: &Mutex<Table>, game: GameId, seat: u8) -> Result<Hint, TableError> {
    let (job, points) = locked(table)?.hint_job(game, seat)?;
    let thought = job
        .think()
        .ok_or_else(|| TableError::bad("the game changed while the hint was thought out"))?;
    Ok(Hint {
        action: thought.action,
        text: thought.label,
        why: why_in_words(thought.why, points),
    })
}
