//! Actions a seat can take and the events they cause.

use super::cards::CardList;
use super::few::Few;
use super::hex::Hex;
use super::types::{Card, Seat, Terrain};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Most hexes one Have Babies action can name.
pub const MAX_BABY_HEXES: usize = 8;

/// Hexes named by one Have Babies action (the era's babies plus Medicine cards).
pub type HexList = Few<Hex, MAX_BABY_HEXES>;

/// Tokens taken from hexes, e.g. for Atlantis: `[["G6", 2], ["H7", 3]]`.
pub type Sources = Few<(Hex, u8), 6>;

/// The two uses of a Government card (T18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum GovernmentChoice {
    /// Take two actions in a row this turn.
    Double,
    /// Pass now, keeping the action tiles for later rounds.
    Delay,
}

/// Everything a seat can do in Tempus. Card effects are played with the action they
/// change; answers to pending decisions are ordinary actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[ts(rename = "TempusAction")]
pub enum Action {
    /// Setup: place the drawn map tile (T2).
    PlaceTile {
        /// The hex under the tile's centre.
        at: Hex,
        /// Sixths of a turn clockwise.
        #[serde(default)]
        rotation: u8,
    },
    /// Setup: place one starting token (T11).
    PlaceToken {
        /// The land hex.
        at: Hex,
    },
    /// Spend an action tile to move people; then `move_token` and `end_move` (T12).
    Move,
    /// Move one token (during a Move action).
    MoveToken {
        /// From this hex.
        from: Hex,
        /// To this hex.
        to: Hex,
    },
    /// End the Move action.
    EndMove,
    /// Spend an action tile to have babies on these grassland hexes (one each).
    Babies {
        /// The hexes.
        at: HexList,
    },
    /// Spend an action tile to draw Idea cards.
    Idea,
    /// Spend an action tile to build a city, removing every token from the hex.
    BuildCity {
        /// The hex.
        at: Hex,
        /// The city tile's value (2, 3 or 4).
        value: u8,
    },
    /// Spend an action tile to build Atlantis on a sea hex (option, T22).
    Atlantis {
        /// The sea hex.
        at: Hex,
        /// Where the 5 tokens come from.
        from: Sources,
    },
    /// Attack an adjacent hex of another player: spends an action tile, or plays a Military
    /// Leader card for a free attack (T19).
    Fight {
        /// The attacking hex (all its tokens fight).
        from: Hex,
        /// The attacked hex.
        to: Hex,
        /// A Military Leader card from hand: a free attack.
        #[serde(default)]
        leader: Option<Card>,
    },
    /// Play a Medicine card: one more baby this turn (T16).
    PlayMedicine {
        /// The card.
        card: Card,
    },
    /// Play a Sanitation card on a hex of yours (T15).
    PlaySanitation {
        /// The card.
        card: Card,
        /// The hex.
        at: Hex,
    },
    /// Play a Religion card: the opponent token at `at` becomes yours on `into` (T17).
    PlayReligion {
        /// The card.
        card: Card,
        /// The opponent's hex.
        at: Hex,
        /// Your adjacent hex receiving the converted token.
        into: Hex,
    },
    /// Play a Government card (T18).
    PlayGovernment {
        /// The card.
        card: Card,
        /// Two actions, or delay.
        choice: GovernmentChoice,
    },
    /// End your turn (after its action).
    EndTurn,
    /// Decision: discard these cards down to the hand limit (T23).
    Discard {
        /// The cards.
        cards: CardList,
    },
    /// Decision of a defending city's owner: the terrain it counts as (T20).
    DeclareTerrain {
        /// Grassland, farmland, hills or woods.
        terrain: Terrain,
    },
    /// Decision of the attacker: cards played face down.
    AttackCards {
        /// The cards (possibly none).
        cards: CardList,
    },
    /// Decision of the defender: cards played face up.
    DefendCards {
        /// The cards (possibly none).
        cards: CardList,
    },
    /// Decision of the attacker: reveal the face-down cards; the fight is resolved (T21).
    Reveal,
    /// Decision of the winning attacker: tokens moved into the conquered hex.
    Occupy {
        /// How many (0 allowed).
        count: u8,
    },
    /// Decision of each player in the progress phase: cards played face down.
    ProgressCards {
        /// The cards (possibly none).
        cards: CardList,
    },
}

