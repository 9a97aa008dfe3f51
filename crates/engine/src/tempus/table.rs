//! Every number of Tempus in one place: the designed tables T3-T6 of docs/shared rulings and
//! the values of the project's own rulings (T8 and later), so each can be corrected once.

use super::types::{Effect, Terrain};
use std::ops::RangeInclusive;

use Terrain::{Farmland as F, Grassland as G, Hills as H, Mountain as M, Woods as W};

/// Players at the table: 3 to 5, and the 2-player variant (T1).
pub const PLAYERS: RangeInclusive<usize> = 2..=5;

/// Map tiles used, by player count (T1): 6 (two players), 8, 10, 12.
pub fn map_tiles(players: usize) -> usize {
    match players {
        2 => 6,
        3 => 8,
        4 => 10,
        _ => 12,
    }
}

/// The 12 map tiles (T3): the centre's terrain, then the six around it clockwise from north
/// (when placed without rotation).
pub const TILES: [[Terrain; 7]; 12] = [
    [G, F, H, G, W, F, M],
    [F, G, G, H, W, M, F],
    [H, G, F, W, G, F, M],
    [W, F, G, H, F, G, M],
    [G, H, W, F, G, M, F],
    [F, W, G, G, H, F, M],
    [M, G, F, H, W, G, F],
    [G, F, F, W, H, G, M],
    [H, W, G, F, G, M, F],
    [F, G, H, W, M, F, G],
    [W, G, F, G, H, F, M],
    [G, M, F, H, G, W, F],
];

/// People tokens per player.
pub const TOKENS_PER_PLAYER: u8 = 16;

/// Starting tokens per player, placed on adjacent land hexes.
pub const STARTING_TOKENS: u8 = 3;

/// Most starting tokens on one hex.
pub const STARTING_STACK: u8 = 2;

/// City tile values (T6).
pub const CITY_VALUES: [u8; 3] = [2, 3, 4];

/// City tiles per player of each value in `CITY_VALUES` (T6): 3, 3, 2.
pub const CITY_TILES: [u8; 3] = [3, 3, 2];

/// Action tiles per player in the box.
pub const ACTION_TILES: u8 = 6;

/// Blue Atlantis city tiles in the box (option).
pub const ATLANTIS_TILES: u8 = 2;

/// Tokens moved from the coast to build Atlantis.
pub const ATLANTIS_TOKENS: u8 = 5;

/// Of those, tokens left on Atlantis (the others go back to the supply).
pub const ATLANTIS_KEPT: u8 = 1;

/// Victory points of Atlantis.
pub const ATLANTIS_VP: i64 = 5;

/// Victory points for each player who reached Flight.
pub const FLIGHT_VP: i64 = 3;

/// Victory points per non-mountain hex holding a player's tokens.
pub const HEX_VP: i64 = 1;

/// A player whose tokens occupy this many hexes or fewer may not be attacked.
pub const PROTECTED_HEXES: usize = 3;

/// Combat points of each token in the fight.
pub const TOKEN_COMBAT: u32 = 1;

/// Combat or progress points of a card whose background matches the terrain.
pub const TERRAIN_MATCH: u32 = 1;

/// Combat points of a Weapon card.
pub const WEAPON_COMBAT: u32 = 1;

/// Combat points of a Fortification card (defender only).
pub const FORTIFICATION_COMBAT: u32 = 2;

/// Attacking tokens removed when the attack fails.
pub const ATTACK_LOSS: u8 = 1;

/// Progress points of an Education card.
pub const EDUCATION_PROGRESS: u32 = 1;

/// Progress points per token on the era's terrain.
pub const TOKEN_PROGRESS: u32 = 1;

/// Progress points per city on the map.
pub const CITY_PROGRESS: u32 = 1;

/// Idea cards drawn by the first player(s) to reach Writing or Printing (T4).
pub const BONUS_CARDS: u8 = 2;

/// Eras whose first arrivals draw the bonus cards: Writing (3) and Printing (6) (T4).
pub const BONUS_ERAS: [u8; 2] = [3, 6];

/// The first era.
pub const FIRST_ERA: u8 = 1;

