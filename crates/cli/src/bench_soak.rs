//! `epochs bench --lan --soak`: a host (`epochs serve`, a process of its own so that its
//! memory is its alone) under 96 attacking connections of mixed behaviour for a while, as
//! three honest devices play a game together. It prints the honest devices' answer times,
//! their errors (there must be none: the run fails otherwise), the host's peak memory and
//! the connections it held.

use crate::bench_store::median;
use futures_util::{SinkExt, StreamExt};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::net::{Ipv4Addr, SocketAddr};
use std::process::{Child, Command, ExitCode, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The pause of an honest device between two of its actions (a quick player).
const HONEST_PACE: Duration = Duration::from_millis(250);
/// How long one answer may take before it counts as an error.
const ANSWER_WITHIN: Duration = Duration::from_secs(5);

/// What the attackers do, 8 connections each from one address per kind.
#[derive(Clone, Copy, Debug)]
enum Attack {
    /// Open and say nothing.
    Idle,
    /// Ask as fast as the host answers.
    Flood,
    /// Send messages just under the largest the host reads.
    Oversized,
    /// Connect, ask once, close, again.
    Reconnect,
    /// Guess join codes.
    Guess,
    /// Plain HTTP: send half a header (8 KB) and hold it.
    HalfHeader,
    /// Plain HTTP: open and say nothing.
    IdleHttp,
    /// Say hello with the one seat token they share, then leave a frame unfinished.
    TokenUnfinished,
    /// Ask the host device for a seat again and again, under names of control characters
    /// and ordinary ones.
    ClogApproval,
}

const ATTACKS: [(Attack, u8); 12] = [
    (Attack::Idle, 1),
    (Attack::Idle, 2),
    (Attack::Flood, 3),
    (Attack::Flood, 4),
    (Attack::Oversized, 5),
    (Attack::Reconnect, 6),
    (Attack::Reconnect, 7),
    (Attack::Guess, 8),
    (Attack::HalfHeader, 9),
    (Attack::IdleHttp, 10),
    (Attack::TokenUnfinished, 11),
    (Attack::ClogApproval, 12),
];

/// What the attackers know: the host, a seat token one of them got by joining, the game
/// whose other seats need the host device's approval, and the join code.
#[derive(Clone, Debug)]
struct Target {
    addr: SocketAddr,
    token: String,
    game: i64,
    code: String,
}

/// The report.
#[derive(Serialize)]
struct SoakReport {
    seconds: u64,
    attacking_connections: usize,
    honest_requests: usize,
    honest_errors: usize,
    honest_p50_ms: f64,
    honest_p95_ms: f64,
    host_memory_start_mb: f64,
    host_memory_peak_mb: f64,
    connections_held_max: usize,
    host_sockets_max: usize,
    host_sockets_idle: usize,
    attack_requests_answered: usize,
    attack_connections_opened: usize,
    actions_played: usize,
}

/// A host process and how to reach it.
struct Served {
    child: Child,
    addr: SocketAddr,
    host_token: String,
    code: String,
    _dir: tempfile::TempDir,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `epochs serve` on loopback with a fresh data folder.
fn serve() -> Result<Served, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let ui = dir.path().join("ui");
    std::fs::create_dir_all(&ui).map_err(|e| e.to_string())?;
    std::fs::write(
        ui.join("index.html"),
        "<!doctype html><title>Epochs</title>",
    )
    .map_err(|e| e.to_string())?;
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut child = Command::new(exe)
        .args(["serve", "--port", "0", "--data-dir"])
        .arg(dir.path().join("data"))
        .arg("--ui")
        .arg(&ui)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start the host: {e}"))?;
    let out = child.stdout.take().ok_or("no output from the host")?;
    let (mut token, mut code) = (None, None);
    for line in BufReader::new(out).lines() {
        let line = line.map_err(|e| e.to_string())?;
        if let Some(t) = line.split("#host=").nth(1) {
            token = Some(t.trim().to_string());
        } else if let Some(c) = line.strip_prefix("Join code for other devices: ") {
            code = Some(c.trim().to_string());
        } else if let Some(a) = line.strip_prefix("Epochs is serving on http://") {
            let addr = a
                .trim_end_matches('/')
                .parse()
                .map_err(|e| format!("{a}: {e}"))?;
            return Ok(Served {
                child,
                addr,
                host_token: token.ok_or("no host token printed")?,
                code: code.ok_or("no join code printed")?,
                _dir: dir,
            });
        }
    }
    Err("the host stopped before it listened".into())
}

/// Resident and peak memory of process `pid`, in MB (Linux).
fn memory_mb(pid: u32) -> (f64, f64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|kb| kb.parse::<f64>().ok())
            .map_or(0.0, |kb| kb / 1024.0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

/// Sockets open in process `pid` (Linux): the host's connections, its listener and its
/// mDNS and other sockets.
fn sockets(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd"))
        .map(|dir| {
            dir.filter_map(Result::ok)
                .filter(|e| {
                    std::fs::read_link(e.path())
                        .is_ok_and(|l| l.to_string_lossy().starts_with("socket:"))
                })
                .count()
        })
        .unwrap_or(0)
}

/// Connects to the host from the loopback address `ip`.
async fn connect(addr: SocketAddr, ip: Ipv4Addr) -> Result<Ws, String> {
    let socket = tokio::net::TcpSocket::new_v4().map_err(|e| e.to_string())?;
    socket
        .bind(SocketAddr::from((ip, 0)))
        .map_err(|e| e.to_string())?;
    let stream = socket.connect(addr).await.map_err(|e| e.to_string())?;
    let url = format!("ws://{addr}/ws");
    tokio_tungstenite::client_async(url, tokio_tungstenite::MaybeTlsStream::Plain(stream))
        .await
        .map(|(ws, _)| ws)
        .map_err(|e| e.to_string())
}

/// An honest device: one connection, its requests timed.
struct Device {
    ws: Ws,
    next_id: u64,
    changed: bool,
    times: Arc<Mutex<Vec<f64>>>,
    errors: Arc<AtomicUsize>,
}

impl Device {
    async fn open(addr: SocketAddr, ip: Ipv4Addr, stats: &Stats) -> Result<Device, String> {
        Ok(Device {
            ws: connect(addr, ip).await?,
            next_id: 1,
            changed: false,
            times: stats.times.clone(),
            errors: stats.errors.clone(),
        })
    }

    /// A request and its answer, timed; an error answer or a lost connection is counted.
    async fn call(&mut self, method: &str, params: Value) -> Option<Value> {
        let answer = tokio::time::timeout(ANSWER_WITHIN, self.ask(method, params)).await;
        match answer {
            Ok(Ok(v)) => Some(v),
            Ok(Err(e)) => {
                eprintln!("soak: an honest {method} failed: {e}");
                self.errors.fetch_add(1, Ordering::Relaxed);
                None
            }
            Err(_) => {
                eprintln!("soak: an honest {method} had no answer in {ANSWER_WITHIN:?}");
                self.errors.fetch_add(1, Ordering::Relaxed);
                None
            }
        }
    }

    async fn ask(&mut self, method: &str, params: Value) -> Result<Value, String> {
        let id = self.next_id;
        self.next_id += 1;
        let request = json!({"id": id, "method": method, "params": params});
        let start = Instant::now();
        self.ws
            .send(Message::Text(request.to_string().into()))
            .await
            .map_err(|e| e.to_string())?;
        loop {
            let msg = self
                .ws
                .next()
                .await
                .ok_or("closed")?
                .map_err(|e| e.to_string())?;
            let Message::Text(text) = msg else {
                if msg.is_close() {
                    return Err(format!("closed by the host: {msg:?}"));
                }
                continue;
            };
            let v: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
            if v.get("event").is_some() {
                self.changed = true;
                continue;
            }
            if v["id"] != json!(id) {
                continue;
            }
            if let Ok(mut t) = self.times.lock() {
                t.push(start.elapsed().as_secs_f64() * 1000.0);
            }
            if let Some(e) = v.get("error") {
                return Err(e.to_string());
            }
            return Ok(v["result"].clone());
        }
    }

    /// Waits up to `within` for a change notice.
    async fn heard(&mut self, within: Duration) -> bool {
        if self.changed {
            self.changed = false;
            return true;
        }
        let until = Instant::now() + within;
        while let Ok(Some(Ok(msg))) = tokio::time::timeout_at(until.into(), self.ws.next()).await {
            if msg.is_close() {
                self.errors.fetch_add(1, Ordering::Relaxed);
                eprintln!("soak: an honest device was closed: {msg:?}");
                return false;
            }
            if msg.to_text().is_ok_and(|t| t.contains("\"changed\"")) {
                return true;
            }
        }
        false
    }
}

/// What the honest devices measured.
#[derive(Clone, Default)]
struct Stats {
    times: Arc<Mutex<Vec<f64>>>,
    errors: Arc<AtomicUsize>,
    actions: Arc<AtomicUsize>,
}

/// Runs the soak for `seconds` and prints the report; fails if an honest request failed.
pub fn run(seconds: u64, json_out: bool) -> ExitCode {
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("cannot start: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(soak(Duration::from_secs(seconds))) {
        Ok(r) => {
            if json_out {
                println!("{}", serde_json::to_string(&r).unwrap_or_default());
            } else {
                println!(
                    "soak: {} s, {} attacking connections (idle, flooding, oversized, reconnecting, guessing codes, half-sent HTTP headers, idle HTTP, one seat token's sockets with unfinished frames, seat requests clogging approval under control-character names; {} connections opened, {} answers), 3 honest devices: {} requests, {} errors, answers p50 {:.2} ms, p95 {:.2} ms, {} actions; host memory {:.0} MB at start, peak {:.0} MB; at most {} connections open from the clients' side, at most {} sockets in the host ({} before the attack: its listener and the honest devices)",
                    r.seconds, r.attacking_connections, r.attack_connections_opened,
                    r.attack_requests_answered, r.honest_requests, r.honest_errors,
                    r.honest_p50_ms, r.honest_p95_ms, r.actions_played,
                    r.host_memory_start_mb, r.host_memory_peak_mb, r.connections_held_max,
                    r.host_sockets_max, r.host_sockets_idle
                );
            }
            if r.honest_errors > 0 || r.actions_played == 0 {
                eprintln!("soak: the honest devices did not play without errors");
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("bench --lan --soak: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn soak(length: Duration) -> Result<SoakReport, String> {
    let served = serve()?;
    let pid = served.child.id();
    let addr = served.addr;
    let (memory_start, _) = memory_mb(pid);
    let stats = Stats::default();

    // The host device creates two games of three seats; three devices join one seat of each.
    let mut admin = Device::open(addr, Ipv4Addr::LOCALHOST, &stats).await?;
    admin
        .call("hello", json!({ "token": served.host_token }))
        .await
        .ok_or("the host token was refused")?;
    let mut games = Vec::new();
    for seed in [11, 12] {
        let seats: Vec<Value> = ["Ann", "Bo", "Cy"]
            .iter()
            .map(|n| json!({ "name": n }))
            .collect();
        let created = admin
            .call(
                "create_game",
                json!({"request": {"game": "khronos", "seats": seats, "seed": seed}}),
            )
            .await
            .ok_or("cannot create a game")?;
        games.push(created["id"].as_i64().ok_or("no game id")?);
    }
    // A third game: its seat 0 is open, and the attackers' device took it; its other seats
    // need the host device's approval.
    let created = admin
        .call(
            "create_game",
            json!({"request": {"game": "khronos", "seats": [{"name": "Dee"}, {"name": "Eve"}, {"name": "Fay"}], "seed": 13}}),
        )
        .await
        .ok_or("cannot create the attackers' game")?;
    let attackers_game = created["id"].as_i64().ok_or("no game id")?;
    admin
        .call("open_seats", json!({"game": attackers_game, "seats": [0]}))
        .await
        .ok_or("cannot open a seat")?;
    let mut taker = Device::open(addr, Ipv4Addr::new(127, 0, 20, 11), &stats).await?;
    let joined = taker
        .call(
            "join",
            json!({"game": attackers_game, "seats": [0], "name": "Attacker", "code": served.code}),
        )
        .await
        .ok_or("the attackers' device could not join")?;
    let target = Target {
        addr,
        token: joined["token"].as_str().ok_or("no token")?.to_string(),
        game: attackers_game,
        code: served.code.clone(),
    };
    drop(taker);
    let mut devices = Vec::new();
    for seat in 0..3u8 {
        let ip = Ipv4Addr::new(127, 0, 0, 2 + seat);
        let mut per_game = Vec::new();
        for &game in &games {
            let mut d = Device::open(addr, ip, &stats).await?;
            d.call(
                "join",
                json!({"game": game, "seats": [seat], "name": format!("Honest {seat}"), "code": served.code}),
            )
            .await
            .ok_or("an honest device could not join")?;
            per_game.push((game, d));
        }
        devices.push((seat, per_game));
    }
    if let Ok(mut t) = stats.times.lock() {
        t.clear();
    }

    let sockets_idle = sockets(pid);
    let end = Instant::now() + length;
    let held = Arc::new(AtomicUsize::new(7));
    let held_max = Arc::new(AtomicUsize::new(7));
    let answered = Arc::new(AtomicUsize::new(0));
    let opened = Arc::new(AtomicUsize::new(0));
    let mut tasks = Vec::new();
    for (kind, address) in ATTACKS {
        for n in 0..8u64 {
            let (held, held_max, answered, opened) = (
                held.clone(),
                held_max.clone(),
                answered.clone(),
                opened.clone(),
            );
            let ip = Ipv4Addr::new(127, 0, 20, address);
            let seed = u64::from(address) * 100 + n;
            let target = target.clone();
            tasks.push(tokio::spawn(async move {
                attack(
                    kind, &target, ip, end, seed, &held, &held_max, &answered, &opened,
                )
                .await;
            }));
        }
    }
    let peak = Arc::new(Mutex::new(0.0f64));
    let host_sockets = Arc::new(AtomicUsize::new(0));
    let sampler = {
        let (peak, host_sockets) = (peak.clone(), host_sockets.clone());
        tokio::spawn(async move {
            while Instant::now() < end {
                let (rss, _) = memory_mb(pid);
                if let Ok(mut p) = peak.lock() {
                    *p = p.max(rss);
                }
                host_sockets.fetch_max(sockets(pid), Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        })
    };
    let mut players = Vec::new();
    for (seat, per_game) in devices {
        let stats = stats.clone();
        players.push(tokio::spawn(async move {
            play(seat, per_game, end, &stats).await;
        }));
    }
    for t in players.into_iter().chain(tasks) {
        let _ = t.await;
    }
    let _ = sampler.await;
    let (_, hwm) = memory_mb(pid);
    let mut times = stats.times.lock().map(|t| t.clone()).unwrap_or_default();
    let peak = peak.lock().map_or(0.0, |p| *p).max(hwm);
    Ok(SoakReport {
        seconds: length.as_secs(),
        attacking_connections: ATTACKS.len() * 8,
        honest_requests: times.len(),
        honest_errors: stats.errors.load(Ordering::Relaxed),
        honest_p50_ms: median(&mut times, 0.5),
        honest_p95_ms: median(&mut times, 0.95),
        host_memory_start_mb: memory_start,
        host_memory_peak_mb: peak,
        connections_held_max: held_max.load(Ordering::Relaxed),
        host_sockets_max: host_sockets.load(Ordering::Relaxed),
        host_sockets_idle: sockets_idle,
        attack_requests_answered: answered.load(Ordering::Relaxed),
        attack_connections_opened: opened.load(Ordering::Relaxed),
        actions_played: stats.actions.load(Ordering::Relaxed),
    })
}

/// One honest device playing `seat` in each of its games, one game after the other: on its
/// turn it reads its legal actions and plays one at random; otherwise it follows the game
/// (its view and the log) as each change is told.
async fn play(seat: u8, mut per_game: Vec<(i64, Device)>, end: Instant, stats: &Stats) {
    let mut rng = ChaCha8Rng::seed_from_u64(u64::from(seat) + 1);
    for (game, device) in &mut per_game {
        while Instant::now() < end {
            let Some(view) = device
                .call("view", json!({"game": game, "viewer": seat}))
                .await
            else {
                return;
            };
            if view["finished"] == json!(true) {
                break;
            }
            if view["to_act"] != json!(seat) {
                device.heard(Duration::from_millis(500)).await;
                device
                    .call("log", json!({"game": game, "viewer": seat}))
                    .await;
                continue;
            }
            let seq = view["seq"].clone();
            let Some(legal) = device
                .call("legal", json!({"game": game, "seat": seat}))
                .await
            else {
                return;
            };
            let actions: Vec<Value> = legal
                .as_array()
                .into_iter()
                .flatten()
                .flat_map(|g| g["actions"].as_array().cloned().unwrap_or_default())
                .map(|a| a["action"].clone())
                .collect();
            if actions.is_empty() {
                continue;
            }
            let action = actions[rng.random_range(0..actions.len())].clone();
            if device
                .call(
                    "apply",
                    json!({"game": game, "seat": seat, "action": action, "expected_seq": seq}),
                )
                .await
                .is_some()
            {
                stats.actions.fetch_add(1, Ordering::Relaxed);
            }
            tokio::time::sleep(HONEST_PACE).await;
        }
    }
}

/// One attacking connection, again and again until `end`.
#[allow(clippy::too_many_arguments)]
async fn attack(
    kind: Attack,
    target: &Target,
    ip: Ipv4Addr,
    end: Instant,
    seed: u64,
    held: &AtomicUsize,
    held_max: &AtomicUsize,
    answered: &AtomicUsize,
    opened: &AtomicUsize,
) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let oversized = Arc::new(format!(
        r#"{{"id":1,"method":"view","params":[{}0]}}"#,
        "0,".repeat((epochs_lan::MAX_MESSAGE - 100) / 2)
    ));
    while Instant::now() < end {
        if matches!(kind, Attack::HalfHeader | Attack::IdleHttp) {
            if plain_http(kind, target.addr, ip, end, held, held_max, opened)
                .await
                .is_err()
            {
                tokio::time::sleep(Duration::from_millis(100 + rng.random_range(0..100))).await;
            }
            continue;
        }
        let Ok(mut ws) = connect(target.addr, ip).await else {
            tokio::time::sleep(Duration::from_millis(100 + rng.random_range(0..100))).await;
            continue;
        };
        opened.fetch_add(1, Ordering::Relaxed);
        let now_held = held.fetch_add(1, Ordering::Relaxed) + 1;
        held_max.fetch_max(now_held, Ordering::Relaxed);
        let requests: Vec<String> = match kind {
            Attack::Idle | Attack::HalfHeader | Attack::IdleHttp => Vec::new(),
            Attack::Flood => (0..400)
                .map(|i| format!(r#"{{"id":{i},"method":"lobby","params":{{}}}}"#))
                .collect(),
            Attack::Oversized => vec![oversized.to_string()],
            Attack::Reconnect => vec![r#"{"id":1,"method":"lobby","params":{}}"#.into()],
            Attack::Guess => (0..20)
                .map(|i| {
                    let code: String = (0..8)
                        .map(|_| char::from(b"0123456789ABCDEFGHJKMNPQRSTVWXYZ"[rng.random_range(0..32)]))
                        .collect();
                    format!(
                        r#"{{"id":{i},"method":"join","params":{{"game":1,"seats":[0],"name":"x","code":"{code}"}}}}"#
                    )
                })
                .collect(),
            Attack::TokenUnfinished => vec![json!({"id": 1, "method": "hello", "params": {"token": target.token}}).to_string()],
            Attack::ClogApproval => (0..4)
                .map(|i| {
                    let names = ["Ben", "Ben\u{1b}[2J", "\u{202e}neB", "\u{200b}"];
                    let name = names[rng.random_range(0..names.len())];
                    json!({"id": i, "method": "join", "params": {"game": target.game, "seats": [1], "name": name, "code": target.code}})
                        .to_string()
                })
                .collect(),
        };
        let mut open = true;
        for request in requests {
            if Instant::now() >= end || ws.send(Message::Text(request.into())).await.is_err() {
                open = false;
                break;
            }
            match tokio::time::timeout_at(end.into(), ws.next()).await {
                Ok(Some(Ok(msg))) if !msg.is_close() => {
                    answered.fetch_add(1, Ordering::Relaxed);
                }
                _ => {
                    open = false;
                    break;
                }
            }
        }
        if open && matches!(kind, Attack::TokenUnfinished) {
            open = send_unfinished_frame(&mut ws).await;
        }
        if open && matches!(kind, Attack::Idle | Attack::TokenUnfinished) {
            // Sit there until closed or the end.
            while let Ok(Some(Ok(msg))) = tokio::time::timeout_at(end.into(), ws.next()).await {
                if msg.is_close() {
                    break;
                }
            }
        }
        let _ = ws.close(None).await;
        held.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Writes the start of a text frame that says it carries 400 KB, and 8 KB of it; whether the
/// connection took it.
async fn send_unfinished_frame(ws: &mut Ws) -> bool {
    use tokio::io::AsyncWriteExt;
    let mut frame = vec![0x81u8, 0x80 | 127];
    frame.extend_from_slice(&400_000u64.to_be_bytes());
    frame.extend_from_slice(&[7, 7, 7, 7]);
    frame.extend(std::iter::repeat_n(b'x', 8 * 1024));
    match ws.get_mut() {
        tokio_tungstenite::MaybeTlsStream::Plain(tcp) => tcp.write_all(&frame).await.is_ok(),
        _ => false,
    }
}

/// One plain HTTP connection that holds half a header or says nothing, until the host
/// closes it or the end.
async fn plain_http(
    kind: Attack,
    addr: SocketAddr,
    ip: Ipv4Addr,
    end: Instant,
    held: &AtomicUsize,
    held_max: &AtomicUsize,
    opened: &AtomicUsize,
) -> Result<(), String> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let socket = tokio::net::TcpSocket::new_v4().map_err(|e| e.to_string())?;
    socket
        .bind(SocketAddr::from((ip, 0)))
        .map_err(|e| e.to_string())?;
    let mut tcp = socket.connect(addr).await.map_err(|e| e.to_string())?;
    opened.fetch_add(1, Ordering::Relaxed);
    let now_held = held.fetch_add(1, Ordering::Relaxed) + 1;
    held_max.fetch_max(now_held, Ordering::Relaxed);
    if matches!(kind, Attack::HalfHeader) {
        let half = format!(
            "GET / HTTP/1.1\r\nHost: {addr}\r\nX-Pad: {}",
            "a".repeat(8000)
        );
        let _ = tcp.write_all(half.as_bytes()).await;
    }
    let mut buf = [0u8; 1024];
    while let Ok(Ok(n)) = tokio::time::timeout_at(end.into(), tcp.read(&mut buf)).await {
        if n == 0 {
            break;
        }
    }
    held.fetch_sub(1, Ordering::Relaxed);
    Ok(())
}
