//! Why an action is refused, as a fact with its arguments: each device words it in its own
//! language (ui/src/games/tempus/words.ts), the rule it breaks is beside it (`Rule`).

use super::cards::CardList;
use super::hex::Hex;
use super::types::{Card, Effect, Seat};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Why Tempus refuses an action: what the refused action ran into, with the hexes, cards and
/// counts at stake.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "why", rename_all = "snake_case")]
#[ts(rename = "TempusWhy")]
pub enum Why {
    /// The game is over.
    GameOver,
    /// No decision is waiting for an answer.
    NoDecision,
    /// Nothing can be done in this phase.
    NoActionNow,
    /// A seat must answer a pending decision first.
    DecisionFirst {
        /// The seat that decides.
        seat: Seat,
        /// The decision, by its name in the protocol.
        #[ts(
            type = "\"place_tile\" | \"place_token\" | \"discard\" | \"declare_terrain\" | \"attack_cards\" | \"defend_cards\" | \"reveal\" | \"occupy\" | \"progress_cards\""
        )]
        decision: String,
    },
    /// No map tile is waiting to be placed.
    NoTileToPlace,
    /// The tile would leave the sea.
    TileOffSea {
        /// Where it would be centred.
        at: Hex,
    },
    /// The tile would overlap the island.
    TileOverlaps {
        /// Where it would be centred.
        at: Hex,
    },
    /// The tile would not touch the island.
    TileApart {
        /// Where it would be centred.
        at: Hex,
    },
    /// No starting token is waiting to be placed.
    NoTokenToPlace,
    /// Starting tokens go on free land hexes next to each other, a few per hex.
    StartPlacement {
        /// The hex named.
        at: Hex,
        /// Starting tokens a hex holds at most.
        most: u8,
    },
    /// Discard exactly the excess.
    DiscardCount {
        /// Cards to discard.
        count: u8,
        /// Cards named.
        named: u8,
    },
    /// Cards named that the hand does not hold.
    MissingCards {
        /// The cards named.
        cards: CardList,
        /// The hand.
        hand: CardList,
    },
    /// A card not in hand.
    CardNotInHand {
        /// The card.
        card: Card,
    },
    /// A card of another effect.
    WrongCard {
        /// The card.
        card: Card,
        /// The effect asked for.
        effect: Effect,
    },
    /// A Move action is under way.
    MoveInProgress,
    /// No action tile left this era.
    NoActionTile,
    /// The turn's action is taken.
    ActionTaken,
    /// The turn ends only after an action tile is spent (or Government delays).
    TurnNotDone,
    /// No Move action has started.
    StartMoveFirst,
    /// No Move action is under way.
    NotMoving,
    /// No more tokens may move in this action.
    NoMoreMoves,
    /// Too many tokens moved in this action.
    TooManyMoved,
    /// No token of the player's on the hex may move in this action.
    NoMovableToken {
        /// The hex.
        from: Hex,
    },
    /// A token moves to another hex.
    SameHex,
    /// The hex is water.
    Water {
        /// The hex.
        to: Hex,
    },
    /// The hex holds a city.
    HoldsCity {
        /// The hex.
        to: Hex,
    },
    /// The hex holds another player's tokens.
    HoldsOthers {
        /// The hex.
        to: Hex,
    },
    /// A sea move in an era with no ships.
    NoShips {
        /// From.
        from: Hex,
        /// To.
        to: Hex,
    },
    /// Out of reach over land, lake and sea.
    Unreachable {
        /// From.
        from: Hex,
        /// To.
        to: Hex,
        /// Hexes a land move covers in the player's era.
        hexes: u8,
    },
    /// The hex already holds as many tokens as it may.
    StackFull {
        /// The hex.
        at: Hex,
        /// Tokens it holds.
        tokens: u8,
    },
    /// Babies are named on at least one hex.
    NoBabyHex,
    /// Too many babies for this action.
    TooManyBabies {
        /// Babies allowed.
        limit: u8,
    },
    /// Too few tokens in the supply.
    SupplyShort {
        /// Tokens left.
        left: u8,
    },
    /// No token in the supply.
    SupplyEmpty,
    /// A hex named twice.
    NamedTwice {
        /// The hex.
        at: Hex,
    },
    /// The hex holds none of the player's tokens.
    NotYours {
        /// The hex.
        at: Hex,
    },
    /// Babies are born on grassland.
    NotGrassland {
        /// The hex.
        at: Hex,
    },
    /// No city on mountains.
    Mountain {
        /// The hex.
        at: Hex,
    },
    /// Next to a city.
    NextToCity {
        /// The hex.
        at: Hex,
    },
    /// City tiles are worth 2, 3 or 4.
    CityValue {
        /// The value named.
        value: u8,
    },
    /// No city tile of this value left.
    NoCityTile {
        /// The value.
        value: u8,
    },
    /// A city needs at least its value in tokens on the hex.
    CityTokens {
        /// The hex.
        at: Hex,
        /// The city's value.
        value: u8,
        /// Tokens on the hex.
        tokens: u8,
    },
    /// The Atlantis option is not in play.
    NoAtlantisOption,
    /// Both Atlantis tiles are built.
    AtlantisBuilt,
    /// Atlantis needs an era with ships.
    AtlantisShips,
    /// Atlantis goes on a free hex of open sea.
    NotOpenSea {
        /// The hex.
        at: Hex,
    },
    /// Atlantis's tokens come from the player's hexes next to it.
    NotBeside {
        /// Where Atlantis would be.
        at: Hex,
        /// The hex named.
        from: Hex,
    },
    /// A hex does not hold as many tokens as named.
    TokensThere {
        /// The hex.
        at: Hex,
        /// Tokens on it.
        tokens: u8,
        /// Tokens named.
        named: u8,
    },
    /// Atlantis takes an exact number of tokens.
    AtlantisTokens {
        /// Tokens it takes.
        needed: u8,
        /// Tokens named.
        named: u8,
    },
    /// No enemy on the hex to convert (cities are not converted).
    NothingToConvert {
        /// The hex.
        at: Hex,
    },
    /// Not next to each other.
    NotAdjacent {
        /// One hex.
        from: Hex,
        /// The other.
        to: Hex,
    },
    /// Government comes before the turn's action.
    GovernmentTooLate,
    /// The turn already has two actions.
    AlreadyTwoActions,
    /// Two actions need two action tiles.
    TwoTilesNeeded,
    /// Atlantis lies across water and is not attacked.
    AtlantisSafe,
    /// No other player's tokens or city on the hex.
    NoTarget {
        /// The hex.
        to: Hex,
    },
    /// The defender occupies too few hexes to be attacked.
    Protected {
        /// The defending seat.
        seat: Seat,
        /// Hexes it occupies.
        hexes: u8,
        /// Hexes at or under which a player is protected.
        most: u8,
    },
    /// No fight is under way.
    NoFight,
    /// A city is declared as grassland, farmland, hills or woods.
    CityTerrain,
    /// No conquered hex to occupy.
    NothingToOccupy,
    /// Too many tokens to move into the conquered hex.
    OccupyTooMany {
        /// Tokens that may move in.
        most: u8,
        /// The hex.
        to: Hex,
    },
}
