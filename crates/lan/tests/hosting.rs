//! Hosting from the app: start and stop on loopback, the join link and its QR code, the seat
//! list with who is connected, freeing a seat and handing it to a bot mid-game, the app's
//! own pages served to other devices, and a fresh code after a restart.

mod common;

use common::{kind, message, Client};
use epochs_lan::{AppHosting, UiSource};
use epochs_table::refusal::Refusal;
use epochs_table::{Table, TableError};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

struct App {
    hosting: AppHosting,
    heard: Arc<AtomicUsize>,
    _dir: tempfile::TempDir,
}

impl App {
    /// A call of the app's window, its answer as a JSON tree.
    async fn call(&self, method: &str, params: Value) -> Result<Value, TableError> {
        self.hosting.call(method, params).await?.into_value()
    }
}

fn app() -> App {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(&dir.path().join("data"))).unwrap();
    table.set_bot_budget(epochs_table::bot::BotBudget {
        search: Some(epochs_table::bot::SearchConfig {
            iterations: 20,
            ..Default::default()
        }),
    });
    let heard = Arc::new(AtomicUsize::new(0));
    let counter = heard.clone();
    let files = |path: &str| match path {
        "index.html" => Some((
            b"<!doctype html><title>Epochs</title>".to_vec(),
            "text/html".into(),
        )),
        "assets/app.js" => Some((b"console.log(1)".to_vec(), "text/javascript".into())),
        _ => None,
    };
    let hosting = AppHosting::new(
        Arc::new(Mutex::new(table)),
        UiSource::Embedded(Arc::new(files)),
        Arc::new(move |_game| {
            counter.fetch_add(1, Ordering::SeqCst);
        }),
    );
    App {
        hosting,
        heard,
        _dir: dir,
    }
}

async fn khronos_game(app: &App, seats: usize) -> i64 {
    let seats: Vec<Value> = ["Anna", "Ben", "Cleo", "Dan"][..seats]
        .iter()
        .map(|n| json!({"name": n}))
        .collect();
    let created = app
        .call(
            "create_game",
            json!({"request": {"game": "khronos", "seats": seats}}),
        )
        .await
        .unwrap();
    created["id"].as_i64().unwrap()
}

fn ws_url(status: &Value) -> String {
    let port = status["port"].as_u64().unwrap();
    format!("ws://127.0.0.1:{port}/ws")
}

async fn lobby_seat(app: &App, game: i64, seat: usize) -> Value {
    let lobby = app.call("lobby", json!({})).await.unwrap();
    let g = lobby
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == json!(game))
        .unwrap()
        .clone();
    g["seats"][seat].clone()
}

