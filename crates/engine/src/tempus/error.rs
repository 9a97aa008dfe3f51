//! Refusals: every illegal action names the rule it breaks and says why (`Why`).

pub use super::why::Why;

crate::rules! {
    "Tempus", "docs/rules/tempus.md";
    /// The game is over.
    GameOver => "game-over", "T7", "The game is over";
    /// Another seat must act.
    NotYourDecision => "not-your-decision", "T7", "Not your decision";
    /// A pending decision must be answered first.
    DecisionPending => "decision-pending", "T7", "A decision is pending";
    /// The answer does not fit the pending decision, or no decision is pending.
    InvalidChoice => "invalid-choice", "T7", "Not one of the choices";
    /// Not possible in this phase of the game.
    WrongPhase => "wrong-phase", "T8", "Not now";
    /// Map tiles go on the sea, on water only, touching the island (T2).
    TilePlacement => "tile-placement", "T2", "Tile placement";
    /// Starting tokens: land, adjacent, at most two per hex (T11).
    StartPlacement => "start-placement", "T11", "Starting tokens";
    /// No action tile left, or this turn's action is already taken (T8).
    NoActionTile => "no-action-tile", "T8", "Action tiles";
    /// A turn ends only after its action (T8).
    TurnNotDone => "turn-not-done", "T8", "Turn not done";
    /// A Move action is under way: move tokens or end it first (T12).
    MoveInProgress => "move-in-progress", "T12", "Movement under way";
    /// No Move action is under way (T12).
    NotMoving => "not-moving", "T12", "Not moving";
    /// The era's movement allows no more tokens in this action (T4).
    MoveLimit => "move-limit", "T4", "Movement limit";
    /// No token of yours that may act there (T12).
    NoToken => "no-token", "T12", "No token there";
    /// Too far, or no path through land you may cross (T12).
    Unreachable => "unreachable", "T12", "Out of reach";
    /// Tokens may not end on water, a city or another player's hex (T12).
    Destination => "destination", "T12", "Destination";
    /// The stacking limit of the era, plus Sanitation cards (T4, T15).
    Stacking => "stacking", "T15", "Stacking limit";
    /// Babies: own grassland hexes, one per hex, the era's number plus Medicine (T16).
    Babies => "babies", "T16", "Have babies";
    /// No token left in the supply (16 per player).
    Supply => "supply", "T16", "Token supply";
    /// City building: own tokens, not mountain, not next to a city, value at most the
    /// tokens removed (T6, T25).
    City => "city", "T6", "Build a city";
    /// No city tile of that value left (T6).
    NoCityTile => "no-city-tile", "T6", "City tiles";
    /// The hexes must share an edge (T20).
    NotAdjacent => "not-adjacent", "T20", "Not adjacent";
    /// A player with 3 or fewer occupied hexes may not be attacked (T20).
    Protected => "protected", "T20", "Protected player";
    /// Nothing of another player to fight there (T20).
    NoTarget => "no-target", "T20", "No target";
    /// The cards named are not in hand.
    CardsNotInHand => "cards-not-in-hand", "T13", "Cards not in hand";
    /// A card of another effect is needed (T13).
    WrongCard => "wrong-card", "T13", "Wrong card";
    /// Discard exactly the cards over the hand limit (T23).
    Discard => "discard", "T23", "Hand limit";
    /// A city is declared as grassland, farmland, hills or woods (T20).
    Terrain => "terrain", "T20", "City terrain";
    /// After a won fight, move at most the attacking tokens, within the stacking limit (T20).
    Occupy => "occupy", "T20", "Occupy";
    /// Atlantis rules (T22).
    Atlantis => "atlantis", "T22", "Atlantis";
    /// Government: before the turn's action; two actions need two tiles (T18).
    Government => "government", "T18", "Government";
    /// Religion: an adjacent opponent token into your hex (T17).
    Religion => "religion", "T17", "Religion";
    /// Sanitation goes on a hex holding your tokens (T15).
    Sanitation => "sanitation", "T15", "Sanitation";
    /// Sea movement needs an era with ships (T4).
    Ships => "ships", "T4", "Ships";
}
