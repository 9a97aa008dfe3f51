//! What one action changed on the boards, for the screens to highlight: the squares of a
//! building placed, its ripples into later ages, what a paradox destroyed, a token's move, a
//! fight's hexes. Made from the engine's events, so they are public (nothing in a hand).
//! Each game makes its own marks, in its folder.

use epochs_engine::khronos::BuildingType;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// How a place changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum MarkKind {
    /// Something new stands there: a building, a ripple's copy, a map tile, a city.
    Built,
    /// What stands there changed: an upgrade, a downsizing, a renovation.
    Changed,
    /// Something was removed: a paradox, a demolition, tokens lost in a fight.
    Removed,
    /// A piece was added: a population cube, a token, babies.
    Added,
    /// A token moved here from `from`.
    Moved,
    /// A fight: the attacked hex, attacked from `from`.
    Fight,
    /// An Adventurer arrived on this board from the board `from`.
    Arrived,
}

/// What a marked piece is or was, as facts: each device words it in its own language
/// through its game's words. Each game's marks use their own kinds only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MarkPiece {
    /// Khronos: a building of this type.
    Building {
        /// The building's type.
        building: BuildingType,
    },
    /// Khronos: the ruin of a building of this type (a ripple into the Age of Reason).
    Ruin {
        /// The type of the building that was ruined.
        building: BuildingType,
    },
    /// Tempus: the map tile of this number.
    Tile {
        /// The tile's number.
        tile: u8,
    },
    /// Tempus: babies, one on each hex marked.
    Babies {
        /// How many babies were born (the number of hexes marked).
        count: u8,
    },
    /// Tempus: this many tokens (lost in a fight).
    Tokens {
        /// How many tokens were removed.
        count: u8,
    },
    /// Tempus: a city of this value.
    City {
        /// The city's value.
        value: u8,
    },
    /// Tempus: Atlantis.
    Atlantis,
    /// Tempus: a token converted to another seat's.
    ConvertedToken,
}

/// One highlighted place of one action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Mark {
    /// Which board: a Khronos age (`might`, `faith`, `reason`), or `map` in Tempus.
    pub board: String,
    /// How it changed.
    pub kind: MarkKind,
    /// The squares or hexes (empty for an Adventurer's arrival, which is the whole board).
    pub at: Vec<String>,
    /// Where a move, a fight or a journey came from (a hex, or an age).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub from: Option<String>,
    /// Whose piece, when it is one player's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub seat: Option<u8>,
    /// What piece it is or was (a Keep, a city of value 2), for the screens to word.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub piece: Option<MarkPiece>,
}

impl Mark {
    pub(crate) fn new(board: &str, kind: MarkKind, at: Vec<String>) -> Mark {
        Mark {
            board: board.to_string(),
            kind,
            at,
            from: None,
            seat: None,
            piece: None,
        }
    }

    pub(crate) fn came_from(mut self, from: impl ToString) -> Mark {
        self.from = Some(from.to_string());
        self
    }

    pub(crate) fn seat(mut self, seat: Option<u8>) -> Mark {
        self.seat = seat;
        self
    }

    pub(crate) fn piece(mut self, piece: MarkPiece) -> Mark {
        self.piece = Some(piece);
        self
    }
}
