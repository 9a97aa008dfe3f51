//! Answers sent as changes: a device that keeps a read's last answer (a view, its legal
//! actions, the log) asks for it again with `"cache": true, "base": VERSION`, and gets an
//! RFC 6902 JSON Patch from the answer it holds to the new one instead of the whole answer
//! (docs/protocol.md, "Answers as changes"). A view after one move differs from the one
//! before in a few squares, so most of the bytes never cross the network.

use crate::diff::diff;
use serde_json::{json, Value};
use std::collections::VecDeque;

/// Whether `method`'s answers may be sent as changes: the reads declared `cached` with the
/// table's and the host's methods.
pub fn is_cached(method: &str) -> bool {
    epochs_table::api::REQUESTS
        .iter()
        .chain(crate::protocol::HOST_REQUESTS)
        .any(|m| m.cached && m.name == method)
}

/// Answers kept per connection (a device holding several seats reads several views).
const KEPT: usize = 12;
/// Bytes of answers kept per connection, whatever it asks: older answers are dropped first,
/// and a longer one is sent whole every time.
pub const KEPT_BYTES: usize = 384 * 1024;

/// A patch is sent only when it is at most this share of the whole answer's size.
const WORTH_IT: f64 = 0.75;

/// The answers last sent on one connection, each under the version the device was given.
#[derive(Default)]
pub struct SentAnswers {
    kept: VecDeque<Kept>,
}

/// An answer kept as the text it was sent as (a few times smaller than its tree).
struct Kept {
    version: u64,
    key: String,
    text: String,
}

/// What to send for a cacheable read: the fields of the answer message besides `id`.
pub type AnswerFields = serde_json::Map<String, Value>;

impl SentAnswers {
    /// The answer to `method` with `params`, whose result is `value`, for a device that holds
    /// the answer `base` (if any): `{"result", "version"}`, or `{"patch", "base", "version"}`
    /// when the device's copy is known here and the patch is worth sending.
    pub fn answer(
        &mut self,
        method: &str,
        params: &Value,
        base: Option<u64>,
        value: Value,
    ) -> AnswerFields {
        let key = format!("{method} {params}");
        let version = fresh_version();
        let text = value.to_string();
        let held = base.and_then(|b| {
            self.kept
                .iter()
                .find(|k| k.version == b && k.key == key)
                .and_then(|k| serde_json::from_str::<Value>(&k.text).ok())
                .map(|old| (b, old))
        });
        let patch = held.and_then(|(b, old)| {
            let patch = Value::Array(diff(&old, &value));
            #[allow(clippy::cast_precision_loss)]
            let worth = (patch.to_string().len() as f64) <= WORTH_IT * text.len() as f64;
            worth.then_some((b, patch))
        });
        let mut fields = AnswerFields::new();
        match patch {
            Some((b, patch)) => {
                fields.insert("patch".into(), patch);
                fields.insert("base".into(), json!(b));
            }
            None => {
                fields.insert("result".into(), value);
            }
        }
        fields.insert("version".into(), json!(version));
        self.kept.retain(|k| k.key != key);
        if key.len() + text.len() <= KEPT_BYTES {
            self.kept.push_back(Kept { version, key, text });
        }
        while self.kept.len() > KEPT || self.bytes() > KEPT_BYTES {
            self.kept.pop_front();
        }
        fields
    }

    /// Bytes of the answers kept.
    pub fn bytes(&self) -> usize {
        self.kept.iter().map(|k| k.key.len() + k.text.len()).sum()
    }
}

