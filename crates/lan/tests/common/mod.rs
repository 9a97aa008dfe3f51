//! A real host on loopback and WebSocket clients that keep every frame they receive.

#![allow(dead_code)]

use epochs_lan::{router, Host};
use epochs_table::Table;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::net::SocketAddr;
use tokio_tungstenite::tungstenite::Message;

/// A running host: its WebSocket URL, host token and join code.
pub struct Running {
    pub url: String,
    pub host_token: String,
    pub code: String,
    pub _dir: tempfile::TempDir,
}

pub async fn start() -> Running {
    let dir = tempfile::tempdir().unwrap();
    let ui = dir.path().join("ui");
    std::fs::create_dir_all(&ui).unwrap();
    std::fs::write(
        ui.join("index.html"),
        "<!doctype html><title>Epochs</title>",
    )
    .unwrap();
    let table = Table::open(Some(&dir.path().join("data"))).unwrap();
    let host = Host::new(table).unwrap();
    let host_token = host.host_token();
    let code = host.join_code();
    let app = router(host, &ui).into_make_service_with_connect_info::<SocketAddr>();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    Running {
        url: format!("ws://{addr}/ws"),
        host_token,
        code,
        _dir: dir,
    }
}

pub type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A client that records every text frame it receives.
pub struct Client {
    pub ws: Ws,
    pub frames: Vec<String>,
    next_id: u64,
}

impl Client {
    pub async fn connect(url: &str) -> Client {
        let (ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        Client {
            ws,
            frames: Vec::new(),
            next_id: 1,
        }
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
        self.ws
            .send(Message::Text(
                json!({"id": id, "method": method, "params": params})
                    .to_string()
                    .into(),
            ))
            .await
            .unwrap();
        loop {
            let msg = self.ws.next().await.unwrap().unwrap();
            let text = msg.to_text().unwrap().to_string();
            let v: Value = serde_json::from_str(&text).unwrap();
            self.frames.push(text);
            if v["id"] == json!(id) {
                return v;
            }
        }
    }

    /// Sends raw text and returns the next answer frame.
    pub async fn raw(&mut self, text: Message) -> Value {
        self.ws.send(text).await.unwrap();
        loop {
            let msg = self.ws.next().await.unwrap().unwrap();
            let v: Value = serde_json::from_str(msg.to_text().unwrap()).unwrap();
            if v.get("event").is_none() {
                return v;
            }
        }
    }
}

/// The error kind of an answer, or "ok".
pub fn kind(answer: &Value) -> String {
    match answer.get("error") {
        Some(e) => e["kind"].as_str().unwrap_or("?").to_string(),
        None => "ok".into(),
    }
}

/// The error message of an answer.
pub fn message(answer: &Value) -> String {
    answer["error"]["message"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}
