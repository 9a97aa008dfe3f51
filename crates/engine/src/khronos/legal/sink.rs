//! Where generated actions go: a list, a count, or the search for the one at a position.
//!
//! Generation walks the legal actions in list order and hands them to a sink. A list keeps
//! them all; a count or a search by position needs only how many there are in a block, so
//! the many constructions and upgrades are counted with popcounts instead of being built.

use crate::khronos::action::Action;
use crate::khronos::types::Cards;
use std::ops::ControlFlow;

/// Whether generation goes on (`Continue`) or the sink has what it came for (`Break`).
pub(super) type Flow = ControlFlow<()>;

/// A consumer of legal actions, handed over in list order.
pub(super) trait Sink {
    /// Whether the sink can skip a block knowing only its size (see `block`).
    const SKIPS_BLOCKS: bool;

    /// One action.
    fn one(&mut self, action: Action) -> Flow;

    /// One action per surcharge pile, in pile order.
    fn piles(&mut self, piles: &[Cards], make: impl Fn(Cards) -> Action) -> Flow;

    /// `n` actions that `expand` hands over; a sink that needs only their number does not
    /// call it.
    fn block(&mut self, n: usize, expand: impl FnOnce(&mut Self) -> Flow) -> Flow;
}

impl Sink for Vec<Action> {
    const SKIPS_BLOCKS: bool = false;

    fn one(&mut self, action: Action) -> Flow {
        self.push(action);
        ControlFlow::Continue(())
    }

    fn piles(&mut self, piles: &[Cards], make: impl Fn(Cards) -> Action) -> Flow {
        self.extend(piles.iter().map(|&c| make(c)));
        ControlFlow::Continue(())
    }

    fn block(&mut self, _n: usize, expand: impl FnOnce(&mut Self) -> Flow) -> Flow {
        expand(self)
    }
}

/// Counts the legal actions.
#[derive(Default)]
pub(super) struct Count(pub usize);

impl Sink for Count {
    const SKIPS_BLOCKS: bool = true;

    fn one(&mut self, _action: Action) -> Flow {
        self.0 += 1;
        ControlFlow::Continue(())
    }

    fn piles(&mut self, piles: &[Cards], _make: impl Fn(Cards) -> Action) -> Flow {
        self.0 += piles.len();
        ControlFlow::Continue(())
    }

    fn block(&mut self, n: usize, _expand: impl FnOnce(&mut Self) -> Flow) -> Flow {
        self.0 += n;
        ControlFlow::Continue(())
    }
}

/// Finds the legal action at a position of the list.
pub(super) struct Nth {
    /// How many actions are still to be passed over.
    pub left: usize,
    /// The action, once reached.
    pub found: Option<Action>,
}

impl Sink for Nth {
    const SKIPS_BLOCKS: bool = true;

    fn one(&mut self, action: Action) -> Flow {
        if self.left == 0 {
            self.found = Some(action);
            return ControlFlow::Break(());
        }
        self.left -= 1;
        ControlFlow::Continue(())
    }

    fn piles(&mut self, piles: &[Cards], make: impl Fn(Cards) -> Action) -> Flow {
        match piles.get(self.left) {
            Some(&c) => {
                self.found = Some(make(c));
                ControlFlow::Break(())
            }
            None => {
                self.left -= piles.len();
                ControlFlow::Continue(())
            }
        }
    }

    fn block(&mut self, n: usize, expand: impl FnOnce(&mut Self) -> Flow) -> Flow {
        if self.left >= n {
            self.left -= n;
            return ControlFlow::Continue(());
        }
        expand(self)
    }
}
