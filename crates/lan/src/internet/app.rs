//! The app's side of playing across homes: sharing its host with other homes (one invitation,
//! kept until the person stops sharing) and joining a table elsewhere through a bridge on
//! loopback that its window talks to.

use super::bridge::{bridge, PathWatch};
use super::endpoint::Relay;
use super::key::{forget_key, load_or_make_key};
use super::link::{app_link, invitation_link};
use super::{share, Sharing};
use crate::host::Host;
use crate::invitation::qr_svg;
use crate::protocol::{ElsewhereJoin, ElsewhereStatus, PathState};
use std::path::Path;
use std::sync::{Arc, Mutex};
use tokio::sync::watch;

/// What the app shares with other homes and where it has joined: one of each at most.
#[derive(Default)]
pub struct AppElsewhere {
    sharing: tokio::sync::Mutex<Option<Sharing>>,
    joined: tokio::sync::Mutex<Option<Joined>>,
}

/// A table elsewhere the app's window talks to.
struct Joined {
    path: Arc<Mutex<PathState>>,
    stop: watch::Sender<bool>,
}

impl AppElsewhere {
    /// Shares `host` with other homes through `relay`, under the key kept in `dir`; the same
    /// invitation while it shares, as a link to the web app at `web_app` when given.
    pub async fn share(
        &self,
        host: &Host,
        dir: &Path,
        relay: Option<&str>,
        web_app: Option<&str>,
    ) -> Result<ElsewhereStatus, String> {
        // A wrong web-app address is refused before anything is shared.
        if let Some(web_app) = given(web_app) {
            invitation_link(web_app, "", "")?;
        }
        let mut sharing = self.sharing.lock().await;
        if sharing.is_none() {
            let relay = Relay::named(given(relay))?;
            let key = load_or_make_key(dir)?;
            *sharing = Some(share(host.clone(), key, &relay).await?);
        }
        let ticket = sharing.as_ref().map(Sharing::ticket).unwrap_or_default();
        let code = host.join_code();
        let link = given(web_app)
            .map(|w| invitation_link(w, ticket, &code))
            .transpose()?;
        Ok(ElsewhereStatus {
            app_link: app_link(ticket, &code),
            invitation: ticket.to_string(),
            qr_svg: qr_svg(link.as_deref().unwrap_or(&format!("{ticket} {code}")))?,
            link,
            code,
        })
    }

    /// Stops sharing: devices elsewhere are told, and with `forget` the key goes, so the
    /// invitation never works again.
    pub async fn stop(&self, dir: &Path, forget: bool) -> Result<(), String> {
        if let Some(sharing) = self.sharing.lock().await.take() {
            sharing.stop().await;
        }
        if forget {
            forget_key(dir)?;
        }
        Ok(())
    }

    /// Joins the table `invitation` names: a bridge on a free loopback port, replacing any
    /// earlier one.
    pub async fn join(&self, invitation: &str) -> Result<ElsewhereJoin, String> {
        let ticket = invitation.split_whitespace().next().unwrap_or_default();
        super::endpoint::parse_ticket(ticket)?;
        let listener = tokio::net::TcpListener::bind((std::net::Ipv4Addr::LOCALHOST, 0))
            .await
            .map_err(|e| e.to_string())?;
        let local = listener.local_addr().map_err(|e| e.to_string())?;
        let path = PathWatch {
            now: Arc::default(),
            on_change: Arc::new(|_: &PathState| {}),
        };
        let (stop, stopped) = watch::channel(false);
        let mut joined = self.joined.lock().await;
        if let Some(old) = joined.replace(Joined {
            path: path.now.clone(),
            stop,
        }) {
            let _ = old.stop.send(true);
        }
        let ticket = ticket.to_string();
        tokio::spawn(async move {
            if let Err(e) = bridge(&ticket, None, listener, path, stopped).await {
                eprintln!("joining elsewhere: {e}");
            }
        });
        Ok(ElsewhereJoin {
            host_port: local.to_string(),
        })
    }

    /// How the connection to the table elsewhere travels, if the app has joined one.
    pub async fn path(&self) -> Option<PathState> {
        let joined = self.joined.lock().await;
        joined
            .as_ref()
            .and_then(|j| j.path.lock().ok().map(|p| p.clone()))
    }
}

/// What was typed, trimmed, when anything was.
fn given(typed: Option<&str>) -> Option<&str> {
    typed.map(str::trim).filter(|s| !s.is_empty())
}
