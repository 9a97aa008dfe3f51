//! The host: the table, who may do what, and the notices that a game changed. Every request,
//! from a WebSocket or from the app's own window, is answered here for the connection that
//! sent it.

use crate::access::{self, authorise, Access, Grant, SeatGrant};
use crate::delta::{SentAnswers, CACHED_METHODS};
use crate::protocol::{
    BotPace, GrantInfo, HostRequest, HostingStatus, JoinAnswer, LobbyGame, LobbySeat, HOST_METHODS,
};
use epochs_table::api::{execute, is_write, parse, Request};
use epochs_table::{SeatKind, Table, TableError};
use serde::Deserialize;
use serde_json::{json, Value};
use std::net::{IpAddr, Ipv4Addr};
use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;
use tokio::sync::broadcast;

/// Told of every change to a game (the app's window refreshes on it).
pub type OnChange = Arc<dyn Fn(i64) + Send + Sync>;

/// Shared server state: the table, who may do what, and the channel that tells clients a
/// game changed.
#[derive(Clone)]
pub struct Host {
    table: Arc<Mutex<Table>>,
    access: Arc<Mutex<Access>>,
    pub(crate) changes: broadcast::Sender<i64>,
    pub(crate) connections: Arc<AtomicUsize>,
    status: Arc<Mutex<Option<HostingStatus>>>,
    on_change: Option<OnChange>,
    /// How fast the bots play (a `BotPace` index).
    pace: Arc<AtomicU8>,
}

/// One connection: its grant, the token it presented, its address and the answers it keeps.
pub struct Connection {
    grant: Grant,
    token: Option<String>,
    addr: IpAddr,
    sent: SentAnswers,
}

impl Connection {
    /// A new connection from `addr`: a bystander until it says hello with a token.
    pub fn new(addr: IpAddr) -> Connection {
        Connection {
            grant: Grant::Bystander,
            token: None,
            addr,
            sent: SentAnswers::default(),
        }
    }

    /// The host device's own window (the app that hosts).
    pub fn host_device() -> Connection {
        Connection {
            grant: Grant::Host,
            token: None,
            addr: IpAddr::V4(Ipv4Addr::LOCALHOST),
            sent: SentAnswers::default(),
        }
    }

    /// Whether this is the host device (trusted, so not slowed down).
    pub fn is_host(&self) -> bool {
        self.grant == Grant::Host
    }
}

impl Host {
    /// A host around an open table, with fresh tokens and join code.
    pub fn new(table: Table) -> Result<Host, String> {
        Host::shared(Arc::new(Mutex::new(table)), None)
    }

    /// A host around a table the app also uses; `on_change` hears of every change.
    pub fn shared(table: Arc<Mutex<Table>>, on_change: Option<OnChange>) -> Result<Host, String> {
        let (changes, _) = broadcast::channel(256);
        Ok(Host {
            table,
            access: Arc::new(Mutex::new(Access::new()?)),
            changes,
            connections: Arc::new(AtomicUsize::new(0)),
            status: Arc::new(Mutex::new(None)),
            on_change,
            pace: Arc::new(AtomicU8::new(BotPace::Normal.to_index())),
        })
    }

    /// How fast the host plays its bots.
    pub fn bot_pace(&self) -> BotPace {
        BotPace::from_index(self.pace.load(Ordering::Relaxed))
    }

    /// Sets how fast the host plays its bots, from their next move.
    pub fn set_bot_pace(&self, pace: BotPace) {
        self.pace.store(pace.to_index(), Ordering::Relaxed);
    }

    /// The host device's token (printed for the terminal's owner).
    pub fn host_token(&self) -> String {
        self.access
            .lock()
            .map(|a| a.host_token().to_string())
            .unwrap_or_default()
    }

    /// The code other devices give to join.
    pub fn join_code(&self) -> String {
        self.access
            .lock()
            .map(|a| a.join_code().to_string())
            .unwrap_or_default()
    }

    /// How to join, once the host listens.
    pub fn status(&self) -> Option<HostingStatus> {
        self.status.lock().ok().and_then(|s| s.clone())
    }

    pub(crate) fn set_status(&self, status: HostingStatus) {
        if let Ok(mut s) = self.status.lock() {
            *s = Some(status);
        }
    }

