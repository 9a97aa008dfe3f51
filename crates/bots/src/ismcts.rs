//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley and
//! Whitehouse, "Information Set Monte Carlo Tree Search", 2012).
//!
//! One tree over the bot's information set: each iteration deals the hidden cards anew from
//! the bot's [`Sample`] (`determinize`), walks down the tree choosing by UCB among the
//! children legal in that deal (counting how often each was available), adds one child,
//! plays on at random, and backs up each seat's value to the nodes where that seat moved.
//!
//! Branching is wide (a Khronos turn offers about 400 constructions), so nodes widen
//! progressively: a node visited `n` times has at most `WIDEN_BASE + sqrt(n)` children. The
//! root adds its actions best first by the greedy evaluation averaged over a few deals; in a
//! game that asks for it (`Tuned::SEARCH_RANKS_AFTER`), so do the nodes below it once visited
//! a few times, each by the evaluation of the seat that moves there, so that the tree tries
//! sensible replies and follow-ups first instead of random ones.

use crate::greedy;
use crate::value::{estimated_values, final_values, play_on, Draw};
use crate::Sample;
use crate::Tuned;
use epochs_engine::Game;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
// The browser's clock on wasm32, where std's `Instant::now` panics.
#[cfg(not(target_arch = "wasm32"))]
use std::time::Instant;
#[cfg(target_arch = "wasm32")]
use web_time::Instant;

/// Children a node may have before it is visited at all.
const WIDEN_BASE: f64 = 3.0;

/// Deals of the hidden cards over which the root's actions are ranked before the search.
const ROOT_DEALS: usize = 6;

/// How long and how a search runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    /// Iterations at most (with `time: None`, the search is fully determined by its seed).
    pub iterations: u32,
    /// Wall-clock budget, checked between iterations.
    pub time: Option<Duration>,
    /// UCB exploration constant (values lie in [0, 1]).
    pub exploration: f64,
    /// Random actions played after the tree before the position is judged by the
    /// heuristic (a finished game is judged by its result).
    pub playout_cap: usize,
    /// Stop as soon as the most visited action can no longer be overtaken within the
    /// iterations left (the choice is the same as running them all, only sooner).
    pub stop_when_settled: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            iterations: 1_000,
            time: None,
            exploration: 0.7,
            playout_cap: 200,
            stop_when_settled: true,
        }
    }
}

/// The search's choice and what it thinks of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice<A> {
    /// The action most visited at the root.
    pub action: A,
    /// Its mean value for the bot, in [0, 1] (about its chance to win).
    pub value: f64,
    /// Iterations run.
    pub iterations: u32,
    /// Root actions compared.
    pub compared: usize,
}

struct Node<A> {
    /// The seat that played the action leading here (`u8::MAX` at the root).
    mover: u8,
    children: HashMap<A, usize>,
    /// The children in the order they were added (for a choice that does not depend on
    /// the hash map's order).
    order: Vec<(A, usize)>,
    visits: u32,
    available: u32,
    total: f64,
    /// The mover's actions here, best first by the greedy evaluation, in the order the node
    /// adds them: ranked at the root before the search, below it once visited
    /// `Tuned::SEARCH_RANKS_AFTER` times (on the deal of that visit).
    ranked: Option<Vec<A>>,
}

impl<A> Node<A> {
    fn new(mover: u8) -> Node<A> {
        Node {
            mover,
            children: HashMap::new(),
            order: Vec::new(),
            visits: 0,
            available: 1,
            total: 0.0,
            ranked: None,
        }
    }
}

