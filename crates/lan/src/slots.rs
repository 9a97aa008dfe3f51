//! Who gets one of the host's connections. Bystanders (no token yet) are capped per device
//! address and closed when they stay idle; a device that presents the host token or a valid
//! seat token is always let in, a bystander making room for it if it must. Connections that
//! hold a seat token are capped per token and per address, the newest taking the place of
//! the oldest. Nothing one device does can fill the host so that the players' own devices
//! are shut out.

use crate::peer::Peer;
use std::collections::HashMap;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// Most connections open at once for devices of every kind.
pub const MAX_CONNECTIONS: usize = 64;
/// Most bystander connections (no token) from one device address.
pub const PER_ADDRESS: usize = 8;
/// Connections let in past the other limits, on probation: each must present a valid token
/// within `PROBATION` (a player's device coming back), or it is closed. When they are all
/// taken, the oldest makes room for the newest, so that a device coming back with its
/// token, which says hello at once, is never kept out by connections that say nothing.
pub const ON_PROBATION: usize = 16;
/// Most connections on probation from one device address.
pub const PROBATION_PER_ADDRESS: usize = 4;
/// How long a connection on probation has to present its token.
pub const PROBATION: Duration = Duration::from_secs(5);
/// A bystander that sends nothing for this long is closed (the UI reconnects when it needs).
pub const BYSTANDER_IDLE: Duration = Duration::from_secs(120);
/// Connections open at once with one seat token (a device with a few tabs); a further one
/// takes the place of the oldest.
pub const PER_TOKEN: usize = 4;
/// Connections holding seat tokens open at once from one device address; a further one takes
/// the place of the oldest.
pub const SEATED_PER_ADDRESS: usize = 16;
/// A connection that sends nothing for this long is pinged.
pub const PING_AFTER: Duration = Duration::from_secs(15);
/// A ping unanswered for this long closes the connection: it is gone, or it holds a message
/// it never finishes.
pub const PONG_WAIT: Duration = Duration::from_secs(10);

/// What a connection holds after its latest request.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Holding {
    /// No token: a bystander.
    #[default]
    Nothing,
    /// The host token.
    HostToken,
    /// This seat token.
    SeatToken(String),
}

/// Something the host tells one connection on its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Push {
    /// Close the connection, for this reason.
    Close(&'static str),
    /// Send this message.
    Text(String),
}

/// Whether a new connection is let in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Admission {
    /// Let in.
    Open,
    /// Let in only until `PROBATION` passes without a valid token.
    Probation,
    /// Refused: this address has as many connections on probation as it may.
    Refused,
}

#[derive(Debug)]
struct Slot {
    address: Peer,
    holding: Holding,
    probation: bool,
    last_active: Instant,
    push: mpsc::UnboundedSender<Push>,
}

/// The open connections.
#[derive(Debug)]
pub struct Slots {
    next: u64,
    open: HashMap<u64, Slot>,
    idle: Duration,
    heartbeat: (Duration, Duration),
}

impl Default for Slots {
    fn default() -> Slots {
        Slots {
            next: 0,
            open: HashMap::new(),
            idle: BYSTANDER_IDLE,
            heartbeat: (PING_AFTER, PONG_WAIT),
        }
    }
}

impl Slot {
    fn tokened(&self) -> bool {
        self.holding != Holding::Nothing
    }
}

impl Slots {
    /// Closes bystanders after `idle` without a request instead of `BYSTANDER_IDLE`.
    pub fn set_idle(&mut self, idle: Duration) {
        self.idle = idle;
    }

    /// Pings a silent connection after `ping_after` and closes it when `pong_wait` passes
    /// without an answer, instead of `PING_AFTER` and `PONG_WAIT`.
    pub fn set_heartbeat(&mut self, ping_after: Duration, pong_wait: Duration) {
        self.heartbeat = (ping_after, pong_wait);
    }

    /// When a silent connection is pinged, and how long it then has to answer.
    pub fn heartbeat(&self) -> (Duration, Duration) {
        self.heartbeat
    }

    /// Whether a new connection from `ip` is let in now.
    pub fn admit(&self, peer: impl Into<Peer>) -> Admission {
        let address = peer.into();
        let settled = self.open.values().filter(|s| !s.probation).count();
        let from_address = self
            .open
            .values()
            .filter(|s| s.address == address && !s.tokened())
            .count();
        let on_probation_here = self
            .open
            .values()
            .filter(|s| s.address == address && s.probation)
            .count();
        if settled < MAX_CONNECTIONS && from_address < PER_ADDRESS {
            Admission::Open
        } else if on_probation_here < PROBATION_PER_ADDRESS {
            Admission::Probation
        } else {
            Admission::Refused
        }
    }

