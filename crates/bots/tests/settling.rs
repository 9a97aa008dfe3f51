//! Stopping a search once its choice is settled: on positions met in seeded random games of
//! both games, the search that stops early chooses exactly what the search that runs every
//! iteration chooses, and it does stop early somewhere.

mod common;

use epochs_bots::{ismcts, Sample, Tuned};
use epochs_engine::khronos::Khronos;
use epochs_engine::simulate::Simulated;
use epochs_engine::tempus::Tempus;

/// Every `every`-th position of `games` random games, where there is a choice to make.
fn positions<G: Simulated>(players: usize, games: u64, every: usize) -> Vec<G::State> {
    common::positions::<G>(players, 21, games, every, false)
        .into_iter()
        .filter(|s| G::legal_actions(s).len() > 1)
        .collect()
}

fn settling_keeps_the_choice<G: Simulated + Tuned>(players: usize, every: usize) {
    let full = ismcts::Config {
        iterations: 200,
        stop_when_settled: false,
        ..Default::default()
    };
    let early = ismcts::Config {
        stop_when_settled: true,
        ..full
    };
    let mut stopped_early = 0;
    let found = positions::<G>(players, 2, every);
    assert!(found.len() >= 8, "only {} positions", found.len());
    for (i, state) in found.iter().enumerate() {
        let seat = G::to_act(state).unwrap();
        let seed = 7 * i as u64 + 1;
        let sample = Sample::<G>::new(state, seat, seed);
        let a = ismcts::search(&sample, &full, seed, None).unwrap();
        let b = ismcts::search(&sample, &early, seed, None).unwrap();
        assert_eq!(
            a.action, b.action,
            "position {i}: the early stop changed the move"
        );
        assert!(b.iterations <= a.iterations);
        if b.iterations < a.iterations {
            stopped_early += 1;
        }
    }
    eprintln!("{stopped_early} of {} stopped early", found.len());
    assert!(
        stopped_early > 0,
        "no search of {} stopped early",
        found.len()
    );
}

#[test]
fn khronos_settled_searches_choose_what_full_searches_choose() {
    settling_keeps_the_choice::<Khronos>(3, 9);
}

#[test]
fn tempus_settled_searches_choose_what_full_searches_choose() {
    settling_keeps_the_choice::<Tempus>(2, 40);
}
