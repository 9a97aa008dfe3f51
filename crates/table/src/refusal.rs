//! Why the table or a LAN host refuses a request it understood, as facts each device words in
//! its own language (ui/src/transport/errors.ts): no sentence leaves the host.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

/// A request the table understood and will not carry out, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// A hint is for the seat that must act, and this one need not.
    HintNotTheirMove {
        /// The seat's name.
        name: String,
    },
    /// The seat is not played by a bot.
    NotABot {
        /// The seat's name.
        name: String,
    },
    /// The bot found no legal action.
    BotHasNoMove,
    /// The game kept changing while the bot thought.
    BotMoveStale,
    /// The game changed while the hint was thought out.
    HintStale,
    /// The saved log is not damaged: there is nothing to repair.
    NotDamaged,
    /// The saved log is damaged from this action on.
    Damaged {
        /// The first action that is damaged (1-based).
        from: u64,
    },
    /// The game has no such seat.
    NoSuchSeat {
        /// The seat asked for (1-based).
        seat: u16,
    },
    /// No game of this key.
    UnknownGame {
        /// The key asked for.
        key: String,
    },
    /// A game's name is too long or empty.
    GameNameLength {
        /// Characters at most.
        most: u32,
    },
    /// Too many seats.
    TooManySeats {
        /// Seats at most.
        most: u32,
    },
    /// A seat's name or colour is too long.
    SeatNameLength {
        /// Characters at most.
        most: u32,
    },
    /// A device's name is too long or empty.
    DeviceNameLength {
        /// Characters at most.
        most: u32,
    },
    /// A name holds a control or format character (a bell, an escape, a line break, a
    /// right-to-left override, a zero-width space...).
    NameCharacter {
        /// What the name is of.
        of: NamedThing,
        /// The first such character, as `U+202E`.
        code_point: String,
    },
    /// Nothing in a name can be seen.
    InvisibleName {
        /// What the name is of.
        of: NamedThing,
    },
    /// What the action does is told once it is taken (it draws or reveals cards).
    NoPreview,
    /// A backup could not be restored.
    CannotRestore {
        /// What the store said (for a developer).
        detail: String,
    },
    /// This app is not hosting a network game.
    NotHosting,
    /// This host is already hosting.
    AlreadyHosting,
    /// Too many requests from this device.
    SlowDown,
    /// The host is full: a device must present its token.
    HostFull,
    /// The request is longer than its kind allows.
    TooLong {
        /// KiB at most for a request.
        most_kib: u32,
        /// KiB at most for an import.
        import_kib: u32,
    },
    /// A join asks for no seat.
    NoSeatPicked,
    /// The join request is no longer waiting.
    RequestGone,
}

/// A request refused for want of rights: the device does not hold what it needs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Denial {
    /// The host does not know the device's token (it restarted, or the seats were freed).
    TokenUnknown,
    /// A wrong join code.
    WrongJoinCode,
    /// Too many wrong join codes were tried on this host.
    TooManyCodes {
        /// Seconds to wait.
        wait_s: u64,
    },
    /// Too many wrong join codes from this device.
    TooManyCodesHere {
        /// Seconds to wait.
        wait_s: u64,
    },
    /// The game is not on the network.
    NotShared,
    /// A bot plays that seat.
    BotSeat,
    /// Another device holds the seat.
    SeatHeld {
        /// The seat (1-based).
        seat: u16,
        /// The device's name, when it has one.
        device: Option<String>,
    },
    /// The host device has too many join requests to answer.
    HostBusy,
    /// The host device declined this device's request a moment ago.
    Declined {
        /// Seconds to wait before asking again.
        wait_s: u64,
    },
    /// Only the host device may do this.
    HostDeviceOnly {
        /// The method asked for.
        method: String,
    },
    /// This device holds other seats.
    OtherSeats,
    /// This device holds no seat.
    Bystander,
}

/// What a name is the name of, for the refusals of names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum NamedThing {
    /// A saved game.
    Game,
    /// A seat (a player).
    Seat,
    /// A seat's colour.
    Colour,
    /// A device joining a host.
    Device,
}

