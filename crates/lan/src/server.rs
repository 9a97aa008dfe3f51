//! The host's accept loop: every TCP connection, whatever it carries, is bounded in count,
//! size and time. HTTP/1 is served by hyper with its own limits (a header read timeout that
//! also closes idle keep-alive connections, a maximum header buffer); connections that have
//! not (yet) become a WebSocket are capped per device address and in total, under the
//! process's open-file limit, and when a cap is reached the oldest such connection makes room
//! for the newest, so that whoever holds them, the host device and a returning seat still get
//! in. A connection that turns into a WebSocket leaves this count for `slots`.

use crate::peer::device_address;
use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::BTreeMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::{oneshot, watch};
use tower_service::Service;

/// A request's whole header must arrive within this; a kept-alive connection that sends no
/// new request for this long is closed too (the browser opens another when it needs one).
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// Most bytes of a request's header a connection may buffer (larger: 431, then closed).
pub const MAX_HEADER_BYTES: usize = 16 * 1024;
/// Most HTTP connections (not WebSockets) open at once from one device address.
pub const HTTP_PER_ADDRESS: usize = 32;
/// Most HTTP connections (not WebSockets) open at once, when the open-file limit allows.
pub const MOST_HTTP: usize = 256;
/// Open files kept for everything else: the WebSockets `slots` admits, the saved games'
/// files, the network announcer, the standard streams, with room to spare.
const FILES_KEPT: u64 = (crate::slots::MAX_CONNECTIONS + crate::slots::ON_PROBATION) as u64 + 96;
/// How long a stopping host lets an HTTP connection finish its answer.
const STOP_GRACE: Duration = Duration::from_secs(2);

/// How many HTTP connections the host keeps open at once under an open-file limit of
/// `limit` (`None`: unknown, `MOST_HTTP`); never fewer than 16.
pub fn http_budget(limit: Option<u64>) -> usize {
    let room = limit.map_or(MOST_HTTP as u64, |l| l.saturating_sub(FILES_KEPT));
    usize::try_from(room).map_or(MOST_HTTP, |r| r.clamp(16, MOST_HTTP))
}

/// The process's limit of open files (its soft limit), where the system tells it.
pub fn open_file_limit() -> Option<u64> {
    #[cfg(unix)]
    {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit writes into the struct it is given and reads nothing else.
        let read = unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) };
        (read == 0 && limit.rlim_cur != libc::RLIM_INFINITY).then_some(limit.rlim_cur)
    }
    #[cfg(not(unix))]
    {
        None
    }
}

#[derive(Debug)]
struct Open {
    address: IpAddr,
    close: Option<oneshot::Sender<()>>,
}

/// The HTTP connections open now, oldest first (their numbers grow with time).
#[derive(Debug)]
pub struct Gate {
    next: u64,
    open: BTreeMap<u64, Open>,
    per_address: usize,
    total: usize,
}

impl Gate {
    /// At most `per_address` connections from one device address and `total` in all.
    pub fn new(per_address: usize, total: usize) -> Gate {
        Gate {
            next: 0,
            open: BTreeMap::new(),
            per_address: per_address.max(1),
            total: total.max(1),
        }
    }

    /// Lets a new connection from `ip` in, closing the oldest of its address when that
    /// address is at its cap, else the oldest of all when the host is: its number, and the
    /// signal that it must close to make room.
    pub fn admit(&mut self, ip: IpAddr) -> (u64, oneshot::Receiver<()>) {
        let address = device_address(ip);
        let mut same = self.open.iter().filter(|(_, o)| o.address == address);
        if same.clone().count() >= self.per_address {
            let oldest = same.next().map(|(&id, _)| id);
            self.close(oldest);
        } else if self.open.len() >= self.total {
            let oldest = self.open.keys().next().copied();
            self.close(oldest);
        }
        let (tx, rx) = oneshot::channel();
        self.next += 1;
        self.open.insert(
            self.next,
            Open {
                address,
                close: Some(tx),
            },
        );
        (self.next, rx)
    }

    fn close(&mut self, id: Option<u64>) {
        if let Some(mut open) = id.and_then(|id| self.open.remove(&id)) {
            if let Some(close) = open.close.take() {
                let _ = close.send(());
            }
        }
    }

    /// Connection `id` closed, or became a WebSocket.
    pub fn finished(&mut self, id: u64) {
        self.open.remove(&id);
    }

    /// How many HTTP connections are open.
    pub fn count(&self) -> usize {
        self.open.len()
    }
}

/// The bounds of the HTTP connections.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    /// How long a request's header may take, and a kept-alive connection may stay silent.
    pub header_timeout: Duration,
    /// Most HTTP connections from one device address.
    pub per_address: usize,
    /// Most HTTP connections in all.
    pub total: usize,
}

