//! What each game sets in its bots: tuning that belongs to the bots, not to the rules
//! (`Tuned`, implemented in each game's folder of this crate).

use epochs_engine::Game;

/// A game's settings for the bots of this crate. The defaults suit a game whose turns offer
/// few actions; each game's folder here sets what its play asks for.
pub trait Tuned: Game {
    /// Whether a greedy player should judge an action together with the best follow-up by the
    /// same seat (for games whose actions come in steps, like Tempus's Move then its tokens'
    /// moves; too costly where a turn offers hundreds of actions).
    const GREEDY_LOOKS_AHEAD: bool = false;
    /// After how many visits a node of a bot's search tree adds its actions best first by
    /// the greedy evaluation of the seat that moves there, instead of at random (the root
    /// always does); `None`: never below the root. Pays where a turn offers hundreds of
    /// actions, most of which only waste it (Khronos's constructions).
    const SEARCH_RANKS_AFTER: Option<u32> = None;
}
