//! Criterion benchmarks: legal-action generation, one action applied, a whole random game.

use criterion::{criterion_group, criterion_main, Criterion};
use epochs_engine::khronos::legal::random_legal;
use epochs_engine::khronos::simulate::random_setup;
use epochs_engine::khronos::{apply, legal_actions, Options, State};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

fn midgame() -> State {
    let setup = random_setup(4, 3, 0, Options::default());
    let mut state = State::new(&setup).expect("setup");
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for _ in 0..60 {
        let legal = legal_actions(&state);
        let a = legal[rng.random_range(0..legal.len())];
        apply(&mut state, &a).expect("legal");
    }
    state
}

fn random_game(seed: u64) -> u32 {
    let setup = random_setup(4, seed, 0, Options::default());
    let mut state = State::new(&setup).expect("setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while !state.finished {
        let legal = legal_actions(&state);
        let a = legal[rng.random_range(0..legal.len())];
        apply(&mut state, &a).expect("legal");
    }
    state.players[0].ecus
}

fn random_game_drawn(seed: u64) -> u32 {
    let setup = random_setup(4, seed, 0, Options::default());
    let mut state = State::new(&setup).expect("setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while let Some(a) = random_legal(&state, &mut rng) {
        apply(&mut state, &a).expect("legal");
    }
    state.players[0].ecus
}

fn benches(c: &mut Criterion) {
    let state = midgame();
    c.bench_function("khronos legal_actions midgame", |b| {
        b.iter(|| legal_actions(black_box(&state)))
    });
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    c.bench_function("khronos random_legal midgame", |b| {
        b.iter(|| random_legal(black_box(&state), &mut rng))
    });
    let legal = legal_actions(&state);
    c.bench_function("khronos apply one action", |b| {
        b.iter(|| {
            let mut s = state.clone();
            apply(&mut s, black_box(&legal[legal.len() / 2])).ok()
        })
    });
    let mut seed = 0;
    c.bench_function("khronos random 4-player game", |b| {
        b.iter(|| {
            seed += 1;
            random_game(seed)
        })
    });
    c.bench_function("khronos random 4-player game, drawn without lists", |b| {
        b.iter(|| {
            seed += 1;
            random_game_drawn(seed)
        })
    });
}

criterion_group!(khronos, benches);
criterion_main!(khronos);
