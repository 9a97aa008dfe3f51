//! The Epochs host: serves the built web UI and the table API over a WebSocket, so the app's
//! UI runs in any browser on the machine or the local network (docs/protocol.md).

mod guard;

pub use guard::check_upgrade;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::serve::ListenerExt;
use axum::Router;
use epochs_table::api::{dispatch, is_write};
use epochs_table::{Table, TableError};
use serde::Deserialize;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use tokio::sync::broadcast;
use tower_http::services::{ServeDir, ServeFile};

/// Largest WebSocket message accepted (an imported saved game fits easily).
pub const MAX_MESSAGE: usize = 8 * 1024 * 1024;

/// Shared server state: the table and the channel that tells clients a game changed.
#[derive(Clone)]
pub struct Host {
    table: Arc<Mutex<Table>>,
    changes: broadcast::Sender<i64>,
}

impl Host {
    /// A host around an open table.
    pub fn new(table: Table) -> Host {
        let (changes, _) = broadcast::channel(256);
        Host {
            table: Arc::new(Mutex::new(table)),
            changes,
        }
    }

    /// Answers one request message (a JSON text) with one answer message.
    pub fn answer(&self, text: &str) -> String {
        #[derive(Deserialize)]
        struct Request {
            #[serde(default)]
            id: Value,
            method: String,
            #[serde(default)]
            params: Value,
        }
        let request: Request = match serde_json::from_str(text) {
            Ok(r) => r,
            Err(e) => {
                let err = TableError::bad(format!("not a request: {e}"));
                return json!({"id": Value::Null, "error": err}).to_string();
            }
        };
        let result = match self.table.lock() {
            Ok(mut table) => dispatch(&mut table, &request.method, request.params),
            Err(_) => Err(TableError::Storage {
                message: "the table is unavailable after an earlier failure".into(),
            }),
        };
        let reply = match result {
            Ok(value) => {
                if is_write(&request.method) {
                    let game = value
                        .get("id")
                        .and_then(Value::as_i64)
                        .or_else(|| value.pointer("/view/id").and_then(Value::as_i64))
                        .unwrap_or(0);
                    // No receivers is fine: nobody else is connected.
                    let _ = self.changes.send(game);
                }
                json!({"id": request.id, "result": value})
            }
            Err(e) => json!({"id": request.id, "error": e}),
        };
        reply.to_string()
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

/// Opens the API's WebSocket for this host's own pages and the app; refuses the rest (403).
async fn ws_handler(
    ws: WebSocketUpgrade,
    headers: HeaderMap,
    State(host): State<Host>,
) -> Response {
    if let Err(reason) = check_upgrade(&headers) {
        return (StatusCode::FORBIDDEN, reason).into_response();
    }
    ws.max_message_size(MAX_MESSAGE)
        .on_upgrade(move |socket| client(socket, host))
}

async fn client(mut socket: WebSocket, host: Host) {
    let mut changes = host.changes.subscribe();
    loop {
        tokio::select! {
            msg = socket.recv() => {
                let Some(Ok(msg)) = msg else { break };
                let reply = match msg {
                    Message::Text(text) => {
                        let h = host.clone();
                        let text = text.to_string();
                        match tokio::task::spawn_blocking(move || h.answer(&text)).await {
                            Ok(r) => r,
                            Err(_) => json!({"id": Value::Null, "error": TableError::Storage { message: "request failed".into() }}).to_string(),
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
    println!("Epochs is serving on http://{local}/");
    let app = router(Host::new(table), &opts.ui_dir);
    axum::serve(listener, app)
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
        .map_err(|e| e.to_string())
}
