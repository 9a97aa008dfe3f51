//! Earnings (K15): what each domain of a board pays, and to whom. The end of a turn collects
//! from it, the bots count with it, and the view shows each domain with who collects it.

use super::bits::Mask;
use super::board::{DomainLabels, MAX_DOMAINS, MAX_SEATS};
use super::state::State;
use super::types::{Age, Kind, Seat};

/// One domain of a board as earnings see it (K15).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DomainPay {
    /// The domain's squares.
    pub mask: Mask,
    /// The seats that collect it, one bit per seat (bit `s` for seat `s`): in the Ages of
    /// Might and Faith the controller of its highest Military (Might) or Religious (Faith)
    /// building; in the Age of Reason every seat with the most cubes on its Civil buildings
    /// (tied seats each collect). Nobody when it has no such building, or no cube.
    pub collectors: u8,
    /// What each collector collects: the values of its Civil buildings (printed Hamlets
    /// count 1) in Might and Faith; of its standing Military and Religious buildings in Reason.
    pub worth: u32,
}

impl DomainPay {
    /// Whether `seat` collects this domain's earnings.
    pub fn collected_by(&self, seat: Seat) -> bool {
        u32::from(seat) < 8 && self.collectors & (1 << seat) != 0
    }

    /// The seats that collect it, lowest first.
    pub fn collector_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..8u8).filter(|&s| self.collected_by(s))
    }
}

/// What one domain holds, for earnings.
#[derive(Clone, Copy, Default)]
struct DomainTotals {
    /// Size of the highest ranked building (0 when there is none).
    top: u8,
    /// Its controller.
    top_controller: Option<Seat>,
    /// Total value of Civil buildings.
    civil: u32,
    /// Total value of standing Military and Religious buildings.
    standing: u32,
    /// Population cubes per seat.
    cubes: [u32; MAX_SEATS],
}

/// The domains of `age`'s board, lowest square first, each with who collects it and what.
pub fn domain_pays(state: &State, age: Age) -> Vec<DomainPay> {
    let mut out = [DomainPay::default(); MAX_DOMAINS];
    let len = fill_domain_pays(state, age, &mut out);
    out[..len].to_vec()
}

/// Writes the domains of `age`'s board into `out` (lowest square first) and returns how many
/// there are: one pass over the buildings, totalled per domain.
fn fill_domain_pays(state: &State, age: Age, out: &mut [DomainPay; MAX_DOMAINS]) -> usize {
    let board = state.board(age);
    let labels = DomainLabels::new(&state.map, board.occupied());
    let mut totals = [DomainTotals::default(); MAX_DOMAINS];
    let ranked = match age {
        Age::Faith => Kind::Religious,
        _ => Kind::Military,
    };
    for b in &board.buildings {
        let t = &mut totals[labels.label(b.mask.trailing_zeros() as usize)];
        let size = u32::from(b.btype.size);
        // The last of the highest, as `max_by_key` picks.
        if b.ranks(ranked) && b.btype.size >= t.top {
            t.top = b.btype.size;
            t.top_controller = b.controller;
        }
        if b.btype.kind == Kind::Civil {
            t.civil += size;
        } else if !b.ruin {
            t.standing += size;
        }
        for (sum, &n) in t.cubes.iter_mut().zip(&b.cubes) {
            *sum += u32::from(n);
        }
    }
    let masks = labels.masks();
    for ((pay, t), &mask) in out.iter_mut().zip(&totals).zip(masks) {
        *pay = match age {
            Age::Might | Age::Faith => DomainPay {
                mask,
                collectors: match t.top_controller {
                    Some(s) if t.top > 0 && s < 8 => 1 << s,
                    _ => 0,
                },
                worth: t.civil,
            },
            Age::Reason => {
                let max = t.cubes.iter().copied().max().unwrap_or(0);
                let collectors = if max == 0 {
                    0
                } else {
                    (0..MAX_SEATS)
                        .filter(|&s| t.cubes[s] == max)
                        .fold(0u8, |m, s| m | 1 << s)
                };
                DomainPay {
                    mask,
                    collectors,
                    worth: t.standing,
                }
            }
        };
    }
    masks.len()
}

/// What `seat` would collect from `age` now (K15).
pub fn earnings(state: &State, seat: Seat, age: Age) -> u32 {
    let mut pays = [DomainPay::default(); MAX_DOMAINS];
    let len = fill_domain_pays(state, age, &mut pays);
    pays[..len]
        .iter()
        .filter(|p| p.collected_by(seat))
        .map(|p| p.worth)
        .sum()
}
