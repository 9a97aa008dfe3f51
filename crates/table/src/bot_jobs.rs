//! The bots' jobs at the table. A bot thinks on a copy, without holding the table:
//! `Table::bot_job` takes what it needs under the lock (one deal consistent with the bot
//! seat's view, never the state itself), `BotJob::think` runs with the lock released, and
//! `Table::finish_bot_move` applies the move only if the game is still where the bot saw it
//! (same action count, the seat still a bot's); otherwise the move is dropped and the bot
//! thinks again. Any change to the game raises the job's cancel flag.

use crate::bot::{self, Hint};
use crate::error::TableError;
use crate::refusal::Refusal;
use crate::service::{Open, Table};
use crate::types::{ApplyOutcome, SeatKind};
use crate::words::seat_name;
use epochs_store::GameId;
use serde_json::Value;
use std::sync::Mutex;

impl Table {
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

    /// The move the lesson game `open` was started from scripts for `seat` now, if any and
    /// if the rules allow it where the game stands (the learner may have made another move
    /// the lesson allowed; then the bot thinks as usual).
    fn scripted(open: &Open, seat: u8) -> Option<Value> {
        let lesson = crate::lessons::lesson_of(open.game.setup())?;
        let action = crate::lessons::scripted_move(lesson, open.game.actions_played(), seat)?;
        open.game
            .prepare(seat, &action, &open.names())
            .is_ok()
            .then_some(action)
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
        let thinker = match Self::scripted(open, seat) {
            Some(action) => Box::new(bot::Scripted(action)),
            None => open
                .game
                .thinker(seat, player, bot::search_for(player, budget), seed),
        };
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

    /// A medium bot's suggestion for `seat`, whose move it must be.
    pub fn hint_job(&mut self, id: GameId, seat: u8) -> Result<bot::BotJob, TableError> {
        let open = self.game(id)?;
        if open.game.to_act() != Some(seat) {
            return Err(TableError::refused(Refusal::HintNotTheirMove {
                name: seat_name(&open.names(), seat),
            }));
        }
        self.thinking_job(id, seat, epochs_bots::Player::Medium)
    }

    /// The hint of what a bot `thought` for `seat`: with its preview on the boards when one
    /// can be told (not for an action that draws or reveals cards).
    pub fn finish_hint(
        &mut self,
        game: GameId,
        seat: u8,
        plan: Vec<bot::Thought>,
    ) -> Result<Hint, TableError> {
        let Some(first) = plan.first().cloned() else {
            return Err(TableError::refused(Refusal::BotHasNoMove));
        };
        let actions: Vec<Value> = plan.iter().map(|t| t.action.clone()).collect();
        let preview = self.preview_plan(game, seat, &actions).ok();
        Ok(Hint {
            action: first.action,
            plan: actions,
            estimate: first.why.into(),
            preview,
        })
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
        self.outcome(job.game, None, job.seq)
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
            Some(seat) => Err(TableError::refused(Refusal::NotABot {
                name: seat_name(&open.names(), seat),
            })),
            None => Err(TableError::refused(Refusal::GameOver)),
        }
    }

    /// Lets the bot whose move it is play one action, thinking while holding the table (the
    /// app and the LAN host use `bot::bot_move_off_lock` instead), saved like any other. The
    /// answer is in bystander words and view: nothing of the bot's hand.
    pub fn bot_move(&mut self, id: GameId) -> Result<ApplyOutcome, TableError> {
        let job = self.bot_job(id)?;
        let thought = job
            .think()
            .ok_or_else(|| TableError::refused(Refusal::BotHasNoMove))?;
        self.finish_bot_move(&job, &thought)
    }
}

/// Tries before a bot whose move keeps going stale gives up.
const STALE_TRIES: usize = 3;

fn locked(table: &Mutex<Table>) -> Result<std::sync::MutexGuard<'_, Table>, TableError> {
    table.lock().map_err(|_| TableError::Storage {
        message: "the table is unavailable after an earlier failure".into(),
    })
}

/// Lets the bot whose move it is in `game` play one action, thinking with the table's lock
/// released (other requests go on meanwhile). A move made stale by a change while it thought
/// is dropped and thought again; a cancelled bot (its seat taken back, the game deleted)
/// answers with the refusal of the changed game.
pub fn bot_move_off_lock(table: &Mutex<Table>, game: GameId) -> Result<ApplyOutcome, TableError> {
    let mut last = TableError::refused(Refusal::BotMoveStale);
    for _ in 0..STALE_TRIES {
        let job = locked(table)?.bot_job(game)?;
        let thought = job.think();
        let mut t = locked(table)?;
        let Some(thought) = thought else {
            // Cancelled: the game changed; say what stands now (a person's seat, a deleted game).
            t.bot_job(game)?;
            continue;
        };
        match t.finish_bot_move(&job, &thought) {
            Ok(outcome) => return Ok(outcome),
            Err(e @ TableError::Stale { .. }) => last = e,
            Err(e) => return Err(e),
        }
    }
    Err(last)
}

/// What a bot would play for `seat` of `game` now, thought out with the lock released.
pub fn hint_off_lock(table: &Mutex<Table>, game: GameId, seat: u8) -> Result<Hint, TableError> {
    let job = locked(table)?.hint_job(game, seat)?;
    let plan = job
        .think_plan()
        .ok_or_else(|| TableError::refused(Refusal::HintStale))?;
    locked(table)?.finish_hint(game, seat, plan)
}
