//! Why an action is refused, as a fact with its arguments: each device words it in its own
//! language (ui/src/games/khronos/words.ts), the rule it breaks is beside it (`Rule`).

use super::types::{Age, BuildingType, Cards, Footprint, Kind, Square};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Why Khronos refuses an action: what the refused action ran into, with the buildings,
/// squares, cards and counts at stake.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "why", rename_all = "snake_case")]
#[ts(rename = "KhronosWhy")]
pub enum Why {
    /// The game is over.
    GameOver,
    /// No decision is waiting for an answer.
    NoDecision,
    /// A downsizing decision must be answered before anything else.
    DownsizingPending,
    /// No building has to be chosen for downsizing now.
    NoDownsizing,
    /// The building to downsize is one of these.
    ChooseOneOf {
        /// The buildings that may be chosen, each with its squares.
        choices: Vec<Placed>,
    },
    /// No downsized building has to be placed now.
    NoPlacing,
    /// The smaller building stays on one of these footprints.
    StayOnOneOf {
        /// The footprints it may keep.
        choices: Vec<Footprint>,
    },
    /// The paid exchange comes first in the turn, once.
    ExchangeTooLate,
    /// The paid exchange costs 2 Ecus.
    ExchangeCost,
    /// Cards to discard that the hand does not hold.
    DiscardMissing {
        /// The cards named.
        cards: Cards,
        /// The hand.
        hand: Cards,
    },
    /// Face-up cards are only used in the Hold'em variant.
    HoldemOnly,
    /// Face-up cards are taken in the exchange step.
    SwapTooLate,
    /// A swap for a card of the same colour changes nothing.
    SwapSameColour,
    /// No card of this colour is face up.
    NotFaceUp {
        /// The colour asked for.
        colour: Kind,
    },
    /// No card of this colour in hand to give.
    NoCardToGive {
        /// The colour offered.
        colour: Kind,
    },
    /// Each player has two Adventurers, 0 and 1.
    NoSuchPawn,
    /// The Adventurer is already in this age.
    AlreadyThere {
        /// Its age.
        age: Age,
    },
    /// Time travel costs 1 Ecu.
    TravelCost,
    /// Under the discard-all rule every unused card is discarded.
    DiscardAll {
        /// The hand, all of which goes.
        hand: Cards,
    },
    /// Cards to play that the hand does not hold.
    MissingCards {
        /// The cards needed.
        cards: Cards,
        /// The hand.
        hand: Cards,
    },
    /// Cards are played only where one of the player's Adventurers stands.
    NoAdventurerIn {
        /// The age with none.
        age: Age,
    },
    /// A play of three or four cards needs both Adventurers on the board.
    NeedsBothAdventurers {
        /// Cards in the play.
        count: u8,
    },
    /// At most 2 cards per Adventurer and 4 per turn.
    CardLimit {
        /// Cards already played this turn.
        played: u8,
    },
    /// Nothing is constructed, upgraded or demolished in the Age of Reason.
    NoBuildingInReason,
    /// A square off the map.
    OffMap {
        /// The square.
        square: Square,
    },
    /// A building covers exactly its value in squares.
    WrongSize {
        /// The building's value.
        size: u8,
        /// Squares named.
        squares: u8,
    },
    /// The squares of a building touch side by side.
    NotConnected {
        /// The squares named.
        squares: Footprint,
    },
    /// Only Towns and Cities cover river squares.
    River {
        /// The building.
        building: BuildingType,
    },
    /// No tile of this type is left in stock.
    NoTile {
        /// The building.
        building: BuildingType,
    },
    /// A Military or Religious building may not join domains.
    LinksDomains {
        /// The building.
        building: BuildingType,
        /// Domains it would touch.
        domains: u8,
    },
    /// The domain already has the highest building of this kind at this value.
    Hierarchy {
        /// The building already there, as high.
        building: BuildingType,
    },
    /// Forest and mountain squares cost extra cards of any colour.
    Surcharge {
        /// Extra cards owed.
        owed: u8,
        /// Players in the game.
        players: u8,
        /// Extra cards offered.
        offered: u8,
    },
    /// Too few cards of the building's colour in hand.
    TooFewOfColour {
        /// Cards of the colour needed.
        needed: u8,
        /// The colour.
        colour: Kind,
        /// Cards of the colour held.
        held: u8,
    },
    /// A new building goes on empty squares.
    Occupied {
        /// The squares named.
        squares: Footprint,
    },
    /// No control cube left to mark the building.
    NoCubeToMark,
    /// An upgrade keeps the building's kind.
    UpgradeOtherKind {
        /// The building upgraded.
        building: BuildingType,
    },
    /// An upgrade makes the building bigger.
    UpgradeNotBigger {
        /// The building upgraded.
        building: BuildingType,
    },
    /// Only the controller upgrades a Military or Religious building.
    NotController {
        /// The building.
        building: BuildingType,
    },
    /// The upgraded building covers every square of the old one.
    UpgradeUncovers {
        /// The old building.
        from: BuildingType,
        /// The new one.
        to: BuildingType,
    },
    /// An upgrade grows onto empty squares only.
    UpgradeOntoOccupied {
        /// The new building.
        building: BuildingType,
    },
    /// No building on the square.
    NoBuilding {
        /// The square.
        square: Square,
        /// The age.
        age: Age,
    },
    /// A Hamlet printed on the board is never demolished.
    DemolishPrinted,
    /// Only size-1 buildings are demolished.
    DemolishTooBig {
        /// The building.
        building: BuildingType,
    },
    /// Demolishing costs 1 Ecu besides the card.
    DemolishCost,
    /// Demolishing takes a card of the building's colour.
    DemolishColour {
        /// The building.
        building: BuildingType,
    },
    /// Only Civil buildings are populated.
    PopulateNotCivil {
        /// The building.
        building: BuildingType,
    },
    /// The building holds as many cubes as it can.
    PopulateFull {
        /// The building.
        building: BuildingType,
        /// Cubes it holds at most.
        capacity: u8,
    },
    /// No control cube left.
    NoCubeLeft,
    /// Populating takes one Civil card.
    PopulateCard,
    /// Only ruins are renovated.
    NotARuin {
        /// The building.
        building: BuildingType,
    },
    /// A renovation pays 1 card up to what the ruin still needs.
    RenovatePayment {
        /// The ruin's building.
        building: BuildingType,
        /// Cards it still needs.
        needed: u8,
    },
    /// The first card of a renovation is marked with a cube, and none is left.
    NoCubeToRenovate,
    /// Renovating takes cards of the building's colour.
    RenovateColour {
        /// The ruin's building.
        building: BuildingType,
    },
}

/// A building named with its squares (a choice offered).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "KhronosPlaced")]
pub struct Placed {
    /// The building.
    pub building: BuildingType,
    /// Its squares.
    pub squares: Footprint,
}
