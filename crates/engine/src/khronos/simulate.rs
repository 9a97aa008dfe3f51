//! Random play with invariant checks after every action (used by `epochs simulate`,
//! `epochs bench` and the property tests).

use super::action::Action;
use super::capture::{position_of, Failure, Reproduction};
use super::state::{Options, Setup, State};
use super::types::{Age, BuildingType, Cards, Footprint, Kind, Square};
use super::{apply, invariants, legal_actions};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub use crate::simulate::{Checks, GameReport};

/// The setup of random game number `game` of a run.
pub fn random_setup(players: usize, seed: u64, game: u64, options: Options) -> Setup {
    Setup {
        players: (1..=players).map(|i| format!("Player {i}")).collect(),
        options,
        map: Default::default(),
        seed: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(game),
    }
}

/// The start of the turn being played and its actions so far, to reproduce a failure.
struct TurnLog {
    start: State,
    actions: Vec<Action>,
}

impl TurnLog {
    fn new(state: &State) -> TurnLog {
        TurnLog {
            start: state.clone(),
            actions: Vec::new(),
        }
    }

    /// Notes an applied action; a new turn starts after the end of one.
    fn record(&mut self, after: &State, action: Action) {
        if matches!(action, Action::EndTurn { .. }) {
            *self = TurnLog::new(after);
        } else {
            self.actions.push(action);
        }
    }

    /// Writes the first failure of a game as a cut-down scenario into the report.
    fn capture(&self, setup: &Setup, action: &Action, failure: Failure, report: &mut GameReport) {
        if report.scenario.is_some() {
            return;
        }
        let mut steps = self.actions.clone();
        steps.push(*action);
        let mut r = Reproduction {
            setup: setup.clone(),
            position: position_of(&self.start),
            steps,
            failure,
        };
        r.minimise();
        let found_by = format!(
            "`epochs simulate` (random play, game seed {}, turn {} of seat {})",
            setup.seed, self.start.turn, self.start.active
        );
        report.scenario = Some(r.scenario(&found_by));
    }
}

/// Plays one game with uniformly random legal actions, checking as asked.
pub fn play_random(setup: &Setup, checks: Checks, max_actions: u64) -> GameReport {
    let mut report = GameReport::default();
    let mut state = match State::new(setup) {
        Ok(s) => s,
        Err(e) => {
            report.violations.push(format!("setup refused: {e}"));
            return report;
        }
    };
    let mut rng = ChaCha8Rng::seed_from_u64(setup.seed ^ 0x5EED);
    let mut turn = TurnLog::new(&state);
    while !state.finished && report.actions < max_actions {
        let legal = legal_actions(&state);
        if legal.is_empty() {
            report
                .violations
                .push("no legal action in a running game".into());
            break;
        }
        if checks.all_legal {
            for a in &legal {
                let mut copy = state.clone();
                if let Err(e) = apply(&mut copy, a) {
                    report
                        .violations
                        .push(format!("listed action {a:?} refused: {e}"));
                    turn.capture(setup, a, Failure::ListedRefused, &mut report);
                }
            }
        }
        for _ in 0..checks.illegal_samples {
            let a = arbitrary_action(&state, &mut rng);
            if legal.contains(&super::legal::canonical(&state, &a)) {
                continue;
            }
            let mut copy = state.clone();
            match apply(&mut copy, &a) {
                Ok(_) => {
                    report
                        .violations
                        .push(format!("unlisted action {a:?} was accepted"));
                    turn.capture(setup, &a, Failure::UnlistedAccepted, &mut report);
                }
                Err(_) if copy != state => report
                    .violations
                    .push(format!("refused action {a:?} changed the state")),
                Err(_) => {}
            }
        }
        let a = legal[rng.random_range(0..legal.len())];
        if let Err(e) = apply(&mut state, &a) {
            report
                .violations
                .push(format!("chosen action {a:?} refused: {e}"));
            break;
        }
        report.actions += 1;
        if checks.invariants {
            let problems = invariants::check(&state);
            if let Some(p) = problems.first() {
                turn.capture(setup, &a, Failure::Invariant(p.clone()), &mut report);
            }
            for p in problems {
                report.violations.push(format!("after {a:?}: {p}"));
            }
            // Every view must convert to JSON values (what front ends receive).
            let viewers = (0..state.seats() as u8).map(Some).chain([None]);
            for viewer in viewers {
                if let Err(e) = serde_json::to_value(super::view(&state, viewer)) {
                    report
                        .violations
                        .push(format!("view for {viewer:?} is not JSON: {e}"));
                }
            }
        }
        turn.record(&state, a);
        if report.violations.len() > 20 {
            break;
        }
    }
    report.finished = state.finished;
    if !state.finished && report.violations.is_empty() {
        report
            .violations
            .push(format!("game not finished after {max_actions} actions"));
    }
    report
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
