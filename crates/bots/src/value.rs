//! What a position is worth to each seat, in [0, 1].

use epochs_engine::Game;
use rand::Rng;

/// How a playout draws its actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Draw {
    /// Uniformly among the legal actions (the first bot's playouts).
    Uniform,
    /// By the game's playout policy (`Game::playout_action`).
    Policy,
}

/// Plays `state` on for at most `cap` actions (or to the end), drawing each action by `draw`.
pub fn play_on<G: Game>(state: &mut G::State, cap: usize, draw: Draw, rng: &mut impl Rng) {
    for _ in 0..cap {
        if G::to_act(state).is_none() {
            break;
        }
        let action = match draw {
            Draw::Uniform => G::random_legal(state, rng),
            Draw::Policy => G::playout_action(state, rng),
        };
        let Some(a) = action else { break };
        if G::apply(state, &a).is_err() {
            break;
        }
    }
}

/// Weight of the score share in a finished game's value (a win counts 1).
const SHARE_WEIGHT: f64 = 0.2;

/// Each seat's value of a finished game: a sole win is worth 1, a shared win is split, and
/// each seat adds a small part for its share of the scores (so a close loss beats a rout).
/// Scaled into [0, 1].
pub fn final_values<G: Game>(state: &G::State) -> Vec<f64> {
    let scores = G::scores(state);
    let winners = G::outcome(state).map(|o| o.winners).unwrap_or_default();
    let shares = shares(&scores.iter().map(|&s| s as f64).collect::<Vec<_>>());
    (0..scores.len())
        .map(|seat| {
            let win = if winners.contains(&(seat as u8)) {
                1.0 / winners.len() as f64
            } else {
                0.0
            };
            (win + SHARE_WEIGHT * shares[seat]) / (1.0 + SHARE_WEIGHT)
        })
        .collect()
}

/// Each seat's value of an unfinished position, judged by `Game::heuristic`: the seat's
/// chance to be ahead, as a logistic of its lead over the best other seat (in units of a
/// tenth of the mean evaluation, so that it suits Ecus and victory points alike), plus its
/// share.
pub fn estimated_values<G: Game>(state: &G::State) -> Vec<f64> {
    let n = G::seats(state);
    let h: Vec<f64> = (0..n as u8).map(|s| G::heuristic(state, s)).collect();
    let mean = h.iter().map(|v| v.abs()).sum::<f64>() / n.max(1) as f64;
    let scale = 1.0 + 0.1 * mean;
    let shares = shares(&h);
    (0..n)
        .map(|seat| {
            let best_other = h
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != seat)
                .map(|(_, v)| *v)
                .fold(f64::NEG_INFINITY, f64::max);
            let lead = if best_other.is_finite() {
                h[seat] - best_other
            } else {
                0.0
            };
            let ahead = 1.0 / (1.0 + (-lead / scale).exp());
            (ahead + SHARE_WEIGHT * shares[seat]) / (1.0 + SHARE_WEIGHT)
        })
        .collect()
}

/// Each value's share of the (non-negative) total; equal shares when all are zero.
fn shares(values: &[f64]) -> Vec<f64> {
    let clipped: Vec<f64> = values.iter().map(|v| v.max(0.0)).collect();
    let total: f64 = clipped.iter().sum();
    if total <= 0.0 {
        return vec![1.0 / values.len().max(1) as f64; values.len()];
    }
    clipped.iter().map(|v| v / total).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_split_evenly_when_nobody_scored() {
        assert_eq!(shares(&[0.0, 0.0]), vec![0.5, 0.5]);
        assert_eq!(shares(&[3.0, 1.0]), vec![0.75, 0.25]);
    }
}
