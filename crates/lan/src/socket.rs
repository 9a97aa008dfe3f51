//! The HTTP side of the host: the web UI's files, `/health`, and `/ws`, one WebSocket per
//! device, whose requests the host answers one at a time and to which it pushes change
//! notices.

use crate::guard::{self, check_upgrade};
use crate::host::{Connection, Host};
use axum::body::Body;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{header, HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use epochs_table::TableError;
use serde::Deserialize;
use serde_json::{json, Value};
use std::io::Write;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::{broadcast, watch};
use tower_http::services::{ServeDir, ServeFile};

/// Largest WebSocket message accepted (an imported saved game fits easily).
pub const MAX_MESSAGE: usize = 8 * 1024 * 1024;
/// Most WebSocket connections open at once.
pub const MAX_CONNECTIONS: usize = 64;
/// Answers at least this long are sent deflated to a device that asks (`"deflate": true`).
pub const DEFLATE_FROM: usize = 1024;
/// Requests a device other than the host may send per second on average, and in one burst.
pub const REQUESTS_PER_SECOND: f64 = 40.0;
/// See `REQUESTS_PER_SECOND`.
pub const REQUEST_BURST: f64 = 80.0;

/// One file of the built UI: its bytes and MIME type.
pub type UiFile = (Vec<u8>, String);

/// Finds a file of the built UI by its path.
pub type UiFiles = Arc<dyn Fn(&str) -> Option<UiFile> + Send + Sync>;

/// Where the web UI's files come from.
#[derive(Clone)]
pub enum UiSource {
    /// A folder (`ui/dist`).
    Dir(PathBuf),
    /// Files built into the program (the app's own assets), by path.
    Embedded(UiFiles),
}

#[derive(Clone)]
struct Served {
    host: Host,
    stop: watch::Receiver<bool>,
}

/// The router: `/ws` for the API, everything else from `ui` (the built UI). Open sockets
/// close when `stop` turns true.
pub fn router_with(host: Host, ui: UiSource, stop: watch::Receiver<bool>) -> Router {
    let routes = Router::new()
        .route("/ws", get(ws_handler))
        .route("/health", get(|| async { "ok" }));
    let routes = match ui {
        UiSource::Dir(dir) => {
            let index = dir.join("index.html");
            routes.fallback_service(ServeDir::new(dir).not_found_service(ServeFile::new(index)))
        }
        UiSource::Embedded(files) => routes.fallback(move |uri: Uri| {
            let files = files.clone();
            async move { embedded_file(&*files, &uri) }
        }),
    };
    routes
        .layer(axum::middleware::from_fn(guard::security_headers))
        .with_state(Served { host, stop })
}

/// The router over a UI folder, serving until the process ends.
pub fn router(host: Host, ui_dir: &std::path::Path) -> Router {
    // Never stopped: with its sender gone, `stop` never reports a change.
    let (_, stop) = watch::channel(false);
    router_with(host, UiSource::Dir(ui_dir.to_path_buf()), stop)
}

fn embedded_file(files: &(dyn Fn(&str) -> Option<UiFile> + Send + Sync), uri: &Uri) -> Response {
    let path = uri.path().trim_start_matches('/');
    let found = if path.is_empty() { None } else { files(path) };
    match found.or_else(|| files("index.html")) {
        Some((bytes, mime)) => ([(header::CONTENT_TYPE, mime)], Body::from(bytes)).into_response(),
        None => (StatusCode::NOT_FOUND, "no such file").into_response(),
    }
}

/// Opens the API's WebSocket for this host's own pages and the app; refuses the rest (403),
/// and refuses past `MAX_CONNECTIONS` (503).
async fn ws_handler(
    ws: WebSocketUpgrade,
    headers: HeaderMap,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(served): State<Served>,
) -> Response {
    if let Err(reason) = check_upgrade(&headers) {
        return (StatusCode::FORBIDDEN, reason).into_response();
    }
    if served.host.connections.load(Ordering::SeqCst) >= MAX_CONNECTIONS {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            "too many devices are connected to this host",
        )
            .into_response();
    }
    ws.max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| client(socket, served, peer.ip()))
}

/// Counts a connection while it lives.
struct Counted(Arc<AtomicUsize>);

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
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

/// Whether a request asks for its answer deflated (`"deflate": true`).
fn wants_deflate(text: &str) -> bool {
    #[derive(Deserialize)]
    struct Deflate {
        #[serde(default)]
        deflate: bool,
    }
    serde_json::from_str::<Deflate>(text).is_ok_and(|r| r.deflate)
}

/// An answer as a message: a long one for a device that asked, as raw DEFLATE (RFC 1951) in a
/// binary message, which a browser inflates with `DecompressionStream("deflate-raw")`.
fn answer_message(reply: String, deflate: bool) -> Message {
    if deflate && reply.len() >= DEFLATE_FROM {
        let mut encoder =
            flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::fast());
        if encoder.write_all(reply.as_bytes()).is_ok() {
            if let Ok(bytes) = encoder.finish() {
                return Message::Binary(bytes.into());
            }
        }
    }
    Message::Text(reply.into())
}

async fn client(mut socket: WebSocket, served: Served, addr: IpAddr) {
    let Served { host, mut stop } = served;
    host.connections.fetch_add(1, Ordering::SeqCst);
    let _counted = Counted(host.connections.clone());
    let mut changes = host.changes.subscribe();
    let mut conn = Some(Connection::new(addr));
    let mut allowance = REQUEST_BURST;
    let mut last = Instant::now();
    loop {
        tokio::select! {
            Ok(()) = stop.changed() => break,
            msg = socket.recv() => {
                let Some(Ok(msg)) = msg else { break };
                let now = Instant::now();
                allowance = (allowance + now.duration_since(last).as_secs_f64() * REQUESTS_PER_SECOND)
                    .min(REQUEST_BURST);
                last = now;
                let is_host = conn.as_ref().is_some_and(Connection::is_host);
                let deflate = matches!(&msg, Message::Text(text) if wants_deflate(text));
                let reply = match msg {
                    Message::Text(text) if allowance < 1.0 && !is_host => json!({"id": request_id(&text), "error": TableError::bad(
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
                if socket.send(answer_message(reply, deflate)).await.is_err() {
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
    if let Some(c) = conn {
        host.disconnect(&c);
    }
    let _ = socket.send(Message::Close(None)).await;
}
