//! Refusals: every illegal action names the rule it breaks and says why (`Why`).

pub use super::why::{Placed, Why};

crate::rules! {
    "Khronos", "docs/rules/khronos.md";
    /// The game is over.
    GameOver => "game-over", "K16", "The game is over";
    /// Another seat must act, or a decision is pending.
    NotYourDecision => "not-your-decision", "K23", "Not your decision";
    /// A pending decision must be answered first.
    DecisionPending => "decision-pending", "K23", "A decision is pending";
    /// The answer is not one of the offered choices.
    InvalidChoice => "invalid-choice", "K23", "Not one of the choices";
    /// Exchange only at the start of the turn, once.
    ExchangePhase => "exchange-phase", "K9", "Exchange";
    /// Not enough Ecus.
    NotEnoughEcus => "not-enough-ecus", "K8", "Not enough Ecus";
    /// The cards named are not in hand (or in the face-up display).
    CardsNotInHand => "cards-not-in-hand", "K11", "Cards not in hand";
    /// Hold'em swaps: only in that variant, for a card of another colour.
    Holdem => "holdem", "K26", "Hold'em variant";
    /// A pawn must be on the board where cards are played (K11).
    PawnAbsent => "pawn-absent", "K11", "Adventurer needed";
    /// Two cards per pawn and four per turn (K11).
    CardLimit => "card-limit", "K11", "Card limit";
    /// Travel goes to another board.
    TravelSameBoard => "travel-same-board", "K11", "Time travel";
    /// No construction, upgrade or demolition in the Age of Reason (K24).
    NoBuildingInReason => "no-building-in-reason", "K24", "No building in the Age of Reason";
    /// Populate and renovate only in the Age of Reason (K24, K25).
    ReasonOnly => "reason-only", "K24", "Age of Reason only";
    /// A building covers exactly its value in connected squares (K4).
    Footprint => "footprint", "K4", "Building shape";
    /// Squares off the map.
    OffMap => "off-map", "K4", "Off the map";
    /// A new building needs empty squares.
    Occupied => "occupied", "K4", "Squares occupied";
    /// Only Towns and Cities may cover river squares.
    River => "river", "K4", "River";
    /// Forest and mountain surcharges (K12).
    Surcharge => "surcharge", "K12", "Terrain surcharge";
    /// The cards paid must be of the building's colour.
    WrongColour => "wrong-colour", "K4", "Card colour";
    /// No tile of that type left in stock (K5).
    NoTile => "no-tile", "K5", "Tile stock";
    /// No control cube left (K6).
    NoCube => "no-cube", "K6", "Control cubes";
    /// Military and Religious buildings may not link domains.
    Dominion => "dominion", "K19", "Rule of Dominion";
    /// The highest Military and the highest Religious building of a domain must be unique.
    Hierarchy => "hierarchy", "K20", "Rule of Hierarchy";
    /// No building at the named square.
    NoBuilding => "no-building", "K11", "No building there";
    /// Upgrade rules (K13).
    Upgrade => "upgrade", "K13", "Upgrade";
    /// Only the controller may upgrade a Military or Religious building (K13).
    NotController => "not-controller", "K13", "Not your building";
    /// Demolition rules (K14).
    Demolish => "demolish", "K14", "Demolish";
    /// Populate rules (K24).
    Populate => "populate", "K24", "Populate";
    /// Renovation rules (K25).
    Renovate => "renovate", "K25", "Renovate";
    /// End-of-turn discard rules (K10).
    Discard => "discard", "K10", "Discard";
    /// A pawn number other than 0 or 1.
    NoSuchPawn => "no-such-pawn", "K11", "Adventurer pawns";
}
