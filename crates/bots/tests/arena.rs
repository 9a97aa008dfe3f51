//! The arena's series: a run from game `k` continues a run of `k` games with the same seed,
//! so that two runs together count exactly as one run of all their games.

use epochs_bots::arena::{run, Arena, Report};
use epochs_bots::Player;
use epochs_engine::khronos::Khronos;

fn play(games: u64, first_game: u64) -> Report {
    let arena = Arena {
        players: vec![Player::Greedy, Player::Random],
        games,
        first_game,
        seed: 41,
        jobs: 2,
        search: None,
    };
    run::<Khronos>(&arena, &|_| ()).unwrap()
}

/// Each seat type's (seat-games, wins, total score).
fn totals(r: &Report) -> Vec<(String, u64, f64, f64)> {
    r.types
        .iter()
        .map(|t| {
            let total = t.mean_score * t.seat_games as f64;
            (t.player.clone(), t.seat_games, t.wins, total.round())
        })
        .collect()
}

#[test]
fn a_run_continued_from_game_k_adds_up_to_one_run_of_all_the_games() {
    let whole = play(4, 0);
    let (head, tail) = (play(2, 0), play(2, 2));
    assert_eq!(tail.first_game, 2);
    let joined: Vec<(String, u64, f64, f64)> = totals(&head)
        .into_iter()
        .zip(totals(&tail))
        .map(|(a, b)| (a.0, a.1 + b.1, a.2 + b.2, a.3 + b.3))
        .collect();
    assert_eq!(joined, totals(&whole));
    assert_eq!(whole.types[0].seat_games, 4);
    // The second half is not the first half again.
    assert_ne!(totals(&head), totals(&tail));
}
