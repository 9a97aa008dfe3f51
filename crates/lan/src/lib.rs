//! The Epochs host: serves the built web UI and the table API over a WebSocket, so the app's
//! UI runs in any browser on the machine or the local network (docs/protocol.md). Every
//! request is authorised for the connection that sent it (`access`); the app hosts
//! in-process (`hosting::AppHosting`), `epochs serve` from a terminal (`serve`).
#![warn(missing_docs)]

mod access;
mod call;
mod delta;
mod diff;
mod discovery;
mod envelope;
mod guard;
mod host;
mod hosting;
#[cfg(feature = "internet")]
pub mod internet;
mod invitation;
mod joincode;
mod limits;
mod lobby;
mod notices;
mod peer;
pub use notices::notice_in_words;
pub use peer::Peer;
mod protocol;
mod server;
mod slots;
mod socket;
mod wire;

pub use access::{
    authorise, fresh_token, Access, Grant, Holder, JoinRequest, Joined, SeatGrant, DEVICE_METHODS,
    MAX_WAITING,
};
pub use call::Call;
pub use delta::{is_cached, KEPT_BYTES};
pub use discovery::{discover, Announcer, SERVICE_TYPE};
pub use envelope::{MAX_MESSAGE, MAX_REQUEST};
pub use guard::check_upgrade;
pub use host::{grant_info, Connection, Host, OnChange};
pub use hosting::{listen, AppHosting, Listening, DEFAULT_PORT};
pub use invitation::{join_url, lan_addresses, qr_svg, qr_text, status_for};
pub use joincode::{
    normalise as normalise_code, GUESS_WINDOW, MAX_GUESSES, MAX_GUESSES_TOTAL, NEW_CODE_AFTER,
};
pub use limits::{
    CONNECTS_PER_SECOND, CONNECT_BURST, NOTICE_GAP, REQUESTS_PER_SECOND, REQUEST_BURST,
};
pub use protocol::{
    BotPace, DiscoveredHost, ElsewhereJoin, ElsewhereStatus, GrantInfo, HostRequest, HostingStatus,
    JoinAnswer, JoinAsking, JoinDecision, JoinResult, LobbyGame, LobbySeat, PathState, WaitingJoin,
    HOST_REQUESTS,
};
pub use server::{
    http_budget, open_file_limit, serve_bounded, serve_within, Bounds, Gate, HEADER_TIMEOUT,
    HTTP_PER_ADDRESS, MAX_HEADER_BYTES, MOST_HTTP,
};
pub use slots::{
    BYSTANDER_IDLE, MAX_CONNECTIONS, ON_PROBATION, PER_ADDRESS, PER_TOKEN, PING_AFTER, PONG_WAIT,
    PROBATION, PROBATION_PER_ADDRESS, SEATED_PER_ADDRESS,
};
pub use socket::{router, router_with, UiFile, UiFiles, UiSource};
pub use wire::DEFLATE_FROM;

use epochs_table::Table;
use std::net::SocketAddr;
use std::path::PathBuf;

/// The protocol's whole TypeScript file: the table's types and the host's own.
pub fn typescript() -> Result<String, String> {
    epochs_table::typescript::generate_with(&protocol::export_typescript, protocol::HOST_REQUESTS)
}

/// Every generated TypeScript file of the UI, by its path from the repository root: the
/// protocol's types, and the typed calls of the table's methods and of the host's own.
pub fn typescript_files() -> Result<Vec<(&'static str, String)>, String> {
    use epochs_table::typescript::{generate_calls, CallClass, CALLS_PATH, GENERATED_PATH};
    let host = CallClass {
        class: "HostCalls",
        request: "HostRequest",
        whose: "the LAN host (or the app) answers itself",
        methods: protocol::HOST_REQUESTS,
    };
    Ok(vec![
        (GENERATED_PATH, typescript()?),
        (CALLS_PATH, generate_calls(&[host])),
    ])
}

/// Options of `epochs serve`.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// Address to listen on (loopback by default; 0.0.0.0 to let the LAN join).
    pub addr: SocketAddr,
    /// Saved-games directory (default: the platform's app-data directory).
    pub data_dir: Option<PathBuf>,
    /// The built UI.
    pub ui_dir: PathBuf,
    /// Search iterations per decision of the medium and hard bots and of hints, with no time
    /// limit, so that they decide the same whatever the machine's load (tests); `None`: the
    /// levels' own budgets.
    pub bot_iterations: Option<u32>,
    /// Also host for devices in other homes, over iroh, through this relay (`Some(None)`:
    /// iroh's default relays).
    pub internet: Option<Option<String>>,
    /// Where a copy of the web app is published: the invitation is then also printed as a
    /// link that opens it (`--web-app`).
    pub web_app: Option<String>,
}

