//! Who is at the other end of a connection, as the host's limits count it: a device on the
//! network by its address, or a device in another home by its iroh endpoint id.

use std::fmt;
use std::net::{IpAddr, Ipv6Addr};

/// The address that stands for a device: an IPv4 address, or the /64 network of an IPv6
/// one (a device may hold many addresses in its network, each as easy to use as the next).
pub fn device_address(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

/// The device a connection comes from, for the limits kept per device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Peer {
    /// A device on the network, by `device_address` (an IPv6 device by its /64 network).
    Address(IpAddr),
    /// A device elsewhere, by the public key of its iroh endpoint.
    Endpoint([u8; 32]),
}

impl From<IpAddr> for Peer {
    fn from(ip: IpAddr) -> Peer {
        Peer::Address(device_address(ip))
    }
}

impl fmt::Display for Peer {
    /// An address as it is written; an endpoint as the first ten hex digits of its key, as
    /// iroh shortens it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Peer::Address(ip) => write!(f, "{ip}"),
            Peer::Endpoint(key) => {
                f.write_str("elsewhere ")?;
                key.iter().take(5).try_for_each(|b| write!(f, "{b:02x}"))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    #[test]
    fn ipv6_addresses_of_one_network_are_one_device() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::7".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(device_address(a), device_address(b));
        assert_ne!(device_address(a), device_address(c));
        let mapped: IpAddr = "::ffff:192.168.1.9".parse().unwrap();
        assert_eq!(
            device_address(mapped),
            IpAddr::V4(Ipv4Addr::new(192, 168, 1, 9))
        );
    }

    #[test]
    fn addresses_of_one_ipv6_network_are_one_peer_and_endpoints_are_named_short() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::7".parse().unwrap();
        assert_eq!(Peer::from(a), Peer::from(b));
        assert_eq!(Peer::from(a).to_string(), "2001:db8:1:2::");
        let mut key = [0u8; 32];
        key[0] = 0xab;
        key[4] = 0x01;
        assert_eq!(Peer::Endpoint(key).to_string(), "elsewhere ab00000001");
        assert_ne!(Peer::Endpoint(key), Peer::Endpoint([0; 32]));
    }
}
