//! The host: the table, who may do what, and the notices that a game changed. Every request,
//! from a WebSocket or from the app's own window, is answered here for the connection that
//! sent it.

use crate::access::{self, authorise, Access, Grant};
use crate::delta::{is_cached, SentAnswers};
use crate::envelope::{self, RequestId};
use crate::invitation::status_for;
use crate::limits::{
    device_address, Device, NoticeThrottle, NoticeTime, RateLimits, CONNECTS_PER_SECOND,
    CONNECT_BURST, REQUESTS_PER_SECOND, REQUEST_BURST,
};
use crate::protocol::{BotPace, GrantInfo, HostRequest, HostingStatus, HOST_REQUESTS};
use crate::slots::{Holding, Slots};
use epochs_table::api::{parse_text, Request};
use epochs_table::front::{Changed, Front};
use epochs_table::refusal::{Denial, Refusal};
use epochs_table::reply::Json;
use epochs_table::{SeatKind, Table, TableError};
use serde_json::{json, Value};
use std::collections::{BTreeSet, HashMap};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;
use tokio::sync::broadcast;

/// Told of every change to a game (the app's window refreshes on it).
pub type OnChange = Arc<dyn Fn(i64) + Send + Sync>;

/// Per game, the seats that have acted, as of its action count.
pub(crate) type PlayedSeats = HashMap<i64, (u64, BTreeSet<u8>)>;

/// Shared server state: the table, who may do what, and the channel that tells clients a
/// game changed.
#[derive(Clone)]
pub struct Host {
    front: Front,
    access: Arc<Mutex<Access>>,
    /// Change notices: the game, and the connection not to tell (it made the change and has
    /// its answer).
    pub(crate) changes: broadcast::Sender<(i64, Option<u64>)>,
    pub(crate) slots: Arc<Mutex<Slots>>,
    requests: Arc<Mutex<RateLimits>>,
    connects: Arc<Mutex<RateLimits>>,
    notices: Arc<Mutex<NoticeThrottle>>,
    pub(crate) played: Arc<Mutex<PlayedSeats>>,
    status: Arc<Mutex<Option<(SocketAddr, bool, HostingStatus)>>>,
    on_change: Option<OnChange>,
    /// How fast the bots play (a `BotPace` index).
    pace: Arc<AtomicU8>,
    /// The games other devices may see and join: `None` for every game (`epochs serve`), or
    /// those the app's host device put on the network (*Play on the network* on each).
    shared: Arc<Mutex<Option<BTreeSet<i64>>>>,
}

/// The connection id of the app's own window (sockets count from 1; 0 is no socket's).
const WINDOW: u64 = u64::MAX;

/// One connection: its number, grant, the token it presented, its address and the answers
/// it keeps.
pub struct Connection {
    pub(crate) id: u64,
    pub(crate) grant: Grant,
    token: Option<String>,
    pub(crate) addr: IpAddr,
    sent: SentAnswers,
}

impl Connection {
    /// A new connection from `addr` that no socket carries (join requests can't reach it):
    /// a bystander until it says hello with a token.
    pub fn new(addr: IpAddr) -> Connection {
        Connection::on_socket(addr, 0)
    }

    /// Connection `id` of the host's sockets, from `addr`.
    pub fn on_socket(addr: IpAddr, id: u64) -> Connection {
        Connection {
            id,
            grant: Grant::Bystander,
            token: None,
            addr,
            sent: SentAnswers::default(),
        }
    }

    /// The host device's own window (the app that hosts).
    pub fn host_device() -> Connection {
        Connection {
            id: WINDOW,
            grant: Grant::Host,
            ..Connection::new(IpAddr::V4(Ipv4Addr::LOCALHOST))
        }
    }

    /// Whether this is the host device (trusted, so not slowed down).
    pub fn is_host(&self) -> bool {
        self.grant == Grant::Host
    }

