//! What a Tempus view tells a seat its cards are worth, while it chooses cards for a fight
//! or for progress, adds up to what the engine then counts: the fight's combat points and
//! the progress phase's points (T13, T14). Seeded random games.

use epochs_engine::game::Game;
use epochs_engine::simulate::Simulated;
use epochs_engine::tempus::{apply, legal_actions, view, Action, Event, Tempus};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// `base` plus the worth of each chosen card, matched to the hand's cards one by one.
fn promised(
    worth: &epochs_engine::tempus::view::CardWorth,
    hand: &[epochs_engine::tempus::types::Card],
    chosen: &[epochs_engine::tempus::types::Card],
) -> u32 {
    let mut used = vec![false; hand.len()];
    let mut total = worth.base;
    for c in chosen {
        let i = (0..hand.len())
            .find(|&i| !used[i] && hand[i] == *c)
            .expect("a chosen card is in the hand");
        used[i] = true;
        total += worth.cards[i];
    }
    total
}

#[test]
fn card_worth_adds_up_to_the_fight_and_progress_points_counted() {
    let (mut fights, mut progress) = (0, 0);
    for seed in 0..12u64 {
        let mut state = Tempus::setup(&Tempus::random_setup(3, seed, 3, true)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        // Per seat: the points promised by the view for the cards it chose.
        let mut promised_attack: Option<u32> = None;
        let mut promised_defence: Option<u32> = None;
        let mut promised_progress: Vec<Option<u32>> = vec![None; 3];
        while !state.finished {
            let legal = legal_actions(&state);
            let a = legal[rng.random_range(0..legal.len())];
            let chosen = match a {
                Action::AttackCards { cards }
                | Action::DefendCards { cards }
                | Action::ProgressCards { cards } => Some(cards),
                _ => None,
            };
            if let Some(cards) = chosen {
                let seat = state.to_act().expect("a seat chooses the cards");
                let v = view(&state, Some(seat));
                let worth = v
                    .worth
                    .as_ref()
                    .expect("the chooser is told what its cards are worth");
                let hand = v.players[seat as usize].hand.expect("its own hand");
                assert_eq!(worth.cards.len(), hand.len());
                let total = promised(worth, hand.cards(), cards.cards());
                match a {
                    Action::AttackCards { .. } => promised_attack = Some(total),
                    Action::DefendCards { .. } => promised_defence = Some(total),
                    _ => promised_progress[seat as usize] = Some(total),
                }
                // Another seat is told nothing of it.
                let other = (seat + 1) % 3;
                assert!(view(&state, Some(other)).worth.is_none() || state.to_act() == Some(other));
            }
            let events = apply(&mut state, &a).unwrap();
            for e in &events {
                match e {
                    Event::FightResolved {
                        attack, defence, ..
                    } => {
                        if let Some(p) = promised_attack.take() {
                            assert_eq!(*attack, p, "seed {seed}: attack");
                        }
                        if let Some(p) = promised_defence.take() {
                            assert_eq!(*defence, p, "seed {seed}: defence");
                            fights += 1;
                        }
                    }
                    Event::ProgressScored { points, .. } => {
                        for (s, p) in promised_progress.iter_mut().enumerate() {
                            if let Some(p) = p.take() {
                                assert_eq!(points[s], p, "seed {seed}: seat {s}'s progress");
                                progress += 1;
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    assert!(fights > 5, "only {fights} fights checked");
    assert!(progress > 20, "only {progress} progress plays checked");
}
