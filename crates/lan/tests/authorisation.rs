//! Every request is authorised for the connection that sent it. A host and several devices
//! on loopback play whole games of each game with drops and reconnects, forged and missing
//! tokens, actions for seats not held and stale actions; then every frame each device
//! received is scanned against the host's full state at every step: no other seat's hand, no
//! seed, no deck order.

mod common;

use common::{kind, message, Client};
use epochs_table::{ExportedGame, GameKind};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

const SEED: u64 = 8_417_364_921_553_101;

/// One device: its client, its token and the seats it holds.
struct Device {
    client: Client,
    /// Where it connects (its home's way to the host).
    url: String,
    token: String,
    seats: Vec<u8>,
    /// Frames of earlier connections of this device (before a drop).
    old_frames: Vec<String>,
    /// Answers that came as patches, and deflated, on earlier connections.
    patched: usize,
    deflated: usize,
}

impl Device {
    fn frames(&self) -> impl Iterator<Item = &String> {
        self.old_frames.iter().chain(&self.client.frames)
    }

    /// A new connection that still holds the answers of the old one, as a page does.
    async fn reconnect(&mut self) {
        let frames = std::mem::take(&mut self.client.frames);
        self.old_frames.extend(frames);
        self.patched += self.client.patched;
        self.deflated += self.client.deflated;
        let held = self.client.held.take().unwrap_or_default();
        self.client = Client::with_token(&self.url, &self.token)
            .await
            .caching(held);
    }
}

async fn join(url: &str, code: &str, game: i64, seats: &[u8], name: &str) -> Device {
    let mut client = Client::connect(url).await.caching(Default::default());
    let answer = client
        .call(
            "join",
            json!({"game": game, "seats": seats, "name": name, "code": code}),
        )
        .await;
    assert_eq!(kind(&answer), "ok", "{answer}");
    let token = answer["result"]["token"].as_str().unwrap().to_string();
    assert_eq!(token.len(), 32);
    Device {
        client,
        url: url.to_string(),
        token,
        seats: seats.to_vec(),
        old_frames: Vec::new(),
        patched: 0,
        deflated: 0,
    }
}

/// Where the host is: its WebSocket URL, the host token and the join code.
struct HostAt {
    url: String,
    host_token: String,
    code: String,
    /// Another home's way to the same host, for one of the devices (scripts/test-homes.sh).
    elsewhere: Option<String>,
    /// A pause after each action, at a person's pace (a fast host would otherwise slow the
    /// devices down for sending more than 40 requests a second).
    pace: std::time::Duration,
}

/// Plays a whole game with five clients: three joined devices hold seats 0, 1 and 2 (one
/// device drops and reconnects now and then), a bot seat 3 is played by the host, and two
/// bystanders watch (one of them reconnecting too). At the end every client's view is the
/// host's, and no frame any client received holds another seat's hand, the seed or the deck
/// order.
async fn play_whole_game(game: GameKind) {
    let running = common::start().await;
    let host = HostAt {
        url: running.url.clone(),
        host_token: running.host_token.clone(),
        code: running.code.clone(),
        pace: std::time::Duration::ZERO,
        elsewhere: None,
    };
    play_whole_game_at(&host, game).await;
}

