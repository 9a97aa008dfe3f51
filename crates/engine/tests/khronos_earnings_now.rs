//! The view's `earnings_now` is what the end of the turn then pays: on turns 4 and 7, the
//! Ecus each seat collects at the end of its turn are, board by board, the view's figures for
//! the boards where its Adventurers stand.

use epochs_engine::khronos::{Action, Event, Khronos};
use epochs_engine::simulate::Simulated;
use epochs_engine::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[test]
fn earnings_now_is_what_the_end_of_the_turn_pays() {
    let mut checked = 0;
    for seed in 0..12u64 {
        let players = 2 + (seed as usize % 4);
        let setup = Khronos::random_setup(players, seed, 0, false);
        let mut state = Khronos::setup(&setup).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some(action) = Khronos::random_legal(&state, &mut rng) {
            let before = Khronos::view(&state, None);
            let seat = Khronos::to_act(&state);
            let events = Khronos::apply(&mut state, &action).unwrap();
            if !matches!(action, Action::EndTurn { .. }) {
                continue;
            }
            for e in &events {
                if let Event::Earned { seat: s, age, ecus } = e {
                    assert_eq!(Some(*s), seat);
                    let expected = before.earnings_now[*s as usize][*age as usize];
                    assert_eq!(
                        *ecus, expected,
                        "seed {seed}, turn {}, {age:?}",
                        before.turn
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 50, "only {checked} earnings checked");
}
