//! The iroh endpoint both sides bind: which relay it is homed on, its QUIC limits, and the
//! ticket that names the host (its endpoint id and relay, never its IP addresses).

use iroh::endpoint::{presets, Builder, QuicTransportConfig};
use iroh::{EndpointAddr, EndpointId, RelayConfig, RelayMap, RelayMode, RelayUrl, SecretKey};
use iroh_tickets::endpoint::EndpointTicket;
use std::time::Duration;

/// The application protocol both ends speak: the table's JSON requests in frames.
pub const ALPN: &[u8] = b"epochs/table/1";

/// A ticket longer than this is refused unread (a real one is about 110 characters).
const MOST_TICKET: usize = 1024;

/// QUIC keep-alive: a silent connection still sends something this often.
const KEEP_ALIVE: Duration = Duration::from_secs(10);
/// A connection that hears nothing for this long is gone.
const IDLE: Duration = Duration::from_secs(25);

/// Which relay an endpoint is homed on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Relay {
    /// iroh's public relays, run by its maintainers.
    Default,
    /// One relay the user names (`--relay URL`): their own, or a test's.
    At(RelayUrl),
}

impl Relay {
    /// The relay named by `url`, or iroh's default ones without it.
    pub fn named(url: Option<&str>) -> Result<Relay, String> {
        match url {
            None => Ok(Relay::Default),
            Some(u) => u
                .parse::<RelayUrl>()
                .map(Relay::At)
                .map_err(|e| format!("--relay {u}: not a relay URL ({e})")),
        }
    }

    fn mode(&self) -> RelayMode {
        match self {
            Relay::Default => RelayMode::Default,
            // No QUIC address discovery: a relay in a test serves plain HTTP only.
            Relay::At(url) => {
                RelayMode::Custom(RelayMap::from(RelayConfig::new(url.clone(), None)))
            }
        }
    }
}

/// An endpoint builder with `key` as its identity, homed on `relay`. No address lookup
/// (the ticket carries the relay), no port mapping, and one stream per connection.
pub fn builder(key: SecretKey, relay: &Relay) -> Builder {
    let transport = QuicTransportConfig::builder()
        .max_concurrent_bidi_streams(1u32.into())
        .max_concurrent_uni_streams(0u32.into())
        .keep_alive_interval(KEEP_ALIVE)
        .max_idle_timeout(IDLE.try_into().ok())
        .build();
    iroh::Endpoint::builder(presets::Minimal)
        .secret_key(key)
        .relay_mode(relay.mode())
        .transport_config(transport)
}

/// The ticket of endpoint `id` homed on `relay`: what an invitation carries.
pub fn ticket(id: EndpointId, relay: Option<RelayUrl>) -> String {
    let addr = relay.map_or_else(
        || EndpointAddr::new(id),
        |url| EndpointAddr::new(id).with_relay_url(url),
    );
    EndpointTicket::new(addr).to_string()
}

/// The host named by a ticket; the reason when it is not one.
pub fn parse_ticket(ticket: &str) -> Result<EndpointAddr, String> {
    let ticket = ticket.trim();
    if ticket.len() > MOST_TICKET {
        return Err("not an invitation: far too long".into());
    }
    ticket
        .parse::<EndpointTicket>()
        .map(|t| t.endpoint_addr().clone())
        .map_err(|e| format!("not an invitation ({e})"))
}

/// A fresh secret key.
pub fn fresh_key() -> [u8; 32] {
    SecretKey::generate().to_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ticket_names_the_endpoint_and_its_relay_and_nothing_else() {
        let key = SecretKey::from_bytes(&[7u8; 32]);
        let relay: RelayUrl = "http://10.77.1.1:3340".parse().unwrap();
        let ticket = ticket(key.public(), Some(relay.clone()));
        assert!(ticket.len() < 200, "{ticket}");
        let addr = parse_ticket(&format!("  {ticket}\n")).unwrap();
        assert_eq!(addr.id, key.public());
        assert_eq!(addr.relay_urls().collect::<Vec<_>>(), vec![&relay]);
        assert_eq!(addr.ip_addrs().count(), 0);
    }

    #[test]
    fn what_is_not_a_ticket_is_refused_with_a_reason() {
        assert!(parse_ticket("endpointzzz").is_err());
        assert!(parse_ticket("hello").is_err());
        assert!(parse_ticket(&"endpoint".repeat(500))
            .unwrap_err()
            .contains("too long"));
        assert!(Relay::named(Some("not a url")).is_err());
        assert_eq!(Relay::named(None), Ok(Relay::Default));
    }
}
