//! A small picture of a game's board for the saved-games list: one string per row, one
//! character per square or hex, from the state as everyone sees it.

use epochs_engine::khronos::map::Terrain as KhronosTerrain;
use epochs_engine::khronos::{Age, State as KhronosState};
use epochs_engine::tempus::State as TempusState;

/// Khronos: the three boards side by side (Might, Faith, Reason, a space between), each
/// square `.` plain, `*` forest, `^` mountain, `~` river, a seat's digit for a building it
/// controls or has populated, `+` for a building of nobody (a Civil building, a ruin).
pub fn khronos_picture(s: &KhronosState) -> Vec<String> {
    let (w, h) = (s.map.width() as usize, s.map.height() as usize);
    let terrain: Vec<char> = (0..w * h)
        .map(|i| match s.map.terrain(s.map.square(i)) {
            KhronosTerrain::Plain => '.',
            KhronosTerrain::Forest => '*',
            KhronosTerrain::Mountain => '^',
            KhronosTerrain::River => '~',
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

/// Tempus: the sea, `.` open sea, `~` lake, a terrain's letter for land, a seat's digit
/// where its tokens or city stand.
pub fn tempus_picture(s: &TempusState) -> Vec<String> {
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

fn seat_digit(seat: u8) -> char {
    char::from_digit(u32::from(seat), 10).unwrap_or('?')
}

#[cfg(test)]
mod tests {
    use super::*;
    use epochs_engine::game::Game;
    use epochs_engine::{khronos, tempus};

    /// A game of `G` after up to `actions` legal actions, each the `stride`-th of the list.
    fn played<G: Game>(actions: usize, stride: usize) -> G::State {
        let mut s = G::setup(&G::random_setup(3, 4, 1, false)).expect("a setup");
        for i in 0..actions {
            let legal = G::legal_actions(&s);
            let Some(a) = legal.get(i * stride % legal.len().max(1)) else {
                break;
            };
            G::apply(&mut s, a).expect("a legal action");
        }
        s
    }

    #[test]
    fn a_khronos_picture_has_each_board_and_each_owned_building() {
        let s = played::<khronos::Khronos>(400, 7);
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

    #[test]
    fn a_tempus_picture_marks_each_seat_where_it_stands() {
        let s = played::<tempus::Tempus>(200, 5);
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
