//! What one seat cannot see, dealt afresh for the bots (`determinize`).
//!
//! A seat sees its own hand, its own face-down progress play and, as the attacker, its own
//! face-down fight cards; everyone sees the island, the discard pile (face up), the
//! Sanitation cards on the map, the defender's cards, the drawn map tile and how many cards
//! or tiles lie anywhere else. Hidden from it (see docs/rules/tempus.md, *Hidden
//! information*):
//!
//! - the Idea cards of the other hands, of the others' face-down progress plays, of another
//!   attacker's face-down fight cards, and the deck with its order: one pool of unseen cards,
//!   shuffled and dealt back to the same sizes;
//! - the face-down map tiles: their order, and which of the twelve they are, since only 6 to
//!   10 of them are used below five players (T2). They are dealt from every tile neither
//!   placed nor drawn face up.

use super::cards::CardList;
use super::state::{Pending, State};
use super::table;
use super::types::{Card, Seat};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Replaces what `viewer` cannot see (other hands, others' face-down cards, the deck and its
/// order, the face-down map tiles) by a random deal consistent with the viewer's view, and
/// reseeds the state's random generator, for bots that must not cheat. The result depends
/// only on what `viewer` sees and on `rng`.
pub fn determinize<R: Rng + ?Sized>(state: &State, viewer: Seat, rng: &mut R) -> State {
    let mut out = state.clone();
    let v = viewer as usize;
    let mut pool: Vec<Card> = std::mem::take(&mut out.deck);
    for (i, p) in out.players.iter().enumerate() {
        if i != v {
            pool.extend_from_slice(p.hand.cards());
        }
    }
    for (i, play) in out.plays.iter().enumerate() {
        if i != v {
            if let Some(c) = play {
                pool.extend_from_slice(c.cards());
            }
        }
    }
    let hidden_attack = out
        .fight
        .filter(|f| f.attacker != viewer)
        .and_then(|f| f.attack);
    if let Some(a) = hidden_attack {
        pool.extend_from_slice(a.cards());
    }
    // Sorted first, so that the deal depends only on what is hidden, never on where it is.
    pool.sort_unstable();
    pool.shuffle(rng);
    out.rng = ChaCha8Rng::seed_from_u64(rng.random());
    let mut deal = |n: usize| -> CardList {
        let take: Vec<Card> = pool.drain(..n.min(pool.len())).collect();
        CardList::from_cards(&take).unwrap_or_default()
    };
    for i in 0..out.players.len() {
        if i != v {
            let n = out.players[i].hand.len();
            out.players[i].hand = deal(n);
        }
    }
    for i in 0..out.plays.len() {
        if i != v {
            if let Some(c) = out.plays[i] {
                out.plays[i] = Some(deal(c.len()));
            }
        }
    }
    if let (Some(f), Some(a)) = (out.fight.as_mut(), hidden_attack) {
        f.attack = Some(deal(a.len()));
    }
    out.deck = pool;
    deal_tiles(&mut out, rng);
    out
}

/// Deals the face-down map tiles afresh: as many as lie face down, from every tile neither
/// placed nor face up, in a random order. The tile being placed (the top of the stack) is
/// face up and stays.
fn deal_tiles<R: Rng + ?Sized>(state: &mut State, rng: &mut R) {
    let n = state.tile_stack.len();
    let face_down = if matches!(state.pending, Some(Pending::PlaceTile { .. })) {
        n.saturating_sub(1)
    } else {
        n
    };
    let face_up = state.tile_stack.split_off(face_down);
    let mut unseen: Vec<u8> = (1..=table::TILES.len() as u8)
        .filter(|t| !face_up.contains(t) && !state.placed_tiles.iter().any(|p| p.tile == *t))
        .collect();
    unseen.shuffle(rng);
    unseen.truncate(face_down);
    state.tile_stack = unseen;
    state.tile_stack.extend(face_up);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::simulate::Simulated;
    use crate::tempus::{self, view, Tempus};
    use crate::Game;

    /// Positions of a random 3-seat game whose island is placed tile by tile, while tiles
    /// are being placed.
    fn placing_tiles() -> Vec<State> {
        // Game 3 of a run places its island (`simulate::random_setup`).
        let mut state = Tempus::setup(&Tempus::random_setup(3, 7, 3, false)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut out = Vec::new();
        while matches!(state.pending, Some(Pending::PlaceTile { .. })) {
            out.push(state.clone());
            let a = Tempus::random_legal(&state, &mut rng).unwrap();
            tempus::apply(&mut state, &a).unwrap();
        }
        out
    }

    #[test]
    fn determinize_deals_which_map_tiles_lie_face_down_behind_the_same_view() {
        let positions = placing_tiles();
        // Eight tiles for three players: seven face down under the drawn one at first.
        assert_eq!(positions.len(), table::map_tiles(3));
        let mut left_out_dealt = 0;
        for (i, state) in positions.iter().enumerate() {
            let viewer = state.to_act().unwrap();
            let seen = serde_json::to_string(&view(state, Some(viewer))).unwrap();
            for seed in 0..8u64 {
                let mut rng = ChaCha8Rng::seed_from_u64(seed * 100 + i as u64);
                let d = determinize(state, viewer, &mut rng);
                assert_eq!(d.tile_stack.len(), state.tile_stack.len());
                assert_eq!(d.tile_stack.last(), state.tile_stack.last());
                assert_eq!(
                    serde_json::to_string(&view(&d, Some(viewer))).unwrap(),
                    seen,
                    "the viewer's view changed"
                );
                assert!(tempus::invariants::check(&d).is_empty());
                if d.tile_stack.iter().any(|t| !state.tile_stack.contains(t)) {
                    left_out_dealt += 1;
                }
            }
        }
        // Four of the twelve tiles are out of a 3-seat game: a deal of the face-down ones
        // from the nine or more unseen tiles brings one of them in almost always.
        assert!(left_out_dealt > positions.len() * 4, "{left_out_dealt}");
    }
}