    /// Registers a connection let in as `admission`; its number, and where to tell it things.
    pub fn register(
        &mut self,
        peer: impl Into<Peer>,
        admission: Admission,
        now: Instant,
    ) -> (u64, mpsc::UnboundedReceiver<Push>) {
        let (push, inbox) = mpsc::unbounded_channel();
        if admission == Admission::Probation
            && self.open.values().filter(|s| s.probation).count() >= ON_PROBATION
        {
            let oldest = self
                .open
                .iter()
                .filter(|(_, s)| s.probation)
                .min_by_key(|(_, s)| s.last_active)
                .map(|(&id, _)| id);
            if let Some(slot) = oldest.and_then(|id| self.open.remove(&id)) {
                let _ = slot.push.send(Push::Close(
                    "this host is full: only a device coming back with its token may connect now",
                ));
            }
        }
        self.next += 1;
        self.open.insert(
            self.next,
            Slot {
                address: peer.into(),
                holding: Holding::Nothing,
                probation: admission == Admission::Probation,
                last_active: now,
                push,
            },
        );
        (self.next, inbox)
    }

    /// The connection closed.
    pub fn remove(&mut self, id: u64) {
        self.open.remove(&id);
    }

    /// The connection sent a request at `now`; what it holds after it. A connection that
    /// came to hold a token leaves probation, and a bystander makes room for it if the host
    /// is over its limit; one that came to hold a seat token takes the place of the oldest
    /// connection of that token, or of its address, when either is at its cap.
    pub fn active(&mut self, id: u64, holding: Holding, now: Instant) {
        let Some(slot) = self.open.get_mut(&id) else {
            return;
        };
        slot.last_active = now;
        let new_seat = matches!(&holding, Holding::SeatToken(_)) && slot.holding != holding;
        slot.holding = holding;
        let address = slot.address;
        if slot.tokened() && slot.probation {
            slot.probation = false;
            if self.open.values().filter(|s| !s.probation).count() > MAX_CONNECTIONS {
                self.evict_a_bystander();
            }
        }
        if !new_seat {
            return;
        }
        let Some(token) = self.open.get(&id).map(|s| s.holding.clone()) else {
            return;
        };
        if self.oldest_other(id, |s| s.holding == token, PER_TOKEN) {
            return;
        }
        self.oldest_other(
            id,
            |s| s.address == address && matches!(s.holding, Holding::SeatToken(_)),
            SEATED_PER_ADDRESS,
        );
    }

    /// When more than `most` connections are `alike` (`id` among them), closes the oldest
    /// other than `id`; whether it did.
    fn oldest_other(&mut self, id: u64, alike: impl Fn(&Slot) -> bool, most: usize) -> bool {
        let same: Vec<u64> = self
            .open
            .iter()
            .filter(|(_, s)| alike(s))
            .map(|(&other, _)| other)
            .collect();
        if same.len() <= most {
            return false;
        }
        let Some(oldest) = same.into_iter().filter(|&other| other != id).min() else {
            return false;
        };
        if let Some(slot) = self.open.remove(&oldest) {
            let _ = slot.push.send(Push::Close(
                "a newer connection of this device took this one's place",
            ));
        }
        true
    }

    /// Closes the bystander idle longest.
    fn evict_a_bystander(&mut self) {
        let oldest = self
            .open
            .iter()
            .filter(|(_, s)| !s.tokened() && !s.probation)
            .min_by_key(|(_, s)| s.last_active)
            .map(|(&id, _)| id);
        if let Some(slot) = oldest.and_then(|id| self.open.remove(&id)) {
            let _ = slot
                .push
                .send(Push::Close("the host made room for a player's device"));
        }
    }

    /// When the connection must be closed unless it acts first: a bystander idle for
    /// `BYSTANDER_IDLE`, one on probation when `PROBATION` is over. `None` for a device
    /// with a token.
    pub fn deadline(&self, id: u64, opened: Instant) -> Option<Instant> {
        let slot = self.open.get(&id)?;
        if slot.probation {
            Some(opened + PROBATION)
        } else if slot.tokened() {
            None
        } else {
            Some(slot.last_active + self.idle)
        }
    }

    /// Tells connection `id` something on its own; whether it is still open.
    pub fn push(&self, id: u64, push: Push) -> bool {
        self.open
            .get(&id)
            .is_some_and(|slot| slot.push.send(push).is_ok())
    }

