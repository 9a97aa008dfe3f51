//! The HTTP side of the host: the web UI's files, `/health`, and `/ws`, one WebSocket per
//! device, served as any connection is (`wire`). Who gets a connection is decided by `slots`,
//! how much it may ask by `limits`.

use crate::envelope::MAX_MESSAGE;
use crate::guard::{self, check_upgrade};
use crate::host::Host;
use crate::slots::Admission;
use crate::wire::{self, Closing, Incoming, Outgoing, Wire};
use axum::body::Body;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{header, HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::future::Future;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use tokio::sync::watch;
use tower_http::services::{ServeDir, ServeFile};

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
        .on_upgrade(move |socket| {
            wire::serve(
                socket,
                served.host,
                served.stop,
                peer.ip().into(),
                admission,
            )
        })
}

impl Wire for WebSocket {
    fn send(&mut self, out: Outgoing) -> impl Future<Output = bool> + Send {
        let message = match out {
            Outgoing::Text(text) => Message::Text(text.into()),
            Outgoing::Deflated(bytes) => Message::Binary(bytes.into()),
            Outgoing::Ping => Message::Ping(Default::default()),
            Outgoing::Close(closing) => Message::Close(closing.map(close_frame)),
        };
        async move { WebSocket::send(self, message).await.is_ok() }
    }

    async fn recv(&mut self) -> Incoming {
        {
            match WebSocket::recv(self).await {
                Some(Ok(Message::Text(text))) => Incoming::Text(text.to_string()),
                Some(Ok(Message::Binary(_))) => Incoming::Binary,
                Some(Ok(Message::Close(_))) | None => Incoming::Closed,
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => Incoming::Alive,
                Some(Err(e)) => {
                    if is_too_big(e) {
                        Incoming::TooBig
                    } else {
                        Incoming::Closed
                    }
                }
            }
        }
    }
}

/// A close as the WebSocket says it.
fn close_frame(closing: Closing) -> CloseFrame {
    CloseFrame {
        code: closing.code,
        reason: closing.reason.into(),
    }
}

/// Whether the WebSocket refused a message for its size (longer than `MAX_MESSAGE`).
fn is_too_big(error: axum::Error) -> bool {
    error
        .into_inner()
        .downcast::<tungstenite::Error>()
        .is_ok_and(|e| matches!(*e, tungstenite::Error::Capacity(_)))
}
