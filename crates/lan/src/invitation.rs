//! The invitation to join a host: this machine's addresses on the local network, the join
//! link on them, and that link as a QR code (for the screens and for a terminal).

use crate::protocol::HostingStatus;
use qrcode::render::{svg, unicode};
use qrcode::QrCode;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};

/// This machine's IPv4 addresses on the local network (not loopback, not link-local).
pub fn lan_addresses() -> Vec<Ipv4Addr> {
    let mut found: Vec<Ipv4Addr> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter_map(|i| match i.ip() {
            IpAddr::V4(ip) if !ip.is_loopback() && !ip.is_link_local() => Some(ip),
            _ => None,
        })
        .collect();
    // Private addresses (home networks) first.
    found.sort_by_key(|ip| (!ip.is_private(), *ip));
    found.dedup();
    found
}

/// The join link of a host at `ip:port` with `code`.
pub fn join_url(ip: IpAddr, port: u16, code: &str) -> String {
    format!("http://{}/#/join/{code}", SocketAddr::new(ip, port))
}

/// `text` as a QR code drawn in SVG, at least 240 pixels wide.
pub fn qr_svg(text: &str) -> Result<String, String> {
    let code = QrCode::new(text.as_bytes()).map_err(|e| format!("cannot draw the QR code: {e}"))?;
    Ok(code
        .render::<svg::Color<'_>>()
        .min_dimensions(240, 240)
        .quiet_zone(true)
        .build())
}

/// `text` as a QR code in text, for a terminal.
pub fn qr_text(text: &str) -> Result<String, String> {
    let code = QrCode::new(text.as_bytes()).map_err(|e| format!("cannot draw the QR code: {e}"))?;
    Ok(code
        .render::<unicode::Dense1x2>()
        .dark_color(unicode::Dense1x2::Light)
        .light_color(unicode::Dense1x2::Dark)
        .quiet_zone(true)
        .build())
}

/// How to join a host listening at `local` (on every interface when `lan`).
pub fn status_for(local: SocketAddr, lan: bool, code: &str) -> Result<HostingStatus, String> {
    let port = local.port();
    let mut ips: Vec<IpAddr> = Vec::new();
    if lan && local.ip().is_unspecified() {
        ips.extend(lan_addresses().into_iter().map(IpAddr::V4));
    } else if !local.ip().is_unspecified() {
        ips.push(local.ip());
    }
    if ips.is_empty() {
        ips.push(IpAddr::V4(Ipv4Addr::LOCALHOST));
    }
    let urls: Vec<String> = ips.iter().map(|&ip| join_url(ip, port, code)).collect();
    let join_url = urls.first().cloned().unwrap_or_default();
    Ok(HostingStatus {
        lan,
        port,
        code: code.to_string(),
        qr_svg: qr_svg(&join_url)?,
        join_url,
        urls,
    })
}
