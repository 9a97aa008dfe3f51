//! What one seat may see: its own hand and face-down cards, never another's, never the
//! deck order or the order of the face-down map tiles.

use super::board::Spot;
use super::cards::CardList;
use super::hex::Hex;
use super::island::TilePlacement;
use super::score;
use super::state::{Fight, Options, Pending, Phase, State, TurnState};
use super::table;
use super::types::{Card, Seat, Terrain};
use super::{fight, flow};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A seat as shown to a viewer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "TempusPlayer")]
pub struct PlayerView {
    /// Name.
    pub name: String,
    /// Era (1 to 10) and its name.
    pub era: u8,
    /// The era's name.
    pub era_name: String,
    /// Tokens in the supply.
    pub supply: u8,
    /// City tiles left, per value 2, 3, 4.
    pub cities: [u8; 3],
    /// The hand: the viewer's own only.
    pub hand: Option<CardList>,
    /// Cards in hand.
    pub hand_count: u8,
    /// Action tiles left this era.
    pub tiles: u8,
    /// Victory points if the game ended now.
    pub victory_points: i64,
    /// The same, by source.
    pub points: score::VictoryPoints,
}

/// The map tile drawn and being placed (face up).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DrawnTile {
    /// Tile number (T3).
    pub tile: u8,
    /// Terrain of the centre, then of the ring clockwise from north at rotation 0.
    pub terrains: [Terrain; 7],
}

/// A fight as shown to a viewer: the attacker's cards only to the attacker before the reveal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct FightView {
    /// Attacker.
    pub attacker: Seat,
    /// Defender.
    pub defender: Seat,
    /// Attacking hex.
    pub from: Hex,
    /// Attacked hex.
    pub to: Hex,
    /// Value of the attacked city (0: tokens).
    pub city: u8,
    /// The terrain that cards match.
    pub terrain: Option<Terrain>,
    /// Face-down cards played: how many.
    pub attack_count: Option<u8>,
    /// Face-down cards: shown to the attacker only.
    pub attack: Option<CardList>,
    /// The defender's face-up cards.
    pub defence: Option<CardList>,
    /// A free attack.
    pub leader: bool,
    /// Combat points of the attacker and of the defender before any card (T13): tokens, or
    /// the city's value.
    pub base: [u32; 2],
}

/// What the viewer's cards are worth in the choice of cards asked of it now (T13, T14).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CardWorth {
    /// The viewer's points before any card: its combat points in the fight, or its
    /// progress points from tokens and cities.
    pub base: u32,
    /// What each card of the viewer's hand would add, in hand order.
    pub cards: Vec<u32>,
}

/// The game as one seat (or a bystander, `viewer = None`) may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct TempusView {
    /// Who this view is for.
    pub viewer: Option<Seat>,
    /// Options.
    pub options: Options,
    /// The island as rows of text (`.` sea, `~` lake, `g f h w m` land).
    pub island: Vec<String>,
    /// Map tiles placed.
    pub placed_tiles: Vec<TilePlacement>,
    /// Map tiles still face down: how many.
    pub tiles_left: usize,
    /// The tile being placed, when a seat must place one.
    pub drawn_tile: Option<DrawnTile>,
    /// Pieces on each non-empty hex.
    pub board: Vec<(Hex, Spot)>,
    /// Sanitation cards lying on hexes.
    pub sanitation: Vec<(Hex, Card)>,
    /// Seats.
    pub players: Vec<PlayerView>,
    /// Cards left in the deck.
    pub deck_count: usize,
    /// The discard pile (face up).
    pub discard: Vec<Card>,
    /// Atlantis tiles not yet built.
    pub atlantis_left: u8,
    /// Eras played, counting this one.
    pub round: u8,
    /// First player.
    pub first: Seat,
    /// Whose turn.
    pub active: Seat,
    /// Who must act now.
    pub to_act: Option<Seat>,
    /// Phase.
    pub phase: Phase,
    /// The active player's turn so far.
    pub turn: TurnState,
    /// Pending decision.
    pub pending: Option<Pending>,
    /// A fight under way.
    pub fight: Option<FightView>,
    /// While the viewer chooses cards for a fight or for progress: what they are worth.
    pub worth: Option<CardWorth>,
    /// Progress plays: cards shown to their owner only; others see a count.
    pub plays: Vec<Option<u8>>,
    /// The viewer's own progress play.
    pub own_play: Option<CardList>,
    /// Progress points of the last progress phase.
    pub last_progress: Vec<u32>,
    /// The era display (T4): name, actions, move tokens x hexes, babies, stack, ships,
    /// draw / hand, terrain.
    pub eras: Vec<EraView>,
    /// Each seat's era after each progress phase.
    pub era_history: Vec<Vec<u8>>,
    /// Finished.
    pub finished: bool,
}

