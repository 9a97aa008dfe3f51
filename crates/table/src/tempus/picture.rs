//! Tempus's picture in the saved-games list: the sea, `.` open sea, `~` lake, a terrain's
//! letter for land, a seat's digit where its tokens or city stand.

use crate::picture::seat_digit;
use epochs_engine::tempus::State;

/// Tempus: the sea, `.` open sea, `~` lake, a terrain's letter for land, a seat's digit
/// where its tokens or city stand.
pub(crate) fn tempus_picture(s: &State) -> Vec<String> {
    let mut rows: Vec<Vec<char>> = s
        .island
        .rows()
        .iter()
        .map(|r| r.chars().collect())
        .collect();
    for (hex, spot) in s.board.spots() {
        if let (Some(owner), Some(row)) = (spot.owner, rows.get_mut(hex.row())) {
            if let Some(c) = row.get_mut(hex.column()) {
                *c = seat_digit(owner);
            }
        }
    }
    rows.into_iter().map(|r| r.into_iter().collect()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::played;
    use epochs_engine::tempus::Tempus;

    #[test]
    fn a_tempus_picture_marks_each_seat_where_it_stands() {
        let s = played::<Tempus>(200, 5);
        let picture: Vec<Vec<char>> = tempus_picture(&s)
            .iter()
            .map(|r| r.chars().collect())
            .collect();
        let island: Vec<Vec<char>> = s
            .island
            .rows()
            .iter()
            .map(|r| r.chars().collect())
            .collect();
        assert_eq!(picture.len(), island.len());
        let owners: std::collections::HashMap<(usize, usize), u8> = s
            .board
            .spots()
            .filter_map(|(h, spot)| Some(((h.row(), h.column()), spot.owner?)))
            .collect();
        assert!(
            !owners.is_empty(),
            "nobody stands anywhere after 200 actions"
        );
        for (y, row) in picture.iter().enumerate() {
            assert_eq!(row.len(), island[y].len());
            for (x, &c) in row.iter().enumerate() {
                match owners.get(&(y, x)) {
                    Some(&o) => assert_eq!(c, seat_digit(o), "{y},{x}"),
                    None => assert_eq!(c, island[y][x], "{y},{x}"),
                }
            }
        }
    }
}
