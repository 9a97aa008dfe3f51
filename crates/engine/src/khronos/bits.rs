//! Sets of squares as bit masks: one bit per square of a map (numbered `y * width + x`), so a
//! map has at most 128 squares. The shifts and bit helpers every board question is built on
//! (as shakmaty's `bitboard.rs`); they know nothing of maps or shapes.

/// A set of squares, one bit per square.
pub type Mask = u128;

/// `mask >> n` (`n` below 128), as fast on every target. WebAssembly has no 128-bit shift,
/// and LLVM makes a shift by a variable amount there a call to a library routine
/// (`__lshrti3`): in the hottest loops of legal-action generation (shapes placed by shifts,
/// domains grown square by square) that was a call per shift. There it is done on the two
/// 64-bit halves, inline; elsewhere it is the plain shift.
#[inline(always)]
pub fn shr(mask: Mask, n: u32) -> Mask {
    #[cfg(target_arch = "wasm32")]
    return halves::shr(mask, n);
    #[cfg(not(target_arch = "wasm32"))]
    return mask >> (n & 127);
}

/// `mask << n` (`n` below 128), as fast on every target (see `shr`).
#[inline(always)]
pub fn shl(mask: Mask, n: u32) -> Mask {
    #[cfg(target_arch = "wasm32")]
    return halves::shl(mask, n);
    #[cfg(not(target_arch = "wasm32"))]
    return mask << (n & 127);
}

/// The mask of square index `i` alone (`1 << i`, `i` below 128; see `shr`).
#[inline(always)]
pub fn bit(i: usize) -> Mask {
    shl(1, i as u32)
}

/// 128-bit shifts by a variable amount on two 64-bit halves (`shr`, `shl` on WebAssembly;
/// tested against the plain shifts everywhere).
#[cfg_attr(not(any(target_arch = "wasm32", test)), allow(dead_code))]
mod halves {
    use super::Mask;

    #[inline(always)]
    pub fn shr(mask: Mask, n: u32) -> Mask {
        let n = n & 127;
        let (lo, hi) = (mask as u64, (mask >> 64) as u64);
        if n >= 64 {
            Mask::from(hi >> (n - 64))
        } else {
            // `(hi << 1) << (63 - n)` is `hi << (64 - n)` without a shift by 64 when n is 0.
            Mask::from(hi >> n) << 64 | Mask::from((lo >> n) | ((hi << 1) << (63 - n)))
        }
    }

    #[inline(always)]
    pub fn shl(mask: Mask, n: u32) -> Mask {
        let n = n & 127;
        let (lo, hi) = (mask as u64, (mask >> 64) as u64);
        if n >= 64 {
            Mask::from(lo << (n - 64)) << 64
        } else {
            Mask::from((hi << n) | ((lo >> 1) >> (63 - n))) << 64 | Mask::from(lo << n)
        }
    }
}

/// The bit indices set in a mask, lowest first.
pub fn bits(mut mask: Mask) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            Some(i)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_on_halves_are_the_plain_shifts() {
        let masks: [Mask; 5] = [
            0,
            !0,
            1,
            1 << 127,
            0x8000_0000_0000_0001_dead_beef_0123_4567_u128 ^ 0x5a5a << 60,
        ];
        for &m in &masks {
            for n in 0..128 {
                assert_eq!(halves::shr(m, n), m >> n, "{m:#x} >> {n}");
                assert_eq!(halves::shl(m, n), m << n, "{m:#x} << {n}");
                assert_eq!(shr(m, n), m >> n);
                assert_eq!(shl(m, n), m << n);
            }
        }
    }
}
