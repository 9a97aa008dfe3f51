//! The table: the one service every front end (Tauri app, CLI, LAN host) calls.
//!
//! It creates, lists, opens and resumes saved games; gives each seat its view and its legal
//! actions; applies an action for the seat that must act, saving it before answering;
//! undoes within the rules of fair play; tells the game log in words; replays; exports and
//! imports. A game is its setup plus its action log: the state is always a fold of the log.

pub mod api;
pub mod bot;
mod error;
mod export;
mod game;
mod khronos_text;
mod tempus_text;

pub use error::TableError;
pub use export::ExportedGame;
pub use game::{AnyAction, AnyEvents, AnyState, GameKind, LegalAction, LegalGroup};

use epochs_store::{ActionRecord, GameId, GameRecord, NewGame, Recovery, Store};
use rand::SeedableRng;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::HashMap;
use std::path::Path;

/// A snapshot of the state is saved every this many actions.
pub const SNAPSHOT_EVERY: u64 = 50;

/// Player colours offered by default, in seat order.
pub const DEFAULT_COLOURS: [&str; 5] = ["red", "blue", "green", "yellow", "purple"];

/// Who plays a seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    /// A person at the table.
    #[default]
    Human,
    /// A bot.
    Bot,
}

/// A seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatInfo {
    /// Display name.
    pub name: String,
    /// Colour name (the UI adds a letter and a pattern).
    #[serde(default)]
    pub colour: String,
    /// Human or bot.
    #[serde(default)]
    pub kind: SeatKind,
}

/// A request to start a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewGameRequest {
    /// Which game.
    pub game: GameKind,
    /// Display name (default: the players' names).
    #[serde(default)]
    pub name: Option<String>,
    /// Seats in turn order.
    pub seats: Vec<SeatInfo>,
    /// Game options (Khronos: `{"holdem": bool, "discard_all": bool}`; Tempus:
    /// `{"atlantis": bool}`).
    #[serde(default)]
    pub options: Value,
    /// The map (Khronos: omitted for the default map, or rows of a text grid; Tempus:
    /// `"placed"` (default) or `"random"`, or rows of terrain letters).
    #[serde(default)]
    pub map: Value,
    /// Seed of the game's random generator (default: a fresh random one).
    #[serde(default)]
    pub seed: Option<u64>,
}

/// A saved game in a list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameSummary {
    /// Id.
    pub id: GameId,
    /// Name.
    pub name: String,
    /// Game key.
    pub game: String,
    /// Seats.
    pub seats: Vec<SeatInfo>,
    /// Actions played.
    pub actions: u64,
    /// Unix milliseconds of the last action.
    pub updated_at: i64,
    /// Finished.
    pub finished: bool,
    /// Turn, whose move, winners...
    pub preview: Value,
}

/// A game as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameView {
    /// Id.
    pub id: GameId,
    /// Name.
    pub name: String,
    /// Game key.
    pub game: String,
    /// Seats.
    pub seats: Vec<SeatInfo>,
    /// Actions in the log (the position's number, for stale checks).
    pub seq: u64,
    /// The seat that must act.
    pub to_act: Option<u8>,
    /// Game over.
    pub finished: bool,
    /// The seat that may undo its last action now, if any.
    pub can_undo: Option<u8>,
    /// The engine's view for this viewer.
    pub state: Value,
}

/// The answer to an applied action.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ApplyOutcome {
    /// What happened, in words, for the acting seat.
    pub text: String,
    /// The new view for the acting seat.
    pub view: GameView,
}

/// One line of the game log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogLine {
    /// Action number (0-based).
    pub seq: u64,
    /// Who acted.
    pub seat: u8,
    /// What happened.
    pub text: String,
}

struct Logged {
    seat: u8,
    action: AnyAction,
}

/// A game held in memory while it is open.
struct Live {
    kind: GameKind,
    name: String,
    seats: Vec<SeatInfo>,
    setup: Value,
    state: AnyState,
    log: Vec<Logged>,
    /// Events of each logged action, computed when the log is first read.
    events: Option<Vec<AnyEvents>>,
}

impl Live {
    fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    fn can_undo(&self) -> Option<u8> {
        self.log
            .last()
            .filter(|l| l.action.undoable() && self.state.to_act() == Some(l.seat))
            .map(|l| l.seat)
    }

    fn view(&self, id: GameId, viewer: Option<u8>) -> Result<GameView, TableError> {
        Ok(GameView {
            id,
            name: self.name.clone(),
            game: self.kind.key().to_string(),
            seats: self.seats.clone(),
            seq: self.log.len() as u64,
            to_act: self.state.to_act(),
            finished: self.state.finished(),
            can_undo: self.can_undo(),
            state: self.state.view(viewer)?,
        })
    }

