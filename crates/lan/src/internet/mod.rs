//! The host reachable from other homes: an iroh endpoint beside the LAN WebSocket, serving the
//! same requests under the same authorisation and limits (`wire`), each QUIC connection one
//! device with one stream. Devices reach it only with its invitation: the endpoint's public
//! key (32 bytes), its relay, and the join code. The relay forwards encrypted packets it
//! cannot read.

mod app;
mod bridge;
mod endpoint;
pub mod frames;
mod key;
mod link;

pub use app::AppElsewhere;
pub use bridge::{bridge, OnPath, PathWatch};
pub use endpoint::{parse_ticket, Relay, ALPN};
pub use key::{forget_key, load_or_make_key};
pub use link::{app_link, invitation_link, route_of_app_link, APP_SCHEME};

use crate::envelope::MAX_MESSAGE;
use crate::host::Host;
use crate::peer::Peer;
use crate::slots::Admission;
use crate::wire::{self, Incoming, Outgoing, Wire};
use frames::Frame;
use iroh::endpoint::{Connection, RecvStream, SendStream};
use iroh::{Endpoint, SecretKey};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, watch, OwnedSemaphorePermit, Semaphore};

/// Connections not yet serving at once (in their handshake, or yet to open their stream);
/// more incoming connections are refused until one is served or dropped. An endpoint id costs
/// nothing to make, so this bounds them all together.
pub const MOST_OPENING: usize = 16;
/// A handshake must end within this.
pub const HANDSHAKE_WAIT: Duration = Duration::from_secs(10);
/// After its handshake, a device must open its stream within this (an honest one does at once).
pub const STREAM_WAIT: Duration = Duration::from_secs(5);
/// How long the host waits to reach its relay: an invitation without one would reach nobody.
const ONLINE_WAIT: Duration = Duration::from_secs(15);
/// The close code every remote device hears when the host stops sharing.
pub const SHARING_STOPPED: u16 = 4000;

/// The host's endpoint while it shares: its invitation, until `stop`.
pub struct Sharing {
    endpoint: Endpoint,
    ticket: String,
    stop: watch::Sender<bool>,
}

impl Sharing {
    /// The ticket an invitation carries: the endpoint id and its relay.
    pub fn ticket(&self) -> &str {
        &self.ticket
    }

    /// Stops sharing: every remote device is told (close 4000) and the endpoint closes.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        // The connections' own tasks send their close frames first.
        tokio::time::sleep(Duration::from_millis(300)).await;
        self.endpoint.close().await;
    }
}

/// Puts `host` on the internet under the identity `key`, homed on `relay`.
pub async fn share(host: Host, key: [u8; 32], relay: &Relay) -> Result<Sharing, String> {
    let endpoint = endpoint::builder(SecretKey::from_bytes(&key), relay)
        .alpns(vec![ALPN.to_vec()])
        .bind()
        .await
        .map_err(|e| format!("cannot open the internet endpoint: {e}"))?;
    if tokio::time::timeout(ONLINE_WAIT, endpoint.online())
        .await
        .is_err()
    {
        endpoint.close().await;
        return Err(match relay {
            Relay::Default => "cannot reach iroh's relays: is this machine on the internet?".into(),
            Relay::At(url) => format!("cannot reach the relay at {url}"),
        });
    }
    let home = endpoint.addr().relay_urls().next().cloned();
    let ticket = endpoint::ticket(endpoint.id(), home);
    let (stop, stopped) = watch::channel(false);
    tokio::spawn(accept_loop(endpoint.clone(), host, stopped));
    Ok(Sharing {
        endpoint,
        ticket,
        stop,
    })
}

/// Accepts devices until the endpoint closes, a bounded number opening at a time.
async fn accept_loop(endpoint: Endpoint, host: Host, stop: watch::Receiver<bool>) {
    let opening = Arc::new(Semaphore::new(MOST_OPENING));
    while let Some(incoming) = endpoint.accept().await {
        if *stop.borrow() {
            incoming.refuse();
            continue;
        }
        let Ok(permit) = opening.clone().try_acquire_owned() else {
            incoming.refuse();
            continue;
        };
        let host = host.clone();
        let stop = stop.clone();
        tokio::spawn(async move {
            let accepted = tokio::time::timeout(HANDSHAKE_WAIT, async {
                let connection = incoming.accept().ok()?.await.ok()?;
                Some(connection)
            })
            .await;
            if let Ok(Some(connection)) = accepted {
                device(connection, host, stop, permit).await;
            }
        });
    }
}

