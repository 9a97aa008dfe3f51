//! What the browser's benchmark (`scripts/bench-web.sh`) measures inside the WebAssembly:
//! random games played by the engine (the same games as `epochs bench`, so the two speeds
//! compare), and the autosave alone (the store appending an action and committing, as
//! `Table::apply` does before it answers), apart from the rules and the answer around it.

use epochs_engine::simulate::play_fast;
use epochs_store::{ActionRecord, NewGame, Store};
use epochs_table::{ForGame, GameKind, RegisteredGame};
use serde::Serialize;
use std::path::Path;

#[cfg(not(target_arch = "wasm32"))]
use std::time::Instant;
#[cfg(target_arch = "wasm32")]
use web_time::Instant;

/// The players of every benchmark game, and the run's seed: those of `epochs bench`.
pub const BENCH_PLAYERS: usize = 4;
const BENCH_SEED: u64 = 7;

/// Random games played to the end.
#[derive(Clone, Debug, Serialize)]
pub struct GamesRun {
    /// The game's key.
    pub game: &'static str,
    /// Players in each game.
    pub players: usize,
    /// Games played.
    pub games: u64,
    /// Actions played in all.
    pub actions: u64,
    /// How long they took, in seconds.
    pub seconds: f64,
    /// Games per second.
    pub games_per_second: f64,
}

struct Play {
    games: u64,
}

impl ForGame for Play {
    type Output = Result<GamesRun, String>;
    fn run<G: RegisteredGame>(self) -> Result<GamesRun, String> {
        let start = Instant::now();
        let mut actions = 0;
        for g in 0..self.games {
            actions += play_fast::<G>(BENCH_PLAYERS, BENCH_SEED, g)
                .ok_or_else(|| format!("random {} game {g} failed", G::KEY))?;
        }
        let seconds = start.elapsed().as_secs_f64();
        Ok(GamesRun {
            game: G::KEY,
            players: BENCH_PLAYERS,
            games: self.games,
            actions,
            seconds,
            games_per_second: self.games as f64 / seconds.max(1e-9),
        })
    }
}

/// Plays `games` random 4-player games of `game` (a registered game's key) as
/// `epochs bench` does, and times them.
pub fn random_games(game: &str, games: u64) -> Result<GamesRun, String> {
    GameKind::parse(game)?.with(Play { games })
}

/// Autosaves timed one by one.
#[derive(Clone, Debug, Serialize)]
pub struct SavesRun {
    /// Each save's time, in milliseconds, in order.
    pub ms: Vec<f64>,
    /// The median.
    pub median_ms: f64,
    /// The 95th percentile.
    pub p95_ms: f64,
}

/// An action as the table saves it (the size of a construction with its squares and card).
fn action_text(seq: u64) -> String {
    format!(
        r#"{{"kind":"construct","building":{{"type":"castle","size":{}}},"board":{},"squares":[{},{},{}],"card":{}}}"#,
        seq % 4 + 1,
        seq % 3,
        seq % 97,
        (seq + 1) % 97,
        (seq + 12) % 97,
        seq % 31
    )
}

/// A saved-games preview as the table keeps one (about a kilobyte: whose move, the scores,
/// a picture of the board in characters).
fn preview_text(seq: u64) -> String {
    let rows: Vec<String> = (0..12)
        .map(|r| {
            format!(
                "\"{}\"",
                ".#C*".repeat(16).replacen('.', "F", (seq + r) as usize % 8)
            )
        })
        .collect();
    format!(
        r#"{{"turn":{},"to_act":"Anna","scores":[{},{},{},{}],"picture":[{}]}}"#,
        seq / 8 + 1,
        seq,
        seq / 2,
        seq / 3,
        seq / 4,
        rows.join(",")
    )
}

/// Opens the store in `dir` (which must hold no saved games of anyone's: the benchmark's
/// own), creates a game and appends `count` actions to it, timing each append: the save
/// alone, from the start of its transaction to its commit and the high-water mark written.
pub fn autosaves(dir: &Path, count: u64) -> Result<SavesRun, String> {
    let (mut store, _) = Store::open_in(dir).map_err(|e| e.to_string())?;
    let id = store
        .create_game(&NewGame {
            name: "Autosave benchmark".into(),
            // The saved game's kind only labels it here: the store keeps any action as text.
            game: GameKind::ALL.first().map_or("", |g| g.key()).to_string(),
            setup: r#"{"players":4,"seed":7}"#.into(),
            seats: r#"[{"name":"Anna"},{"name":"Ben"},{"name":"Cleo"},{"name":"Dan"}]"#.into(),
            preview: preview_text(0),
        })
        .map_err(|e| e.to_string())?;
    let mut ms = Vec::with_capacity(count as usize);
    for seq in 0..count {
        let action = ActionRecord {
            seat: (seq % 4) as u8,
            action: action_text(seq),
        };
        let preview = preview_text(seq + 1);
        let start = Instant::now();
        store
            .append_action(id, seq, &action, &preview, false)
            .map_err(|e| e.to_string())?;
        ms.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    let mut sorted = ms.clone();
    sorted.sort_by(f64::total_cmp);
    let pick = |q: f64| {
        sorted
            .get(((sorted.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or(0.0)
    };
    Ok(SavesRun {
        median_ms: pick(0.5),
        p95_ms: pick(0.95),
        ms,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plays_the_games_of_epochs_bench() {
        let game = GameKind::ALL[0].key();
        let run = random_games(game, 2).unwrap();
        assert_eq!((run.games, run.players), (2, 4));
        assert!(run.actions > 0);
        assert!(random_games("chess", 1).is_err());
    }

    #[test]
    fn autosaves_are_timed_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let run = autosaves(dir.path(), 5).unwrap();
        assert_eq!(run.ms.len(), 5);
        let (store, _) = Store::open_in(dir.path()).unwrap();
        let games = store.list().unwrap();
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].actions, 5);
    }
}
