//! Handing the buildings allowed at shape placements to a sink, in list order.

use super::sink::{Flow, Sink};
use crate::khronos::action::Action;
use crate::khronos::bits::Mask;
use crate::khronos::shapes::Shape;
use crate::khronos::types::{Cards, Footprint, Kind};
use std::ops::ControlFlow;

/// Most shapes of one size (the six trominoes).
pub(super) const MAX_SHAPES: usize = 6;

/// Per shape of one size and per kind (Military, Religious, Civil): the anchors where a
/// building of that kind may stand.
pub(super) type Allowed = [[Mask; 3]; MAX_SHAPES];

/// The surcharge piles that pay for a building, per kind and per `COVERS_*` terrain bits.
pub(super) type Piles<'a> = [[&'a [Cards]; 8]; 3];

/// Hands over the actions at the `allowed` placements of `shapes`: anchor by anchor, shape
/// by shape (the footprint order of `Map::footprints`), then kind, then surcharge pile.
pub(super) fn emit<S: Sink>(
    sink: &mut S,
    shapes: &[Shape],
    allowed: &Allowed,
    piles: &Piles,
    make: impl Fn(Kind, Footprint, Cards) -> Action,
) -> Flow {
    for (half, words) in (0..2).zip(&half_words(shapes, allowed)) {
        if !S::SKIPS_BLOCKS {
            emit_half(sink, shapes, words, piles, half, &make)?;
            continue;
        }
        let n = half_count(shapes, words, piles, half);
        if n > 0 {
            sink.block(n, |sink| emit_half(sink, shapes, words, piles, half, &make))?;
        }
    }
    ControlFlow::Continue(())
}

/// One half of the board's anchors (0 to 63, 64 to 127) of `allowed`, as 64-bit words.
type HalfWords = [[u64; 3]; MAX_SHAPES];

/// Both halves of `allowed`, each split by a constant shift (a 128-bit shift by a variable
/// amount is a library call on WebAssembly: see `bits::shr`).
fn half_words(shapes: &[Shape], allowed: &Allowed) -> [HalfWords; 2] {
    let mut words = [[[0; 3]; MAX_SHAPES]; 2];
    let [low, high] = &mut words;
    for ((lo, hi), kinds) in low
        .iter_mut()
        .zip(high.iter_mut())
        .zip(allowed)
        .take(shapes.len())
    {
        *lo = kinds.map(|m| m as u64);
        *hi = kinds.map(|m| (m >> 64) as u64);
    }
    words
}

fn emit_half<S: Sink>(
    sink: &mut S,
    shapes: &[Shape],
    words: &HalfWords,
    piles: &Piles,
    half: u32,
    make: &impl Fn(Kind, Footprint, Cards) -> Action,
) -> Flow {
    let mut any_kind = [0u64; MAX_SHAPES];
    for (any, w) in any_kind.iter_mut().zip(words) {
        *any = w[0] | w[1] | w[2];
    }
    let mut any = any_kind.iter().fold(0, |m, &a| m | a);
    while any != 0 {
        let i = any.trailing_zeros();
        any &= any - 1;
        let bit = 1u64 << i;
        let anchor = (64 * half + i) as usize;
        for ((shape, w), &here) in shapes.iter().zip(words).zip(&any_kind) {
            if here & bit == 0 {
                continue;
            }
            let t = usize::from(shape.terrain_at(anchor) & 7);
            let squares = shape.footprint_at(anchor);
            for ((kind, &at), slots) in Kind::ALL.into_iter().zip(w).zip(piles) {
                if at & bit != 0 {
                    sink.piles(slots[t], |extra| make(kind, squares, extra))?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// How many actions `emit_half` hands over.
fn half_count(shapes: &[Shape], words: &HalfWords, piles: &Piles, half: u32) -> usize {
    let mut n = 0;
    for (shape, w) in shapes.iter().zip(words) {
        for (&at, slots) in w.iter().zip(piles) {
            if at == 0 {
                continue;
            }
            for (t, slot) in slots.iter().enumerate() {
                if !slot.is_empty() {
                    let here = shape.with_terrain_half(at, half, t as u8);
                    n += here.count_ones() as usize * slot.len();
                }
            }
        }
    }
    n
}
