//! What the games' pictures in the saved-games list share (each game draws its own, in its
//! folder): a seat's digit, and for tests a game played some way in.

pub(crate) fn seat_digit(seat: u8) -> char {
    char::from_digit(u32::from(seat), 10).unwrap_or('?')
}

/// A game of `G` after up to `actions` legal actions, each the `stride`-th of the list.
#[cfg(test)]
pub(crate) fn played<G: epochs_engine::simulate::Simulated>(
    actions: usize,
    stride: usize,
) -> G::State {
    let mut s = G::setup(&G::random_setup(3, 4, 1, false)).expect("a setup");
    for i in 0..actions {
        let legal = G::legal_actions(&s);
        let Some(a) = legal.get(i * stride % legal.len().max(1)) else {
            break;
        };
        G::apply(&mut s, a).expect("a legal action");
    }
    s
}
