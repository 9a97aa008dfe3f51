//! Refusals: every illegal action names the rule it breaks.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A rule of Khronos that an action can break. The code (`as_str`) is stable and is what
/// scenarios and the UI match on; `ruling` points at the project's rules documentation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rule {
    /// The game is over.
    GameOver,
    /// Another seat must act, or a decision is pending.
    NotYourDecision,
    /// A pending decision must be answered first.
    DecisionPending,
    /// The answer is not one of the offered choices.
    InvalidChoice,
    /// Exchange only at the start of the turn, once.
    ExchangePhase,
    /// Not enough Ecus.
    NotEnoughEcus,
    /// The cards named are not in hand (or in the face-up display).
    CardsNotInHand,
    /// Hold'em swaps: only in that variant, for a card of another colour.
    Holdem,
    /// A pawn must be on the board where cards are played (K11).
    PawnAbsent,
    /// Two cards per pawn and four per turn (K11).
    CardLimit,
    /// Travel goes to another board.
    TravelSameBoard,
    /// No construction, upgrade or demolition in the Age of Reason (K24).
    NoBuildingInReason,
    /// Populate and renovate only in the Age of Reason (K24, K25).
    ReasonOnly,
    /// A building covers exactly its value in connected squares (K4).
    Footprint,
    /// Squares off the map.
    OffMap,
    /// A new building needs empty squares.
    Occupied,
    /// Only Towns and Cities may cover river squares.
    River,
    /// Forest and mountain surcharges (K12).
    Surcharge,
    /// The cards paid must be of the building's colour.
    WrongColour,
    /// No tile of that type left in stock (K5).
    NoTile,
    /// No control cube left (K6).
    NoCube,
    /// Military and Religious buildings may not link domains.
    Dominion,
    /// The highest Military and the highest Religious building of a domain must be unique.
    Hierarchy,
    /// No building at the named square.
    NoBuilding,
    /// Upgrade rules (K13).
    Upgrade,
    /// Only the controller may upgrade a Military or Religious building (K13).
    NotController,
    /// Demolition rules (K14).
    Demolish,
    /// Populate rules (K24).
    Populate,
    /// Renovation rules (K25).
    Renovate,
    /// End-of-turn discard rules (K10).
    Discard,
    /// A pawn number other than 0 or 1.
    NoSuchPawn,
}

impl Rule {
    /// Stable kebab-case code.
    pub fn as_str(self) -> &'static str {
        match self {
            Rule::GameOver => "game-over",
            Rule::NotYourDecision => "not-your-decision",
            Rule::DecisionPending => "decision-pending",
            Rule::InvalidChoice => "invalid-choice",
            Rule::ExchangePhase => "exchange-phase",
            Rule::NotEnoughEcus => "not-enough-ecus",
            Rule::CardsNotInHand => "cards-not-in-hand",
            Rule::Holdem => "holdem",
            Rule::PawnAbsent => "pawn-absent",
            Rule::CardLimit => "card-limit",
            Rule::TravelSameBoard => "travel-same-board",
            Rule::NoBuildingInReason => "no-building-in-reason",
            Rule::ReasonOnly => "reason-only",
            Rule::Footprint => "footprint",
            Rule::OffMap => "off-map",
            Rule::Occupied => "occupied",
            Rule::River => "river",
            Rule::Surcharge => "surcharge",
            Rule::WrongColour => "wrong-colour",
            Rule::NoTile => "no-tile",
            Rule::NoCube => "no-cube",
            Rule::Dominion => "dominion",
            Rule::Hierarchy => "hierarchy",
            Rule::NoBuilding => "no-building",
            Rule::Upgrade => "upgrade",
            Rule::NotController => "not-controller",
            Rule::Demolish => "demolish",
            Rule::Populate => "populate",
            Rule::Renovate => "renovate",
            Rule::Discard => "discard",
            Rule::NoSuchPawn => "no-such-pawn",
        }
    }

    /// The ruling in docs/rules/khronos.md that states the rule.
    pub fn ruling(self) -> &'static str {
        match self {
            Rule::ExchangePhase => "K9",
            Rule::Discard => "K10",
            Rule::Holdem => "K26",
            Rule::PawnAbsent | Rule::CardLimit | Rule::TravelSameBoard | Rule::NoSuchPawn => "K11",
            Rule::NotEnoughEcus => "K8",
            Rule::Surcharge => "K12",
            Rule::Upgrade | Rule::NotController => "K13",
            Rule::Demolish => "K14",
            Rule::NoBuildingInReason | Rule::Populate | Rule::ReasonOnly => "K24",
            Rule::Renovate => "K25",
            Rule::Footprint | Rule::OffMap => "K4",
            Rule::NoTile => "K5",
            Rule::NoCube => "K6",
            Rule::Occupied | Rule::River | Rule::WrongColour => "K4",
            Rule::Dominion => "K19",
            Rule::Hierarchy => "K20",
            Rule::DecisionPending | Rule::InvalidChoice | Rule::NotYourDecision => "K23",
            Rule::CardsNotInHand | Rule::NoBuilding => "K11",
            Rule::GameOver => "K16",
        }
    }

    /// The rule's name as a player would say it.
    pub fn title(self) -> &'static str {
        match self {
            Rule::GameOver => "The game is over",
            Rule::NotYourDecision => "Not your decision",
            Rule::DecisionPending => "A decision is pending",
            Rule::InvalidChoice => "Not one of the choices",
            Rule::ExchangePhase => "Exchange",
            Rule::NotEnoughEcus => "Not enough Ecus",
            Rule::CardsNotInHand => "Cards not in hand",
            Rule::Holdem => "Hold'em variant",
            Rule::PawnAbsent => "Adventurer needed",
            Rule::CardLimit => "Card limit",
            Rule::TravelSameBoard => "Time travel",
            Rule::NoBuildingInReason => "No building in the Age of Reason",
            Rule::ReasonOnly => "Age of Reason only",
            Rule::Footprint => "Building shape",
            Rule::OffMap => "Off the map",
            Rule::Occupied => "Squares occupied",
            Rule::River => "River",
            Rule::Surcharge => "Terrain surcharge",
            Rule::WrongColour => "Card colour",
            Rule::NoTile => "Tile stock",
            Rule::NoCube => "Control cubes",
            Rule::Dominion => "Rule of Dominion",
            Rule::Hierarchy => "Rule of Hierarchy",
            Rule::NoBuilding => "No building there",
            Rule::Upgrade => "Upgrade",
            Rule::NotController => "Not your building",
            Rule::Demolish => "Demolish",
            Rule::Populate => "Populate",
            Rule::Renovate => "Renovate",
            Rule::Discard => "Discard",
            Rule::NoSuchPawn => "Adventurer pawns",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An action refused: the rule broken and why, in words. The state is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{} ({}): {message}", .rule.title(), .rule.ruling())]
pub struct RuleError {
    /// The rule broken.
    pub rule: Rule,
    /// Why, in words.
    pub message: String,
}

impl RuleError {
    /// A refusal for `rule` with an explanation.
    pub fn new(rule: Rule, message: impl Into<String>) -> RuleError {
        RuleError {
            rule,
            message: message.into(),
        }
    }
}

/// Shorthand for a refusal.
pub(crate) fn refuse<T>(rule: Rule, message: impl Into<String>) -> Result<T, RuleError> {
    Err(RuleError::new(rule, message))
}
