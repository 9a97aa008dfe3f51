//! The HTTP side of the host: the web UI's files, `/health`, and `/ws`, one WebSocket per
//! device, whose requests the host answers one at a time and to which it pushes change
//! notices and what is meant for that device alone (a join request's answer). Who gets a
//! connection is decided by `slots`, how much it may ask by `limits`.

use crate::envelope::{self, MAX_MESSAGE};
use crate::guard::{self, check_upgrade};
use crate::host::{Connection, Host};
use crate::slots::{Admission, Push};
use axum::body::Body;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{header, HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use epochs_table::refusal::Refusal;
use epochs_table::TableError;
use serde::Deserialize;
use serde_json::json;
use std::io::Write;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::{broadcast, watch};
use tower_http::services::{ServeDir, ServeFile};

/// Answers at least this long are sent deflated to a device that asks (`"deflate": true`).
pub const DEFLATE_FROM: usize = 1024;

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
/// an address opening connections too fast (429) and a full host (503).
async fn ws_handler(
    ws: WebSocketUpgrade,
    headers: HeaderMap,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(served): State<Served>,
) -> Response {
    if let Err(reason) = check_upgrade(&headers) {
        return (StatusCode::FORBIDDEN, reason).into_response();
    }
    if !served.host.may_connect(peer.ip()) {
        return (
            StatusCode::TOO_MANY_REQUESTS,
            "too many connections from this device: wait a moment",
        )
            .into_response();
    }
    let admission = served.host.slots().admit(peer.ip());
    if admission == Admission::Refused {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            "too many connections from this device are waiting: present a token or try later",
        )
            .into_response();
    }
    ws.max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| client(socket, served, peer.ip(), admission))
}

