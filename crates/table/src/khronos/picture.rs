//! Khronos's picture in the saved-games list: the three boards side by side (Might, Faith,
//! Reason, a space between), each square its terrain's letter (`.` plain, `*` forest, `^`
//! mountain, `~` river, `+` neutral building) or the digit of the seat whose building
//! stands there.

use crate::picture::seat_digit;
use epochs_engine::khronos::map::Terrain;
use epochs_engine::khronos::{Age, State};

/// Khronos: the three boards side by side (Might, Faith, Reason, a space between), each
/// square `.` plain, `*` forest, `^` mountain, `~` river, a seat's digit for a building it
/// controls or has populated, `+` for a building of nobody (a Civil building, a ruin).
pub(crate) fn khronos_picture(s: &State) -> Vec<String> {
    let (w, h) = (s.map.width() as usize, s.map.height() as usize);
    let terrain: Vec<char> = (0..w * h)
        .map(|i| match s.map.terrain(s.map.square(i)) {
            Terrain::Plain => '.',
            Terrain::Forest => '*',
            Terrain::Mountain => '^',
            Terrain::River => '~',
        })
        .collect();
    let boards: Vec<Vec<char>> = [Age::Might, Age::Faith, Age::Reason]
        .iter()
        .map(|&age| {
            let mut cells = terrain.clone();
            for b in &s.board(age).buildings {
                let mark = building_owner(b).map_or('+', seat_digit);
                for sq in s.map.squares(b.mask) {
                    if let Some(c) = cells.get_mut(sq.y as usize * w + sq.x as usize) {
                        *c = mark;
                    }
                }
            }
            cells
        })
        .collect();
    (0..h)
        .map(|y| {
            let rows: Vec<String> = boards
                .iter()
                .map(|cells| cells[y * w..(y + 1) * w].iter().collect())
                .collect();
            rows.join(" ")
        })
        .collect()
}

/// Whose a building is in the picture: its controller, else the seat with most cubes on it.
fn building_owner(b: &epochs_engine::khronos::board::Building) -> Option<u8> {
    b.controller.or_else(|| {
        let most = b.cubes.iter().copied().max().filter(|&m| m > 0)?;
        b.cubes.iter().position(|&c| c == most).map(|p| p as u8)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::played;
    use epochs_engine::khronos::Khronos;

    #[test]
    fn a_khronos_picture_has_each_board_and_each_owned_building() {
        let s = played::<Khronos>(400, 7);
        let picture = khronos_picture(&s);
        let (w, h) = (s.map.width() as usize, s.map.height() as usize);
        assert_eq!(picture.len(), h);
        assert!(
            picture.iter().all(|r| r.chars().count() == 3 * w + 2),
            "{picture:?}"
        );
        for (a, age) in [Age::Might, Age::Faith, Age::Reason]
            .into_iter()
            .enumerate()
        {
            for b in &s.board(age).buildings {
                let Some(c) = b.controller else { continue };
                for sq in s.map.squares(b.mask) {
                    let row: Vec<char> = picture[sq.y as usize].chars().collect();
                    assert_eq!(row[a * (w + 1) + sq.x as usize], seat_digit(c));
                }
            }
        }
        assert!(
            picture.concat().chars().any(|c| c.is_ascii_digit()),
            "no building owned: {picture:?}"
        );
    }
}
