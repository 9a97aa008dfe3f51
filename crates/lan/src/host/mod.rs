//! The host: the table, who may do what, and the notices that a game changed. Every request,
//! from a WebSocket or from the app's own window, is answered here for the connection that
//! sent it: `routing` takes it from its text to its typed call, `requests` carries it out,
//! `notices` tells the other devices what changed and `bots` plays the bots after a change.

mod bots;
mod notices;
mod requests;
mod routing;

use crate::access::{Access, Grant};
use crate::delta::SentAnswers;
use crate::invitation::status_for;
use crate::limits::{
    Device, NoticeThrottle, RateLimits, CONNECTS_PER_SECOND, CONNECT_BURST, REQUESTS_PER_SECOND,
    REQUEST_BURST,
};
use crate::peer::Peer;
use crate::protocol::{BotPace, GrantInfo, HostingStatus};
use crate::slots::{Holding, Slots};
use epochs_table::front::Front;
use epochs_table::{Table, TableError};
use serde_json::Value;
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
    pub(crate) peer: Peer,
    sent: SentAnswers,
}

impl Connection {
    /// A new connection from `addr` that no socket carries (join requests can't reach it):
    /// a bystander until it says hello with a token.
    pub fn new(addr: impl Into<Peer>) -> Connection {
        Connection::on_socket(addr, 0)
    }

    /// Connection `id` of the host's sockets, from `addr`.
    pub fn on_socket(addr: impl Into<Peer>, id: u64) -> Connection {
        Connection {
            id,
            grant: Grant::Bystander,
            token: None,
            peer: addr.into(),
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
            None => Device::Peer(self.peer),
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
    pub(crate) fn may_connect(&self, peer: impl Into<Peer>) -> bool {
        self.connects
            .lock()
            .is_ok_and(|mut c| c.take(&Device::Peer(peer.into()), Instant::now()))
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

    /// The table, locked.
    pub(crate) fn table(&self) -> Result<MutexGuard<'_, Table>, TableError> {
        self.front.table()
    }

    /// Who may do what, locked.
    pub(crate) fn access(&self) -> Result<MutexGuard<'_, Access>, TableError> {
        self.access.lock().map_err(|_| TableError::Storage {
            message: "the host's seat list is unavailable after an earlier failure".into(),
        })
    }
}

/// `v` as a JSON tree (a failure to write it is the host's, not the device's).
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
