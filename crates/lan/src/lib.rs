//! The Epochs host: serves the built web UI and the table API over a WebSocket, so the app's
//! UI runs in any browser on the machine or the local network (docs/protocol.md).

mod access;
mod guard;

pub use access::{authorise, fresh_token, Access, Grant, SeatGrant};
pub use guard::check_upgrade;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::serve::ListenerExt;
use axum::Router;
use epochs_table::api::{execute, is_write, parse};
use epochs_table::{SeatKind, Table, TableError};
use serde::Deserialize;
use serde_json::{json, Value};
use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::broadcast;
use tower_http::services::{ServeDir, ServeFile};

/// Largest WebSocket message accepted (an imported saved game fits easily).
pub const MAX_MESSAGE: usize = 8 * 1024 * 1024;
/// Most WebSocket connections open at once.
pub const MAX_CONNECTIONS: usize = 64;
/// Requests a device other than the host may send per second on average, and in one burst.
pub const REQUESTS_PER_SECOND: f64 = 40.0;
/// See `REQUESTS_PER_SECOND`.
pub const REQUEST_BURST: f64 = 80.0;
/// The pause before each bot move the host plays, so that people can follow.
pub const BOT_PAUSE: Duration = Duration::from_millis(350);

/// Shared server state: the table, who may do what, and the channel that tells clients a
/// game changed.
#[derive(Clone)]
pub struct Host {
    table: Arc<Mutex<Table>>,
    access: Arc<Mutex<Access>>,
    changes: broadcast::Sender<i64>,
    connections: Arc<AtomicUsize>,
}

/// One connection: its grant and its address.
pub struct Connection {
    grant: Grant,
    addr: IpAddr,
}

impl Connection {
    /// A new connection from `addr`: a bystander until it says hello with a token.
    pub fn new(addr: IpAddr) -> Connection {
        Connection {
            grant: Grant::Bystander,
            addr,
        }
    }
}

/// The requests the host itself answers (the table answers the rest).
#[derive(Debug, Deserialize)]
#[serde(tag = "method", content = "params", deny_unknown_fields)]
enum HostRequest {
    /// Presents a token: the host token or a seat token.
    #[serde(rename = "hello")]
    Hello { token: String },
    /// Joins seats of a game with the join code; the answer carries the seat token.
    #[serde(rename = "join")]
    Join {
        game: i64,
        seats: Vec<u8>,
        name: String,
        code: String,
    },
    /// The games open to join, each seat with who holds it.
    #[serde(rename = "lobby")]
    Lobby {},
    /// The host device frees a seat (its device may join again, or a bot may take it).
    #[serde(rename = "free_seat")]
    FreeSeat { game: i64, seat: u8 },
}

/// The methods the host answers itself.
pub const HOST_METHODS: &[&str] = &["hello", "join", "lobby", "free_seat"];

