//! Paying construction cards: hand, pawns on the board, and the per-pawn and per-turn limits (K11).

use super::error::{refuse, Rule, RuleError, Why};
use super::state::State;
use super::types::{Age, Cards};

/// A card payment that has been checked and may be carried out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Payment {
    /// The cards paid.
    pub cards: Cards,
    /// The charge splits that remain possible afterwards.
    pub charges: u16,
}

/// Checks that the active player can play `cards` on `age` now.
pub fn check_payment(state: &State, age: Age, cards: Cards) -> Result<Payment, RuleError> {
    let player = &state.players[state.active as usize];
    if !player.hand.contains(&cards) {
        return refuse(
            Rule::CardsNotInHand,
            Why::MissingCards {
                cards,
                hand: player.hand,
            },
        );
    }
    let present = state.pawns_present(age);
    if !present[0] && !present[1] {
        return refuse(Rule::PawnAbsent, Why::NoAdventurerIn { age });
    }
    let n = cards.total();
    let charges = state.turn_state.charges_after(n, present);
    if charges == 0 {
        let why = if n > 2 && !(present[0] && present[1]) {
            Why::NeedsBothAdventurers { count: n }
        } else {
            Why::CardLimit {
                played: state.turn_state.cards_played(),
            }
        };
        return refuse(Rule::CardLimit, why);
    }
    Ok(Payment { cards, charges })
}

/// Carries out a checked payment: the cards go to the discard pile.
pub fn pay(state: &mut State, payment: Payment) {
    let seat = state.active as usize;
    state.players[seat].hand = state.players[seat].hand.minus(&payment.cards);
    state.discard = state.discard.plus(&payment.cards);
    state.turn_state.charges = payment.charges;
    state.turn_state.exchange_open = false;
}

#[cfg(test)]
mod tests {
    use crate::khronos::state::TurnState;

    #[test]
    fn four_cards_need_both_pawns_and_two_per_pawn() {
        let t = TurnState::new();
        assert_eq!(t.charges_after(3, [true, false]), 0);
        assert_ne!(t.charges_after(3, [true, true]), 0);
        assert_ne!(t.charges_after(4, [true, true]), 0);
        assert_eq!(t.charges_after(5, [true, true]), 0);
    }

    #[test]
    fn charges_are_assigned_as_late_as_possible() {
        // One card with both pawns present, then a pawn travels and plays two elsewhere.
        let mut t = TurnState::new();
        t.charges = t.charges_after(1, [true, true]);
        assert_eq!(t.cards_played(), 1);
        // Pawn 0 alone plays two: possible only if the first card was charged to pawn 1.
        let after = t.charges_after(2, [true, false]);
        assert_ne!(after, 0);
        let mut u = t.clone();
        u.charges = after;
        // Now pawn 0 is full and pawn 1 has one card left.
        assert_eq!(u.charges_after(1, [true, false]), 0);
        assert_ne!(u.charges_after(1, [false, true]), 0);
    }
}
