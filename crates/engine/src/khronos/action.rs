//! Actions a seat can take and the events they cause.

use super::types::{Age, BuildingType, Cards, Footprint, Kind, Seat, Square};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Everything a seat can do in Khronos. Buildings are named by any square they cover.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[ts(rename = "KhronosAction")]
pub enum Action {
    /// Pay 2 Ecus, discard these cards and draw back to four (K9).
    Exchange {
        /// Cards discarded.
        discard: Cards,
    },
    /// Hold'em: give one card from hand for one face-up card (K26).
    Swap {
        /// Colour given from hand.
        give: Kind,
        /// Colour taken from the face-up display.
        take: Kind,
    },
    /// Move one Adventurer pawn to another board for 1 Ecu (K11).
    Travel {
        /// Pawn 0 or 1.
        pawn: u8,
        /// Destination board.
        to: Age,
    },
    /// Construct a building on empty squares (Ages of Might and Faith).
    Construct {
        /// Board.
        age: Age,
        /// Building type.
        building: BuildingType,
        /// Squares covered.
        squares: Footprint,
        /// Cards of any colour paid for forest/mountain surcharges (K12).
        #[serde(default)]
        extra: Cards,
    },
    /// Upgrade a building to a bigger one of the same kind (K13).
    Upgrade {
        /// Board.
        age: Age,
        /// A square of the building upgraded.
        at: Square,
        /// The new type.
        building: BuildingType,
        /// All squares of the new building (the old ones plus free ones).
        squares: Footprint,
        /// Surcharge cards (K12).
        #[serde(default)]
        extra: Cards,
    },
    /// Demolish a constructed size-1 building for 1 Ecu and 1 card (K14).
    Demolish {
        /// Board.
        age: Age,
        /// The building's square.
        at: Square,
    },
    /// Put a cube on a Civil building in the Age of Reason for 1 Civil card (K24).
    Populate {
        /// A square of the building.
        at: Square,
    },
    /// Pay cards towards renovating a ruin in the Age of Reason (K25).
    Renovate {
        /// A square of the ruin.
        at: Square,
        /// Cards paid now (1, or 2 to renovate a Castle/Abbey at once).
        cards: u8,
    },
    /// Discard these unused cards, draw back to four and end the turn (K10).
    EndTurn {
        /// Cards discarded (all of them under the discard-all house rule).
        #[serde(default)]
        discard: Cards,
    },
    /// Answer a pending decision: the building to downsize.
    ChooseDownsize {
        /// A square of the chosen building.
        at: Square,
    },
    /// Answer a pending decision: the squares the downsized building keeps.
    PlaceDownsized {
        /// The squares kept.
        squares: Footprint,
    },
}

impl Action {
    /// Whether this action answers a pending decision.
    pub fn is_decision(&self) -> bool {
        matches!(
            self,
            Action::ChooseDownsize { .. } | Action::PlaceDownsized { .. }
        )
    }
}

/// Why a ripple did not reach a board (K19).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum StopReason {
    /// No tile of that type left.
    NoTile,
    /// The controller has no cube left.
    NoCube,
    /// It would link domains.
    Dominion,
    /// It would tie the highest building of its kind.
    Hierarchy,
}

