//! Pieces both games' scenario runners share.

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
