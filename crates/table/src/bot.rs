//! What a bot at the table is: a `Thinker` holding one deal consistent with its seat's view,
//! the job it does for a game (`BotJob`), its budget, and its thoughts in words. The jobs
//! themselves are given out and finished by the table (bot_jobs.rs).

use crate::words::capitalised;
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
    /// For a hint: the steps the seat would then take to finish what `first` starts (a
    /// Tempus move's tokens), decided the same way on the same deal; empty for most actions.
    fn steps_after(&self, first: &Thought, cancel: Option<&AtomicBool>) -> Vec<Thought>;
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

/// A bot's suggestion for a person: the action and why, from that seat's view only.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Hint {
    /// The action, as `apply` takes it.
    #[ts(type = "GameAction")]
    pub action: Value,
    /// The action in words, with the steps that finish it.
    pub text: String,
    /// The action and the steps the seat would then take to finish it (a Tempus move's
    /// tokens), in order: *Play it* takes them all.
    #[ts(type = "Array<GameAction>")]
    pub plan: Vec<Value>,
    /// Why, in words: its estimated chance to win, or what it gains.
    pub why: String,
    /// What it would do on the boards and to the points, when that can be told before it is
    /// taken (not for an action that draws or reveals cards).
    pub preview: Option<crate::types::ActionPreview>,
    /// A reason a player can use: what it earns the seat or takes from the others now, then
    /// the bot's estimate.
    pub reason: String,
}

/// `n` of the game's `points` ("1 Ecu", "2 victory points").
fn count(n: i64, points: &str) -> String {
    match points.strip_suffix('s') {
        Some(one) if n == 1 => format!("1 {one}"),
        _ => format!("{n} {points}"),
    }
}

/// A hint's reason in words: what `gains` earns `seat` or takes from the others now (in
/// `points`), then the bot's estimate (`why`); the estimate alone when what the action does
/// cannot be told before it is taken (`gains` is `None`: it draws or reveals cards).
pub fn hint_reason(
    gains: Option<&[i64]>,
    seat: u8,
    names: &[String],
    points: &str,
    why: Why,
) -> String {
    let estimate = why_in_words(why, points);
    let Some(gains) = gains else {
        return format!("{}.", capitalised(vec![estimate]));
    };
    let mut now = Vec::new();
    match gains.get(seat as usize).copied().unwrap_or(0) {
        0 => {}
        g if g > 0 => now.push(format!("it earns you {} now", count(g, points))),
        g => now.push(format!("it costs you {} now", count(-g, points))),
    }
    for (other, g) in gains.iter().enumerate() {
        if other != seat as usize && *g < 0 {
            let name = crate::words::seat_name(names, other as u8);
            now.push(format!("it takes {} from {name}", count(-g, points)));
        }
    }
    if now.is_empty() {
        format!("It changes nobody's {points} at once; {estimate}.")
    } else {
        format!("{}.", capitalised(vec![now.join(" and "), estimate]))
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        vec!["Anna".into(), "Ben".into(), "Cleo".into()]
    }

    #[test]
    fn a_reason_says_what_the_seat_earns_and_what_the_others_lose() {
        let r = hint_reason(Some(&[0, 3, -2]), 1, &names(), "Ecus", Why::Value(0.4));
        assert_eq!(
            r,
            "It earns you 3 Ecus now and it takes 2 Ecus from Cleo; a search of possible \
             futures gives you about a 40% chance to win with it."
        );
        let r = hint_reason(
            Some(&[1, -1]),
            0,
            &names(),
            "victory points",
            Why::Value(0.5),
        );
        assert!(
            r.starts_with(
                "It earns you 1 victory point now and it takes 1 victory point from Ben;"
            ),
            "{r}"
        );
    }

    #[test]
    fn a_reason_without_points_at_stake_says_so_and_gives_the_estimate() {
        let r = hint_reason(Some(&[0, 0]), 0, &names(), "victory points", Why::Gain(1.5));
        assert_eq!(
            r,
            "It changes nobody's victory points at once; gains 1.5 victory points by the \
             bot's count."
        );
        // A hint whose outcome cannot be told before it is taken (it draws cards) claims
        // nothing of it: the estimate alone.
        let r = hint_reason(None, 0, &names(), "Ecus", Why::Value(0.25));
        assert_eq!(
            r,
            "A search of possible futures gives you about a 25% chance to win with it."
        );
    }
}
