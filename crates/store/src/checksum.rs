//! Checksums of every stored row. The action log's is a running one: each action's is the
//! 64-bit FNV-1a hash of the previous action's checksum, its seat and its text, so a changed
//! byte, a lost action or two swapped actions all show up as the first action whose checksum
//! no longer matches. A game's row and a snapshot carry the hash of their fields (`fields`).

/// The checksum the first action chains from.
pub const START: i64 = 0x4550_4f43_4853; // "EPOCHS"

/// The checksum of an action after `previous`.
pub fn chain(previous: i64, seat: u8, action: &str) -> i64 {
    let mut h = Fnv::new();
    h.bytes(&previous.to_le_bytes());
    h.bytes(&[seat]);
    h.bytes(action.as_bytes());
    h.finish()
}

/// The checksum of a row's fields: each is hashed with its length first, so that moving a
/// byte from one field to the next changes it too.
pub fn fields(parts: &[Field<'_>]) -> i64 {
    let mut h = Fnv::new();
    for part in parts {
        match part {
            Field::Int(n) => {
                h.bytes(&[1]);
                h.bytes(&n.to_le_bytes());
            }
            Field::Text(t) => {
                h.bytes(&[2]);
                h.bytes(&(t.len() as u64).to_le_bytes());
                h.bytes(t.as_bytes());
            }
        }
    }
    h.finish()
}

/// One field of a checksummed row.
#[derive(Clone, Copy, Debug)]
pub enum Field<'a> {
    /// An integer column.
    Int(i64),
    /// A text column.
    Text(&'a str),
}

/// 64-bit FNV-1a.
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn bytes(&mut self, bytes: &[u8]) {
        const PRIME: u64 = 0x0100_0000_01b3;
        for byte in bytes {
            self.0 ^= u64::from(*byte);
            self.0 = self.0.wrapping_mul(PRIME);
        }
    }

    fn finish(&self) -> i64 {
        self.0 as i64
    }
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

    #[test]
    fn a_byte_moved_between_fields_changes_the_row_checksum() {
        let ab = fields(&[Field::Text("ab"), Field::Text("c"), Field::Int(2)]);
        assert_ne!(
            ab,
            fields(&[Field::Text("a"), Field::Text("bc"), Field::Int(2)])
        );
        assert_ne!(
            ab,
            fields(&[Field::Text("ab"), Field::Text("c"), Field::Int(9)])
        );
        assert_eq!(
            ab,
            fields(&[Field::Text("ab"), Field::Text("c"), Field::Int(2)])
        );
    }
}
