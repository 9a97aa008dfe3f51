//! Bots that fill a seat: flat Monte Carlo over the legal actions. Each candidate is tried
//! from positions where the cards the bot cannot see are dealt at random (`determinize`, so
//! the bot never cheats), then played out at random to the end; the candidate with the best
//! average result for the bot's seat is chosen.

use epochs_engine::Game;
use rand::seq::SliceRandom;
use rand::Rng;

/// How hard a bot thinks.
#[derive(Clone, Copy, Debug)]
pub struct Effort {
    /// At most this many candidate actions are compared (a random sample of the rest).
    pub candidates: usize,
    /// Random playouts per candidate.
    pub playouts: usize,
}

impl Default for Effort {
    fn default() -> Self {
        Effort {
            candidates: 16,
            playouts: 8,
        }
    }
}

/// Longest random playout, in actions (games end well before; this only bounds the work).
const PLAYOUT_CAP: usize = 4000;

/// The value of a finished (or abandoned) game for `seat`: 1 for a sole win, shared wins
/// split, plus a little for the seat's share of the scores.
fn value<G: Game>(state: &G::State, seat: u8) -> f64 {
    let scores: Vec<f64> = G::scores(state)
        .into_iter()
        .map(|s| s.max(0) as f64)
        .collect();
    let winners = G::outcome(state).map(|o| o.winners).unwrap_or_default();
    let win = if winners.contains(&seat) {
        1.0 / winners.len().max(1) as f64
    } else {
        0.0
    };
    let total: f64 = scores.iter().sum();
    let share = match scores.get(seat as usize) {
        Some(s) if total > 0.0 => s / total,
        _ => 0.0,
    };
    win + 0.25 * share
}

/// Plays `state` out at random and returns its value for `seat`.
fn playout<G: Game, R: Rng>(mut state: G::State, seat: u8, rng: &mut R) -> f64 {
    for _ in 0..PLAYOUT_CAP {
        if G::to_act(&state).is_none() {
            break;
        }
        let Some(a) = G::random_legal(&state, rng) else {
            break;
        };
        if G::apply(&mut state, &a).is_err() {
            break;
        }
    }
    value::<G>(&state, seat)
}

/// The action a bot in `seat` chooses in `state`, seeing only what that seat sees: every
/// playout starts from `determinize`, which deals the hidden cards anew.
pub fn choose_in<G: Game, R: Rng>(
    state: &G::State,
    seat: u8,
    effort: Effort,
    rng: &mut R,
) -> Option<G::Action> {
    let mut candidates = G::legal_actions(state);
    if candidates.len() <= 1 {
        return candidates.first().copied();
    }
    candidates.shuffle(rng);
    candidates.truncate(effort.candidates.max(1));
    let mut best: Option<(f64, G::Action)> = None;
    for a in candidates {
        let mut total = 0.0;
        for _ in 0..effort.playouts.max(1) {
            let mut s = G::determinize(state, seat, rng);
            if G::apply(&mut s, &a).is_err() {
                total = f64::NEG_INFINITY;
                break;
            }
            total += playout::<G, R>(s, seat, rng);
        }
        if best.as_ref().is_none_or(|(v, _)| total > *v) {
            best = Some((total, a));
        }
    }
    best.map(|(_, a)| a)
}