    /// Whether it presented a token the host knows (the host's or a seat's).
    pub fn has_token(&self) -> bool {
        self.is_host() || self.token.is_some()
    }

    /// What it holds now, for the host's connection caps.
    pub(crate) fn holding(&self) -> Holding {
        match (&self.grant, &self.token) {
            (Grant::Host, _) => Holding::HostToken,
            (_, Some(t)) => Holding::SeatToken(t.clone()),
            (_, None) => Holding::Nothing,
        }
    }

    /// Who its requests are counted against: its token, or its address without one.
    fn device(&self) -> Device {
        match &self.token {
            Some(t) => Device::Token(t.clone()),
            None => Device::Address(device_address(self.addr)),
        }
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
            front: Front::new(table),
            access: Arc::new(Mutex::new(Access::new()?)),
            changes,
            slots: Arc::new(Mutex::new(Slots::default())),
            requests: Arc::new(Mutex::new(RateLimits::new(
                REQUESTS_PER_SECOND,
                REQUEST_BURST,
            ))),
            connects: Arc::new(Mutex::new(RateLimits::new(
                CONNECTS_PER_SECOND,
                CONNECT_BURST,
            ))),
            notices: Arc::new(Mutex::new(NoticeThrottle::default())),
            played: Arc::new(Mutex::new(HashMap::new())),
            status: Arc::new(Mutex::new(None)),
            on_change,
            pace: Arc::new(AtomicU8::new(BotPace::Normal.to_index())),
            shared: Arc::new(Mutex::new(None)),
        })
    }

    /// Puts on the network only `games` (`None`: every game), for the devices that join.
    pub fn share_only(&self, games: Option<BTreeSet<i64>>) {
        if let Ok(mut shared) = self.shared.lock() {
            *shared = games;
        }
    }

    /// Puts `game` on the network as well (nothing to do while every game is).
    pub fn share(&self, game: i64) {
        if let Ok(mut shared) = self.shared.lock() {
            if let Some(set) = shared.as_mut() {
                set.insert(game);
            }
        }
    }

    /// Whether other devices may see and join `game` (not when the lock is poisoned).
    pub fn is_shared(&self, game: i64) -> bool {
        self.shared
            .lock()
            .map(|s| s.as_ref().is_none_or(|set| set.contains(&game)))
            .unwrap_or(false)
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

    /// How to join, once the host listens (with the code in force: it is replaced after many
    /// wrong guesses).
    pub fn status(&self) -> Option<HostingStatus> {
        let code = self.join_code();
        let mut status = self.status.lock().ok()?;
        let (local, lan, current) = status.as_mut()?;
        if current.code != code {
            if let Ok(fresh) = status_for(*local, *lan, &code) {
                *current = fresh;
            }
        }
        Some(current.clone())
    }

    pub(crate) fn set_status(&self, local: SocketAddr, lan: bool) -> Result<(), String> {
        let status = status_for(local, lan, &self.join_code())?;
        if let Ok(mut s) = self.status.lock() {
            *s = Some((local, lan, status));
        }
        Ok(())
    }

    /// Whether a new connection from `addr` may open now (new connections are limited per
    /// device address).
    pub(crate) fn may_connect(&self, addr: IpAddr) -> bool {
        self.connects
            .lock()
            .is_ok_and(|mut c| c.take(&Device::Address(device_address(addr)), Instant::now()))
    }

    /// Closes bystanders (connections without a token) after `idle` without a request,
    /// instead of `BYSTANDER_IDLE`.
    pub fn set_bystander_idle(&self, idle: std::time::Duration) {
        self.slots().set_idle(idle);
    }

    /// Pings a silent connection after `ping_after` and closes it when `pong_wait` passes
    /// without an answer, instead of `PING_AFTER` and `PONG_WAIT`.
    pub fn set_heartbeat(&self, ping_after: std::time::Duration, pong_wait: std::time::Duration) {
        self.slots().set_heartbeat(ping_after, pong_wait);
    }

    /// Sets how many requests a device other than the host may send a second, and in one
    /// burst, instead of `REQUESTS_PER_SECOND` and `REQUEST_BURST` (a fuzzer needs more).
    pub fn set_request_limit(&self, per_second: f64, burst: f64) {
        if let Ok(mut r) = self.requests.lock() {
            *r = RateLimits::new(per_second, burst);
        }
    }

    /// The connections open now, and how many of them hold a token.
    pub fn connections(&self) -> (usize, usize) {
        self.slots().counts()
    }

    pub(crate) fn slots(&self) -> MutexGuard<'_, Slots> {
        self.slots
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Answers one request message (a JSON text) from `conn` with one answer message. A read
    /// asked with `"cache": true` is answered with a version, and as a patch from the answer
    /// the device holds when it names that one as `base` (`delta`). Requests of devices
    /// other than the host are limited per device (`limits`), and every message is decoded
    /// straight into its typed request, within its method's length (`envelope`).
    pub fn answer(&self, text: &str, conn: &mut Connection) -> String {
        let refuse = |id: RequestId, e: TableError| json!({"id": id, "error": e}).to_string();
        if !conn.is_host() && text.len() > envelope::MAX_REQUEST {
            return refuse(envelope::id_of(text), envelope::too_long());
        }
        let envelope = match envelope::open(text) {
            Ok(e) => e,
            Err(e) => return refuse(envelope::id_of(text), e),
        };
        if !conn.is_host() && !self.may_ask(conn, &envelope) {
            let err = TableError::refused(Refusal::SlowDown);
            return refuse(envelope.id, err);
        }
        let id = envelope.id.clone();
        let method = envelope.method.as_str();
        let cached = envelope.cache && is_cached(method);
        match self.call_text(method, envelope.params_text(), conn) {
            Ok(value) if cached => {
                let value = match value.into_value() {
                    Ok(v) => v,
                    Err(e) => return refuse(id, e),
                };
                let params = envelope
                    .params
                    .and_then(|p| serde_json::from_str::<Value>(p.get()).ok())
                    .unwrap_or(Value::Null);
                let mut fields = conn.sent.answer(method, &params, envelope.base, value);
                fields.insert("id".into(), json!(id));
                Value::Object(fields).to_string()
            }
            // Written around the answer rather than through `json!`, which would copy it.
            Ok(value) => format!("{{\"id\":{},\"result\":{value}}}", json!(id)),
            Err(e) => refuse(id, e),
        }
    }

    /// Whether `conn` may ask one more request now. It is counted against its device: the
    /// token it holds, or the one a `hello` presents when the host knows it (a device coming
    /// back), else its address.
    fn may_ask(&self, conn: &Connection, envelope: &envelope::Envelope<'_>) -> bool {
        #[derive(serde::Deserialize)]
        struct Hello {
            token: String,
        }
        let mut device = conn.device();
        if conn.token.is_none() && envelope.method == "hello" {
            let known = serde_json::from_str::<Hello>(envelope.params_text())
                .ok()
                .filter(|h| self.access().is_ok_and(|a| a.grant_of(&h.token).is_ok()));
            if let Some(hello) = known {
                if hello.token == self.host_token() {
                    return true;
                }
                device = Device::Token(hello.token);
            }
        }
        self.requests
            .lock()
            .is_ok_and(|mut r| r.take(&device, Instant::now()))
    }

    /// Answers `method` with `params` for `conn` (the app's own window).
    pub fn call(
        &self,
        method: &str,
        params: Value,
        conn: &mut Connection,
    ) -> Result<Json, TableError> {
        self.call_text(method, &params.to_string(), conn)
    }

    /// Answers `method` with parameters as JSON text for `conn`. A device other than the host
    /// is refused a method it may never call before its parameters are read.
    fn call_text(
        &self,
        method: &str,
        params: &str,
        conn: &mut Connection,
    ) -> Result<Json, TableError> {
        self.refresh_grant(conn)?;
        if !conn.is_host() && !access::DEVICE_METHODS.contains(&method) {
            return Err(access::denied(Denial::HostDeviceOnly {
                method: method.to_string(),
            }));
        }
        if HOST_REQUESTS.iter().any(|m| m.name == method) {
            let params = if params.trim() == "null" {
                "{}"
            } else {
                params
            };
            let text = format!("{{\"method\":\"{method}\",\"params\":{params}}}");
            let request: HostRequest = serde_json::from_str(&text)
                .map_err(|e| TableError::bad(format!("{method}: {e}")))?;
            self.host_request(method, request, conn).map(Json::Tree)
        } else {
            self.table_request(parse_text(method, params)?, conn)
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

    fn table_request(&self, request: Request, conn: &Connection) -> Result<Json, TableError> {
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
        // An action's answer carries the seat's new view, legal actions and log lines: its
        // device needs no notice of its own change (connection 0 is no socket's).
        let answered =
            matches!(request, Request::Apply { .. } | Request::Undo { .. }) && conn.id != 0;
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

    fn host_request(
        &self,
        method: &str,
        request: HostRequest,
        conn: &mut Connection,
    ) -> Result<Value, TableError> {
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
            HostRequest::HostStart { .. } | HostRequest::HostStop {} | HostRequest::Discover {} => {
                Err(TableError::refused(Refusal::AlreadyHosting))
            }
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

    pub(crate) fn table(&self) -> Result<MutexGuard<'_, Table>, TableError> {
        self.front.table()
    }

    pub(crate) fn access(&self) -> Result<MutexGuard<'_, Access>, TableError> {
        self.access.lock().map_err(|_| TableError::Storage {
            message: "the host's seat list is unavailable after an earlier failure".into(),
        })
    }

    /// Tells every device (and the app's window) that `game` changed: at once, or, when a
    /// notice of that game went out less than `NOTICE_GAP` ago, once at the end of that gap
    /// for every change until then.
    pub(crate) fn notify(&self, game: i64) {
        self.notify_from(game, None);
    }

    /// Like `notify`, for a change whose answer told `origin` (a connection) all it needs: the
    /// notice skips that connection when it made every change the notice tells of.
    fn notify_from(&self, game: i64, origin: Option<u64>) {
        let when = self.notices.lock().map_or(NoticeTime::Now, |mut n| {
            n.schedule(game, Instant::now(), origin)
        });
        match when {
            NoticeTime::Covered => {}
            NoticeTime::At(due) => match tokio::runtime::Handle::try_current() {
                Ok(runtime) => {
                    let host = self.clone();
                    runtime.spawn(async move {
                        tokio::time::sleep_until(due.into()).await;
                        let skip = host
                            .notices
                            .lock()
                            .ok()
                            .and_then(|mut n| n.sent(game, Instant::now()));
                        host.send_notice(game, skip);
                    });
                }
                Err(_) => self.send_notice(game, None),
            },
            NoticeTime::Now => self.send_notice(game, origin),
        }
    }

    fn send_notice(&self, game: i64, skip: Option<u64>) {
        // No receivers is fine: nobody else is connected.
        let _ = self.changes.send((game, skip));
        if let Some(f) = self.on_change.as_ref().filter(|_| skip != Some(WINDOW)) {
            f(game);
        }
    }

    /// `game` changed: tell everyone, then let its bots move.
    pub fn changed(&self, game: i64) {
        self.changed_by(game, None);
    }

    /// `game` changed by a request of connection `origin` whose answer told it everything:
    /// tell the others, then let its bots move.
    fn changed_by(&self, game: i64, origin: Option<u64>) {
        self.notify_from(game, origin);
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
                host.front.call(Request::BotMove { game }).ok()?;
                Some(host)
            })
            .await;
            if let Ok(Some(host)) = moved {
                host.changed(game);
            }
        });
    }
}

pub(crate) fn to_json<T: serde::Serialize>(v: T) -> Result<Value, TableError> {
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
