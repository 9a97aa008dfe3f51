//! Random play with every check after every action, for any game (used by `epochs simulate`,
//! `epochs bench`, `scripts/sweep.sh` and the property tests), and the hooks it needs of a
//! game beyond its rules (`Simulated`).

mod hooks;

pub use hooks::Simulated;

use crate::game::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

/// What to check while playing.
#[derive(Clone, Copy, Debug)]
pub struct Checks {
    /// Check the game's conservation and legality invariants, and that every seat's view
    /// serialises, after every action.
    pub invariants: bool,
    /// Apply every listed legal action to a copy of the state.
    pub all_legal: bool,
    /// Random arbitrary actions tried per step: refused ones must leave the state unchanged,
    /// accepted ones must have been listed as legal.
    pub illegal_samples: u32,
}

impl Checks {
    /// No checks: plain random play (benchmarks).
    pub const NONE: Checks = Checks {
        invariants: false,
        all_legal: false,
        illegal_samples: 0,
    };
    /// Every check.
    pub const ALL: Checks = Checks {
        invariants: true,
        all_legal: true,
        illegal_samples: 4,
    };
}

/// The result of one random game.
#[derive(Clone, Debug, Default, Serialize)]
pub struct GameReport {
    /// Actions applied.
    pub actions: u64,
    /// Problems found, in words.
    pub violations: Vec<String>,
    /// Whether the game reached its end.
    pub finished: bool,
    /// A scenario file that reproduces the first violation, where the game can write one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scenario: Option<serde_json::Value>,
}

/// What went wrong at the last action of a failure found by random play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// An invariant (conservation, Rule of Hierarchy) broke after the action; the message.
    Invariant(String),
    /// The action was listed as legal and refused.
    ListedRefused,
    /// The action was accepted but not listed as legal.
    UnlistedAccepted,
}

/// The start of the turn being played and its actions so far, to reproduce a failure.
struct TurnLog<G: Simulated> {
    start: G::State,
    actions: Vec<G::Action>,
    /// Every action since the deal.
    game: Vec<G::Action>,
}

impl<G: Simulated> TurnLog<G> {
    fn new(state: &G::State) -> TurnLog<G> {
        TurnLog {
            start: state.clone(),
            actions: Vec::new(),
            game: Vec::new(),
        }
    }

    /// Notes an applied action; a new turn starts after the end of one.
    fn record(&mut self, after: &G::State, action: G::Action) {
        self.game.push(action);
        if G::ends_turn(&action) {
            self.start = after.clone();
            self.actions.clear();
        } else {
            self.actions.push(action);
        }
    }

    /// Writes the game's first failure as a scenario into the report.
    fn capture(
        &self,
        setup: &G::Setup,
        action: &G::Action,
        failure: Failure,
        report: &mut GameReport,
    ) {
        if report.scenario.is_some() {
            return;
        }
        let mut steps = self.actions.clone();
        steps.push(*action);
        let mut game = self.game.clone();
        game.push(*action);
        report.scenario = G::failure_scenario(setup, &self.start, &steps, &game, &failure);
    }
}

/// Plays random game number `game` of a benchmark (`G::random_setup(players, seed, game)`,
/// its moves drawn from `game`) to the end the fastest way: each action drawn without building
/// the list where the game can (`random_legal`, the same games as picking from the full list),
/// no checks. The number of actions, or `None` when the setup or a drawn action is refused.
/// `epochs bench` and the browser's benchmark (crates/web) both play these games.
pub fn play_fast<G: Simulated>(players: usize, seed: u64, game: u64) -> Option<u64> {
    if !G::DRAWS_WITHOUT_LIST {
        return play_full_list::<G>(players, seed, game);
    }
    let mut state = G::setup(&G::random_setup(players, seed, game, false)).ok()?;
    let mut rng = ChaCha8Rng::seed_from_u64(game);
    let mut actions = 0;
    while let Some(a) = G::random_legal(&state, &mut rng) {
        G::apply(&mut state, &a).ok()?;
        actions += 1;
    }
    Some(actions)
}

/// Plays the same game as `play_fast`, building the full legal-action list before every pick.
pub fn play_full_list<G: Simulated>(players: usize, seed: u64, game: u64) -> Option<u64> {
    let mut state = G::setup(&G::random_setup(players, seed, game, false)).ok()?;
    let mut rng = ChaCha8Rng::seed_from_u64(game);
    let mut actions = 0;
    let mut legal = Vec::new();
    while G::to_act(&state).is_some() {
        G::legal_actions_into(&state, &mut legal);
        if legal.is_empty() {
            break;
        }
        let a = legal[rng.random_range(0..legal.len())];
        G::apply(&mut state, &a).ok()?;
        actions += 1;
    }
    Some(actions)
}

/// The seed of game number `game` of a run seeded `seed` (each game's deal differs).
pub fn game_seed(seed: u64, game: u64) -> u64 {
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(game)
}

