//! Every number of Khronos in one place (rulings K4-K16, K24-K25), so it can be corrected once.

use super::types::{Age, BuildingType, Cards, Kind};

/// Tiles in the box per building type, indexed by `BuildingType::index` (K5).
pub const TILE_STOCK: [u8; 9] = [
    20, 24, 9, // Watchtower, Keep, Castle
    20, 20, 9, // Chapel, Monastery, Abbey
    20, 24, 9, // Hamlet, Town, City
];

/// Control cubes per player (K6).
pub const CUBES_PER_PLAYER: u8 = 25;

/// The construction deck (K7).
pub const DECK: Cards = Cards {
    military: 18,
    religious: 18,
    civil: 19,
};

/// Ecus each player starts with (K8).
pub const STARTING_ECUS: u32 = 4;

/// Cards in a full hand.
pub const HAND_SIZE: u8 = 4;

/// Cost of the paid exchange (K9).
pub const EXCHANGE_COST: u32 = 2;

/// Cost of one time travel (K11).
pub const TRAVEL_COST: u32 = 1;

/// Ecus paid to demolish, besides one card (K14).
pub const DEMOLISH_COST: u32 = 1;

/// Cards one pawn may play in a turn (K11).
pub const CARDS_PER_PAWN: u8 = 2;

/// Cards a player may play in a turn (K11).
pub const CARDS_PER_TURN: u8 = 4;

/// Turns in a game (K16).
pub const TURNS: u8 = 7;

/// Turns at the end of which players collect earnings (K15).
pub const EARNING_TURNS: [u8; 2] = [4, 7];

/// Players allowed at the table.
pub const PLAYERS: std::ops::RangeInclusive<usize> = 2..=5;

/// Extra cards for a footprint touching forest, by player count (K12).
pub fn forest_surcharge(players: usize) -> u8 {
    match players {
        2 | 3 => 1,
        _ => 0,
    }
}

/// Extra cards for a footprint touching mountain, by player count (K12).
pub fn mountain_surcharge(players: usize) -> u8 {
    match players {
        2 | 3 => 2,
        4 => 1,
        _ => 0,
    }
}

/// Ecus paid at once for constructing or upgrading to a building of `size` in `age` (K13).
pub fn construction_bonus(age: Age, size: u8) -> u32 {
    match (age, size) {
        (_, 1) => 0,
        (Age::Might, _) => 1,
        (Age::Faith, _) => 2,
        (Age::Reason, _) => 0,
    }
}

/// Cubes a Civil building of `size` can hold in the Age of Reason (K24).
pub fn population_capacity(size: u8) -> u8 {
    match size {
        1 => 1,
        2 => 3,
        _ => 5,
    }
}

/// Cards needed to renovate a ruin of `size` (K25): Keep/Monastery 1, Castle/Abbey 2.
pub fn renovation_cards(size: u8) -> u8 {
    size.saturating_sub(1)
}

/// Cards of its own colour needed to construct a building.
pub fn construction_cards(t: BuildingType) -> Cards {
    Cards::of(t.kind, t.size)
}

/// Whether a building type may cover river squares (K4 river rule).
pub fn may_cover_river(t: BuildingType) -> bool {
    t.kind == Kind::Civil && t.size >= 2
}
