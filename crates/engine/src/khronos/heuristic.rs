//! How well a seat stands in Khronos, in Ecus: what bots' searches rank their actions and
//! judge cut-off playouts by, and the simpler count of the greedy sparring partner.

use super::earnings;
use super::table;
use super::types::{Age, Seat};
use super::State;

/// `seat`'s Ecus plus what it would collect at each of its earnings still to come (K15), as
/// the boards stand now, plus a little for each card in hand (cards build what earns later).
///
/// An earning pays only the boards where the seat's Adventurers stand, at most two: the next
/// one counts the best two boards less the journeys (K11) needed to stand on them, the later
/// ones the best two boards (there is time to travel before them).
pub fn heuristic(state: &State, seat: Seat) -> f64 {
    let Some(player) = state.players.get(seat as usize) else {
        return 0.0;
    };
    let to_come = earnings_to_come(state, seat);
    let mut next = 0.0;
    let mut later = 0.0;
    if to_come > 0 {
        let pays = Age::ALL.map(|age| f64::from(earnings::earnings(state, seat, age)));
        (next, later) = best_boards(&pays, player.pawns);
    }
    let later_count = to_come.saturating_sub(1) as f64;
    player.ecus as f64 + next + later_count * later + 0.3 * player.hand.total() as f64
}

/// The greedy player's evaluation: `seat`'s Ecus plus what every board would pay it, counted
/// at each earnings of turns 4 and 7 not yet over, plus a little per card. It is the simple
/// count the bots' goals were first measured against, kept as it is so that the sparring
/// partner stays the same: it counts all three boards, not only the two where the seat's
/// Adventurers can stand, so it never travels to collect (the searches use `heuristic`).
pub fn greedy_evaluation(state: &State, seat: Seat) -> f64 {
    let Some(player) = state.players.get(seat as usize) else {
        return 0.0;
    };
    let to_come = table::EARNING_TURNS
        .iter()
        .filter(|&&t| t > state.turn || (t == state.turn && !state.finished))
        .count() as f64;
    let per_earning: u32 = Age::ALL
        .iter()
        .map(|&age| earnings::earnings(state, seat, age))
        .sum();
    player.ecus as f64 + to_come * f64::from(per_earning) + 0.3 * player.hand.total() as f64
}

/// How many of `seat`'s earnings (the ends of its turns 4 and 7) are still to come.
fn earnings_to_come(state: &State, seat: Seat) -> usize {
    if state.finished {
        return 0;
    }
    let n = state.seats() as u32;
    let position = |s: Seat| (u32::from(s) + n - u32::from(state.first)) % n.max(1);
    let played_this_round = position(seat) < position(state.active);
    table::EARNING_TURNS
        .iter()
        .filter(|&&t| t > state.turn || (t == state.turn && !played_this_round))
        .count()
}

/// For the boards' pay `pays` (by age) and Adventurers standing on `pawns`: the best pay of
/// at most two boards less the journeys needed to stand on them, and the best pay of two
/// boards wherever the Adventurers stand.
fn best_boards(pays: &[f64; 3], pawns: [Age; 2]) -> (f64, f64) {
    let travel = f64::from(table::TRAVEL_COST);
    let mut reached = f64::NEG_INFINITY;
    let mut best = f64::NEG_INFINITY;
    for a in Age::ALL {
        for b in Age::ALL {
            let pay = if a == b {
                pays[a.index()]
            } else {
                pays[a.index()] + pays[b.index()]
            };
            let journeys = u32::from(pawns[0] != a) + u32::from(pawns[1] != b);
            reached = reached.max(pay - travel * f64::from(journeys));
            best = best.max(pay);
        }
    }
    (reached, best)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_earning_counts_the_journeys_to_the_best_boards() {
        // Might pays 5, Faith 3, Reason 4; both Adventurers in Might.
        let pays = [5.0, 3.0, 4.0];
        let (next, later) = best_boards(&pays, [Age::Might, Age::Might]);
        // Might and Reason (9) less one journey.
        assert_eq!(next, 8.0);
        assert_eq!(later, 9.0);
        // Already on Might and Reason: nothing to pay.
        assert_eq!(best_boards(&pays, [Age::Reason, Age::Might]), (9.0, 9.0));
    }

    #[test]
    fn a_journey_that_does_not_pay_for_itself_is_not_counted() {
        // Faith pays 1 more than nothing: not worth a journey from a second pawn in Might.
        let pays = [6.0, 1.0, 0.0];
        assert_eq!(best_boards(&pays, [Age::Might, Age::Might]), (6.0, 7.0));
    }

    #[test]
    fn an_earning_already_collected_this_round_is_not_to_come() {
        let setup = super::super::simulate::random_setup(3, 1, 0, Default::default());
        let Ok(mut state) = State::new(&setup) else {
            panic!("the setup is valid");
        };
        state.turn = 4;
        state.first = 0;
        state.active = 1;
        // Seat 0 has ended its turn 4 (and collected); seats 1 and 2 have not.
        assert_eq!(earnings_to_come(&state, 0), 1);
        assert_eq!(earnings_to_come(&state, 1), 2);
        assert_eq!(earnings_to_come(&state, 2), 2);
        state.turn = 7;
        assert_eq!(earnings_to_come(&state, 0), 0);
        assert_eq!(earnings_to_come(&state, 2), 1);
        state.finished = true;
        assert_eq!(earnings_to_come(&state, 2), 0);
    }

    #[test]
    fn two_boards_at_most_and_one_pay_per_board() {
        let pays = [2.0, 2.0, 2.0];
        assert_eq!(best_boards(&pays, [Age::Faith, Age::Faith]).1, 4.0);
        assert_eq!(best_boards(&pays, [Age::Faith, Age::Faith]).0, 3.0);
    }
}
