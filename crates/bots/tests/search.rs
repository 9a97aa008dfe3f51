//! The search on positions with a known best move: the end of a game, where what the seat to
//! act does decides whether it wins (in Khronos a construction that wins the last earnings;
//! in Tempus the cards played for progress in the last era). Found in seeded random games:
//! either the seat loses if it ends its turn at once and one more action wins, or one of its
//! actions ends the game with its win and another with its loss. The medium bot, on a fixed
//! number of iterations, must win every one of them.

mod common;

use epochs_bots::{ismcts, Player, Sample};
use epochs_engine::khronos::{self, Khronos};
use epochs_engine::simulate::Simulated;
use epochs_engine::tempus::Tempus;
use epochs_engine::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Whether `seat` wins if it ends its turn now (and the game ends with it).
fn ending_now<G: Simulated + epochs_bots::Tuned>(state: &G::State, seat: u8) -> Option<bool> {
    let end = G::legal_actions(state).into_iter().find(G::ends_turn)?;
    let mut s = state.clone();
    G::apply(&mut s, &end).ok()?;
    let outcome = G::outcome(&s)?;
    Some(outcome.winners == vec![seat])
}

/// Whether some single action, then ending the turn, makes `seat` the sole winner.
fn one_action_wins<G: Simulated + epochs_bots::Tuned>(state: &G::State, seat: u8) -> bool {
    G::legal_actions(state).iter().any(|a| {
        let mut s = state.clone();
        if G::ends_turn(a) || G::apply(&mut s, a).is_err() || G::to_act(&s) != Some(seat) {
            return false;
        }
        ending_now::<G>(&s, seat) == Some(true)
    })
}

/// Whether among `seat`'s actions one ends the game with its sole win whatever the cards it
/// cannot see (tried on 20 deals of them), and another with its loss.
fn a_last_action_decides<G: epochs_bots::Tuned>(state: &G::State, seat: u8) -> bool {
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    let deals: Vec<G::State> = std::iter::once(state.clone())
        .chain((0..20).map(|_| G::determinize(state, seat, &mut rng)))
        .collect();
    let wins_in = |deal: &G::State, a: &G::Action| {
        let mut s = deal.clone();
        G::apply(&mut s, a).ok()?;
        Some(G::outcome(&s)?.winners == vec![seat])
    };
    let actions = G::legal_actions(state);
    let sure_win = actions
        .iter()
        .any(|a| deals.iter().all(|d| wins_in(d, a) == Some(true)));
    let loss = actions.iter().any(|a| wins_in(state, a) == Some(false));
    sure_win && loss
}

/// Positions where what the seat to act does now decides whether it wins.
fn decisive_positions<G: Simulated + epochs_bots::Tuned>(
    players: usize,
    wanted: usize,
) -> Vec<G::State> {
    common::first_where::<G>(players, 3, 400, wanted, |state| {
        let Some(seat) = G::to_act(state) else {
            return false;
        };
        (ending_now::<G>(state, seat) == Some(false) && one_action_wins::<G>(state, seat))
            || a_last_action_decides::<G>(state, seat)
    })
}

/// Plays the turn of the seat to act with the medium bot on 800 iterations (its decisions
/// seeded from `seed` on), until another seat must act or the game is over.
fn medium_plays_its_turn<G: epochs_bots::Tuned>(mut state: G::State, seed: u64) -> G::State {
    let seat = G::to_act(&state).unwrap();
    let search = ismcts::Config {
        iterations: 800,
        ..Default::default()
    };
    let mut step = 0;
    while G::to_act(&state) == Some(seat) {
        let sample = Sample::<G>::new(&state, seat, seed + step);
        let d = Player::Medium
            .decide_with(&sample, seed + step, None, Some(search))
            .unwrap();
        G::apply(&mut state, &d.action).unwrap();
        step += 1;
        assert!(step < 50, "the turn should end");
    }
    state
}

fn the_search_finds_the_winning_last_turn<G: Simulated + epochs_bots::Tuned>(players: usize) {
    let positions = decisive_positions::<G>(players, 4);
    assert!(
        positions.len() >= 2,
        "only {} positions found",
        positions.len()
    );
    for (i, start) in positions.into_iter().enumerate() {
        let seat = G::to_act(&start).unwrap();
        let state = medium_plays_its_turn::<G>(start, 31 * i as u64);
        let outcome = G::outcome(&state).expect("the last turn ends the game");
        assert_eq!(outcome.winners, vec![seat], "position {i}: {outcome:?}");
    }
}