    /// Folds setup and the first `upto` actions, with their events.
    fn fold(&self, upto: usize) -> Result<(AnyState, Vec<AnyEvents>), TableError> {
        let mut state = AnyState::setup(self.kind, &self.setup)?;
        let mut events = Vec::with_capacity(upto);
        for (i, l) in self.log.iter().take(upto).enumerate() {
            let e = state.apply(&l.action).map_err(|e| TableError::Storage {
                message: format!("the saved game does not replay at action {}: {e}", i + 1),
            })?;
            events.push(e);
        }
        Ok((state, events))
    }
}

/// The application service.
pub struct Table {
    store: Store,
    live: HashMap<GameId, Live>,
    recovery: Option<Recovery>,
    bot_effort: bot::Effort,
}

impl Table {
    /// Opens the table on the saved games in `data_dir` (default: the platform's app-data
    /// directory).
    pub fn open(data_dir: Option<&Path>) -> Result<Table, TableError> {
        let dir = match data_dir {
            Some(d) => d.to_path_buf(),
            None => epochs_store::default_data_dir()?,
        };
        let (store, recovery) = Store::open_in(&dir)?;
        Ok(Table {
            store,
            live: HashMap::new(),
            recovery,
            bot_effort: bot::Effort::default(),
        })
    }

    /// Sets how hard bots think (tests and slow devices use less).
    pub fn set_bot_effort(&mut self, effort: bot::Effort) {
        self.bot_effort = effort;
    }

    /// A damaged database found at opening and moved aside, to tell the user about.
    pub fn recovery(&self) -> Option<&Recovery> {
        self.recovery.as_ref()
    }

