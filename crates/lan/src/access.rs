//! Who may do what on a LAN host. Every connection holds a grant: the host device (the
//! terminal's owner, by the host token `serve` prints), a device that joined some seats of one
//! game (by a seat token), or a bystander (no token). Every request is checked against the
//! grant of the connection that sent it.

use epochs_table::api::Request;
use epochs_table::TableError;
use rand::rngs::OsRng;
use rand::TryRngCore;
use serde::Serialize;
use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Wrong join codes allowed per address in `GUESS_WINDOW`.
pub const MAX_GUESSES: u32 = 5;
/// The window in which wrong join codes are counted.
pub const GUESS_WINDOW: Duration = Duration::from_secs(60);
/// Longest name a joining device may give.
pub const MAX_DEVICE_NAME: usize = 40;

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

/// A fresh six-digit join code.
fn fresh_code() -> Result<String, String> {
    let mut bytes = [0u8; 4];
    OsRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| format!("the system's random generator failed: {e}"))?;
    Ok(format!("{:06}", u32::from_le_bytes(bytes) % 1_000_000))
}

/// The host's tokens, seats held and join-code guesses. Changes when hosting restarts.
#[derive(Debug)]
pub struct Access {
    host_token: String,
    join_code: String,
    seats: HashMap<String, SeatGrant>,
    guesses: HashMap<IpAddr, (u32, Instant)>,
    online: HashMap<String, usize>,
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
            guesses: HashMap::new(),
            online: HashMap::new(),
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
            .ok_or_else(|| denied("this token is not known to the host (it restarted, or the seats were freed): join again"))
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

    /// Gives `seats` of `game` to a device that knows the join code; its new token. Wrong
    /// codes are counted per address and refused past `MAX_GUESSES` a minute.
    pub fn join(
        &mut self,
        from: IpAddr,
        code: &str,
        grant: SeatGrant,
        now: Instant,
    ) -> Result<String, TableError> {
        let entry = self.guesses.entry(from).or_insert((0, now));
        if now.duration_since(entry.1) > GUESS_WINDOW {
            *entry = (0, now);
        }
        if entry.0 >= MAX_GUESSES {
            return Err(denied(
                "too many wrong join codes from this address: wait a minute",
            ));
        }
        if code.trim() != self.join_code {
            entry.0 += 1;
            return Err(denied("wrong join code"));
        }
        let name = grant.name.trim();
        if name.is_empty() || name.chars().count() > MAX_DEVICE_NAME {
            return Err(TableError::bad(format!(
                "a device's name has 1 to {MAX_DEVICE_NAME} characters"
            )));
        }
        if grant.seats.is_empty() {
            return Err(TableError::bad("pick at least one seat"));
        }
        let taken = self.holders(grant.game);
        if let Some(seat) = grant.seats.iter().find(|s| taken.contains_key(s)) {
            return Err(denied(&format!(
                "seat {} is held by {}",
                u16::from(*seat) + 1,
                taken
                    .get(seat)
                    .map_or("another device", |h| h.name.as_str())
            )));
        }
        let token = fresh_token().map_err(|message| TableError::Storage { message })?;
        self.seats.insert(
            token.clone(),
            SeatGrant {
                name: name.to_string(),
                ..grant
            },
        );
        Ok(token)
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
    }
}

/// A refusal for want of the right grant.
pub fn denied(message: &str) -> TableError {
    TableError::BadRequest {
        message: format!("not allowed: {message}"),
    }
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
        | (Request::Recovery {}, _) => false,
    };
    if allowed {
        Ok(())
    } else if seats.is_some() {
        Err(denied("this device holds other seats; that request is for the host device or the seat's own device"))
    } else {
        Err(denied("join a seat first (this device is a bystander)"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

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

    #[test]
    fn join_needs_the_code_and_free_seats_and_limits_guesses() {
        let mut access = Access::new().unwrap();
        let ip = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 7));
        let other = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 8));
        let code = access.join_code().to_string();
        let now = Instant::now();
        let token = access.join(ip, &code, grant(1, &[0]), now).unwrap();
        assert_eq!(
            access.grant_of(&token).unwrap(),
            Grant::Seats(grant(1, &[0]))
        );
        let err = access
            .join(other, &code, grant(1, &[0, 1]), now)
            .unwrap_err();
        assert!(err.to_string().contains("held by Tablet"), "{err}");
        let wrong = if code == "000000" { "000001" } else { "000000" };
        for _ in 0..MAX_GUESSES {
            assert!(access.join(ip, wrong, grant(1, &[2]), now).is_err());
        }
        let err = access.join(ip, &code, grant(1, &[2]), now).unwrap_err();
        assert!(err.to_string().contains("too many"), "{err}");
        // Another address is not blocked, and the window passes.
        assert!(access.join(other, &code, grant(1, &[2]), now).is_ok());
        let later = now + GUESS_WINDOW + Duration::from_secs(1);
        assert!(access.join(ip, &code, grant(1, &[3]), later).is_ok());
    }

    #[test]
    fn freed_seats_can_be_joined_again_and_unknown_tokens_are_refused() {
        let mut access = Access::new().unwrap();
        let ip = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let code = access.join_code().to_string();
        let token = access
            .join(ip, &code, grant(4, &[1]), Instant::now())
            .unwrap();
        assert!(access.free(4, 1));
        assert!(access.grant_of(&token).is_err());
        assert!(access.grant_of("00").is_err());
        assert_eq!(access.grant_of(access.host_token()).unwrap(), Grant::Host);
        access
            .join(ip, &code, grant(4, &[1]), Instant::now())
            .unwrap();
        let other = access
            .join(ip, &code, grant(5, &[0, 1]), Instant::now())
            .unwrap();
        access.free_game(4);
        assert!(access.holders(4).is_empty());
        assert_eq!(access.holders(5).len(), 2);
        assert!(access.grant_of(&other).is_ok());
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
            action: serde_json::Value::Null,
            expected_seq: seq,
        };
        assert!(ok(apply(Some(5))));
        let err = authorise(&g, &apply(None)).unwrap_err();
        assert!(err.to_string().contains("expected_seq"));
        assert!(!ok(Request::Export { game: 3 }));
        assert!(!ok(Request::BotMove { game: 3 }));
        assert!(!ok(Request::ListGames {}));
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
