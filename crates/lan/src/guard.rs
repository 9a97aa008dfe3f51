//! Who may open the API's WebSocket, and the headers every page is served with. A web page
//! on another site must not drive the host from a player's browser (cross-site WebSocket
//! hijacking), and a name that an attacker's DNS points at this machine must not either
//! (DNS rebinding): the upgrade needs a `Host` that names this machine by address or as
//! `localhost`, and an `Origin` (when the client sends one, as browsers do) that is this
//! host's own page or the desktop app.

use axum::extract::Request;
use axum::http::header::{HeaderMap, HeaderValue, HOST, ORIGIN};
use axum::middleware::Next;
use axum::response::Response;
use std::net::IpAddr;

/// Origins of the desktop app's own pages (Tauri on Linux/macOS and on Windows).
const APP_ORIGINS: &[&str] = &[
    "tauri://localhost",
    "http://tauri.localhost",
    "https://tauri.localhost",
];

/// The headers every page and file is served with: no framing by other sites, no sniffing,
/// and a content policy that lets the page talk only to this host.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; \
     base-uri 'self'; form-action 'none'; frame-ancestors 'none'";

/// The host part of a `Host` header value, without its port.
fn host_name(host: &str) -> &str {
    if let Some(rest) = host.strip_prefix('[') {
        return rest.split(']').next().unwrap_or("");
    }
    match host.rsplit_once(':') {
        Some((name, port)) if port.chars().all(|c| c.is_ascii_digit()) => name,
        _ => host,
    }
}

/// This machine's own names: its host name and that name under `.local` (mDNS).
fn machine_names() -> Vec<String> {
    let name = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("COMPUTERNAME").ok())
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|n| n.trim().to_ascii_lowercase())
        .filter(|n| !n.is_empty() && n != "localhost");
    name.map(|n| vec![format!("{n}.local"), n])
        .unwrap_or_default()
}

/// Whether a `Host` header names this machine: an IP address literal, `localhost`, or the
/// machine's own host name (also under `.local`).
pub fn host_allowed(host: &str) -> bool {
    let name = host_name(host);
    name.eq_ignore_ascii_case("localhost")
        || name.parse::<IpAddr>().is_ok()
        || machine_names().iter().any(|n| n.eq_ignore_ascii_case(name))
}

/// Checks a WebSocket upgrade's `Host` and `Origin`; the error says why it is refused.
pub fn check_upgrade(headers: &HeaderMap) -> Result<(), String> {
    let host = headers
        .get(HOST)
        .and_then(|h| h.to_str().ok())
        .ok_or("the request names no Host")?;
    if !host_allowed(host) {
        return Err(format!(
            "Host '{host}' is not this machine; open the game by the address the host shows, or as localhost"
        ));
    }
    let Some(origin) = headers.get(ORIGIN) else {
        return Ok(());
    };
    let origin = origin.to_str().map_err(|_| "the Origin is unreadable")?;
    let own = [format!("http://{host}"), format!("https://{host}")];
    if own.iter().any(|o| o.eq_ignore_ascii_case(origin)) || APP_ORIGINS.contains(&origin) {
        Ok(())
    } else {
        Err(format!(
            "pages from {origin} may not use this host; only its own page ({}) and the Epochs app may",
            own[0]
        ))
    }
}

/// Adds the security headers to every response.
pub async fn security_headers(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(
        "content-security-policy",
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    );
    headers.insert("x-frame-options", HeaderValue::from_static("DENY"));
    headers.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    headers.insert("referrer-policy", HeaderValue::from_static("no-referrer"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(host: Option<&str>, origin: Option<&str>) -> HeaderMap {
        let mut h = HeaderMap::new();
        if let Some(v) = host {
            h.insert(HOST, HeaderValue::from_str(v).unwrap());
        }
        if let Some(v) = origin {
            h.insert(ORIGIN, HeaderValue::from_str(v).unwrap());
        }
        h
    }

    #[test]
    fn own_pages_and_the_app_may_connect() {
        for (host, origin) in [
            ("127.0.0.1:8765", Some("http://127.0.0.1:8765")),
            ("192.168.1.20:8765", Some("http://192.168.1.20:8765")),
            ("[::1]:8765", Some("http://[::1]:8765")),
            ("localhost:8765", Some("http://localhost:8765")),
            ("127.0.0.1:8765", Some("tauri://localhost")),
            ("127.0.0.1:8765", None),
        ] {
            assert_eq!(
                check_upgrade(&headers(Some(host), origin)),
                Ok(()),
                "{host} {origin:?}"
            );
        }
    }

    #[test]
    fn foreign_origins_and_rebound_names_are_refused() {
        let evil = check_upgrade(&headers(
            Some("127.0.0.1:8765"),
            Some("http://evil.example"),
        ));
        assert!(evil.unwrap_err().contains("evil.example"));
        let rebound = check_upgrade(&headers(
            Some("rebind.attacker.example:8765"),
            Some("http://rebind.attacker.example:8765"),
        ));
        assert!(rebound.unwrap_err().contains("rebind.attacker.example"));
        let other_port = check_upgrade(&headers(
            Some("127.0.0.1:8765"),
            Some("http://127.0.0.1:9999"),
        ));
        assert!(other_port.is_err());
        assert!(check_upgrade(&headers(None, None)).is_err());
    }
}
