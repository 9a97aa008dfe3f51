//! A slow network link for the namespace test (scripts/test-netns.sh) where the kernel has no
//! `netem`: a TCP proxy that delays every chunk each way by DELAY ± JITTER ms, and holds back
//! a share LOSS_PERCENT of the chunks by a retransmission timeout (200 ms more), as TCP does
//! after it loses a segment. Order is kept each way, as on a TCP connection: a chunk held back
//! holds back the ones behind it. It stops by itself after SECONDS.
//!
//! `slow_link LISTEN TARGET DELAY_MS JITTER_MS LOSS_PERCENT SECONDS`

use rand::Rng;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio::time::Instant;

/// How a link delays.
#[derive(Clone, Copy)]
struct Link {
    delay_ms: f64,
    jitter_ms: f64,
    loss_percent: f64,
}

impl Link {
    /// The delay of the next chunk.
    fn next_delay(&self) -> Duration {
        let mut rng = rand::rng();
        let jitter = rng.random_range(-self.jitter_ms..=self.jitter_ms);
        let lost = rng.random_range(0.0..100.0) < self.loss_percent;
        let ms = (self.delay_ms + jitter).max(0.0) + if lost { 200.0 } else { 0.0 };
        Duration::from_secs_f64(ms / 1000.0)
    }
}

/// Reads chunks from `from` and hands them on with the time each may be written.
async fn read_side(mut from: OwnedReadHalf, link: Link, to: mpsc::Sender<(Instant, Vec<u8>)>) {
    let mut buf = vec![0u8; 64 * 1024];
    let mut last = Instant::now();
    while let Ok(n) = from.read(&mut buf).await {
        if n == 0 {
            break;
        }
        last = last.max(Instant::now() + link.next_delay());
        if to.send((last, buf[..n].to_vec())).await.is_err() {
            break;
        }
    }
}

/// Writes each chunk to `to` when its time comes.
async fn write_side(mut to: OwnedWriteHalf, mut from: mpsc::Receiver<(Instant, Vec<u8>)>) {
    while let Some((at, bytes)) = from.recv().await {
        tokio::time::sleep_until(at).await;
        if to.write_all(&bytes).await.is_err() {
            break;
        }
    }
    let _ = to.shutdown().await;
}

async fn relay(client: TcpStream, target: String, link: Link) {
    let Ok(server) = TcpStream::connect(&target).await else {
        return;
    };
    let _ = client.set_nodelay(true);
    let _ = server.set_nodelay(true);
    let (client_read, client_write) = client.into_split();
    let (server_read, server_write) = server.into_split();
    let (up_tx, up_rx) = mpsc::channel(1024);
    let (down_tx, down_rx) = mpsc::channel(1024);
    tokio::join!(
        read_side(client_read, link, up_tx),
        write_side(server_write, up_rx),
        read_side(server_read, link, down_tx),
        write_side(client_write, down_rx),
    );
}

fn arg<T: std::str::FromStr>(args: &[String], i: usize, what: &str) -> Result<T, String> {
    args.get(i)
        .and_then(|a| a.parse().ok())
        .ok_or_else(|| format!("expected {what} as argument {i}"))
}

#[tokio::main]
async fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let listen: String = arg(&args, 1, "the address to listen on")?;
    let target: String = arg(&args, 2, "the address to forward to")?;
    let link = Link {
        delay_ms: arg(&args, 3, "the delay in ms")?,
        jitter_ms: arg(&args, 4, "the jitter in ms")?,
        loss_percent: arg(&args, 5, "the loss in percent")?,
    };
    let seconds: u64 = arg(&args, 6, "how many seconds to run")?;
    let listener = TcpListener::bind(&listen)
        .await
        .map_err(|e| format!("cannot listen on {listen}: {e}"))?;
    println!("slow link {listen} -> {target} ready");
    let serve = async {
        while let Ok((client, _)) = listener.accept().await {
            tokio::spawn(relay(client, target.clone(), link));
        }
    };
    let _ = tokio::time::timeout(Duration::from_secs(seconds), serve).await;
    Ok(())
}