/// Runs the host until Ctrl-C. Prints the host device's link, how other devices join
/// (address, code, QR code) and, last, the address it listens on.
pub async fn serve(opts: ServeOptions) -> Result<(), String> {
    let mut table = Table::open(opts.data_dir.as_deref()).map_err(|e| e.to_string())?;
    if let Some(iterations) = opts.bot_iterations {
        table.set_bot_budget(epochs_table::bot::BotBudget {
            search: Some(epochs_table::bot::SearchConfig {
                iterations,
                ..Default::default()
            }),
        });
    }
    if let Some(r) = table.recovery() {
        eprintln!(
            "The saved-games database could not be used ({}); it was moved to {} and a fresh one started.",
            r.reason,
            r.moved_to.display()
        );
    }
    for notice in table.notices() {
        eprintln!("{}", notices::notice_in_words(&notice));
    }
    if !opts.ui_dir.join("index.html").exists() {
        eprintln!(
            "warning: no built UI in {} (run `npm run build` in ui/); the API still works",
            opts.ui_dir.display()
        );
    }
    let host = Host::new(table)?;
    let listening = listen(host, opts.addr, UiSource::Dir(opts.ui_dir.clone())).await?;
    let local = listening.local;
    let own = if local.ip().is_unspecified() {
        SocketAddr::from((std::net::Ipv4Addr::LOCALHOST, local.port()))
    } else {
        local
    };
    let host = &listening.host;
    // A second program opening these saved games is told where this one serves them.
    if let Err(e) = host
        .table()
        .and_then(|mut t| t.announce(&format!("http://{own}/")))
    {
        eprintln!("{e}");
    }
    println!(
        "Host device (keep this link to yourself): http://{own}/#host={}",
        host.host_token()
    );
    println!("Join code for other devices: {}", host.join_code());
    if let Some(status) = host.status() {
        if status.lan {
            println!("Other devices join at: {}", status.urls.join("  or  "));
            match qr_text(&status.join_url) {
                Ok(qr) => println!("Or scan this with a phone or tablet:\n{qr}"),
                Err(e) => eprintln!("{e}"),
            }
        }
    }
    let sharing = match &opts.internet {
        Some(relay) => {
            Some(share_elsewhere(host, relay.as_deref(), opts.web_app.as_deref()).await?)
        }
        None => None,
    };
    // Last, so that a script waiting for this line finds the others already written.
    println!("Epochs is serving on http://{local}/");
    let _ = tokio::signal::ctrl_c().await;
    #[cfg(feature = "internet")]
    if let Some(sharing) = sharing {
        sharing.stop().await;
    }
    #[cfg(not(feature = "internet"))]
    let () = sharing.unwrap_or(());
    listening.stop().await;
    Ok(())
}

/// Shares `host` with other homes and prints the invitation (and its link to the web app
/// published at `web_app`, with the link's QR code).
#[cfg(feature = "internet")]
async fn share_elsewhere(
    host: &Host,
    relay: Option<&str>,
    web_app: Option<&str>,
) -> Result<internet::Sharing, String> {
    let relay = internet::Relay::named(relay)?;
    if let Some(web_app) = web_app {
        internet::invitation_link(web_app, "", "").map_err(|e| format!("--web-app {e}"))?;
    }
    let dir = host
        .table()
        .map_err(|e| e.to_string())?
        .data_dir()
        .to_path_buf();
    let key = internet::load_or_make_key(&dir)?;
    let sharing = internet::share(host.clone(), key, &relay).await?;
    println!("Invitation for other homes: {}", sharing.ticket());
    println!(
        "They join with the code {} (epochs join-elsewhere INVITATION, or the app)",
        host.join_code()
    );
    println!(
        "Someone with the Epochs app opens: {}",
        internet::app_link(sharing.ticket(), &host.join_code())
    );
    if let Some(web_app) = web_app {
        let link = internet::invitation_link(web_app, sharing.ticket(), &host.join_code())?;
        println!("Or they open this link: {link}");
        match qr_text(&link) {
            Ok(qr) => println!("{qr}"),
            Err(e) => eprintln!("{e}"),
        }
    }
    Ok(sharing)
}

/// Without the `internet` feature, hosting across homes is refused.
#[cfg(not(feature = "internet"))]
async fn share_elsewhere(_: &Host, _: Option<&str>, _: Option<&str>) -> Result<(), String> {
    Err("this build of epochs cannot host across homes (build it with --features internet)".into())
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// The committed files of ui/src/generated/ (protocol.ts, calls.ts) match the Rust
    /// declarations; `EPOCHS_WRITE_TYPES=1` rewrites them.
    #[test]
    fn generated_typescript_is_current() {
        let files = super::typescript_files().unwrap_or_else(|e| panic!("generating: {e}"));
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut stale = Vec::new();
        for (name, fresh) in &files {
            let path = root.join(name);
            if std::env::var_os("EPOCHS_WRITE_TYPES").is_some() {
                std::fs::write(&path, fresh).unwrap_or_else(|e| panic!("writing {path:?}: {e}"));
            }
            if std::fs::read_to_string(&path).unwrap_or_default() != *fresh {
                stale.push(*name);
            }
        }
        assert!(
            stale.is_empty(),
            "{stale:?} stale: run `epochs types --write` (or \
             EPOCHS_WRITE_TYPES=1 cargo test -p epochs-lan generated) and commit them"
        );
        let fresh = &files[0].1;
        assert!(fresh.contains("export type HostRequest = "));
        assert!(fresh.contains("export type HostingStatus = "));
        assert!(files[1].1.contains("export class HostCalls {"));
    }
}
