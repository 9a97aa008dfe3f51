//! `epochs serve` under a common open-file limit (`ulimit -n 1024`) while devices on the
//! network hold over a thousand plain connections, idle or with half-sent headers: the host
//! device, `/health` and a returning seat still get in at once, the host never runs out of
//! files, and its memory stays small (issue 39's first attack, on the real binary).

use futures_util::{SinkExt, StreamExt};
use std::io::{BufRead, BufReader};
use std::net::{Ipv4Addr, SocketAddr};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::Message;

/// `epochs serve` on a free loopback port with at most 1024 open files; the child, its
/// address and the host token it printed.
fn serve_under_1024_files(dir: &std::path::Path) -> (Child, SocketAddr, String) {
    let ui = dir.join("ui");
    std::fs::create_dir_all(&ui).unwrap();
    std::fs::write(
        ui.join("index.html"),
        "<!doctype html><title>Epochs</title>",
    )
    .unwrap();
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(r#"ulimit -n 1024 && exec "$0" serve --port 0 --data-dir "$1" --ui "$2""#)
        .arg(env!("CARGO_BIN_EXE_epochs"))
        .arg(dir.join("data"))
        .arg(&ui)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start epochs serve");
    let stdout = child.stdout.take().expect("its output");
    let mut token = String::new();
    for line in BufReader::new(stdout).lines().map_while(Result::ok) {
        if let Some((_, t)) = line.split_once("#host=") {
            token = t.trim().to_string();
        }
        let serving = line.strip_prefix("Epochs is serving on http://");
        if let Some(addr) = serving.and_then(|a| a.trim_end_matches('/').parse().ok()) {
            return (child, addr, token);
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    panic!("epochs serve stopped before serving");
}

async fn tcp_from(addr: SocketAddr, from: Ipv4Addr) -> Option<TcpStream> {
    let socket = TcpSocket::new_v4().ok()?;
    socket.bind(SocketAddr::from((from, 0))).ok()?;
    socket.connect(addr).await.ok()
}

async fn health(addr: SocketAddr) -> Option<String> {
    let mut tcp = TcpStream::connect(addr).await.ok()?;
    tcp.write_all(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        .await
        .ok()?;
    let mut answer = String::new();
    tcp.read_to_string(&mut answer).await.ok()?;
    answer.lines().next().map(str::to_string)
}

/// A kilobyte figure of the process's `/proc` status (`VmRSS`, `VmHWM`).
fn status_kb(pid: u32, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_and_half_sent_connections_under_a_1024_file_limit_do_not_lock_the_host_out() {
    let dir = tempfile::tempdir().unwrap();
    let (mut child, addr, token) = serve_under_1024_files(dir.path());
    let pid = child.id();

    // 1,030 connections from 103 addresses: half of them idle, half holding an unfinished
    // header of 390 KB (sent as far as the host reads it).
    let mut held = Vec::new();
    let pad = "a".repeat(390_000);
    for n in 0..1030u32 {
        let from = Ipv4Addr::new(127, 0, 30, u8::try_from(1 + n / 10).unwrap());
        let Some(mut tcp) = tcp_from(addr, from).await else {
            continue;
        };
        if n % 2 == 1 {
            let half = format!("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: {pad}");
            let _ = tokio::time::timeout(Duration::from_millis(20), tcp.write_all(half.as_bytes()))
                .await;
        }
        held.push(tcp);
    }

    // While they are held: /health and the host device answer at once.
    let started = Instant::now();
    let status = tokio::time::timeout(Duration::from_secs(3), health(addr)).await;
    assert_eq!(status.ok().flatten().as_deref(), Some("HTTP/1.1 200 OK"));
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    let (mut ws, _) = tokio::time::timeout(
        Duration::from_secs(3),
        tokio_tungstenite::connect_async(format!("ws://{addr}/ws")),
    )
    .await
    .expect("the host device's page connects in time")
    .expect("the host device's page connects");
    let hello = format!(r#"{{"id":1,"method":"hello","params":{{"token":"{token}"}}}}"#);
    ws.send(Message::Text(hello.into())).await.unwrap();
    let answer = tokio::time::timeout(Duration::from_secs(3), ws.next())
        .await
        .expect("an answer in time")
        .expect("an answer")
        .expect("a message");
    assert!(answer.to_text().unwrap().contains("\"result\""), "{answer}");

    // The host never ran out of files, and its memory stayed small.
    let open_files = std::fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, Iterator::count);
    assert!(open_files < 1024, "{open_files} files open");
    let peak_kb = status_kb(pid, "VmHWM").unwrap_or(0);
    assert!(peak_kb < 150 * 1024, "peak {peak_kb} kB");
    println!(
        "host under 1,030 held connections: {open_files} files open, peak memory {} MB",
        peak_kb / 1024
    );

    drop(held);
    let _ = child.kill();
    let output = child.wait_with_output().expect("its end");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("Too many open files"), "{stderr}");
}