    /// Answers one request message (a JSON text) from `conn` with one answer message. A read
    /// asked with `"cache": true` is answered with a version, and as a patch from the answer
    /// the device holds when it names that one as `base` (`delta`).
    pub fn answer(&self, text: &str, conn: &mut Connection) -> String {
        #[derive(Deserialize)]
        struct Envelope {
            #[serde(default)]
            id: Value,
            method: String,
            #[serde(default)]
            params: Value,
            #[serde(default)]
            cache: bool,
            #[serde(default)]
            base: Option<u64>,
        }
        let envelope: Envelope = match serde_json::from_str(text) {
            Ok(r) => r,
            Err(e) => {
                let err = TableError::bad(format!("not a request: {e}"));
                return json!({"id": Value::Null, "error": err}).to_string();
            }
        };
        let cached = envelope.cache && CACHED_METHODS.contains(&envelope.method.as_str());
        let params = cached.then(|| envelope.params.clone());
        match (self.call(&envelope.method, envelope.params, conn), params) {
            (Ok(value), Some(params)) => {
                let mut fields = conn
                    .sent
                    .answer(&envelope.method, &params, envelope.base, value);
                fields.insert("id".into(), envelope.id);
                Value::Object(fields)
            }
            (Ok(value), None) => json!({"id": envelope.id, "result": value}),
            (Err(e), _) => json!({"id": envelope.id, "error": e}),
        }
        .to_string()
    }

    /// Answers `method` with `params` for `conn`.
    pub fn call(
        &self,
        method: &str,
        params: Value,
        conn: &mut Connection,
    ) -> Result<Value, TableError> {
        self.refresh_grant(conn)?;
        if HOST_METHODS.contains(&method) {
            self.host_request(method, params, conn)
        } else {
            self.table_request(method, params, conn)
        }
    }

    /// A seat token stops working the moment its seats are freed, even on an open connection.
    fn refresh_grant(&self, conn: &mut Connection) -> Result<(), TableError> {
        let Some(token) = conn.token.clone() else {
            return Ok(());
        };
        let mut access = self.access()?;
        match access.grant_of(&token) {
            Ok(grant) => conn.grant = grant,
            Err(_) => {
                access.disconnected(&token);
                conn.token = None;
                conn.grant = Grant::Bystander;
            }
        }
        Ok(())
    }

    /// The connection closed.
    pub fn disconnect(&self, conn: &Connection) {
        if let (Some(token), Ok(mut access)) = (&conn.token, self.access()) {
            access.disconnected(token);
        }
        if let Grant::Seats(g) = &conn.grant {
            self.notify(g.game);
        }
    }

    fn table_request(
        &self,
        method: &str,
        params: Value,
        conn: &Connection,
    ) -> Result<Value, TableError> {
        let request = parse(method, params)?;
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
        let value = match request {
            // Bots think with the table's lock released: other devices' requests go on.
            Request::BotMove { game } => {
                to_json(epochs_table::bot::bot_move_off_lock(&self.table, game)?)?
            }
            Request::Hint { game, seat } => {
                to_json(epochs_table::bot::hint_off_lock(&self.table, game, seat)?)?
            }
            request => execute(&mut *self.table()?, request)?,
        };
        if let Some((game, seat)) = to_bot {
            // A seat handed to a bot is no longer any device's to play.
            self.access()?.free(game, seat);
        }
        if let Some(game) = deleted {
            self.access()?.free_game(game);
        }
        if is_write(method) {
            let game = value
                .get("id")
                .and_then(Value::as_i64)
                .or_else(|| value.pointer("/view/id").and_then(Value::as_i64))
                .unwrap_or(0);
            self.changed(game);
        }
        Ok(value)
    }

