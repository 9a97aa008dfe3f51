//! Random play with invariant checks after every action (used by `epochs simulate`,
//! `epochs bench` and the property tests): Tempus's hooks of the simulator (`Simulated`).

use super::action::{Action, GovernmentChoice, HexList, Sources};
use super::cards::CardList;
use super::hex::{Hex, HexSet, HEXES};
use super::state::{full_deck, MapChoice, MapName, Options, Pending, Setup, State};
use super::types::{Card, Terrain};
use super::{invariants, Tempus};
use crate::simulate::Simulated;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

pub use crate::simulate::{Checks, GameReport};

impl Simulated for Tempus {
    const MAX_ACTIONS: u64 = 50_000;
    // The two-player variant is played through its scenarios and by the table's tests.
    const PLAYERS: &'static [usize] = &[3, 4, 5];
    fn random_setup(players: usize, seed: u64, game: u64, variants: bool) -> Setup {
        let options = Options {
            atlantis: variants && game % 3 == 1,
        };
        self::random_setup(players, seed, game, options)
    }
    fn invariants(state: &State) -> Vec<String> {
        invariants::check(state)
    }
    fn arbitrary_action(state: &State, rng: &mut ChaCha8Rng) -> Action {
        self::arbitrary_action(state, rng)
    }
    fn ends_turn(action: &Action) -> bool {
        matches!(action, Action::EndTurn)
    }
}

/// The setup of random game number `game` of a run: a random island, or (every fourth game)
/// one placed tile by tile by the random players.
pub fn random_setup(players: usize, seed: u64, game: u64, options: Options) -> Setup {
    Setup {
        players: (1..=players).map(|i| format!("Player {i}")).collect(),
        options,
        map: MapChoice::Named(if game % 4 == 3 {
            MapName::Placed
        } else {
            MapName::Random
        }),
        seed: crate::simulate::game_seed(seed, game),
        position: None,
    }
}

fn pick(set: HexSet, rng: &mut ChaCha8Rng) -> Option<Hex> {
    let n = set.len();
    (n > 0)
        .then(|| set.iter().nth(rng.random_range(0..n)))
        .flatten()
}

fn random_hex(state: &State, rng: &mut ChaCha8Rng) -> Hex {
    // Mostly the acting seat's hexes and hexes near pieces, where legal and nearly legal
    // actions are.
    let seat = state.to_act().unwrap_or(0);
    let own = state.board.token_hexes(seat);
    let near: HexSet = state.board.spots().map(|(h, _)| h).collect::<HexSet>();
    let choice = match rng.random_range(0..10) {
        0..=3 => pick(own, rng),
        4..=5 => pick(own.neighbours(), rng),
        6..=7 => pick(near.neighbours().union(near), rng),
        _ => None,
    };
    choice.unwrap_or_else(|| Hex::from_index(rng.random_range(0..HEXES)).unwrap_or_default())
}

fn near_hex(h: Hex, rng: &mut ChaCha8Rng) -> Hex {
    let mut x = h;
    for _ in 0..rng.random_range(1..4) {
        x = pick(x.neighbours(), rng).unwrap_or(x);
    }
    x
}

fn random_card(state: &State, rng: &mut ChaCha8Rng) -> Card {
    let seat = if rng.random_bool(0.8) {
        state.to_act().unwrap_or(0) as usize
    } else {
        rng.random_range(0..state.seats())
    };
    let hand = state.players[seat].hand;
    if !hand.is_empty() && rng.random_bool(0.8) {
        hand.cards()[rng.random_range(0..hand.len())]
    } else {
        let deck = full_deck();
        deck[rng.random_range(0..deck.len())]
    }
}

fn random_cards(state: &State, rng: &mut ChaCha8Rng) -> CardList {
    let n = rng.random_range(0..4);
    let cards: Vec<Card> = (0..n).map(|_| random_card(state, rng)).collect();
    CardList::from_cards(&cards).unwrap_or_default()
}

/// A random, usually illegal, action.
pub fn arbitrary_action(state: &State, rng: &mut ChaCha8Rng) -> Action {
    let h = random_hex(state, rng);
    let h2 = if rng.random_bool(0.7) {
        near_hex(h, rng)
    } else {
        random_hex(state, rng)
    };
    let card = random_card(state, rng);
    // Mostly an action of the kind the situation calls for, so that near misses are tried.
    let kind = match (state.pending, state.turn.moving.is_some()) {
        _ if rng.random_bool(0.3) => rng.random_range(0..22),
        (Some(p), _) => match p {
            Pending::PlaceTile { .. } => 0,
            Pending::PlaceToken { .. } => 1,
            Pending::Discard { .. } => 17,
            Pending::DeclareTerrain { .. } => 18,
            Pending::AttackCards { .. } => 19,
            Pending::DefendCards { .. } => 20,
            _ => 21,
        },
        (None, true) => [3, 4, 5][rng.random_range(0..3)],
        (None, false) => [2, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16][rng.random_range(0..12)],
    };
    match kind {
        0 => Action::PlaceTile {
            at: h,
            rotation: rng.random_range(0..7),
        },
        1 => Action::PlaceToken { at: h },
        2 => Action::Move,
        3 | 4 => Action::MoveToken { from: h, to: h2 },
        5 => Action::EndMove,
        6 => {
            let n = rng.random_range(0..4);
            let hexes: Vec<Hex> = (0..n).map(|_| random_hex(state, rng)).collect();
            Action::Babies {
                at: HexList::from_slice(&hexes).unwrap_or_default(),
            }
        }
        7 => Action::Idea,
        8 => Action::BuildCity {
            at: h,
            value: rng.random_range(1..6),
        },
        9 => {
            let n = rng.random_range(1..4);
            let from: Vec<(Hex, u8)> = (0..n)
                .map(|_| (random_hex(state, rng), rng.random_range(0..4)))
                .collect();
            Action::Atlantis {
                at: h,
                from: Sources::from_slice(&from).unwrap_or_default(),
            }
        }
        10 | 11 => Action::Fight {
            from: h,
            to: h2,
            leader: rng.random_bool(0.3).then_some(card),
        },
        12 => Action::PlayMedicine { card },
        13 => Action::PlaySanitation { card, at: h },
        14 => Action::PlayReligion {
            card,
            at: h,
            into: h2,
        },
        15 => Action::PlayGovernment {
            card,
            choice: if rng.random_bool(0.5) {
                GovernmentChoice::Double
            } else {
                GovernmentChoice::Delay
            },
        },
        16 => Action::EndTurn,
        17 => Action::Discard {
            cards: random_cards(state, rng),
        },
        18 => Action::DeclareTerrain {
            terrain: Terrain::ALL[rng.random_range(0..5)],
        },
        19 => Action::AttackCards {
            cards: random_cards(state, rng),
        },
        20 => Action::DefendCards {
            cards: random_cards(state, rng),
        },
        _ => match rng.random_range(0..3) {
            0 => Action::Reveal,
            1 => Action::Occupy {
                count: rng.random_range(0..5),
            },
            _ => Action::ProgressCards {
                cards: random_cards(state, rng),
            },
        },
    }
}