impl Bounds {
    /// The host's bounds, within this process's open-file limit.
    pub fn for_this_process() -> Bounds {
        Bounds {
            header_timeout: HEADER_TIMEOUT,
            per_address: HTTP_PER_ADDRESS,
            total: http_budget(open_file_limit()),
        }
    }
}

/// Serves `router` on `listener` until `stop` turns true, every connection bounded as this
/// module says. Each request carries the peer's address (`ConnectInfo<SocketAddr>`).
pub async fn serve_bounded(listener: TcpListener, router: Router, stop: watch::Receiver<bool>) {
    serve_within(listener, router, stop, Bounds::for_this_process()).await;
}

/// `serve_bounded` within `bounds` (tests set smaller ones).
pub async fn serve_within(
    listener: TcpListener,
    router: Router,
    mut stop: watch::Receiver<bool>,
    bounds: Bounds,
) {
    let gate = Arc::new(Mutex::new(Gate::new(bounds.per_address, bounds.total)));
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(bounds.header_timeout)
        .max_buf_size(MAX_HEADER_BYTES)
        .keep_alive(true);
    loop {
        let accepted = tokio::select! {
            // A stop whose sender is gone never comes (the branch is then disabled).
            Ok(_) = stop.wait_for(|&s| s) => return,
            accepted = listener.accept() => accepted,
        };
        let (tcp, peer) = match accepted {
            Ok(a) => a,
            Err(e) => {
                // Out of files or memory for a moment: the connections already open go on.
                eprintln!("cannot accept a connection: {e}");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        // Answers are small writes that follow one another (an answer, a change notice): with
        // Nagle's algorithm each would wait for the peer's delayed acknowledgement.
        let _ = tcp.set_nodelay(true);
        let (id, evicted) = gate
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .admit(peer.ip());
        let service = hyper::service::service_fn({
            let router = router.clone();
            move |mut request: hyper::Request<Incoming>| {
                request.extensions_mut().insert(ConnectInfo(peer));
                let mut router = router.clone();
                async move { router.call(request).await }
            }
        });
        let connection = http
            .serve_connection(TokioIo::new(tcp), service)
            .with_upgrades();
        let gate = gate.clone();
        let mut stop = stop.clone();
        tokio::spawn(async move {
            tokio::pin!(connection);
            let stopping = tokio::select! {
                _ = connection.as_mut() => false,
                // Dropped: the socket closes.
                _ = evicted => false,
                Ok(_) = stop.wait_for(|&s| s) => true,
            };
            if stopping {
                connection.as_mut().graceful_shutdown();
                let _ = tokio::time::timeout(STOP_GRACE, connection).await;
            }
            gate.lock()
                .unwrap_or_else(PoisonError::into_inner)
                .finished(id);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    fn ip(last: u8) -> IpAddr {
        IpAddr::V4(Ipv4Addr::new(127, 0, 3, last))
    }

    #[test]
    fn one_address_at_its_cap_closes_its_own_oldest_not_another_s() {
        let mut gate = Gate::new(2, 10);
        let (_, mut other) = gate.admit(ip(9));
        let (_, mut first) = gate.admit(ip(1));
        let (_, mut second) = gate.admit(ip(1));
        let (_, mut third) = gate.admit(ip(1));
        assert!(first.try_recv().is_ok(), "the oldest of the address closes");
        assert!(second.try_recv().is_err());
        assert!(third.try_recv().is_err());
        assert!(
            other.try_recv().is_err(),
            "another address keeps its connection"
        );
        assert_eq!(gate.count(), 3);
    }

    #[test]
    fn a_full_host_closes_its_oldest_connection_for_a_new_one() {
        let mut gate = Gate::new(4, 3);
        let mut held: Vec<_> = (1..=3).map(|n| gate.admit(ip(n))).collect();
        let (newest, _) = gate.admit(ip(200));
        assert!(held[0].1.try_recv().is_ok());
        assert!(held[1].1.try_recv().is_err());
        assert_eq!(gate.count(), 3);
        gate.finished(newest);
        gate.finished(held[1].0);
        assert_eq!(gate.count(), 1);
    }

    #[test]
    fn the_budget_stays_under_the_open_file_limit() {
        assert_eq!(http_budget(None), MOST_HTTP);
        assert_eq!(http_budget(Some(1_000_000)), MOST_HTTP);
        let at_1024 = http_budget(Some(1024));
        assert!(at_1024 as u64 + FILES_KEPT <= 1024, "{at_1024}");
        assert_eq!(http_budget(Some(256)), 256 - FILES_KEPT as usize);
        assert_eq!(http_budget(Some(100)), 16);
    }
}
