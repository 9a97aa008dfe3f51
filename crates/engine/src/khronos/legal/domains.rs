//! The domains of one board as legal-action generation needs them: a label per square and,
//! per domain, the highest Military and Religious buildings.

use crate::khronos::bits::{bits, Mask};
use crate::khronos::board::{Board, Building, MAX_DOMAINS};
use crate::khronos::map::Map;
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
    /// The domain number of each occupied square.
    label: [u8; 128],
    /// How many domains the board has.
    len: usize,
    ranks: [[Ranks; 2]; MAX_DOMAINS],
    /// Per domain, its squares and their neighbours.
    reach: [Mask; MAX_DOMAINS],
    /// Squares within reach of exactly one domain.
    reached_once: Mask,
    /// Squares within reach of two domains or more.
    reached_twice: Mask,
    /// Bit `p` of the domain number of each square of `reached_once`, per `p`.
    planes: [Mask; 6],
    /// How many of `planes` are used.
    plane_count: usize,
    /// Per kind (Military, Religious) and size, the reach of the domains whose highest
    /// building of that kind has that size.
    top_reach: [[Mask; 4]; 2],
}

impl DomainIndex {
    /// Labels the domains of `board` and ranks their Military and Religious buildings.
    pub(super) fn new(map: &Map, board: &Board, occupied: Mask) -> DomainIndex {
        let mut index = DomainIndex {
            label: [0; 128],
            len: 0,
            ranks: [[Ranks::default(); 2]; MAX_DOMAINS],
            reach: [0; MAX_DOMAINS],
            reached_once: 0,
            reached_twice: 0,
            planes: [0; 6],
            plane_count: 0,
            top_reach: [[0; 4]; 2],
        };
        // Flood fill from each building not yet reached: a domain is grown whole buildings
        // at a time, and its last growth step, which adds nothing occupied, is its reach.
        // Domain numbers are only names here, so their order does not matter.
        let mut labelled: Mask = 0;
        for b in &board.buildings {
            if b.mask & labelled != 0 {
                continue;
            }
            let mut domain = b.mask & occupied;
            let reach = loop {
                let grown = map.grown(domain);
                let next = grown & occupied;
                if next == domain {
                    break grown;
                }
                domain = next;
            };
            let d = index.len.min(MAX_DOMAINS - 1);
            index.reach[d] |= reach;
            for i in bits(domain) {
                index.label[i & 127] = d as u8;
            }
            labelled |= domain;
            index.len += 1;
        }
        index.len = index.len.min(MAX_DOMAINS);
        index.plane_count = (usize::BITS - index.len.saturating_sub(1).leading_zeros()) as usize;
        let (mut once, mut twice) = (0, 0);
        for (d, &reach) in index.reach.iter().enumerate().take(index.len) {
            twice |= once & reach;
            once |= reach;
            for (p, plane) in index.planes.iter_mut().enumerate().take(index.plane_count) {
                if d >> p & 1 != 0 {
                    *plane |= reach;
                }
            }
        }
        index.reached_once = once & !twice;
        index.reached_twice = twice;
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
        for (ranks, &reach) in index.ranks.iter().zip(&index.reach).take(index.len) {
            for (tops, r) in index.top_reach.iter_mut().zip(ranks) {
                if let Some(slot) = tops.get_mut(usize::from(r.top)) {
                    *slot |= reach;
                }
            }
        }
        index
    }

    /// The domain of an occupied mask (by its lowest square).
    pub(super) fn domain_of(&self, mask: Mask) -> usize {
        usize::from(self.label[mask.trailing_zeros() as usize & 127]) % MAX_DOMAINS
    }

    /// The squares of domain `d` and their neighbours: where a footprint meets the domain.
    pub(super) fn reach(&self, d: usize) -> Mask {
        self.reach[d % MAX_DOMAINS]
    }

    /// Squares within reach of exactly one domain, and the bit planes of that domain's
    /// number.
    pub(super) fn single_reach(&self) -> (Mask, &[Mask]) {
        (self.reached_once, &self.planes[..self.plane_count.min(6)])
    }

    /// Squares within reach of two domains or more.
    pub(super) fn reached_twice(&self) -> Mask {
        self.reached_twice
    }

    /// The reach of the domains whose highest `kind` building (Military or Religious) has
    /// `size`.
    pub(super) fn top_reach(&self, kind: Kind, size: u8) -> Mask {
        self.top_reach[kind.index() & 1][usize::from(size) & 3]
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
}
