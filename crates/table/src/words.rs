//! Words every game's text uses: a seat's name, and a sentence from its parts.

/// A seat's name, or "Seat N" for a seat the list does not name.
pub(crate) fn seat_name(names: &[String], seat: u8) -> String {
    names
        .get(seat as usize)
        .cloned()
        .unwrap_or_else(|| format!("Seat {}", seat + 1))
}

/// Joins sentence parts with semicolons and capitalises the first letter.
pub(crate) fn capitalised(parts: Vec<String>) -> String {
    let mut s = parts.join("; ");
    if let Some(first) = s.get(0..1) {
        let upper = first.to_uppercase();
        s.replace_range(0..1, &upper);
    }
    s
}