/// Why an action cannot be taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum UndoRefusal {
    /// Nothing has been played yet.
    NothingPlayed,
    /// The last action was another player's.
    AnotherPlayers,
    /// Cards were drawn or revealed since.
    CardsSeen,
    /// Another player must act now.
    TurnPassed,
}

/// Why a file is not imported (nothing was written).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum ImportRefusal {
    /// Not JSON, or cut short.
    NotJson {
        /// The line where reading stopped.
        line: u64,
        /// The column.
        column: u64,
    },
    /// Not an Epochs saved game.
    NotEpochs,
    /// A format this build does not read.
    OtherVersion {
        /// The file's format.
        version: u64,
        /// The format this build reads.
        reads: u64,
    },
    /// No format version.
    NoVersion,
    /// A field is missing or wrong.
    Malformed {
        /// What the reader said (field names, for a developer).
        detail: String,
    },
    /// The game has no name.
    NoName,
    /// The seats listed are not the setup's players.
    SeatsMismatch {
        /// Seats listed.
        seats: u64,
        /// Players in the setup.
        players: u64,
    },
    /// The log does not replay through the rules.
    DoesNotReplay {
        /// The game's key.
        game: String,
        /// The 1-based action that fails (0: the setup).
        at: u64,
        /// Why.
        fault: ReplayFault,
    },
    /// The game's name, seats or key are refused.
    Refused {
        /// Why.
        refusal: Refusal,
    },
}

/// Why a saved log stops replaying.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "fault", rename_all = "snake_case")]
pub enum ReplayFault {
    /// The setup is refused (a developer's detail).
    Setup {
        /// What the game said.
        detail: String,
    },
    /// Not an action of this game (a developer's detail).
    NotAnAction {
        /// What the reader said.
        detail: String,
    },
    /// The action is by a seat that need not act.
    WrongSeat {
        /// The seat that acted.
        seat: u8,
        /// The seat that must act, if any.
        expected: Option<u8>,
    },
    /// The rules refuse the action.
    Illegal {
        /// The rule's code.
        rule: String,
        /// Its ruling.
        ruling: String,
        /// What the action ran into (the game's `Why`).
        #[ts(type = "GameWhy")]
        why: Value,
    },
}

/// What stands in the way of the saved games, as the store found it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum SavedGamesProblem {
    /// Another program holds the data folder.
    Held {
        /// The folder.
        dir: String,
        /// Who holds it, as its lock file says (a program and its process).
        holder: String,
    },
    /// The data folder can't be written.
    ReadOnly {
        /// The folder.
        dir: String,
    },
    /// The disk holding the data folder is full: the change was not saved.
    DiskFull {
        /// The folder.
        dir: String,
    },
    /// Another program holds the database locked.
    Locked {
        /// The database file.
        path: String,
    },
    /// The database was written by a newer version of Epochs.
    Newer {
        /// The database file.
        path: String,
        /// Its schema version.
        found: i64,
        /// The newest this version knows.
        known: i64,
    },
    /// A game's record fails its checksum.
    DamagedRecord {
        /// The game.
        game: i64,
    },
    /// No data folder could be found for this platform.
    NoDataDir,
}

impl SavedGamesProblem {
    /// The problem a store error tells, or the error back when it is another failure.
    pub fn of(e: epochs_store::StoreError) -> Result<SavedGamesProblem, epochs_store::StoreError> {
        use epochs_store::StoreError as E;
        let shown = |p: &std::path::Path| p.display().to_string();
        Ok(match e {
            E::Held { dir, holder } => SavedGamesProblem::Held {
                dir: shown(&dir),
                holder,
            },
            E::ReadOnly { dir } => SavedGamesProblem::ReadOnly { dir: shown(&dir) },
            E::DiskFull { dir } => SavedGamesProblem::DiskFull { dir: shown(&dir) },
            E::Locked { path } => SavedGamesProblem::Locked { path: shown(&path) },
            E::Newer { path, found, known } => SavedGamesProblem::Newer {
                path: shown(&path),
                found,
                known,
            },
            E::DamagedRecord(game) => SavedGamesProblem::DamagedRecord { game },
            E::NoDataDir => SavedGamesProblem::NoDataDir,
            other => return Err(other),
        })
    }
}