/// A version no other answer has, on any connection or run of the host: a device that
/// reconnects to a restarted host can't have its old copy mistaken for another answer.
/// (Kept below 2^53 so that JavaScript reads it exactly.)
fn fresh_version() -> u64 {
    rand::random::<u64>() >> 11
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(n: usize, changed: Option<usize>) -> Value {
        let squares: Vec<Value> = (0..n)
            .map(|i| json!({"at": i, "building": if Some(i) == changed { "keep" } else { "none" }}))
            .collect();
        json!({"seq": changed.map_or(0, |c| c + 1), "squares": squares})
    }

    fn apply(base: &Value, fields: &AnswerFields) -> Value {
        if let Some(result) = fields.get("result") {
            return result.clone();
        }
        let mut v = base.clone();
        let patch: json_patch::Patch =
            serde_json::from_value(fields["patch"].clone()).unwrap_or_default();
        json_patch::patch(&mut v, &patch).unwrap_or_default();
        v
    }

    #[test]
    fn a_device_holding_the_last_answer_gets_a_small_patch_that_rebuilds_the_new_one() {
        let mut sent = SentAnswers::default();
        let params = json!({"game": 1, "viewer": 0});
        let first = sent.answer("view", &params, None, board(100, None));
        assert!(first.contains_key("result"));
        let version = first["version"].as_u64().unwrap_or_default();
        let new = board(100, Some(42));
        let second = sent.answer("view", &params, Some(version), new.clone());
        assert!(second.contains_key("patch"), "{second:?}");
        assert_eq!(second["base"], json!(version));
        assert!(second["patch"].to_string().len() * 10 < new.to_string().len());
        assert_eq!(apply(&board(100, None), &second), new);
    }

    #[test]
    fn an_unknown_base_or_another_request_gets_the_whole_answer() {
        let mut sent = SentAnswers::default();
        let first = sent.answer("view", &json!({"game": 1}), None, board(10, None));
        let version = first["version"].as_u64().unwrap_or_default();
        let other = sent.answer(
            "view",
            &json!({"game": 2}),
            Some(version),
            board(10, Some(1)),
        );
        assert!(other.contains_key("result"));
        let unknown = sent.answer(
            "view",
            &json!({"game": 1}),
            Some(version ^ 1),
            board(10, None),
        );
        assert!(unknown.contains_key("result"));
        // The first answer was replaced by the one just sent under the same request.
        let stale = sent.answer("view", &json!({"game": 1}), Some(version), board(10, None));
        assert!(stale.contains_key("result"));
    }

    #[test]
    fn a_patch_as_large_as_the_answer_is_not_sent() {
        let mut sent = SentAnswers::default();
        let first = sent.answer("legal", &json!({}), None, json!([1, 2, 3]));
        let version = first["version"].as_u64().unwrap_or_default();
        let next = sent.answer("legal", &json!({}), Some(version), json!([4, 5, 6]));
        assert_eq!(next["result"], json!([4, 5, 6]));
    }

    #[test]
    fn the_answers_kept_stay_within_their_bytes() {
        let mut sent = SentAnswers::default();
        let big = json!({"text": "x".repeat(KEPT_BYTES / 3)});
        for g in 0..6 {
            sent.answer("view", &json!({ "game": g }), None, big.clone());
            assert!(sent.bytes() <= KEPT_BYTES);
        }
        assert_eq!(sent.kept.len(), 2);
        // An answer longer than the whole budget is sent, never kept.
        let huge = json!({"text": "x".repeat(KEPT_BYTES)});
        let first = sent.answer("log", &json!({}), None, huge.clone());
        assert_eq!(first["result"], huge);
        assert!(sent.bytes() <= KEPT_BYTES);
    }

    #[test]
    fn only_the_last_answers_are_kept() {
        let mut sent = SentAnswers::default();
        let first = sent.answer("view", &json!({"game": 0}), None, board(10, None));
        for g in 1..=KEPT {
            sent.answer("view", &json!({ "game": g }), None, board(10, None));
        }
        let version = first["version"].as_u64().unwrap_or_default();
        let again = sent.answer(
            "view",
            &json!({"game": 0}),
            Some(version),
            board(10, Some(2)),
        );
        assert!(again.contains_key("result"));
    }
}
