//! Playing a saved game: each seat's view and legal actions, checking and previewing an
//! action, applying it with autosave before the answer, undo within the rules, the log in
//! words, replay, handing seats to bots, and continuing a game whose log is damaged.

use crate::error::TableError;
use crate::refusal::{Refusal, UndoRefusal};
use crate::service::{to_json, Table};
use crate::types::{
    ActionPreview, ApplyOutcome, GameSummary, GameView, LegalGroup, LogLine, SeatKind,
    SNAPSHOT_EVERY,
};
use epochs_store::{ActionRecord, GameId};
use serde_json::Value;

impl Table {
    /// The game as `viewer` sees it (`None`: a bystander, e.g. the hand-off screen).
    pub fn view(&mut self, id: GameId, viewer: Option<u8>) -> Result<GameView, TableError> {
        self.game(id)?.view(id, viewer)
    }

    /// Continues a game whose saved log is damaged from its last good action: the damaged
    /// actions and everything after them are dropped from the store.
    pub fn repair(&mut self, id: GameId) -> Result<GameView, TableError> {
        let open = self.game(id)?;
        let Some(keep) = open.damaged_at else {
            return Err(TableError::refused(Refusal::NotDamaged));
        };
        let preview = open.game.preview(&open.names()).to_string();
        let finished = open.game.finished();
        self.store.truncate(id, keep, &preview, finished)?;
        self.open.remove(&id);
        self.view(id, None)
    }

    /// The legal actions of `seat`, grouped by type (empty when it is not that seat's move).
    pub fn legal(&mut self, id: GameId, seat: u8) -> Result<Vec<LegalGroup>, TableError> {
        let open = self.game(id)?;
        if open.game.to_act() != Some(seat) {
            return Ok(Vec::new());
        }
        open.game.legal_groups()
    }

    /// What `action` of `seat` would do (in public words, on the boards, to the points) before
    /// it is taken (nothing saved);
    /// refused with the rule for an illegal action, and for one that would tell hidden cards.
    pub fn preview(
        &mut self,
        id: GameId,
        seat: u8,
        action: &Value,
    ) -> Result<ActionPreview, TableError> {
        self.preview_plan(id, seat, std::slice::from_ref(action))
    }

    /// What `actions` of `seat`, taken in turn, would do, as `preview` tells one.
    pub fn preview_plan(
        &mut self,
        id: GameId,
        seat: u8,
        actions: &[Value],
    ) -> Result<ActionPreview, TableError> {
        let open = self.game(id)?;
        open.refuse_if_damaged()?;
        open.game.preview_actions(seat, actions)
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
        self.outcome(id, Some(seat), seq)
    }

    /// What `viewer`'s screen shows after a change at action `from`: the view, the legal
    /// actions and the log lines from `from` on.
    pub(crate) fn outcome(
        &mut self,
        id: GameId,
        viewer: Option<u8>,
        from: u64,
    ) -> Result<ApplyOutcome, TableError> {
        let view = self.view(id, viewer)?;
        let legal = match viewer {
            Some(seat) => self.legal(id, seat)?,
            None => Vec::new(),
        };
        let open = self.game(id)?;
        let log = open.game.log(viewer, from)?;
        Ok(ApplyOutcome {
            view,
            legal,
            log_from: from,
            log,
        })
    }

    /// Takes back `seat`'s last action: only its own, within its turn, never across a card
    /// draw, a reveal or another seat's action.
    pub fn undo(&mut self, id: GameId, seat: u8) -> Result<ApplyOutcome, TableError> {
        let open = self.game(id)?;
        open.refuse_if_damaged()?;
        let Some((last_seat, undoable)) = open.game.last() else {
            return Err(TableError::Undo {
                reason: UndoRefusal::NothingPlayed,
            });
        };
        if last_seat != seat {
            return Err(TableError::Undo {
                reason: UndoRefusal::AnotherPlayers,
            });
        }
        if !undoable {
            return Err(TableError::Undo {
                reason: UndoRefusal::CardsSeen,
            });
        }
        if open.game.to_act() != Some(seat) {
            return Err(TableError::Undo {
                reason: UndoRefusal::TurnPassed,
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
        self.outcome(id, Some(seat), keep as u64)
    }

    /// The game log, as `viewer` may read it.
    pub fn log(&mut self, id: GameId, viewer: Option<u8>) -> Result<Vec<LogLine>, TableError> {
        self.game(id)?.game.log(viewer, 0)
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
            return Err(TableError::refused(Refusal::NoSuchSeat {
                seat: u16::from(seat) + 1,
            }));
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
}
