//! The whole state of a Khronos game and its setup.

use super::bits::bit;
use super::board::{Board, BuildingId};
use super::map::Map;
use super::table;
use super::types::{Age, Cards, Footprint, Kind, Seat};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use ts_rs::TS;

/// Game options chosen at setup.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(rename = "KhronosOptions")]
pub struct Options {
    /// The Hold'em variant: three face-up cards that can be swapped for free (K26).
    pub holdem: bool,
    /// The summary's house rule: all unused cards are discarded at the end of a turn (K10).
    pub discard_all: bool,
}

/// Which map to play on.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum MapChoice {
    /// The designed default map.
    #[default]
    Default,
    /// A text grid (see `Map::parse`), as one string or as a list of rows.
    Grid(GridText),
}

/// A map grid given as one string or a list of rows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum GridText {
    /// Rows separated by newlines.
    Text(String),
    /// One string per row.
    Rows(Vec<String>),
}

impl MapChoice {
    /// The parsed map.
    pub fn load(&self) -> Result<Arc<Map>, String> {
        match self {
            MapChoice::Default => Ok(Map::default_map()),
            MapChoice::Grid(GridText::Text(t)) if t == "default" => Ok(Map::default_map()),
            MapChoice::Grid(GridText::Text(t)) => Map::parse(t).map(Arc::new),
            MapChoice::Grid(GridText::Rows(rows)) => Map::parse(&rows.join("\n")).map(Arc::new),
        }
    }
}

/// Unvalidated setup: players, options, map, seed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// Player names in seat order (2 to 5).
    pub players: Vec<String>,
    /// Variants.
    #[serde(default)]
    pub options: Options,
    /// The map.
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
    /// Ecus owned.
    pub ecus: u32,
    /// Control cubes not on a board.
    pub cubes: u8,
    /// Cards in hand.
    pub hand: Cards,
    /// The boards on which the two Adventurer pawns stand.
    pub pawns: [Age; 2],
}

/// What the active player has done so far this turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnState {
    /// The exchange step is still open (nothing else done yet this turn).
    pub exchange_open: bool,
    /// Which splits (cards charged to pawn 0, to pawn 1), each 0..=2, are still possible
    /// for the cards played so far: bit `3 * a + b` (K11).
    pub charges: u16,
}

impl TurnState {
    /// A fresh turn.
    pub fn new() -> TurnState {
        TurnState {
            exchange_open: true,
            charges: 1,
        }
    }

    /// The charge splits after playing `cards` on a board where `present[p]` says which pawns
    /// stand; zero when the play is impossible.
    pub fn charges_after(&self, cards: u8, present: [bool; 2]) -> u16 {
        let max = table::CARDS_PER_PAWN;
        let mut out = 0u16;
        let mut set = self.charges;
        while set != 0 {
            let i = set.trailing_zeros() as u8;
            set &= set - 1;
            let (a, b) = (i / 3, i % 3);
            // Cards charged to pawn 0 (x) and pawn 1 (cards - x).
            let lo = cards.saturating_sub(max - b);
            let hi = cards.min(max - a);
            for x in lo..=hi {
                let y = cards - x;
                if (x == 0 || present[0]) && (y == 0 || present[1]) {
                    out |= 1 << (3 * (a + x) + (b + y));
                }
            }
        }
        out
    }

    /// Fewest cards played so far under any possible split.
    pub fn cards_played(&self) -> u8 {
        (0..9u8)
            .filter(|i| self.charges & (1 << i) != 0)
            .map(|i| i / 3 + i % 3)
            .min()
            .unwrap_or(0)
    }
}

impl Default for TurnState {
    fn default() -> Self {
        TurnState::new()
    }
}

