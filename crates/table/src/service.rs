//! The table service: the saved games, opened into memory as they are played. What it does
//! is split by job: playing a game (play.rs), the saved-games library (library.rs) and the
//! bots' jobs (bot_jobs.rs).

use crate::bot;
use crate::error::TableError;
use crate::hosted::{HostedGame, ReplayError};
use crate::refusal::Refusal;
use crate::registry::GameKind;
use crate::types::{GameView, SeatInfo, SNAPSHOT_EVERY};
use epochs_store::{GameId, Recovery, Store};
use serde::Serialize;
use serde_json::Value;
use std::collections::HashMap;
use std::path::Path;

/// A game held in memory while it is open.
pub(crate) struct Open {
    pub(crate) name: String,
    pub(crate) seats: Vec<SeatInfo>,
    pub(crate) game: Box<dyn HostedGame>,
    /// The first saved action found damaged, if any (the game stands before it).
    pub(crate) damaged_at: Option<u64>,
    /// A snapshot found failing its checksum when the game was read (not used).
    pub(crate) snapshot_damaged: Option<u64>,
    /// The action count of the snapshot the game was read from, if any.
    pub(crate) snapshot_at: Option<u64>,
}

impl Open {
    pub(crate) fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    pub(crate) fn can_undo(&self) -> Option<u8> {
        self.game
            .last()
            .filter(|&(seat, undoable)| undoable && self.game.to_act() == Some(seat))
            .map(|(seat, _)| seat)
    }

    pub(crate) fn view_of(
        &self,
        id: GameId,
        game: &dyn HostedGame,
        viewer: Option<u8>,
        can_undo: Option<u8>,
    ) -> Result<GameView, TableError> {
        Ok(GameView {
            id,
            name: self.name.clone(),
            game: game.key().to_string(),
            seats: self.seats.clone(),
            seq: game.actions_played() as u64,
            to_act: game.to_act(),
            finished: game.finished(),
            can_undo,
            damaged_at: self.damaged_at,
            state: game.view(viewer)?,
        })
    }

    /// Refuses to change a game whose saved log is damaged until the host repairs it.
    pub(crate) fn refuse_if_damaged(&self) -> Result<(), TableError> {
        match self.damaged_at {
            Some(n) => Err(TableError::refused(Refusal::Damaged { from: n + 1 })),
            None => Ok(()),
        }
    }

    pub(crate) fn view(&self, id: GameId, viewer: Option<u8>) -> Result<GameView, TableError> {
        self.view_of(id, self.game.as_ref(), viewer, self.can_undo())
    }
}

/// The application service.
pub struct Table {
    pub(crate) store: Store,
    pub(crate) open: HashMap<GameId, Open>,
    pub(crate) recovery: Option<Recovery>,
    pub(crate) bot_budget: bot::BotBudget,
    /// The cancel flags of bots thinking about each game.
    pub(crate) thinking: HashMap<GameId, Vec<std::sync::Arc<std::sync::atomic::AtomicBool>>>,
}

impl Table {
    /// Opens the table on the saved games in `data_dir` (default: the platform's app-data
    /// directory).
    pub fn open(data_dir: Option<&Path>) -> Result<Table, TableError> {
        let dir = match data_dir {
            Some(d) => d.to_path_buf(),
            None => epochs_store::default_data_dir()?,
        };
        let (store, recovery) = Store::open_with(&dir, &mut crate::salvage::RulesReplayer)?;
        Ok(Table {
            store,
            open: HashMap::new(),
            recovery,
            bot_budget: bot::BotBudget::default(),
            thinking: HashMap::new(),
        })
    }

    /// The folder of the saved games.
    pub fn data_dir(&self) -> &Path {
        self.store.dir()
    }

    /// A damaged database found at opening (or at an earlier opening) and moved aside, with
    /// what was recovered from it, to tell the user about until `dismiss_recovery`.
    pub fn recovery(&self) -> Option<&Recovery> {
        self.recovery.as_ref()
    }

    /// The user has seen the recovery notice: the report is forgotten (the damaged file is
    /// kept where it was set aside).
    pub fn dismiss_recovery(&mut self) -> Result<(), TableError> {
        self.store.dismiss_recovery()?;
        self.recovery = None;
        Ok(())
    }

    /// Notices not yet seen: writes found lost at opening, snapshots that failed their
    /// checksum (the game was replayed from its log).
    pub fn notices(&self) -> Vec<epochs_store::Notice> {
        self.store.notices()
    }

    /// The user has seen the notices.
    pub fn dismiss_notices(&mut self) -> Result<(), TableError> {
        Ok(self.store.dismiss_notices()?)
    }

    /// The keys of the lessons finished with these saved games.
    pub fn lessons_done(&self) -> Result<Vec<String>, TableError> {
        Ok(self.store.lessons_done()?)
    }

