//! A device's way in from another home: a WebSocket on loopback, which the app's own UI (or a
//! test client) uses exactly as it uses a LAN host's, each connection carried to the host over
//! its own iroh connection. `/path` says how the newest one travels: direct or through the
//! relay, and its round-trip time.

use super::endpoint::{self, Relay, ALPN};
use super::frames::{self, Frame};
use crate::envelope::MAX_MESSAGE;
use crate::guard::check_upgrade;
use crate::protocol::PathState;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::serve::ListenerExt;
use axum::{Json, Router};
use iroh::endpoint::{Connection, RecvStream};
use iroh::{Endpoint, EndpointAddr, SecretKey};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::{mpsc, watch, Semaphore};

/// Local connections carried at once.
const MOST_LOCAL: usize = 16;
/// How long reaching the host may take.
const CONNECT_WAIT: Duration = Duration::from_secs(20);
/// How often the path is looked at again.
const PATH_EVERY: Duration = Duration::from_secs(1);

/// Told each time a connection's path changes between direct and relayed.
pub type OnPath = Arc<dyn Fn(&PathState) + Send + Sync>;

#[derive(Clone)]
struct Bridge {
    endpoint: Endpoint,
    host: EndpointAddr,
    path: Arc<Mutex<PathState>>,
    on_path: OnPath,
    local: Arc<Semaphore>,
}

/// How the newest connection travels, kept up to date, and who is told when it changes
/// between direct and relayed.
#[derive(Clone)]
pub struct PathWatch {
    /// The state now.
    pub now: Arc<Mutex<PathState>>,
    /// Told of each change between direct and relayed.
    pub on_change: OnPath,
}

/// Carries every WebSocket opened on `listener` (`/ws`) to the host named by `ticket`, until
/// `stop` turns true, keeping `path` up to date.
pub async fn bridge(
    ticket: &str,
    relay: Option<&Relay>,
    listener: TcpListener,
    path: PathWatch,
    mut stop: watch::Receiver<bool>,
) -> Result<(), String> {
    let host = endpoint::parse_ticket(ticket)?;
    // Homed on the host's relay unless told otherwise: the two meet there.
    let relay = match (relay, host.relay_urls().next()) {
        (Some(r), _) => r.clone(),
        (None, Some(url)) => Relay::At(url.clone()),
        (None, None) => Relay::Default,
    };
    let endpoint = endpoint::builder(SecretKey::generate(), &relay)
        .bind()
        .await
        .map_err(|e| format!("cannot open an endpoint: {e}"))?;
    let state = Bridge {
        endpoint: endpoint.clone(),
        host,
        path: path.now,
        on_path: path.on_change,
        local: Arc::new(Semaphore::new(MOST_LOCAL)),
    };
    let app = Router::new()
        .route("/ws", get(upgrade))
        .route("/path", get(path_state))
        .with_state(state);
    // Small messages go out at once: Nagle's algorithm would hold one back behind an
    // unacknowledged one, for as long as the other side delays its acknowledgement.
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    let served = axum::serve(listener, app).with_graceful_shutdown(async move {
        let _ = stop.wait_for(|s| *s).await;
    });
    let result = served.await.map_err(|e| e.to_string());
    endpoint.close().await;
    result
}

async fn path_state(State(bridge): State<Bridge>) -> Json<PathState> {
    Json(bridge.path.lock().map(|p| p.clone()).unwrap_or_default())
}

async fn upgrade(
    ws: WebSocketUpgrade,
    headers: HeaderMap,
    State(bridge): State<Bridge>,
) -> Response {
    if let Err(reason) = check_upgrade(&headers) {
        return (StatusCode::FORBIDDEN, reason).into_response();
    }
    let Ok(permit) = bridge.local.clone().try_acquire_owned() else {
        return (StatusCode::SERVICE_UNAVAILABLE, "too many connections").into_response();
    };
    ws.max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| async move {
            carry(socket, bridge).await;
            drop(permit);
        })
}