async fn play_whole_game_at(host: &HostAt, game: GameKind) {
    let mut admin = Client::with_token(&host.url, &host.host_token).await;
    let seats = json!([
        {"name": "Anna"}, {"name": "Ben"}, {"name": "Cleo"}, {"name": "Bot", "kind": "bot"}
    ]);
    let created = admin
        .call(
            "create_game",
            json!({"request": {"game": game.key(), "seats": seats, "seed": SEED}}),
        )
        .await;
    let id = created["result"]["id"].as_i64().unwrap();

    // The bots' pace is the host device's to set (here: no pause), anyone's to read.
    // (A host that played an earlier game here may already be at another pace.)
    let now = admin.call("bot_pace", json!({})).await;
    assert!(
        ["normal", "faster", "skip"].contains(&now["result"].as_str().unwrap_or("")),
        "{now}"
    );
    let set = admin.call("bot_pace", json!({"pace": "skip"})).await;
    assert_eq!(set["result"], json!("skip"), "{set}");

    let mut bystander = Client::connect(&host.url).await;
    let refused = bystander.call("bot_pace", json!({"pace": "normal"})).await;
    assert!(
        message(&refused) == "not allowed: host_device_only",
        "{refused}"
    );
    let read = bystander.call("bot_pace", json!({})).await;
    assert_eq!(read["result"], json!("skip"), "{read}");
    let mut watcher = Client::connect(&host.url).await.caching(Default::default());
    let mut watcher_frames: Vec<String> = Vec::new();
    let mut devices = [
        join(&host.url, &host.code, id, &[0], "Tablet").await,
        join(
            host.elsewhere.as_ref().unwrap_or(&host.url),
            &host.code,
            id,
            &[1],
            "Laptop",
        )
        .await,
        join(&host.url, &host.code, id, &[2], "Phone").await,
    ];

    // Refusals, each with its reason, and nothing changes.
    let forged = Client::connect(&host.url)
        .await
        .call("hello", json!({"token": "0".repeat(32)}))
        .await;
    assert_eq!(message(&forged), "not allowed: token_unknown", "{forged}");
    let taken = Client::connect(&host.url)
        .await
        .call(
            "join",
            json!({"game": id, "seats": [0], "name": "Thief", "code": host.code}),
        )
        .await;
    assert_eq!(message(&taken), "not allowed: seat_held", "{taken}");
    assert!(
        taken["error"]["denial"]["device"]
            .as_str()
            .is_some_and(|d| d.starts_with("Tablet")),
        "{taken}"
    );
    let bot_seat = Client::connect(&host.url)
        .await
        .call(
            "join",
            json!({"game": id, "seats": [3], "name": "X", "code": host.code}),
        )
        .await;
    assert_eq!(message(&bot_seat), "not allowed: bot_seat", "{bot_seat}");
    let d0 = &mut devices[0].client;
    for (method, params) in [
        ("view", json!({"game": id, "viewer": 1})),
        ("legal", json!({"game": id, "seat": 1})),
        ("log", json!({"game": id, "viewer": 2})),
        ("undo", json!({"game": id, "seat": 1})),
        ("export", json!({"game": id})),
        ("list_games", json!({})),
        ("bot_move", json!({"game": id})),
        ("rename", json!({"game": id, "name": "Mine"})),
        ("delete", json!({"game": id})),
        (
            "create_game",
            json!({"request": {"game": "khronos", "seats": [{"name": "A"}, {"name": "B"}], "seed": 1}}),
        ),
        ("free_seat", json!({"game": id, "seat": 1})),
    ] {
        let answer = d0.call(method, params).await;
        assert!(
            message(&answer).starts_with("not allowed"),
            "{method}: {answer}"
        );
    }
    for (method, params) in [
        ("view", json!({"game": id, "viewer": 0})),
        ("legal", json!({"game": id, "seat": 0})),
        ("export", json!({"game": id})),
        ("import", json!({"text": "{}"})),
    ] {
        let answer = bystander.call(method, params).await;
        assert!(
            message(&answer).starts_with("not allowed"),
            "{method}: {answer}"
        );
    }
    let public = bystander
        .call("view", json!({"game": id, "viewer": null}))
        .await;
    assert_eq!(kind(&public), "ok");
    let lobby = bystander.call("lobby", json!({})).await;
    assert_eq!(lobby["result"][0]["seats"][0]["held_by"], "Tablet");
    assert_eq!(lobby["result"][0]["seats"][1]["held_by"], "Laptop");
    assert_eq!(lobby["result"][0]["seats"][2]["held_by"], "Phone");
    assert_eq!(lobby["result"][0]["seats"][2]["connected"], true);

    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut actions = 0;
    let mut waits = 0;
    loop {
        let view = admin
            .call("view", json!({"game": id, "viewer": null}))
            .await;
        let view = &view["result"];
        if view["finished"] == json!(true) {
            break;
        }
        let Some(seat) = view["to_act"].as_u64().map(|s| s as u8) else {
            break;
        };
        let seq = view["seq"].as_u64().unwrap();
        if seat == 3 {
            // The host plays its bot on its own; wait for it.
            waits += 1;
            assert!(waits < 20_000, "the host never played its bot");
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
            continue;
        }
        let d = devices
            .iter()
            .position(|d| d.seats.contains(&seat))
            .unwrap();
        if rng.random_range(0..40) == 0 {
            devices[d].reconnect().await;
        }
        if rng.random_range(0..60) == 0 {
            watcher_frames.append(&mut watcher.frames);
            watcher = Client::connect(&host.url).await.caching(Default::default());
        }
        let device = &mut devices[d];
        let legal = device
            .client
            .call("legal", json!({"game": id, "seat": seat}))
            .await;
        let groups = legal["result"].as_array().unwrap();
        let all: Vec<&Value> = groups
            .iter()
            .flat_map(|g| g["actions"].as_array().unwrap())
            .map(|a| &a["action"])
            .collect();
        let action = all[rng.random_range(0..all.len())].clone();
        if actions % 25 == 0 {
            let other = (seat + 1) % 3;
            let foreign = device
                .client
                .call(
                    "apply",
                    json!({"game": id, "seat": other, "action": action, "expected_seq": seq}),
                )
                .await;
            if !device.seats.contains(&other) {
                assert!(message(&foreign).starts_with("not allowed"), "{foreign}");
            }
            let unstamped = device
                .client
                .call("apply", json!({"game": id, "seat": seat, "action": action}))
                .await;
            assert!(message(&unstamped).contains("expected_seq"), "{unstamped}");
            let stale = device
                .client
                .call(
                    "apply",
                    json!({"game": id, "seat": seat, "action": action, "expected_seq": seq + 7}),
                )
                .await;
            assert_eq!(kind(&stale), "stale", "{stale}");
        }
        let applied = device
            .client
            .call(
                "apply",
                json!({"game": id, "seat": seat, "action": action, "expected_seq": seq}),
            )
            .await;
        if kind(&applied) == "stale" {
            continue; // the bot moved in between
        }
        assert_eq!(kind(&applied), "ok", "{applied}");
        actions += 1;
        waits = 0;
        tokio::time::sleep(host.pace).await;
        // Every device sees what it may of the new position.
        let _ = bystander
            .call("view", json!({"game": id, "viewer": null}))
            .await;
        let _ = watcher
            .call("view", json!({"game": id, "viewer": null}))
            .await;
        for d in devices.iter_mut() {
            let s = d.seats[0];
            let v = d
                .client
                .call("view", json!({"game": id, "viewer": s}))
                .await;
            assert_eq!(kind(&v), "ok");
        }
    }
    assert!(actions > 20, "{actions} actions");
    // Most reads of the devices came as patches from the answer they held.
    let patched: usize = devices.iter().map(|d| d.patched + d.client.patched).sum();
    assert!(
        patched > actions,
        "{patched} patched answers for {actions} actions"
    );
    let deflated: usize = devices.iter().map(|d| d.deflated + d.client.deflated).sum();
    assert!(deflated > 0, "no long answer came deflated");

    // Every client converges to the host's state.
    let at_host = |viewer: Value| json!({"game": id, "viewer": viewer});
    for d in devices.iter_mut() {
        d.reconnect().await;
        let s = d.seats[0];
        let mine = d.client.call("view", at_host(json!(s))).await;
        let hosts = admin.call("view", at_host(json!(s))).await;
        assert_eq!(mine["result"], hosts["result"], "seat {s} did not converge");
    }
    let hosts = admin.call("view", at_host(Value::Null)).await;
    for c in [&mut bystander, &mut watcher] {
        let seen = c.call("view", at_host(Value::Null)).await;
        assert_eq!(
            seen["result"], hosts["result"],
            "a bystander did not converge"
        );
    }
    watcher_frames.append(&mut watcher.frames);

    // The host's full state at every step, from its own export.
    let exported = admin.call("export", json!({"game": id})).await;
    let doc = ExportedGame::parse(exported["result"].as_str().unwrap()).unwrap();
    let (full, _) = doc.replay(game).unwrap();
    let steps = full.actions_played();
    let mut decks = Vec::new();
    for step in (0..=steps).step_by(5) {
        let state: Value =
            serde_json::from_str(&full.fold(step).unwrap().snapshot().unwrap()).unwrap();
        let deck = state["deck"].as_array().cloned().unwrap_or_default();
        if deck.len() >= 6 {
            decks.push(serde_json::to_string(&deck[..6]).unwrap());
        }
    }
    assert!(!decks.is_empty());

    let seed_text = SEED.to_string();
    let viewers: Vec<(Vec<u8>, Vec<&String>)> = devices
        .iter()
        .map(|d| (d.seats.clone(), d.frames().collect()))
        .chain([(vec![], bystander.frames.iter().collect())])
        .chain([(vec![], watcher_frames.iter().collect())])
        .collect();
    for (seats, frames) in &viewers {
        assert!(!frames.is_empty());
        for frame in frames {
            assert!(
                !frame.contains(&seed_text),
                "a seed reached seats {seats:?}"
            );
            assert!(
                !frame.contains("\"seed\""),
                "a seed field reached seats {seats:?}"
            );
            for deck in &decks {
                assert!(
                    !frame.contains(deck.as_str()),
                    "the deck order reached seats {seats:?}"
                );
            }
            let v: Value = serde_json::from_str(frame).unwrap();
            scan_hands(&v, seats);
        }
    }
}

