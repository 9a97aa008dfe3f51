//! The whole state of a Tempus game and its setup.

use super::board::Board;
use super::cards::CardList;
use super::few::Few;
use super::hex::Hex;
use super::island::{Island, TilePlacement};
use super::table::{self, Era};
use super::types::{Card, Seat, Terrain};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Game options chosen at setup.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(rename = "TempusOptions")]
pub struct Options {
    /// The Atlantis expansion: two blue city tiles built on the sea (T22).
    pub atlantis: bool,
}

/// How the island is made.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MapName {
    /// The players place the drawn tiles in turn (T2).
    #[default]
    Placed,
    /// A seeded random island.
    Random,
}

/// The island: made at the table, or given (scenarios, imports).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum MapChoice {
    /// `"placed"` or `"random"`.
    Named(MapName),
    /// Rows of terrain letters (`.` water, `g f h w m`), at most 12 rows of 13.
    Grid(Vec<String>),
    /// Tiles at given places.
    Tiles(Vec<TilePlacement>),
}

impl Default for MapChoice {
    fn default() -> Self {
        MapChoice::Named(MapName::Placed)
    }
}

/// Unvalidated setup: players, options, island, seed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// Player names in seat order (3 to 5, or 2 for the variant).
    pub players: Vec<String>,
    /// Options.
    #[serde(default)]
    pub options: Options,
    /// The island.
    #[serde(default)]
    pub map: MapChoice,
    /// Seed of the game's random generator.
    #[serde(default)]
    pub seed: u64,
    /// A position set up on top of the deal (a lesson's, in the format of the rules
    /// scenarios: `position::PositionSpec`), so that the game replays from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<serde_json::Value>,
}

/// One seat's pieces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Display name.
    pub name: String,
    /// The era of the player's cube, 1 (Tribes) to 10 (Flight).
    pub era: u8,
    /// Tokens not on the map.
    pub supply: u8,
    /// City tiles not on the map, per value of `table::CITY_VALUES`.
    pub cities: [u8; 3],
    /// Idea cards in hand.
    pub hand: CardList,
    /// Action tiles left this era.
    pub tiles: u8,
}

impl Player {
    /// The player's row of the era display.
    pub fn row(&self) -> &'static Era {
        table::era_row(self.era)
    }
}

/// A Move action under way (T12).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Moving {
    /// Tokens that may still move.
    pub left: u8,
    /// Tokens moved in this action, by the hex they reached (they may not move again).
    pub arrived: Few<(Hex, u8), 6>,
}

impl Moving {
    /// Tokens that arrived on `h` in this action.
    pub fn arrived_at(&self, h: Hex) -> u8 {
        self.arrived
            .iter()
            .filter(|(x, _)| *x == h)
            .map(|&(_, n)| n)
            .sum()
    }

    /// Records `n` tokens that have moved in this action as standing on `h`; false (and
    /// unchanged) when that would track more hexes than a Move can reach.
    pub fn arrive(&mut self, h: Hex, n: u8) -> bool {
        if n == 0 {
            return true;
        }
        match self
            .arrived
            .as_mut_slice()
            .iter_mut()
            .find(|(x, _)| *x == h)
        {
            Some(slot) => {
                slot.1 += n;
                true
            }
            None => self.arrived.push((h, n)),
        }
    }

    /// `n` tokens leave `h` outside the Move (lost, or occupying a conquered hex, Epochs
    /// T19): those that already moved go first. Returns how many of them had moved.
    pub fn leave(&mut self, h: Hex, n: u8) -> u8 {
        let Some(i) = self.arrived.iter().position(|(x, _)| *x == h) else {
            return 0;
        };
        let moved = self.arrived.as_slice()[i].1.min(n);
        let slot = &mut self.arrived.as_mut_slice()[i];
        slot.1 -= moved;
        if slot.1 == 0 {
            self.arrived.remove_at(i);
        }
        moved
    }
}

/// What the active player has done in this turn (T8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "TempusTurn")]
pub struct TurnState {
    /// Action tiles spent this turn.
    pub spent: u8,
    /// Action tiles that may be spent this turn (2 after Government, T18).
    pub allowance: u8,
    /// Extra babies from Medicine cards for the next Have Babies action (T16).
    pub medicine: u8,
    /// A Move action under way.
    pub moving: Option<Moving>,
}

impl Default for TurnState {
    fn default() -> Self {
        TurnState {
            spent: 0,
            allowance: 1,
            medicine: 0,
            moving: None,
        }
    }
}

/// A fight under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fight {
    /// The attacker.
    pub attacker: Seat,
    /// The defender.
    pub defender: Seat,
    /// The attacking hex.
    pub from: Hex,
    /// The attacked hex.
    pub to: Hex,
    /// The value of the attacked city, 0 when tokens are attacked.
    pub city: u8,
    /// The terrain cards must match: the hex's, or the city's declared terrain.
    pub terrain: Option<Terrain>,
    /// The attacker's face-down cards.
    pub attack: Option<CardList>,
    /// The defender's face-up cards.
    pub defence: Option<CardList>,
    /// A free attack by a Military Leader.
    pub leader: bool,
}

