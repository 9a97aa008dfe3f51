//! The host's own part of the protocol: the requests a LAN host answers itself (tokens,
//! joining, the lobby, hosting) and their answers. The TypeScript types of the UI are
//! generated from these (`epochs types --write`), like the table's.

use epochs_table::SeatKind;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

epochs_table::protocol_requests! {
    /// A request the host answers itself (the table answers the rest).
    HostRequest,
    /// Every method the host answers itself, with its answer's type.
    HOST_REQUESTS;
    /// Presents a token: the host token or a seat token.
    Hello = "hello" -> "GrantInfo", host { token: String }
    /// Joins seats of a game with the join code; the answer carries the seat token, or says
    /// that the host device is asked.
    Join = "join" -> "JoinResult", host { game: i64, seats: Vec<u8>, name: String, code: String }
    /// The games open to join, each seat with who holds it.
    Lobby = "lobby" -> "Array<LobbyGame>", reads, cached {}
    /// The host device frees a seat (its device may join again, or a bot may take it).
    FreeSeat = "free_seat" -> "{ freed: boolean }", host { game: i64, seat: u8 }
    /// The host device asks how to join: the address, the code, the QR code (`null` while
    /// the app does not host).
    Hosting = "hosting" -> "HostingStatus | null", reads {}
    /// The app starts hosting on the network (else on this machine only), with `game` put on
    /// the network for other devices to see and join, beside any put there before (without
    /// `game`: every saved game). The app only.
    HostStart = "host_start" -> "HostingStatus", app { lan: bool, #[serde(default)] #[ts(optional)] game: Option<i64> }
    /// The app stops hosting and closes the port (the app only).
    HostStop = "host_stop" -> "null", app {}
    /// Hosts announced on the local network (the app only).
    Discover = "discover" -> "Array<DiscoveredHost>", app {}
    /// The app shares its table with other homes, end to end encrypted over iroh, hosting on
    /// this machine first if it does not yet; through `relay` (default: iroh's public relays),
    /// and as a link to the copy of the web app published at `web_app`, if given. The
    /// invitation stays the same until `stop_elsewhere` (the app only).
    ShareElsewhere = "share_elsewhere" -> "ElsewhereStatus", app { #[serde(default)] #[ts(optional)] relay: Option<String>, #[serde(default)] #[ts(optional)] web_app: Option<String> }
    /// The app stops sharing with other homes: every device there is told, and the invitation
    /// dies for good (the next share makes a new one). The app only.
    StopElsewhere = "stop_elsewhere" -> "null", app {}
    /// The app joins a table in another home by its invitation: the loopback address its
    /// window then talks to, as to a host on the network (the app only).
    JoinElsewhere = "join_elsewhere" -> "ElsewhereJoin", app { invitation: String }
    /// How the connection to the other home travels: direct or through the relay, and its
    /// round trip (`null` when the app has joined no table elsewhere). The app only.
    ElsewherePath = "elsewhere_path" -> "PathState | null", app {}
    /// The host device chooses which seats of a game other devices may take without asking
    /// (every other seat is asked of the host device).
    OpenSeats = "open_seats" -> "null", host { game: i64, seats: Vec<u8> }
    /// The join requests waiting for the host device's answer (host device only).
    JoinRequests = "join_requests" -> "Array<WaitingJoin>", reads {}
    /// The host device approves or declines a join request (by its number).
    AnswerJoin = "answer_join" -> "{ delivered: boolean }", host {
        #[ts(type = "number")] request: u64, approve: bool
    }
    /// How fast the host plays its bots' moves: set by the host device (without `pace`, the
    /// answer is the pace now), told to anyone.
    BotPace = "bot_pace" -> "BotPace", host { #[serde(default)] #[ts(optional)] pace: Option<BotPace> }
}

/// How fast bots' moves follow each other, so that the people at the table can follow them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum BotPace {
    /// A readable pace.
    #[default]
    Normal,
    /// Quicker.
    Faster,
    /// No pause: the bots play through to the next person.
    Skip,
}

impl BotPace {
    /// The pause before each bot move.
    pub fn pause(self) -> std::time::Duration {
        std::time::Duration::from_millis(match self {
            BotPace::Normal => 900,
            BotPace::Faster => 250,
            BotPace::Skip => 0,
        })
    }

    /// The pace stored as `index`.
    pub(crate) fn from_index(index: u8) -> BotPace {
        match index {
            1 => BotPace::Faster,
            2 => BotPace::Skip,
            _ => BotPace::Normal,
        }
    }

    /// How the pace is stored in an atomic.
    pub(crate) fn to_index(self) -> u8 {
        self as u8
    }
}

/// What a connection may do, as told to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(tag = "role", rename_all = "snake_case")]
pub enum GrantInfo {
    /// The host device: everything.
    Host,
    /// Seats of one game.
    Seats {
        /// The game.
        game: i64,
        /// The seats.
        seats: Vec<u8>,
        /// The device's name.
        name: String,
    },
    /// No token: the public view only.
    Bystander,
}

/// The answer to `join`: the grant and the token to present from now on.
#[derive(Clone, Debug, Serialize, TS)]
pub struct JoinAnswer {
    /// What the device may now do.
    #[serde(flatten)]
    pub grant: GrantInfo,
    /// The seat token (128 bits), kept by the device for reconnecting.
    pub token: String,
}

/// The answer to `join` when a seat asked for is not open: the host device is asked, and
/// the device hears its answer as a `join_answer` event (`JoinDecision`).
#[derive(Clone, Debug, Serialize, TS)]
pub struct JoinAsking {
    /// The request's number.
    #[ts(type = "number")]
    pub asking: u64,
}

/// What `join` answers: the seats at once, or a request waiting for the host device.
#[derive(Clone, Debug, Serialize, TS)]
#[serde(untagged)]
pub enum JoinResult {
    /// The seats were open: the grant and the token.
    Joined(JoinAnswer),
    /// The host device is asked.
    Asking(JoinAsking),
}

/// The host device's answer to a join request, pushed to the waiting device as
/// `{"event": "join_answer", ...}`.
#[derive(Clone, Debug, Serialize, TS)]
pub struct JoinDecision {
    /// The request's number.
    #[ts(type = "number")]
    pub request: u64,
    /// Approved: the grant and the token.
    pub joined: Option<JoinAnswer>,
    /// Declined: why, in words.
    pub declined: Option<String>,
}

/// A join request waiting for the host device.
#[derive(Clone, Debug, Serialize, TS)]
pub struct WaitingJoin {
    /// The request's number.
    #[ts(type = "number")]
    pub request: u64,
    /// The game.
    #[ts(type = "number")]
    pub game: i64,
    /// The game's name.
    pub game_name: String,
    /// The seats asked for.
    pub seats: Vec<u8>,
    /// The asking device's name, as it gave it.
    pub device: String,
    /// The asking device's network address (its /64 network for IPv6), so that the host
    /// device can tell two devices of one name apart.
    pub address: String,
    /// How long it has waited, in seconds.
    #[ts(type = "number")]
    pub waited_s: u64,
}

/// An unfinished game in the lobby.
#[derive(Clone, Debug, Serialize, TS)]
pub struct LobbyGame {
    /// The saved game's id.
    #[ts(type = "number")]
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Which game ("khronos", "tempus").
    pub game: String,
    /// Its seats.
    pub seats: Vec<LobbySeat>,
}

/// One seat in the lobby.
#[derive(Clone, Debug, Serialize, TS)]
pub struct LobbySeat {
    /// The seat number.
    pub seat: u8,
    /// The player's name.
    pub name: String,
    /// The player's colour.
    pub colour: String,
    /// A person or a bot.
    pub kind: SeatKind,
    /// The name of the device that joined it, if one did.
    pub held_by: Option<String>,
    /// Whether that device is connected now.
    pub connected: bool,
    /// Whether another device may take it without asking the host device (an open seat:
    /// by default, a person's seat that nobody has played yet).
    pub open: bool,
}

/// How other devices join this host.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct HostingStatus {
    /// Whether the host listens on the local network (else on this machine only).
    pub lan: bool,
    /// The port it listens on.
    pub port: u16,
    /// The join code.
    pub code: String,
    /// The join link (with the code) to open on another device.
    pub join_url: String,
    /// The join link on each of this machine's addresses.
    pub urls: Vec<String>,
    /// The join link as a QR code (an SVG document).
    pub qr_svg: String,
}

/// How devices in other homes join this host.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct ElsewhereStatus {
    /// The invitation: the host's endpoint id and its relay, to send by any messenger.
    pub invitation: String,
    /// The join code.
    pub code: String,
    /// The invitation as a link to the web app (`WEB_APP#/elsewhere/TICKET/CODE`), when the
    /// address where it is published was given.
    pub link: Option<String>,
    /// The invitation as a link that opens the desktop app (`epochs://elsewhere/TICKET/CODE`),
    /// for someone who has it.
    pub app_link: String,
    /// The link, or else the invitation and code, as a QR code (an SVG document), for a
    /// phone's camera.
    pub qr_svg: String,
}

