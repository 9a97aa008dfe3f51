//! The greedy player: the action with the best immediate evaluation
//! (`Game::greedy_evaluation`: Ecus now and at the earnings to come, victory points and
//! progress), judged on the bot's own sample. Ties go to an action that ends the turn
//! (nothing spent for nothing), then at random. The searches rank their actions the same way
//! by `Game::heuristic`.

use crate::Sample;
use crate::Tuned;
use epochs_engine::Game;
use rand::seq::SliceRandom;
use rand::Rng;

/// How a seat judges a state: `Game::greedy_evaluation` or `Game::heuristic`.
pub type Evaluation<G> = fn(&<G as Game>::State, u8) -> f64;

/// Every legal action of `seat` in `state` with what it gains by the greedy player's
/// evaluation, best first.
pub fn ranked<G: Tuned>(state: &G::State, seat: u8, rng: &mut impl Rng) -> Vec<(G::Action, f64)> {
    ranked_on_deals::<G>(
        std::slice::from_ref(state),
        seat,
        G::GREEDY_LOOKS_AHEAD,
        G::greedy_evaluation,
        rng,
    )
}

/// Most actions for which a greedy player looks one action further (beyond, the follow-ups
/// would cost too long: Tempus's Babies on many hexes).
const LOOK_AHEAD_UP_TO: usize = 60;

/// Every action of `seat` legal in the first of `deals` (states that differ only in what
/// `seat` cannot see), with its mean gain over the deals, best first: an action that wins
/// whatever the hidden cards ranks above one that wins only on some, each state judged by
/// `evaluate`. With `look_ahead`, an action is judged with the best next action of the same
/// seat.
pub fn ranked_on_deals<G: Game>(
    deals: &[G::State],
    seat: u8,
    look_ahead: bool,
    evaluate: Evaluation<G>,
    rng: &mut impl Rng,
) -> Vec<(G::Action, f64)> {
    let Some(first) = deals.first() else {
        return Vec::new();
    };
    let mut actions = G::legal_actions(first);
    actions.shuffle(rng);
    let look_ahead = look_ahead && actions.len() <= LOOK_AHEAD_UP_TO;
    let gain = |state: &G::State, a: &G::Action| -> Option<f64> {
        let mut next = state.clone();
        G::apply(&mut next, a).ok()?;
        let mut after = evaluation::<G>(&next, seat, evaluate);
        if look_ahead && G::to_act(&next) == Some(seat) {
            after = after.max(best_follow_up::<G>(&next, seat, evaluate));
        }
        Some(after - evaluate(state, seat))
    };
    let mut out: Vec<(G::Action, f64)> = actions
        .into_iter()
        .filter_map(|a| {
            let gains: Vec<f64> = deals.iter().filter_map(|d| gain(d, &a)).collect();
            if gains.is_empty() {
                return None;
            }
            Some((a, gains.iter().sum::<f64>() / gains.len() as f64))
        })
        .collect();
    out.sort_by(|x, y| y.1.partial_cmp(&x.1).unwrap_or(std::cmp::Ordering::Equal));
    out
}

/// What a game won is worth over any count of points.
const WIN_BONUS: f64 = 1000.0;

/// `seat`'s evaluation of `state` by `evaluate`, and once the game is over, its share of the
/// win above all.
fn evaluation<G: Game>(state: &G::State, seat: u8, evaluate: Evaluation<G>) -> f64 {
    let won = G::outcome(state).map_or(0.0, |o| {
        if o.winners.contains(&seat) {
            WIN_BONUS / o.winners.len() as f64
        } else {
            0.0
        }
    });
    evaluate(state, seat) + won
}

/// The best evaluation `seat` reaches with one more action from `state`.
fn best_follow_up<G: Game>(state: &G::State, seat: u8, evaluate: Evaluation<G>) -> f64 {
    let actions = G::legal_actions(state);
    if actions.len() > LOOK_AHEAD_UP_TO {
        return f64::NEG_INFINITY;
    }
    actions
        .iter()
        .filter_map(|a| {
            let mut next = state.clone();
            G::apply(&mut next, a).ok()?;
            Some(evaluation::<G>(&next, seat, evaluate))
        })
        .fold(f64::NEG_INFINITY, f64::max)
}

/// The greedy choice and its gain; with `noise` in (0, 1], that share of the time a legal
/// action at random instead (the easy level).
pub fn choose<G: Tuned>(
    sample: &Sample<G>,
    noise: f64,
    rng: &mut impl Rng,
) -> Option<(G::Action, f64)> {
    if noise > 0.0 && rng.random_bool(noise.min(1.0)) {
        let a = G::random_legal(sample.state(), rng)?;
        return Some((a, 0.0));
    }
    ranked::<G>(sample.state(), sample.seat(), rng)
        .into_iter()
        .next()
}
