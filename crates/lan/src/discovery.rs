//! Finding hosts on the local network: a host announces itself by DNS-SD over mDNS
//! (`_epochs._tcp.local.`), and the app lists what it hears. Browsers cannot do this, which
//! is why the join link and its QR code exist too.

use crate::protocol::DiscoveredHost;
use mdns_sd::{IfKind, ServiceDaemon, ServiceEvent, ServiceInfo};
use std::collections::BTreeMap;
use std::net::{IpAddr, Ipv4Addr};
use std::time::{Duration, Instant};

/// The DNS-SD service type of an Epochs host.
pub const SERVICE_TYPE: &str = "_epochs._tcp.local.";

/// This machine's name, for announcing.
fn machine_name() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("COMPUTERNAME").ok())
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| "epochs".into())
}

fn daemon(loopback_only: bool) -> Result<ServiceDaemon, String> {
    let daemon = ServiceDaemon::new().map_err(|e| format!("mDNS: {e}"))?;
    if loopback_only {
        daemon
            .disable_interface(IfKind::All)
            .and_then(|()| daemon.enable_interface(IfKind::LoopbackV4))
            .map_err(|e| format!("mDNS: {e}"))?;
    }
    Ok(daemon)
}

/// A host's announcement, withdrawn when dropped.
pub struct Announcer {
    daemon: ServiceDaemon,
    fullname: String,
}

impl Announcer {
    /// Announces a host on `port` at `addrs` (on loopback only when `loopback_only`, for tests).
    pub fn start(port: u16, addrs: &[Ipv4Addr], loopback_only: bool) -> Result<Announcer, String> {
        if addrs.is_empty() {
            return Err("this machine has no address on a local network".into());
        }
        let daemon = daemon(loopback_only)?;
        let machine = machine_name();
        let instance = format!("Epochs on {machine} ({port})");
        let host_name = format!("{}.local.", machine.to_ascii_lowercase());
        let ips: Vec<IpAddr> = addrs.iter().map(|&ip| IpAddr::V4(ip)).collect();
        let info = ServiceInfo::new(
            SERVICE_TYPE,
            &instance,
            &host_name,
            &ips[..],
            port,
            &[("path", "/")][..],
        )
        .map_err(|e| format!("mDNS: {e}"))?;
        let fullname = info.get_fullname().to_string();
        daemon.register(info).map_err(|e| format!("mDNS: {e}"))?;
        Ok(Announcer { daemon, fullname })
    }
}

impl Drop for Announcer {
    fn drop(&mut self) {
        let _ = self.daemon.unregister(&self.fullname);
        let _ = self.daemon.shutdown();
    }
}

/// The hosts heard within `wait` (on loopback only when `loopback_only`, for tests).
pub fn discover(wait: Duration, loopback_only: bool) -> Result<Vec<DiscoveredHost>, String> {
    let daemon = daemon(loopback_only)?;
    let events = daemon
        .browse(SERVICE_TYPE)
        .map_err(|e| format!("mDNS: {e}"))?;
    let deadline = Instant::now() + wait;
    let mut found = BTreeMap::new();
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        match events.recv_timeout(left) {
            Ok(ServiceEvent::ServiceResolved(info)) => {
                let name = info
                    .get_fullname()
                    .trim_end_matches(SERVICE_TYPE)
                    .trim_end_matches('.')
                    .to_string();
                let mut ips: Vec<&Ipv4Addr> = info.get_addresses_v4().into_iter().collect();
                ips.sort_by_key(|ip| (!ip.is_private(), **ip));
                if let Some(ip) = ips.first() {
                    let url = format!("http://{ip}:{}/", info.get_port());
                    found.insert(url.clone(), DiscoveredHost { name, url });
                }
            }
            Ok(_) => {}
            Err(_) => break,
        }
    }
    let _ = daemon.stop_browse(SERVICE_TYPE);
    let _ = daemon.shutdown();
    Ok(found.into_values().collect())
}
