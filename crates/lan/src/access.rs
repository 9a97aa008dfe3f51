//! Who may do what on a LAN host. Every connection holds a grant: the host device (the
//! terminal's owner, by the host token `serve` prints), a device that joined some seats of one
//! game (by a seat token), or a bystander (no token). Every request is checked against the
//! grant of the connection that sent it.

use crate::joincode::{fresh_code, normalise, Guesses};
use crate::peer::Peer;
use epochs_table::api::Request;
use epochs_table::names::checked_name;
use epochs_table::refusal::{Denial, NamedThing, Refusal};
use epochs_table::TableError;
use rand::rngs::OsRng;
use rand::TryRngCore;
use serde::Serialize;
use std::collections::{BTreeSet, HashMap};
use std::time::{Duration, Instant};

/// Longest name a joining device may give.
pub const MAX_DEVICE_NAME: usize = 40;

/// The methods a device other than the host device may ever call (each is then checked
/// against its grant); every other method is refused before its parameters are read.
pub const DEVICE_METHODS: &[&str] = &[
    "view", "log", "replay", "legal", "check", "preview", "hint", "apply", "undo", "hello", "join",
    "lobby", "bot_pace",
];

/// What one connection may do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Grant {
    /// The host device: everything.
    Host,
    /// A joined device: the view, legal actions, log and undo of these seats of one game,
    /// and `apply` for them.
    Seats(SeatGrant),
    /// No token: the bystander view and the list of seats.
    Bystander,
}

/// Seats of one game held by one device.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatGrant {
    /// The game.
    pub game: i64,
    /// The seats.
    pub seats: Vec<u8>,
    /// The device's name, as it gave it.
    pub name: String,
}

impl SeatGrant {
    fn holds(&self, game: i64, seat: u8) -> bool {
        self.game == game && self.seats.contains(&seat)
    }

    fn may_see(&self, game: i64, viewer: Option<u8>) -> bool {
        match viewer {
            None => true,
            Some(seat) => self.holds(game, seat),
        }
    }
}

/// A fresh secret of 128 bits from the operating system's generator, as 32 hex digits.
pub fn fresh_token() -> Result<String, String> {
    let mut bytes = [0u8; 16];
    OsRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| format!("the system's random generator failed: {e}"))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Join requests waiting for the host device at once; more are refused until it answers.
/// Each device address has at most one waiting: its newest.
pub const MAX_WAITING: usize = 8;
/// How long a device whose request the host device declined waits before asking again.
pub const DECLINED_WAIT: Duration = Duration::from_secs(60);
/// Declined devices remembered before those whose wait is over are forgotten.
const REMEMBERED_DECLINES: usize = 1024;
/// How long a join request waits for the host device's answer.
pub const REQUEST_WAITS: Duration = Duration::from_secs(600);

/// The host's tokens, seats held, seats open to other devices, join requests waiting for the
/// host device, and wrong join codes. Changes when hosting restarts.
#[derive(Debug)]
pub struct Access {
    host_token: String,
    join_code: String,
    seats: HashMap<String, SeatGrant>,
    guesses: Guesses,
    online: HashMap<String, usize>,
    open: HashMap<i64, BTreeSet<u8>>,
    waiting: Vec<JoinRequest>,
    next_request: u64,
    declined: HashMap<Peer, Instant>,
}

/// A device asking the host device for seats that are not open to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinRequest {
    /// The request's number.
    pub id: u64,
    /// The connection waiting for the answer.
    pub connection: u64,
    /// The device's address (`device_address`) or endpoint, shown to the host device beside
    /// its name.
    pub address: Peer,
    /// The seats asked for, and the device's name.
    pub grant: SeatGrant,
    /// When it was asked.
    pub at: Instant,
}

/// What a join with the right code gives: a token at once, or a request for the host device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Joined {
    /// The seats were open: the device's new token.
    Token(String),
    /// Some seat was not open: the host device is asked (this request's number).
    Asking(u64),
}

/// Who holds a seat: the device's name and whether it is connected now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Holder {
    /// The device's name, as it gave it.
    pub name: String,
    /// Whether one of its connections is open.
    pub connected: bool,
}

impl Access {
    /// New tokens and a new join code.
    pub fn new() -> Result<Access, String> {
        Ok(Access {
            host_token: fresh_token()?,
            join_code: fresh_code()?,
            seats: HashMap::new(),
            guesses: Guesses::new(Instant::now()),
            online: HashMap::new(),
            open: HashMap::new(),
            waiting: Vec::new(),
            next_request: 0,
            declined: HashMap::new(),
        })
    }

