//! `epochs bench --lan`: a host on loopback with five connected clients (four devices holding
//! one seat each of a 4-player game, and a bystander). For each action: the time from
//! sending `apply` until every client has heard the change and received its new view, and
//! the bytes each client received for it (the acting device's `legal` included).

use crate::bench_store::median;
use epochs_lan::{is_cached, listen, Host, UiSource};
use epochs_table::Table;
use futures_util::{SinkExt, StreamExt};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::io::Read;
use std::process::ExitCode;
use std::time::Instant;
use tokio_tungstenite::tungstenite::Message;

/// The pause between two actions: longer than the interval in which the host tells one
/// change notice a game (`NOTICE_GAP`), so that every action's notice goes out at once, as
/// at a table of people.
const PACE: std::time::Duration =
    std::time::Duration::from_millis(epochs_lan::NOTICE_GAP.as_millis() as u64 + 10);

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// One connected client: its socket, the seat it views, what it received, and the answers it
/// holds (it asks reads as the UI does, for a patch from the answer it holds).
struct Client {
    ws: Ws,
    viewer: Option<u8>,
    next_id: u64,
    bytes: usize,
    changed: bool,
    held: HashMap<String, (u64, Value)>,
}

impl Client {
    async fn connect(url: &str, viewer: Option<u8>) -> Result<Client, String> {
        let (ws, _) = tokio_tungstenite::connect_async(url)
            .await
            .map_err(|e| e.to_string())?;
        Ok(Client {
            ws,
            viewer,
            next_id: 1,
            bytes: 0,
            changed: false,
            held: HashMap::new(),
        })
    }

    async fn frame(&mut self) -> Result<Value, String> {
        loop {
            let msg = self
                .ws
                .next()
                .await
                .ok_or("the host closed the connection")?
                .map_err(|e| e.to_string())?;
            let text = match msg {
                Message::Text(text) => {
                    self.bytes += text.len();
                    text.to_string()
                }
                Message::Binary(bytes) => {
                    self.bytes += bytes.len();
                    let mut text = String::new();
                    flate2::read::DeflateDecoder::new(&bytes[..])
                        .read_to_string(&mut text)
                        .map_err(|e| e.to_string())?;
                    text
                }
                _ => continue,
            };
            let v: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
            if v.get("event").is_some() {
                self.changed = true;
            }
            return Ok(v);
        }
    }

    async fn call(&mut self, method: &str, params: Value) -> Result<Value, String> {
        let id = self.next_id;
        self.next_id += 1;
        let key = format!("{method} {params}");
        let cached = is_cached(method);
        let mut request = json!({"id": id, "method": method, "params": params, "deflate": true});
        if cached {
            request["cache"] = json!(true);
            if let Some((version, _)) = self.held.get(&key) {
                request["base"] = json!(version);
            }
        }
        self.ws
            .send(Message::Text(request.to_string().into()))
            .await
            .map_err(|e| e.to_string())?;
        loop {
            let v = self.frame().await?;
            if v["id"] != json!(id) {
                continue;
            }
            if let Some(e) = v.get("error") {
                return Err(format!("{method}: {e}"));
            }
            let result = match (v.get("patch"), self.held.get(&key)) {
                (Some(ops), Some((base, held))) if v["base"] == json!(base) => {
                    let ops: json_patch::Patch =
                        serde_json::from_value(ops.clone()).map_err(|e| e.to_string())?;
                    let mut rebuilt = held.clone();
                    json_patch::patch(&mut rebuilt, &ops).map_err(|e| e.to_string())?;
                    rebuilt
                }
                (Some(_), _) => return Err(format!("{method}: a patch from an answer not held")),
                (None, _) => v["result"].clone(),
            };
            if let (true, Some(version)) = (cached, v["version"].as_u64()) {
                self.held.insert(key, (version, result.clone()));
            }
            return Ok(result);
        }
    }

    /// Waits for the change notice (if not already heard), then fetches its view.
    async fn refresh(&mut self, game: i64) -> Result<(), String> {
        while !self.changed {
            self.frame().await?;
        }
        self.changed = false;
        self.call("view", json!({"game": game, "viewer": self.viewer}))
            .await
            .map(|_| ())
    }
}

#[derive(Serialize)]
struct LanReport {
    remote: bool,
    actions: usize,
    clients: usize,
    all_views_p50_ms: f64,
    all_views_p95_ms: f64,
    bytes_per_action_per_client: f64,
    legal_answer_bytes_mean: f64,
}

/// A host already running, to measure instead of one on loopback.
pub struct Remote {
    /// Its WebSocket URL.
    pub url: String,
    /// The host token.
    pub token: String,
    /// The join code.
    pub code: String,
}