    /// Starts and saves a new game.
    pub fn create(&mut self, req: NewGameRequest) -> Result<GameSummary, TableError> {
        let mut seats = req.seats;
        for (i, s) in seats.iter_mut().enumerate() {
            s.name = s.name.trim().to_string();
            if s.colour.is_empty() {
                s.colour = DEFAULT_COLOURS.get(i).unwrap_or(&"grey").to_string();
            }
        }
        let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
        let seed = req.seed.unwrap_or_else(rand::random);
        let setup = match req.game {
            GameKind::Khronos => serde_json::json!({
                "players": names,
                "options": if req.options.is_null() { serde_json::json!({}) } else { req.options },
                "map": if req.map.is_null() { Value::String("default".into()) } else { req.map },
                "seed": seed,
            }),
            GameKind::Tempus => serde_json::json!({
                "players": names,
                "options": if req.options.is_null() { serde_json::json!({}) } else { req.options },
                "map": if req.map.is_null() { Value::String("placed".into()) } else { req.map },
                "seed": seed,
            }),
        };
        let state = AnyState::setup(req.game, &setup)?;
        let name = req
            .name
            .filter(|n| !n.trim().is_empty())
            .unwrap_or_else(|| names.join(", "));
        let id = self.store.create_game(&NewGame {
            name: name.clone(),
            game: req.game.key().to_string(),
            setup: setup.to_string(),
            seats: to_json(&seats)?,
            preview: state.preview(&names).to_string(),
        })?;
        self.live.insert(
            id,
            Live {
                kind: req.game,
                name,
                seats,
                setup,
                state,
                log: Vec::new(),
                events: Some(Vec::new()),
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

    fn live(&mut self, id: GameId) -> Result<&mut Live, TableError> {
        if !self.live.contains_key(&id) {
            let loaded = self.load(id)?;
            self.live.insert(id, loaded);
        }
        self.live.get_mut(&id).ok_or(TableError::NotFound { id })
    }

    /// Reads a game from the store: state from the latest snapshot, then the later actions.
    fn load(&self, id: GameId) -> Result<Live, TableError> {
        let saved = self.store.load(id)?;
        let kind = GameKind::from_key(&saved.record.game)?;
        let setup: Value = serde_json::from_str(&saved.record.setup).map_err(storage)?;
        let seats: Vec<SeatInfo> = serde_json::from_str(&saved.record.seats).map_err(storage)?;
        let (mut state, from) = match &saved.snapshot {
            Some((seq, text)) if (*seq as usize) <= saved.actions.len() => {
                match AnyState::from_snapshot(kind, text) {
                    Some(s) => (s, *seq as usize),
                    None => (AnyState::setup(kind, &setup)?, 0),
                }
            }
            _ => (AnyState::setup(kind, &setup)?, 0),
        };
        let mut log = Vec::with_capacity(saved.actions.len());
        for (i, rec) in saved.actions.iter().enumerate() {
            let json: Value = serde_json::from_str(&rec.action).map_err(storage)?;
            let action = state.parse_action(&json).map_err(|e| TableError::Storage {
                message: format!("saved action {} is unreadable: {e}", i + 1),
            })?;
            if i >= from {
                state.apply(&action).map_err(|e| TableError::Storage {
                    message: format!("the saved game does not replay at action {}: {e}", i + 1),
                })?;
            }
            log.push(Logged {
                seat: rec.seat,
                action,
            });
        }
        Ok(Live {
            kind,
            name: saved.record.name,
            seats,
            setup,
            state,
            log,
            events: None,
        })
    }

    /// The game as `viewer` sees it (`None`: a bystander, e.g. the hand-off screen).
    pub fn view(&mut self, id: GameId, viewer: Option<u8>) -> Result<GameView, TableError> {
        self.live(id)?.view(id, viewer)
    }

    /// The legal actions of `seat`, grouped by type (empty when it is not that seat's move).
    pub fn legal(&mut self, id: GameId, seat: u8) -> Result<Vec<LegalGroup>, TableError> {
        let live = self.live(id)?;
        if live.state.to_act() != Some(seat) {
            return Ok(Vec::new());
        }
        live.state.legal_groups()
    }

    fn checked(
        live: &Live,
        seat: u8,
        action: &Value,
    ) -> Result<(AnyAction, AnyState, AnyEvents), TableError> {
        let expected = live.state.to_act();
        if expected != Some(seat) {
            return Err(TableError::NotYourTurn { seat, expected });
        }
        let action = live.state.parse_action(action)?;
        let mut next = live.state.clone();
        let events = next.apply(&action)?;
        Ok((action, next, events))
    }

    /// Whether `seat` may take `action` now; the error says which rule forbids it.
    pub fn check(&mut self, id: GameId, seat: u8, action: &Value) -> Result<(), TableError> {
        Table::checked(self.live(id)?, seat, action).map(|_| ())
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
        let live = self.live(id)?;
        let seq = live.log.len() as u64;
        if let Some(e) = expected_seq {
            if e != seq {
                return Err(TableError::Stale {
                    expected: e,
                    actual: seq,
                });
            }
        }
        let (action, next, events) = Table::checked(live, seat, action)?;
        let names = live.names();
        let record = ActionRecord {
            seat,
            action: action.to_json()?.to_string(),
        };
        let preview = next.preview(&names).to_string();
        let finished = next.finished();
        let text = events.sentence(&names, Some(seat));
        let snapshot = (seq + 1)
            .is_multiple_of(SNAPSHOT_EVERY)
            .then(|| next.snapshot())
            .transpose()?;
        self.store
            .append_action(id, seq, &record, &preview, finished)?;
        let live = self.live(id)?;
        live.state = next;
        live.log.push(Logged { seat, action });
        if let Some(ev) = live.events.as_mut() {
            ev.push(events);
        }
        let view = live.view(id, Some(seat))?;
        if let Some(s) = snapshot {
            // The action is already saved; a missing snapshot only makes opening slower.
            let _ = self.store.put_snapshot(id, seq + 1, &s);
        }
        Ok(ApplyOutcome { text, view })
    }

    /// Lets the bot whose move it is play one action (chosen by `bot::choose`), saved like
    /// any other. The answer is in bystander words and view: nothing of the bot's hand.
    pub fn bot_move(&mut self, id: GameId) -> Result<ApplyOutcome, TableError> {
        let effort = self.bot_effort;
        let live = self.live(id)?;
        let Some(seat) = live.state.to_act() else {
            return Err(TableError::bad("the game is over"));
        };
        let is_bot = live
            .seats
            .get(seat as usize)
            .is_some_and(|s| s.kind == SeatKind::Bot);
        if !is_bot {
            return Err(TableError::bad(format!(
                "{} is not a bot; the move is theirs to make",
                game::seat_name(&live.names(), seat)
            )));
        }
        let seq = live.log.len() as u64;
        let seed = live.setup.get("seed").and_then(Value::as_u64).unwrap_or(0);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ seq.rotate_left(32));
        let action = bot::choose(&live.state, seat, effort, &mut rng)
            .ok_or_else(|| TableError::bad("the bot has no legal action"))?
            .to_json()?;
        self.apply(id, seat, &action, Some(seq))?;
        let lines = self.log(id, None)?;
        let text = lines.last().map(|l| l.text.clone()).unwrap_or_default();
        let view = self.view(id, None)?;
        Ok(ApplyOutcome { text, view })
    }

    /// Takes back `seat`'s last action: only its own, within its turn, never across a card
    /// draw, a reveal or another seat's action.
    pub fn undo(&mut self, id: GameId, seat: u8) -> Result<GameView, TableError> {
        let live = self.live(id)?;
        let Some(last) = live.log.last() else {
            return Err(TableError::Undo {
                reason: "nothing has been played yet".into(),
            });
        };
        if last.seat != seat {
            return Err(TableError::Undo {
                reason: "the last action was another player's".into(),
            });
        }
        if !last.action.undoable() {
            return Err(TableError::Undo {
                reason: "cards were drawn or revealed since; that cannot be taken back".into(),
            });
        }
        if live.state.to_act() != Some(seat) {
            return Err(TableError::Undo {
                reason: "another player must act now; the action can no longer be taken back"
                    .into(),
            });
        }
        let keep = live.log.len() - 1;
        let (state, events) = live.fold(keep)?;
        let names = live.names();
        let preview = state.preview(&names).to_string();
        let finished = state.finished();
        self.store.truncate(id, keep as u64, &preview, finished)?;
        let live = self.live(id)?;
        live.log.truncate(keep);
        live.state = state;
        live.events = Some(events);
        live.view(id, Some(seat))
    }

    /// The game log in words, as `viewer` may read it.
    pub fn log(&mut self, id: GameId, viewer: Option<u8>) -> Result<Vec<LogLine>, TableError> {
        let live = self.live(id)?;
        if live.events.is_none() {
            let (_, events) = live.fold(live.log.len())?;
            live.events = Some(events);
        }
        let names = live.names();
        let events = live.events.as_deref().unwrap_or(&[]);
        Ok(live
            .log
            .iter()
            .zip(events)
            .enumerate()
            .map(|(i, (l, e))| LogLine {
                seq: i as u64,
                seat: l.seat,
                text: e.sentence(&names, viewer),
            })
            .collect())
    }

    /// The game after its first `step` actions, as `viewer` sees it (replay).
    pub fn replay(
        &mut self,
        id: GameId,
        step: u64,
        viewer: Option<u8>,
    ) -> Result<GameView, TableError> {
        let live = self.live(id)?;
        let upto = (step as usize).min(live.log.len());
        let (state, _) = live.fold(upto)?;
        Ok(GameView {
            id,
            name: live.name.clone(),
            game: live.kind.key().to_string(),
            seats: live.seats.clone(),
            seq: upto as u64,
            to_act: state.to_act(),
            finished: state.finished(),
            can_undo: None,
            state: state.view(viewer)?,
        })
    }

    /// Renames a saved game.
    pub fn rename(&mut self, id: GameId, name: &str) -> Result<(), TableError> {
        let name = name.trim();
        if name.is_empty() || name.chars().count() > 80 {
            return Err(TableError::bad("a game's name has 1 to 80 characters"));
        }
        self.store.rename(id, name)?;
        if let Some(l) = self.live.get_mut(&id) {
            l.name = name.to_string();
        }
        Ok(())
    }

    /// Deletes a saved game.
    pub fn delete(&mut self, id: GameId) -> Result<(), TableError> {
        self.store.delete(id)?;
        self.live.remove(&id);
        Ok(())
    }

    /// The game as a JSON document (setup, seats and actions).
    pub fn export(&mut self, id: GameId) -> Result<String, TableError> {
        let live = self.live(id)?;
        let doc = ExportedGame::new(
            live.kind.key(),
            &live.name,
            live.seats.clone(),
            live.setup.clone(),
            live.log
                .iter()
                .map(|l| Ok((l.seat, l.action.to_json()?)))
                .collect::<Result<Vec<_>, TableError>>()?,
        );
        serde_json::to_string_pretty(&doc).map_err(storage)
    }

    /// Imports an exported game after replaying it through the rules; a file that is not
    /// ours, is truncated or does not replay legally is refused and nothing is written.
    pub fn import(&mut self, text: &str) -> Result<GameSummary, TableError> {
        let doc = ExportedGame::parse(text)?;
        let kind = GameKind::from_key(&doc.game).map_err(|e| TableError::Import {
            message: e.to_string(),
        })?;
        let (state, records) = doc.replay(kind)?;
        let names: Vec<String> = doc.seats.iter().map(|s| s.name.clone()).collect();
        let id = self.store.import_game(
            &NewGame {
                name: doc.name.clone(),
                game: doc.game.clone(),
                setup: doc.setup.to_string(),
                seats: to_json(&doc.seats)?,
                preview: state.preview(&names).to_string(),
            },
            &records,
            state.finished(),
        )?;
        self.summary(id)
    }

    /// SQLite's integrity check of the store ("ok").
    pub fn integrity_check(&self) -> Result<String, TableError> {
        Ok(self.store.integrity_check()?)
    }

    /// Forgets games held in memory (the next request reads them from the store).
    pub fn forget_cache(&mut self) {
        self.live.clear();
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
    Ok(GameSummary {
        id: r.id,
        name: r.name,
        game: r.game,
        seats: serde_json::from_str(&r.seats).map_err(storage)?,
        actions: r.actions,
        updated_at: r.updated_at,
        finished: r.finished,
        preview: serde_json::from_str(&r.preview).unwrap_or(Value::Null),
    })
}
