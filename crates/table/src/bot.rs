//! Bots that fill a seat: flat Monte Carlo over the legal actions. Each candidate is tried
//! from positions where the cards the bot cannot see are dealt at random (`determinize`, so
//! the bot never cheats), then played out at random to the end; the candidate with the best
//! average result for the bot's seat is chosen.

use crate::game::{AnyAction, AnyState};
use epochs_engine::{khronos, tempus};
use rand::seq::{IndexedRandom, SliceRandom};
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

/// A game the bot can play out.
trait Playout: Clone {
    type Action: Copy;
    fn legal(&self, out: &mut Vec<Self::Action>);
    /// A legal action drawn uniformly at random (`buf` is scratch space).
    fn random_action<R: Rng>(
        &self,
        rng: &mut R,
        buf: &mut Vec<Self::Action>,
    ) -> Option<Self::Action> {
        self.legal(buf);
        buf.choose(rng).copied()
    }
    fn play(&mut self, a: &Self::Action) -> bool;
    fn over(&self) -> bool;
    /// 1 for a sole win, shared wins split, plus a little for the seat's share of the score.
    fn value(&self, seat: u8) -> f64;
    fn hidden_dealt<R: Rng>(&self, seat: u8, rng: &mut R) -> Self;
}

fn result_value(winners: &[u8], scores: &[f64], seat: u8) -> f64 {
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

impl Playout for khronos::State {
    type Action = khronos::Action;
    fn legal(&self, out: &mut Vec<khronos::Action>) {
        khronos::legal::legal_actions_into(self, out);
    }
    fn random_action<R: Rng>(
        &self,
        rng: &mut R,
        _buf: &mut Vec<khronos::Action>,
    ) -> Option<khronos::Action> {
        khronos::legal::random_legal(self, rng)
    }
    fn play(&mut self, a: &khronos::Action) -> bool {
        khronos::apply(self, a).is_ok()
    }
    fn over(&self) -> bool {
        self.finished
    }
    fn value(&self, seat: u8) -> f64 {
        let scores: Vec<f64> = self.players.iter().map(|p| p.ecus as f64).collect();
        result_value(&khronos::winners(self), &scores, seat)
    }
    fn hidden_dealt<R: Rng>(&self, seat: u8, rng: &mut R) -> Self {
        khronos::determinize(self, seat, rng)
    }
}

impl Playout for tempus::State {
    type Action = tempus::Action;
    fn legal(&self, out: &mut Vec<tempus::Action>) {
        tempus::legal_actions_into(self, out);
    }
    fn play(&mut self, a: &tempus::Action) -> bool {
        tempus::apply(self, a).is_ok()
    }
    fn over(&self) -> bool {
        self.finished
    }
    fn value(&self, seat: u8) -> f64 {
        let scores: Vec<f64> = tempus::scores(self)
            .into_iter()
            .map(|s| s.max(0) as f64)
            .collect();
        result_value(&tempus::winners(self), &scores, seat)
    }
    fn hidden_dealt<R: Rng>(&self, seat: u8, rng: &mut R) -> Self {
        tempus::determinize(self, seat, rng)
    }
}

/// Plays `state` out at random and returns its value for `seat`.
fn playout<G: Playout, R: Rng>(
    mut state: G,
    seat: u8,
    rng: &mut R,
    buf: &mut Vec<G::Action>,
) -> f64 {
    for _ in 0..PLAYOUT_CAP {
        if state.over() {
            break;
        }
        let Some(a) = state.random_action(rng, buf) else {
            break;
        };
        if !state.play(&a) {
            break;
        }
    }
    state.value(seat)
}

fn choose_in<G: Playout, R: Rng>(
    state: &G,
    seat: u8,
    effort: Effort,
    rng: &mut R,
) -> Option<G::Action> {
    let mut candidates = Vec::new();
    state.legal(&mut candidates);
    if candidates.len() <= 1 {
        return candidates.first().copied();
    }
    candidates.shuffle(rng);
    candidates.truncate(effort.candidates.max(1));
    let mut buf = Vec::new();
    let mut best: Option<(f64, G::Action)> = None;
    for a in candidates {
        let mut total = 0.0;
        for _ in 0..effort.playouts.max(1) {
            let mut s = state.hidden_dealt(seat, rng);
            if !s.play(&a) {
                total = f64::NEG_INFINITY;
                break;
            }
            total += playout(s, seat, rng, &mut buf);
        }
        if best.as_ref().is_none_or(|(v, _)| total > *v) {
            best = Some((total, a));
        }
    }
    best.map(|(_, a)| a)
}

/// The action a bot in `seat` chooses, or `None` when it has none.
pub fn choose<R: Rng>(
    state: &AnyState,
    seat: u8,
    effort: Effort,
    rng: &mut R,
) -> Option<AnyAction> {
    match state {
        AnyState::Khronos(s) => choose_in(s.as_ref(), seat, effort, rng).map(AnyAction::Khronos),
        AnyState::Tempus(s) => choose_in(s.as_ref(), seat, effort, rng).map(AnyAction::Tempus),
    }
}
