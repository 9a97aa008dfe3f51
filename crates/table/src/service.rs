//! The table service: saved games opened into memory, each seat's view and legal actions,
//! apply with autosave before answering, undo, the log, replay, bots, export and import.

use crate::bot;
use crate::error::TableError;
use crate::export::ExportedGame;
use crate::game::{seat_name, GameKind, LegalGroup};
use crate::hosted::{HostedGame, ReplayError};
use crate::types::{
    ApplyOutcome, GameSummary, GameView, LogLine, NewGameRequest, SeatInfo, SeatKind,
    DEFAULT_COLOURS, SNAPSHOT_EVERY,
};
use epochs_store::{ActionRecord, GameId, GameRecord, NewGame, Recovery, Store};
use serde::Serialize;
use serde_json::Value;
use std::collections::HashMap;
use std::path::Path;

/// A game held in memory while it is open.
struct Open {
    name: String,
    seats: Vec<SeatInfo>,
    game: Box<dyn HostedGame>,
    /// The first saved action found damaged, if any (the game stands before it).
    damaged_at: Option<u64>,
    /// A snapshot found failing its checksum when the game was read (not used).
    snapshot_damaged: Option<u64>,
    /// The action count of the snapshot the game was read from, if any.
    snapshot_at: Option<u64>,
}

impl Open {
    fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    fn can_undo(&self) -> Option<u8> {
        self.game
            .last()
            .filter(|&(seat, undoable)| undoable && self.game.to_act() == Some(seat))
            .map(|(seat, _)| seat)
    }

    fn view_of(
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
    fn refuse_if_damaged(&self) -> Result<(), TableError> {
        match self.damaged_at {
            Some(n) => Err(TableError::bad(format!(
                "this game's saved log is damaged from action {}: continue from there or export what is left first",
                n + 1
            ))),
            None => Ok(()),
        }
    }

    fn view(&self, id: GameId, viewer: Option<u8>) -> Result<GameView, TableError> {
        self.view_of(id, self.game.as_ref(), viewer, self.can_undo())
    }
}

/// The application service.
pub struct Table {
    store: Store,
    open: HashMap<GameId, Open>,
    recovery: Option<Recovery>,
    bot_budget: bot::BotBudget,
    /// The cancel flags of bots thinking about each game.
    thinking: HashMap<GameId, Vec<std::sync::Arc<std::sync::atomic::AtomicBool>>>,
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

    /// Sets how long bots think (tests and slow devices use less).
    pub fn set_bot_budget(&mut self, budget: bot::BotBudget) {
        self.bot_budget = budget;
    }