/// The phase of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Tiles and starting tokens are being placed.
    Setup,
    /// Players spend action tiles in turn.
    Actions,
    /// The progress phase: face-down plays in turn order.
    Progress,
    /// The game is over.
    Over,
}

/// A choice the rules give a player, which must be answered before play goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "decision", rename_all = "snake_case")]
#[ts(rename = "TempusPending")]
pub enum Pending {
    /// Place the drawn map tile (T2).
    PlaceTile {
        /// Who.
        seat: Seat,
        /// The tile drawn.
        tile: u8,
    },
    /// Place a starting token (T11).
    PlaceToken {
        /// Who.
        seat: Seat,
        /// Tokens already placed.
        placed: u8,
    },
    /// Discard cards over the hand limit (T23).
    Discard {
        /// Who.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// Declare the terrain of the attacked city (T20).
    DeclareTerrain {
        /// The defender.
        seat: Seat,
    },
    /// Play cards face down in the fight.
    AttackCards {
        /// The attacker.
        seat: Seat,
    },
    /// Play cards face up in the fight.
    DefendCards {
        /// The defender.
        seat: Seat,
    },
    /// Reveal the face-down cards (T21).
    Reveal {
        /// The attacker.
        seat: Seat,
    },
    /// Move tokens into the conquered hex.
    Occupy {
        /// The attacker.
        seat: Seat,
        /// Most tokens that may move in.
        max: u8,
    },
    /// Play cards face down for progress.
    ProgressCards {
        /// Who.
        seat: Seat,
    },
}

impl Pending {
    /// The seat that must answer.
    pub fn seat(&self) -> Seat {
        match *self {
            Pending::PlaceTile { seat, .. }
            | Pending::PlaceToken { seat, .. }
            | Pending::Discard { seat, .. }
            | Pending::DeclareTerrain { seat }
            | Pending::AttackCards { seat }
            | Pending::DefendCards { seat }
            | Pending::Reveal { seat }
            | Pending::Occupy { seat, .. }
            | Pending::ProgressCards { seat } => seat,
        }
    }

    /// The decision's name, as in JSON.
    pub fn name(&self) -> &'static str {
        match self {
            Pending::PlaceTile { .. } => "place_tile",
            Pending::PlaceToken { .. } => "place_token",
            Pending::Discard { .. } => "discard",
            Pending::DeclareTerrain { .. } => "declare_terrain",
            Pending::AttackCards { .. } => "attack_cards",
            Pending::DefendCards { .. } => "defend_cards",
            Pending::Reveal { .. } => "reveal",
            Pending::Occupy { .. } => "occupy",
            Pending::ProgressCards { .. } => "progress_cards",
        }
    }
}

/// The full game state, hidden information included. Deterministic given setup and actions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// Options in force.
    pub options: Options,
    /// The island.
    pub island: Island,
    /// Map tiles placed so far.
    pub placed_tiles: Vec<TilePlacement>,
    /// Map tiles still face down; the next is the last (hidden).
    pub tile_stack: Vec<u8>,
    /// Tokens, cities and Sanitation cards on the map.
    pub board: Board,
    /// Seats in clockwise order.
    pub players: Vec<Player>,
    /// The Idea deck; the top card is the last (hidden).
    pub deck: Vec<Card>,
    /// The discard pile (face up).
    pub discard: Vec<Card>,
    /// Blue Atlantis tiles not yet built.
    pub atlantis_left: u8,
    /// Eras played so far, counting the current one (1 in the first).
    pub round: u8,
    /// The first player this era.
    pub first: Seat,
    /// Whose turn it is in the action rounds.
    pub active: Seat,
    /// The phase.
    pub phase: Phase,
    /// What the active player has done this turn.
    pub turn: TurnState,
    /// A decision that must be answered before play goes on.
    pub pending: Option<Pending>,
    /// A fight under way.
    pub fight: Option<Fight>,
    /// Cards played face down in this progress phase, per seat (hidden until all played).
    pub plays: Vec<Option<CardList>>,
    /// Seats that must still discard after the progress bonus, in order.
    pub discard_queue: Vec<Seat>,
    /// Progress points of the last progress phase, per seat.
    pub last_progress: Vec<u32>,
    /// Each seat's era after each progress phase, oldest first (for the end-of-game chart).
    #[serde(default)]
    pub era_history: Vec<Vec<u8>>,
    /// Set when the game is over.
    pub finished: bool,
    /// The random generator (tile stack, deck shuffles, random island).
    pub rng: ChaCha8Rng,
}

