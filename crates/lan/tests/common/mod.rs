//! A real host on loopback and WebSocket clients that keep every frame they receive.

#![allow(dead_code)]

use epochs_lan::{is_cached, router, serve_within, Bounds, Host};
use epochs_table::Table;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::io::Read;
use std::net::SocketAddr;
use tokio_tungstenite::tungstenite::Message;

/// A running host: its WebSocket URL, host token and join code.
pub struct Running {
    pub url: String,
    pub host_token: String,
    pub code: String,
    pub host: Host,
    pub data: std::path::PathBuf,
    pub _dir: tempfile::TempDir,
}

pub async fn start() -> Running {
    start_with(|_| {}).await
}

/// A running host, set up by `configure` before it listens.
pub async fn start_with(configure: impl FnOnce(&Host)) -> Running {
    start_within(Bounds::for_this_process(), configure).await
}

/// A running host whose HTTP connections are bounded by `bounds`.
pub async fn start_within(bounds: Bounds, configure: impl FnOnce(&Host)) -> Running {
    let dir = tempfile::tempdir().unwrap();
    let ui = dir.path().join("ui");
    std::fs::create_dir_all(&ui).unwrap();
    std::fs::write(
        ui.join("index.html"),
        "<!doctype html><title>Epochs</title>",
    )
    .unwrap();
    let data = dir.path().join("data");
    let table = Table::open(Some(&data)).unwrap();
    let host = Host::new(table).unwrap();
    configure(&host);
    let host_token = host.host_token();
    let code = host.join_code();
    let app = router(host.clone(), &ui);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    // Never stopped: with its sender gone, `stop` never reports a change.
    let (_, stop) = tokio::sync::watch::channel(false);
    tokio::spawn(serve_within(listener, app, stop, bounds));
    Running {
        url: format!("ws://{addr}/ws"),
        host_token,
        code,
        host,
        data,
        _dir: dir,
    }
}

pub type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A client that records every text frame it receives. A caching client asks reads as a
/// device does (`"cache": true` with the version it holds) and rebuilds patched answers; it
/// records each rebuilt answer as a frame too, so that scans see what the device ends up with.
pub struct Client {
    pub ws: Ws,
    pub frames: Vec<String>,
    next_id: u64,
    /// The answers held, by method and params, when caching.
    pub held: Option<HashMap<String, (u64, Value)>>,
    /// How many answers came as patches.
    pub patched: usize,
    /// How many answers came deflated.
    pub deflated: usize,
}

impl Client {
    /// Connects to `url`; `netns:PATH ws://...` connects from inside the network namespace at
    /// PATH (scripts/test-homes.sh: a device in another home, with its own way to the host).
    pub async fn connect(url: &str) -> Client {
        if let Some((namespace, url)) = url.strip_prefix("netns:").and_then(|r| r.split_once(' ')) {
            let stream = connect_in_namespace(namespace, url);
            let (ws, _) = tokio_tungstenite::client_async(
                url,
                tokio_tungstenite::MaybeTlsStream::Plain(stream),
            )
            .await
            .unwrap();
            return Client::over(ws);
        }
        let (ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        Client::over(ws)
    }

    /// Connects from the loopback address `ip` (another device, as the host sees it); the
    /// refusal of the upgrade (its HTTP status) if the host refuses.
    pub async fn connect_from(url: &str, ip: std::net::Ipv4Addr) -> Result<Client, u16> {
        let addr: SocketAddr = url
            .trim_start_matches("ws://")
            .trim_end_matches("/ws")
            .parse()
            .unwrap();
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.bind(SocketAddr::from((ip, 0))).unwrap();
        let stream = socket.connect(addr).await.unwrap();
        match tokio_tungstenite::client_async(url, tokio_tungstenite::MaybeTlsStream::Plain(stream))
            .await
        {
            Ok((ws, _)) => Ok(Client::over(ws)),
            Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
                Err(response.status().as_u16())
            }
            Err(e) => panic!("connecting from {ip}: {e}"),
        }
    }

    fn over(ws: Ws) -> Client {
        Client {
            ws,
            frames: Vec::new(),
            next_id: 1,
            held: None,
            patched: 0,
            deflated: 0,
        }
    }

