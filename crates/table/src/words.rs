//! A seat's name, for the saved-games list and the table's refusals.

/// A seat's name, or "Seat N" for a seat the list does not name.
pub(crate) fn seat_name(names: &[String], seat: u8) -> String {
    names
        .get(seat as usize)
        .cloned()
        .unwrap_or_else(|| format!("Seat {}", seat + 1))
}
