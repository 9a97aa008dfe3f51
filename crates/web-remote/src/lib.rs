//! A browser's way to a host in another home (issue 43). One [`RemoteSocket`] is one QUIC
//! connection through the relay the invitation names (a browser has no UDP, so always
//! relayed), with one bidirectional stream carrying the frames the host's iroh side reads
//! (`crates/lan/src/internet/frames.rs`): a `u32` big-endian length of the kind byte and the
//! payload; kinds 0 JSON text, 1 deflated answer, 2 close (`u16` code and reason), 3 ping
//! (answered here with 4 pong), 4 pong. The web UI wraps it as a WebSocket
//! (`ui/src/web/irohSocket.ts`), so the same transport talks to a LAN host and to one
//! elsewhere. It is loaded only when someone joins a table elsewhere.
#![warn(missing_docs)]

use iroh::endpoint::{presets, Connection, QuicTransportConfig, RecvStream, SendStream};
use iroh::{Endpoint, RelayConfig, RelayMap, RelayMode, SecretKey};
use iroh_tickets::endpoint::EndpointTicket;
use js_sys::{Object, Reflect, Uint8Array};
use std::rc::Rc;
use std::time::Duration;
use tokio::sync::Mutex;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::future_to_promise;

/// The protocol the host's endpoint accepts (`epochs_lan::internet::ALPN`).
pub const ALPN: &[u8] = b"epochs/table/1";
/// JSON text.
pub const TEXT: u8 = 0;
/// A deflated answer, from the host only.
pub const DEFLATED: u8 = 1;
/// A close: `u16` big-endian code, then the reason.
pub const CLOSE: u8 = 2;
/// A heartbeat, answered with [`PONG`].
pub const PING: u8 = 3;
/// The answer to [`PING`].
pub const PONG: u8 = 4;
/// The longest frame taken from the host: longer ones end the connection unread.
pub const MOST: usize = 8 << 20;
/// The longest invitation read (the host's are about 100 characters).
pub const MOST_INVITATION: usize = 1024;
/// The close code and reason when the stream ends without the host's close frame.
const LOST: (u16, &str) = (1006, "the connection to the host was lost");

fn js_error(e: impl std::fmt::Display) -> JsValue {
    JsValue::from(js_sys::Error::new(&e.to_string()))
}

/// One frame on the wire: its length, kind and payload; `None` past `u32`.
pub fn frame(kind: u8, payload: &[u8]) -> Option<Vec<u8>> {
    let len = u32::try_from(payload.len() + 1).ok()?;
    let mut f = Vec::with_capacity(payload.len() + 5);
    f.extend_from_slice(&len.to_be_bytes());
    f.push(kind);
    f.extend_from_slice(payload);
    Some(f)
}

/// What a frame from the host means to the page.
#[derive(Debug, PartialEq, Eq)]
pub enum Received {
    /// A JSON message.
    Text(String),
    /// A deflated answer (raw DEFLATE), inflated by the page.
    Deflated(Vec<u8>),
    /// The connection closes with this code and reason.
    Close(u16, String),
    /// A ping, to answer.
    Ping,
    /// Anything else: ignored.
    Other,
}

/// Reads a frame's kind and payload.
pub fn classify(kind: u8, payload: Vec<u8>) -> Received {
    match kind {
        TEXT => Received::Text(String::from_utf8_lossy(&payload).into_owned()),
        DEFLATED => Received::Deflated(payload),
        CLOSE => match &payload[..] {
            [a, b, rest @ ..] => Received::Close(
                u16::from_be_bytes([*a, *b]),
                String::from_utf8_lossy(rest).into_owned(),
            ),
            _ => Received::Close(1005, String::new()),
        },
        PING => Received::Ping,
        _ => Received::Other,
    }
}

/// Reads the host's address from an invitation (`endpoint…`, the join code after it allowed).
pub fn read_invitation(text: &str) -> Result<EndpointTicket, String> {
    if text.len() > MOST_INVITATION {
        return Err("this invitation is too long to be one".into());
    }
    let ticket = text.split_whitespace().next().unwrap_or_default();
    ticket
        .parse::<EndpointTicket>()
        .map_err(|e| format!("this is not an invitation: {e}"))
}