impl Host {
    /// A host around an open table, with fresh tokens and join code.
    pub fn new(table: Table) -> Result<Host, String> {
        let (changes, _) = broadcast::channel(256);
        Ok(Host {
            table: Arc::new(Mutex::new(table)),
            access: Arc::new(Mutex::new(Access::new()?)),
            changes,
            connections: Arc::new(AtomicUsize::new(0)),
        })
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

    /// Answers one request message (a JSON text) from `conn` with one answer message.
    pub fn answer(&self, text: &str, conn: &mut Connection) -> String {
        #[derive(Deserialize)]
        struct Envelope {
            #[serde(default)]
            id: Value,
            method: String,
            #[serde(default)]
            params: Value,
        }
        let envelope: Envelope = match serde_json::from_str(text) {
            Ok(r) => r,
            Err(e) => {
                let err = TableError::bad(format!("not a request: {e}"));
                return json!({"id": Value::Null, "error": err}).to_string();
            }
        };
        let result = if HOST_METHODS.contains(&envelope.method.as_str()) {
            self.host_request(&envelope.method, envelope.params, conn)
        } else {
            self.table_request(&envelope.method, envelope.params, conn)
        };
        match result {
            Ok(value) => json!({"id": envelope.id, "result": value}),
            Err(e) => json!({"id": envelope.id, "error": e}),
        }
        .to_string()
    }

    fn table_request(
        &self,
        method: &str,
        params: Value,
        conn: &Connection,
    ) -> Result<Value, TableError> {
        let request = parse(method, params)?;
        authorise(&conn.grant, &request)?;
        let value = execute(&mut *self.table()?, request)?;
        if is_write(method) {
            let game = value
                .get("id")
                .and_then(Value::as_i64)
                .or_else(|| value.pointer("/view/id").and_then(Value::as_i64))
                .unwrap_or(0);
            self.changed(game);
        }
        Ok(value)
    }

    fn host_request(
        &self,
        method: &str,
        params: Value,
        conn: &mut Connection,
    ) -> Result<Value, TableError> {
        let params = if params.is_null() { json!({}) } else { params };
        let request: HostRequest =
            serde_json::from_value(json!({"method": method, "params": params}))
                .map_err(|e| TableError::bad(format!("{method}: {e}")))?;
        match request {
            HostRequest::Hello { token } => {
                conn.grant = self.access()?.grant_of(&token)?;
                Ok(grant_json(&conn.grant))
            }
            HostRequest::Join {
                game,
                seats,
                name,
                code,
            } => {
                let view = self.table()?.view(game, None)?;
                if view.finished {
                    return Err(TableError::bad("that game is over"));
                }
                if let Some(&s) = seats.iter().find(|&&s| s as usize >= view.seats.len()) {
                    return Err(TableError::bad(format!(
                        "game {game} has no seat {}",
                        s + 1
                    )));
                }
                if seats
                    .iter()
                    .any(|&s| view.seats[s as usize].kind == SeatKind::Bot)
                {
                    return Err(access::denied("a bot plays that seat"));
                }
                let grant = SeatGrant { game, seats, name };
                let token = self
                    .access()?
                    .join(conn.addr, &code, grant, Instant::now())?;
                conn.grant = self.access()?.grant_of(&token)?;
                self.changed(game);
                let mut answer = grant_json(&conn.grant);
                answer["token"] = json!(token);
                Ok(answer)
            }
            HostRequest::Lobby {} => self.lobby(),
            HostRequest::FreeSeat { game, seat } => {
                if conn.grant != Grant::Host {
                    return Err(access::denied("only the host device frees seats"));
                }
                let freed = self.access()?.free(game, seat);
                self.changed(game);
                Ok(json!({ "freed": freed }))
            }
        }
    }

    /// Every unfinished game with its seats: name, human or bot, and which device holds it.
    fn lobby(&self) -> Result<Value, TableError> {
        let games = self.table()?.list()?;
        let access = self.access()?;
        let open: Vec<Value> = games
            .into_iter()
            .filter(|g| !g.finished)
            .map(|g| {
                let holders = access.holders(g.id);
                let seats: Vec<Value> = g
                    .seats
                    .iter()
                    .enumerate()
                    .map(|(i, s)| {
                        json!({
                            "seat": i,
                            "name": s.name,
                            "colour": s.colour,
                            "kind": s.kind,
                            "held_by": holders.get(&(i as u8)),
                        })
                    })
                    .collect();
                json!({"id": g.id, "name": g.name, "game": g.game, "seats": seats})
            })
            .collect();
        Ok(Value::Array(open))
    }

    fn table(&self) -> Result<std::sync::MutexGuard<'_, Table>, TableError> {
        self.table.lock().map_err(|_| TableError::Storage {
            message: "the table is unavailable after an earlier failure".into(),
        })
    }

    fn access(&self) -> Result<std::sync::MutexGuard<'_, Access>, TableError> {
        self.access.lock().map_err(|_| TableError::Storage {
            message: "the host's seat list is unavailable after an earlier failure".into(),
        })
    }

    fn changed(&self, game: i64) {
        // No receivers is fine: nobody else is connected.
        let _ = self.changes.send(game);
        if game != 0 {
            self.play_bots(game);
        }
    }

    /// Plays the bots of `game` while one must act, one move per pause: bots are played by
    /// the host itself, never triggered by a client.
    fn play_bots(&self, game: i64) {
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        let host = self.clone();
        runtime.spawn(async move {
            tokio::time::sleep(BOT_PAUSE).await;
            let moved = tokio::task::spawn_blocking(move || {
                let mut table = host.table().ok()?;
                let view = table.view(game, None).ok()?;
                let seat = view.to_act?;
                if view.seats.get(seat as usize)?.kind != SeatKind::Bot {
                    return None;
                }
                table.bot_move(game).ok()?;
                drop(table);
                Some(host)
            })
            .await;
            if let Ok(Some(host)) = moved {
                host.changed(game);
            }
        });
    }
}

/// Whether a connection is the host device's (trusted, so not slowed down).
fn is_host(conn: &Option<Connection>) -> bool {
    conn.as_ref().is_some_and(|c| c.grant == Grant::Host)
}

/// The `id` of a request message, if it has one (to answer a refusal to the right call).
fn request_id(text: &str) -> Value {
    #[derive(Deserialize)]
    struct Id {
        #[serde(default)]
        id: Value,
    }
    serde_json::from_str::<Id>(text).map_or(Value::Null, |r| r.id)
}

fn grant_json(grant: &Grant) -> Value {
    match grant {
        Grant::Host => json!({"role": "host"}),
        Grant::Seats(g) => {
            json!({"role": "seats", "game": g.game, "seats": g.seats, "name": g.name})
        }
        Grant::Bystander => json!({"role": "bystander"}),
    }
}

/// The router: `/ws` for the API, everything else from `ui_dir` (the built UI).
pub fn router(host: Host, ui_dir: &Path) -> Router {
    let index = ui_dir.join("index.html");
    Router::new()
        .route("/ws", get(ws_handler))
        .route("/health", get(|| async { "ok" }))
        .fallback_service(ServeDir::new(ui_dir).not_found_service(ServeFile::new(index)))
        .layer(axum::middleware::from_fn(guard::security_headers))
        .with_state(host)
}

