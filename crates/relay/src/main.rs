//! A relay for the across-homes tests: iroh's own relay server, over plain HTTP on the address
//! given (`epochs-relay 10.77.0.1:3340`), with no TLS, no QUIC address discovery and no metrics. It
//! forwards encrypted QUIC packets between endpoints it cannot read. Runs until killed.

use iroh_relay::server::{RelayConfig, Server, ServerConfig};
use std::net::SocketAddr;

#[tokio::main]
async fn main() -> Result<(), String> {
    let addr: SocketAddr = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "127.0.0.1:3340".into())
        .parse()
        .map_err(|e| format!("relay ADDRESS:PORT: {e}"))?;
    let mut config = ServerConfig::default();
    config.relay = Some(RelayConfig::new(addr));
    config.quic = None;
    config.metrics_addr = None;
    let server = Server::spawn(config).await.map_err(|e| e.to_string())?;
    println!(
        "relay listening on http://{}",
        server.http_addr().map_or(addr, |a| a)
    );
    let mut server = server;
    match server.join().await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(e.to_string()),
        Err(e) => Err(e.to_string()),
    }
}