fn set(o: &Object, k: &str, v: JsValue) {
    let _ = Reflect::set(o, &JsValue::from_str(k), &v);
}

fn close_object(code: u16, reason: &str) -> JsValue {
    let out = Object::new();
    set(&out, "kind", "close".into());
    set(&out, "code", code.into());
    set(&out, "reason", reason.into());
    out.into()
}

/// One connection to a host elsewhere, through its relay.
#[wasm_bindgen]
pub struct RemoteSocket {
    endpoint: Endpoint,
    connection: Connection,
    send: Rc<Mutex<SendStream>>,
    recv: Rc<Mutex<RecvStream>>,
}

#[wasm_bindgen]
impl RemoteSocket {
    /// Reaches the host named by `invitation` through the relay it names, and opens the one
    /// stream; rejects with the reason in words.
    pub async fn connect(invitation: String) -> Result<RemoteSocket, JsValue> {
        let ticket = read_invitation(&invitation).map_err(js_error)?;
        let host = ticket.endpoint_addr().clone();
        let relay = host
            .relay_urls()
            .next()
            .cloned()
            .ok_or_else(|| js_error("the invitation names no relay"))?;
        let transport = QuicTransportConfig::builder()
            .max_concurrent_bidi_streams(1u32.into())
            .max_concurrent_uni_streams(0u32.into())
            .keep_alive_interval(Duration::from_secs(10))
            .max_idle_timeout(Duration::from_secs(25).try_into().ok())
            .build();
        let endpoint = Endpoint::builder(presets::Minimal)
            .secret_key(SecretKey::generate())
            .relay_mode(RelayMode::Custom(RelayMap::from(RelayConfig::new(
                relay, None,
            ))))
            .transport_config(transport)
            .bind()
            .await
            .map_err(|e| js_error(format!("cannot open an endpoint: {e}")))?;
        let connection = match endpoint.connect(host, ALPN).await {
            Ok(c) => c,
            Err(e) => {
                endpoint.close().await;
                return Err(js_error(format!("cannot reach the host: {e}")));
            }
        };
        let (send, recv) = match connection.open_bi().await {
            Ok(streams) => streams,
            Err(e) => {
                endpoint.close().await;
                return Err(js_error(format!("cannot open a stream: {e}")));
            }
        };
        Ok(RemoteSocket {
            endpoint,
            connection,
            send: Rc::new(Mutex::new(send)),
            recv: Rc::new(Mutex::new(recv)),
        })
    }

    /// Sends one JSON request; resolves once written.
    pub fn send(&self, text: String) -> js_sys::Promise {
        let send = self.send.clone();
        future_to_promise(async move {
            let f = frame(TEXT, text.as_bytes()).ok_or_else(|| js_error("too long"))?;
            send.lock().await.write_all(&f).await.map_err(js_error)?;
            Ok(JsValue::UNDEFINED)
        })
    }

    /// The next message from the host: `{kind: "text", text}`, `{kind: "deflated", bytes}`
    /// or `{kind: "close", code, reason}` (also when the stream ends or a frame is too long).
    /// Pings are answered here.
    pub fn next(&self) -> js_sys::Promise {
        let (send, recv) = (self.send.clone(), self.recv.clone());
        future_to_promise(async move {
            let mut r = recv.lock().await;
            loop {
                let mut head = [0u8; 5];
                if r.read_exact(&mut head).await.is_err() {
                    return Ok(close_object(LOST.0, LOST.1));
                }
                let len = u32::from_be_bytes([head[0], head[1], head[2], head[3]]) as usize;
                if len == 0 || len - 1 > MOST {
                    return Ok(close_object(1009, "the host sent a message too long"));
                }
                let mut payload = vec![0u8; len - 1];
                if r.read_exact(&mut payload).await.is_err() {
                    return Ok(close_object(LOST.0, LOST.1));
                }
                let out = Object::new();
                match classify(head[4], payload) {
                    Received::Text(text) => {
                        set(&out, "kind", "text".into());
                        set(&out, "text", text.into());
                    }
                    Received::Deflated(bytes) => {
                        set(&out, "kind", "deflated".into());
                        set(&out, "bytes", Uint8Array::from(&bytes[..]).into());
                    }
                    Received::Close(code, reason) => return Ok(close_object(code, &reason)),
                    Received::Ping => {
                        if let Some(pong) = frame(PONG, &[]) {
                            let _ = send.lock().await.write_all(&pong).await;
                        }
                        continue;
                    }
                    Received::Other => continue,
                }
                return Ok(out.into());
            }
        })
    }