/// What happened, for the game log and animations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "event", rename_all = "snake_case")]
#[ts(rename = "KhronosEvent")]
pub enum Event {
    /// A paid exchange.
    Exchanged {
        /// Who.
        seat: Seat,
        /// How many cards were discarded.
        discarded: Cards,
        /// How many were drawn.
        drawn: u8,
    },
    /// A Hold'em swap.
    Swapped {
        /// Who.
        seat: Seat,
        /// Given.
        give: Kind,
        /// Taken.
        take: Kind,
    },
    /// Time travel.
    Travelled {
        /// Who.
        seat: Seat,
        /// Pawn.
        pawn: u8,
        /// From.
        from: Age,
        /// To.
        to: Age,
    },
    /// A construction.
    Built {
        /// Who.
        seat: Seat,
        /// Where.
        age: Age,
        /// What.
        building: BuildingType,
        /// Squares.
        squares: Footprint,
        /// Cards paid.
        cards: Cards,
        /// Bonus Ecus.
        bonus: u32,
    },
    /// An upgrade.
    Upgraded {
        /// Who.
        seat: Seat,
        /// Where.
        age: Age,
        /// Old type.
        from: BuildingType,
        /// New type.
        to: BuildingType,
        /// New squares.
        squares: Footprint,
        /// Cards paid.
        cards: Cards,
        /// Bonus Ecus.
        bonus: u32,
    },
    /// A demolition.
    Demolished {
        /// Who.
        seat: Seat,
        /// Where.
        age: Age,
        /// What.
        building: BuildingType,
        /// Squares.
        squares: Footprint,
    },
    /// A building rippled into a later age.
    Rippled {
        /// Target board.
        age: Age,
        /// Type placed.
        building: BuildingType,
        /// Squares.
        squares: Footprint,
        /// Placed as an unrenovated ruin.
        ruin: bool,
    },
    /// A ripple's ruin replaced a renovated building in the Age of Reason, or a ruin whose
    /// renovation was half paid: the renovation is lost (K25), and a half-paid renovation's
    /// cube goes back to its owner.
    RenovationLost {
        /// Board (the Age of Reason).
        age: Age,
        /// What stood there.
        building: BuildingType,
        /// Its squares.
        squares: Footprint,
        /// Whether it had been renovated in full (else only its first card was paid).
        complete: bool,
        /// The seat whose cube marked a half-paid renovation.
        cube: Option<Seat>,
    },
    /// A ripple stopped before reaching a board.
    RippleStopped {
        /// The board it did not reach.
        age: Age,
        /// The building that did not ripple.
        building: BuildingType,
        /// Why.
        reason: StopReason,
    },
    /// A building destroyed by a temporal paradox.
    Paradox {
        /// Board.
        age: Age,
        /// What was destroyed.
        building: BuildingType,
        /// Its squares.
        squares: Footprint,
        /// Seat keeping one cube on a printed Hamlet under it.
        kept_cube: Option<Seat>,
    },
    /// Domains joined by a Civil building.
    Junction {
        /// Board.
        age: Age,
        /// Number of domains joined.
        domains: usize,
    },
    /// A building downsized to enforce the Rule of Hierarchy.
    Downsized {
        /// Board.
        age: Age,
        /// Old type.
        from: BuildingType,
        /// New type, or none when removed.
        to: Option<BuildingType>,
        /// Its controller.
        controller: Option<Seat>,
        /// Remaining squares.
        squares: Option<Footprint>,
    },
    /// A time shadow removed because its original was downsized (K21).
    ShadowRemoved {
        /// Board.
        age: Age,
        /// What was removed.
        building: BuildingType,
        /// Squares.
        squares: Footprint,
    },
    /// A cube placed on a Civil building.
    Populated {
        /// Who.
        seat: Seat,
        /// The building.
        building: BuildingType,
        /// Its squares.
        squares: Footprint,
    },
    /// Cards paid towards a renovation.
    Renovated {
        /// Who.
        seat: Seat,
        /// The ruin.
        building: BuildingType,
        /// Its squares.
        squares: Footprint,
        /// Whether it is now fully renovated.
        complete: bool,
    },
    /// A decision is now asked of a seat.
    DecisionAsked {
        /// Who must decide.
        seat: Seat,
    },
    /// Ecus collected at the end of a turn.
    Earned {
        /// Who.
        seat: Seat,
        /// Board.
        age: Age,
        /// Amount.
        ecus: u32,
    },
    /// A turn ended.
    TurnEnded {
        /// Whose.
        seat: Seat,
        /// Cards discarded.
        discarded: Cards,
        /// Cards drawn.
        drawn: u8,
    },
    /// The game ended.
    GameOver {
        /// The winner(s).
        winners: Vec<Seat>,
    },
}

impl Action {
    /// The group (action type) a legal action belongs to.
    pub fn group(&self) -> &'static str {
        match self {
            Action::Exchange { .. } => "exchange",
            Action::Swap { .. } => "swap",
            Action::Travel { .. } => "travel",
            Action::Construct { .. } => "construct",
            Action::Upgrade { .. } => "upgrade",
            Action::Demolish { .. } => "demolish",
            Action::Populate { .. } => "populate",
            Action::Renovate { .. } => "renovate",
            Action::EndTurn { .. } => "end_turn",
            Action::ChooseDownsize { .. } => "choose_downsize",
            Action::PlaceDownsized { .. } => "place_downsized",
        }
    }

    /// Whether its player may take the action back (ruling K27: not across a card draw).
    pub fn undoable(&self) -> bool {
        !matches!(self, Action::Exchange { .. } | Action::EndTurn { .. })
    }
}
