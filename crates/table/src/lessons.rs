//! Lessons: short games that teach the rules a move at a time. Each is one file in its game's
//! folder (`src/<game>/lessons/*.json`): a rules scenario (docs/scenarios.md: the position it
//! starts from, the moves the learner makes and what each must do) with, under `lesson`, the
//! keys of its words in the UI's catalogues. A game started from a lesson replays from its
//! position like any saved game (the position is part of its setup, and so is the lesson's
//! key, under `lesson`). A move of the scenario made by another seat than the learner's is the
//! scripted answer of that seat's bot (`scripted_move`).

use crate::error::TableError;
use crate::registry::{ForGame, GameKind, RegisteredGame};
use epochs_engine::scenario::Scenario;
use serde_json::{Map, Value};

include!(concat!(env!("OUT_DIR"), "/lessons.rs"));

/// One lesson file: its game, its key (`<game>-<file name>`) and its text.
#[derive(Clone, Debug)]
pub struct LessonFile {
    /// The game it teaches.
    pub game: GameKind,
    /// Its key, as a request names it.
    pub key: String,
    /// The file's text.
    pub text: &'static str,
}

/// Every lesson, in the order of their files' names (each game's in turn).
pub fn lesson_files() -> Vec<LessonFile> {
    let mut out = Vec::new();
    for (game, stem, text) in LESSON_FILES {
        let Some(kind) = GameKind::ALL.iter().copied().find(|k| k.key() == *game) else {
            continue;
        };
        out.push(LessonFile {
            game: kind,
            key: format!("{game}-{stem}"),
            text,
        });
    }
    out
}

/// The lesson of key `key`.
pub fn lesson_file(key: &str) -> Result<LessonFile, TableError> {
    lesson_files()
        .into_iter()
        .find(|l| l.key == key)
        .ok_or_else(|| TableError::bad(format!("there is no lesson {key:?}")))
}

/// A lesson file's parts: the scenario (without its words) and the setup a game started from
/// it is saved with (the scenario's setup, its position inside, the players' names given).
#[derive(Debug)]
pub struct LessonParts {
    /// The rules scenario the file holds.
    pub scenario: Value,
    /// The keys of its words (`lesson`).
    pub words: Value,
}

impl LessonFile {
    /// The file read as a scenario and its words.
    pub fn parts(&self) -> Result<LessonParts, String> {
        let mut file: Map<String, Value> =
            serde_json::from_str(self.text).map_err(|e| format!("lesson {}: {e}", self.key))?;
        let words = file
            .remove("lesson")
            .ok_or_else(|| format!("lesson {}: no \"lesson\" words", self.key))?;
        Ok(LessonParts {
            scenario: Value::Object(file),
            words,
        })
    }

    /// The setup of a game started from this lesson, with the seats' names `names` (as many as
    /// the lesson's players).
    pub fn setup_for(&self, names: &[String]) -> Result<Value, TableError> {
        let parts = self.parts().map_err(TableError::bad)?;
        let setup = parts.scenario.get("setup").cloned().unwrap_or(Value::Null);
        let players = setup
            .get("players")
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        if players != names.len() {
            return Err(TableError::bad(format!(
                "lesson {} is played by {players} seats, not {}",
                self.key,
                names.len()
            )));
        }
        let mut out = match setup {
            Value::Object(m) => m,
            _ => Map::new(),
        };
        out.insert("players".into(), Value::from(names.to_vec()));
        out.insert(SETUP_KEY.into(), Value::from(self.key.clone()));
        if let Some(position) = parts.scenario.get("position") {
            out.insert("position".into(), position.clone());
        }
        Ok(Value::Object(out))
    }

    /// Plays the lesson through its game's engine as the rules scenario it is: each move is
    /// legal and does what the file says. `Err` says what went wrong and where.
    pub fn check(&self) -> Result<(), String> {
        let parts = self.parts()?;
        self.game.with(RunScenario(parts.scenario.to_string()))
    }
}

/// The key of a setup that names the lesson a game started from (the table's, not the
/// engine's: `hosted` takes it out before the engine reads the setup).
pub const SETUP_KEY: &str = "lesson";

/// The lesson a game of setup `setup` was started from, if any.
pub fn lesson_of(setup: &Value) -> Option<&str> {
    setup.get(SETUP_KEY).and_then(Value::as_str)
}

/// The move the lesson of key `key` scripts for `seat` as move number `seq` of the game
/// (counted from its start), when that move of the lesson is `seat`'s: what its bot plays
/// there instead of thinking. None for the learner's moves and past the lesson's end.
pub fn scripted_move(key: &str, seq: usize, seat: u8) -> Option<Value> {
    let parts = lesson_file(key).ok()?.parts().ok()?;
    let step = parts.scenario.get("steps")?.as_array()?.get(seq)?;
    let step_seat = step.get("seat").and_then(Value::as_u64).unwrap_or(0);
    (step_seat != 0 && step_seat == u64::from(seat))
        .then(|| step.get("action").cloned())
        .flatten()
}

struct RunScenario(String);

impl ForGame for RunScenario {
    type Output = Result<(), String>;
    fn run<G: RegisteredGame>(self) -> Result<(), String> {
        Scenario::<G>::parse(&self.0)?.run()
    }
}