    /// The host device's token.
    pub fn host_token(&self) -> &str {
        &self.host_token
    }

    /// The code a device gives to join.
    pub fn join_code(&self) -> &str {
        &self.join_code
    }

    /// The grant a token gives (an unknown token is refused, not taken as a bystander).
    pub fn grant_of(&self, token: &str) -> Result<Grant, TableError> {
        if token == self.host_token {
            return Ok(Grant::Host);
        }
        self.seats
            .get(token)
            .map(|g| Grant::Seats(g.clone()))
            .ok_or_else(|| denied(Denial::TokenUnknown))
    }

    /// Who holds each seat of `game`.
    pub fn holders(&self, game: i64) -> HashMap<u8, Holder> {
        self.seats
            .iter()
            .filter(|(_, g)| g.game == game)
            .flat_map(|(token, g)| {
                let holder = Holder {
                    name: g.name.clone(),
                    connected: self.online.get(token).is_some_and(|&n| n > 0),
                };
                g.seats.iter().map(move |&s| (s, holder.clone()))
            })
            .collect()
    }

    /// A connection presenting `token` opened; whether its device was away until now.
    pub fn connected(&mut self, token: &str) -> bool {
        let n = self.online.entry(token.to_string()).or_default();
        *n += 1;
        *n == 1
    }

