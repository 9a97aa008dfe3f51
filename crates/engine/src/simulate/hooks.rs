//! What random play needs of a game beyond its rules: numbered random setups, the invariants
//! checked after every action, arbitrary (mostly illegal) actions, and a scenario file that
//! reproduces a failure. Each game implements it in its own folder (`khronos/simulate.rs`,
//! `tempus/simulate.rs`), next to the code behind the hooks.

use super::{replay_scenario, Failure};
use crate::game::Game;
use rand_chacha::ChaCha8Rng;

/// The hooks of random play, on top of a game's rules: what the simulator (`play_random`,
/// `play_numbered`), the scenario runner's invariant checks, the bots' arena, `epochs bench`
/// and the fuzz targets need, and the rules themselves do not.
pub trait Simulated: Game {
    /// Most actions a game can take (random play stops there and reports it).
    const MAX_ACTIONS: u64;
    /// The player counts random play covers when none are given.
    const PLAYERS: &'static [usize];
    /// The setup of random game number `game` of a run seeded `seed` (for simulators, tests
    /// and benchmarks): default options, or with `variants` each option turned on by `game`.
    fn random_setup(players: usize, seed: u64, game: u64, variants: bool) -> Self::Setup;
    /// Broken invariants (conservation of pieces, the rules' standing constraints), in words.
    fn invariants(state: &Self::State) -> Vec<String>;
    /// A random, usually illegal, action (for checking that refusals change nothing).
    fn arbitrary_action(state: &Self::State, rng: &mut ChaCha8Rng) -> Self::Action;
    /// Whether `action` ends the acting player's turn (where a reproduction of a failure
    /// found by random play starts).
    fn ends_turn(_action: &Self::Action) -> bool {
        false
    }
    /// A scenario file (docs/scenarios.md) reproducing a failure of random play. `turn_start`
    /// is the state at the start of the turn and `steps` the turn's actions, the offending
    /// one last; `game_log` is every action since the deal, the offending one last. By
    /// default: the setup and the whole log, which replays the game exactly (same seed, same
    /// draws); a game may write something shorter (Khronos: the turn's position, cut down).
    fn failure_scenario(
        setup: &Self::Setup,
        _turn_start: &Self::State,
        _steps: &[Self::Action],
        game_log: &[Self::Action],
        failure: &Failure,
    ) -> Option<serde_json::Value> {
        Some(replay_scenario::<Self>(setup, game_log, failure))
    }
}
