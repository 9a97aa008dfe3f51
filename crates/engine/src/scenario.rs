//! Pieces both games' scenario runners share.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Compares an expected value, when one is given, with the actual one.
pub fn eq<T: PartialEq + std::fmt::Debug>(
    want: Option<T>,
    got: T,
    what: &str,
) -> Result<(), String> {
    match want {
        Some(w) if w != got => Err(format!("{what}: expected {w:?}, got {got:?}")),
        _ => Ok(()),
    }
}

/// Checks that `expected` (when a step names a seat) is the seat to act.
pub fn check_seat(place: &str, expected: Option<u8>, to_act: Option<u8>) -> Result<(), String> {
    match (expected, to_act) {
        (Some(want), Some(got)) if want != got => Err(format!(
            "{place}: expected seat {want} to act, but it is seat {got}'s turn"
        )),
        (Some(want), None) => Err(format!(
            "{place}: expected seat {want} to act, but no one is to act (the game is over)"
        )),
        _ => Ok(()),
    }
}

/// Reads a field whose `null` means something: absent stays `None` (through
/// `#[serde(default)]`), `null` becomes `Some(None)`.
pub fn present_or_null<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    Option::<T>::deserialize(d).map(Some)
}

/// Whether `actual` has every field of `want` with the same value (lists: same length,
/// element by element).
pub fn matches(want: &Value, actual: &Value) -> bool {
    match (want, actual) {
        (Value::Object(w), Value::Object(a)) => w.iter().all(|(k, v)| {
            a.get(k).is_some_and(|x| matches(v, x)) || (v.is_null() && !a.contains_key(k))
        }),
        (Value::Array(w), Value::Array(a)) => {
            w.len() == a.len() && w.iter().zip(a).all(|(x, y)| matches(x, y))
        }
        _ => want == actual,
    }
}

/// Checks that every event described in `want` is among those an action caused.
pub fn check_events<E: Serialize>(events: &[E], want: &[Value]) -> Result<(), String> {
    let actual: Vec<Value> = events
        .iter()
        .filter_map(|e| serde_json::to_value(e).ok())
        .collect();
    for w in want {
        if !actual.iter().any(|a| matches(w, a)) {
            return Err(format!(
                "expected an event like {w}; the events were {}",
                Value::Array(actual.clone())
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::check_seat;

    #[test]
    fn seat_messages_name_the_seat_to_act() {
        assert!(check_seat("step 1", Some(1), Some(1)).is_ok());
        assert!(check_seat("step 1", None, Some(0)).is_ok());
        assert_eq!(
            check_seat("step 2", Some(1), Some(0)).unwrap_err(),
            "step 2: expected seat 1 to act, but it is seat 0's turn"
        );
        assert!(check_seat("step 3", Some(0), None)
            .unwrap_err()
            .contains("no one is to act"));
    }
}
