//! What one device may cost the host: requests per second kept per device (its token, or its
//! address without one) so that reconnecting does not reset them, and change notices
//! thinned per game so that no device can make the others refresh faster than a screen can.

use crate::peer::Peer;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// Requests a device other than the host may send per second on average, and in one burst.
pub const REQUESTS_PER_SECOND: f64 = 40.0;
/// See `REQUESTS_PER_SECOND`.
pub const REQUEST_BURST: f64 = 80.0;
/// New connections one address may open per second on average, and in one burst.
pub const CONNECTS_PER_SECOND: f64 = 4.0;
/// See `CONNECTS_PER_SECOND`.
pub const CONNECT_BURST: f64 = 16.0;
/// At most one change notice per game in this interval: later ones wait for its end and are
/// sent as one.
pub const NOTICE_GAP: Duration = Duration::from_millis(100);
/// Devices remembered by the rate limits before the long-idle ones are forgotten.
const REMEMBERED: usize = 4096;

/// Who a rate limit counts: a device by its token, or by its address (or endpoint) when it
/// has none.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Device {
    /// A device that presented this seat token.
    Token(String),
    /// A device without a token, by its address or endpoint.
    Peer(Peer),
}

/// A token bucket: `rate` a second, at most `burst` at once.
#[derive(Clone, Copy, Debug)]
struct Bucket {
    allowance: f64,
    last: Instant,
}

/// Token buckets per device, kept across its connections.
#[derive(Debug)]
pub struct RateLimits {
    rate: f64,
    burst: f64,
    buckets: HashMap<Device, Bucket>,
}

impl RateLimits {
    /// Limits of `rate` a second with bursts of `burst`.
    pub fn new(rate: f64, burst: f64) -> RateLimits {
        RateLimits {
            rate,
            burst,
            buckets: HashMap::new(),
        }
    }

    /// Whether `device` may spend one more now (and spends it).
    pub fn take(&mut self, device: &Device, now: Instant) -> bool {
        if self.buckets.len() >= REMEMBERED && !self.buckets.contains_key(device) {
            self.forget_full(now);
        }
        let (rate, burst) = (self.rate, self.burst);
        let bucket = self.buckets.entry(device.clone()).or_insert(Bucket {
            allowance: burst,
            last: now,
        });
        let elapsed = now.saturating_duration_since(bucket.last).as_secs_f64();
        bucket.allowance = (bucket.allowance + elapsed * rate).min(burst);
        bucket.last = now;
        if bucket.allowance < 1.0 {
            return false;
        }
        bucket.allowance -= 1.0;
        true
    }

    /// Forgets the devices whose bucket has filled up again (they are owed nothing).
    fn forget_full(&mut self, now: Instant) {
        let (rate, burst) = (self.rate, self.burst);
        self.buckets.retain(|_, b| {
            b.allowance + now.saturating_duration_since(b.last).as_secs_f64() * rate < burst
        });
    }
}

/// When to send a game's change notice: now, later (merged with the others of the interval),
/// or not at all (one is already due).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeTime {
    /// Send it now.
    Now,
    /// Send one at this moment for every change until then.
    At(Instant),
    /// One is already due later: it covers this change.
    Covered,
}

/// Who made the changes a notice tells of: one connection (which has its answers and needs no
/// notice), or others too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Makers {
    Only(u64),
    Anyone,
}

impl Makers {
    fn of(origin: Option<u64>) -> Makers {
        origin.map_or(Makers::Anyone, Makers::Only)
    }

    fn and(self, origin: Option<u64>) -> Makers {
        match (self, origin) {
            (Makers::Only(a), Some(b)) if a == b => self,
            _ => Makers::Anyone,
        }
    }

    fn only(self) -> Option<u64> {
        match self {
            Makers::Only(c) => Some(c),
            Makers::Anyone => None,
        }
    }
}

/// Thins change notices per game to one per `NOTICE_GAP`, remembering who made the changes a
/// notice due later covers.
#[derive(Debug, Default)]
pub struct NoticeThrottle {
    games: HashMap<i64, (Instant, Option<Makers>)>,
}

