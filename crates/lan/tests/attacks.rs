//! The host under attack from a device on the same network, on a real socket: each test tries
//! one thing an attacker would, and asserts the refusal and that nothing changed. Devices are
//! told apart by their loopback addresses (127.0.10.x), as the host sees them.

mod common;

use common::{device_at, join_as, kind, message, new_game, start, start_with, Client};
use epochs_lan::{
    MAX_CONNECTIONS, MAX_GUESSES, MAX_GUESSES_TOTAL, MAX_MESSAGE, MAX_REQUEST, PER_ADDRESS,
};
use epochs_table::Table;
use futures_util::StreamExt;
use serde_json::{json, Value};
use std::net::Ipv4Addr;
use std::time::{Duration, Instant};

fn ip(n: u8) -> Ipv4Addr {
    Ipv4Addr::new(127, 0, 10, n)
}

async fn from(url: &str, n: u8) -> Client {
    device_at(url, 10, n).await
}

/// Joins `seats` of `game` with `code`; the token.
async fn join(client: &mut Client, code: &str, game: i64, seats: &[u8]) -> String {
    let joined = join_as(client, code, game, seats, "Tablet").await;
    joined["result"]["token"]
        .as_str()
        .unwrap_or_else(|| panic!("not joined: {joined}"))
        .to_string()
}