    /// This client keeps answers and asks for changes from now on (holding `held`).
    pub fn caching(mut self, held: HashMap<String, (u64, Value)>) -> Client {
        self.held = Some(held);
        self
    }

    /// Connects and presents `token`.
    pub async fn with_token(url: &str, token: &str) -> Client {
        let mut c = Client::connect(url).await;
        let hello = c.call("hello", json!({ "token": token })).await;
        assert!(hello.get("result").is_some(), "{hello}");
        c
    }

    /// Sends a request and waits for its answer (change notices are kept in `frames`).
    pub async fn call(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        let key = format!("{method} {params}");
        let cached = self.held.is_some() && is_cached(method);
        let mut request = json!({"id": id, "method": method, "params": params});
        if self.held.is_some() {
            request["deflate"] = json!(true);
        }
        if cached {
            request["cache"] = json!(true);
            if let Some((version, _)) = self.held.as_ref().and_then(|h| h.get(&key)) {
                request["base"] = json!(version);
            }
        }
        self.ws
            .send(Message::Text(request.to_string().into()))
            .await
            .unwrap();
        loop {
            let msg = self.ws.next().await.unwrap().unwrap();
            self.deflated += usize::from(msg.is_binary());
            let text = text_of(msg);
            let mut v: Value = serde_json::from_str(&text).unwrap();
            self.frames.push(text);
            if v["id"] != json!(id) {
                continue;
            }
            if let (true, Some(version), Some(held)) =
                (cached, v["version"].as_u64(), self.held.as_mut())
            {
                if let Some(ops) = v.get("patch") {
                    let (base, old) = held.get(&key).expect("a patch for an answer held");
                    assert_eq!(v["base"], json!(base), "a patch from another answer");
                    let mut rebuilt = old.clone();
                    let ops: json_patch::Patch = serde_json::from_value(ops.clone()).unwrap();
                    json_patch::patch(&mut rebuilt, &ops).unwrap();
                    v = json!({"id": id, "result": rebuilt, "version": version});
                    self.frames.push(v.to_string());
                    self.patched += 1;
                }
                held.insert(key, (version, v["result"].clone()));
            }
            return v;
        }
    }

    /// Sends a request and waits for its answer, or `None` when the host closes the
    /// connection first (its close reason is kept in `frames`).
    pub async fn try_call(&mut self, method: &str, params: Value) -> Option<Value> {
        let id = self.next_id;
        self.next_id += 1;
        let request = json!({"id": id, "method": method, "params": params});
        self.send_text(request.to_string()).await?;
        self.answer_to(json!(id)).await
    }

    /// Sends a text message; `None` if the connection is gone.
    pub async fn send_text(&mut self, text: String) -> Option<()> {
        self.ws.send(Message::Text(text.into())).await.ok()
    }

    /// The answer with `id`, or `None` when the connection closes first.
    pub async fn answer_to(&mut self, id: Value) -> Option<Value> {
        loop {
            match self.ws.next().await {
                Some(Ok(Message::Close(frame))) => {
                    self.frames.push(closed_note(frame));
                    return None;
                }
                Some(Ok(msg)) if msg.is_text() || msg.is_binary() => {
                    let text = text_of(msg);
                    let v: Value = serde_json::from_str(&text).unwrap();
                    self.frames.push(text);
                    if v["id"] == id {
                        return Some(v);
                    }
                }
                Some(Ok(_)) => {}
                None | Some(Err(_)) => return None,
            }
        }
    }

    /// Waits until the host closes the connection (within `within`); whether it did.
    pub async fn closed_within(&mut self, within: std::time::Duration) -> bool {
        tokio::time::timeout(within, async {
            loop {
                match self.ws.next().await {
                    Some(Ok(Message::Close(frame))) => {
                        self.frames.push(closed_note(frame));
                        return true;
                    }
                    None | Some(Err(_)) => return true,
                    Some(Ok(msg)) if msg.is_text() => self.frames.push(text_of(msg)),
                    Some(Ok(_)) => {}
                }
            }
        })
        .await
        .unwrap_or(false)
    }

    /// Sends raw text and returns the next answer frame.
    pub async fn raw(&mut self, text: Message) -> Value {
        self.ws.send(text).await.unwrap();
        loop {
            let msg = self.ws.next().await.unwrap().unwrap();
            let v: Value = serde_json::from_str(&text_of(msg)).unwrap();
            if v.get("event").is_none() {
                return v;
            }
        }
    }
}

