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
