//! The domains of one board as legal-action generation needs them: a label per square and,
//! per domain, the highest Military and Religious buildings.

use crate::khronos::board::{Board, Building, DomainLabels, MAX_DOMAINS};
use crate::khronos::map::{Map, Mask};
use crate::khronos::types::Kind;

/// The highest buildings of one kind in one domain.
#[derive(Clone, Copy, Default)]
struct Ranks {
    /// The highest size (0 when there is none).
    top: u8,
    /// How many buildings have that size.
    top_count: u8,
    /// The highest size below `top` (0 when there is none).
    second: u8,
}

/// Domains of one board, labelled per square, with their highest buildings per kind.
pub(super) struct DomainIndex {
    labels: DomainLabels,
    ranks: [[Ranks; 2]; MAX_DOMAINS],
    /// Per domain, its squares and their neighbours.
    reach: [Mask; MAX_DOMAINS],
}

impl DomainIndex {
    /// Labels the domains of `board` and ranks their Military and Religious buildings.
    pub(super) fn new(map: &Map, board: &Board, occupied: Mask) -> DomainIndex {
        let mut index = DomainIndex {
            labels: DomainLabels::new(map, occupied),
            ranks: [[Ranks::default(); 2]; MAX_DOMAINS],
            reach: [0; MAX_DOMAINS],
        };
        for (reach, &m) in index.reach.iter_mut().zip(index.labels.masks()) {
            *reach = m | map.neighbours(m);
        }
        for b in &board.buildings {
            if b.btype.kind.is_controlled() && !b.ruin {
                let d = index.domain_of(b.mask);
                let r = &mut index.ranks[d][b.btype.kind.index() & 1];
                let size = b.btype.size;
                if size > r.top {
                    r.second = r.top;
                    r.top = size;
                    r.top_count = 1;
                } else if size == r.top {
                    r.top_count += 1;
                } else if size > r.second {
                    r.second = size;
                }
            }
        }
        index
    }

    /// The domain of an occupied mask (by its lowest square).
    pub(super) fn domain_of(&self, mask: Mask) -> usize {
        self.labels.label(mask.trailing_zeros() as usize)
    }

    /// How many domains the board has.
    pub(super) fn len(&self) -> usize {
        self.labels.masks().len()
    }

    /// The squares of domain `d` and their neighbours: where a footprint meets the domain.
    pub(super) fn reach(&self, d: usize) -> Mask {
        self.reach[d % MAX_DOMAINS]
    }

    /// The highest size of a standing `kind` building in domain `d` (`kind` is Military or
    /// Religious; only those are ranked).
    pub(super) fn top(&self, d: usize, kind: Kind) -> u8 {
        self.ranks[d][kind.index() & 1].top
    }

    /// `Board::highest_other` for building `b` of domain `d`: the highest size among the
    /// other standing buildings of its kind (Military or Religious) in the domain.
    pub(super) fn highest_other(&self, d: usize, b: &Building) -> u8 {
        let r = self.ranks[d][b.btype.kind.index() & 1];
        if b.ranks(b.btype.kind) && b.btype.size == r.top && r.top_count == 1 {
            r.second
        } else {
            r.top
        }
    }

    /// The domains meeting `area`: (how many, counting from 2 as 2; the one holding the
    /// lowest occupied square of the area). Without a loop, so without hard-to-predict
    /// branches.
    pub(super) fn touched_area(&self, occupied: Mask, area: Mask) -> (usize, usize) {
        let touch = area & occupied;
        let first = self.domain_of(touch);
        let rest = touch & !self.labels.mask(first);
        (usize::from(touch != 0) + usize::from(rest != 0), first)
    }
}
