//! The RFC 6902 JSON Patch from one answer to the next. Arrays are matched by their longest
//! common run of equal items (Myers' diff, from `similar`), so that an item gone from the
//! middle of a list of legal actions costs one `remove`, not a `replace` of every item after
//! it; items that changed in place are patched inside.

use serde_json::{json, Map, Value};
use similar::{capture_diff_slices, Algorithm, DiffOp};

/// The operations that turn `old` into `new`.
pub fn diff(old: &Value, new: &Value) -> Vec<Value> {
    let mut ops = Vec::new();
    diff_at(old, new, &mut String::new(), &mut ops);
    ops
}

fn diff_at(old: &Value, new: &Value, path: &mut String, ops: &mut Vec<Value>) {
    match (old, new) {
        (Value::Object(a), Value::Object(b)) => diff_objects(a, b, path, ops),
        (Value::Array(a), Value::Array(b)) => diff_arrays(a, b, path, ops),
        _ if old == new => {}
        _ => ops.push(json!({"op": "replace", "path": path.as_str(), "value": new})),
    }
}

/// `path` with one more reference token, escaped (`~` is `~0`, `/` is `~1`).
fn with_token(path: &mut String, token: &str, f: impl FnOnce(&mut String)) {
    let len = path.len();
    path.push('/');
    path.push_str(&token.replace('~', "~0").replace('/', "~1"));
    f(path);
    path.truncate(len);
}

fn diff_objects(
    a: &Map<String, Value>,
    b: &Map<String, Value>,
    path: &mut String,
    ops: &mut Vec<Value>,
) {
    for (key, new) in b {
        with_token(path, key, |p| match a.get(key) {
            Some(old) => diff_at(old, new, p, ops),
            None => ops.push(json!({"op": "add", "path": p.as_str(), "value": new})),
        });
    }
    for key in a.keys().filter(|k| !b.contains_key(*k)) {
        with_token(path, key, |p| {
            ops.push(json!({"op": "remove", "path": p.as_str()}))
        });
    }
}

fn diff_arrays(a: &[Value], b: &[Value], path: &mut String, ops: &mut Vec<Value>) {
    // Items compared by their text: `Value` can't be hashed.
    let texts = |items: &[Value]| -> Vec<String> { items.iter().map(Value::to_string).collect() };
    let (old_texts, new_texts) = (texts(a), texts(b));
    // `at` is where the next item goes in the array as patched so far.
    let mut at = 0usize;
    for op in capture_diff_slices(Algorithm::Myers, &old_texts, &new_texts) {
        match op {
            DiffOp::Equal { len, .. } => at += len,
            DiffOp::Delete { old_len, .. } => {
                for _ in 0..old_len {
                    with_token(path, &at.to_string(), |p| {
                        ops.push(json!({"op": "remove", "path": p.as_str()}));
                    });
                }
            }
            DiffOp::Insert {
                new_index, new_len, ..
            } => {
                for item in &b[new_index..new_index + new_len] {
                    with_token(path, &at.to_string(), |p| {
                        ops.push(json!({"op": "add", "path": p.as_str(), "value": item}));
                    });
                    at += 1;
                }
            }
            DiffOp::Replace {
                old_index,
                old_len,
                new_index,
                new_len,
            } => {
                let paired = old_len.min(new_len);
                for i in 0..paired {
                    with_token(path, &at.to_string(), |p| {
                        diff_at(&a[old_index + i], &b[new_index + i], p, ops);
                    });
                    at += 1;
                }
                for _ in paired..old_len {
                    with_token(path, &at.to_string(), |p| {
                        ops.push(json!({"op": "remove", "path": p.as_str()}));
                    });
                }
                for item in &b[new_index + paired..new_index + new_len] {
                    with_token(path, &at.to_string(), |p| {
                        ops.push(json!({"op": "add", "path": p.as_str(), "value": item}));
                    });
                    at += 1;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn patched(old: &Value, new: &Value) -> Value {
        let ops: json_patch::Patch = serde_json::from_value(Value::Array(diff(old, new)))
            .unwrap_or_else(|e| panic!("not a patch: {e}"));
        let mut v = old.clone();
        json_patch::patch(&mut v, &ops).unwrap_or_else(|e| panic!("does not apply: {e}"));
        v
    }

    #[test]
    fn an_item_gone_from_the_middle_of_a_list_is_one_remove() {
        let old: Value = (0..300).map(|i| json!({"square": i})).collect();
        let new: Value = (0..300)
            .filter(|i| *i != 17)
            .map(|i| json!({"square": i}))
            .collect();
        let ops = diff(&old, &new);
        assert_eq!(ops, vec![json!({"op": "remove", "path": "/17"})]);
        assert_eq!(patched(&old, &new), new);
    }

    #[test]
    fn changed_items_are_patched_inside_and_odd_keys_escaped() {
        let old = json!({"a/b": [1, {"x": 1, "y": 2}, 3], "t~": 1, "gone": true});
        let new = json!({"a/b": [0, 1, {"x": 1, "y": 5}, 4, 5], "t~": 2, "new": null});
        let ops = diff(&old, &new);
        assert!(ops.contains(&json!({"op": "replace", "path": "/t~0", "value": 2})));
        assert!(ops.contains(&json!({"op": "remove", "path": "/gone"})));
        assert_eq!(patched(&old, &new), new);
    }

    #[test]
    fn any_pair_of_documents_round_trips() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        fn random(rng: &mut rand_chacha::ChaCha8Rng, depth: u32) -> Value {
            match rng.random_range(0..if depth > 3 { 3 } else { 6 }) {
                0 => json!(rng.random_range(0..4)),
                1 => json!(["a", "b"][rng.random_range(0..2)]),
                2 => Value::Null,
                3 | 4 => (0..rng.random_range(0..6))
                    .map(|_| random(rng, depth + 1))
                    .collect(),
                _ => Value::Object(
                    (0..rng.random_range(0..4))
                        .map(|i| (format!("k{i}"), random(rng, depth + 1)))
                        .collect(),
                ),
            }
        }
        for _ in 0..2000 {
            let (a, b) = (random(&mut rng, 0), random(&mut rng, 0));
            assert_eq!(patched(&a, &b), b, "from {a} to {b}");
        }
    }
}
