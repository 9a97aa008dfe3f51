//! The host across homes holds against a device that breaks the rules, as on the LAN: frames
//! too long refused unread and closed with 1009, requests past 16 KiB closed, anything but
//! JSON text refused, connections that open no stream bounded in number and closed, and the
//! host's secrets never sent. Runs only beside a relay of the test's own (scripts/test-homes.sh sets
//! EPOCHS_TEST_RELAY): iroh endpoints here reach each other through it, never the internet.
#![cfg(feature = "internet")]

mod common;

use epochs_lan::internet::{self, Relay, ALPN};
use iroh::endpoint::{presets, Connection, RecvStream, SendStream};
use iroh::{Endpoint, RelayConfig, RelayMap, RelayMode, RelayUrl, SecretKey};
use serde_json::{json, Value};
use std::time::Duration;

/// A raw device elsewhere: an endpoint of its own homed on the test's relay, connected to the
/// host with one stream.
struct Raw {
    _endpoint: Endpoint,
    connection: Connection,
    send: SendStream,
    recv: RecvStream,
}

async fn endpoint(relay: &str) -> Endpoint {
    let url: RelayUrl = relay.parse().unwrap();
    Endpoint::builder(presets::Minimal)
        .secret_key(SecretKey::generate())
        .relay_mode(RelayMode::Custom(RelayMap::from(RelayConfig::new(
            url, None,
        ))))
        .bind()
        .await
        .unwrap()
}

impl Raw {
    async fn connect(relay: &str, ticket: &str) -> Raw {
        let endpoint = endpoint(relay).await;
        let addr = internet::parse_ticket(ticket).unwrap();
        let connection = endpoint.connect(addr, ALPN).await.unwrap();
        let (send, recv) = connection.open_bi().await.unwrap();
        Raw {
            _endpoint: endpoint,
            connection,
            send,
            recv,
        }
    }

    async fn frame(&mut self, kind: u8, payload: &[u8]) {
        let len = u32::try_from(payload.len() + 1).unwrap();
        let mut frame = len.to_be_bytes().to_vec();
        frame.push(kind);
        frame.extend_from_slice(payload);
        self.send.write_all(&frame).await.unwrap();
    }

    /// The next frame from the host: its kind and payload, or `None` when the stream ends.
    async fn next(&mut self) -> Option<(u8, Vec<u8>)> {
        tokio::time::timeout(Duration::from_secs(15), async {
            let mut head = [0u8; 5];
            self.recv.read_exact(&mut head).await.ok()?;
            let len = u32::from_be_bytes([head[0], head[1], head[2], head[3]]) as usize;
            let mut payload = vec![0u8; len - 1];
            self.recv.read_exact(&mut payload).await.ok()?;
            Some((head[4], payload))
        })
        .await
        .ok()
        .flatten()
    }

    /// The next answer or close, skipping pings (answered) and notices.
    async fn answer(&mut self) -> Option<(u8, Vec<u8>)> {
        loop {
            let (kind, payload) = self.next().await?;
            match kind {
                3 => self.frame(4, &[]).await,
                0 if serde_json::from_slice::<Value>(&payload)
                    .is_ok_and(|v| v.get("event").is_some()) => {}
                _ => return Some((kind, payload)),
            }
        }
    }
}

fn close_of(frame: Option<(u8, Vec<u8>)>) -> (u16, String) {
    let (kind, payload) = frame.expect("a close frame");
    assert_eq!(kind, 2, "{}", String::from_utf8_lossy(&payload));
    (
        u16::from_be_bytes([payload[0], payload[1]]),
        String::from_utf8_lossy(&payload[2..]).into_owned(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_across_homes_refuses_what_breaks_its_rules() {
    let Ok(relay) = std::env::var("EPOCHS_TEST_RELAY") else {
        eprintln!("skipped: the host across homes needs a relay (scripts/test-homes.sh)");
        return;
    };
    let running = common::start().await;
    let key = SecretKey::generate().to_bytes();
    let sharing = internet::share(
        running.host.clone(),
        key,
        &Relay::named(Some(&relay)).unwrap(),
    )
    .await
    .unwrap();
    let ticket = sharing.ticket().to_string();

    // An honest request is answered, and its answer holds no secret of the host's.
    let mut honest = Raw::connect(&relay, &ticket).await;
    let lobby = json!({"id": 1, "method": "lobby", "params": {}}).to_string();
    honest.frame(0, lobby.as_bytes()).await;
    let (kind, payload) = honest.answer().await.unwrap();
    let text = String::from_utf8(payload).unwrap();
    assert_eq!(kind, 0, "{text}");
    assert!(text.contains("\"result\""), "{text}");
    assert!(!text.contains(&running.host_token) && !text.contains(&running.code));

    // Binary is refused, and the connection goes on.
    honest.frame(1, b"\x00\x01").await;
    let (_, refusal) = honest.answer().await.unwrap();
    assert!(String::from_utf8_lossy(&refusal).contains("send JSON text messages"));

    // A frame longer than the host reads: refused unread, then closed with 1009.
    let mut big = Raw::connect(&relay, &ticket).await;
    let huge = vec![b' '; epochs_lan::MAX_MESSAGE + 1];
    big.frame(0, &huge).await;
    let (_, refusal) = big.answer().await.unwrap();
    let refusal = String::from_utf8_lossy(&refusal).into_owned();
    assert!(
        refusal.contains("\"too_long\"") && refusal.contains("\"id\":null"),
        "{refusal}"
    );
    assert_eq!(close_of(big.answer().await).0, 1009);

    // A request past 16 KiB from a device: answered, then closed with 1009.
    let mut long = Raw::connect(&relay, &ticket).await;
    let padded = json!({"id": 2, "method": "lobby", "params": {}, "pad": "x".repeat(epochs_lan::MAX_REQUEST)});
    long.frame(0, padded.to_string().as_bytes()).await;
    let _answer = long.answer().await.unwrap();
    assert_eq!(close_of(long.answer().await).0, 1009);

    // Connections that never open their stream hold at most MOST_OPENING places, whatever
    // their endpoint ids, and only for a while: then each is closed and the host takes new
    // ones again.
    let addr = internet::parse_ticket(&ticket).unwrap();
    let mut silent = Vec::new();
    for _ in 0..internet::MOST_OPENING {
        let e = endpoint(&relay).await;
        let connection = e.connect(addr.clone(), ALPN).await.unwrap();
        silent.push((e, connection));
    }
    let one_more = endpoint(&relay).await;
    assert!(
        one_more.connect(addr.clone(), ALPN).await.is_err(),
        "a connection past the opening cap was let in"
    );
    for (_, connection) in &silent {
        let closed = tokio::time::timeout(Duration::from_secs(15), connection.closed()).await;
        assert!(closed.is_ok(), "a connection without a stream stayed open");
    }
    let mut later = Raw::connect(&relay, &ticket).await;
    later.frame(0, lobby.as_bytes()).await;
    assert_eq!(later.answer().await.map(|(kind, _)| kind), Some(0));

    // Stopping: the honest device is told why.
    sharing.stop().await;
    assert_eq!(
        close_of(honest.answer().await),
        (4000, "the host stopped sharing this table".to_string())
    );
    drop(honest.connection);
}
