//! The running checksum of an action log: each action's is the 64-bit FNV-1a hash of the
//! previous action's checksum, its seat and its text, so a changed byte, a lost action or two
//! swapped actions all show up as the first action whose checksum no longer matches.

/// The checksum the first action chains from.
pub const START: i64 = 0x4550_4f43_4853; // "EPOCHS"

/// The checksum of an action after `previous`.
pub fn chain(previous: i64, seat: u8, action: &str) -> i64 {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0100_0000_01b3;
    let mut h = OFFSET;
    for byte in previous
        .to_le_bytes()
        .iter()
        .chain(&[seat])
        .chain(action.as_bytes())
    {
        h ^= u64::from(*byte);
        h = h.wrapping_mul(PRIME);
    }
    h as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_changed_byte_seat_or_order_changes_the_chain() {
        let a = chain(START, 0, r#"{"type":"end_turn"}"#);
        assert_ne!(a, chain(START, 0, r#"{"type":"end_tUrn"}"#));
        assert_ne!(a, chain(START, 1, r#"{"type":"end_turn"}"#));
        let ab = chain(a, 1, "b");
        let ba = chain(chain(START, 1, "b"), 0, r#"{"type":"end_turn"}"#);
        assert_ne!(ab, ba);
        assert_eq!(a, chain(START, 0, r#"{"type":"end_turn"}"#));
    }
}