    fn host_request(
        &self,
        method: &str,
        params: Value,
        conn: &mut Connection,
    ) -> Result<Value, TableError> {
        let params = if params.is_null() { json!({}) } else { params };
        let request: HostRequest =
            serde_json::from_value(json!({"method": method, "params": params}))
                .map_err(|e| TableError::bad(format!("{method}: {e}")))?;
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
            HostRequest::Lobby {} => to_json(self.lobby()?),
            HostRequest::FreeSeat { game, seat } => {
                if !conn.is_host() {
                    return Err(access::denied("only the host device frees seats"));
                }
                let freed = self.access()?.free(game, seat);
                self.changed(game);
                Ok(json!({ "freed": freed }))
            }
            HostRequest::Hosting {} => {
                if !conn.is_host() {
                    return Err(access::denied("only the host device sees how to join"));
                }
                to_json(self.status())
            }
            HostRequest::BotPace { pace } => {
                if let Some(pace) = pace {
                    if !conn.is_host() {
                        return Err(access::denied("only the host device sets the bots' pace"));
                    }
                    self.set_bot_pace(pace);
                }
                to_json(self.bot_pace())
            }
            HostRequest::HostStart { .. } | HostRequest::HostStop {} | HostRequest::Discover {} => {
                Err(TableError::bad(format!(
                    "{method}: this host is already hosting (it is stopped where it was started)"
                )))
            }
        }
    }

    /// `conn` now holds `grant`, presented with `token`. The other devices hear of it only
    /// when a device comes back (its seat shows as connected again), so that presenting the
    /// same token again changes nothing.
    fn hold(&self, conn: &mut Connection, grant: Grant, token: String) -> Result<(), TableError> {
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

    fn join(
        &self,
        conn: &mut Connection,
        game: i64,
        seats: Vec<u8>,
        name: String,
        code: &str,
    ) -> Result<Value, TableError> {
        let view = self.table()?.view(game, None)?;
        if view.finished {
            return Err(TableError::bad("that game is over"));
        }
        if let Some(&s) = seats.iter().find(|&&s| s as usize >= view.seats.len()) {
            return Err(TableError::bad(format!(
                "game {game} has no seat {}",
                u16::from(s) + 1
            )));
        }
        if seats
            .iter()
            .any(|&s| view.seats[s as usize].kind == SeatKind::Bot)
        {
            return Err(access::denied("a bot plays that seat"));
        }
        let mut seats = seats;
        seats.sort_unstable();
        seats.dedup();
        let grant = SeatGrant { game, seats, name };
        let token = self
            .access()?
            .join(conn.addr, code, grant, Instant::now())?;
        let grant = self.access()?.grant_of(&token)?;
        self.hold(conn, grant, token.clone())?;
        to_json(JoinAnswer {
            grant: grant_info(&conn.grant),
            token,
        })
    }

    /// Every unfinished game with its seats: name, human or bot, and which device holds it.
    pub fn lobby(&self) -> Result<Vec<LobbyGame>, TableError> {
        let games = self.table()?.list()?;
        let access = self.access()?;
        Ok(games
            .into_iter()
            .filter(|g| !g.finished)
            .map(|g| {
                let holders = access.holders(g.id);
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

    pub(crate) fn table(&self) -> Result<MutexGuard<'_, Table>, TableError> {
        self.table.lock().map_err(|_| TableError::Storage {
            message: "the table is unavailable after an earlier failure".into(),
        })
    }

    fn access(&self) -> Result<MutexGuard<'_, Access>, TableError> {
        self.access.lock().map_err(|_| TableError::Storage {
            message: "the host's seat list is unavailable after an earlier failure".into(),
        })
    }

    /// Tells every device (and the app's window) that `game` changed.
    fn notify(&self, game: i64) {
        // No receivers is fine: nobody else is connected.
        let _ = self.changes.send(game);
        if let Some(f) = &self.on_change {
            f(game);
        }
    }

    /// `game` changed: tell everyone, then let its bots move.
    pub fn changed(&self, game: i64) {
        self.notify(game);
        if game != 0 {
            self.play_bots(game);
        }
    }

    /// Plays the bots of `game` while one must act, one move per pause: bots are played by
    /// the host itself, never triggered by a client.
    fn play_bots(&self, game: i64) {
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        let host = self.clone();
        runtime.spawn(async move {
            tokio::time::sleep(host.bot_pace().pause()).await;
            let moved = tokio::task::spawn_blocking(move || {
                let view = host.table().ok()?.view(game, None).ok()?;
                let seat = view.to_act?;
                if view.seats.get(seat as usize)?.kind != SeatKind::Bot {
                    return None;
                }
                epochs_table::bot::bot_move_off_lock(&host.table, game).ok()?;
                Some(host)
            })
            .await;
            if let Ok(Some(host)) = moved {
                host.changed(game);
            }
        });
    }
}

fn to_json<T: serde::Serialize>(v: T) -> Result<Value, TableError> {
    serde_json::to_value(v).map_err(|e| TableError::Storage {
        message: e.to_string(),
    })
}

/// What a grant is called on the wire.
pub fn grant_info(grant: &Grant) -> GrantInfo {
    match grant {
        Grant::Host => GrantInfo::Host,
        Grant::Seats(g) => GrantInfo::Seats {
            game: g.game,
            seats: g.seats.clone(),
            name: g.name.clone(),
        },
        Grant::Bystander => GrantInfo::Bystander,
    }
}
