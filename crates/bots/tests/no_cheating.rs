//! Bots never cheat: a bot is handed only a `Sample` dealt from what its seat sees, so two
//! states that look the same to the seat give the same decision at every level, and the
//! same hint. Each hidden part of each game is varied on its own behind a byte-identical
//! view: in Khronos the other hands, the deck order and the face-down discard pile's
//! contents; in Tempus the other hands, the deck order, the others' face-down progress
//! plays, the attacker's face-down fight cards (seen by the defender), and the face-down map
//! tiles, their order and which of the twelve they are.

mod common;

use common::hidden::{self, Vary};
use epochs_bots::{ismcts, Decision, Player, Sample};
use epochs_engine::khronos::Khronos;
use epochs_engine::simulate::Simulated;
use epochs_engine::tempus::{Pending, Tempus};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A fixed search budget (no clock), so that a decision depends only on sample and seed.
fn iterations(n: u32) -> Option<ismcts::Config> {
    Some(ismcts::Config {
        iterations: n,
        ..Default::default()
    })
}

/// The levels compared, each with the budget it runs on here.
fn levels() -> [(Player, Option<ismcts::Config>); 5] {
    [
        (Player::Greedy, None),
        (Player::Easy, None),
        (Player::Flat, None),
        (Player::Medium, iterations(40)),
        (Player::Hard, iterations(120)),
    ]
}

/// What the table's `hint` computes underneath (crates/table: `Table::hint_job` asks
/// `thinking_job` for `Player::Medium`, whose `HostedGame::thinker` holds
/// `Sample::new(state, seat, seed)` and decides with `decide_with(sample, seed, ...)`), on
/// a fixed budget: the table's own budget has a clock, which no test can repeat. The table's
/// own path, a game opened from a snapshot, is tested in crates/table/tests/hint_no_cheating.rs.
fn hint<G: epochs_bots::Tuned>(
    state: &G::State,
    seat: u8,
    seed: u64,
) -> Option<Decision<G::Action>> {
    let sample = Sample::<G>::new(state, seat, seed);
    Player::Medium.decide_with(&sample, seed, None, iterations(60))
}

/// The seat's view, as the bytes a front end receives.
fn view_bytes<G: epochs_bots::Tuned>(state: &G::State, seat: u8) -> String {
    serde_json::to_string(&G::view(state, Some(seat))).unwrap()
}

/// For each position, a state that differs from it only in one hidden `part` (made by
/// `vary`): the seat's view must be byte-identical, and every level and the hint must decide
/// the same, as must the samples they are given. At least `at_least` positions are compared.
fn same_decisions_behind<G: Simulated + epochs_bots::Tuned>(
    part: &str,
    vary: Vary<G::State>,
    positions: &[G::State],
    at_least: usize,
) {
    let mut compared = 0;
    let mut decisions = 0;
    let mut differed = Vec::new();
    let mut samples_differed = 0;
    for (i, state) in positions.iter().enumerate() {
        let seat = G::to_act(state).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(500 + i as u64);
        let Some(other) = vary(state, seat, &mut rng) else {
            continue;
        };
        assert!(&other != state, "{part}: nothing changed at position {i}");
        assert!(
            G::invariants(&other).is_empty(),
            "{part}: the changed state breaks {:?}",
            G::invariants(&other)
        );
        assert_eq!(
            view_bytes::<G>(state, seat),
            view_bytes::<G>(&other, seat),
            "{part}: the change shows in the seat's view at position {i}"
        );
        compared += 1;
        let seed = 77 + i as u64;
        for (player, search) in levels() {
            let a = player.decide_with(&Sample::<G>::new(state, seat, seed), seed, None, search);
            let b = player.decide_with(&Sample::<G>::new(&other, seat, seed), seed, None, search);
            decisions += 1;
            if a != b {
                differed.push(format!("{player} at position {i}"));
            }
        }
        let hint_seed = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        decisions += 1;
        if hint::<G>(state, seat, hint_seed) != hint::<G>(&other, seat, hint_seed) {
            differed.push(format!("the hint at position {i}"));
        }
        if Sample::<G>::new(state, seat, seed).state()
            != Sample::<G>::new(&other, seat, seed).state()
        {
            samples_differed += 1;
        }
    }
    assert!(
        compared >= at_least,
        "{part}: only {compared} positions compared, wanted {at_least}"
    );
    assert!(
        differed.is_empty(),
        "{} {part}: {} of {decisions} decisions differed with only the {part} changed \
         behind the same view: {}",
        G::KEY,
        differed.len(),
        differed.join(", ")
    );
    assert_eq!(
        samples_differed,
        0,
        "{} {part}: the samples differed at {samples_differed} of {compared} positions",
        G::KEY
    );
}