/// A TCP connection to the host of `url` made from inside the network namespace at
/// `namespace`: a thread of its own enters it and opens the socket, which stays in it.
#[cfg(target_os = "linux")]
fn connect_in_namespace(namespace: &str, url: &str) -> tokio::net::TcpStream {
    use std::os::fd::AsRawFd;
    let addr: SocketAddr = url
        .trim_start_matches("ws://")
        .trim_end_matches("/ws")
        .parse()
        .unwrap();
    let namespace = namespace.to_string();
    let stream = std::thread::spawn(move || {
        let file = std::fs::File::open(&namespace).unwrap();
        // SAFETY: setns only changes this short-lived thread's network namespace.
        let entered = unsafe { libc::setns(file.as_raw_fd(), libc::CLONE_NEWNET) };
        assert_eq!(
            entered,
            0,
            "entering {namespace}: {}",
            std::io::Error::last_os_error()
        );
        std::net::TcpStream::connect(addr).unwrap()
    })
    .join()
    .unwrap();
    stream.set_nonblocking(true).unwrap();
    tokio::net::TcpStream::from_std(stream).unwrap()
}

#[cfg(not(target_os = "linux"))]
fn connect_in_namespace(namespace: &str, _: &str) -> tokio::net::TcpStream {
    panic!("network namespaces ({namespace}) are Linux's")
}

/// What a client keeps of the host closing its connection: the reason given, and its code
/// when it is not 1008 (policy).
fn closed_note(frame: Option<tokio_tungstenite::tungstenite::protocol::CloseFrame>) -> String {
    match frame {
        Some(f) if u16::from(f.code) != 1008 => {
            format!("closed {}: {}", u16::from(f.code), f.reason)
        }
        Some(f) => format!("closed: {}", f.reason),
        None => "closed: ".to_string(),
    }
}

/// A message's text: a binary message is a deflated answer (raw DEFLATE).
pub fn text_of(msg: Message) -> String {
    match msg {
        Message::Binary(bytes) => {
            let mut text = String::new();
            flate2::read::DeflateDecoder::new(&bytes[..])
                .read_to_string(&mut text)
                .unwrap();
            assert!(
                text.len() >= epochs_lan::DEFLATE_FROM,
                "a short answer deflated"
            );
            text
        }
        other => other.to_text().unwrap().to_string(),
    }
}

/// The error kind of an answer, or "ok".
pub fn kind(answer: &Value) -> String {
    match answer.get("error") {
        Some(e) => e["kind"].as_str().unwrap_or("?").to_string(),
        None => "ok".into(),
    }
}

/// An answer's error in short: a malformed request's message, or `not allowed: <reason>` and
/// `refused: <reason>` for the typed refusals.
pub fn message(answer: &Value) -> String {
    let e = &answer["error"];
    let reason = |part: &str| e[part]["reason"].as_str().unwrap_or_default().to_string();
    match e["kind"].as_str() {
        Some("not_allowed") => format!("not allowed: {}", reason("denial")),
        Some("refused") => format!("refused: {}", reason("refusal")),
        _ => e["message"].as_str().unwrap_or_default().to_string(),
    }
}

/// A device of its own at 127.0.`net`.`n`, as the host sees it, let in.
pub async fn device_at(url: &str, net: u8, n: u8) -> Client {
    Client::connect_from(url, std::net::Ipv4Addr::new(127, 0, net, n))
        .await
        .unwrap_or_else(|status| panic!("refused with {status}"))
}

/// A new Khronos game of three people, made by the host device; its id.
pub async fn new_game(admin: &mut Client) -> i64 {
    let created = admin
        .call(
            "create_game",
            json!({"request": {"game": "khronos", "seats": [{"name": "Ann"}, {"name": "Bo"}, {"name": "Cy"}]}}),
        )
        .await;
    created["result"]["id"].as_i64().expect("a game")
}

/// Asks for `seats` of `game` under `name` with `code`; the answer.
pub async fn join_as(
    client: &mut Client,
    code: &str,
    game: i64,
    seats: &[u8],
    name: &str,
) -> Value {
    client
        .call(
            "join",
            json!({"game": game, "seats": seats, "name": name, "code": code}),
        )
        .await
}