impl State {
    /// A state with the given players and island and nothing dealt (used by `setup::new`).
    pub(crate) fn blank(setup: &Setup, island: Island) -> Result<State, String> {
        let n = setup.players.len();
        if !table::PLAYERS.contains(&n) {
            return Err(format!(
                "Tempus is played by 3 to 5 players (or 2 in the variant), not {n}"
            ));
        }
        for (i, name) in setup.players.iter().enumerate() {
            if name.trim().is_empty() {
                return Err(format!("player {} has no name", i + 1));
            }
            if name.chars().count() > 40 {
                return Err(format!(
                    "player {}'s name is longer than 40 characters",
                    i + 1
                ));
            }
        }
        let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
        let mut tiles: Vec<u8> = (1..=table::TILES.len() as u8).collect();
        tiles.shuffle(&mut rng);
        tiles.truncate(table::map_tiles(n));
        let first = rng.random_range(0..n) as Seat;
        let mut deck = full_deck();
        deck.shuffle(&mut rng);
        Ok(State {
            options: setup.options.clone(),
            island,
            placed_tiles: Vec::new(),
            tile_stack: tiles,
            board: Board::default(),
            players: setup
                .players
                .iter()
                .map(|name| Player {
                    name: name.trim().to_string(),
                    era: table::FIRST_ERA,
                    supply: table::TOKENS_PER_PLAYER,
                    cities: table::CITY_TILES,
                    hand: CardList::new(),
                    tiles: 0,
                })
                .collect(),
            deck,
            discard: Vec::new(),
            atlantis_left: if setup.options.atlantis {
                table::ATLANTIS_TILES
            } else {
                0
            },
            round: 0,
            first,
            active: first,
            phase: Phase::Setup,
            turn: TurnState::default(),
            pending: None,
            fight: None,
            plays: vec![None; n],
            discard_queue: Vec::new(),
            last_progress: vec![0; n],
            era_history: Vec::new(),
            finished: false,
            rng,
        })
    }

    /// The number of seats.
    pub fn seats(&self) -> usize {
        self.players.len()
    }

    /// The seat `k` places clockwise after `seat`.
    pub fn after(&self, seat: Seat, k: usize) -> Seat {
        ((seat as usize + k) % self.seats()) as Seat
    }

    /// The seat that must act now, or `None` when the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        if self.finished {
            None
        } else if let Some(p) = &self.pending {
            Some(p.seat())
        } else {
            Some(self.active)
        }
    }

    /// One player.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat as usize]
    }

    /// Most tokens `seat` may have on hex `h`: the era's stacking limit plus Sanitation
    /// cards there (T15).
    pub fn stack_limit(&self, seat: Seat, h: Hex) -> u8 {
        let bonus = if self.board.owner(h) == Some(seat) {
            self.board.sanitation(h)
        } else {
            0
        };
        self.player(seat).row().stack + bonus
    }

    /// Draws up to `n` cards into `seat`'s hand, reshuffling the discards when the deck runs
    /// out. Returns the number drawn and whether the deck was reshuffled.
    pub fn draw(&mut self, seat: Seat, n: u8) -> (u8, bool) {
        let mut drawn = 0;
        let mut reshuffled = false;
        for _ in 0..n {
            if self.deck.is_empty() {
                if self.discard.is_empty() {
                    break;
                }
                self.deck.append(&mut self.discard);
                self.deck.shuffle(&mut self.rng);
                reshuffled = true;
            }
            let Some(card) = self.deck.pop() else { break };
            if !self.players[seat as usize].hand.insert(card) {
                self.deck.push(card);
                break;
            }
            drawn += 1;
        }
        (drawn, reshuffled)
    }

    /// Cards of `seat`'s hand over the hand limit.
    pub fn excess(&self, seat: Seat) -> u8 {
        let p = self.player(seat);
        (p.hand.len() as u8).saturating_sub(p.row().hand)
    }

    /// Every card in the game, wherever it is (for the conservation check).
    pub fn all_cards(&self) -> Vec<Card> {
        let mut out = self.deck.clone();
        out.extend_from_slice(&self.discard);
        for p in &self.players {
            out.extend_from_slice(p.hand.cards());
        }
        for play in self.plays.iter().flatten() {
            out.extend_from_slice(play.cards());
        }
        if let Some(f) = &self.fight {
            for l in [f.attack, f.defence].iter().flatten() {
                out.extend_from_slice(l.cards());
            }
        }
        out.extend(self.board.sanitation_cards().iter().map(|&(_, c)| c));
        out
    }
}

/// The 54 Idea cards in deck-list order with their backgrounds (T5).
pub fn full_deck() -> Vec<Card> {
    let mut deck = Vec::with_capacity(table::DECK_SIZE);
    for &(effect, n) in &table::DECK {
        for _ in 0..n {
            let terrain = table::BACKGROUNDS[deck.len() % table::BACKGROUNDS.len()];
            deck.push(Card::new(effect, terrain));
        }
    }
    deck
}