/// Flight: the game ends after the progress phase in which someone reaches it.
pub const FLIGHT: u8 = 10;

/// The Idea deck (T5): effects and counts, in deck-list order.
pub const DECK: [(Effect, u8); 8] = [
    (Effect::Education, 10),
    (Effect::Weapon, 8),
    (Effect::Fortification, 6),
    (Effect::MilitaryLeader, 6),
    (Effect::Religion, 6),
    (Effect::Government, 6),
    (Effect::Sanitation, 6),
    (Effect::Medicine, 6),
];

/// Cards in the Idea deck.
pub const DECK_SIZE: usize = 54;

/// Backgrounds are dealt in this order over the deck list (T5).
pub const BACKGROUNDS: [Terrain; 5] = [G, F, H, W, M];

/// One row of the era display (T4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Era {
    /// Name.
    pub name: &'static str,
    /// Action tiles taken at the start of an era.
    pub actions: u8,
    /// Tokens moved by one Move action.
    pub move_tokens: u8,
    /// Hexes each token may move over land.
    pub move_hexes: u8,
    /// Babies born by one Have Babies action.
    pub babies: u8,
    /// Most tokens on one hex.
    pub stack: u8,
    /// Sea movement (and Atlantis) allowed.
    pub ships: bool,
    /// Idea cards drawn by Have an Idea.
    pub draw: u8,
    /// Hand limit.
    pub hand: u8,
    /// The terrain scoring progress points when leaving this era (none for Flight).
    pub terrain: Option<Terrain>,
}

const fn era(
    name: &'static str,
    actions: u8,
    moves: (u8, u8),
    (babies, stack): (u8, u8),
    ships: bool,
    ideas: (u8, u8),
    terrain: Option<Terrain>,
) -> Era {
    Era {
        name,
        actions,
        move_tokens: moves.0,
        move_hexes: moves.1,
        babies,
        stack,
        ships,
        draw: ideas.0,
        hand: ideas.1,
        terrain,
    }
}

/// The era display (T4), era 1 (Tribes) first.
pub const ERAS: [Era; 10] = [
    era("Tribes", 3, (1, 1), (1, 2), false, (1, 5), Some(F)),
    era("Agriculture", 3, (1, 2), (2, 2), false, (1, 5), Some(H)),
    era("Writing", 4, (1, 2), (2, 2), false, (1, 6), Some(W)),
    era("Sailing", 4, (2, 2), (2, 2), true, (1, 6), Some(G)),
    era("Philosophy", 4, (2, 3), (2, 3), true, (1, 6), Some(F)),
    era("Printing", 5, (2, 3), (2, 3), true, (2, 7), Some(H)),
    era("Gunpowder", 5, (3, 3), (2, 3), true, (2, 7), Some(W)),
    era("Steam", 5, (3, 4), (2, 4), true, (2, 8), Some(G)),
    era("Electricity", 6, (3, 5), (2, 4), true, (2, 8), Some(M)),
    era("Flight", 6, (3, 5), (2, 4), true, (2, 8), None),
];

/// The row of era `n` (1 to 10; out-of-range values are clamped).
pub fn era_row(n: u8) -> &'static Era {
    &ERAS[(n.clamp(1, FLIGHT) - 1) as usize]
}

/// The terrains a city may be declared as when defending (T6: cities stand on these).
pub const CITY_TERRAINS: [Terrain; 4] = [G, F, H, W];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_54_cards_and_backgrounds_11_11_11_11_10() {
        let n: u32 = DECK.iter().map(|&(_, k)| k as u32).sum();
        assert_eq!(n as usize, DECK_SIZE);
        let mut per = [0; 5];
        for i in 0..DECK_SIZE {
            per[BACKGROUNDS[i % 5].index()] += 1;
        }
        assert_eq!(per, [11, 11, 11, 11, 10]);
    }

    #[test]
    fn tiles_have_seven_hexes_and_city_tiles_sum_to_eight() {
        assert_eq!(TILES.len(), 12);
        assert_eq!(CITY_TILES.iter().sum::<u8>(), 8);
        assert!(ERAS.iter().all(|e| e.actions <= ACTION_TILES));
    }
}
