//! Hosting: listening for other devices (`epochs serve`, or the app's *Play on the
//! network*), and stopping.

use crate::call::Call;
use crate::discovery::{discover, Announcer};
use crate::host::{Connection, Host, OnChange};
use crate::invitation::lan_addresses;
use crate::protocol::{HostRequest, HostingStatus};
use crate::server::serve_bounded;
use crate::socket::{router_with, UiSource};
use epochs_table::api::unknown_method;
use epochs_table::front::Front;
use epochs_table::refusal::Refusal;
use epochs_table::reply::Json;
use epochs_table::TableError;
use serde_json::Value;
use std::collections::BTreeSet;
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex};
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// The port a host tries first (another is taken when it is busy).
pub const DEFAULT_PORT: u16 = 8765;

/// A host listening for devices until stopped.
pub struct Listening {
    /// The host.
    pub host: Host,
    /// The address it listens on.
    pub local: SocketAddr,
    stop: watch::Sender<bool>,
    server: JoinHandle<()>,
    _announcer: Option<Announcer>,
}

impl Listening {
    /// Closes the port and every device's connection.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        let _ = self.server.await;
    }
}

/// Starts listening at `addr` for `host` (on the local network when `addr` is unspecified:
/// then also announced by mDNS). The host's status says how to join.
pub async fn listen(host: Host, addr: SocketAddr, ui: UiSource) -> Result<Listening, String> {
    let listener = match tokio::net::TcpListener::bind(addr).await {
        Ok(l) => l,
        // The usual port is taken (another host?): any free one will do.
        Err(_) if addr.port() == DEFAULT_PORT => tokio::net::TcpListener::bind((addr.ip(), 0))
            .await
            .map_err(|e| format!("cannot listen on {}: {e}", addr.ip()))?,
        Err(e) => return Err(format!("cannot listen on {addr}: {e}")),
    };
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    let lan = local.ip().is_unspecified();
    host.set_status(local, lan)?;
    let (stop, stopped) = watch::channel(false);
    let app = router_with(host.clone(), ui, stopped.clone());
    let server = tokio::spawn(serve_bounded(listener, app, stopped));
    let announcer = if lan {
        match Announcer::start(local.port(), &lan_addresses(), false) {
            Ok(a) => Some(a),
            Err(e) => {
                eprintln!("not announced on the network (join by the address): {e}");
                None
            }
        }
    } else {
        None
    };
    Ok(Listening {
        host,
        local,
        stop,
        server,
        _announcer: announcer,
    })
}

/// The app's hosting: off until *Play on the network*, then a host on the app's own table.
pub struct AppHosting {
    table: Arc<Mutex<epochs_table::Table>>,
    ui: UiSource,
    on_change: OnChange,
    running: tokio::sync::Mutex<Option<Listening>>,
    #[cfg(feature = "internet")]
    elsewhere: crate::internet::AppElsewhere,
}

impl AppHosting {
    /// Hosting for the app's `table`, serving `ui`; `on_change` tells the app's window.
    pub fn new(
        table: Arc<Mutex<epochs_table::Table>>,
        ui: UiSource,
        on_change: OnChange,
    ) -> AppHosting {
        AppHosting {
            table,
            ui,
            on_change,
            running: tokio::sync::Mutex::new(None),
            #[cfg(feature = "internet")]
            elsewhere: Default::default(),
        }
    }

    /// Starts hosting (on the local network when `lan`, else on this machine), with `game`
    /// on the network beside those put there before (`None`: every game); how to join.
    pub async fn start(&self, lan: bool, game: Option<i64>) -> Result<HostingStatus, String> {
        let mut running = self.running.lock().await;
        if let Some(l) = running.as_ref() {
            if let Some(status) = l.host.status().filter(|s| s.lan == lan) {
                match game {
                    Some(game) => l.host.share(game),
                    None => l.host.share_only(None),
                }
                return Ok(status);
            }
        }
        if let Some(old) = running.take() {
            self.stop_elsewhere(false).await;
            old.stop().await;
        }
        let host = Host::shared(self.table.clone(), Some(self.on_change.clone()))?;
        host.share_only(game.map(|g| BTreeSet::from([g])));
        let ip = if lan {
            Ipv4Addr::UNSPECIFIED
        } else {
            Ipv4Addr::LOCALHOST
        };
        let listening = listen(host, (ip, DEFAULT_PORT).into(), self.ui.clone()).await?;
        let status = listening.host.status().ok_or("the host has no address")?;
        *running = Some(listening);
        Ok(status)
    }

    /// Stops hosting: the port closes, every device is disconnected, tokens are forgotten.
    pub async fn stop(&self) {
        self.stop_elsewhere(false).await;
        if let Some(l) = self.running.lock().await.take() {
            l.stop().await;
        }
    }

    /// The host while hosting.
    pub async fn host(&self) -> Option<Host> {
        self.running.lock().await.as_ref().map(|l| l.host.clone())
    }
}

