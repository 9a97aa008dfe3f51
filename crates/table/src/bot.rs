//! What a bot at the table is: a `Thinker` holding one deal consistent with its seat's view,
//! the job it does for a game (`BotJob`), its budget, and its thoughts in words. The jobs
//! themselves are given out and finished by the table (bot_jobs.rs).

pub use epochs_bots::ismcts::Config as SearchConfig;
use epochs_bots::{ismcts, Player, Why};
use epochs_store::GameId;
use serde::Serialize;
use serde_json::Value;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
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