impl NoticeThrottle {
    /// When the notice of a change to `game` at `now` goes out; `origin` is the connection that
    /// made it when its answer already told it everything (none: tell everyone).
    pub fn schedule(&mut self, game: i64, now: Instant, origin: Option<u64>) -> NoticeTime {
        if self.games.len() > 1024 {
            self.games.retain(|_, (last, due)| {
                due.is_some() || now.saturating_duration_since(*last) < NOTICE_GAP
            });
        }
        match self.games.get_mut(&game) {
            Some((_, Some(makers))) => {
                *makers = makers.and(origin);
                NoticeTime::Covered
            }
            Some((last, due)) if now.saturating_duration_since(*last) < NOTICE_GAP => {
                *due = Some(Makers::of(origin));
                NoticeTime::At(*last + NOTICE_GAP)
            }
            _ => {
                self.games.insert(game, (now, None));
                NoticeTime::Now
            }
        }
    }

    /// The notice due for `game` goes out at `now`: the connection that made every change it
    /// covers, which need not be told, if there is one.
    pub fn sent(&mut self, game: i64, now: Instant) -> Option<u64> {
        self.games
            .insert(game, (now, None))
            .and_then(|(_, due)| due)
            .and_then(Makers::only)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::{IpAddr, Ipv4Addr};

    #[test]
    fn a_device_keeps_its_spent_allowance_and_regains_it_with_time() {
        let mut limits = RateLimits::new(10.0, 5.0);
        let device = Device::Token("t".into());
        let now = Instant::now();
        assert_eq!((0..8).filter(|_| limits.take(&device, now)).count(), 5);
        // Another device is not affected.
        assert!(limits.take(&Device::Peer(IpAddr::V4(Ipv4Addr::LOCALHOST).into()), now));
        // A tenth of a second gives one back.
        assert!(limits.take(&device, now + Duration::from_millis(100)));
        assert!(!limits.take(&device, now + Duration::from_millis(100)));
    }

    #[test]
    fn notices_of_one_game_are_thinned_to_one_per_gap() {
        let mut t = NoticeThrottle::default();
        let now = Instant::now();
        assert_eq!(t.schedule(1, now, None), NoticeTime::Now);
        let due = now + NOTICE_GAP;
        assert_eq!(
            t.schedule(1, now + Duration::from_millis(10), None),
            NoticeTime::At(due)
        );
        assert_eq!(
            t.schedule(1, now + Duration::from_millis(20), None),
            NoticeTime::Covered
        );
        // Another game is not held back.
        assert_eq!(t.schedule(2, now, None), NoticeTime::Now);
        t.sent(1, due);
        assert_eq!(
            t.schedule(1, due + Duration::from_millis(1), None),
            NoticeTime::At(due + NOTICE_GAP)
        );
        assert_eq!(t.schedule(3, due, None), NoticeTime::Now);
        assert_eq!(t.schedule(3, due + NOTICE_GAP, None), NoticeTime::Now);
    }

    #[test]
    fn a_notice_skips_the_one_connection_that_made_every_change_it_tells() {
        let mut t = NoticeThrottle::default();
        let now = Instant::now();
        let ms = Duration::from_millis;
        // Connection 7 plays three actions in a row: the later two are told once, not to 7.
        assert_eq!(t.schedule(1, now, Some(7)), NoticeTime::Now);
        assert_eq!(
            t.schedule(1, now + ms(10), Some(7)),
            NoticeTime::At(now + NOTICE_GAP)
        );
        assert_eq!(t.schedule(1, now + ms(20), Some(7)), NoticeTime::Covered);
        assert_eq!(t.sent(1, now + NOTICE_GAP), Some(7));
        // Another's change (or a bot's) in the same interval: everyone is told.
        let later = now + NOTICE_GAP;
        assert!(matches!(
            t.schedule(1, later + ms(10), Some(7)),
            NoticeTime::At(_)
        ));
        assert_eq!(t.schedule(1, later + ms(20), None), NoticeTime::Covered);
        assert_eq!(t.sent(1, later + NOTICE_GAP), None);
        let last = later + NOTICE_GAP;
        assert!(matches!(
            t.schedule(1, last + ms(10), Some(7)),
            NoticeTime::At(_)
        ));
        assert_eq!(t.schedule(1, last + ms(20), Some(8)), NoticeTime::Covered);
        assert_eq!(t.sent(1, last + NOTICE_GAP), None);
    }
}
