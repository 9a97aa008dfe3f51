//! The host against the second round of attacks (issue 39), on real sockets: plain HTTP
//! connections that hold half-sent headers or sit idle, one seat token opening many
//! WebSockets, frames left unfinished, a device clogging seat approval, reads of games not
//! put on the network, and names made of control characters. Each test is named after its
//! attack; devices are told apart by their loopback addresses (127.0.20.x).

mod common;

use common::{
    device_at, join_as, kind, message, new_game, start, start_with, start_within, Client,
};
use epochs_lan::{Bounds, PER_TOKEN};
use futures_util::StreamExt;
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::net::{Ipv4Addr, SocketAddr};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

fn ip(n: u8) -> Ipv4Addr {
    Ipv4Addr::new(127, 0, 20, n)
}

fn addr_of(url: &str) -> SocketAddr {
    url.trim_start_matches("ws://")
        .trim_end_matches("/ws")
        .parse()
        .unwrap()
}

async fn tcp_from(url: &str, from: Ipv4Addr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(SocketAddr::from((from, 0))).unwrap();
    socket.connect(addr_of(url)).await.unwrap()
}

/// `GET /health` from `from`, answered within `within`: its status line.
async fn health_from(url: &str, from: Ipv4Addr, within: Duration) -> Option<String> {
    tokio::time::timeout(within, async {
        let mut tcp = tcp_from(url, from).await;
        tcp.write_all(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            .await
            .ok()?;
        let mut answer = String::new();
        tcp.read_to_string(&mut answer).await.ok()?;
        answer.lines().next().map(str::to_string)
    })
    .await
    .ok()
    .flatten()
}

/// Whether the host has closed `tcp` (it reads the end, or a reset), waiting up to `within`.
async fn closed_by_host(tcp: &mut TcpStream, within: Duration) -> bool {
    let mut buf = [0u8; 4096];
    tokio::time::timeout(within, async {
        loop {
            match tcp.read(&mut buf).await {
                Ok(0) | Err(_) => return true,
                Ok(_) => {}
            }
        }
    })
    .await
    .unwrap_or(false)
}

async fn from(url: &str, n: u8) -> Client {
    device_at(url, 20, n).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn half_sent_headers_are_dropped_on_time_and_the_host_device_gets_in_meanwhile() {
    let bounds = Bounds {
        header_timeout: Duration::from_millis(1500),
        per_address: 8,
        total: 40,
    };
    let host = start_within(bounds, |_| {}).await;
    // 30 addresses each hold 8 connections with an unfinished header of 8 KB.
    let mut held = Vec::new();
    for a in 1..=30u8 {
        for _ in 0..8 {
            let mut tcp = tcp_from(&host.url, ip(a)).await;
            let half = format!(
                "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: {}",
                "a".repeat(8000)
            );
            let _ = tcp.write_all(half.as_bytes()).await;
            held.push(tcp);
        }
    }
    // The host device (and anyone new) still gets an answer at once: the oldest half-sent
    // headers made room.
    let started = Instant::now();
    let status = health_from(&host.url, Ipv4Addr::LOCALHOST, Duration::from_secs(2)).await;
    assert_eq!(status.as_deref(), Some("HTTP/1.1 200 OK"));
    assert!(started.elapsed() < Duration::from_secs(1));
    let mut admin = Client::with_token(&host.url, &host.host_token).await;
    assert_eq!(kind(&admin.call("list_games", json!({})).await), "ok");
    // Every half-sent header is closed within the header timeout (or earlier, to make room).
    let started = Instant::now();
    for tcp in &mut held {
        assert!(closed_by_host(tcp, Duration::from_secs(4)).await);
    }
    assert!(started.elapsed() < Duration::from_secs(4));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_header_larger_than_any_browser_s_is_refused() {
    let host = start().await;
    let mut tcp = tcp_from(&host.url, ip(40)).await;
    let huge = format!(
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: {}\r\n\r\n",
        "a".repeat(390_000)
    );
    let _ = tcp.write_all(huge.as_bytes()).await;
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(5), tcp.read_to_end(&mut answer)).await;
    let answer = String::from_utf8_lossy(&answer);
    assert!(
        answer.is_empty() || answer.starts_with("HTTP/1.1 431"),
        "{answer}"
    );
    assert!(closed_by_host(&mut tcp, Duration::from_secs(1)).await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_plain_connections_from_one_address_cannot_pile_up() {
    let bounds = Bounds {
        header_timeout: Duration::from_secs(30),
        per_address: 8,
        total: 64,
    };
    let host = start_within(bounds, |_| {}).await;
    // One address opens 100 idle connections: at most 8 stay open, the newest.
    let mut idle = Vec::new();
    for _ in 0..100 {
        idle.push(tcp_from(&host.url, ip(41)).await);
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut open = 0;
    for (i, tcp) in idle.iter_mut().enumerate() {
        let closed = closed_by_host(tcp, Duration::from_millis(20)).await;
        if !closed {
            open += 1;
            assert!(i >= 92, "an old connection ({i}) stayed");
        }
    }
    assert_eq!(open, 8);
    // The same address's browser still loads its page.
    let status = health_from(&host.url, ip(41), Duration::from_secs(2)).await;
    assert_eq!(status.as_deref(), Some("HTTP/1.1 200 OK"));
    // Idle kept-alive connections are closed after the header timeout too: see
    // half_sent_headers_are_dropped_on_time_and_the_host_device_gets_in_meanwhile.
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_seat_token_cannot_open_many_websockets() {
    let host = start().await;
    let mut admin = Client::with_token(&host.url, &host.host_token).await;
    let game = new_game(&mut admin).await;
    let mut first = from(&host.url, 50).await;
    let joined = join_as(&mut first, &host.code, game, &[0], "Tablet").await;
    let token = joined["result"]["token"].as_str().unwrap().to_string();

    // The token's device opens 14 connections (as many as one address may open at once),
    // saying hello with it on each.
    let mut many = Vec::new();
    for _ in 0..14 {
        let mut c = from(&host.url, 51).await;
        let hello = c.call("hello", json!({ "token": token })).await;
        assert_eq!(kind(&hello), "ok", "{hello}");
        many.push(c);
    }
    // Only the newest few stay; the others were told why they closed.
    let mut still_open = 0;
    for c in &mut many {
        if c.closed_within(Duration::from_millis(100)).await {
            assert!(
                c.frames
                    .iter()
                    .any(|f| f.contains("a newer connection of this device")),
                "{:?}",
                c.frames.last()
            );
        } else {
            still_open += 1;
        }
    }
    assert!(still_open <= PER_TOKEN, "{still_open} open");
    let (open, tokened) = host.host.connections();
    assert!(
        tokened <= PER_TOKEN + 1,
        "{tokened} connections hold a token"
    );
    assert!(open <= PER_TOKEN + 3, "{open} open");
    // A new device is not shut out.
    let mut newcomer = from(&host.url, 52).await;
    let lobby = newcomer.call("lobby", json!({})).await;
    assert_eq!(kind(&lobby), "ok", "{lobby}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_frame_left_unfinished_is_dropped_on_time() {
    let host = start_with(|h| {
        h.set_heartbeat(Duration::from_millis(400), Duration::from_millis(400));
    })
    .await;
    let mut holder = Client::with_token(&host.url, &host.host_token).await;
    // A text frame that says it carries 400 KB, of which 1 KB is sent.
    let mut frame = vec![0x81u8, 0x80 | 127];
    frame.extend_from_slice(&400_000u64.to_be_bytes());
    frame.extend_from_slice(&[1, 2, 3, 4]);
    frame.extend(std::iter::repeat_n(b'x', 1024));
    {
        let raw = holder.ws.get_mut();
        let tokio_tungstenite::MaybeTlsStream::Plain(tcp) = raw else {
            panic!("not a plain socket")
        };
        tcp.write_all(&frame).await.unwrap();
    }
    let started = Instant::now();
    assert!(holder.closed_within(Duration::from_secs(5)).await);
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );

    // A live device that says nothing for a while answers the pings and stays.
    let mut quiet = Client::with_token(&host.url, &host.host_token).await;
    let quiet_reader = tokio::spawn(async move {
        // Reading answers the host's pings (tungstenite replies on the next read).
        let _ = tokio::time::timeout(Duration::from_secs(2), quiet.ws.next()).await;
        quiet
    });
    let mut quiet = quiet_reader.await.unwrap();
    let answer = quiet.call("list_games", json!({})).await;
    assert_eq!(kind(&answer), "ok", "{answer}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_device_cannot_clog_seat_approval() {
    let host = start().await;
    let mut admin = Client::with_token(&host.url, &host.host_token).await;
    let game = new_game(&mut admin).await;
    // No seat is open: every join is a request for the host device.
    let opened = admin
        .call("open_seats", json!({"game": game, "seats": []}))
        .await;
    assert_eq!(kind(&opened), "ok", "{opened}");

    // One device asks eight times, on eight connections, under eight names.
    let mut pest = Vec::new();
    for n in 0..8 {
        let mut c = from(&host.url, 60).await;
        let asked = join_as(&mut c, &host.code, game, &[1], &format!("Ben {n}")).await;
        assert_eq!(kind(&asked), "ok", "{asked}");
        pest.push(c);
    }
    let waiting = admin.call("join_requests", json!({})).await;
    let waiting = waiting["result"].as_array().unwrap().clone();
    assert_eq!(waiting.len(), 1, "{waiting:?}");
    assert_eq!(waiting[0]["device"], json!("Ben 7"));
    assert_eq!(waiting[0]["address"], json!("127.0.20.60"));

    // The real player, from another device, is asked about too: not host_busy.
    let mut ben = from(&host.url, 61).await;
    let asked = join_as(&mut ben, &host.code, game, &[1], "Ben").await;
    assert_eq!(kind(&asked), "ok", "{asked}");
    let waiting = admin.call("join_requests", json!({})).await;
    let addresses: BTreeSet<String> = waiting["result"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["address"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(
        addresses,
        ["127.0.20.60", "127.0.20.61"].map(String::from).into()
    );

    // Declined, the pest must wait before asking again, under any name.
    let pest_request = waiting["result"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["address"] == json!("127.0.20.60"))
        .unwrap()["request"]
        .clone();
    let declined = admin
        .call(
            "answer_join",
            json!({"request": pest_request, "approve": false}),
        )
        .await;
    assert_eq!(kind(&declined), "ok", "{declined}");
    drop(pest);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut again = from(&host.url, 60).await;
    let refused = join_as(&mut again, &host.code, game, &[1], "Ben").await;
    assert_eq!(message(&refused), "not allowed: declined", "{refused}");
    assert!(refused["error"]["denial"]["wait_s"].as_u64().unwrap() > 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_not_put_on_the_network_stays_unseen() {
    let host = start().await;
    let mut admin = Client::with_token(&host.url, &host.host_token).await;
    let shared = new_game(&mut admin).await;
    let private = new_game(&mut admin).await;
    host.host.share_only(Some([shared].into()));

    let mut bystander = from(&host.url, 70).await;
    for (method, params) in [
        ("view", json!({"game": private, "viewer": null})),
        ("log", json!({"game": private, "viewer": null})),
        (
            "replay",
            json!({"game": private, "viewer": null, "step": 0}),
        ),
        ("view", json!({"game": private, "viewer": 0})),
        ("legal", json!({"game": private, "seat": 0})),
    ] {
        let answer = bystander.call(method, params).await;
        assert_eq!(
            message(&answer),
            "not allowed: not_shared",
            "{method}: {answer}"
        );
    }
    let view = bystander
        .call("view", json!({"game": shared, "viewer": null}))
        .await;
    assert_eq!(kind(&view), "ok", "{view}");

    // A change to the private game is told to nobody but the host device; one to the shared
    // game is told to everyone.
    bystander.frames.clear();
    let renamed = admin
        .call("rename", json!({"game": private, "name": "Secret"}))
        .await;
    assert_eq!(kind(&renamed), "ok", "{renamed}");
    let renamed = admin
        .call("rename", json!({"game": shared, "name": "Open"}))
        .await;
    assert_eq!(kind(&renamed), "ok", "{renamed}");
    tokio::time::sleep(Duration::from_millis(400)).await;
    // Anything in flight arrives before this answer.
    let _ = bystander.call("lobby", json!({})).await;
    let notices: Vec<&String> = bystander
        .frames
        .iter()
        .filter(|f| f.contains("\"changed\""))
        .collect();
    assert!(
        notices
            .iter()
            .all(|f| !f.contains(&format!("\"game\":{private}"))),
        "{notices:?}"
    );
    assert!(
        notices
            .iter()
            .any(|f| f.contains(&format!("\"game\":{shared}"))),
        "{notices:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_made_of_control_characters_are_refused_everywhere() {
    let host = start().await;
    let mut admin = Client::with_token(&host.url, &host.host_token).await;
    let game = new_game(&mut admin).await;
    let before = admin.call("list_games", json!({})).await["result"].clone();
    let refusal = |answer: &Value| -> String {
        let r = &answer["error"]["refusal"];
        format!(
            "{} {} {}",
            r["reason"].as_str().unwrap_or("?"),
            r["of"].as_str().unwrap_or("?"),
            r["code_point"].as_str().unwrap_or("-")
        )
    };

    let created = admin
        .call(
            "create_game",
            json!({"request": {"game": "khronos", "seats": [{"name": "Ann\u{1b}[2J"}, {"name": "Bo"}]}}),
        )
        .await;
    assert_eq!(refusal(&created), "name_character seat U+001B", "{created}");
    let created = admin
        .call(
            "create_game",
            json!({"request": {"game": "khronos", "name": "\u{200B}", "seats": [{"name": "Ann"}, {"name": "Bo"}]}}),
        )
        .await;
    assert_eq!(refusal(&created), "name_character game U+200B", "{created}");
    let renamed = admin
        .call(
            "rename",
            json!({"game": game, "name": "\u{1b}]0;owned\u{7}"}),
        )
        .await;
    assert_eq!(refusal(&renamed), "name_character game U+001B", "{renamed}");
    let renamed = admin
        .call("rename", json!({"game": game, "name": "\u{3164}"}))
        .await;
    assert_eq!(refusal(&renamed), "invisible_name game -", "{renamed}");

    let exported = admin.call("export", json!({ "game": game })).await;
    let mut doc: Value = serde_json::from_str(exported["result"].as_str().unwrap()).unwrap();
    doc["name"] = json!("Friday\u{202E}");
    let imported = admin.call("import", json!({"text": doc.to_string()})).await;
    assert_eq!(
        imported["error"]["refusal"]["refusal"]["reason"],
        json!("name_character"),
        "{imported}"
    );

    let mut device = from(&host.url, 80).await;
    let joined = join_as(&mut device, &host.code, game, &[1], "Tab\u{7}let").await;
    assert_eq!(refusal(&joined), "name_character device U+0007", "{joined}");
    let joined = join_as(&mut device, &host.code, game, &[1], "\u{FEFF}").await;
    assert_eq!(refusal(&joined), "name_character device U+FEFF", "{joined}");

    assert_eq!(admin.call("list_games", json!({})).await["result"], before);
}