/// Where the app's window talks to a table in another home.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct ElsewhereJoin {
    /// The loopback address (`127.0.0.1:PORT`) that carries the window's connections there.
    pub host_port: String,
}

/// How a connection to a table in another home travels.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, TS)]
pub struct PathState {
    /// Whether a connection to the host is open.
    pub connected: bool,
    /// Whether it goes through the relay (no direct path found).
    pub relayed: bool,
    /// Its round-trip time, in milliseconds.
    #[ts(type = "number | null")]
    pub rtt_ms: Option<u64>,
}

/// A host found on the local network.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct DiscoveredHost {
    /// Its announced name.
    pub name: String,
    /// Its address (`http://IP:PORT/`).
    pub url: String,
}

/// Generates the host protocol's TypeScript types with `cfg`.
pub fn export_typescript(cfg: &ts_rs::Config) -> Result<(), ts_rs::ExportError> {
    HostRequest::export_all(cfg)?;
    BotPace::export_all(cfg)?;
    GrantInfo::export_all(cfg)?;
    JoinAnswer::export_all(cfg)?;
    JoinResult::export_all(cfg)?;
    JoinDecision::export_all(cfg)?;
    WaitingJoin::export_all(cfg)?;
    LobbyGame::export_all(cfg)?;
    HostingStatus::export_all(cfg)?;
    DiscoveredHost::export_all(cfg)?;
    ElsewhereStatus::export_all(cfg)?;
    ElsewhereJoin::export_all(cfg)?;
    PathState::export_all(cfg)?;
    Ok(())
}

#[cfg(test)]
mod pace_tests {
    use super::BotPace;

    #[test]
    fn each_pace_is_stored_and_read_back_and_normal_is_the_default() {
        for pace in [BotPace::Normal, BotPace::Faster, BotPace::Skip] {
            assert_eq!(BotPace::from_index(pace.to_index()), pace);
        }
        assert_eq!(BotPace::default(), BotPace::Normal);
        assert!(BotPace::Normal.pause() > BotPace::Faster.pause());
        assert_eq!(BotPace::Skip.pause().as_millis(), 0);
    }
}
