//! The join code and the limits on guessing it. A code is 8 characters of Crockford's base 32
//! (40 bits, shown as `K7QM-3XTD`); wrong codes are limited per device address and across all
//! of them, and the code is replaced after `NEW_CODE_AFTER` wrong ones. docs/protocol.md
//! works out why guessing it within a game night is hopeless.

use crate::peer::Peer;
use epochs_table::refusal::Denial;
use epochs_table::TableError;
use rand::rngs::OsRng;
use rand::TryRngCore;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// The code's letters: Crockford's base 32 (no I, L, O or U, which read as other letters).
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// Characters in a code.
pub const CODE_LENGTH: usize = 8;
/// Wrong codes allowed from one device address in `GUESS_WINDOW`.
pub const MAX_GUESSES: u32 = 5;
/// Wrong codes allowed from all addresses together in `GUESS_WINDOW`; past it every join by
/// code waits for the window to end.
pub const MAX_GUESSES_TOTAL: u32 = 20;
/// The window in which wrong codes are counted.
pub const GUESS_WINDOW: Duration = Duration::from_secs(60);
/// Wrong codes after which the code is replaced by a new one.
pub const NEW_CODE_AFTER: u32 = 100;

/// A fresh code from the operating system's generator, as `XXXX-XXXX`.
pub fn fresh_code() -> Result<String, String> {
    let mut bytes = [0u8; CODE_LENGTH];
    OsRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| format!("the system's random generator failed: {e}"))?;
    let letters: String = bytes
        .iter()
        .map(|b| char::from(ALPHABET[usize::from(b % 32)]))
        .collect();
    Ok(format!("{}-{}", &letters[..4], &letters[4..]))
}

/// A code as typed, read the way Crockford's base 32 reads it: case, spaces and dashes do
/// not count, O is 0, and I and L are 1.
pub fn normalise(code: &str) -> String {
    code.chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .take(4 * CODE_LENGTH)
        .map(|c| match c.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        })
        .collect()
}

/// Wrong codes counted in one window.
#[derive(Clone, Copy, Debug)]
struct Window {
    wrong: u32,
    since: Instant,
}

impl Window {
    fn fresh(now: Instant) -> Window {
        Window {
            wrong: 0,
            since: now,
        }
    }

    fn current(&mut self, now: Instant) -> &mut Window {
        if now.saturating_duration_since(self.since) > GUESS_WINDOW {
            *self = Window::fresh(now);
        }
        self
    }

    fn wait(&self, now: Instant) -> u64 {
        (self.since + GUESS_WINDOW)
            .saturating_duration_since(now)
            .as_secs()
            .max(1)
    }
}

/// Wrong codes per device address and in total.
#[derive(Debug)]
pub struct Guesses {
    per_address: HashMap<Peer, Window>,
    total: Window,
    since_new_code: u32,
}

impl Guesses {
    /// No wrong code yet.
    pub fn new(now: Instant) -> Guesses {
        Guesses {
            per_address: HashMap::new(),
            total: Window::fresh(now),
            since_new_code: 0,
        }
    }

    /// Whether a code may be tried from `address` now; the refusal says how long to wait.
    pub fn may_try(&mut self, address: Peer, now: Instant) -> Result<(), TableError> {
        let total = self.total.current(now);
        if total.wrong >= MAX_GUESSES_TOTAL {
            return Err(TableError::denied(Denial::TooManyCodes {
                wait_s: total.wait(now),
            }));
        }
        if let Some(window) = self.per_address.get_mut(&address) {
            let window = window.current(now);
            if window.wrong >= MAX_GUESSES {
                return Err(TableError::denied(Denial::TooManyCodesHere {
                    wait_s: window.wait(now),
                }));
            }
        }
        Ok(())
    }

    /// A wrong code from `address`; whether the code must now be replaced.
    pub fn wrong(&mut self, address: Peer, now: Instant) -> bool {
        if self.per_address.len() > 4096 {
            self.per_address
                .retain(|_, w| now.saturating_duration_since(w.since) <= GUESS_WINDOW);
        }
        self.total.current(now).wrong += 1;
        self.per_address
            .entry(address)
            .or_insert_with(|| Window::fresh(now))
            .current(now)
            .wrong += 1;
        self.since_new_code += 1;
        if self.since_new_code >= NEW_CODE_AFTER {
            self.since_new_code = 0;
            return true;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::{IpAddr, Ipv4Addr};

    fn ip(n: u8) -> Peer {
        IpAddr::V4(Ipv4Addr::new(127, 0, 2, n)).into()
    }

    #[test]
    fn codes_are_eight_crockford_letters_and_read_forgivingly() {
        let code = fresh_code().unwrap();
        assert_eq!(code.len(), CODE_LENGTH + 1);
        assert_eq!(&code[4..5], "-");
        assert!(normalise(&code).bytes().all(|b| ALPHABET.contains(&b)));
        assert_ne!(fresh_code().unwrap(), code);
        assert_eq!(normalise(" k7qm-3xtd "), "K7QM3XTD");
        assert_eq!(normalise("oIL0"), "0110");
    }

    #[test]
    fn each_address_and_all_of_them_together_are_limited() {
        let now = Instant::now();
        let mut g = Guesses::new(now);
        for _ in 0..MAX_GUESSES {
            assert!(g.may_try(ip(1), now).is_ok());
            g.wrong(ip(1), now);
        }
        let err = g.may_try(ip(1), now).unwrap_err();
        assert!(
            matches!(
                err,
                TableError::NotAllowed {
                    denial: Denial::TooManyCodesHere { .. }
                }
            ),
            "{err}"
        );
        // Other addresses still may, until the total is reached.
        for n in 2..=4 {
            for _ in 0..MAX_GUESSES {
                assert!(g.may_try(ip(n), now).is_ok());
                g.wrong(ip(n), now);
            }
        }
        let err = g.may_try(ip(9), now).unwrap_err();
        assert!(
            matches!(
                err,
                TableError::NotAllowed {
                    denial: Denial::TooManyCodes { .. }
                }
            ),
            "{err}"
        );
        let later = now + GUESS_WINDOW + Duration::from_secs(1);
        assert!(g.may_try(ip(9), later).is_ok());
        assert!(g.may_try(ip(1), later).is_ok());
    }

    #[test]
    fn the_code_is_replaced_after_many_wrong_ones() {
        let now = Instant::now();
        let mut g = Guesses::new(now);
        let renewals = (0..NEW_CODE_AFTER * 2)
            .filter(|&i| g.wrong(ip(u8::try_from(i % 200).unwrap()), now))
            .count();
        assert_eq!(renewals, 2);
    }
}
