//! Tempus's log as facts: each event as the engine says it, for every device to word in its
//! own language.

use epochs_engine::tempus::Event;

/// One action's events as facts: every event the log tells (the turn's bookkeeping left out).
/// Tempus events carry no hidden card, so every viewer reads the same facts.
pub fn facts(events: &[Event]) -> Vec<serde_json::Value> {
    events
        .iter()
        .filter(|e| {
            !matches!(
                e,
                Event::TurnStarted { .. } | Event::TileSpent { .. } | Event::DecisionAsked { .. }
            )
        })
        .filter_map(|e| serde_json::to_value(e).ok())
        .collect()
}
