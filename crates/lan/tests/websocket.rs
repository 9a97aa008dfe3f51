//! A real WebSocket server on loopback: requests, answers, change notices, bad messages.

mod common;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

async fn start() -> (String, String, tempfile::TempDir) {
    let running = common::start().await;
    (running.url, running.host_token, running._dir)
}

async fn host_client(url: &str, token: &str) -> common::Client {
    common::Client::with_token(url, token).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_host_clients_play_and_are_told_of_changes() {
    let (url, token, _dir) = start().await;
    let mut a = host_client(&url, &token).await;
    let mut b = host_client(&url, &token).await;
    let created = a.call("create_game",
        json!({"request": {"game": "khronos", "seats": [{"name": "Anna"}, {"name": "Ben"}], "seed": 9}}),
    )
    .await;
    let id = created["result"]["id"].as_i64().unwrap();
    // B is told something changed.
    let note = loop {
        let v: Value =
            serde_json::from_str(b.ws.next().await.unwrap().unwrap().to_text().unwrap()).unwrap();
        if v.get("event").is_some() {
            break v;
        }
    };
    assert_eq!(note, json!({"event": "changed", "game": id}));
    let va = a.call("view", json!({"game": id, "viewer": 0})).await;
    let vb = b.call("view", json!({"game": id, "viewer": 1})).await;
    assert!(va["result"]["state"]["players"][0]["hand"].is_object());
    assert!(va["result"]["state"]["players"][1]["hand"].is_null());
    assert!(vb["result"]["state"]["players"][0]["hand"].is_null());
    let seat = va["result"]["to_act"].as_u64().unwrap();
    let applied = a
        .call(
            "apply",
            json!({"game": id, "seat": seat, "action": {"type": "end_turn"}, "expected_seq": 0}),
        )
        .await;
    assert_eq!(applied["result"]["view"]["seq"], 1);
    let wrong = b
        .call(
            "apply",
            json!({"game": id, "seat": seat, "action": {"type": "end_turn"}, "expected_seq": 0}),
        )
        .await;
    assert_eq!(wrong["error"]["kind"], "stale");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_messages_get_errors_and_the_server_lives_on() {
    let (url, token, _dir) = start().await;
    let mut a = host_client(&url, &token).await;
    for bad in ["not json", "{\"method\": 5}", "[1,2,3]", "{}"] {
        a.ws.send(Message::Text(bad.into())).await.unwrap();
        let v: Value =
            serde_json::from_str(a.ws.next().await.unwrap().unwrap().to_text().unwrap()).unwrap();
        assert_eq!(v["error"]["kind"], "bad_request", "{bad}");
    }
    a.ws.send(Message::Binary(vec![0, 1, 2].into()))
        .await
        .unwrap();
    let v: Value =
        serde_json::from_str(a.ws.next().await.unwrap().unwrap().to_text().unwrap()).unwrap();
    assert_eq!(v["error"]["kind"], "bad_request");
    let unknown = a.call("launch_missiles", json!({})).await;
    assert_eq!(unknown["error"]["kind"], "bad_request");
    let list = a.call("list_games", Value::Null).await;
    assert_eq!(list["result"], json!([]));
}

/// Opens the WebSocket with the given `Host` and `Origin` headers; the HTTP status of a
/// refusal, or 101 when it opened.
async fn upgrade_status(url: &str, host: &str, origin: Option<&str>) -> u16 {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut request = url.into_client_request().unwrap();
    let headers = request.headers_mut();
    headers.insert("host", host.parse().unwrap());
    if let Some(o) = origin {
        headers.insert("origin", o.parse().unwrap());
    }
    match tokio_tungstenite::connect_async(request).await {
        Ok((_, response)) => response.status().as_u16(),
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => response.status().as_u16(),
        Err(e) => panic!("unexpected failure: {e}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn foreign_origins_and_rebound_hosts_cannot_open_the_api() {
    let (url, _token, _dir) = start().await;
    let own = url
        .trim_start_matches("ws://")
        .trim_end_matches("/ws")
        .to_string();
    let own_origin = format!("http://{own}");
    assert_eq!(upgrade_status(&url, &own, Some(&own_origin)).await, 101);
    assert_eq!(
        upgrade_status(&url, &own, Some("tauri://localhost")).await,
        101
    );
    assert_eq!(
        upgrade_status(&url, &own, Some("http://evil.example")).await,
        403
    );
    let rebound = "rebind.attacker.example:80";
    assert_eq!(
        upgrade_status(&url, rebound, Some("http://rebind.attacker.example:80")).await,
        403
    );
    assert_eq!(upgrade_status(&url, rebound, None).await, 403);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_are_served_with_a_content_policy_and_no_framing() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let (url, _token, _dir) = start().await;
    let addr = url.trim_start_matches("ws://").trim_end_matches("/ws");
    let mut tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
    tcp.write_all(
        format!("GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").as_bytes(),
    )
    .await
    .unwrap();
    let mut response = String::new();
    tcp.read_to_string(&mut response).await.unwrap();
    let lower = response.to_ascii_lowercase();
    assert!(lower.starts_with("http/1.1 200"), "{response}");
    assert!(lower.contains("content-security-policy: default-src 'self'"));
    assert!(lower.contains("frame-ancestors 'none'"));
    assert!(lower.contains("x-frame-options: deny"));
}

/// Both clients read for longer than a notice's interval (what they hear is kept in `frames`).
async fn read_past_the_notices(a: &mut common::Client, b: &mut common::Client) {
    for _ in 0..6 {
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        a.call("lobby", json!({})).await;
        b.call("lobby", json!({})).await;
    }
}

/// The change notices a client has heard of `game`.
fn notices_of(client: &common::Client, game: i64) -> usize {
    let note = json!({"event": "changed", "game": game}).to_string();
    client.frames.iter().filter(|f| **f == note).count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_device_that_plays_is_not_told_of_its_own_moves_and_the_others_are() {
    let (url, token, _dir) = start().await;
    let mut a = host_client(&url, &token).await;
    let mut b = host_client(&url, &token).await;
    let created = a
        .call(
            "create_game",
            json!({"request": {"game": "khronos", "seats": [{"name": "Anna"}, {"name": "Ben"}], "seed": 9}}),
        )
        .await;
    let id = created["result"]["id"].as_i64().unwrap();
    // Past the creation's notice interval: each move below is told at once or at its end.
    tokio::time::sleep(std::time::Duration::from_millis(150)).await;
    a.call("lobby", json!({})).await;
    b.call("lobby", json!({})).await;
    let before_a = notices_of(&a, id);
    let mut seq = 0;
    for _ in 0..3 {
        let view = a.call("view", json!({"game": id, "viewer": null})).await;
        let seat = view["result"]["to_act"].as_u64().unwrap();
        let applied = a
            .call(
                "apply",
                json!({"game": id, "seat": seat, "action": {"type": "end_turn"}, "expected_seq": seq}),
            )
            .await;
        seq += 1;
        assert_eq!(applied["result"]["view"]["seq"], seq, "{applied}");
    }
    read_past_the_notices(&mut a, &mut b).await;
    assert_eq!(
        notices_of(&a, id),
        before_a,
        "the device that played was told"
    );
    assert!(
        notices_of(&b, id) >= 2,
        "the other device was told too little"
    );
    // An undo's answer tells its device too; the other device hears of it.
    let view = a.call("view", json!({"game": id, "viewer": null})).await;
    let seat = view["result"]["to_act"].as_u64().unwrap();
    let travelled = a
        .call(
            "apply",
            json!({"game": id, "seat": seat, "action": {"type": "travel", "pawn": 0, "to": "faith"}, "expected_seq": seq}),
        )
        .await;
    assert_eq!(travelled["result"]["view"]["seq"], seq + 1, "{travelled}");
    tokio::time::sleep(std::time::Duration::from_millis(150)).await;
    b.call("lobby", json!({})).await;
    let heard = notices_of(&b, id);
    let undone = a.call("undo", json!({"game": id, "seat": seat})).await;
    assert_eq!(undone["result"]["view"]["seq"], seq, "{undone}");
    read_past_the_notices(&mut a, &mut b).await;
    assert_eq!(
        notices_of(&a, id),
        before_a,
        "the device that undid was told"
    );
    assert!(
        notices_of(&b, id) > heard,
        "the other device was not told of the undo"
    );
}
