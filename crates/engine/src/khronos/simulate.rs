//! Random play with invariant checks after every action (used by `epochs simulate`,
//! `epochs bench` and the property tests): Khronos's hooks of the simulator (`Simulated`).

use super::action::Action;
use super::state::{Options, Setup, State};
use super::types::{Age, BuildingType, Cards, Footprint, Kind, Square};
use super::{capture, invariants, Khronos};
use crate::simulate::{Failure, Simulated};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

pub use crate::simulate::{Checks, GameReport};

impl Simulated for Khronos {
    const MAX_ACTIONS: u64 = 20_000;
    const PLAYERS: &'static [usize] = &[2, 3, 4, 5];
    fn random_setup(players: usize, seed: u64, game: u64, variants: bool) -> Setup {
        let options = Options {
            holdem: variants && game % 3 == 1,
            discard_all: variants && game % 5 == 2,
        };
        self::random_setup(players, seed, game, options)
    }
    fn invariants(state: &State) -> Vec<String> {
        invariants::check(state)
    }
    fn arbitrary_action(state: &State, rng: &mut ChaCha8Rng) -> Action {
        self::arbitrary_action(state, rng)
    }
    fn ends_turn(action: &Action) -> bool {
        matches!(action, Action::EndTurn { .. })
    }
    fn failure_scenario(
        setup: &Setup,
        turn_start: &State,
        steps: &[Action],
        _game_log: &[Action],
        failure: &Failure,
    ) -> Option<serde_json::Value> {
        Some(capture::failure_scenario(setup, turn_start, steps, failure))
    }
}

/// The setup of random game number `game` of a run.
pub fn random_setup(players: usize, seed: u64, game: u64, options: Options) -> Setup {
    Setup {
        players: (1..=players).map(|i| format!("Player {i}")).collect(),
        options,
        map: Default::default(),
        seed: crate::simulate::game_seed(seed, game),
        position: None,
    }
}

fn random_cards(rng: &mut ChaCha8Rng) -> Cards {
    Cards {
        military: rng.random_range(0..3),
        religious: rng.random_range(0..3),
        civil: rng.random_range(0..3),
    }
}

fn random_footprint(state: &State, rng: &mut ChaCha8Rng) -> Footprint {
    let size = rng.random_range(1..=3u8);
    let fps = state.map.footprints(size);
    if rng.random_bool(0.8) && !fps.is_empty() {
        state.map.footprint(fps[rng.random_range(0..fps.len())])
    } else {
        let sq = random_square(state, rng);
        Footprint::new(&[sq]).unwrap_or_else(|_| state.map.footprint(1))
    }
}

fn random_square(state: &State, rng: &mut ChaCha8Rng) -> Square {
    Square::new(
        rng.random_range(0..=state.map.width()),
        rng.random_range(0..=state.map.height()),
    )
}

/// A random, usually illegal, action.
pub fn arbitrary_action(state: &State, rng: &mut ChaCha8Rng) -> Action {
    let age = Age::ALL[rng.random_range(0..3)];
    let kind = Kind::ALL[rng.random_range(0..3)];
    let building = BuildingType {
        kind,
        size: rng.random_range(1..=3),
    };
    match rng.random_range(0..11) {
        0 => Action::Exchange {
            discard: random_cards(rng),
        },
        1 => Action::Swap {
            give: kind,
            take: Kind::ALL[rng.random_range(0..3)],
        },
        2 => Action::Travel {
            pawn: rng.random_range(0..3),
            to: age,
        },
        3 => Action::Construct {
            age,
            building,
            squares: random_footprint(state, rng),
            extra: random_cards(rng),
        },
        4 => Action::Upgrade {
            age,
            at: random_square(state, rng),
            building,
            squares: random_footprint(state, rng),
            extra: random_cards(rng),
        },
        5 => Action::Demolish {
            age,
            at: random_square(state, rng),
        },
        6 => Action::Populate {
            at: random_square(state, rng),
        },
        7 => Action::Renovate {
            at: random_square(state, rng),
            cards: rng.random_range(0..4),
        },
        8 => Action::EndTurn {
            discard: random_cards(rng),
        },
        9 => Action::ChooseDownsize {
            at: random_square(state, rng),
        },
        _ => Action::PlaceDownsized {
            squares: random_footprint(state, rng),
        },
    }
}
