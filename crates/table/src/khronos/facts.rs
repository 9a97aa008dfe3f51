//! Khronos's log as facts: each event as the engine says it, for every device to word in its
//! own language. Nothing here reveals another seat's cards.

use epochs_engine::khronos::Event;

/// One action's events as facts `viewer` may read: each event as the engine says it, except
/// that the cards a seat discarded from its hidden hand are only counted (`discarded` is a
/// number) for anyone but that seat.
pub fn facts(events: &[Event], viewer: Option<u8>) -> Vec<serde_json::Value> {
    events
        .iter()
        .filter_map(|e| {
            let mut fact = serde_json::to_value(e).ok()?;
            let hidden = match e {
                Event::Exchanged {
                    seat, discarded, ..
                }
                | Event::TurnEnded {
                    seat, discarded, ..
                } => (viewer != Some(*seat)).then_some(discarded.total()),
                _ => None,
            };
            if let (Some(n), Some(fields)) = (hidden, fact.as_object_mut()) {
                fields.insert("discarded".into(), n.into());
            }
            Some(fact)
        })
        .collect()
}
