//! What a bot is given: one deal consistent with its seat's view.

use epochs_engine::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A full state consistent with what `seat` sees, dealt by `determinize` from a seed: the
/// real hidden cards and tiles (other hands, the deck and its order, a face-down discard
/// pile, face-down plays, face-down map tiles) are gone, so no search can read them.
pub struct Sample<G: Game> {
    state: G::State,
    seat: u8,
}

impl<G: Game> Sample<G> {
    /// Deals what `seat` cannot see anew (seeded by `seed`). Since `determinize` depends only
    /// on the view and its random generator, two states that look the same to `seat` give
    /// the same sample.
    pub fn new(state: &G::State, seat: u8, seed: u64) -> Sample<G> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        Sample {
            state: G::determinize(state, seat, &mut rng),
            seat,
        }
    }

    /// The seat the bot plays.
    pub fn seat(&self) -> u8 {
        self.seat
    }

    /// The sampled state (hidden cards dealt at random).
    pub fn state(&self) -> &G::State {
        &self.state
    }
}