/// Waits until `f` holds, up to five seconds.
async fn eventually<F: std::future::Future<Output = bool>>(mut f: impl FnMut() -> F) -> bool {
    for _ in 0..100 {
        if f().await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_app_hosts_a_game_and_stops() {
    let app = app();
    assert_eq!(app.call("hosting", json!({})).await.unwrap(), Value::Null);
    let err = app
        .call(
            "join",
            json!({"game": 1, "seats": [0], "name": "x", "code": "1"}),
        )
        .await
        .unwrap_err();
    assert!(
        matches!(
            err,
            TableError::Refused {
                refusal: Refusal::NotHosting
            }
        ),
        "{err}"
    );
    let game = khronos_game(&app, 2).await;

    let status = app.call("host_start", json!({"lan": false})).await.unwrap();
    let code = status["code"].as_str().unwrap().to_string();
    assert_eq!(code.len(), 9, "{code}");
    let join_url = status["join_url"].as_str().unwrap();
    assert!(
        join_url.starts_with("http://127.0.0.1:") && join_url.ends_with(&format!("/#/join/{code}")),
        "{join_url}"
    );
    let svg = status["qr_svg"].as_str().unwrap();
    assert!(svg.contains("<svg") && svg.contains("</svg>"), "{svg}");
    assert_eq!(app.call("hosting", json!({})).await.unwrap(), status);

    // The app's own pages, for the other devices.
    let port = status["port"].as_u64().unwrap();
    let page = http_get(port, "/assets/app.js").await;
    assert!(
        page.contains("200 OK") && page.contains("console.log(1)"),
        "{page}"
    );
    let fallback = http_get(port, "/some/route").await;
    assert!(fallback.contains("<title>Epochs</title>"), "{fallback}");

    // A device joins seat 2: the seat list shows it, connected; it goes away, and back.
    let url = ws_url(&status);
    let mut tablet = Client::connect(&url).await;
    let joined = tablet
        .call(
            "join",
            json!({"game": game, "seats": [1], "name": "Tablet", "code": code}),
        )
        .await;
    assert_eq!(kind(&joined), "ok", "{joined}");
    let token = joined["result"]["token"].as_str().unwrap().to_string();
    let seat = lobby_seat(&app, game, 1).await;
    assert_eq!(seat["held_by"], json!("Tablet"));
    assert_eq!(seat["connected"], json!(true));
    assert_eq!(lobby_seat(&app, game, 0).await["held_by"], Value::Null);
    drop(tablet);
    assert!(
        eventually(|| async { lobby_seat(&app, game, 1).await["connected"] == json!(false) }).await
    );
    let mut tablet = Client::with_token(&url, &token).await;
    assert!(
        eventually(|| async { lobby_seat(&app, game, 1).await["connected"] == json!(true) }).await
    );

    // The app (seat 1) and the device (seat 2) take turns: each move reaches the other side.
    let end_turn = json!({"type": "end_turn"});
    for _ in 0..3 {
        let v = app.call("view", json!({"game": game})).await.unwrap();
        let seq = v["seq"].as_u64().unwrap();
        if v["to_act"] == json!(0) {
            tablet.frames.clear();
            app.call(
                "apply",
                json!({"game": game, "seat": 0, "action": end_turn}),
            )
            .await
            .unwrap();
            let seen = tablet
                .call("view", json!({"game": game, "viewer": 1}))
                .await;
            assert_eq!(seen["result"]["seq"], json!(seq + 1), "{seen}");
            // The notice may wait for the end of the last one's interval (`NOTICE_GAP`).
            for _ in 0..50 {
                if tablet
                    .frames
                    .iter()
                    .any(|f| f.contains("\"event\":\"changed\""))
                {
                    break;
                }
                tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                tablet.call("lobby", json!({})).await;
            }
            assert!(tablet
                .frames
                .iter()
                .any(|f| f.contains("\"event\":\"changed\"")));
        } else {
            let heard = app.heard.load(Ordering::SeqCst);
            let moved = tablet
                .call(
                    "apply",
                    json!({"game": game, "seat": 1, "action": end_turn, "expected_seq": seq}),
                )
                .await;
            assert_eq!(kind(&moved), "ok", "{moved}");
            // Told at once, or at the end of the last notice's interval (`NOTICE_GAP`).
            assert!(
                eventually(|| async { app.heard.load(Ordering::SeqCst) > heard }).await,
                "the app's window was not told"
            );
        }
    }

    // The host hands seat 2 to a bot: the device loses it at once, and the host plays it.
    app.call(
        "set_seat_kind",
        json!({"game": game, "seat": 1, "kind": "bot"}),
    )
    .await
    .unwrap();
    let refused = tablet
        .call("view", json!({"game": game, "viewer": 1}))
        .await;
    assert!(message(&refused).starts_with("not allowed:"), "{refused}");
    assert_eq!(lobby_seat(&app, game, 1).await["held_by"], Value::Null);
    let v = app.call("view", json!({"game": game})).await.unwrap();
    let mut handed_at = v["seq"].as_u64().unwrap();
    if v["to_act"] == json!(0) {
        app.call(
            "apply",
            json!({"game": game, "seat": 0, "action": end_turn}),
        )
        .await
        .unwrap();
        handed_at += 1;
    }
    let bot_moved = eventually(|| async {
        let v = app.call("view", json!({"game": game})).await.unwrap();
        v["to_act"] == json!(0) && v["seq"].as_u64().unwrap() > handed_at
    })
    .await;
    assert!(bot_moved, "the host did not play the bot's turn");
    // ...and back to a person, who may join again.
    app.call(
        "set_seat_kind",
        json!({"game": game, "seat": 1, "kind": "human"}),
    )
    .await
    .unwrap();
    let again = tablet
        .call(
            "join",
            json!({"game": game, "seats": [1], "name": "Tablet", "code": code}),
        )
        .await;
    // Seat 2 has been played by now, so it is no longer open: the host device is asked.
    let asking = again["result"]["asking"].as_u64().expect("a join request");
    let waiting = app.call("join_requests", json!({})).await.unwrap();
    assert_eq!(waiting[0]["request"], json!(asking), "{waiting}");
    assert_eq!(waiting[0]["device"], json!("Tablet"));
    let answered = app
        .call("answer_join", json!({"request": asking, "approve": true}))
        .await
        .unwrap();
    assert_eq!(answered["delivered"], json!(true));
    let mut decision = None;
    for _ in 0..50 {
        decision = tablet
            .frames
            .iter()
            .find(|f| f.contains("\"event\":\"join_answer\""))
            .map(|f| serde_json::from_str::<Value>(f).unwrap());
        if decision.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
        tablet.call("lobby", json!({})).await;
    }
    let decision = decision.expect("the tablet heard the host's answer");
    assert_eq!(decision["request"], json!(asking));
    let again_token = decision["joined"]["token"].as_str().unwrap().to_string();

    // The game is deleted: its seats are nobody's, its token gives nothing, and the next game
    // (whatever its id) starts with every seat free.
    app.call("delete", json!({"game": game})).await.unwrap();
    let hello = Client::connect(&url)
        .await
        .call("hello", json!({"token": again_token}))
        .await;
    assert_eq!(message(&hello), "not allowed: token_unknown", "{hello}");
    let next = khronos_game(&app, 2).await;
    assert_eq!(lobby_seat(&app, next, 1).await["held_by"], Value::Null);

    // Stop: the device's connection closes and the port no longer answers.
    app.call("host_stop", json!({})).await.unwrap();
    assert_eq!(app.call("hosting", json!({})).await.unwrap(), Value::Null);
    let closed = tokio::time::timeout(Duration::from_secs(5), async {
        use futures_util::StreamExt;
        loop {
            match tablet.ws.next().await {
                None | Some(Err(_)) => return true,
                Some(Ok(m)) if m.is_close() => return true,
                Some(Ok(_)) => {}
            }
        }
    })
    .await;
    assert_eq!(closed, Ok(true), "the device stayed connected after stop");
    assert!(tokio_tungstenite::connect_async(&url).await.is_err());

    // Hosting again: a new code, and the old token is no longer known.
    let status2 = app.call("host_start", json!({"lan": false})).await.unwrap();
    let mut c = Client::connect(&ws_url(&status2)).await;
    let hello = c.call("hello", json!({"token": token})).await;
    assert_eq!(message(&hello), "not allowed: token_unknown", "{hello}");
    app.call("host_stop", json!({})).await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_host_device_sees_how_to_join_and_manages_seats() {
    let app = app();
    let game = khronos_game(&app, 2).await;
    let status = app.call("host_start", json!({"lan": false})).await.unwrap();
    let url = ws_url(&status);
    let mut stranger = Client::connect(&url).await;
    for (method, params) in [
        ("hosting", json!({})),
        ("free_seat", json!({"game": game, "seat": 0})),
        (
            "set_seat_kind",
            json!({"game": game, "seat": 0, "kind": "bot"}),
        ),
        ("host_stop", json!({})),
        ("discover", json!({})),
    ] {
        let a = stranger.call(method, params).await;
        assert_eq!(kind(&a), "not_allowed", "{method}: {a}");
        let text = a.to_string();
        assert!(
            !text.contains(status["code"].as_str().unwrap()),
            "{method} leaked the code"
        );
    }
    // Anyone may read the lobby (names and who holds what), never the code.
    let lobby = stranger.call("lobby", json!({})).await;
    assert_eq!(kind(&lobby), "ok");
    assert!(!lobby.to_string().contains(status["code"].as_str().unwrap()));
    app.call("host_stop", json!({})).await.unwrap();
}

async fn http_get(port: u64, path: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = tokio::net::TcpStream::connect(("127.0.0.1", port as u16))
        .await
        .unwrap();
    s.write_all(
        format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").as_bytes(),
    )
    .await
    .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).await.unwrap();
    out
}

/// The app hosting on the local network (`lan: true`): on every interface, the join link on
/// the machine's network address, announced by mDNS, and a device joining over that address.
/// Runs only inside a network namespace of the test's own (scripts/test-netns.sh sets
/// EPOCHS_NETNS_LAN_IP to the namespace's address), never on the machine's real network.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_app_hosts_on_the_local_network() {
    let Some(ip) = std::env::var_os("EPOCHS_NETNS_LAN_IP") else {
        eprintln!("skipped: hosting on the LAN is tested inside a network namespace (scripts/test-netns.sh)");
        return;
    };
    let ip = ip.to_string_lossy().to_string();
    let app = app();
    let game = khronos_game(&app, 2).await;
    let status = app.call("host_start", json!({"lan": true})).await.unwrap();
    assert_eq!(status["lan"], json!(true));
    let port = status["port"].as_u64().unwrap();
    let code = status["code"].as_str().unwrap().to_string();
    assert_eq!(
        status["join_url"],
        json!(format!("http://{ip}:{port}/#/join/{code}")),
        "{status}"
    );
    assert!(status["qr_svg"].as_str().unwrap().contains("<svg"));

    // Found by mDNS, as another copy of the app finds it.
    let found = tokio::task::spawn_blocking(|| epochs_lan::discover(Duration::from_secs(4), false))
        .await
        .unwrap()
        .unwrap();
    let url = format!("http://{ip}:{port}/");
    assert!(found.iter().any(|h| h.url == url), "{found:?}");

    // A device joins over the network address and plays its seat.
    let mut device = Client::connect(&format!("ws://{ip}:{port}/ws")).await;
    let joined = device
        .call(
            "join",
            json!({"game": game, "seats": [1], "name": "Laptop", "code": code}),
        )
        .await;
    assert_eq!(kind(&joined), "ok", "{joined}");
    let mine = device
        .call("view", json!({"game": game, "viewer": 1}))
        .await;
    assert_eq!(kind(&mine), "ok", "{mine}");
    app.call("host_stop", json!({})).await.unwrap();
}

#[tokio::test]
async fn other_devices_see_and_join_only_the_games_the_app_put_on_the_network() {
    let app = app();
    let shared = khronos_game(&app, 2).await;
    let other = khronos_game(&app, 2).await;
    let status = app
        .call("host_start", json!({"lan": false, "game": shared}))
        .await
        .unwrap();
    let code = status["code"].as_str().unwrap().to_string();
    let mut phone = Client::connect(&ws_url(&status)).await;
    let ids = |lobby: &Value| -> Vec<i64> {
        let mut ids: Vec<i64> = lobby["result"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["id"].as_i64().unwrap())
            .collect();
        ids.sort_unstable();
        ids
    };

    // Another device is offered only the game the host device put on the network.
    let lobby = phone.call("lobby", json!({})).await;
    assert_eq!(ids(&lobby), vec![shared], "{lobby}");
    let own = app.call("lobby", json!({})).await.unwrap();
    assert_eq!(
        own.as_array().unwrap().len(),
        2,
        "the host device sees every game"
    );

    // A join for the other game, code and all, is refused and grants nothing.
    let refused = phone
        .call(
            "join",
            json!({"game": other, "seats": [1], "name": "Phone", "code": code}),
        )
        .await;
    assert_eq!(message(&refused), "not allowed: not_shared", "{refused}");
    assert_eq!(lobby_seat(&app, other, 1).await["held_by"], Value::Null);

    // The host device puts the other game on the network too (its *Play on the network*):
    // both are offered, and the join goes through.
    app.call("host_start", json!({"lan": false, "game": other}))
        .await
        .unwrap();
    let lobby = phone.call("lobby", json!({})).await;
    assert_eq!(ids(&lobby), vec![shared, other], "{lobby}");
    let joined = phone
        .call(
            "join",
            json!({"game": other, "seats": [1], "name": "Phone", "code": code}),
        )
        .await;
    assert_eq!(kind(&joined), "ok", "{joined}");
    assert_eq!(lobby_seat(&app, other, 1).await["held_by"], json!("Phone"));
    app.call("host_stop", json!({})).await.unwrap();
}

/// The app shares its table with another home and another copy of the app joins it through
/// the invitation: a device plays its seat there, the connection's path is told, and when the
/// host stops sharing the device hears why and the invitation reaches nobody any more. Runs
/// only beside a relay of the test's own (scripts/test-homes.sh sets EPOCHS_TEST_RELAY).
#[cfg(feature = "internet")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_app_shares_with_another_home_which_joins_and_plays() {
    let Ok(relay) = std::env::var("EPOCHS_TEST_RELAY") else {
        eprintln!("skipped: sharing across homes needs a relay (scripts/test-homes.sh)");
        return;
    };
    let host = app();
    let game = khronos_game(&host, 2).await;
    let not_hosting = host.call("share_elsewhere", json!({"relay": relay})).await;
    assert!(not_hosting.is_err(), "{not_hosting:?}");
    host.call("host_start", json!({"lan": false, "game": game}))
        .await
        .unwrap();
    let bad_relay = host
        .call("share_elsewhere", json!({"relay": "not a url"}))
        .await;
    assert!(
        bad_relay
            .as_ref()
            .is_err_and(|e| e.to_string().contains("not a relay URL")),
        "{bad_relay:?}"
    );
    let shared = host
        .call("share_elsewhere", json!({"relay": relay}))
        .await
        .unwrap();
    let invitation = shared["invitation"].as_str().unwrap().to_string();
    let code = shared["code"].as_str().unwrap().to_string();
    assert!(invitation.starts_with("endpoint"), "{shared}");
    assert!(shared["qr_svg"].as_str().unwrap().contains("<svg"));
    assert_eq!(shared["link"], json!(null));
    // The desktop app's link, always.
    assert_eq!(
        shared["app_link"],
        json!(format!("epochs://elsewhere/{invitation}/{code}"))
    );
    // Shared already: the same invitation; as a link to the web app when its address is given,
    // and a wrong address refused.
    let again = host
        .call(
            "share_elsewhere",
            json!({"web_app": "https://example.org/epochs/"}),
        )
        .await
        .unwrap();
    assert_eq!(again["invitation"], json!(invitation));
    assert_eq!(
        again["link"],
        json!(format!(
            "https://example.org/epochs/#/elsewhere/{invitation}/{code}"
        ))
    );
    let wrong = host
        .call("share_elsewhere", json!({"web_app": "javascript:alert(1)"}))
        .await;
    assert!(
        wrong
            .as_ref()
            .is_err_and(|e| e.to_string().contains("web app")),
        "{wrong:?}"
    );

    let joiner = app();
    let refused = joiner
        .call("join_elsewhere", json!({"invitation": "endpointnothing"}))
        .await;
    assert!(refused.is_err(), "{refused:?}");
    let joined = joiner
        .call(
            "join_elsewhere",
            json!({"invitation": format!("{invitation} {code}")}),
        )
        .await
        .unwrap();
    let url = format!("ws://{}/ws", joined["host_port"].as_str().unwrap());
    let mut device = Client::connect(&url).await;
    let seated = device
        .call(
            "join",
            json!({"game": game, "seats": [1], "name": "Grandma", "code": code}),
        )
        .await;
    assert_eq!(kind(&seated), "ok", "{seated}");
    let mine = device
        .call("view", json!({"game": game, "viewer": 1}))
        .await;
    assert_eq!(kind(&mine), "ok", "{mine}");
    let path = joiner.call("elsewhere_path", json!({})).await.unwrap();
    assert_eq!(path["connected"], json!(true), "{path}");

    host.call("stop_elsewhere", json!({})).await.unwrap();
    assert!(device.closed_within(Duration::from_secs(10)).await);
    assert_eq!(
        device.frames.last().map(String::as_str),
        Some("closed 4000: the host stopped sharing this table")
    );
    // The invitation is dead: its key is gone, and the next share is another endpoint.
    let renewed = host
        .call("share_elsewhere", json!({"relay": relay}))
        .await
        .unwrap();
    assert_ne!(renewed["invitation"], json!(invitation));
    host.call("host_stop", json!({})).await.unwrap();
}
