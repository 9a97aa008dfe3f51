//! The host's requests: the table's requests as a device may make them (what they change
//! told to the other devices), the host's own (tokens, the lobby, seats, the pace), and a
//! connection's grant as it changes.

use super::{grant_info, to_json, Connection, Host};
use crate::access::{self, authorise, Grant};
use crate::protocol::HostRequest;
use epochs_table::api::{Effect, Request};
use epochs_table::front::Changed;
use epochs_table::refusal::{Denial, Refusal};
use epochs_table::reply::Json;
use epochs_table::{SeatKind, TableError};
use serde_json::{json, Value};
use std::collections::BTreeSet;

impl Host {
    /// The connection closed: its device shows as away, its join request stops waiting.
    pub fn disconnect(&self, conn: &Connection) {
        let mut asked = false;
        if let Ok(mut access) = self.access() {
            if let Some(token) = &conn.token {
                access.disconnected(token);
            }
            asked = conn.id != 0 && access.forget_requests_of(conn.id);
        }
        match &conn.grant {
            Grant::Seats(g) => self.notify(g.game),
            _ if asked => self.notify(0),
            _ => {}
        }
    }

    /// Carries out a table request for `conn`, within its grant; the other devices hear of
    /// what it changed.
    pub(super) fn table_request(
        &self,
        request: Request,
        conn: &Connection,
    ) -> Result<Json, TableError> {
        // A game the host device has not put on the network does not exist for the others,
        // not even for a bystander's reads.
        if !conn.is_host() && access::game_asked(&request).is_some_and(|g| !self.is_shared(g)) {
            return Err(access::denied(Denial::NotShared));
        }
        authorise(&conn.grant, &request)?;
        let to_bot = match &request {
            Request::SetSeatKind {
                game,
                seat,
                kind: SeatKind::Bot,
                ..
            } => Some((*game, *seat)),
            _ => None,
        };
        let deleted = match &request {
            Request::Delete { game } => Some(*game),
            _ => None,
        };
        // A seat's own move is answered with its new view, legal actions and log lines
        // (`Effect::Plays`): its device needs no notice of its own change (connection 0 is
        // no socket's).
        let answered = request.effect() == Effect::Plays && conn.id != 0;
        let answer = self.front.call(request)?;
        if let Some((game, seat)) = to_bot {
            // A seat handed to a bot is no longer any device's to play.
            self.access()?.free(game, seat);
        }
        if let Some(game) = deleted {
            self.access()?.free_game(game);
        }
        match answer.changed {
            Changed::Nothing => {}
            Changed::Game(game) => self.changed_by(game, answered.then_some(conn.id)),
            Changed::Every => {
                // The games a restore removed take their devices' grants with them.
                let games: BTreeSet<i64> = self.table()?.list()?.iter().map(|g| g.id).collect();
                self.access()?.keep_only_games(&games);
                if let Ok(mut played) = self.played.lock() {
                    played.clear();
                }
                self.changed(0);
            }
        }
        Ok(answer.value)
    }

    /// Answers one of the host's own requests for `conn`.
    pub(super) fn host_request(
        &self,
        request: HostRequest,
        conn: &mut Connection,
    ) -> Result<Value, TableError> {
        let method = request.method();
        let host_only = || -> Result<(), TableError> {
            if conn.is_host() {
                Ok(())
            } else {
                Err(access::denied(Denial::HostDeviceOnly {
                    method: method.to_string(),
                }))
            }
        };
        match request {
            HostRequest::Hello { token } => {
                let grant = self.access()?.grant_of(&token)?;
                self.hold(conn, grant, token)?;
                to_json(grant_info(&conn.grant))
            }
            HostRequest::Join {
                game,
                seats,
                name,
                code,
            } => self.join(conn, game, seats, name, &code),
            HostRequest::Lobby {} => {
                // The host device sees every game; another device only those on the network.
                let mut games = self.lobby()?;
                if !conn.is_host() {
                    games.retain(|g| self.is_shared(g.id));
                }
                to_json(games)
            }
            HostRequest::FreeSeat { game, seat } => {
                host_only()?;
                let freed = self.access()?.free(game, seat);
                self.changed(game);
                Ok(json!({ "freed": freed }))
            }
            HostRequest::OpenSeats { game, seats } => {
                host_only()?;
                let view = self.table()?.view(game, None)?;
                if let Some(&s) = seats.iter().find(|&&s| usize::from(s) >= view.seats.len()) {
                    return Err(TableError::refused(Refusal::NoSuchSeat {
                        seat: u16::from(s) + 1,
                    }));
                }
                self.access()?.set_open(game, seats.into_iter().collect());
                self.notify(game);
                Ok(Value::Null)
            }
            HostRequest::JoinRequests {} => {
                host_only()?;
                to_json(self.waiting_joins()?)
            }
            HostRequest::AnswerJoin { request, approve } => {
                host_only()?;
                self.answer_join(request, approve)
            }
            HostRequest::Hosting {} => {
                host_only()?;
                to_json(self.status())
            }
            HostRequest::BotPace { pace } => {
                if let Some(pace) = pace {
                    host_only()?;
                    self.set_bot_pace(pace);
                }
                to_json(self.bot_pace())
            }
            HostRequest::HostStart { .. }
            | HostRequest::HostStop {}
            | HostRequest::Discover {}
            | HostRequest::ShareElsewhere { .. }
            | HostRequest::StopElsewhere {}
            | HostRequest::JoinElsewhere { .. }
            | HostRequest::ElsewherePath {} => Err(TableError::refused(Refusal::AlreadyHosting)),
        }
    }

    /// `conn` now holds `grant`, presented with `token`. The other devices hear of it only
    /// when a device comes back (its seat shows as connected again), so that presenting the
    /// same token again changes nothing.
    pub(crate) fn hold(
        &self,
        conn: &mut Connection,
        grant: Grant,
        token: String,
    ) -> Result<(), TableError> {
        if conn.token.as_deref() == Some(token.as_str()) {
            conn.grant = grant;
            return Ok(());
        }
        let mut access = self.access()?;
        if let Some(old) = conn.token.take() {
            access.disconnected(&old);
        }
        let mut back = false;
        if matches!(grant, Grant::Seats(_)) {
            back = access.connected(&token);
            conn.token = Some(token);
        }
        drop(access);
        if let (true, Grant::Seats(g)) = (back, &grant) {
            self.notify(g.game);
        }
        conn.grant = grant;
        Ok(())
    }
}
