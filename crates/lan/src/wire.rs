//! One device's connection, whatever carries it (a WebSocket on the network, an iroh stream
//! from another home): the host answers its requests one at a time and pushes it change
//! notices and what is meant for it alone (a join request's answer), under the same limits
//! (`slots`, `limits`) and the same heartbeat.

use crate::envelope;
use crate::host::{Connection, Host};
use crate::peer::Peer;
use crate::slots::{Admission, Push};
use epochs_table::refusal::Refusal;
use epochs_table::TableError;
use serde::Deserialize;
use serde_json::json;
use std::future::Future;
use std::io::Write;
use std::time::Instant;
use tokio::sync::{broadcast, watch};

/// Answers at least this long are sent deflated to a device that asks (`"deflate": true`).
pub const DEFLATE_FROM: usize = 1024;

/// What the host reads from a device's connection.
pub(crate) enum Incoming {
    /// A text message: a request.
    Text(String),
    /// A message that is not text (the API speaks JSON text).
    Binary,
    /// A message longer than the host reads (`MAX_MESSAGE`), refused unread.
    TooBig,
    /// A heartbeat's answer, or anything else that only says the device is there.
    Alive,
    /// The device closed the connection, or it broke.
    Closed,
}

/// What the host sends a device.
pub(crate) enum Outgoing {
    /// A notice or an answer as text.
    Text(String),
    /// A long answer, raw DEFLATE (RFC 1951), for a device that asked.
    Deflated(Vec<u8>),
    /// A heartbeat, which a live device answers at once.
    Ping,
    /// The host closes the connection, saying why when it has a reason.
    Close(Option<Closing>),
}

/// A connection as the host uses it: messages out, messages in. `recv` must lose nothing
/// when it is dropped before it completes (the host waits on it beside other things).
pub(crate) trait Wire: Send {
    /// Sends a message; `false` when the connection is gone.
    fn send(&mut self, out: Outgoing) -> impl Future<Output = bool> + Send;
    /// The next message from the device.
    fn recv(&mut self) -> impl Future<Output = Incoming> + Send;
}

/// Why the host closes a connection, with the close code a device is told: 1008 (policy) or
/// 1009 (a message too big).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Closing {
    /// The close code (WebSocket's numbers, on every carrier).
    pub code: u16,
    /// The reason, in words.
    pub reason: &'static str,
}

impl Closing {
    /// A close for breaking the host's rules (1008).
    pub fn policy(reason: &'static str) -> Closing {
        Closing { code: 1008, reason }
    }

    /// A close for a message too big (1009).
    pub fn too_big(reason: &'static str) -> Closing {
        Closing { code: 1009, reason }
    }
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

/// An answer as it is sent: a long one for a device that asked, as raw DEFLATE, which a
/// browser inflates with `DecompressionStream("deflate-raw")`.
fn answer_message(reply: String, deflate: bool) -> Outgoing {
    if deflate && reply.len() >= DEFLATE_FROM {
        let mut encoder =
            flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::fast());
        if encoder.write_all(reply.as_bytes()).is_ok() {
            if let Ok(bytes) = encoder.finish() {
                return Outgoing::Deflated(bytes);
            }
        }
    }
    Outgoing::Text(reply)
}

/// A refusal that names no request: the message it answers could not be read.
fn unread_refusal(error: TableError) -> Outgoing {
    Outgoing::Text(json!({"id": null, "error": error}).to_string())
}

/// Waits until `deadline`, or for ever without one.
async fn until(deadline: Option<Instant>) {
    match deadline {
        Some(d) => tokio::time::sleep_until(d.into()).await,
        None => std::future::pending().await,
    }
}

/// Serves one device's connection until it closes, `stop` turns true, or the host closes it
/// (idle, on probation without a token, making room, or a message far too long).
pub(crate) async fn serve<W: Wire>(
    mut wire: W,
    host: Host,
    mut stop: watch::Receiver<bool>,
    peer: Peer,
    admission: Admission,
) {
    let opened = Instant::now();
    let (id, mut inbox) = host.slots().register(peer, admission, opened);
    let mut changes = host.changes.subscribe();
    let mut conn = Some(Connection::on_socket(peer, id));
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
                    HOST_FULL
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
                if !wire.send(Outgoing::Ping).await {
                    break;
                }
                pinged = Some(Instant::now());
            }
            push = inbox.recv() => match push {
                Some(Push::Text(text)) => {
                    if !wire.send(Outgoing::Text(text)).await {
                        break;
                    }
                }
                Some(Push::Close(reason)) => {
                    closing = Some(Closing::policy(reason));
                    break;
                }
                None => break,
            },
            msg = wire.recv() => {
                let text = match msg {
                    Incoming::Text(text) => text,
                    Incoming::TooBig => {
                        if wire.send(unread_refusal(envelope::too_long())).await {
                            closing = Some(Closing::too_big(MESSAGE_TOO_BIG));
                        }
                        break;
                    }
                    Incoming::Closed => break,
                    Incoming::Binary => {
                        heard = Instant::now();
                        pinged = None;
                        if !wire.send(unread_refusal(TableError::bad("send JSON text messages"))).await {
                            break;
                        }
                        continue;
                    }
                    Incoming::Alive => {
                        heard = Instant::now();
                        pinged = None;
                        continue;
                    }
                };
                heard = Instant::now();
                pinged = None;
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
                if !wire.send(answer_message(reply, deflate)).await {
                    break;
                }
                if far_too_long {
                    closing = Some(Closing::too_big("a message far longer than any request"));
                    break;
                }
                if still_on_probation {
                    closing = Some(Closing::policy(HOST_FULL));
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
                if !wire.send(Outgoing::Text(note)).await {
                    break;
                }
            }
        }
    }
    host.slots().remove(id);
    if let Some(c) = conn {
        host.disconnect(&c);
    }
    let _ = wire.send(Outgoing::Close(closing)).await;
    if closing.is_some_and(|c| c.code == 1009) {
        // The rest of the message may still be arriving: closing now would reset the
        // connection and could throw away the refusal before the device reads it.
        tokio::time::sleep(TOO_BIG_GRACE).await;
    }
}

/// Why a connection on probation is closed.
const HOST_FULL: &str =
    "this host is full: only a device coming back with its token may connect now";
/// Why a connection that sent a message too big for the host is closed.
const MESSAGE_TOO_BIG: &str = "a message longer than the host reads (512 KiB at most)";
/// How long the host keeps a connection it refused a too-big message on, so that the device
/// reads the refusal before the connection goes.
const TOO_BIG_GRACE: std::time::Duration = std::time::Duration::from_millis(500);

/// Whether a message is a `hello` (all a connection on probation may send).
fn is_hello(text: &str) -> bool {
    envelope::open(text).is_ok_and(|e| e.method == "hello")
}