/// A choice the rules give a player, which must be answered before play goes on (K23).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "decision", rename_all = "snake_case")]
#[ts(rename = "KhronosPending")]
pub enum Pending {
    /// Choose which of the tied buildings is downsized (K20, K22).
    ChooseDownsize {
        /// Who chooses: the player who caused the conflict.
        chooser: Seat,
        /// The board.
        age: Age,
        /// Buildings that may be chosen.
        candidates: Vec<BuildingId>,
    },
    /// Choose which squares the downsized building keeps (K21).
    PlaceDownsized {
        /// Who chooses: the building's controller.
        chooser: Seat,
        /// The board.
        age: Age,
        /// The building being downsized.
        building: BuildingId,
        /// Footprints allowed for the smaller building.
        options: Vec<Footprint>,
    },
}

impl Pending {
    /// The seat that must answer.
    pub fn chooser(&self) -> Seat {
        match self {
            Pending::ChooseDownsize { chooser, .. } | Pending::PlaceDownsized { chooser, .. } => {
                *chooser
            }
        }
    }
}

/// Domains joined by a Civil building, remembered while the conflicts it caused are resolved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Junction {
    /// The board.
    pub age: Age,
    /// The buildings of each original domain.
    pub groups: Vec<Vec<BuildingId>>,
    /// Set once the joined domain has been divided again (K22: no power to compare).
    pub divided: bool,
}

/// The full game state. Cheap to clone; deterministic given setup and actions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// Options in force.
    pub options: Options,
    /// The map, shared by all three boards.
    #[serde(with = "map_as_text")]
    pub map: Arc<Map>,
    /// The three boards, Might, Faith, Reason.
    pub boards: [Board; 3],
    /// Seats in clockwise order.
    pub players: Vec<Player>,
    /// The draw pile; the top card is the last.
    pub deck: Vec<Kind>,
    /// The discard pile.
    pub discard: Cards,
    /// Face-up cards of the Hold'em variant.
    pub face_up: Cards,
    /// Tiles left in stock, by `BuildingType::index`.
    pub stock: [u8; 9],
    /// Tiles in the game per type (on boards plus stock), normally the box (K5).
    pub tile_box: [u8; 9],
    /// The turn, 1 to 7.
    pub turn: u8,
    /// The first player.
    pub first: Seat,
    /// Whose turn it is.
    pub active: Seat,
    /// What the active player has done this turn.
    pub turn_state: TurnState,
    /// A decision that must be answered before play goes on.
    pub pending: Option<Pending>,
    /// Junctions whose conflicts are being resolved.
    pub junctions: Vec<Junction>,
    /// Set when a junction or a removal may have broken the Rule of Hierarchy somewhere;
    /// cleared once every domain is legal again.
    #[serde(default)]
    pub unsettled: bool,
    /// Set after the last earnings of turn 7.
    pub finished: bool,
    /// The next building id.
    pub next_id: BuildingId,
    /// Each seat's Ecus at the end of each turn (for charts).
    pub ecus_history: Vec<Vec<u32>>,
    /// The random generator (deck shuffles).
    pub rng: ChaCha8Rng,
}

/// Serialises the map as its text grid.
mod map_as_text {
    use super::Map;
    use serde::{Deserialize, Deserializer, Serializer};
    use std::sync::Arc;

