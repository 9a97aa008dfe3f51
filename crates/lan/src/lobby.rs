//! Joining: the lobby of games and seats, which seats are open to other devices, a join
//! with the code (a token at once for open seats, else a request the host device answers),
//! and the requests waiting for that answer.

use crate::access::{self, Grant, Joined, SeatGrant};
use crate::host::{grant_info, to_json, Connection, Host};
use crate::protocol::{
    JoinAnswer, JoinAsking, JoinDecision, JoinResult, LobbyGame, LobbySeat, WaitingJoin,
};
use crate::slots::Push;
use epochs_table::refusal::{Denial, Refusal};
use epochs_table::{SeatInfo, SeatKind, TableError};
use serde_json::{json, Value};
use std::collections::{BTreeSet, HashMap};
use std::time::Instant;

impl Host {
    /// The join requests waiting for the host device, with their games' names.
    pub(crate) fn waiting_joins(&self) -> Result<Vec<WaitingJoin>, TableError> {
        let names: HashMap<i64, String> = self
            .table()?
            .list()?
            .into_iter()
            .map(|g| (g.id, g.name))
            .collect();
        let now = Instant::now();
        Ok(self
            .access()?
            .waiting(now)
            .iter()
            .map(|r| WaitingJoin {
                request: r.id,
                game: r.grant.game,
                game_name: names.get(&r.grant.game).cloned().unwrap_or_default(),
                seats: r.grant.seats.clone(),
                device: r.grant.name.clone(),
                address: r.address.to_string(),
                waited_s: now.saturating_duration_since(r.at).as_secs(),
            })
            .collect())
    }

    /// The host device answers a join request; the waiting device hears it at once.
    pub(crate) fn answer_join(&self, request: u64, approve: bool) -> Result<Value, TableError> {
        let (asked, token) = self.access()?.answer(request, approve)?;
        let decision = JoinDecision {
            request,
            joined: token.as_ref().map(|token| JoinAnswer {
                grant: grant_info(&Grant::Seats(asked.grant.clone())),
                token: token.clone(),
            }),
            declined: (!approve).then(|| "the host device declined".to_string()),
        };
        let mut event = to_json(&decision)?;
        event["event"] = json!("join_answer");
        let delivered = self
            .slots()
            .push(asked.connection, Push::Text(event.to_string()));
        if let (false, Some(token)) = (delivered, &token) {
            // The device left before the answer: nobody holds the token it would have had.
            self.access()?.revoke(token);
        }
        self.notify(asked.grant.game);
        Ok(json!({ "delivered": delivered }))
    }

    pub(crate) fn join(
        &self,
        conn: &mut Connection,
        game: i64,
        seats: Vec<u8>,
        name: String,
        code: &str,
    ) -> Result<Value, TableError> {
        if !self.is_shared(game) {
            return Err(access::denied(Denial::NotShared));
        }
        let view = self.table()?.view(game, None)?;
        if view.finished {
            return Err(TableError::refused(Refusal::GameOver));
        }
        if let Some(&s) = seats.iter().find(|&&s| s as usize >= view.seats.len()) {
            return Err(TableError::refused(Refusal::NoSuchSeat {
                seat: u16::from(s) + 1,
            }));
        }
        if seats
            .iter()
            .any(|&s| view.seats[s as usize].kind == SeatKind::Bot)
        {
            return Err(access::denied(Denial::BotSeat));
        }
        let mut seats = seats;
        seats.sort_unstable();
        seats.dedup();
        let open = self.open_seats(game, &view.seats, view.seq)?;
        let grant = SeatGrant { game, seats, name };
        let code_before = self.join_code();
        let joined = self
            .access()?
            .join(conn.peer, conn.id, code, grant, &open, Instant::now());
        if self.join_code() != code_before {
            // Too many wrong guesses: the host screen shows the new code.
            self.notify(0);
        }
        let joined = joined?;
        let token = match joined {
            Joined::Token(token) => token,
            Joined::Asking(asking) => {
                // The host device's screen lists the request.
                self.notify(game);
                return to_json(JoinResult::Asking(JoinAsking { asking }));
            }
        };
        let grant = self.access()?.grant_of(&token)?;
        self.hold(conn, grant, token.clone())?;
        to_json(JoinResult::Joined(JoinAnswer {
            grant: grant_info(&conn.grant),
            token,
        }))
    }

    /// The seats of `game` (whose seats are `seats`, after `actions` actions) other devices
    /// may take without asking: those the host device chose, or else every person's seat
    /// that no device holds and nobody has played yet.
    pub(crate) fn open_seats(
        &self,
        game: i64,
        seats: &[SeatInfo],
        actions: u64,
    ) -> Result<BTreeSet<u8>, TableError> {
        if let Some(chosen) = self.access()?.chosen_open(game) {
            return Ok(chosen.clone());
        }
        let played = self.played_seats(game, actions)?;
        let held = self.access()?.holders(game);
        Ok((0..seats.len())
            .filter_map(|s| u8::try_from(s).ok())
            .filter(|s| {
                seats[usize::from(*s)].kind == SeatKind::Human
                    && !played.contains(s)
                    && !held.contains_key(s)
            })
            .collect())
    }

    /// The seats that have acted in `game` (which has played `actions`), read from its log
    /// once per action.
    pub(crate) fn played_seats(&self, game: i64, actions: u64) -> Result<BTreeSet<u8>, TableError> {
        if actions == 0 {
            return Ok(BTreeSet::new());
        }
        if let Some((at, seats)) = self.played.lock().ok().and_then(|p| p.get(&game).cloned()) {
            if at == actions {
                return Ok(seats);
            }
        }
        let seats: BTreeSet<u8> = self
            .table()?
            .log(game, None)?
            .iter()
            .map(|line| line.seat)
            .collect();
        if let Ok(mut played) = self.played.lock() {
            played.insert(game, (actions, seats.clone()));
        }
        Ok(seats)
    }

    /// Every unfinished game with its seats: name, human or bot, and which device holds it.
    pub fn lobby(&self) -> Result<Vec<LobbyGame>, TableError> {
        let games = self.table()?.list()?;
        let mut open = HashMap::new();
        // From the saved-games list: no game is opened for a lobby, but to read the log of
        // one whose actions changed since (who has played).
        for g in games.iter().filter(|g| !g.finished) {
            open.insert(g.id, self.open_seats(g.id, &g.seats, g.actions)?);
        }
        let access = self.access()?;
        Ok(games
            .into_iter()
            .filter(|g| !g.finished)
            .map(|g| {
                let holders = access.holders(g.id);
                let open = open.remove(&g.id).unwrap_or_default();
                let seats = g
                    .seats
                    .iter()
                    .enumerate()
                    .map(|(i, s)| {
                        let holder = u8::try_from(i).ok().and_then(|i| holders.get(&i));
                        LobbySeat {
                            seat: u8::try_from(i).unwrap_or(u8::MAX),
                            name: s.name.clone(),
                            colour: s.colour.clone(),
                            kind: s.kind,
                            held_by: holder.map(|h| h.name.clone()),
                            connected: holder.is_some_and(|h| h.connected),
                            open: u8::try_from(i).is_ok_and(|i| open.contains(&i)),
                        }
                    })
                    .collect();
                LobbyGame {
                    id: g.id,
                    name: g.name,
                    game: g.game,
                    seats,
                }
            })
            .collect())
    }
}