impl AppHosting {
    /// Answers one call of the app's own window, the host device: hosting, the lobby and
    /// seats, and every table method (through the host while hosting, so that the other
    /// devices hear of the change and the bots move). The call is read once here.
    pub async fn call(&self, method: &str, params: Value) -> Result<Json, TableError> {
        self.call_typed(Call::parse(method, params)?).await
    }

    /// Answers one call of the app's own window, already read.
    pub async fn call_typed(&self, call: Call) -> Result<Json, TableError> {
        let call = match call {
            Call::Host(HostRequest::HostStart { lan, game }) => {
                let status = self.start(lan, game).await.map_err(TableError::bad)?;
                return Json::tree_of(status);
            }
            Call::Host(HostRequest::HostStop {}) => {
                self.stop().await;
                return Ok(Json::NULL);
            }
            Call::Host(
                request @ (HostRequest::ShareElsewhere { .. }
                | HostRequest::StopElsewhere {}
                | HostRequest::JoinElsewhere { .. }
                | HostRequest::ElsewherePath {}),
            ) => return self.elsewhere(request).await,
            Call::Host(HostRequest::Discover {}) => {
                let found = tokio::task::spawn_blocking(|| {
                    discover(std::time::Duration::from_millis(1500), false)
                })
                .await
                .map_err(|e| TableError::bad(e.to_string()))?
                .map_err(TableError::bad)?;
                return Json::tree_of(found);
            }
            call => call,
        };
        match self.host().await {
            Some(host) => on_host(host, call).await,
            None => self.unhosted(call).await,
        }
    }

    /// Answers a call of the app's window while it does not host.
    async fn unhosted(&self, call: Call) -> Result<Json, TableError> {
        match call {
            Call::Host(HostRequest::Hosting {}) => Ok(Json::NULL),
            Call::Host(
                HostRequest::Hello { .. } | HostRequest::Join { .. } | HostRequest::FreeSeat { .. },
            ) => Err(TableError::refused(Refusal::NotHosting)),
            // A host of no devices tells the lobby.
            call @ Call::Host(HostRequest::Lobby {}) => {
                on_host(
                    Host::shared(self.table.clone(), None).map_err(TableError::bad)?,
                    call,
                )
                .await
            }
            // The table does not know the host's other methods.
            Call::Host(request) => Err(unknown_method(request.method())),
            // The table's front door answers (the window asks its bots to move).
            Call::Table(request) => {
                let front = Front::new(self.table.clone());
                tokio::task::spawn_blocking(move || front.call(request).map(|a| a.value))
                    .await
                    .map_err(|e| TableError::bad(e.to_string()))?
            }
        }
    }
}

/// Answers `call` of the app's window on `host`, the host device.
async fn on_host(host: Host, call: Call) -> Result<Json, TableError> {
    tokio::task::spawn_blocking(move || host.call_typed(call, &mut Connection::host_device()))
        .await
        .map_err(|e| TableError::bad(e.to_string()))?
}

#[cfg(feature = "internet")]
impl AppHosting {
    /// Answers the app's requests about other homes: sharing needs hosting.
    async fn elsewhere(&self, request: HostRequest) -> Result<Json, TableError> {
        let dir = self.data_dir()?;
        match request {
            HostRequest::ShareElsewhere { relay, web_app } => {
                let host = self
                    .host()
                    .await
                    .ok_or(TableError::refused(Refusal::NotHosting))?;
                let status = self
                    .elsewhere
                    .share(&host, &dir, relay.as_deref(), web_app.as_deref())
                    .await
                    .map_err(TableError::bad)?;
                Json::tree_of(status)
            }
            HostRequest::StopElsewhere {} => {
                self.elsewhere
                    .stop(&dir, true)
                    .await
                    .map_err(TableError::bad)?;
                Ok(Json::NULL)
            }
            HostRequest::JoinElsewhere { invitation } => {
                let joined = self
                    .elsewhere
                    .join(&invitation)
                    .await
                    .map_err(TableError::bad)?;
                Json::tree_of(joined)
            }
            HostRequest::ElsewherePath {} => Json::tree_of(self.elsewhere.path().await),
            other => Err(unknown_method(other.method())),
        }
    }

    /// Stops sharing with other homes (the invitation stays good unless `forget`).
    async fn stop_elsewhere(&self, forget: bool) {
        if let Ok(dir) = self.data_dir() {
            let _ = self.elsewhere.stop(&dir, forget).await;
        }
    }

    /// The folder of the saved games, where the key for other homes is kept.
    fn data_dir(&self) -> Result<std::path::PathBuf, TableError> {
        let table = self
            .table
            .lock()
            .map_err(|_| TableError::bad("the table is unavailable"))?;
        Ok(table.data_dir().to_path_buf())
    }
}

#[cfg(not(feature = "internet"))]
impl AppHosting {
    /// Without the `internet` feature, other homes are out of reach.
    async fn elsewhere(&self, _: HostRequest) -> Result<Json, TableError> {
        Err(TableError::bad(
            "this build cannot play across homes (built without the internet feature)",
        ))
    }

    /// Nothing is shared without the `internet` feature.
    async fn stop_elsewhere(&self, _: bool) {}
}