/// Plays random game number `game` of a run seeded `seed` (`G::random_setup`), its moves
/// drawn from the game's own seed, checking as asked; the report and the game's seed.
pub fn play_numbered<G: Simulated>(
    players: usize,
    seed: u64,
    game: u64,
    variants: bool,
    checks: Checks,
) -> (GameReport, u64) {
    let setup = G::random_setup(players, seed, game, variants);
    let game_seed = game_seed(seed, game);
    (
        play_random::<G>(&setup, game_seed ^ 0x5EED, checks, G::MAX_ACTIONS),
        game_seed,
    )
}

/// Plays one game of `G` with uniformly random legal actions drawn from `rng_seed`,
/// checking as asked; stops after `max_actions`.
pub fn play_random<G: Simulated>(
    setup: &G::Setup,
    rng_seed: u64,
    checks: Checks,
    max_actions: u64,
) -> GameReport {
    let mut report = GameReport::default();
    let mut state = match G::setup(setup) {
        Ok(s) => s,
        Err(e) => {
            report.violations.push(format!("setup refused: {e}"));
            return report;
        }
    };
    let mut rng = ChaCha8Rng::seed_from_u64(rng_seed);
    // Only a checking run may need to reproduce a failure; plain play (benchmarks) skips the
    // bookkeeping.
    let checking = checks.invariants || checks.all_legal || checks.illegal_samples > 0;
    let mut turn = TurnLog::<G>::new(&state);
    let mut legal = Vec::new();
    while G::to_act(&state).is_some() && report.actions < max_actions {
        G::legal_actions_into(&state, &mut legal);
        if legal.is_empty() {
            report
                .violations
                .push("no legal action in a running game".into());
            break;
        }
        if checks.all_legal {
            for a in &legal {
                if !G::GROUPS.contains(&G::group(a)) {
                    report
                        .violations
                        .push(format!("action {a:?} is in no declared group"));
                }
                let mut copy = state.clone();
                if let Err(e) = G::apply(&mut copy, a) {
                    report
                        .violations
                        .push(format!("listed action {a:?} refused: {e}"));
                    turn.capture(setup, a, Failure::ListedRefused, &mut report);
                }
            }
        }
        for _ in 0..checks.illegal_samples {
            let a = G::arbitrary_action(&state, &mut rng);
            if legal.contains(&G::canonical(&state, &a)) {
                continue;
            }
            let mut copy = state.clone();
            match G::apply(&mut copy, &a) {
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
        if let Err(e) = G::apply(&mut state, &a) {
            report
                .violations
                .push(format!("chosen action {a:?} refused: {e}"));
            break;
        }
        report.actions += 1;
        if checks.invariants {
            let problems = G::invariants(&state);
            if let Some(p) = problems.first() {
                turn.capture(setup, &a, Failure::Invariant(p.clone()), &mut report);
            }
            for p in problems {
                report.violations.push(format!("after {a:?}: {p}"));
            }
            // Every view must convert to JSON values (what front ends receive).
            let viewers = (0..G::seats(&state) as u8).map(Some).chain([None]);
            for viewer in viewers {
                if let Err(e) = serde_json::to_value(G::view(&state, viewer)) {
                    report
                        .violations
                        .push(format!("view for {viewer:?} is not JSON: {e}"));
                }
            }
        }
        if checking {
            turn.record(&state, a);
        }
        if report.violations.len() > 20 {
            break;
        }
    }
    report.finished = G::to_act(&state).is_none();
    if !report.finished && report.violations.is_empty() {
        report
            .violations
            .push(format!("game not finished after {max_actions} actions"));
    }
    report
}

/// A scenario that replays a failed random game from its deal: the setup, every action, the
/// offending one last (applied, then the invariants are checked; an accepted action must be
/// listed, a listed one must apply). It fails until the engine is right.
pub fn replay_scenario<G: Game + ?Sized>(
    setup: &G::Setup,
    game_log: &[G::Action],
    failure: &Failure,
) -> serde_json::Value {
    let what = match failure {
        Failure::Invariant(m) => format!("the invariants hold after the last step (they did not: {m})"),
        Failure::ListedRefused => "the last action, listed as legal, is applied".into(),
        Failure::UnlistedAccepted => {
            "the last action, which the engine accepts, is listed as legal (or refused: then give the step its rule as `error`)".into()
        }
    };
    let steps: Vec<serde_json::Value> = game_log
        .iter()
        .map(|a| serde_json::json!({ "action": a }))
        .collect();
    serde_json::json!({
        "game": G::KEY,
        "name": format!("Random play: {}", match failure {
            Failure::Invariant(m) => m.as_str(),
            Failure::ListedRefused => "a listed action is refused",
            Failure::UnlistedAccepted => "an accepted action is not listed",
        }),
        "description": format!(
            "Found by `epochs simulate`: the game from its deal, {} actions, the offending one last. Expected: {what}.",
            game_log.len()
        ),
        "setup": setup,
        "steps": steps,
    })
}