#[test]
fn khronos_search_plays_the_construction_that_wins_the_last_earnings() {
    the_search_finds_the_winning_last_turn::<Khronos>(2);
}

#[test]
fn tempus_search_plays_the_progress_cards_that_win() {
    the_search_finds_the_winning_last_turn::<Tempus>(2);
}

#[test]
fn the_same_view_seed_and_budget_give_the_same_move() {
    let state = Khronos::setup(&Khronos::random_setup(3, 8, 0, false)).unwrap();
    let seat = Khronos::to_act(&state).unwrap();
    let search = ismcts::Config {
        iterations: 200,
        ..Default::default()
    };
    let run = || {
        let sample = Sample::<Khronos>::new(&state, seat, 4);
        ismcts::search(&sample, &search, 4, None).unwrap()
    };
    let (a, b) = (run(), run());
    assert_eq!(a, b);
    assert!(
        a.iterations > 0 && a.iterations <= 200,
        "{} iterations",
        a.iterations
    );
    assert!(a.compared > 3, "the root widened to {} actions", a.compared);
}

#[test]
fn a_raised_cancel_flag_stops_the_search() {
    let state = Tempus::setup(&Tempus::random_setup(2, 8, 0, false)).unwrap();
    let seat = Tempus::to_act(&state).unwrap();
    let sample = Sample::<Tempus>::new(&state, seat, 1);
    let cancel = std::sync::atomic::AtomicBool::new(true);
    let search = ismcts::Config::default();
    // A position with one legal action needs no search; any other is cancelled.
    if Tempus::legal_actions(&state).len() > 1 {
        assert!(ismcts::search(&sample, &search, 1, Some(&cancel)).is_none());
    }
}

/// Ecus `seat` holds once its turn is over, after `first` (if any) and then ending the turn.
fn ecus_after_ending(
    state: &khronos::State,
    seat: u8,
    first: Option<&khronos::Action>,
) -> Option<u32> {
    let mut s = state.clone();
    if let Some(a) = first {
        Khronos::apply(&mut s, a).ok()?;
    }
    if Khronos::to_act(&s) != Some(seat) {
        return None;
    }
    let end = Khronos::legal_actions(&s)
        .into_iter()
        .find(Khronos::ends_turn)?;
    Khronos::apply(&mut s, &end).ok()?;
    Some(s.players[seat as usize].ecus)
}

/// The most Ecus one journey and then ending the turn leave `seat` with.
fn best_journey(state: &khronos::State, seat: u8) -> Option<u32> {
    Khronos::legal_actions(state)
        .iter()
        .filter(|a| matches!(a, khronos::Action::Travel { .. }))
        .filter_map(|a| ecus_after_ending(state, seat, Some(a)))
        .max()
}

#[test]
fn khronos_search_travels_to_collect_its_last_earnings() {
    // The last round, where one journey before ending the turn collects at least 2 Ecus more
    // than ending it at once: only the boards where a seat's Adventurers stand pay (K15).
    let positions = common::first_where::<Khronos>(3, 5, 400, 5, |s| {
        let Some(seat) = Khronos::to_act(s) else {
            return false;
        };
        s.turn == 7
            && s.pending.is_none()
            && match (ecus_after_ending(s, seat, None), best_journey(s, seat)) {
                (Some(now), Some(journey)) => journey >= now + 2,
                _ => false,
            }
    });
    assert!(
        positions.len() >= 3,
        "only {} positions found",
        positions.len()
    );
    for (i, start) in positions.into_iter().enumerate() {
        let seat = Khronos::to_act(&start).unwrap();
        let planned = best_journey(&start, seat).unwrap();
        let state = medium_plays_its_turn::<Khronos>(start, 7 * i as u64);
        let ecus = state.players[seat as usize].ecus;
        assert!(
            ecus >= planned,
            "position {i}: {ecus} Ecus after the bot's turn, {planned} after a journey and the end"
        );
    }
}