    /// Raises the cancel flag of every bot thinking about `id` (the game changed).
    pub fn cancel_thinking(&mut self, id: GameId) {
        for flag in self.thinking.remove(&id).unwrap_or_default() {
            flag.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }

    /// A bot's seed for `seat` at action `seq` of game `id`: from the game's seed, mixed so
    /// that nothing of the deal can be read back from it.
    fn bot_seed(open: &Open, seat: u8, seq: u64) -> u64 {
        let seed = open
            .game
            .setup()
            .get("seed")
            .and_then(Value::as_u64)
            .unwrap_or(0);
        let mut x = seed ^ seq.rotate_left(32) ^ u64::from(seat).rotate_left(17);
        x ^= x >> 31;
        x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x ^ (x >> 29)
    }

    fn thinking_job(
        &mut self,
        id: GameId,
        seat: u8,
        player: epochs_bots::Player,
    ) -> Result<bot::BotJob, TableError> {
        let budget = self.bot_budget;
        let open = self.game(id)?;
        let seq = open.game.actions_played() as u64;
        let seed = Self::bot_seed(open, seat, seq);
        let thinker = open
            .game
            .thinker(seat, player, bot::search_for(player, budget), seed);
        let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let flags = self.thinking.entry(id).or_default();
        // Flags of jobs already finished (no one else holds them) are dropped.
        flags.retain(|f| std::sync::Arc::strong_count(f) > 1);
        flags.push(cancel.clone());
        Ok(bot::BotJob {
            game: id,
            seat,
            seq,
            cancel,
            thinker,
        })
    }

    /// What the bot whose move it is in `id` needs to think without the table (see
    /// `bot::bot_move_off_lock`); refused when the seat to act is not a bot's.
    pub fn bot_job(&mut self, id: GameId) -> Result<bot::BotJob, TableError> {
        let seat = self.bot_job_seat(id)?;
        let level = self
            .game(id)?
            .seats
            .get(seat as usize)
            .and_then(|s| s.level)
            .unwrap_or_default();
        self.thinking_job(id, seat, level.player())
    }

    /// A medium bot's suggestion for `seat`, whose move it must be, and the game's points'
    /// name.
    pub fn hint_job(
        &mut self,
        id: GameId,
        seat: u8,
    ) -> Result<(bot::BotJob, &'static str), TableError> {
        let open = self.game(id)?;
        if open.game.to_act() != Some(seat) {
            return Err(TableError::bad(format!(
                "it is not {}'s move; a hint is for the seat to act",
                seat_name(&open.names(), seat)
            )));
        }
        let points = open.game.points();
        Ok((
            self.thinking_job(id, seat, epochs_bots::Player::Medium)?,
            points,
        ))
    }

    /// Plays what a bot thought out in `job`, if the game is still where it looked and the
    /// seat is still a bot's (else `TableError::Stale`, or the refusal of the changed game).
    pub fn finish_bot_move(
        &mut self,
        job: &bot::BotJob,
        thought: &bot::Thought,
    ) -> Result<ApplyOutcome, TableError> {
        let current = self.bot_job_seat(job.game)?;
        if current != job.seat {
            return Err(TableError::Stale {
                expected: job.seq,
                actual: self.game(job.game)?.game.actions_played() as u64,
            });
        }
        self.apply(job.game, job.seat, &thought.action, Some(job.seq))?;
        let mut outcome = self.outcome(job.game, None, String::new(), job.seq)?;
        outcome.text = outcome
            .log
            .last()
            .map(|l| l.text.clone())
            .unwrap_or_default();
        Ok(outcome)
    }

    /// The bot seat to act in `id`, or the refusal that says why no bot may move.
    fn bot_job_seat(&mut self, id: GameId) -> Result<u8, TableError> {
        let open = self.game(id)?;
        open.refuse_if_damaged()?;
        match open.game.to_act() {
            Some(seat)
                if open
                    .seats
                    .get(seat as usize)
                    .is_some_and(|s| s.kind == SeatKind::Bot) =>
            {
                Ok(seat)
            }
            Some(seat) => Err(TableError::bad(format!(
                "{} is not a bot; the move is theirs to make",
                seat_name(&open.names(), seat)
            ))),
            None => Err(TableError::bad("the game is over")),
        }
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
    pub fn notices(&self) -> Vec<String> {
        self.store.notices()
    }

    /// The user has seen the notices.
    pub fn dismiss_notices(&mut self) -> Result<(), TableError> {
        Ok(self.store.dismiss_notices()?)
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
        let seed = req.seed.unwrap_or_else(rand::random);
        let setup = serde_json::json!({
            "players": names,
            "options": req.options.unwrap_or_else(|| serde_json::json!({})),
            "map": req.map.unwrap_or_else(|| Value::String(req.game.default_map().into())),
            "seed": seed,
        });
        let game = req
            .game
            .open(&setup, None, &[])
            .map_err(|e| TableError::bad(e.message))?;
        let name = match req.name.filter(|n| !n.trim().is_empty()) {
            Some(n) => checked_game_name(&n)?.to_string(),
            None => names.join(", "),
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

    fn game(&mut self, id: GameId) -> Result<&mut Open, TableError> {
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
        let _ = self.store.add_notice(format!(
            "The saved record of “{}” (game {id}) failed its checksum: its setup, name and \
             seats were taken again from the backup {file}. Its actions are checked as ever.",
            saved.record.name
        ));
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
        let game = kind
            .open(&setup, snapshot, &actions)
            .map_err(|e| replay_error(&e))?;
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
            let _ = self.store.add_notice(format!(
                "The saved snapshot of “{}” after action {seq} failed its checksum: it was \
                 ignored and the game was replayed from its log, which is sound.",
                open.name
            ));
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

    /// The backups of the saved games, newest first.
    pub fn backups(&self) -> Result<Vec<epochs_store::BackupInfo>, TableError> {
        Ok(self.store.backups()?)
    }

    /// Replaces every saved game with those of backup `file` (the present ones are backed up
    /// first); games held open are read again. Returns the ids of the games the restore
    /// removed (ids are never given again: their seat tokens can be revoked for good).
    pub fn restore_backup(&mut self, file: &str) -> Result<Vec<GameId>, TableError> {
        let removed = self
            .store
            .restore_backup(file)
            .map_err(|e| TableError::bad(format!("cannot restore: {e}")))?;
        for id in self.open.keys().copied().collect::<Vec<_>>() {
            self.cancel_thinking(id);
        }
        self.open.clear();
        Ok(removed)
    }

    /// Continues a game whose saved log is damaged from its last good action: the damaged
    /// actions and everything after them are dropped from the store.
    pub fn repair(&mut self, id: GameId) -> Result<GameView, TableError> {
        let open = self.game(id)?;
        let Some(keep) = open.damaged_at else {
            return Err(TableError::bad("this game's saved log is not damaged"));
        };
        let preview = open.game.preview(&open.names()).to_string();
        let finished = open.game.finished();
        self.store.truncate(id, keep, &preview, finished)?;
        self.open.remove(&id);
        self.view(id, None)
    }

    /// The game as `viewer` sees it (`None`: a bystander, e.g. the hand-off screen).
    pub fn view(&mut self, id: GameId, viewer: Option<u8>) -> Result<GameView, TableError> {
        self.game(id)?.view(id, viewer)
    }

    /// The legal actions of `seat`, grouped by type (empty when it is not that seat's move).
    pub fn legal(&mut self, id: GameId, seat: u8) -> Result<Vec<LegalGroup>, TableError> {
        let open = self.game(id)?;
        if open.game.to_act() != Some(seat) {
            return Ok(Vec::new());
        }
        open.game.legal_groups()
    }

    /// What `action` of `seat` would do, in public words, before it is taken (nothing saved);
    /// refused with the rule for an illegal action, and for one that would tell hidden cards.
    pub fn preview(&mut self, id: GameId, seat: u8, action: &Value) -> Result<String, TableError> {
        let open = self.game(id)?;
        open.refuse_if_damaged()?;
        open.game.preview_action(seat, action, &open.names())
    }

    /// Whether `seat` may take `action` now; the error says which rule forbids it.
    pub fn check(&mut self, id: GameId, seat: u8, action: &Value) -> Result<(), TableError> {
        let open = self.game(id)?;
        open.game.prepare(seat, action, &open.names()).map(|_| ())
    }

    /// Applies `action` for `seat`, saving it before answering. `expected_seq`, when given,
    /// must be the number of actions the caller's view was made from.
    pub fn apply(
        &mut self,
        id: GameId,
        seat: u8,
        action: &Value,
        expected_seq: Option<u64>,
    ) -> Result<ApplyOutcome, TableError> {
        let open = self.game(id)?;
        open.refuse_if_damaged()?;
        let seq = open.game.actions_played() as u64;
        if let Some(e) = expected_seq {
            if e != seq {
                return Err(TableError::Stale {
                    expected: e,
                    actual: seq,
                });
            }
        }
        let prepared = open.game.prepare(seat, action, &open.names())?;
        let record = ActionRecord {
            seat,
            action: prepared.action.to_string(),
        };
        let text = prepared.text.clone();
        self.store.append_action(
            id,
            seq,
            &record,
            &prepared.preview.to_string(),
            prepared.finished,
        )?;
        let open = self.game(id)?;
        open.game.commit(prepared)?;
        if (seq + 1).is_multiple_of(SNAPSHOT_EVERY) {
            // The action is already saved; a missing snapshot only makes opening slower.
            if let Ok(s) = open.game.snapshot() {
                let _ = self.store.put_snapshot(id, seq + 1, &s);
            }
        }
        self.outcome(id, Some(seat), text, seq)
    }

    /// What `viewer`'s screen shows after a change at action `from`: the view, the legal
    /// actions and the log lines from `from` on.
    fn outcome(
        &mut self,
        id: GameId,
        viewer: Option<u8>,
        text: String,
        from: u64,
    ) -> Result<ApplyOutcome, TableError> {
        let view = self.view(id, viewer)?;
        let legal = match viewer {
            Some(seat) => self.legal(id, seat)?,
            None => Vec::new(),
        };
        let open = self.game(id)?;
        let names = open.names();
        let log = open.game.log(&names, viewer, from)?;
        Ok(ApplyOutcome {
            text,
            view,
            legal,
            log_from: from,
            log,
        })
    }

    /// Lets the bot whose move it is play one action, thinking while holding the table (the
    /// app and the LAN host use `bot::bot_move_off_lock` instead), saved like any other. The
    /// answer is in bystander words and view: nothing of the bot's hand.
    pub fn bot_move(&mut self, id: GameId) -> Result<ApplyOutcome, TableError> {
        let job = self.bot_job(id)?;
        let thought = job
            .think()
            .ok_or_else(|| TableError::bad("the bot has no legal action"))?;
        self.finish_bot_move(&job, &thought)
    }

    /// Takes back `seat`'s last action: only its own, within its turn, never across a card
    /// draw, a reveal or another seat's action.
    pub fn undo(&mut self, id: GameId, seat: u8) -> Result<ApplyOutcome, TableError> {
        let open = self.game(id)?;
        open.refuse_if_damaged()?;
        let Some((last_seat, undoable)) = open.game.last() else {
            return Err(TableError::Undo {
                reason: "nothing has been played yet".into(),
            });
        };
        if last_seat != seat {
            return Err(TableError::Undo {
                reason: "the last action was another player's".into(),
            });
        }
        if !undoable {
            return Err(TableError::Undo {
                reason: "cards were drawn or revealed since; that cannot be taken back".into(),
            });
        }
        if open.game.to_act() != Some(seat) {
            return Err(TableError::Undo {
                reason: "another player must act now; the action can no longer be taken back"
                    .into(),
            });
        }
        let keep = open.game.actions_played() - 1;
        let earlier = open.game.fold(keep)?;
        let names = open.names();
        let preview = earlier.preview(&names).to_string();
        let finished = earlier.finished();
        self.store.truncate(id, keep as u64, &preview, finished)?;
        let open = self.game(id)?;
        open.game = earlier;
        self.outcome(id, Some(seat), String::new(), keep as u64)
    }

    /// The game log in words, as `viewer` may read it.
    pub fn log(&mut self, id: GameId, viewer: Option<u8>) -> Result<Vec<LogLine>, TableError> {
        let open = self.game(id)?;
        let names = open.names();
        open.game.log(&names, viewer, 0)
    }

    /// The game after its first `step` actions, as `viewer` sees it (replay).
    pub fn replay(
        &mut self,
        id: GameId,
        step: u64,
        viewer: Option<u8>,
    ) -> Result<GameView, TableError> {
        let open = self.game(id)?;
        let earlier = open
            .game
            .fold(usize::try_from(step).unwrap_or(usize::MAX))?;
        open.view_of(id, earlier.as_ref(), viewer, None)
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

    /// Hands `seat` to a bot (of `level`, else the seat's own or medium) or back to a person,
    /// mid-game as well; saved at once.
    pub fn set_seat_kind(
        &mut self,
        id: GameId,
        seat: u8,
        kind: SeatKind,
        level: Option<crate::types::BotLevel>,
    ) -> Result<GameSummary, TableError> {
        let open = self.game(id)?;
        let mut seats = open.seats.clone();
        let Some(s) = seats.get_mut(seat as usize) else {
            return Err(TableError::bad(format!(
                "game {id} has no seat {}",
                u16::from(seat) + 1
            )));
        };
        s.kind = kind;
        if level.is_some() {
            s.level = level;
        }
        let json = to_json(&seats)?;
        self.store.set_seats(id, &json)?;
        if let Some(o) = self.open.get_mut(&id) {
            o.seats = seats;
        }
        self.summary(id)
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
        let import = |e: TableError| TableError::Import {
            message: e.to_string(),
        };
        checked_game_name(&doc.name).map_err(import)?;
        checked_seats(&doc.seats).map_err(import)?;
        let kind = GameKind::from_key(&doc.game).map_err(|e| TableError::Import {
            message: e.to_string(),
        })?;
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

    /// SQLite's integrity check of the store ("ok").
    pub fn integrity_check(&self) -> Result<String, TableError> {
        Ok(self.store.integrity_check()?)
    }

    /// Forgets games held in memory (the next request reads them from the store).
    pub fn forget_cache(&mut self) {
        self.open.clear();
    }
}

/// The name of an imported game: its own, or, when a saved game already has it, the same
/// marked as a copy ("Friday (copy)", "Friday (copy 2)"), within the longest name allowed.
fn copy_name(name: &str, taken: &[String]) -> String {
    let name = name.trim();
    if !taken.iter().any(|t| t == name) {
        return name.to_string();
    }
    (1..)
        .map(|n| {
            let mark = if n == 1 {
                " (copy)".to_string()
            } else {
                format!(" (copy {n})")
            };
            let room = MAX_GAME_NAME.saturating_sub(mark.chars().count());
            format!(
                "{}{mark}",
                name.chars().take(room).collect::<String>().trim_end()
            )
        })
        .find(|c| !taken.contains(c))
        .unwrap_or_else(|| name.to_string())
}

/// Longest game name, in characters.
pub const MAX_GAME_NAME: usize = 80;
/// Longest seat name and colour name, in characters.
pub const MAX_SEAT_NAME: usize = 40;

/// A game's name, trimmed, if it has 1 to `MAX_GAME_NAME` characters.
fn checked_game_name(name: &str) -> Result<&str, TableError> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > MAX_GAME_NAME {
        return Err(TableError::bad(format!(
            "a game's name has 1 to {MAX_GAME_NAME} characters"
        )));
    }
    Ok(name)
}

/// Seats whose names and colours fit (the rules check the players' names of a setup).
fn checked_seats(seats: &[SeatInfo]) -> Result<(), TableError> {
    if seats.len() > 8 {
        return Err(TableError::bad("a game has at most 8 seats"));
    }
    for s in seats {
        if s.name.chars().count() > MAX_SEAT_NAME || s.colour.chars().count() > MAX_SEAT_NAME {
            return Err(TableError::bad(format!(
                "a seat's name and colour have at most {MAX_SEAT_NAME} characters"
            )));
        }
    }
    Ok(())
}

fn replay_error(e: &ReplayError) -> TableError {
    TableError::Storage {
        message: format!("the saved game does not replay: {e}"),
    }
}

fn storage(e: serde_json::Error) -> TableError {
    TableError::Storage {
        message: e.to_string(),
    }
}

fn to_json<T: Serialize>(v: &T) -> Result<String, TableError> {
    serde_json::to_string(v).map_err(storage)
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