/// The whole state as the host device sees it (to check that nothing changed).
async fn everything(admin: &mut Client, game: i64) -> Value {
    let list = admin.call("list_games", json!({})).await;
    let export = admin.call("export", json!({ "game": game })).await;
    json!([list["result"], export["result"]])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_of_millions_of_numbers_is_refused_before_it_is_read() {
    let host = start().await;
    let mut admin = Client::with_token(&host.url, &host.host_token).await;
    let game = new_game(&mut admin).await;
    let before = everything(&mut admin, game).await;

    // Just under the largest message: refused as too long, and the connection is closed.
    let mut attacker = from(&host.url, 1).await;
    let zeros = "0,".repeat((MAX_MESSAGE - 200) / 2);
    let text = format!(r#"{{"id":1,"method":"view","params":[{zeros}0]}}"#);
    attacker.send_text(text).await.expect("sent");
    let answer = attacker.answer_to(json!(1)).await.expect("an answer");
    assert_eq!(message(&answer), "refused: too_long", "{answer}");
    assert!(attacker.closed_within(Duration::from_secs(5)).await);

    // Past the largest message: refused unread with a typed error, then closed with 1009
    // ("message too big") and a reason the screen can show.
    let mut attacker = from(&host.url, 2).await;
    attacker
        .send_text("x".repeat(MAX_MESSAGE + 1))
        .await
        .expect("sent");
    let answer = attacker.answer_to(Value::Null).await.expect("an answer");
    assert_eq!(message(&answer), "refused: too_long", "{answer}");
    assert!(attacker.closed_within(Duration::from_secs(5)).await);
    assert!(
        attacker
            .frames
            .iter()
            .any(|f| f.starts_with("closed 1009: a message longer than the host reads")),
        "{:?}",
        attacker.frames.last()
    );

    // Within the length of a request, an action of thousands of values is refused unread.
    let mut seat = from(&host.url, 3).await;
    join(&mut seat, &host.code, game, &[0]).await;
    let zeros = "0,".repeat((MAX_REQUEST - 200) / 2);
    let text = format!(
        r#"{{"id":9,"method":"apply","params":{{"game":{game},"seat":0,"expected_seq":0,"action":[{zeros}0]}}}}"#
    );
    seat.send_text(text).await.expect("sent");
    let answer = seat.answer_to(json!(9)).await.expect("an answer");
    assert!(message(&answer).contains("too large"), "{answer}");
    // A game name, in a host request from a bystander, is refused before it is read.
    let mut bystander = from(&host.url, 4).await;
    let rename = bystander
        .call("rename", json!({"game": game, "name": "x".repeat(8000)}))
        .await;
    assert_eq!(
        message(&rename),
        "not allowed: host_device_only",
        "{rename}"
    );

    assert_eq!(everything(&mut admin, game).await, before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_bystanders_cannot_lock_the_players_out() {
    let host = start_with(|h| h.set_bystander_idle(Duration::from_millis(1500))).await;
    let (game, token) = {
        let mut admin = Client::with_token(&host.url, &host.host_token).await;
        let game = new_game(&mut admin).await;
        let mut device = from(&host.url, 50).await;
        (game, join(&mut device, &host.code, game, &[1]).await)
    };
    tokio::time::sleep(Duration::from_millis(100)).await;

    // Eight addresses fill every connection with idle bystanders.
    let mut crowd = Vec::new();
    let addresses = u8::try_from(MAX_CONNECTIONS / PER_ADDRESS).unwrap();
    for a in 1..=addresses {
        for _ in 0..PER_ADDRESS {
            crowd.push(from(&host.url, a).await);
        }
    }
    assert_eq!(host.host.connections(), (MAX_CONNECTIONS, 0));
    // A ninth from a crowded address is let in on probation only: anything but a token
    // closes it.
    let mut extra = from(&host.url, 1).await;
    let refused = extra.try_call("lobby", json!({})).await.expect("an answer");
    assert_eq!(message(&refused), "refused: host_full", "{refused}");
    assert!(extra.closed_within(Duration::from_secs(2)).await);

    // The host device's page and the seat's device come in anyway, from crowded addresses.
    let mut admin = Client::connect_from(&host.url, ip(2))
        .await
        .expect("let in");
    let hello = admin
        .call("hello", json!({ "token": host.host_token }))
        .await;
    assert_eq!(kind(&hello), "ok", "{hello}");
    let mut seat = Client::connect_from(&host.url, ip(3))
        .await
        .expect("let in");
    let hello = seat.call("hello", json!({ "token": token })).await;
    assert_eq!(kind(&hello), "ok", "{hello}");
    let view = seat.call("view", json!({"game": game, "viewer": 1})).await;
    assert_eq!(kind(&view), "ok", "{view}");
    // Bystanders made room for them.
    let (open, tokened) = host.host.connections();
    assert!(open <= MAX_CONNECTIONS, "{open} open");
    assert_eq!(tokened, 2);

    // Idle bystanders are closed; the players' devices stay.
    let started = Instant::now();
    for c in &mut crowd {
        assert!(c.closed_within(Duration::from_secs(5)).await);
    }
    assert!(started.elapsed() < Duration::from_secs(5));
    assert!(crowd
        .iter()
        .flat_map(|c| &c.frames)
        .any(|f| f.contains("made room")));
    let view = seat.call("view", json!({"game": game, "viewer": 1})).await;
    assert_eq!(kind(&view), "ok", "{view}");
    assert_eq!(host.host.connections().1, 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_token_dies_with_its_game_when_a_backup_is_restored() {
    let host = start().await;
    // A backup that holds no games: an empty database, as the daily backup of another day.
    let empty = tempfile::tempdir().unwrap();
    drop(Table::open(Some(empty.path())).unwrap());
    let backups = host.data.join("backups");
    std::fs::create_dir_all(&backups).unwrap();
    std::fs::copy(
        empty.path().join("epochs.sqlite"),
        backups.join("daily-2020-01-01.sqlite"),
    )
    .unwrap();

    let mut admin = Client::with_token(&host.url, &host.host_token).await;
    let old_game = new_game(&mut admin).await;
    let mut device = from(&host.url, 1).await;
    let token = join(&mut device, &host.code, old_game, &[0]).await;

    let restored = admin
        .call("restore_backup", json!({"file": "daily-2020-01-01.sqlite"}))
        .await;
    assert_eq!(kind(&restored), "ok", "{restored}");
    let game = new_game(&mut admin).await;
    assert_ne!(game, old_game, "a game id was used again");
    let before = everything(&mut admin, game).await;

    // The old token is refused, on its open connection and on a new one.
    let view = device
        .call("view", json!({"game": game, "viewer": 0}))
        .await;
    assert!(message(&view).starts_with("not allowed:"), "{view}");
    let apply = device
        .call(
            "apply",
            json!({"game": game, "seat": 0, "action": {"type": "end_turn"}, "expected_seq": 0}),
        )
        .await;
    assert!(message(&apply).starts_with("not allowed:"), "{apply}");
    let mut again = from(&host.url, 1).await;
    let hello = again.call("hello", json!({ "token": token })).await;
    assert_eq!(message(&hello), "not allowed: token_unknown", "{hello}");
    assert_eq!(everything(&mut admin, game).await, before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_cannot_take_a_seat_the_host_device_plays() {
    let host = start().await;
    let mut admin = Client::with_token(&host.url, &host.host_token).await;
    let game = new_game(&mut admin).await;
    // The host device plays the seat whose move it is (its first action).
    let view = admin.call("view", json!({ "game": game })).await;
    let played = view["result"]["to_act"].as_u64().expect("a seat to act");
    let legal = admin
        .call("legal", json!({"game": game, "seat": played}))
        .await;
    let action = legal["result"][0]["actions"][0]["action"].clone();
    let applied = admin
        .call(
            "apply",
            json!({"game": game, "seat": played, "action": action}),
        )
        .await;
    assert_eq!(kind(&applied), "ok", "{applied}");
    let played = u8::try_from(played).unwrap();
    let (taken, left) = match played {
        0 => (1, 2),
        1 => (0, 2),
        _ => (0, 1),
    };

    // A device takes a seat nobody played, at once.
    let mut device = from(&host.url, 1).await;
    join(&mut device, &host.code, game, &[taken]).await;
    // The same device, from a second connection with the code, asks for the seat the host
    // device plays: the host device is asked, and nothing is granted meanwhile.
    let mut second = from(&host.url, 1).await;
    let asked = second
        .call(
            "join",
            json!({"game": game, "seats": [played], "name": "Tablet", "code": host.code}),
        )
        .await;
    let request = asked["result"]["asking"].as_u64().expect("a request");
    let view = second
        .call("view", json!({"game": game, "viewer": played}))
        .await;
    assert!(message(&view).starts_with("not allowed:"), "{view}");
    let lobby = admin.call("lobby", json!({})).await;
    let seats = &lobby["result"][0]["seats"];
    let open = |s: u8| seats[usize::from(s)]["open"].clone();
    assert_eq!(
        (open(played), open(taken), open(left)),
        (json!(false), json!(false), json!(true)),
        "{lobby}"
    );
    let waiting = admin.call("join_requests", json!({})).await;
    assert_eq!(waiting["result"][0]["device"], json!("Tablet"));
    // Only the host device answers requests.
    let forged = device
        .call("answer_join", json!({"request": request, "approve": true}))
        .await;
    assert!(message(&forged).starts_with("not allowed:"), "{forged}");

    // Declined: the device hears it, and holds nothing more.
    let declined = admin
        .call("answer_join", json!({"request": request, "approve": false}))
        .await;
    assert_eq!(declined["result"]["delivered"], json!(true));
    let decision = next_event(&mut second, "join_answer").await;
    assert_eq!(decision["request"], json!(request));
    assert_eq!(decision["joined"], Value::Null);
    assert!(decision["declined"].is_string());
    let view = second
        .call("view", json!({"game": game, "viewer": played}))
        .await;
    assert!(message(&view).starts_with("not allowed:"), "{view}");
    let lobby = admin.call("lobby", json!({})).await;
    assert_eq!(
        lobby["result"][0]["seats"][usize::from(played)]["held_by"],
        Value::Null
    );
}

/// The next event `name` pushed to `client`, within 5 s.
async fn next_event(client: &mut Client, name: &str) -> Value {
    let found = tokio::time::timeout(Duration::from_secs(5), async {
        loop {
            if let Some(f) = client
                .frames
                .iter()
                .find(|f| f.contains(&format!("\"event\":\"{name}\"")))
            {
                return serde_json::from_str::<Value>(f).unwrap();
            }
            if let Some(Ok(msg)) = client.ws.next().await {
                if msg.is_text() {
                    client.frames.push(common::text_of(msg));
                }
            }
        }
    })
    .await;
    found.unwrap_or_else(|_| panic!("no {name} event"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_codes_from_many_addresses_are_limited_in_total() {
    let host = start().await;
    let mut admin = Client::with_token(&host.url, &host.host_token).await;
    let game = new_game(&mut admin).await;
    let (mut wrong, mut refused) = (0, 0);
    for a in 1..=40 {
        let mut guesser = from(&host.url, a).await;
        for _ in 0..MAX_GUESSES {
            let answer = guesser
                .call(
                    "join",
                    json!({"game": game, "seats": [0], "name": "G", "code": "0000-0000"}),
                )
                .await;
            let m = message(&answer);
            if m == "not allowed: too_many_codes" {
                refused += 1;
            } else if m == "not allowed: wrong_join_code" {
                wrong += 1;
            } else {
                panic!("{answer}");
            }
        }
    }
    assert_eq!(wrong, MAX_GUESSES_TOTAL);
    assert_eq!(refused, 40 * MAX_GUESSES - MAX_GUESSES_TOTAL);
    // Even the right code waits for the window to end, from any address.
    let mut late = from(&host.url, 100).await;
    let answer = late
        .call(
            "join",
            json!({"game": game, "seats": [0], "name": "G", "code": host.code}),
        )
        .await;
    assert_eq!(message(&answer), "not allowed: too_many_codes", "{answer}");
    let lobby = admin.call("lobby", json!({})).await;
    assert_eq!(lobby["result"][0]["seats"][0]["held_by"], Value::Null);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reconnecting_does_not_reset_a_device_s_request_limit() {
    let host = start().await;
    let mut flooder = from(&host.url, 7).await;
    let mut refused = 0;
    for _ in 0..200 {
        let a = flooder.call("lobby", json!({})).await;
        refused += usize::from(message(&a) == "refused: slow_down");
    }
    assert!(refused > 0, "200 requests at once were all answered");
    drop(flooder);
    let mut again = from(&host.url, 7).await;
    let mut refused_again = 0;
    for _ in 0..5 {
        let a = again.call("lobby", json!({})).await;
        refused_again += usize::from(message(&a) == "refused: slow_down");
    }
    assert!(refused_again > 0, "a new connection started afresh");
    // Another device is not slowed down.
    let mut other = from(&host.url, 8).await;
    let a = other.call("lobby", json!({})).await;
    assert_eq!(kind(&a), "ok", "{a}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_looping_hello_cannot_flood_the_others_with_notices() {
    let host = start().await;
    let mut admin = Client::with_token(&host.url, &host.host_token).await;
    let game = new_game(&mut admin).await;
    let mut device = from(&host.url, 1).await;
    let token = join(&mut device, &host.code, game, &[0]).await;
    drop(device);
    let mut watcher = from(&host.url, 2).await;
    let url = host.url.clone();
    let watch_for = Duration::from_millis(1500);
    let counting = tokio::spawn(async move {
        let mut notices = 0;
        let until = Instant::now() + watch_for;
        while let Ok(Some(Ok(msg))) = tokio::time::timeout_at(until.into(), watcher.ws.next()).await
        {
            if msg.is_text() && msg.to_text().unwrap_or_default().contains("\"changed\"") {
                notices += 1;
            }
        }
        notices
    });
    let mut loops = 0;
    let started = Instant::now();
    while started.elapsed() < Duration::from_millis(1200) {
        // Connections past the device's allowance are refused (429): that is fine too.
        if let Ok(mut c) = Client::connect_from(&url, ip(1)).await {
            if c.try_call("hello", json!({ "token": token }))
                .await
                .is_some()
            {
                loops += 1;
            }
        }
    }
    let notices = counting.await.unwrap();
    assert!(loops >= 10, "only {loops} hellos");
    // At most one notice a game per 100 ms: 15 in 1.5 s, and one more at the edges.
    assert!(notices <= 16, "{notices} notices for {loops} hellos");
}