/// Whether a request asks for its answer deflated (`"deflate": true`).
fn wants_deflate(text: &str) -> bool {
    #[derive(Deserialize)]
    struct Deflate {
        #[serde(default)]
        deflate: bool,
    }
    text.len() <= envelope::MAX_MESSAGE
        && serde_json::from_str::<Deflate>(text).is_ok_and(|r| r.deflate)
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

/// Why the host closes a connection, with the close code a device is told: 1008 (policy) or
/// 1009 (a message too big).
#[derive(Clone, Copy, Debug)]
struct Closing {
    code: u16,
    reason: &'static str,
}

impl Closing {
    fn policy(reason: &'static str) -> Closing {
        Closing { code: 1008, reason }
    }

    fn too_big(reason: &'static str) -> Closing {
        Closing { code: 1009, reason }
    }

    fn message(self) -> Message {
        Message::Close(Some(CloseFrame {
            code: self.code,
            reason: self.reason.into(),
        }))
    }
}

/// Whether the WebSocket refused a message for its size (longer than `MAX_MESSAGE`).
fn is_too_big(error: axum::Error) -> bool {
    error
        .into_inner()
        .downcast::<tungstenite::Error>()
        .is_ok_and(|e| matches!(*e, tungstenite::Error::Capacity(_)))
}

/// A refusal that names no request: the message it answers could not be read.
fn unread_refusal(error: TableError) -> Message {
    Message::Text(json!({"id": null, "error": error}).to_string().into())
}

/// Waits until `deadline`, or for ever without one.
async fn until(deadline: Option<Instant>) {
    match deadline {
        Some(d) => tokio::time::sleep_until(d.into()).await,
        None => std::future::pending().await,
    }
}

/// Serves one device's connection until it closes, the host stops, or the host closes it
/// (idle, on probation without a token, making room, or a message far too long).
async fn client(mut socket: WebSocket, served: Served, addr: IpAddr, admission: Admission) {
    let Served { host, mut stop } = served;
    let opened = Instant::now();
    let (id, mut inbox) = host.slots().register(addr, admission, opened);
    let mut changes = host.changes.subscribe();
    let mut conn = Some(Connection::on_socket(addr, id));
    let mut closing: Option<Closing> = None;
    let (ping_after, pong_wait) = host.slots().heartbeat();
    let mut heard = opened;
    let mut pinged: Option<Instant> = None;
    // Whether this connection may hear of every game (the host device), for its notices.
    let mut sees_all = false;
    loop {
        let deadline = host.slots().deadline(id, opened);
        let heartbeat = pinged.map_or(heard + ping_after, |at| at + pong_wait);
        tokio::select! {
            Ok(()) = stop.changed() => break,
            () = until(deadline) => {
                let on_probation = admission == Admission::Probation
                    && !conn.as_ref().is_some_and(Connection::has_token);
                closing = Some(Closing::policy(if on_probation {
                    "this host is full: only a device coming back with its token may connect now"
                } else {
                    "closed after a while with nothing asked (reconnect to go on)"
                }));
                break;
            }
            // Nothing heard for a while: a ping, which any live device answers at once. No
            // answer means the connection is gone, or is holding a message it never finishes.
            () = until(Some(heartbeat)) => {
                if pinged.is_some() {
                    closing = Some(Closing::policy(
                        "no answer to a ping: the connection is gone or a message was left unfinished",
                    ));
                    break;
                }
                if socket.send(Message::Ping(Default::default())).await.is_err() {
                    break;
                }
                pinged = Some(Instant::now());
            }
            push = inbox.recv() => match push {
                Some(Push::Text(text)) => {
                    if socket.send(Message::Text(text.into())).await.is_err() {
                        break;
                    }
                }
                Some(Push::Close(reason)) => {
                    closing = Some(Closing::policy(reason));
                    break;
                }
                None => break,
            },
            msg = socket.recv() => {
                let msg = match msg {
                    Some(Ok(msg)) => msg,
                    Some(Err(e)) => {
                        if is_too_big(e) && socket.send(unread_refusal(envelope::too_long())).await.is_ok() {
                            closing = Some(Closing::too_big(MESSAGE_TOO_BIG));
                        }
                        break;
                    }
                    None => break,
                };
                heard = Instant::now();
                pinged = None;
                let text = match msg {
                    Message::Text(text) => text,
                    Message::Binary(_) => {
                        let refusal = unread_refusal(TableError::bad("send JSON text messages"));
                        if socket.send(refusal).await.is_err() {
                            break;
                        }
                        continue;
                    }
                    Message::Close(_) => break,
                    _ => continue,
                };
                let Some(mut c) = conn.take() else { break };
                let on_probation = admission == Admission::Probation && !c.has_token();
                let deflate = wants_deflate(&text);
                let h = host.clone();
                let Ok((reply, c)) = tokio::task::spawn_blocking(move || {
                    let reply = if on_probation && !is_hello(&text) {
                        json!({"id": envelope::id_of(&text), "error": TableError::refused(Refusal::HostFull)}).to_string()
                    } else {
                        h.answer(&text, &mut c)
                    };
                    let far_too_long = !c.is_host() && text.len() > envelope::MAX_REQUEST;
                    (reply, (c, far_too_long))
                }).await else { break };
                let (c, far_too_long) = c;
                host.slots().active(id, c.holding(), Instant::now());
                let still_on_probation = admission == Admission::Probation && !c.has_token();
                sees_all = c.is_host();
                conn = Some(c);
                if socket.send(answer_message(reply, deflate)).await.is_err() {
                    break;
                }
                if far_too_long {
                    closing = Some(Closing::too_big("a message far longer than any request"));
                    break;
                }
                if still_on_probation {
                    closing = Some(Closing::policy(
                        "this host is full: only a device coming back with its token may connect now",
                    ));
                    break;
                }
            }
            change = changes.recv() => {
                let game = match change {
                    Ok((_, Some(skip))) if skip == id => continue,
                    // A game the host device has not put on the network is not named to others.
                    Ok((g, _)) if g != 0 && !sees_all && !host.is_shared(g) => continue,
                    Ok((g, _)) => g,
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
    host.slots().remove(id);
    if let Some(c) = conn {
        host.disconnect(&c);
    }
    let close = closing.map_or(Message::Close(None), Closing::message);
    let _ = socket.send(close).await;
    if closing.is_some_and(|c| c.code == 1009) {
        // The rest of the message may still be arriving: closing now would reset the
        // connection and could throw away the refusal before the device reads it.
        tokio::time::sleep(TOO_BIG_GRACE).await;
    }
}

/// Why a connection that sent a message too big for the host is closed.
const MESSAGE_TOO_BIG: &str = "a message longer than the host reads (512 KiB at most)";
/// How long the host keeps a connection it refused a too-big message on, so that the device
/// reads the refusal before the connection goes.
const TOO_BIG_GRACE: std::time::Duration = std::time::Duration::from_millis(500);

/// Whether a message is a `hello` (all a connection on probation may send).
fn is_hello(text: &str) -> bool {
    envelope::open(text).is_ok_and(|e| e.method == "hello")
}