/// Opens the API's WebSocket for this host's own pages and the app; refuses the rest (403),
/// and refuses past `MAX_CONNECTIONS` (503).
async fn ws_handler(
    ws: WebSocketUpgrade,
    headers: HeaderMap,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(host): State<Host>,
) -> Response {
    if let Err(reason) = check_upgrade(&headers) {
        return (StatusCode::FORBIDDEN, reason).into_response();
    }
    if host.connections.load(Ordering::SeqCst) >= MAX_CONNECTIONS {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            "too many devices are connected to this host",
        )
            .into_response();
    }
    ws.max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| client(socket, host, peer.ip()))
}

/// Counts a connection while it lives.
struct Counted(Arc<AtomicUsize>);

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

async fn client(mut socket: WebSocket, host: Host, addr: IpAddr) {
    host.connections.fetch_add(1, Ordering::SeqCst);
    let _counted = Counted(host.connections.clone());
    let mut changes = host.changes.subscribe();
    let mut conn = Some(Connection::new(addr));
    let mut allowance = REQUEST_BURST;
    let mut last = Instant::now();
    loop {
        tokio::select! {
            msg = socket.recv() => {
                let Some(Ok(msg)) = msg else { break };
                let now = Instant::now();
                allowance = (allowance + now.duration_since(last).as_secs_f64() * REQUESTS_PER_SECOND)
                    .min(REQUEST_BURST);
                last = now;
                let reply = match msg {
                    Message::Text(text) if allowance < 1.0 && !is_host(&conn) => json!({"id": request_id(&text), "error": TableError::bad(
                        "too many requests from this connection: slow down")}).to_string(),
                    Message::Text(text) => {
                        allowance -= 1.0;
                        let h = host.clone();
                        let text = text.to_string();
                        let Some(mut c) = conn.take() else { break };
                        match tokio::task::spawn_blocking(move || {
                            let reply = h.answer(&text, &mut c);
                            (reply, c)
                        }).await {
                            Ok((r, c)) => {
                                conn = Some(c);
                                r
                            }
                            Err(_) => break,
                        }
                    }
                    Message::Binary(_) => json!({"id": Value::Null, "error": TableError::bad("send JSON text messages")}).to_string(),
                    Message::Close(_) => break,
                    _ => continue,
                };
                if socket.send(Message::Text(reply.into())).await.is_err() {
                    break;
                }
            }
            change = changes.recv() => {
                let game = match change {
                    Ok(g) => g,
                    Err(broadcast::error::RecvError::Lagged(_)) => 0,
                    Err(broadcast::error::RecvError::Closed) => break,
                };
                let note = json!({"event": "changed", "game": game}).to_string();
                if socket.send(Message::Text(note.into())).await.is_err() {
                    break;
                }
            }
        }
    }
}

/// Options of `epochs serve`.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// Address to listen on (loopback by default; 0.0.0.0 to let the LAN join).
    pub addr: SocketAddr,
    /// Saved-games directory (default: the platform's app-data directory).
    pub data_dir: Option<PathBuf>,
    /// The built UI.
    pub ui_dir: PathBuf,
}

/// Runs the host until Ctrl-C. Prints the address it listens on.
pub async fn serve(opts: ServeOptions) -> Result<(), String> {
    let table = Table::open(opts.data_dir.as_deref()).map_err(|e| e.to_string())?;
    if let Some(r) = table.recovery() {
        eprintln!(
            "The saved-games database could not be used ({}); it was moved to {} and a fresh one started.",
            r.reason,
            r.moved_to.display()
        );
    }
    if !opts.ui_dir.join("index.html").exists() {
        eprintln!(
            "warning: no built UI in {} (run `npm run build` in ui/); the API still works",
            opts.ui_dir.display()
        );
    }
    let listener = tokio::net::TcpListener::bind(opts.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", opts.addr))?;
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    // Answers are small writes that follow one another (an answer, a change notice): with
    // Nagle's algorithm each would wait for the peer's delayed acknowledgement.
    let listener = listener.tap_io(|tcp| {
        if let Err(e) = tcp.set_nodelay(true) {
            eprintln!("cannot set TCP_NODELAY on a connection: {e}");
        }
    });
    let host = Host::new(table)?;
    let own = if local.ip().is_unspecified() {
        SocketAddr::from((std::net::Ipv4Addr::LOCALHOST, local.port()))
    } else {
        local
    };
    println!(
        "Host device (keep this link to yourself): http://{own}/#host={}",
        host.host_token()
    );
    println!("Join code for other devices: {}", host.join_code());
    // Last, so that a script waiting for this line finds the others already written.
    println!("Epochs is serving on http://{local}/");
    let app = router(host, &opts.ui_dir).into_make_service_with_connect_info::<SocketAddr>();
    axum::serve(listener, app)
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
        .map_err(|e| e.to_string())
}
