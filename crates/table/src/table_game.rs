//! What the table needs of a game beyond its rules (`epochs_engine::Game`): words for the log
//! and the buttons, the places an action changed, and its part of the saved-games list. Each
//! game implements it in its own folder of this crate.

use epochs_engine::Game;
use serde::Serialize;

/// What the table needs of a game beyond its rules: words for the log and the buttons, and
/// a summary for the saved-games list; and its settings for the bots that sit at the table
/// (`epochs_bots::Tuned`).
pub trait TableGame:
    Game<View: ts_rs::TS, Action: ts_rs::TS, Event: ts_rs::TS> + epochs_bots::Tuned
{
    /// The map a new game uses when the request names none.
    const DEFAULT_MAP: &'static str;
    /// The game's options as a setup names them (for the generated TypeScript types).
    type Options: ts_rs::TS;
    /// One action's events as facts `viewer` may read, for each device to put into its own
    /// words: the events the log tells (bookkeeping left out), with the cards of a hand the
    /// viewer does not hold counted instead of named.
    fn facts(events: &[Self::Event], viewer: Option<u8>) -> Vec<serde_json::Value>;
    /// The places on the boards one action's events changed (public: no hidden cards).
    fn marks(events: &[Self::Event]) -> Vec<crate::marks::Mark>;
    /// The game's own part of what the saved-games list shows (turn, scores...).
    type Preview: Serialize + ts_rs::TS;
    /// The game's own part of the saved-games list's summary of `state`.
    fn preview(state: &Self::State) -> Self::Preview;
    /// A small picture of the board, one string per row, for the saved-games list.
    fn picture(state: &Self::State) -> Vec<String>;
    /// Whether what `action` would do may be told before it is taken: never for an action
    /// that draws or reveals a card, which would tell the deck's order.
    fn previewable(action: &Self::Action) -> bool;
    /// Whether a hint for `action` goes on to the steps the same seat then takes to finish it
    /// (Tempus's *Move people*: which tokens go where), so that it says the whole move.
    fn hint_goes_on(_action: &Self::Action) -> bool {
        false
    }
    /// Whether `action` is one of those steps (a token moved, the move finished).
    fn hint_step(_action: &Self::Action) -> bool {
        false
    }
}