/// One row of the era display.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct EraView {
    /// Name.
    pub name: String,
    /// Action tiles.
    pub actions: u8,
    /// Tokens per Move.
    pub move_tokens: u8,
    /// Hexes per token.
    pub move_hexes: u8,
    /// Babies.
    pub babies: u8,
    /// Stacking limit.
    pub stack: u8,
    /// Ships.
    pub ships: bool,
    /// Cards drawn.
    pub draw: u8,
    /// Hand limit.
    pub hand: u8,
    /// Progress terrain.
    pub terrain: Option<Terrain>,
}

/// The view of `state` for `viewer`.
pub fn view(state: &State, viewer: Option<Seat>) -> TempusView {
    let fight = state.fight.map(|f| FightView {
        attacker: f.attacker,
        defender: f.defender,
        from: f.from,
        to: f.to,
        city: f.city,
        terrain: f.terrain,
        attack_count: f.attack.map(|a| a.len() as u8),
        attack: f.attack.filter(|_| viewer == Some(f.attacker)),
        defence: f.defence,
        leader: f.leader,
        base: {
            let bare = Fight {
                attack: None,
                defence: None,
                ..f
            };
            let (a, d) = fight::combat_points(state, &bare);
            [a, d]
        },
    });
    TempusView {
        viewer,
        options: state.options.clone(),
        island: state.island.rows(),
        placed_tiles: state.placed_tiles.clone(),
        tiles_left: state.tile_stack.len(),
        drawn_tile: match state.pending {
            Some(Pending::PlaceTile { tile, .. }) => table::TILES
                .get((tile as usize).wrapping_sub(1))
                .map(|t| DrawnTile { tile, terrains: *t }),
            _ => None,
        },
        board: state.board.spots().collect(),
        sanitation: state.board.sanitation_cards().to_vec(),
        players: state
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| PlayerView {
                name: p.name.clone(),
                era: p.era,
                era_name: p.row().name.to_string(),
                supply: p.supply,
                cities: p.cities,
                hand: (viewer == Some(i as Seat)).then_some(p.hand),
                hand_count: p.hand.len() as u8,
                tiles: p.tiles,
                victory_points: score::victory_points(state, i as Seat),
                points: score::breakdown(state, i as Seat),
            })
            .collect(),
        deck_count: state.deck.len(),
        discard: state.discard.clone(),
        atlantis_left: state.atlantis_left,
        round: state.round,
        first: state.first,
        active: state.active,
        to_act: state.to_act(),
        phase: state.phase,
        turn: state.turn,
        pending: state.pending,
        fight,
        worth: viewer.and_then(|v| worth(state, v)),
        plays: state
            .plays
            .iter()
            .map(|p| p.map(|c| c.len() as u8))
            .collect(),
        own_play: viewer.and_then(|v| state.plays.get(v as usize).copied().flatten()),
        last_progress: state.last_progress.clone(),
        eras: table::ERAS
            .iter()
            .map(|e| EraView {
                name: e.name.to_string(),
                actions: e.actions,
                move_tokens: e.move_tokens,
                move_hexes: e.move_hexes,
                babies: e.babies,
                stack: e.stack,
                ships: e.ships,
                draw: e.draw,
                hand: e.hand,
                terrain: e.terrain,
            })
            .collect(),
        era_history: state.era_history.clone(),
        finished: state.finished,
    }
}

/// What `seat`'s cards are worth in the choice of cards asked of it now, if one is.
fn worth(state: &State, seat: Seat) -> Option<CardWorth> {
    let hand = state.players.get(seat as usize)?.hand;
    match state.pending? {
        Pending::AttackCards { seat: s } | Pending::DefendCards { seat: s } if s == seat => {
            let f = state.fight?;
            let defending = seat == f.defender;
            let bare = Fight {
                attack: None,
                defence: None,
                ..f
            };
            let (a, d) = fight::combat_points(state, &bare);
            Some(CardWorth {
                base: if defending { d } else { a },
                cards: hand
                    .cards()
                    .iter()
                    .map(|&c| fight::card_combat(c, defending, f.terrain))
                    .collect(),
            })
        }
        Pending::ProgressCards { seat: s } if s == seat => {
            let terrain = state.player(seat).row().terrain;
            Some(CardWorth {
                base: flow::progress_points(state, seat, &CardList::default()),
                cards: hand
                    .cards()
                    .iter()
                    .map(|c| terrain.map_or(0, |t| flow::card_progress(c.effect, c.terrain, t)))
                    .collect(),
            })
        }
        _ => None,
    }
}