    /// A connection presenting `token` closed.
    pub fn disconnected(&mut self, token: &str) {
        if let Some(n) = self.online.get_mut(token) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                self.online.remove(token);
            }
        }
    }

    /// Seats of `game` to a device that knows the join code: a new token when every seat
    /// asked for is in `open`, else a request that waits for the host device (one per
    /// connection). Wrong codes are limited per device address and in total, and the code
    /// is replaced after many (`joincode`).
    pub fn join(
        &mut self,
        from: impl Into<Peer>,
        connection: u64,
        code: &str,
        grant: SeatGrant,
        open: &BTreeSet<u8>,
        now: Instant,
    ) -> Result<Joined, TableError> {
        let address = from.into();
        self.guesses.may_try(address, now)?;
        if normalise(code) != normalise(&self.join_code) {
            if self.guesses.wrong(address, now) {
                self.join_code = fresh_code().map_err(|message| TableError::Storage { message })?;
            }
            return Err(denied(Denial::WrongJoinCode));
        }
        let name = grant.name.trim();
        if name.is_empty() || name.chars().count() > MAX_DEVICE_NAME {
            return Err(TableError::refused(Refusal::DeviceNameLength {
                most: MAX_DEVICE_NAME as u32,
            }));
        }
        checked_name(name, NamedThing::Device)?;
        if grant.seats.is_empty() {
            return Err(TableError::refused(Refusal::NoSeatPicked));
        }
        self.check_free(&grant)?;
        let grant = SeatGrant {
            name: name.to_string(),
            ..grant
        };
        if grant.seats.iter().all(|s| open.contains(s)) {
            return self.grant(grant).map(Joined::Token);
        }
        if let Some(wait) = self.declined_wait(address, now) {
            return Err(denied(Denial::Declined {
                wait_s: wait.as_secs().max(1),
            }));
        }
        // A device's newest request takes the place of its older ones.
        self.waiting.retain(|r| {
            r.connection != connection
                && r.address != address
                && now.saturating_duration_since(r.at) < REQUEST_WAITS
        });
        if self.waiting.len() >= MAX_WAITING {
            return Err(denied(Denial::HostBusy));
        }
        self.next_request += 1;
        self.waiting.push(JoinRequest {
            id: self.next_request,
            connection,
            address,
            grant,
            at: now,
        });
        Ok(Joined::Asking(self.next_request))
    }

    /// How long a device at `address` must still wait after the host device declined it.
    fn declined_wait(&self, address: Peer, now: Instant) -> Option<Duration> {
        let at = self.declined.get(&address)?;
        DECLINED_WAIT.checked_sub(now.saturating_duration_since(*at))
    }

    /// Refuses seats another device holds.
    fn check_free(&self, grant: &SeatGrant) -> Result<(), TableError> {
        let taken = self.holders(grant.game);
        match grant.seats.iter().find(|s| taken.contains_key(s)) {
            Some(seat) => Err(denied(Denial::SeatHeld {
                seat: u16::from(*seat) + 1,
                device: taken.get(seat).map(|h| h.name.clone()),
            })),
            None => Ok(()),
        }
    }

    /// A new token for `grant`.
    fn grant(&mut self, grant: SeatGrant) -> Result<String, TableError> {
        let token = fresh_token().map_err(|message| TableError::Storage { message })?;
        self.seats.insert(token.clone(), grant);
        Ok(token)
    }

    /// Forgets a seat token: it stops working.
    pub fn revoke(&mut self, token: &str) {
        self.seats.remove(token);
        self.online.remove(token);
    }

    /// The join requests waiting for the host device, oldest first.
    pub fn waiting(&mut self, now: Instant) -> &[JoinRequest] {
        self.waiting
            .retain(|r| now.saturating_duration_since(r.at) < REQUEST_WAITS);
        &self.waiting
    }

    /// The host device answers request `id`: the request, and the new token when approved
    /// (refused if another device took one of its seats meanwhile).
    pub fn answer(
        &mut self,
        id: u64,
        approve: bool,
    ) -> Result<(JoinRequest, Option<String>), TableError> {
        let at = self
            .waiting
            .iter()
            .position(|r| r.id == id)
            .ok_or_else(|| TableError::refused(Refusal::RequestGone))?;
        let request = self.waiting.remove(at);
        if !approve {
            if self.declined.len() >= REMEMBERED_DECLINES {
                let now = Instant::now();
                self.declined
                    .retain(|_, at| now.saturating_duration_since(*at) < DECLINED_WAIT);
            }
            self.declined.insert(request.address, Instant::now());
            return Ok((request, None));
        }
        self.check_free(&request.grant)?;
        let token = self.grant(request.grant.clone())?;
        Ok((request, Some(token)))
    }

    /// The connection closed: its request, if any, stops waiting.
    pub fn forget_requests_of(&mut self, connection: u64) -> bool {
        let before = self.waiting.len();
        self.waiting.retain(|r| r.connection != connection);
        before != self.waiting.len()
    }

    /// The seats of `game` the host device opened to other devices, if it chose.
    pub fn chosen_open(&self, game: i64) -> Option<&BTreeSet<u8>> {
        self.open.get(&game)
    }

    /// The host device chooses which seats of `game` other devices may take without asking.
    pub fn set_open(&mut self, game: i64, seats: BTreeSet<u8>) {
        self.open.insert(game, seats);
    }

    /// Revokes every grant on a game not in `games` (deleted, or gone with a restore): its
    /// tokens stop working, its requests and open seats are forgotten.
    pub fn keep_only_games(&mut self, games: &BTreeSet<i64>) {
        self.seats.retain(|_, g| games.contains(&g.game));
        self.waiting.retain(|r| games.contains(&r.grant.game));
        self.open.retain(|g, _| games.contains(g));
    }

    /// Frees `seat` of `game` (its device keeps its other seats); whether it was held.
    pub fn free(&mut self, game: i64, seat: u8) -> bool {
        let mut freed = false;
        for g in self.seats.values_mut().filter(|g| g.game == game) {
            let before = g.seats.len();
            g.seats.retain(|&s| s != seat);
            freed |= g.seats.len() != before;
        }
        self.seats.retain(|_, g| !g.seats.is_empty());
        freed
    }

    /// Frees every seat of `game` (it was deleted): its tokens stop working, and a later game
    /// can never be played with them.
    pub fn free_game(&mut self, game: i64) {
        self.seats.retain(|_, g| g.game != game);
        self.waiting.retain(|r| r.grant.game != game);
        self.open.remove(&game);
    }
}

/// The game a request of a device reads or plays, if it names one.
pub fn game_asked(request: &Request) -> Option<i64> {
    match request {
        Request::View { game, .. }
        | Request::Log { game, .. }
        | Request::Replay { game, .. }
        | Request::Legal { game, .. }
        | Request::Check { game, .. }
        | Request::Preview { game, .. }
        | Request::Hint { game, .. }
        | Request::Apply { game, .. }
        | Request::Undo { game, .. }
        | Request::BotMove { game }
        | Request::Rename { game, .. }
        | Request::SetSeatKind { game, .. }
        | Request::Delete { game }
        | Request::Repair { game }
        | Request::Export { game } => Some(*game),
        Request::ListGames {}
        | Request::CreateGame { .. }
        | Request::Backups {}
        | Request::RestoreBackup { .. }
        | Request::Import { .. }
        | Request::Recovery {}
        | Request::RecoverySeen {}
        | Request::Notices {}
        | Request::DismissNotices {}
        | Request::LessonsDone {}
        | Request::LessonDone { .. } => None,
    }
}