impl Action {
    /// Whether this action answers a pending decision.
    pub fn is_decision(&self) -> bool {
        matches!(
            self,
            Action::PlaceTile { .. }
                | Action::PlaceToken { .. }
                | Action::Discard { .. }
                | Action::DeclareTerrain { .. }
                | Action::AttackCards { .. }
                | Action::DefendCards { .. }
                | Action::Reveal
                | Action::Occupy { .. }
                | Action::ProgressCards { .. }
        )
    }
}

/// How a token travelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum MoveKind {
    /// Over land.
    Land,
    /// Across a lake.
    Lake,
    /// By sea.
    Sea,
}

/// What happened, for the game log and animations. Events never show hidden cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "event", rename_all = "snake_case")]
#[ts(rename = "TempusEvent")]
pub enum Event {
    /// A map tile was placed.
    TilePlaced {
        /// Who.
        seat: Seat,
        /// Tile number.
        tile: u8,
        /// Centre.
        at: Hex,
        /// Rotation.
        rotation: u8,
    },
    /// Tiles that could not be placed anywhere were set aside (T9).
    TilesSetAside {
        /// How many.
        count: u8,
    },
    /// A starting token was placed.
    TokenPlaced {
        /// Who.
        seat: Seat,
        /// Where.
        at: Hex,
    },
    /// An era began: action tiles taken.
    EraStarted {
        /// The number of this turn (1 for the first era played).
        round: u8,
        /// The first player.
        first: Seat,
        /// Action tiles taken per seat.
        tiles: Vec<u8>,
    },
    /// A player's turn began.
    TurnStarted {
        /// Whose.
        seat: Seat,
    },
    /// An action tile was spent.
    TileSpent {
        /// Whose.
        seat: Seat,
        /// Tiles left.
        left: u8,
    },
    /// A token moved.
    TokenMoved {
        /// Whose.
        seat: Seat,
        /// From.
        from: Hex,
        /// To.
        to: Hex,
        /// How.
        by: MoveKind,
    },
    /// Babies were born.
    BabiesBorn {
        /// Whose.
        seat: Seat,
        /// Where.
        at: Vec<Hex>,
    },
    /// Idea cards were drawn (how many, not which).
    CardsDrawn {
        /// Who.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// The discard pile was shuffled into a new deck.
    DeckReshuffled,
    /// Cards discarded from a hand.
    Discarded {
        /// Who.
        seat: Seat,
        /// Which.
        cards: CardList,
    },
    /// A card played for its effect.
    CardPlayed {
        /// Who.
        seat: Seat,
        /// Which.
        card: Card,
    },
    /// Sanitation cards removed because tokens left their hex (T15).
    SanitationEnded {
        /// Where.
        at: Hex,
        /// How many cards.
        count: u8,
    },
    /// A city was built.
    CityBuilt {
        /// Whose.
        seat: Seat,
        /// Where.
        at: Hex,
        /// Its value.
        value: u8,
        /// Tokens returned to the supply.
        tokens: u8,
    },
    /// Atlantis was built.
    AtlantisBuilt {
        /// Whose.
        seat: Seat,
        /// Where.
        at: Hex,
    },
    /// A token converted by Religion.
    Converted {
        /// The converting player.
        seat: Seat,
        /// The player who lost the token.
        from_seat: Seat,
        /// The opponent's hex.
        at: Hex,
        /// The hex receiving the new token.
        into: Hex,
    },
    /// A fight began.
    FightStarted {
        /// Attacker.
        attacker: Seat,
        /// Defender.
        defender: Seat,
        /// Attacking hex.
        from: Hex,
        /// Attacked hex.
        to: Hex,
        /// A free attack by a Military Leader.
        leader: bool,
    },
    /// A defending city's terrain was declared.
    TerrainDeclared {
        /// Who.
        seat: Seat,
        /// What.
        terrain: Terrain,
    },
    /// The attacker played cards face down (how many, not which).
    AttackCardsPlayed {
        /// Who.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// The defender played cards face up.
    DefenceCardsPlayed {
        /// Who.
        seat: Seat,
        /// Which.
        cards: CardList,
    },
    /// The fight was resolved.
    FightResolved {
        /// The attacker's cards, now revealed.
        attack_cards: CardList,
        /// Attacker's combat points.
        attack: u32,
        /// Defender's combat points.
        defence: u32,
        /// Whether the attacker won.
        attacker_won: bool,
    },
    /// Tokens removed from the map.
    TokensRemoved {
        /// Whose.
        seat: Seat,
        /// Where.
        at: Hex,
        /// How many.
        count: u8,
    },
    /// A city destroyed.
    CityDestroyed {
        /// Whose.
        seat: Seat,
        /// Where.
        at: Hex,
        /// Its value.
        value: u8,
    },
    /// Tokens moved into a conquered hex.
    Occupied {
        /// Who.
        seat: Seat,
        /// Where.
        at: Hex,
        /// How many.
        count: u8,
    },
    /// A turn ended.
    TurnEnded {
        /// Whose.
        seat: Seat,
    },
    /// Era cubes caught up with the leader.
    CaughtUp {
        /// The era everyone is now in.
        era: u8,
    },
    /// A player played cards face down for progress (how many, not which).
    ProgressPlayed {
        /// Who.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// The progress cards were revealed and the points counted.
    ProgressScored {
        /// Cards each seat played.
        cards: Vec<CardList>,
        /// Progress points per seat.
        points: Vec<u32>,
    },
    /// Players advanced to a new era.
    Advanced {
        /// Who.
        seats: Vec<Seat>,
        /// The era reached.
        era: u8,
    },
    /// A decision is now asked of a seat.
    DecisionAsked {
        /// Who must decide.
        seat: Seat,
    },
    /// The game ended.
    GameOver {
        /// The winner(s).
        winners: Vec<Seat>,
        /// Victory points per seat.
        scores: Vec<i64>,
    },
}

impl Action {
    /// The group (action type) a legal action belongs to.
    pub fn group(&self) -> &'static str {
        match self {
            Action::PlaceTile { .. } => "place_tile",
            Action::PlaceToken { .. } => "place_token",
            Action::Move => "move",
            Action::MoveToken { .. } => "move_token",
            Action::EndMove => "end_move",
            Action::Babies { .. } => "babies",
            Action::Idea => "idea",
            Action::BuildCity { .. } => "build_city",
            Action::Atlantis { .. } => "atlantis",
            Action::Fight { leader: None, .. } => "fight",
            Action::Fight {
                leader: Some(_), ..
            } => "leader_fight",
            Action::PlayMedicine { .. } => "medicine",
            Action::PlaySanitation { .. } => "sanitation",
            Action::PlayReligion { .. } => "religion",
            Action::PlayGovernment { .. } => "government",
            Action::EndTurn => "end_turn",
            Action::Discard { .. } => "discard",
            Action::DeclareTerrain { .. } => "declare_terrain",
            Action::AttackCards { .. } => "attack_cards",
            Action::DefendCards { .. } => "defend_cards",
            Action::Reveal => "reveal",
            Action::Occupy { .. } => "occupy",
            Action::ProgressCards { .. } => "progress_cards",
        }
    }

    /// Whether its player may take the action back (ruling T27): not a draw (an idea, a tile placed
    /// showing the next tile), not a commitment another seat answers or sees revealed (a fight,
    /// its cards, progress plays), not the end of a turn.
    pub fn undoable(&self) -> bool {
        matches!(
            self,
            Action::PlaceToken { .. }
                | Action::Move
                | Action::MoveToken { .. }
                | Action::EndMove
                | Action::Babies { .. }
                | Action::BuildCity { .. }
                | Action::Atlantis { .. }
                | Action::PlayMedicine { .. }
                | Action::PlaySanitation { .. }
                | Action::PlayReligion { .. }
                | Action::PlayGovernment { .. }
        )
    }
}