/// Carries one local WebSocket over its own connection to the host.
async fn carry(mut socket: WebSocket, bridge: Bridge) {
    let connected = tokio::time::timeout(CONNECT_WAIT, async {
        let connection = bridge
            .endpoint
            .connect(bridge.host.clone(), ALPN)
            .await
            .map_err(|e| e.to_string())?;
        let (send, recv) = connection.open_bi().await.map_err(|e| e.to_string())?;
        Ok::<_, String>((connection, send, recv))
    })
    .await
    .unwrap_or_else(|_| Err("no answer".into()));
    let (connection, mut send, recv) = match connected {
        Ok(c) => c,
        Err(e) => {
            let reason = format!("cannot reach the host: {e}");
            let _ = socket
                .send(Message::Close(Some(CloseFrame {
                    code: 1011,
                    reason: reason.into(),
                })))
                .await;
            return;
        }
    };
    let watcher = tokio::spawn(watch_path(
        connection.clone(),
        bridge.path.clone(),
        bridge.on_path.clone(),
    ));
    let (tx, mut from_host) = mpsc::channel(4);
    let reader = tokio::spawn(read_host(recv, tx));
    loop {
        tokio::select! {
            local = socket.recv() => match local {
                Some(Ok(Message::Text(text))) => {
                    if !frames::write(&mut send, frames::TEXT, text.as_bytes()).await { break; }
                }
                // Sent on as what it is; the host refuses it.
                Some(Ok(Message::Binary(bytes))) => {
                    if !frames::write(&mut send, frames::DEFLATED, &bytes).await { break; }
                }
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => {
                    let _ = frames::write(&mut send, frames::CLOSE, &frames::close_payload(1000, "")).await;
                    let _ = send.finish();
                    break;
                }
            },
            frame = from_host.recv() => match frame {
                Some(Frame::Whole(frames::TEXT, bytes)) => {
                    let text = String::from_utf8_lossy(&bytes).into_owned();
                    if socket.send(Message::Text(text.into())).await.is_err() { break; }
                }
                Some(Frame::Whole(frames::DEFLATED, bytes)) => {
                    if socket.send(Message::Binary(bytes.into())).await.is_err() { break; }
                }
                Some(Frame::Whole(frames::PING, _)) => {
                    if !frames::write(&mut send, frames::PONG, &[]).await { break; }
                }
                Some(Frame::Whole(frames::CLOSE, payload)) => {
                    let (code, reason) = frames::read_close(&payload);
                    let frame = (code != 1005).then(|| CloseFrame { code, reason: reason.into() });
                    let _ = socket.send(Message::Close(frame)).await;
                    break;
                }
                Some(Frame::Whole(_, _)) => {}
                Some(Frame::TooBig | Frame::End) | None => {
                    let _ = socket.send(Message::Close(Some(CloseFrame {
                        code: 1011,
                        reason: "the connection to the host was lost".into(),
                    }))).await;
                    break;
                }
            },
        }
    }
    reader.abort();
    watcher.abort();
    connection.close(0u32.into(), b"");
    if let Ok(mut p) = bridge.path.lock() {
        p.connected = false;
    }
}

/// Reads the host's frames (the host may send the longest message there is).
async fn read_host(mut recv: RecvStream, tx: mpsc::Sender<Frame>) {
    loop {
        let frame = frames::read(&mut recv, MAX_MESSAGE * 2).await;
        let last = matches!(frame, Frame::End | Frame::TooBig);
        if tx.send(frame).await.is_err() || last {
            return;
        }
    }
}

/// Keeps `path` up to date with the connection's selected path, telling `on_path` when it
/// changes between direct and relayed.
async fn watch_path(connection: Connection, path: Arc<Mutex<PathState>>, on_path: OnPath) {
    let mut told: Option<bool> = None;
    loop {
        let state = {
            let paths = connection.paths();
            let selected = paths.iter().find(|p| p.is_selected());
            PathState {
                connected: true,
                relayed: selected.as_ref().is_none_or(|p| p.is_relay()),
                rtt_ms: selected.map(|p| u64::try_from(p.rtt().as_millis()).unwrap_or(u64::MAX)),
            }
        };
        if told != Some(state.relayed) && state.rtt_ms.is_some() {
            told = Some(state.relayed);
            on_path(&state);
        }
        if let Ok(mut p) = path.lock() {
            *p = state;
        }
        tokio::time::sleep(PATH_EVERY).await;
    }
}
