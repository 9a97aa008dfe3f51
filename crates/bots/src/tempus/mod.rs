//! Tempus's settings for the bots.

use crate::Tuned;
use epochs_engine::tempus::Tempus;

impl Tuned for Tempus {
    // A Move comes before its tokens' moves: the greedy player judges the two together.
    const GREEDY_LOOKS_AHEAD: bool = true;
}
