//! Lessons: short games that teach the rules a move at a time. Each is one file in its game's
//! folder (`src/<game>/lessons/*.json`): a rules scenario (docs/scenarios.md: the position it
//! starts from, the moves the learner makes and what each must do) with, under `lesson`, the
//! keys of its words in the UI's catalogues. A game started from a lesson replays from its
//! position like any saved game (the position is part of its setup).

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

struct RunScenario(String);

impl ForGame for RunScenario {
    type Output = Result<(), String>;
    fn run<G: RegisteredGame>(self) -> Result<(), String> {
        Scenario::<G>::parse(&self.0)?.run()
    }
}