/// Positions of random 3-seat games where `vary` finds something to change, spread out.
fn where_varies<G: Simulated + epochs_bots::Tuned>(
    vary: Vary<G::State>,
    games: u64,
    every: usize,
    count: usize,
) -> Vec<G::State> {
    common::spread_where::<G>(3, 11, games, every, count, |s| {
        let seat = G::to_act(s).unwrap();
        vary(s, seat, &mut ChaCha8Rng::seed_from_u64(0)).is_some()
    })
}

#[test]
fn khronos_decisions_ignore_the_other_hands() {
    let vary = hidden::khronos_other_hands;
    let positions = where_varies::<Khronos>(vary, 4, 31, 12);
    same_decisions_behind::<Khronos>("other hands", vary, &positions, 10);
}

#[test]
fn khronos_decisions_ignore_the_deck_order() {
    let vary = hidden::khronos_deck_order;
    let positions = where_varies::<Khronos>(vary, 4, 31, 12);
    same_decisions_behind::<Khronos>("deck order", vary, &positions, 10);
}

#[test]
fn khronos_decisions_ignore_the_face_down_discard_pile() {
    let vary = hidden::khronos_discard;
    let positions = where_varies::<Khronos>(vary, 4, 31, 12);
    same_decisions_behind::<Khronos>("discard pile", vary, &positions, 10);
}

#[test]
fn tempus_decisions_ignore_the_other_hands() {
    let vary = hidden::tempus_other_hands;
    let positions = where_varies::<Tempus>(vary, 4, 29, 10);
    same_decisions_behind::<Tempus>("other hands", vary, &positions, 8);
}

#[test]
fn tempus_decisions_ignore_the_deck_order() {
    let vary = hidden::tempus_deck_order;
    let positions = where_varies::<Tempus>(vary, 4, 37, 10);
    same_decisions_behind::<Tempus>("deck order", vary, &positions, 8);
}

#[test]
fn tempus_decisions_ignore_the_others_face_down_progress_plays() {
    let vary = hidden::tempus_progress_plays;
    let positions = where_varies::<Tempus>(vary, 8, 3, 8);
    same_decisions_behind::<Tempus>("progress plays", vary, &positions, 6);
}

#[test]
fn tempus_decisions_ignore_the_attackers_face_down_cards() {
    let vary = hidden::tempus_attack_cards;
    let positions = where_varies::<Tempus>(vary, 8, 1, 8);
    assert!(positions
        .iter()
        .all(|s| matches!(s.pending, Some(Pending::DefendCards { .. }))));
    same_decisions_behind::<Tempus>("attack cards", vary, &positions, 6);
}

#[test]
fn tempus_decisions_ignore_the_order_of_the_face_down_map_tiles() {
    let vary = hidden::tempus_tile_order;
    let positions = where_varies::<Tempus>(vary, 8, 1, 8);
    same_decisions_behind::<Tempus>("map tile order", vary, &positions, 6);
}

#[test]
fn tempus_decisions_ignore_which_map_tiles_lie_face_down() {
    let vary = hidden::tempus_tile_identity;
    let positions = where_varies::<Tempus>(vary, 8, 1, 8);
    same_decisions_behind::<Tempus>("face-down map tiles", vary, &positions, 6);
}
