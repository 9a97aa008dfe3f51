//! Positions for the bots' tests, met in seeded random games.

// Each test file uses some of these.
#![allow(dead_code)]

pub mod hidden;

use epochs_engine::simulate::Simulated;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Every `every`-th position of `games` random games of `players` seats, dealt from `seed`
/// (`variants`: with the games' rule variants).
pub fn positions<G: Simulated>(
    players: usize,
    seed: u64,
    games: u64,
    every: usize,
    variants: bool,
) -> Vec<G::State> {
    let mut out = Vec::new();
    for g in 0..games {
        let mut state = G::setup(&G::random_setup(players, seed, g, variants)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(g);
        let mut step = 0;
        while G::to_act(&state).is_some() {
            if step % every == 0 {
                out.push(state.clone());
            }
            let a = G::random_legal(&state, &mut rng).unwrap();
            G::apply(&mut state, &a).unwrap();
            step += 1;
        }
    }
    out
}

/// The first position of each seeded random game (of `players` seats, dealt from `seed`)
/// where `wanted` holds, until `count` are found or `games` games are played.
pub fn first_where<G: Simulated>(
    players: usize,
    seed: u64,
    games: u64,
    count: usize,
    wanted: impl Fn(&G::State) -> bool,
) -> Vec<G::State> {
    let mut found = Vec::new();
    for g in 0..games {
        let mut state = G::setup(&G::random_setup(players, seed, g, false)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(g);
        while G::to_act(&state).is_some() {
            if wanted(&state) {
                found.push(state.clone());
                break;
            }
            let a = G::random_legal(&state, &mut rng).unwrap();
            G::apply(&mut state, &a).unwrap();
        }
        if found.len() >= count {
            break;
        }
    }
    found
}

/// Positions of seeded random games (of `players` seats, dealt from `seed`, with the rule
/// variants) where `wanted` holds, spread out: every `every`-th such position of each game,
/// until `count` are found or `games` games are played.
pub fn spread_where<G: Simulated>(
    players: usize,
    seed: u64,
    games: u64,
    every: usize,
    count: usize,
    wanted: impl Fn(&G::State) -> bool,
) -> Vec<G::State> {
    let mut found = Vec::new();
    for g in 0..games {
        let mut state = G::setup(&G::random_setup(players, seed, g, true)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(g);
        let mut met = 0;
        while G::to_act(&state).is_some() && found.len() < count {
            if wanted(&state) {
                if met % every == 0 {
                    found.push(state.clone());
                }
                met += 1;
            }
            let a = G::random_legal(&state, &mut rng).unwrap();
            G::apply(&mut state, &a).unwrap();
        }
        if found.len() >= count {
            break;
        }
    }
    found
}
