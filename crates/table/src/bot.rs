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

/// What a bot decided: the action as JSON, and why.
#[derive(Clone, Debug)]
pub struct Thought {
    /// The action, as `apply` takes it.
    pub action: Value,
    /// Why the bot chose it.
    pub why: Why,
}

/// A bot ready to think without the table: it holds one deal consistent with its seat's
/// view (`epochs_bots::Sample`) and its level.
pub trait Thinker: Send {
    /// Decides; `None` when cancelled (or no action is legal).
    fn think(&self, cancel: Option<&AtomicBool>) -> Option<Thought>;
    /// For a hint: the steps the seat would then take to finish what `first` starts (a
    /// Tempus move's tokens), decided the same way on the same deal; empty for most actions.
    fn steps_after(&self, first: &Thought, cancel: Option<&AtomicBool>) -> Vec<Thought>;
}

/// A bot whose move is written out: a lesson's scripted answer (`lessons::scripted_move`).
pub(crate) struct Scripted(pub(crate) Value);

impl Thinker for Scripted {
    fn think(&self, cancel: Option<&AtomicBool>) -> Option<Thought> {
        if cancel.is_some_and(|c| c.load(std::sync::atomic::Ordering::Relaxed)) {
            return None;
        }
        Some(Thought {
            action: self.0.clone(),
            // Nothing was weighed: the lesson chose the move.
            why: Why::Random,
        })
    }

    fn steps_after(&self, _first: &Thought, _cancel: Option<&AtomicBool>) -> Vec<Thought> {
        Vec::new()
    }
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

    /// Thinks out a hint: its action and the steps that finish it (see
    /// `Thinker::steps_after`); `None` once cancelled.
    pub fn think_plan(&self) -> Option<Vec<Thought>> {
        let first = self.think()?;
        let mut plan = self.thinker.steps_after(&first, Some(&self.cancel));
        plan.insert(0, first);
        Some(plan)
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

/// How the bot came to a hint, for each device to put into words.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Estimate {
    /// Picked at random.
    Random,
    /// Gains this many of the game's points by the bot's count (negative: it costs them).
    Gain {
        /// The points.
        points: f64,
    },
    /// A search of possible futures gives about this chance to win with it (0 to 1).
    Chance {
        /// The chance.
        chance: f64,
    },
}

impl From<Why> for Estimate {
    fn from(why: Why) -> Estimate {
        match why {
            Why::Random => Estimate::Random,
            Why::Gain(points) => Estimate::Gain { points },
            Why::Value(v) => Estimate::Chance {
                chance: v.clamp(0.0, 1.0),
            },
        }
    }
}

/// A bot's suggestion for a person: the action and why, from that seat's view only, as facts
/// each device words itself (the actions' labels, the points at stake, the estimate).
#[derive(Clone, Debug, Serialize, TS)]
pub struct Hint {
    /// The action, as `apply` takes it.
    #[ts(type = "GameAction")]
    pub action: Value,
    /// The action and the steps the seat would then take to finish it (a Tempus move's
    /// tokens), in order: *Play it* takes them all.
    #[ts(type = "Array<GameAction>")]
    pub plan: Vec<Value>,
    /// How the bot came to it.
    pub estimate: Estimate,
    /// What it would do on the boards and to the points, when that can be told before it is
    /// taken (not for an action that draws or reveals cards).
    pub preview: Option<crate::types::ActionPreview>,
}