    /// Says goodbye to the host, then closes the connection and the endpoint (so the relay
    /// is told at once, not at a timeout).
    pub fn close(&self) -> js_sys::Promise {
        let (send, connection, endpoint) = (
            self.send.clone(),
            self.connection.clone(),
            self.endpoint.clone(),
        );
        future_to_promise(async move {
            if let Ok(mut s) = send.try_lock() {
                if let Some(bye) = frame(CLOSE, &1000u16.to_be_bytes()) {
                    let _ = s.write_all(&bye).await;
                }
                let _ = s.finish();
            }
            connection.close(0u32.into(), b"");
            endpoint.close().await;
            Ok(JsValue::UNDEFINED)
        })
    }

    /// How the connection travels now: `{relayed, rtt_ms}` (`rtt_ms` null before a path is
    /// chosen).
    pub fn path(&self) -> JsValue {
        let paths = self.connection.paths();
        let selected = paths.iter().find(|p| p.is_selected());
        let out = Object::new();
        set(
            &out,
            "relayed",
            selected.as_ref().is_none_or(|p| p.is_relay()).into(),
        );
        set(
            &out,
            "rtt_ms",
            selected.map_or(JsValue::NULL, |p| {
                (p.rtt().as_secs_f64() * 1000.0).round().into()
            }),
        );
        out.into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_frames_and_protocol_are_the_hosts() {
        use epochs_lan::internet::frames as host;
        assert_eq!(ALPN, epochs_lan::internet::ALPN);
        assert_eq!(
            [TEXT, DEFLATED, CLOSE, PING, PONG],
            [
                host::TEXT,
                host::DEFLATED,
                host::CLOSE,
                host::PING,
                host::PONG
            ]
        );
    }

    #[test]
    fn a_frame_is_its_length_kind_and_payload() {
        assert_eq!(frame(TEXT, b"{}"), Some(vec![0, 0, 0, 3, 0, b'{', b'}']));
        assert_eq!(frame(PONG, &[]), Some(vec![0, 0, 0, 1, 4]));
    }

    #[test]
    fn frames_from_the_host_are_read_by_kind() {
        assert_eq!(classify(TEXT, b"hi".to_vec()), Received::Text("hi".into()));
        assert_eq!(
            classify(DEFLATED, vec![1, 2]),
            Received::Deflated(vec![1, 2])
        );
        let mut close = 4000u16.to_be_bytes().to_vec();
        close.extend_from_slice(b"stopped");
        assert_eq!(
            classify(CLOSE, close),
            Received::Close(4000, "stopped".into())
        );
        assert_eq!(
            classify(CLOSE, vec![1]),
            Received::Close(1005, String::new())
        );
        assert_eq!(classify(PING, vec![]), Received::Ping);
        assert_eq!(classify(9, vec![1]), Received::Other);
    }

    #[test]
    fn invitations_are_read_or_refused_in_words() {
        assert!(read_invitation("hello").is_err());
        assert!(read_invitation(&"endpoint".repeat(200))
            .unwrap_err()
            .contains("too long"));
        let key = iroh::SecretKey::from_bytes(&[7; 32]);
        let addr = iroh::EndpointAddr::new(key.public())
            .with_relay_url("http://10.0.0.1:3340".parse().unwrap());
        let ticket = EndpointTicket::new(addr).to_string();
        let read = read_invitation(&format!("{ticket} 123456")).unwrap();
        assert_eq!(read.endpoint_addr().id, key.public());
    }
}
