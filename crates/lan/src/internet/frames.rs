//! Messages on an iroh stream: each one a frame of a `u32` big-endian length, one kind byte
//! and its payload. The kinds mirror a WebSocket's messages, so that the host serves both
//! alike and a bridge turns one into the other.

use iroh::endpoint::{RecvStream, SendStream};

/// JSON text.
pub const TEXT: u8 = 0;
/// An answer deflated (raw DEFLATE): from the host only.
pub const DEFLATED: u8 = 1;
/// The connection closes: a `u16` big-endian code, then the reason in UTF-8.
pub const CLOSE: u8 = 2;
/// A heartbeat, answered at once with `PONG`.
pub const PING: u8 = 3;
/// The answer to `PING`.
pub const PONG: u8 = 4;

/// A frame read from a stream.
#[derive(Debug, PartialEq, Eq)]
pub enum Frame {
    /// A frame whole: its kind and payload.
    Whole(u8, Vec<u8>),
    /// A frame announced longer than the reader takes; nothing more is read.
    TooBig,
    /// The stream ended, or broke.
    End,
}

/// Writes one frame; `false` when the stream is gone or the payload cannot be framed.
pub async fn write(send: &mut SendStream, kind: u8, payload: &[u8]) -> bool {
    let Ok(len) = u32::try_from(payload.len() + 1) else {
        return false;
    };
    let mut frame = Vec::with_capacity(payload.len() + 5);
    frame.extend_from_slice(&len.to_be_bytes());
    frame.push(kind);
    frame.extend_from_slice(payload);
    send.write_all(&frame).await.is_ok()
}

/// Reads one frame of at most `most` payload bytes. Not safe to drop midway: a reader task
/// owns the stream.
pub async fn read(recv: &mut RecvStream, most: usize) -> Frame {
    let mut head = [0u8; 5];
    if recv.read_exact(&mut head).await.is_err() {
        return Frame::End;
    }
    let len = u32::from_be_bytes([head[0], head[1], head[2], head[3]]) as usize;
    if len == 0 {
        return Frame::End;
    }
    let payload_len = len - 1;
    if payload_len > most {
        return Frame::TooBig;
    }
    let mut payload = vec![0u8; payload_len];
    if recv.read_exact(&mut payload).await.is_err() {
        return Frame::End;
    }
    Frame::Whole(head[4], payload)
}

/// A close frame's payload: its code and reason.
pub fn close_payload(code: u16, reason: &str) -> Vec<u8> {
    let mut payload = code.to_be_bytes().to_vec();
    payload.extend_from_slice(reason.as_bytes());
    payload
}

/// A close frame's code and reason (`1005`, no code, when it has none).
pub fn read_close(payload: &[u8]) -> (u16, String) {
    match payload {
        [a, b, rest @ ..] => (
            u16::from_be_bytes([*a, *b]),
            String::from_utf8_lossy(rest).into_owned(),
        ),
        _ => (1005, String::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_close_keeps_its_code_and_reason_and_a_bare_one_has_none() {
        let payload = close_payload(4000, "sharing stopped");
        assert_eq!(read_close(&payload), (4000, "sharing stopped".to_string()));
        assert_eq!(read_close(&[]), (1005, String::new()));
        assert_eq!(read_close(&[0x03]), (1005, String::new()));
    }
}
