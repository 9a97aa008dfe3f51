//! Bot moves: the host plays the bots of a game itself, one move per pause, after every
//! change.

use super::Host;
use epochs_table::api::Request;
use epochs_table::SeatKind;

impl Host {
    /// Plays the bots of `game` while one must act, one move per pause: bots are played by
    /// the host itself, never triggered by a client.
    pub(super) fn play_bots(&self, game: i64) {
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