/// Serves one remote device: admitted by the limits kept for its endpoint id, as a LAN
/// device is by its address. `opening` is held until its stream is open.
async fn device(
    connection: Connection,
    host: Host,
    stop: watch::Receiver<bool>,
    opening: OwnedSemaphorePermit,
) {
    let peer = Peer::Endpoint(*connection.remote_id().as_bytes());
    if !host.may_connect(peer) {
        connection.close(
            1008u32.into(),
            b"too many connections from this device: wait a moment",
        );
        return;
    }
    let admission = host.slots().admit(peer);
    if admission == Admission::Refused {
        connection.close(
            1008u32.into(),
            b"too many connections from this device are waiting: present a token or try later",
        );
        return;
    }
    let Ok(Ok((send, recv))) = tokio::time::timeout(STREAM_WAIT, connection.accept_bi()).await
    else {
        connection.close(1008u32.into(), b"no stream opened");
        return;
    };
    drop(opening);
    let wire = IrohWire::new(connection.clone(), send, recv, stop.clone());
    wire::serve(wire, host, stop, peer, admission).await;
    // The device closes once it has read the close frame; if it does not, it is closed on.
    let _ = tokio::time::timeout(Duration::from_secs(2), connection.closed()).await;
    connection.close(0u32.into(), b"");
}

/// A device's stream as the host serves it. A reader task owns the receiving half, so that
/// no message is lost when the host stops waiting for one to answer something else.
struct IrohWire {
    send: SendStream,
    incoming: mpsc::Receiver<Incoming>,
    stop: watch::Receiver<bool>,
    _reader: AbortOnDrop,
    _connection: Connection,
}

impl IrohWire {
    fn new(
        connection: Connection,
        send: SendStream,
        recv: RecvStream,
        stop: watch::Receiver<bool>,
    ) -> IrohWire {
        let (tx, incoming) = mpsc::channel(4);
        let reader = tokio::spawn(read_frames(recv, tx));
        IrohWire {
            send,
            incoming,
            stop,
            _reader: AbortOnDrop(reader),
            _connection: connection,
        }
    }
}

/// Reads a device's frames as the host takes them: at most `MAX_MESSAGE` bytes each.
async fn read_frames(mut recv: RecvStream, tx: mpsc::Sender<Incoming>) {
    loop {
        let incoming = match frames::read(&mut recv, MAX_MESSAGE).await {
            Frame::Whole(frames::TEXT, bytes) => match String::from_utf8(bytes) {
                Ok(text) => Incoming::Text(text),
                Err(_) => Incoming::Binary,
            },
            Frame::Whole(frames::PONG | frames::PING, _) => Incoming::Alive,
            Frame::Whole(frames::CLOSE, _) | Frame::End => Incoming::Closed,
            Frame::Whole(_, _) => Incoming::Binary,
            Frame::TooBig => Incoming::TooBig,
        };
        let last = matches!(incoming, Incoming::Closed | Incoming::TooBig);
        if tx.send(incoming).await.is_err() || last {
            return;
        }
    }
}

impl Wire for IrohWire {
    async fn send(&mut self, out: Outgoing) -> bool {
        {
            match out {
                Outgoing::Text(text) => {
                    frames::write(&mut self.send, frames::TEXT, text.as_bytes()).await
                }
                Outgoing::Deflated(bytes) => {
                    frames::write(&mut self.send, frames::DEFLATED, &bytes).await
                }
                Outgoing::Ping => frames::write(&mut self.send, frames::PING, &[]).await,
                Outgoing::Close(closing) => {
                    let (code, reason) = match closing {
                        Some(c) => (c.code, c.reason),
                        None if *self.stop.borrow() => {
                            (SHARING_STOPPED, "the host stopped sharing this table")
                        }
                        None => (1000, ""),
                    };
                    let sent = frames::write(
                        &mut self.send,
                        frames::CLOSE,
                        &frames::close_payload(code, reason),
                    )
                    .await;
                    let _ = self.send.finish();
                    sent
                }
            }
        }
    }

    async fn recv(&mut self) -> Incoming {
        self.incoming.recv().await.unwrap_or(Incoming::Closed)
    }
}

/// A task stopped when its handle goes.
struct AbortOnDrop(tokio::task::JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}