    /// How many connections are open, and how many of them hold a token.
    pub fn counts(&self) -> (usize, usize) {
        (
            self.open.len(),
            self.open.values().filter(|s| s.tokened()).count(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::{IpAddr, Ipv4Addr};

    fn ip(last: u8) -> IpAddr {
        IpAddr::V4(Ipv4Addr::new(127, 0, 1, last))
    }

    #[test]
    fn one_address_gets_a_few_bystanders_and_the_rest_only_probation() {
        let mut slots = Slots::default();
        let now = Instant::now();
        let mut inboxes = Vec::new();
        for _ in 0..PER_ADDRESS {
            assert_eq!(slots.admit(ip(1)), Admission::Open);
            inboxes.push(slots.register(ip(1), Admission::Open, now));
        }
        assert_eq!(slots.admit(ip(1)), Admission::Probation);
        assert_eq!(slots.admit(ip(2)), Admission::Open);
    }

    #[test]
    fn a_full_host_lets_a_token_in_by_closing_the_longest_idle_bystander() {
        let mut slots = Slots::default();
        let now = Instant::now();
        let mut inboxes = Vec::new();
        for i in 0..MAX_CONNECTIONS {
            let address = ip(u8::try_from(i / PER_ADDRESS).unwrap());
            let at = now + Duration::from_millis(u64::try_from(i).unwrap());
            inboxes.push(slots.register(address, slots.admit(address), at));
        }
        assert_eq!(slots.admit(ip(200)), Admission::Probation);
        let (id, _inbox) = slots.register(ip(200), Admission::Probation, now);
        assert_eq!(slots.deadline(id, now), Some(now + PROBATION));
        slots.active(id, Holding::HostToken, now + Duration::from_secs(1));
        assert_eq!(slots.deadline(id, now), None);
        // The first bystander, idle longest, was told to close and is gone.
        let (first, inbox) = &mut inboxes[0];
        assert_eq!(
            inbox.try_recv().ok(),
            Some(Push::Close("the host made room for a player's device"))
        );
        assert!(!slots.push(*first, Push::Text("x".into())));
        assert_eq!(slots.counts(), (MAX_CONNECTIONS, 1));
    }

    #[test]
    fn probation_is_capped_per_address_and_the_newest_takes_the_oldest_place() {
        let mut slots = Slots::default();
        let now = Instant::now();
        let mut inboxes = Vec::new();
        for _ in 0..PER_ADDRESS + PROBATION_PER_ADDRESS {
            let a = slots.admit(ip(1));
            inboxes.push(slots.register(ip(1), a, now));
        }
        assert_eq!(slots.admit(ip(1)), Admission::Refused);
        // Another address still gets its own bystanders.
        assert_eq!(slots.admit(ip(9)), Admission::Open);
        // Probation from many addresses: when it is full, the oldest makes room.
        let mut probation = Vec::new();
        for i in 0..ON_PROBATION {
            let address = ip(20 + u8::try_from(i).unwrap());
            let at = now + Duration::from_millis(1 + u64::try_from(i).unwrap());
            probation.push(slots.register(address, Admission::Probation, at));
        }
        // The four of the first address, the oldest, were closed for the newest.
        for (_, inbox) in &mut inboxes[PER_ADDRESS..] {
            assert!(matches!(inbox.try_recv(), Ok(Push::Close(_))));
        }
        assert!(probation
            .iter_mut()
            .all(|(_, inbox)| inbox.try_recv().is_err()));
        let on_probation = slots.open.values().filter(|s| s.probation).count();
        assert_eq!(on_probation, ON_PROBATION);
    }

    #[test]
    fn idle_bystanders_have_a_deadline_and_activity_moves_it() {
        let mut slots = Slots::default();
        let now = Instant::now();
        let (id, _inbox) = slots.register(ip(1), Admission::Open, now);
        assert_eq!(slots.deadline(id, now), Some(now + BYSTANDER_IDLE));
        let later = now + Duration::from_secs(30);
        slots.active(id, Holding::Nothing, later);
        assert_eq!(slots.deadline(id, now), Some(later + BYSTANDER_IDLE));
    }

    #[test]
    fn one_seat_token_keeps_a_few_connections_the_newest_replacing_the_oldest() {
        let mut slots = Slots::default();
        let now = Instant::now();
        let token = Holding::SeatToken("t".into());
        let mut opened = Vec::new();
        for i in 0..PER_TOKEN + 2 {
            let at = now + Duration::from_millis(u64::try_from(i).unwrap());
            let (id, inbox) = slots.register(ip(1), Admission::Open, at);
            slots.active(id, token.clone(), at);
            opened.push((id, inbox));
        }
        // The two oldest were told to close; the newest four hold the token.
        for (i, (_, inbox)) in opened.iter_mut().enumerate() {
            assert_eq!(inbox.try_recv().is_ok(), i < 2, "connection {i}");
        }
        assert_eq!(slots.counts(), (PER_TOKEN, PER_TOKEN));
        // Saying hello again with the same token on an open connection closes nothing.
        let (newest, _) = opened[PER_TOKEN + 1];
        slots.active(newest, token, now + Duration::from_secs(1));
        assert_eq!(slots.counts(), (PER_TOKEN, PER_TOKEN));
    }

    #[test]
    fn one_address_keeps_a_bounded_number_of_seated_connections() {
        let mut slots = Slots::default();
        let now = Instant::now();
        let mut opened = Vec::new();
        for i in 0..SEATED_PER_ADDRESS + 3 {
            let at = now + Duration::from_millis(u64::try_from(i).unwrap());
            let (id, inbox) = slots.register(ip(1), Admission::Open, at);
            slots.active(id, Holding::SeatToken(format!("token {i}")), at);
            opened.push((id, inbox));
        }
        let closed = opened
            .iter_mut()
            .filter_map(|(_, inbox)| inbox.try_recv().ok())
            .count();
        assert_eq!(closed, 3);
        assert_eq!(slots.counts().1, SEATED_PER_ADDRESS);
        // The host token is not a seat's: the host device always gets in.
        let (host, _inbox) = slots.register(ip(1), Admission::Open, now);
        slots.active(host, Holding::HostToken, now);
        assert_eq!(slots.counts().1, SEATED_PER_ADDRESS + 1);
    }
}