/// Searches from `sample` for `seat`'s move. `None` when there is no legal action or
/// `cancel` was raised.
pub fn search<G: Tuned>(
    sample: &Sample<G>,
    config: &Config,
    seed: u64,
    cancel: Option<&AtomicBool>,
) -> Option<Choice<G::Action>> {
    let started = Instant::now();
    let root_state = sample.state();
    let seat = sample.seat();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let deals: Vec<G::State> = std::iter::once(root_state.clone())
        .chain((1..ROOT_DEALS).map(|_| G::determinize(root_state, seat, &mut rng)))
        .collect();
    // Without looking ahead: the tree itself looks further, and the ranking stays cheap.
    let root_actions = greedy::ranked_on_deals::<G>(&deals, seat, false, G::heuristic, &mut rng);
    drop(deals);
    let first = root_actions.first()?.0;
    if root_actions.len() == 1 {
        return Some(Choice {
            action: first,
            value: 0.5,
            iterations: 0,
            compared: 1,
        });
    }
    let mut tree: Vec<Node<G::Action>> = vec![Node::new(u8::MAX)];
    tree[0].ranked = Some(root_actions.iter().map(|(a, _)| *a).collect());
    let mut legal = Vec::new();
    let mut untried = Vec::new();
    let mut path = Vec::new();
    let mut done = 0;
    while done < config.iterations.max(1) {
        if cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
            return None;
        }
        if config.time.is_some_and(|t| started.elapsed() >= t) {
            break;
        }
        let mut state = G::determinize(root_state, seat, &mut rng);
        path.clear();
        path.push(0);
        let mut node = 0;
        while let Some(mover) = G::to_act(&state) {
            G::legal_actions_into(&state, &mut legal);
            if legal.is_empty() {
                break;
            }
            let parent_visits = tree[node].visits;
            let log_c = config.exploration;
            untried.clear();
            let mut best: Option<(f64, usize, G::Action)> = None;
            for a in &legal {
                match tree[node].children.get(a).copied() {
                    Some(c) => {
                        let child = &mut tree[c];
                        child.available += 1;
                        let mean = child.total / child.visits.max(1) as f64;
                        let ucb = mean
                            + log_c
                                * ((child.available as f64).ln() / child.visits.max(1) as f64)
                                    .sqrt();
                        if best.as_ref().is_none_or(|(b, _, _)| ucb > *b) {
                            best = Some((ucb, c, *a));
                        }
                    }
                    None => untried.push(*a),
                }
            }
            let allowed = (WIDEN_BASE + (parent_visits as f64).sqrt()).ceil() as usize;
            let existing = legal.len() - untried.len();
            let expand = !untried.is_empty() && (existing < allowed || best.is_none());
            if expand {
                let node_visits = tree[node].visits;
                let rank_here = G::SEARCH_RANKS_AFTER.is_some_and(|after| node_visits >= after);
                if rank_here && tree[node].ranked.is_none() {
                    let order = greedy::ranked_on_deals::<G>(
                        std::slice::from_ref(&state),
                        mover,
                        false,
                        G::heuristic,
                        &mut rng,
                    );
                    tree[node].ranked = Some(order.into_iter().map(|(a, _)| a).collect());
                }
                let action = match &tree[node].ranked {
                    Some(order) => order
                        .iter()
                        .find(|a| !tree[node].children.contains_key(a) && legal.contains(a))
                        .copied()
                        .or_else(|| untried.first().copied()),
                    None => untried.choose(&mut rng).copied(),
                };
                let Some(action) = action else { break };
                if G::apply(&mut state, &action).is_err() {
                    break;
                }
                let child = tree.len();
                tree.push(Node::new(mover));
                tree[node].children.insert(action, child);
                tree[node].order.push((action, child));
                path.push(child);
                break;
            }
            let Some((_, child, action)) = best else {
                break;
            };
            if G::apply(&mut state, &action).is_err() {
                break;
            }
            path.push(child);
            node = child;
        }
        let values = playout::<G>(state, config.playout_cap, &mut rng);
        for &n in &path {
            let node = &mut tree[n];
            node.visits += 1;
            if let Some(v) = values.get(node.mover as usize) {
                node.total += v;
            }
        }
        done += 1;
        if config.stop_when_settled && settled(&tree, config.iterations.saturating_sub(done)) {
            break;
        }
    }
    let root = &tree[0];
    let (action, value) = root
        .order
        .iter()
        .map(|&(a, c)| (a, &tree[c]))
        .max_by(|(_, x), (_, y)| {
            (x.visits, x.total)
                .partial_cmp(&(y.visits, y.total))
                .unwrap_or(std::cmp::Ordering::Equal)
        })
        .map(|(a, n)| (a, n.total / n.visits.max(1) as f64))
        .unwrap_or((first, 0.5));
    Some(Choice {
        action,
        value,
        iterations: done,
        compared: root.order.len(),
    })
}

/// Whether the root's most visited child stays strictly ahead of every other child, tried or
/// not, even if all `remaining` iterations went to that other: an iteration adds one visit
/// to one root child at most.
fn settled<A>(tree: &[Node<A>], remaining: u32) -> bool {
    let (mut first, mut second) = (0u32, 0u32);
    for &(_, c) in &tree[0].order {
        let v = tree[c].visits;
        if v > first {
            second = first;
            first = v;
        } else if v > second {
            second = v;
        }
    }
    first - second > remaining
}

/// Plays `state` on by the game's playout policy for at most `cap` actions, then values it
/// for every seat.
fn playout<G: Game>(mut state: G::State, cap: usize, rng: &mut impl Rng) -> Vec<f64> {
    play_on::<G>(&mut state, cap, Draw::Policy, rng);
    if G::to_act(&state).is_none() {
        final_values::<G>(&state)
    } else {
        estimated_values::<G>(&state)
    }
}
