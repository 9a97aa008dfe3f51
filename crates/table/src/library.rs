//! The saved-games library: starting, listing, renaming, deleting, exporting and importing
//! games, and the backups of them all.

use crate::error::TableError;
use crate::export::ExportedGame;
use crate::names::checked_name;
use crate::refusal::{ImportRefusal, NamedThing, Refusal};
use crate::registry::GameKind;
use crate::service::{storage, to_json, Open, Table};
use crate::types::{GameSummary, NewGameRequest, SeatInfo, DEFAULT_COLOURS};
use epochs_store::{GameId, GameRecord, NewGame};
use serde_json::Value;

impl Table {
    /// Starts and saves a new game.
    pub fn create(&mut self, req: NewGameRequest) -> Result<GameSummary, TableError> {
        checked_seats(&req.seats)?;
        let mut seats = req.seats;
        for (i, s) in seats.iter_mut().enumerate() {
            s.name = s.name.trim().to_string();
            if s.colour.is_empty() {
                s.colour = DEFAULT_COLOURS.get(i).unwrap_or(&"grey").to_string();
            }
        }
        let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
        let setup = match &req.lesson {
            Some(key) => {
                let lesson = crate::lessons::lesson_file(key)?;
                if lesson.game != req.game {
                    return Err(TableError::bad(format!(
                        "lesson {key:?} is not of {}",
                        req.game.key()
                    )));
                }
                lesson.setup_for(&names)?
            }
            None => serde_json::json!({
                "players": names,
                "options": req.options.unwrap_or_else(|| serde_json::json!({})),
                "map": req.map.unwrap_or_else(|| Value::String(req.game.default_map().into())),
                "seed": req.seed.unwrap_or_else(rand::random),
            }),
        };
        let game = crate::hosted::open(req.game, &setup, None, &[])
            .map_err(|e| TableError::bad(e.to_string()))?;
        let name = match req.name.filter(|n| !n.trim().is_empty()) {
            Some(n) => checked_game_name(&n)?.to_string(),
            // The players' names, numbered when saved games already have them.
            None => {
                let taken: Vec<String> = self.list()?.into_iter().map(|g| g.name).collect();
                unique_name(&names.join(", "), &taken, |n| format!(" ({})", n + 1))
            }
        };
        let id = self.store.create_game(&NewGame {
            name: name.clone(),
            game: req.game.key().to_string(),
            setup: setup.to_string(),
            seats: to_json(&seats)?,
            preview: game.preview(&names).to_string(),
        })?;
        self.open.insert(
            id,
            Open {
                name,
                seats,
                game,
                damaged_at: None,
                snapshot_damaged: None,
                snapshot_at: None,
            },
        );
        self.summary(id)
    }

    /// Every saved game, most recently played first.
    pub fn list(&self) -> Result<Vec<GameSummary>, TableError> {
        self.store.list()?.into_iter().map(summary_of).collect()
    }

    /// One saved game's summary.
    pub fn summary(&self, id: GameId) -> Result<GameSummary, TableError> {
        summary_of(self.store.record(id)?)
    }

    /// The backups of the saved games, newest first.
    pub fn backups(&self) -> Result<Vec<epochs_store::BackupInfo>, TableError> {
        Ok(self.store.backups()?)
    }

    /// Replaces every saved game with those of backup `file` (the present ones are backed up
    /// first); games held open are read again. Returns the ids of the games the restore
    /// removed (ids are never given again: their seat tokens can be revoked for good).
    pub fn restore_backup(&mut self, file: &str) -> Result<Vec<GameId>, TableError> {
        let removed = self.store.restore_backup(file).map_err(|e| {
            TableError::refused(Refusal::CannotRestore {
                detail: e.to_string(),
            })
        })?;
        for id in self.open.keys().copied().collect::<Vec<_>>() {
            self.cancel_thinking(id);
        }
        self.open.clear();
        Ok(removed)
    }

    /// Renames a saved game.
    pub fn rename(&mut self, id: GameId, name: &str) -> Result<(), TableError> {
        let name = checked_game_name(name)?;
        self.store.rename(id, name)?;
        if let Some(o) = self.open.get_mut(&id) {
            o.name = name.to_string();
        }
        Ok(())
    }

    /// Deletes a saved game.
    pub fn delete(&mut self, id: GameId) -> Result<(), TableError> {
        self.store.delete(id)?;
        self.open.remove(&id);
        Ok(())
    }

