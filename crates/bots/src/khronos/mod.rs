//! Khronos's settings for the bots.

use crate::Tuned;
use epochs_engine::khronos::Khronos;

impl Tuned for Khronos {
    // A turn offers hundreds of constructions: a node ranks them once visited twice.
    const SEARCH_RANKS_AFTER: Option<u32> = Some(2);
}
