//! The search in a Tempus fight it can make sure of: the bot defends a hex whose tokens lose
//! to the attacking tokens alone, and one card of its hand brings its combat points up to the
//! most the attacker could have (every token of the attacking hex, and 1 for each face-down
//! card, the most an attacker's card can count). Found in seeded random games; the medium bot,
//! on a fixed number of iterations, must play a defence that cannot be lost.

mod common;

use epochs_bots::{ismcts, Player, Sample};
use epochs_engine::tempus::{self, combat_points, Action, Pending, State, Tempus};
use epochs_engine::Game;

/// The most combat points one attacker's card can add (T13: a matching terrain or a Weapon
/// is 1; an attacker's Fortification counts only its background).
const ATTACK_CARD_MOST: u32 = 1;

/// The attacker's combat points at most, as the defender sees them: the tokens, and each
/// face-down card at its most.
fn attack_at_most(state: &State) -> Option<u32> {
    let f = state.fight.as_ref()?;
    let tokens = state.board.tokens(f.from) as u32 * tempus::table::TOKEN_COMBAT;
    let cards = f.attack.map(|l| l.cards().len() as u32).unwrap_or(0);
    Some(tokens + cards * ATTACK_CARD_MOST)
}

/// The defender's combat points with `action`'s cards.
fn defence_with(state: &State, action: &Action) -> Option<u32> {
    let Action::DefendCards { cards } = action else {
        return None;
    };
    let mut f = state.fight?;
    f.defence = Some(*cards);
    Some(combat_points(state, &f).1)
}

/// Whether the defence `action` wins whatever the attacker holds (the defender wins ties).
fn sure(state: &State, action: &Action) -> bool {
    match (defence_with(state, action), attack_at_most(state)) {
        (Some(d), Some(a)) => d >= a,
        _ => false,
    }
}

/// Whether the defence without cards loses to the attacking tokens alone.
fn lost_without_cards(state: &State) -> bool {
    let none = Action::DefendCards {
        cards: Default::default(),
    };
    let Some(f) = state.fight.as_ref() else {
        return false;
    };
    let tokens = state.board.tokens(f.from) as u32 * tempus::table::TOKEN_COMBAT;
    defence_with(state, &none).is_some_and(|d| d < tokens)
}

/// Positions where the seat to act defends, loses without cards whatever the attacker
/// played, and one card makes sure of the fight.
fn fights_to_make_sure_of(wanted: usize) -> Vec<State> {
    common::first_where::<Tempus>(2, 5, 2000, wanted, |state| {
        if !matches!(state.pending, Some(Pending::DefendCards { .. })) {
            return false;
        }
        let one_card_sure = |a: &Action| {
            matches!(a, Action::DefendCards { cards } if cards.cards().len() == 1) && sure(state, a)
        };
        lost_without_cards(state) && Tempus::legal_actions(state).iter().any(one_card_sure)
    })
}

#[test]
fn the_search_plays_a_defence_that_cannot_be_lost() {
    let positions = fights_to_make_sure_of(8);
    assert!(
        positions.len() >= 6,
        "only {} fights found",
        positions.len()
    );
    let search = ismcts::Config {
        iterations: 800,
        ..Default::default()
    };
    for (i, state) in positions.iter().enumerate() {
        let seat = Tempus::to_act(state).unwrap();
        let seed = 17 * i as u64 + 3;
        let sample = Sample::<Tempus>::new(state, seat, seed);
        let d = Player::Medium
            .decide_with(&sample, seed, None, Some(search))
            .unwrap();
        assert!(
            sure(state, &d.action),
            "position {i}: {:?} against at most {:?} points",
            d.action,
            attack_at_most(state)
        );
    }
}