    /// The game as a JSON document (setup, seats and actions).
    pub fn export(&mut self, id: GameId) -> Result<String, TableError> {
        let open = self.game(id)?;
        let doc = ExportedGame::new(
            open.game.key(),
            &open.name,
            open.seats.clone(),
            open.game.setup().clone(),
            open.game.actions()?,
        );
        serde_json::to_string_pretty(&doc).map_err(storage)
    }

    /// Imports an exported game after replaying it through the rules; a file that is not
    /// ours, is truncated or does not replay legally is refused and nothing is written.
    pub fn import(&mut self, text: &str) -> Result<GameSummary, TableError> {
        let doc = ExportedGame::parse(text)?;
        let import = |e: TableError| match e {
            TableError::Refused { refusal } => TableError::Import {
                refusal: ImportRefusal::Refused { refusal },
            },
            other => other,
        };
        checked_game_name(&doc.name).map_err(import)?;
        checked_seats(&doc.seats).map_err(import)?;
        let kind = GameKind::from_key(&doc.game).map_err(import)?;
        let (game, records) = doc.replay(kind)?;
        let names: Vec<String> = doc.seats.iter().map(|s| s.name.clone()).collect();
        let taken: Vec<String> = self.list()?.into_iter().map(|g| g.name).collect();
        let id = self.store.import_game(
            &NewGame {
                name: copy_name(&doc.name, &taken),
                game: doc.game.clone(),
                setup: doc.setup.to_string(),
                seats: to_json(&doc.seats)?,
                preview: game.preview(&names).to_string(),
            },
            &records,
            game.finished(),
        )?;
        self.summary(id)
    }
}

/// The name of an imported game: its own, or, when a saved game already has it, the same
/// marked as a copy ("Friday (copy)", "Friday (copy 2)"), within the longest name allowed.
fn copy_name(name: &str, taken: &[String]) -> String {
    unique_name(name, taken, |n| {
        if n == 1 {
            " (copy)".to_string()
        } else {
            format!(" (copy {n})")
        }
    })
}

/// `name`, or, when a saved game already has it, the same with the first of `mark(1)`,
/// `mark(2)`... that makes it new, within the longest name allowed.
fn unique_name(name: &str, taken: &[String], mark: impl Fn(u32) -> String) -> String {
    let name = name.trim();
    let room = |mark: &str| MAX_GAME_NAME.saturating_sub(mark.chars().count());
    if !taken.iter().any(|t| t == name) {
        return name.chars().take(room("")).collect();
    }
    (1..=u32::MAX)
        .map(|n| {
            let mark = mark(n);
            format!(
                "{}{mark}",
                name.chars()
                    .take(room(&mark))
                    .collect::<String>()
                    .trim_end()
            )
        })
        .find(|c| !taken.contains(c))
        .unwrap_or_else(|| name.to_string())
}

/// A game's name, trimmed, if it has 1 to `MAX_GAME_NAME` characters and is text to read.
fn checked_game_name(name: &str) -> Result<&str, TableError> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > MAX_GAME_NAME {
        return Err(TableError::refused(Refusal::GameNameLength {
            most: MAX_GAME_NAME as u32,
        }));
    }
    checked_name(name, NamedThing::Game)
}

/// Seats whose names and colours fit (the rules check the players' names of a setup).
fn checked_seats(seats: &[SeatInfo]) -> Result<(), TableError> {
    if seats.len() > 8 {
        return Err(TableError::refused(Refusal::TooManySeats { most: 8 }));
    }
    for s in seats {
        if s.name.chars().count() > MAX_SEAT_NAME || s.colour.chars().count() > MAX_SEAT_NAME {
            return Err(TableError::refused(Refusal::SeatNameLength {
                most: MAX_SEAT_NAME as u32,
            }));
        }
        checked_name(s.name.trim(), NamedThing::Seat)?;
        // A colour left empty is given one; one that is given must be text to read.
        if !s.colour.is_empty() {
            checked_name(&s.colour, NamedThing::Colour)?;
        }
    }
    Ok(())
}

fn summary_of(r: GameRecord) -> Result<GameSummary, TableError> {
    let preview = if r.intact {
        serde_json::from_str(&r.preview).unwrap_or(Value::Null)
    } else {
        // A record failing its checksum: its preview is not trusted.
        Value::Null
    };
    Ok(GameSummary {
        id: r.id,
        name: r.name,
        game: r.game,
        seats: serde_json::from_str(&r.seats).map_err(storage)?,
        actions: r.actions,
        updated_at: r.updated_at,
        finished: r.finished,
        preview,
    })
}

/// Longest game name, in characters.
pub const MAX_GAME_NAME: usize = 80;
/// Longest seat name and colour name, in characters.
pub const MAX_SEAT_NAME: usize = 40;
