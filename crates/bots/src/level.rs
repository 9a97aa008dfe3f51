//! The kinds of player a seat can have, each with its budget, and the one entry point that
//! makes any of them decide.

use crate::Tuned;
use crate::{flat, greedy, ismcts, Sample};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// A player that can fill a seat: the levels offered in the app, and the sparring partners
/// of the arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// A legal action uniformly at random.
    Random,
    /// The best immediate evaluation.
    Greedy,
    /// The first bot (flat Monte Carlo), for comparison.
    Flat,
    /// Greedy with some noise.
    Easy,
    /// ISMCTS with a short budget.
    Medium,
    /// ISMCTS with up to 0.85 s (the ranking of the root included).
    Hard,
}

/// Share of the easy level's moves played at random.
const EASY_NOISE: f64 = 0.25;

impl Player {
    /// Every player, in the order the arena and the help list them.
    pub const ALL: [Player; 6] = [
        Player::Random,
        Player::Greedy,
        Player::Flat,
        Player::Easy,
        Player::Medium,
        Player::Hard,
    ];

    /// The name used on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::Greedy => "greedy",
            Player::Flat => "flat",
            Player::Easy => "easy",
            Player::Medium => "medium",
            Player::Hard => "hard",
        }
    }

    /// The search budget of the ISMCTS levels.
    pub fn search(self) -> Option<ismcts::Config> {
        let base = ismcts::Config::default();
        match self {
            Player::Medium => Some(ismcts::Config {
                iterations: 1_500,
                time: Some(Duration::from_millis(250)),
                ..base
            }),
            Player::Hard => Some(ismcts::Config {
                iterations: 8_000,
                time: Some(Duration::from_millis(850)),
                ..base
            }),
            _ => None,
        }
    }

    /// Chooses `sample`'s seat's action, seeded by `seed`. `None` when no action is legal
    /// or `cancel` was raised.
    pub fn decide<G: Tuned>(
        self,
        sample: &Sample<G>,
        seed: u64,
        cancel: Option<&AtomicBool>,
    ) -> Option<Decision<G::Action>> {
        self.decide_with(sample, seed, cancel, self.search())
    }

    /// As `decide`, with the search budget given (for tests and benchmarks that must not
    /// depend on the clock).
    pub fn decide_with<G: Tuned>(
        self,
        sample: &Sample<G>,
        seed: u64,
        cancel: Option<&AtomicBool>,
        search: Option<ismcts::Config>,
    ) -> Option<Decision<G::Action>> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (action, why) = match self {
            Player::Random => (G::random_legal(sample.state(), &mut rng)?, Why::Random),
            Player::Greedy | Player::Easy => {
                let noise = if self == Player::Easy {
                    EASY_NOISE
                } else {
                    0.0
                };
                let (a, gain) = greedy::choose(sample, noise, &mut rng)?;
                (a, Why::Gain(gain))
            }
            Player::Flat => {
                let (a, value) = flat::choose(sample, &mut rng)?;
                (a, Why::Value(value))
            }
            Player::Medium | Player::Hard => {
                let config = search.unwrap_or_default();
                let choice = ismcts::search(sample, &config, seed, cancel)?;
                (choice.action, Why::Value(choice.value))
            }
        };
        Some(Decision { action, why })
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Player {
    type Err = String;
    fn from_str(s: &str) -> Result<Player, String> {
        Player::ALL
            .into_iter()
            .find(|p| p.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = Player::ALL.iter().map(|p| p.name()).collect();
                format!("unknown player {s:?}: one of {}", names.join(", "))
            })
    }
}

/// Why a bot chose its action.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Why {
    /// Picked at random.
    Random,
    /// Gains this much by the game's evaluation (Ecus, victory points).
    Gain(f64),
    /// Its estimated value for the bot, in [0, 1] (about its chance to win).
    Value(f64),
}

/// A bot's decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision<A> {
    /// The action.
    pub action: A,
    /// Why.
    pub why: Why,
}