/// Any `players` list in `v` shows a hand only for `seats`.
fn scan_hands(v: &Value, seats: &[u8]) {
    match v {
        Value::Object(map) => {
            if let Some(Value::Array(players)) = map.get("players") {
                for (i, p) in players.iter().enumerate() {
                    if let Some(hand) = p.get("hand") {
                        assert!(
                            hand.is_null() || seats.contains(&(i as u8)),
                            "seat {i}'s hand reached seats {seats:?}"
                        );
                    }
                }
            }
            map.values().for_each(|x| scan_hands(x, seats));
        }
        Value::Array(items) => items.iter().for_each(|x| scan_hands(x, seats)),
        _ => {}
    }
}

/// The same whole game against a host on another machine (scripts/test-netns.sh runs the
/// host and this client in two network namespaces, with delay and loss between them).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_against_a_remote_host() {
    let (Ok(url), Ok(host_token), Ok(code)) = (
        std::env::var("EPOCHS_REMOTE_WS"),
        std::env::var("EPOCHS_REMOTE_TOKEN"),
        std::env::var("EPOCHS_REMOTE_CODE"),
    ) else {
        eprintln!("skipped: no remote host (scripts/test-netns.sh sets EPOCHS_REMOTE_WS)");
        return;
    };
    let pace = std::env::var("EPOCHS_REMOTE_PACE_MS")
        .ok()
        .and_then(|p| p.parse().ok())
        .unwrap_or(60);
    let host = HostAt {
        url,
        host_token,
        code,
        pace: std::time::Duration::from_millis(pace),
        elsewhere: std::env::var("EPOCHS_REMOTE_WS_ELSEWHERE").ok(),
    };
    play_whole_game_at(&host, GameKind::Khronos).await;
    play_whole_game_at(&host, GameKind::Tempus).await;
}

