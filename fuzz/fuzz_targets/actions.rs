//! Actions of every game (`GameKind::ALL`) decoded from arbitrary bytes and applied against random positions.
//! The first bytes choose the game, the seats, the seed and how far random legal play goes;
//! then each line is an action as JSON, or, when it is not one, picks a legal action by
//! number. Nothing may panic, a legal action is never refused, and a refused action leaves
//! the state as it was.

#![no_main]

use epochs_engine::simulate::Simulated;
use epochs_table::{ForGame, GameKind, RegisteredGame};
use libfuzzer_sys::fuzz_target;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn run<G: Simulated>(data: &[u8]) {
    let [head, seed_lo, seed_hi, steps, rest @ ..] = data else {
        return;
    };
    let players = 2 + usize::from(head >> 1) % 4;
    let seed = u64::from(*seed_lo) | (u64::from(*seed_hi) << 8);
    let setup = G::random_setup(players, seed, u64::from(*head), head & 0x80 != 0);
    let Ok(mut state) = G::setup(&setup) else {
        return;
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..usize::from(*steps) % 48 {
        let Some(action) = G::random_legal(&state, &mut rng) else {
            break;
        };
        assert!(
            G::apply(&mut state, &action).is_ok(),
            "a legal action was refused: {action:?}"
        );
    }
    for line in rest.split(|b| *b == b'\n').take(16) {
        let action = match serde_json::from_slice::<G::Action>(line) {
            Ok(a) => a,
            Err(_) => {
                let legal = G::legal_actions(&state);
                let pick = line.iter().fold(0usize, |n, b| {
                    n.wrapping_mul(31).wrapping_add(usize::from(*b))
                });
                match legal.get(pick % legal.len().max(1)) {
                    Some(a) => *a,
                    None => break,
                }
            }
        };
        let before = state.clone();
        if G::apply(&mut state, &action).is_err() {
            assert!(
                state == before,
                "a refused action changed the state: {action:?}"
            );
        }
        let _ = serde_json::to_string(&G::view(&state, Some(0)));
        let _ = serde_json::to_string(&G::view(&state, None));
    }
}

/// The run, written once for every game of the registry.
struct Actions<'a>(&'a [u8]);

impl ForGame for Actions<'_> {
    type Output = ();
    fn run<G: RegisteredGame>(self) {
        run::<G>(self.0)
    }
}

fuzz_target!(|data: &[u8]| {
    // The first byte chooses the game (with two games, as before: even Khronos, odd Tempus).
    let Some(head) = data.first() else {
        return;
    };
    GameKind::ALL[usize::from(*head) % GameKind::ALL.len()].with(Actions(data));
});
