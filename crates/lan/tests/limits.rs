//! The largest message the host reads (`MAX_MESSAGE`) fits the largest real request: an
//! `import` of a long game. Random games are far longer than games people play (random
//! players travel, exchange and wander where people build), so the longest random games of
//! both games at the most seats, with every option, stand for the longest a game gets. The
//! longest is measured, printed, kept well inside the cap, and imported over a real socket.

mod common;

use common::{kind, Client};
use epochs_lan::{MAX_MESSAGE, MAX_REQUEST};
use epochs_table::api::dispatch;
use epochs_table::Table;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

/// Plays one random game to its end on `table`; its export.
fn random_game(table: &mut Table, request: Value, seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let game = dispatch(table, "create_game", json!({ "request": request })).unwrap()["id"]
        .as_i64()
        .unwrap();
    for _ in 0..20_000 {
        let view = dispatch(table, "view", json!({ "game": game })).unwrap();
        let Some(seat) = view["to_act"].as_u64() else {
            break;
        };
        let legal = dispatch(table, "legal", json!({"game": game, "seat": seat})).unwrap();
        let actions: Vec<Value> = legal
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|g| g["actions"].as_array().unwrap().clone())
            .map(|a| a["action"].clone())
            .collect();
        let action = actions[rng.random_range(0..actions.len())].clone();
        dispatch(
            table,
            "apply",
            json!({"game": game, "seat": seat, "action": action}),
        )
        .unwrap();
    }
    let view = dispatch(table, "view", json!({ "game": game })).unwrap();
    assert_eq!(view["finished"], json!(true), "a random game did not end");
    dispatch(table, "export", json!({ "game": game }))
        .unwrap()
        .as_str()
        .unwrap()
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_longest_import_fits_the_largest_message_with_room_to_spare() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let seats: Vec<Value> = (0..5)
        .map(|i| json!({ "name": format!("Player {i}") }))
        .collect();
    let mut longest = String::new();
    let mut sizes = Vec::new();
    for seed in 1..=4u64 {
        let khronos = json!({"game": "khronos", "seats": seats, "seed": seed,
            "options": {"holdem": seed % 2 == 0, "discard_all": seed > 2}});
        let tempus = json!({"game": "tempus", "seats": seats, "seed": seed,
            "options": {"atlantis": true}, "map": "placed"});
        for request in [khronos, tempus] {
            let game = request["game"].clone();
            let export = random_game(&mut table, request, seed);
            let message =
                json!({"id": 1, "method": "import", "params": {"text": export}}).to_string();
            sizes.push((game, message.len()));
            if message.len() > longest.len() {
                longest = message;
            }
        }
    }
    println!(
        "import messages of random 5-seat games: {sizes:?}; longest {} KiB, cap {} KiB",
        longest.len() / 1024,
        MAX_MESSAGE / 1024
    );
    assert!(
        longest.len() * 4 <= MAX_MESSAGE,
        "the longest import ({} bytes) needs more room than a quarter of the cap",
        longest.len()
    );
    assert!(
        longest.len() > MAX_REQUEST,
        "an import longer than a request"
    );

    // The host device imports it over a real socket.
    let host = common::start().await;
    let mut admin = Client::with_token(&host.url, &host.host_token).await;
    let text: Value = serde_json::from_str(&longest).unwrap();
    let imported = admin.call("import", text["params"].clone()).await;
    assert_eq!(kind(&imported), "ok", "{imported}");
}
