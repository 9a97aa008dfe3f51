//! Change notices: telling every device, and the app's window, that a game changed, at most
//! one notice of a game per `NOTICE_GAP`.

use super::{Host, WINDOW};
use crate::limits::NoticeTime;
use std::time::Instant;

impl Host {
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
    pub(super) fn changed_by(&self, game: i64, origin: Option<u64>) {
        self.notify_from(game, origin);
        if game != 0 {
            self.play_bots(game);
        }
    }
}
