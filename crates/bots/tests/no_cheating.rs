//! Bots never cheat: for many positions of both games, the same view and seed with different
//! hidden states behind it (other hands, deck order, face-down tiles) give the same decision
//! at every level, because a bot is handed only a `Sample` dealt from what its seat sees.

mod common;

use epochs_bots::{ismcts, Player, Sample};
use epochs_engine::khronos::Khronos;
use epochs_engine::tempus::Tempus;
use epochs_engine::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Positions of random games (with the rule variants): every `every`-th of `games` games.
fn positions<G: Game>(players: usize, games: u64, every: usize) -> Vec<G::State> {
    common::positions::<G>(players, 11, games, every, true)
}

fn same_decisions_whatever_is_hidden<G: Game>(players: usize) {
    let search = ismcts::Config {
        iterations: 40,
        ..Default::default()
    };
    let mut compared = 0;
    let mut hidden_differed = 0;
    for (i, state) in positions::<G>(players, 4, 37).into_iter().enumerate() {
        let seat = G::to_act(&state).unwrap();
        let view = serde_json::to_value(G::view(&state, Some(seat))).unwrap();
        // The same view with other hidden cards behind it.
        let mut rng = ChaCha8Rng::seed_from_u64(1000 + i as u64);
        let other = G::determinize(&state, seat, &mut rng);
        assert_eq!(
            serde_json::to_value(G::view(&other, Some(seat))).unwrap(),
            view,
            "determinize must keep what the seat sees"
        );
        if other != state {
            hidden_differed += 1;
        }
        let seed = 77 + i as u64;
        for player in [Player::Greedy, Player::Easy, Player::Flat, Player::Medium] {
            let a = player
                .decide_with(
                    &Sample::<G>::new(&state, seat, seed),
                    seed,
                    None,
                    Some(search),
                )
                .unwrap();
            let b = player
                .decide_with(
                    &Sample::<G>::new(&other, seat, seed),
                    seed,
                    None,
                    Some(search),
                )
                .unwrap();
            assert_eq!(a, b, "{player} at position {i} saw the hidden cards");
            compared += 1;
        }
    }
    assert!(compared > 40, "only {compared} decisions compared");
    assert!(
        hidden_differed * 2 > compared / 4,
        "the hidden states should mostly differ ({hidden_differed})"
    );
}

#[test]
fn khronos_bots_decide_the_same_whatever_is_hidden() {
    same_decisions_whatever_is_hidden::<Khronos>(3);
}

#[test]
fn tempus_bots_decide_the_same_whatever_is_hidden() {
    same_decisions_whatever_is_hidden::<Tempus>(3);
}

#[test]
fn a_sample_keeps_nothing_of_the_real_deal_but_the_view() {
    for state in positions::<Khronos>(4, 2, 53) {
        let seat = Khronos::to_act(&state).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let other = Khronos::determinize(&state, seat, &mut rng);
        let a = Sample::<Khronos>::new(&state, seat, 9);
        let b = Sample::<Khronos>::new(&other, seat, 9);
        assert_eq!(a.state(), b.state());
    }
}
