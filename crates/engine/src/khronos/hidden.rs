//! What one seat cannot see, dealt afresh for the bots (`determinize`).
//!
//! A seat sees its own hand, the boards, the Hold'em display and how many cards every other
//! hand, the deck and the discard pile hold. It does not see which cards the other hands
//! hold, the deck's order, nor which cards lie in the face-down discard pile (cards go there
//! unseen when exchanged or discarded at the end of a turn, K9, K10). Those three are one
//! pool of unseen cards, shuffled and dealt back to the same sizes.

use super::state::State;
use super::types::{Cards, Kind, Seat};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Adds the cards of `cards` to `pool`, one entry per card.
fn push_cards(pool: &mut Vec<Kind>, cards: Cards) {
    for kind in Kind::ALL {
        pool.extend(std::iter::repeat_n(kind, cards.get(kind) as usize));
    }
}

/// Replaces what `viewer` cannot see (the other hands, the deck and its order, the contents
/// of the face-down discard pile) by a random deal consistent with the viewer's view, and
/// reseeds the state's random generator, for bots that must not cheat. The result depends
/// only on what `viewer` sees and on `rng`: every hand, the deck and the discard pile keep
/// their sizes, and the cards among them are dealt from the unseen pool sorted first.
pub fn determinize<R: Rng + ?Sized>(state: &State, viewer: Seat, rng: &mut R) -> State {
    let mut out = state.clone();
    let mut pool: Vec<Kind> = std::mem::take(&mut out.deck);
    for (i, p) in out.players.iter().enumerate() {
        if i != viewer as usize {
            push_cards(&mut pool, p.hand);
        }
    }
    push_cards(&mut pool, out.discard);
    // Sorted first, so that the deal depends only on what is hidden, never on where it is.
    pool.sort_unstable();
    pool.shuffle(rng);
    out.rng = ChaCha8Rng::seed_from_u64(rng.random());
    let mut deal = |n: u8| {
        let mut cards = Cards::NONE;
        for kind in pool.drain(..(n as usize).min(pool.len())) {
            *cards.get_mut(kind) += 1;
        }
        cards
    };
    for (i, p) in out.players.iter_mut().enumerate() {
        if i != viewer as usize {
            p.hand = deal(p.hand.total());
        }
    }
    out.discard = deal(state.discard.total());
    out.deck = pool;
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::khronos::{self, view, Khronos};
    use crate::simulate::Simulated;
    use crate::Game;

    /// Positions of a few random 3-seat games with cards in the discard pile.
    fn with_discards() -> Vec<State> {
        let mut out = Vec::new();
        for game in 0..3 {
            let mut state = Khronos::setup(&Khronos::random_setup(3, 7, game, true)).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(game);
            let mut step = 0;
            while let Some(a) = Khronos::random_legal(&state, &mut rng) {
                if step % 17 == 0 && state.discard.total() >= 2 {
                    out.push(state.clone());
                }
                khronos::apply(&mut state, &a).unwrap();
                step += 1;
            }
        }
        out
    }

    #[test]
    fn determinize_deals_the_discard_pile_afresh_behind_the_same_view() {
        let positions = with_discards();
        assert!(positions.len() >= 10, "only {} positions", positions.len());
        let mut changed = 0;
        let mut tried = 0;
        for (i, state) in positions.iter().enumerate() {
            let viewer = state.to_act().unwrap();
            let seen = serde_json::to_string(&view(state, Some(viewer))).unwrap();
            for seed in 0..8u64 {
                let mut rng = ChaCha8Rng::seed_from_u64(seed * 1000 + i as u64);
                let d = determinize(state, viewer, &mut rng);
                assert_eq!(d.discard.total(), state.discard.total());
                assert_eq!(d.deck.len(), state.deck.len());
                for (a, b) in d.players.iter().zip(&state.players) {
                    assert_eq!(a.hand.total(), b.hand.total());
                }
                assert_eq!(
                    d.players[viewer as usize].hand,
                    state.players[viewer as usize].hand
                );
                assert_eq!(
                    serde_json::to_string(&view(&d, Some(viewer))).unwrap(),
                    seen,
                    "the viewer's view changed"
                );
                assert!(khronos::invariants::check(&d).is_empty());
                tried += 1;
                if d.discard != state.discard {
                    changed += 1;
                }
            }
        }
        // A pile of two or more cards drawn from three colours is dealt the same only now
        // and then.
        assert!(
            changed * 2 > tried,
            "the discard pile changed in only {changed} of {tried} deals"
        );
    }

    #[test]
    fn determinize_depends_only_on_the_view_and_the_seed() {
        for state in with_discards().iter().take(6) {
            let viewer = state.to_act().unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(3);
            let other = determinize(state, viewer, &mut rng);
            let a = determinize(state, viewer, &mut ChaCha8Rng::seed_from_u64(9));
            let b = determinize(&other, viewer, &mut ChaCha8Rng::seed_from_u64(9));
            assert_eq!(a, b);
        }
    }
}