/// A refusal for want of the right grant.
pub fn denied(denial: Denial) -> TableError {
    TableError::denied(denial)
}

/// Whether `grant` may make `request`; the refusal says why. Remote seats must say which
/// position they acted on (`expected_seq`), so a stale action is refused, not misapplied.
pub fn authorise(grant: &Grant, request: &Request) -> Result<(), TableError> {
    let seats = match grant {
        Grant::Host => return Ok(()),
        Grant::Seats(seats) => Some(seats),
        Grant::Bystander => None,
    };
    let allowed = match (request, seats) {
        (Request::View { viewer: None, .. }, _) | (Request::Log { viewer: None, .. }, _) => true,
        (Request::Replay { viewer: None, .. }, _) => true,
        (Request::View { game, viewer }, Some(g)) | (Request::Log { game, viewer }, Some(g)) => {
            g.may_see(*game, *viewer)
        }
        (Request::Replay { game, viewer, .. }, Some(g)) => g.may_see(*game, *viewer),
        (Request::Legal { game, seat }, Some(g)) | (Request::Undo { game, seat }, Some(g)) => {
            g.holds(*game, *seat)
        }
        (Request::Check { game, seat, .. }, Some(g))
        | (Request::Preview { game, seat, .. }, Some(g))
        | (Request::Hint { game, seat }, Some(g)) => g.holds(*game, *seat),
        (
            Request::Apply {
                game,
                seat,
                expected_seq,
                ..
            },
            Some(g),
        ) => {
            if g.holds(*game, *seat) && expected_seq.is_none() {
                return Err(TableError::bad(
                    "an action from another device must carry expected_seq, the position it was chosen on",
                ));
            }
            g.holds(*game, *seat)
        }
        (Request::View { .. }, None)
        | (Request::Log { .. }, None)
        | (Request::Replay { .. }, None)
        | (Request::Legal { .. }, None)
        | (Request::Check { .. }, None)
        | (Request::Preview { .. }, None)
        | (Request::Hint { .. }, None)
        | (Request::Apply { .. }, None)
        | (Request::Undo { .. }, None) => false,
        // The saved games, their files and the bots belong to the host device.
        (Request::ListGames {}, _)
        | (Request::CreateGame { .. }, _)
        | (Request::BotMove { .. }, _)
        | (Request::Rename { .. }, _)
        | (Request::SetSeatKind { .. }, _)
        | (Request::Delete { .. }, _)
        | (Request::Repair { .. }, _)
        | (Request::Backups {}, _)
        | (Request::RestoreBackup { .. }, _)
        | (Request::Export { .. }, _)
        | (Request::Import { .. }, _)
        | (Request::Recovery {}, _)
        | (Request::RecoverySeen {}, _)
        | (Request::Notices {}, _)
        | (Request::DismissNotices {}, _)
        | (Request::LessonsDone {}, _)
        | (Request::LessonDone { .. }, _) => false,
    };
    if allowed {
        Ok(())
    } else if seats.is_some() {
        Err(denied(Denial::OtherSeats))
    } else {
        Err(denied(Denial::Bystander))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::{IpAddr, Ipv4Addr};

    fn grant(game: i64, seats: &[u8]) -> SeatGrant {
        SeatGrant {
            game,
            seats: seats.to_vec(),
            name: "Tablet".into(),
        }
    }

    #[test]
    fn tokens_are_128_bits_and_differ() {
        let a = fresh_token().unwrap();
        let b = fresh_token().unwrap();
        assert_eq!(a.len(), 32);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
    }

    fn all_open() -> BTreeSet<u8> {
        (0..5).collect()
    }

    fn token(joined: Joined) -> String {
        match joined {
            Joined::Token(t) => t,
            Joined::Asking(id) => panic!("asked the host ({id}) for open seats"),
        }
    }

    #[test]
    fn join_needs_the_code_and_free_seats_and_limits_guesses() {
        let mut access = Access::new().unwrap();
        let ip = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 7));
        let other = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 8));
        let code = access.join_code().to_string();
        let now = Instant::now();
        let open = all_open();
        let t = token(
            access
                .join(ip, 1, &code, grant(1, &[0]), &open, now)
                .unwrap(),
        );
        assert_eq!(access.grant_of(&t).unwrap(), Grant::Seats(grant(1, &[0])));
        let err = access
            .join(other, 2, &code, grant(1, &[0, 1]), &open, now)
            .unwrap_err();
        assert!(
            matches!(&err, TableError::NotAllowed { denial: Denial::SeatHeld { seat: 1, device: Some(d) } } if d.starts_with("Tablet")),
            "{err}"
        );
        // The code as typed on a phone: lower case, without its dash.
        let typed = code.replace('-', "").to_lowercase();
        assert!(access
            .join(other, 2, &typed, grant(1, &[4]), &open, now)
            .is_ok());
        for _ in 0..crate::joincode::MAX_GUESSES {
            assert!(access
                .join(ip, 1, "0000-0000", grant(1, &[2]), &open, now)
                .is_err());
        }
        let err = access
            .join(ip, 1, &code, grant(1, &[2]), &open, now)
            .unwrap_err();
        assert!(
            matches!(
                err,
                TableError::NotAllowed {
                    denial: Denial::TooManyCodesHere { .. }
                }
            ),
            "{err}"
        );
        // Another address is not blocked, and the window passes.
        assert!(access
            .join(other, 2, &code, grant(1, &[2]), &open, now)
            .is_ok());
        let later = now + crate::joincode::GUESS_WINDOW + Duration::from_secs(1);
        assert!(access
            .join(ip, 1, &code, grant(1, &[3]), &open, later)
            .is_ok());
    }

    #[test]
    fn seats_not_open_are_asked_of_the_host_device_which_approves_or_declines() {
        let mut access = Access::new().unwrap();
        let ip = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let code = access.join_code().to_string();
        let now = Instant::now();
        let open: BTreeSet<u8> = [1].into();
        let asked = access
            .join(ip, 7, &code, grant(2, &[1, 2]), &open, now)
            .unwrap();
        let Joined::Asking(id) = asked else {
            panic!("a seat not open was granted")
        };
        assert_eq!(access.waiting(now).len(), 1);
        assert_eq!(access.waiting(now)[0].connection, 7);
        // Asking again from the same connection replaces its request.
        let again = access
            .join(ip, 7, &code, grant(2, &[2]), &open, now)
            .unwrap();
        assert_ne!(again, Joined::Asking(id));
        assert_eq!(access.waiting(now).len(), 1);
        assert!(access.answer(id, true).is_err(), "the old request is gone");
        let Joined::Asking(id) = again else {
            panic!("not asked")
        };
        let (request, token) = access.answer(id, true).unwrap();
        assert_eq!(request.grant.seats, vec![2]);
        let token = token.unwrap();
        assert_eq!(
            access.grant_of(&token).unwrap(),
            Grant::Seats(grant(2, &[2]))
        );
        // A declined request gives nothing; a closed connection's request is forgotten.
        let Joined::Asking(id) = access
            .join(ip, 8, &code, grant(2, &[3]), &open, now)
            .unwrap()
        else {
            panic!("not asked")
        };
        assert_eq!(access.answer(id, false).unwrap().1, None);
        // The declined device waits before asking again, under any name.
        let renamed = SeatGrant {
            name: "Other name".into(),
            ..grant(2, &[4])
        };
        assert!(matches!(
            access.join(ip, 9, &code, renamed.clone(), &open, now),
            Err(TableError::NotAllowed {
                denial: Denial::Declined { .. }
            })
        ));
        let later = Instant::now() + DECLINED_WAIT + Duration::from_secs(1);
        access.join(ip, 9, &code, renamed, &open, later).unwrap();
        assert!(access.forget_requests_of(9));
        assert!(access.waiting(later).is_empty());
        // One device address has one request waiting: its newest.
        for c in 0..3 {
            access
                .join(ip, 20 + c, &code, grant(3, &[0]), &BTreeSet::new(), later)
                .unwrap();
        }
        assert_eq!(access.waiting(later).len(), 1);
        assert_eq!(access.waiting(later)[0].connection, 22);
        assert!(access.forget_requests_of(22));
        // Requests expire, and only so many may wait.
        for c in 0..MAX_WAITING {
            let from = IpAddr::V4(Ipv4Addr::new(10, 0, 1, c as u8));
            access
                .join(
                    from,
                    100 + c as u64,
                    &code,
                    grant(3, &[0]),
                    &BTreeSet::new(),
                    later,
                )
                .unwrap();
        }
        let another = IpAddr::V4(Ipv4Addr::new(10, 0, 2, 1));
        assert!(access
            .join(another, 99, &code, grant(3, &[0]), &BTreeSet::new(), later)
            .is_err());
        let now = later;
        assert!(access.waiting(now + REQUEST_WAITS).is_empty());
    }

    #[test]
    fn freed_seats_can_be_joined_again_and_unknown_tokens_are_refused() {
        let mut access = Access::new().unwrap();
        let ip = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let code = access.join_code().to_string();
        let open = all_open();
        let now = Instant::now();
        let t = token(
            access
                .join(ip, 1, &code, grant(4, &[1]), &open, now)
                .unwrap(),
        );
        assert!(access.free(4, 1));
        assert!(access.grant_of(&t).is_err());
        assert!(access.grant_of("00").is_err());
        assert_eq!(access.grant_of(access.host_token()).unwrap(), Grant::Host);
        access
            .join(ip, 1, &code, grant(4, &[1]), &open, now)
            .unwrap();
        let other = token(
            access
                .join(ip, 1, &code, grant(5, &[0, 1]), &open, now)
                .unwrap(),
        );
        access.free_game(4);
        assert!(access.holders(4).is_empty());
        assert_eq!(access.holders(5).len(), 2);
        assert!(access.grant_of(&other).is_ok());
        // A restore that leaves game 5 out revokes its tokens.
        access.keep_only_games(&[4].into());
        assert!(access.grant_of(&other).is_err());
    }

    #[test]
    fn seats_see_and_act_only_for_themselves() {
        let g = Grant::Seats(grant(3, &[1]));
        let ok = |r: Request| authorise(&g, &r).is_ok();
        assert!(ok(Request::View {
            game: 3,
            viewer: Some(1)
        }));
        assert!(ok(Request::View {
            game: 3,
            viewer: None
        }));
        assert!(!ok(Request::View {
            game: 3,
            viewer: Some(0)
        }));
        assert!(!ok(Request::View {
            game: 4,
            viewer: Some(1)
        }));
        assert!(ok(Request::Legal { game: 3, seat: 1 }));
        assert!(!ok(Request::Legal { game: 3, seat: 2 }));
        // A hint is thought out from the asking seat's view: only for its own seats.
        assert!(ok(Request::Hint { game: 3, seat: 1 }));
        assert!(!ok(Request::Hint { game: 3, seat: 2 }));
        assert!(!ok(Request::Hint { game: 4, seat: 1 }));
        assert!(!ok(Request::Log {
            game: 3,
            viewer: Some(2)
        }));
        let apply = |seq| Request::Apply {
            game: 3,
            seat: 1,
            action: epochs_table::bounded::BoundedJson::default(),
            expected_seq: seq,
        };
        assert!(ok(apply(Some(5))));
        let err = authorise(&g, &apply(None)).unwrap_err();
        assert!(err.to_string().contains("expected_seq"));
        assert!(!ok(Request::Export { game: 3 }));
        assert!(!ok(Request::BotMove { game: 3 }));
        assert!(!ok(Request::ListGames {}));
        // What the saved games have to tell is the host device's to read and dismiss.
        assert!(!ok(Request::Notices {}));
        assert!(!ok(Request::DismissNotices {}));
        assert!(!ok(Request::RecoverySeen {}));
        assert!(!ok(Request::Recovery {}));
    }

    #[test]
    fn bystanders_see_only_the_public_view() {
        let ok = |r: Request| authorise(&Grant::Bystander, &r).is_ok();
        assert!(ok(Request::View {
            game: 1,
            viewer: None
        }));
        assert!(ok(Request::Log {
            game: 1,
            viewer: None
        }));
        assert!(!ok(Request::View {
            game: 1,
            viewer: Some(0)
        }));
        assert!(!ok(Request::Legal { game: 1, seat: 0 }));
        assert!(!ok(Request::Hint { game: 1, seat: 0 }));
        assert!(!ok(Request::Rename {
            game: 1,
            name: "x".into()
        }));
        assert!(authorise(&Grant::Host, &Request::Export { game: 1 }).is_ok());
    }
}