/// A device in another home hears that the host stopped sharing (close 4000, with the reason)
/// when the host is stopped (scripts/test-homes.sh gives the host's process id).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn devices_elsewhere_are_told_when_the_host_stops_sharing() {
    let (Ok(url), Some(pid)) = (
        std::env::var("EPOCHS_REMOTE_WS"),
        std::env::var("EPOCHS_REMOTE_HOST_PID")
            .ok()
            .and_then(|p| p.parse::<i32>().ok()),
    ) else {
        eprintln!("skipped: no remote host (scripts/test-homes.sh sets EPOCHS_REMOTE_HOST_PID)");
        return;
    };
    let mut device = Client::connect(&url).await;
    let read = device.call("bot_pace", json!({})).await;
    assert_eq!(kind(&read), "ok", "{read}");
    // SAFETY: a signal to the host's process, as Ctrl-C in its terminal.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGINT) }, 0);
    assert!(
        device
            .closed_within(std::time::Duration::from_secs(10))
            .await,
        "the device was not told"
    );
    assert_eq!(
        device.frames.last().map(String::as_str),
        Some("closed 4000: the host stopped sharing this table")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_khronos_game_across_devices_leaks_nothing() {
    play_whole_game(GameKind::Khronos).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_tempus_game_across_devices_leaks_nothing() {
    play_whole_game(GameKind::Tempus).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn join_codes_are_rate_limited_and_oversized_frames_refused() {
    let host = common::start().await;
    let mut admin = Client::with_token(&host.url, &host.host_token).await;
    let created = admin
        .call(
            "create_game",
            json!({"request": {"game": "khronos", "seats": [{"name": "A"}, {"name": "B"}]}}),
        )
        .await;
    let id = created["result"]["id"].as_i64().unwrap();
    let wrong = "0000-0000";
    let mut guesser = Client::connect(&host.url).await;
    for _ in 0..5 {
        let a = guesser
            .call(
                "join",
                json!({"game": id, "seats": [0], "name": "G", "code": wrong}),
            )
            .await;
        assert_eq!(message(&a), "not allowed: wrong_join_code", "{a}");
    }
    let blocked = guesser
        .call(
            "join",
            json!({"game": id, "seats": [0], "name": "G", "code": host.code}),
        )
        .await;
    assert!(
        message(&blocked).starts_with("not allowed: too_many_codes"),
        "{blocked}"
    );

    let mut big = Client::connect(&host.url).await;
    let huge = "x".repeat(epochs_lan::MAX_MESSAGE + 1);
    use futures_util::{SinkExt, StreamExt};
    let _ = big.ws.send(Message::Text(huge.into())).await;
    // The host refuses it unread, closes that connection with 1009 and goes on serving the
    // others.
    let refusal = big.ws.next().await;
    assert!(
        matches!(&refusal, Some(Ok(Message::Text(t))) if t.contains("\"too_long\"") && t.contains("\"id\":null")),
        "{refusal:?}"
    );
    let next = big.ws.next().await;
    assert!(
        matches!(&next, Some(Ok(Message::Close(Some(f)))) if u16::from(f.code) == 1009),
        "{next:?}"
    );
    let still = admin.call("view", json!({"game": id, "viewer": 0})).await;
    assert_eq!(kind(&still), "ok");

    // A 10 KiB game name is refused with a clear error.
    let named = admin
        .call(
            "create_game",
            json!({"request": {"game": "khronos", "name": "n".repeat(10 << 10), "seats": [{"name": "A"}, {"name": "B"}]}}),
        )
        .await;
    assert_eq!(message(&named), "refused: game_name_length", "{named}");
    assert_eq!(named["error"]["refusal"]["most"], 80, "{named}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_requests_is_slowed_down() {
    let host = common::start().await;
    let mut c = Client::connect(&host.url).await;
    let mut refused = 0;
    for _ in 0..200 {
        let a = c.call("lobby", json!({})).await;
        if message(&a) == "refused: slow_down" {
            refused += 1;
        }
    }
    assert!(refused > 0, "200 requests at once were all answered");
    // The host device is not slowed down.
    let mut admin = Client::with_token(&host.url, &host.host_token).await;
    for _ in 0..200 {
        let a = admin.call("lobby", json!({})).await;
        assert_eq!(kind(&a), "ok", "{a}");
    }
}

#[test]
fn the_protocol_documents_every_host_method() {
    let doc = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/protocol.md"),
    )
    .unwrap();
    for method in epochs_lan::HOST_REQUESTS.iter().map(|m| m.name) {
        assert!(
            doc.contains(&format!("`{method} {{")),
            "docs/protocol.md: {method}"
        );
    }
}
