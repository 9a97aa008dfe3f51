//! SQLite's record format (fileformat2 §2.1): a header of serial types, then the values.
//! Every read is bounds-checked: damaged bytes give `None`, never a panic.

/// One value of a record, as far as the saved games need to tell them apart.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// NULL.
    Null,
    /// An integer (serial types 1 to 6, 8 and 9).
    Int(i64),
    /// A floating-point number.
    Real(f64),
    /// Text, as stored (UTF-8 in this project's files).
    Text(String),
    /// A blob, or text that is not UTF-8.
    Blob(Vec<u8>),
}

/// Reads a varint at `at`: its value and its length in bytes.
pub fn varint(bytes: &[u8], at: usize) -> Option<(u64, usize)> {
    let mut value: u64 = 0;
    for i in 0..9 {
        let byte = *bytes.get(at + i)?;
        if i == 8 {
            return Some(((value << 8) | u64::from(byte), 9));
        }
        value = (value << 7) | u64::from(byte & 0x7f);
        if byte & 0x80 == 0 {
            return Some((value, i + 1));
        }
    }
    None
}

/// A big-endian signed integer of `len` bytes.
fn int_be(bytes: &[u8]) -> i64 {
    let mut value: i64 = if bytes.first().is_some_and(|b| b & 0x80 != 0) {
        -1
    } else {
        0
    };
    for &b in bytes {
        value = (value << 8) | i64::from(b);
    }
    value
}

/// How many bytes a value of serial type `serial` takes.
fn content_len(serial: u64) -> Option<usize> {
    Some(match serial {
        0 | 8 | 9 => 0,
        1 => 1,
        2 => 2,
        3 => 3,
        4 => 4,
        5 => 6,
        6 | 7 => 8,
        10 | 11 => return None,
        n => usize::try_from((n - 12) / 2).ok()?,
    })
}

/// Decodes a whole record (its payload with any overflow already joined).
pub fn decode(payload: &[u8]) -> Option<Vec<Value>> {
    let (header_len, mut at) = varint(payload, 0)?;
    let header_len = usize::try_from(header_len).ok()?;
    if header_len > payload.len() || header_len < at {
        return None;
    }
    let mut body = header_len;
    let mut values = Vec::new();
    while at < header_len {
        let (serial, n) = varint(payload, at)?;
        at += n;
        let len = content_len(serial)?;
        let end = body.checked_add(len)?;
        let bytes = payload.get(body..end)?;
        values.push(match serial {
            0 => Value::Null,
            1..=6 => Value::Int(int_be(bytes)),
            7 => Value::Real(f64::from_bits(int_be(bytes) as u64)),
            8 => Value::Int(0),
            9 => Value::Int(1),
            n if n % 2 == 1 => match std::str::from_utf8(bytes) {
                Ok(text) => Value::Text(text.to_string()),
                Err(_) => Value::Blob(bytes.to_vec()),
            },
            _ => Value::Blob(bytes.to_vec()),
        });
        body = end;
    }
    // The header must end exactly where the serial types do, and the values fill the payload.
    (at == header_len && body == payload.len()).then_some(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_of_one_to_nine_bytes_read_as_sqlite_writes_them() {
        assert_eq!(varint(&[0x05], 0), Some((5, 1)));
        assert_eq!(varint(&[0x81, 0x00], 0), Some((128, 2)));
        assert_eq!(varint(&[0xff; 9], 0), Some((u64::MAX, 9)));
        assert_eq!(varint(&[0x81], 0), None, "cut short");
    }

    #[test]
    fn a_record_reads_its_types_and_a_cut_one_does_not() {
        // Header: length 5, NULL, 1-byte int, text of 2 bytes (17), integer 1 (9).
        let record = [5u8, 0, 1, 17, 9, 0xfe, b'h', b'i'];
        assert_eq!(
            decode(&record),
            Some(vec![
                Value::Null,
                Value::Int(-2),
                Value::Text("hi".into()),
                Value::Int(1)
            ])
        );
        assert_eq!(decode(&record[..7]), None);
    }
}