/// Runs the benchmark over at least `actions` actions, against `remote` or a host of its
/// own on loopback, and prints the report.
pub fn run(actions: usize, json_out: bool, remote: Option<Remote>) -> ExitCode {
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("cannot start: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(measure(actions, remote)) {
        Ok(r) => {
            if json_out {
                println!("{}", serde_json::to_string(&r).unwrap_or_default());
            } else {
                let whose = if r.remote {
                    "of the host at --url"
                } else {
                    "on loopback"
                };
                println!(
                    "lan: {} actions, {} clients {whose}: every client's new view p50 {:.2} ms, p95 {:.2} ms; {:.0} bytes per action per client (a legal answer {:.0} bytes)",
                    r.actions, r.clients, r.all_views_p50_ms, r.all_views_p95_ms,
                    r.bytes_per_action_per_client, r.legal_answer_bytes_mean
                );
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("bench --lan: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn measure(target: usize, remote: Option<Remote>) -> Result<LanReport, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let is_remote = remote.is_some();
    let (url, token, code, listening) = match remote {
        Some(r) => (r.url, r.token, r.code, None),
        None => {
            let table = Table::open(Some(&dir.path().join("data"))).map_err(|e| e.to_string())?;
            let host = Host::new(table)?;
            let (token, code) = (host.host_token(), host.join_code());
            let listening = listen(
                host,
                ([127, 0, 0, 1], 0).into(),
                UiSource::Dir(dir.path().to_path_buf()),
            )
            .await?;
            let url = format!("ws://{}/ws", listening.local);
            (url, token, code, Some(listening))
        }
    };
    let mut admin = Client::connect(&url, None).await?;
    admin.call("hello", json!({ "token": token })).await?;

    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let (mut latencies, mut bytes, mut legal_bytes) = (Vec::new(), 0usize, Vec::new());
    let mut played = 0;
    let mut game_no = 0;
    while played < target {
        game_no += 1;
        let seats: Vec<Value> = (0..4).map(|i| json!({"name": format!("P{i}")})).collect();
        let created = admin
            .call(
                "create_game",
                json!({"request": {"game": "khronos", "seats": seats, "seed": game_no}}),
            )
            .await?;
        let game = created["id"].as_i64().ok_or("no game id")?;
        let mut clients = Vec::new();
        for seat in 0..4u8 {
            let mut c = Client::connect(&url, Some(seat)).await?;
            c.call(
                "join",
                json!({"game": game, "seats": [seat], "name": format!("Device {seat}"), "code": code}),
            )
            .await?;
            clients.push(c);
        }
        clients.push(Client::connect(&url, None).await?);
        // Let the joins' notices arrive, then count from a clean slate.
        for c in clients.iter_mut() {
            c.call("view", json!({"game": game, "viewer": c.viewer}))
                .await?;
            c.changed = false;
            c.bytes = 0;
        }
        loop {
            let view = admin.call("view", json!({"game": game})).await?;
            admin.changed = false;
            let Some(seat) = view["to_act"].as_u64() else {
                break;
            };
            if view["finished"] == json!(true) || played >= target {
                break;
            }
            let seq = view["seq"].as_u64().unwrap_or(0);
            let actor = clients
                .get_mut(seat as usize)
                .ok_or("no client for that seat")?;
            let before = actor.bytes;
            let legal = actor
                .call("legal", json!({"game": game, "seat": seat}))
                .await?;
            legal_bytes.push((actor.bytes - before) as f64);
            let all: Vec<&Value> = legal
                .as_array()
                .into_iter()
                .flatten()
                .flat_map(|g| g["actions"].as_array().into_iter().flatten())
                .map(|a| &a["action"])
                .collect();
            let action = all
                .get(rng.random_range(0..all.len().max(1)))
                .map(|a| (*a).clone())
                .ok_or("no legal action")?;
            let start = Instant::now();
            actor
                .call(
                    "apply",
                    json!({"game": game, "seat": seat, "action": action, "expected_seq": seq}),
                )
                .await?;
            // The actor's answer carries its new view; the others hear of the move and ask.
            let others = clients
                .iter_mut()
                .enumerate()
                .filter(|(i, _)| *i != seat as usize)
                .map(|(_, c)| c.refresh(game));
            let refreshed = futures_util::future::join_all(others).await;
            latencies.push(start.elapsed().as_secs_f64() * 1000.0);
            refreshed.into_iter().collect::<Result<Vec<()>, String>>()?;
            played += 1;
            // A person's pace: devices may send 40 requests a second, and this loop would
            // send more.
            tokio::time::sleep(PACE).await;
        }
        bytes += clients.iter().map(|c| c.bytes).sum::<usize>();
    }
    if let Some(listening) = listening {
        listening.stop().await;
    }
    let clients = 5;
    let n = latencies.len();
    Ok(LanReport {
        remote: is_remote,
        actions: n,
        clients,
        all_views_p50_ms: median(&mut latencies, 0.5),
        all_views_p95_ms: median(&mut latencies, 0.95),
        bytes_per_action_per_client: bytes as f64 / (n.max(1) * clients) as f64,
        legal_answer_bytes_mean: legal_bytes.iter().sum::<f64>() / legal_bytes.len().max(1) as f64,
    })
}
