//! What both games' random simulators check and report (used by `epochs simulate`,
//! `epochs bench` and the property tests).

use serde::Serialize;

/// What to check while playing.
#[derive(Clone, Copy, Debug)]
pub struct Checks {
    /// Check the game's conservation and legality invariants after every action.
    pub invariants: bool,
    /// Apply every listed legal action to a copy of the state.
    pub all_legal: bool,
    /// Random arbitrary actions tried per step: refused ones must leave the state unchanged,
    /// accepted ones must have been listed as legal.
    pub illegal_samples: u32,
}

impl Checks {
    /// No checks: plain random play (benchmarks).
    pub const NONE: Checks = Checks {
        invariants: false,
        all_legal: false,
        illegal_samples: 0,
    };
    /// Every check.
    pub const ALL: Checks = Checks {
        invariants: true,
        all_legal: true,
        illegal_samples: 4,
    };
}

/// The result of one random game.
#[derive(Clone, Debug, Default, Serialize)]
pub struct GameReport {
    /// Actions applied.
    pub actions: u64,
    /// Problems found, in words.
    pub violations: Vec<String>,
    /// Whether the game reached its end.
    pub finished: bool,
    /// A scenario file that reproduces the first violation, where the game can write one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scenario: Option<serde_json::Value>,
}