    pub fn serialize<S: Serializer>(map: &Arc<Map>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(map.text())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Arc<Map>, D::Error> {
        let text = String::deserialize(d)?;
        Map::parse(&text)
            .map(Arc::new)
            .map_err(serde::de::Error::custom)
    }
}

impl State {
    /// Validates a setup and deals the opening position.
    pub fn new(setup: &Setup) -> Result<State, String> {
        let n = setup.players.len();
        if !table::PLAYERS.contains(&n) {
            return Err(format!("Khronos is played by 2 to 5 players, not {n}"));
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
        let map = setup.map.load()?;
        let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
        let mut deck: Vec<Kind> = Vec::with_capacity(55);
        for kind in Kind::ALL {
            deck.extend(std::iter::repeat_n(kind, table::DECK.get(kind) as usize));
        }
        let mut face_up = Cards::NONE;
        if setup.options.holdem {
            for kind in Kind::ALL {
                if let Some(i) = deck.iter().position(|&k| k == kind) {
                    deck.remove(i);
                    *face_up.get_mut(kind) += 1;
                }
            }
        }
        deck.shuffle(&mut rng);
        let first = rng.random_range(0..n) as Seat;
        let players = setup
            .players
            .iter()
            .map(|name| Player {
                name: name.trim().to_string(),
                ecus: table::STARTING_ECUS,
                cubes: table::CUBES_PER_PLAYER,
                hand: Cards::NONE,
                pawns: [Age::Might, Age::Might],
            })
            .collect();
        let mut state = State {
            options: setup.options.clone(),
            map,
            boards: Default::default(),
            players,
            deck,
            discard: Cards::NONE,
            face_up,
            stock: table::TILE_STOCK,
            tile_box: table::TILE_STOCK,
            turn: 1,
            first,
            active: first,
            turn_state: TurnState::new(),
            pending: None,
            junctions: Vec::new(),
            unsettled: false,
            finished: false,
            next_id: 1,
            ecus_history: Vec::new(),
            rng,
        };
        for age in Age::ALL {
            state.restore_printed_hamlets(age, None);
        }
        for offset in 0..n {
            let seat = ((first as usize + offset) % n) as Seat;
            state.draw_up(seat);
        }
        Ok(state)
    }

    /// The number of seats.
    pub fn seats(&self) -> usize {
        self.players.len()
    }

    /// One board.
    pub fn board(&self, age: Age) -> &Board {
        &self.boards[age.index()]
    }

    /// One board, mutably.
    pub fn board_mut(&mut self, age: Age) -> &mut Board {
        &mut self.boards[age.index()]
    }

    /// The seat that must act now, or `None` when the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        if self.finished {
            None
        } else if let Some(p) = &self.pending {
            Some(p.chooser())
        } else {
            Some(self.active)
        }
    }

    /// A fresh building id.
    pub fn new_id(&mut self) -> BuildingId {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// Draws cards for `seat` until the hand holds four, reshuffling the discards when the
    /// deck runs out (K7). Returns how many were drawn.
    pub fn draw_up(&mut self, seat: Seat) -> u8 {
        let mut drawn = 0;
        while self.players[seat as usize].hand.total() < table::HAND_SIZE {
            if self.deck.is_empty() {
                if self.discard.total() == 0 {
                    break;
                }
                self.reshuffle();
            }
            let Some(card) = self.deck.pop() else { break };
            *self.players[seat as usize].hand.get_mut(card) += 1;
            drawn += 1;
        }
        drawn
    }

    fn reshuffle(&mut self) {
        for kind in Kind::ALL {
            self.deck
                .extend(std::iter::repeat_n(kind, self.discard.get(kind) as usize));
        }
        self.discard = Cards::NONE;
        self.deck.shuffle(&mut self.rng);
    }

    /// Whether `seat` has a pawn on `age`.
    pub fn has_pawn(&self, seat: Seat, age: Age) -> bool {
        self.players[seat as usize].pawns.contains(&age)
    }

    /// Which of the active player's pawns stand on `age`.
    pub fn pawns_present(&self, age: Age) -> [bool; 2] {
        let p = &self.players[self.active as usize].pawns;
        [p[0] == age, p[1] == age]
    }

    /// Puts back a printed Hamlet on every printed square no building covers, with a
    /// cube for `kept` = (square index, seat) if given (K18).
    pub fn restore_printed_hamlets(&mut self, age: Age, kept: Option<(usize, Seat)>) {
        let free = self.map.hamlets & !self.board(age).occupied();
        for i in super::bits::bits(free) {
            let id = self.new_id();
            let mut b = super::board::Building::new(
                id,
                super::types::BuildingType {
                    kind: Kind::Civil,
                    size: 1,
                },
                bit(i),
            );
            b.printed = true;
            if let Some((sq, seat)) = kept {
                if sq == i && age == Age::Reason {
                    b.cubes[seat as usize] = 1;
                    self.players[seat as usize].cubes -= 1;
                }
            }
            self.board_mut(age).buildings.push(b);
        }
    }
}