    /// Keeps that lesson `key` (one of `lessons::lesson_files`) was finished.
    pub fn lesson_done(&mut self, key: &str) -> Result<(), TableError> {
        crate::lessons::lesson_file(key)?;
        Ok(self.store.mark_lesson_done(key)?)
    }

    /// Records how this process can be reached (the address it serves), for the message a
    /// second program opening the same saved games is refused with.
    pub fn announce(&mut self, reach: &str) -> Result<(), TableError> {
        Ok(self.store.announce(reach)?)
    }

    /// Sets the store's clock (tests move the day forward to see the daily backup taken).
    pub fn set_clock(&mut self, clock: epochs_store::Clock) {
        self.store.set_clock(clock);
    }

    pub(crate) fn game(&mut self, id: GameId) -> Result<&mut Open, TableError> {
        if !self.open.contains_key(&id) {
            let saved = match self.store.load(id) {
                Err(epochs_store::StoreError::DamagedRecord(_)) => self.mend_record(id)?,
                other => other?,
            };
            let loaded = self.open_saved(saved)?;
            self.open.insert(id, loaded);
            self.mend_snapshots(id);
        }
        self.open.get_mut(&id).ok_or(TableError::NotFound { id })
    }

    /// A game whose record failed its checksum, its record taken again from the newest
    /// backup that holds it, with a notice; still refused when no backup does.
    fn mend_record(&mut self, id: GameId) -> Result<epochs_store::SavedGame, TableError> {
        let Some(file) = self.store.mend_record(id)? else {
            return Err(epochs_store::StoreError::DamagedRecord(id).into());
        };
        let saved = self.store.load(id)?;
        let _ = self.store.add_notice(epochs_store::Notice::RecordMended {
            name: saved.record.name.clone(),
            game: id,
            backup: file.to_string(),
        });
        Ok(saved)
    }

    /// Opens a game read from the store: the latest snapshot, then the later actions.
    fn open_saved(&self, saved: epochs_store::SavedGame) -> Result<Open, TableError> {
        let kind = GameKind::from_key(&saved.record.game)?;
        let setup: Value = serde_json::from_str(&saved.record.setup).map_err(storage)?;
        let seats: Vec<SeatInfo> = serde_json::from_str(&saved.record.seats).map_err(storage)?;
        let mut actions = Vec::with_capacity(saved.actions.len());
        for (i, rec) in saved.actions.iter().enumerate() {
            let json: Value =
                serde_json::from_str(&rec.action).map_err(|e| TableError::Storage {
                    message: format!("saved action {} is unreadable: {e}", i + 1),
                })?;
            actions.push((rec.seat, json));
        }
        let snapshot = saved
            .snapshot
            .as_ref()
            .map(|(seq, text)| (*seq as usize, text.as_str()));
        let game =
            crate::hosted::open(kind, &setup, snapshot, &actions).map_err(|e| replay_error(&e))?;
        Ok(Open {
            name: saved.record.name,
            seats,
            game,
            damaged_at: saved.damaged_at,
            snapshot_damaged: saved.snapshot_damaged,
            snapshot_at: saved.snapshot.as_ref().map(|(n, _)| *n),
        })
    }

    /// After a game is read: a snapshot that failed its checksum is dropped, with a notice
    /// (the game was replayed from its log), and a game of many actions with no sound
    /// snapshot near its end gets a fresh one. Best effort: a snapshot only saves time.
    fn mend_snapshots(&mut self, id: GameId) {
        let Some(open) = self.open.get_mut(&id) else {
            return;
        };
        let played = open.game.actions_played() as u64;
        if let Some(seq) = open.snapshot_damaged.take() {
            let _ = self.store.drop_snapshot(id, seq);
            let _ = self
                .store
                .add_notice(epochs_store::Notice::SnapshotIgnored {
                    name: open.name.clone(),
                    after: seq,
                });
        }
        let since = played - open.snapshot_at.unwrap_or(0).min(played);
        if open.damaged_at.is_none() && since >= SNAPSHOT_EVERY {
            if let Ok(state) = open.game.snapshot() {
                if self.store.put_snapshot(id, played, &state).is_ok() {
                    open.snapshot_at = Some(played);
                }
            }
        }
    }

    /// SQLite's integrity check of the store ("ok").
    pub fn integrity_check(&self) -> Result<String, TableError> {
        Ok(self.store.integrity_check()?)
    }

    /// Forgets games held in memory (the next request reads them from the store).
    pub fn forget_cache(&mut self) {
        self.open.clear();
    }
}

pub(crate) fn replay_error(e: &ReplayError) -> TableError {
    TableError::Storage {
        message: format!("the saved game does not replay: {e}"),
    }
}

pub(crate) fn storage(e: serde_json::Error) -> TableError {
    TableError::Storage {
        message: e.to_string(),
    }
}

pub(crate) fn to_json<T: Serialize>(v: &T) -> Result<String, TableError> {
    serde_json::to_string(v).map_err(storage)
}
