//! The first bot, kept as the level `flat` so that every later bot is compared with it:
//! flat Monte Carlo over a random sample of the legal actions, each tried from fresh deals of
//! the hidden cards and played out at random to the end.

use crate::value::{final_values, play_on, Draw};
use crate::Sample;
use epochs_engine::Game;
use rand::seq::SliceRandom;
use rand::Rng;

/// Candidate actions compared (a random sample of the legal ones).
pub const CANDIDATES: usize = 16;
/// Random playouts per candidate.
pub const PLAYOUTS: usize = 8;
/// Longest random playout, in actions (games end well before; this only bounds the work).
const PLAYOUT_CAP: usize = 4000;

/// Flat Monte Carlo's choice and its mean value.
pub fn choose<G: Game>(sample: &Sample<G>, rng: &mut impl Rng) -> Option<(G::Action, f64)> {
    let seat = sample.seat();
    let mut candidates = G::legal_actions(sample.state());
    if candidates.len() <= 1 {
        return candidates.first().map(|a| (*a, 0.5));
    }
    candidates.shuffle(rng);
    candidates.truncate(CANDIDATES);
    let mut best: Option<(f64, G::Action)> = None;
    for a in candidates {
        let mut total = 0.0;
        for _ in 0..PLAYOUTS {
            let mut s = G::determinize(sample.state(), seat, rng);
            if G::apply(&mut s, &a).is_err() {
                total = f64::NEG_INFINITY;
                break;
            }
            total += playout::<G>(s, seat, rng);
        }
        if best.as_ref().is_none_or(|(v, _)| total > *v) {
            best = Some((total, a));
        }
    }
    best.map(|(total, a)| (a, total / PLAYOUTS as f64))
}

/// Plays `state` out at random and returns its value for `seat`.
fn playout<G: Game>(mut state: G::State, seat: u8, rng: &mut impl Rng) -> f64 {
    play_on::<G>(&mut state, PLAYOUT_CAP, Draw::Uniform, rng);
    final_values::<G>(&state)
        .get(seat as usize)
        .copied()
        .unwrap_or(0.0)
}
