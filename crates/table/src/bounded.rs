//! JSON of bounded size and depth, for the parts of a request whose type is known only once
//! the game is (an action). Decoding stops at the first node past the bounds, so a message
//! from another device can never grow into a large tree in memory: the whole of any request
//! is decoded straight into its typed form, and this is the one untyped part, capped.

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Number, Value};
use std::cell::Cell;
use std::fmt;
use std::ops::Deref;

/// Most values (objects, arrays, strings, numbers…) in one bounded JSON value. The largest
/// action of either game (a Tempus move along its path) has a few dozen.
pub const MAX_NODES: usize = 512;
/// Deepest nesting of one bounded JSON value.
pub const MAX_DEPTH: usize = 8;
/// Longest string in one bounded JSON value, in bytes.
pub const MAX_STRING: usize = 256;

/// A JSON value of at most `MAX_NODES` nodes, `MAX_DEPTH` levels and strings of at most
/// `MAX_STRING` bytes; anything larger is refused while it is read.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(transparent)]
pub struct BoundedJson(pub Value);

impl Deref for BoundedJson {
    type Target = Value;
    fn deref(&self) -> &Value {
        &self.0
    }
}

impl From<Value> for BoundedJson {
    fn from(v: Value) -> BoundedJson {
        BoundedJson(v)
    }
}

impl<'de> Deserialize<'de> for BoundedJson {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<BoundedJson, D::Error> {
        let budget = Cell::new(MAX_NODES);
        Node {
            budget: &budget,
            depth: 0,
        }
        .deserialize(d)
        .map(BoundedJson)
    }
}

/// Reads one node, counting it against the shared budget.
#[derive(Clone, Copy)]
struct Node<'b> {
    budget: &'b Cell<usize>,
    depth: usize,
}

impl Node<'_> {
    fn count<E: de::Error>(&self) -> Result<(), E> {
        let left = self.budget.get();
        if left == 0 {
            return Err(E::custom(format!(
                "too large: at most {MAX_NODES} values in an action"
            )));
        }
        self.budget.set(left - 1);
        Ok(())
    }

    fn inner<E: de::Error>(&self) -> Result<Node<'_>, E> {
        if self.depth >= MAX_DEPTH {
            return Err(E::custom(format!(
                "too deep: at most {MAX_DEPTH} levels in an action"
            )));
        }
        Ok(Node {
            budget: self.budget,
            depth: self.depth + 1,
        })
    }
}

impl<'de> DeserializeSeed<'de> for Node<'_> {
    type Value = Value;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Node<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a small JSON value")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Value, E> {
        self.count()?;
        Ok(Value::Null)
    }

    fn visit_none<E: de::Error>(self) -> Result<Value, E> {
        self.visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        self.deserialize(d)
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Value, E> {
        self.count()?;
        Ok(Value::Bool(v))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Value, E> {
        self.count()?;
        Ok(Value::Number(v.into()))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Value, E> {
        self.count()?;
        Ok(Value::Number(v.into()))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Value, E> {
        self.count()?;
        Number::from_f64(v)
            .map(Value::Number)
            .ok_or_else(|| E::custom("not a finite number"))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Value, E> {
        self.count()?;
        if v.len() > MAX_STRING {
            return Err(E::custom(format!(
                "a string of at most {MAX_STRING} bytes in an action"
            )));
        }
        Ok(Value::String(v.to_string()))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        self.count()?;
        let inner = self.inner()?;
        let mut items = Vec::new();
        while let Some(item) = seq.next_element_seed(inner)? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        self.count()?;
        let inner = self.inner()?;
        let mut fields = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if key.len() > MAX_STRING {
                return Err(de::Error::custom("a field name too long in an action"));
            }
            inner.count()?;
            let value = map.next_value_seed(inner)?;
            fields.insert(key, value);
        }
        Ok(Value::Object(fields))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_values_read_as_they_are() {
        let text = r#"{"type":"move","path":[[1,2],[2,3]],"ok":true,"n":null,"x":1.5,"s":"a"}"#;
        let v: BoundedJson = serde_json::from_str(text).unwrap();
        assert_eq!(v.0, serde_json::from_str::<Value>(text).unwrap());
        // From a value too (the app's window sends values, not text).
        let again: BoundedJson = serde_json::from_value(v.0.clone()).unwrap();
        assert_eq!(again, v);
    }

    #[test]
    fn long_wide_deep_and_stringy_values_are_refused() {
        let wide = format!("[{}0]", "0,".repeat(MAX_NODES));
        let err = serde_json::from_str::<BoundedJson>(&wide).unwrap_err();
        assert!(err.to_string().contains("too large"), "{err}");
        let deep = format!("{}{}", "[".repeat(MAX_DEPTH + 2), "]".repeat(MAX_DEPTH + 2));
        let err = serde_json::from_str::<BoundedJson>(&deep).unwrap_err();
        assert!(err.to_string().contains("too deep"), "{err}");
        let long = format!("\"{}\"", "a".repeat(MAX_STRING + 1));
        assert!(serde_json::from_str::<BoundedJson>(&long).is_err());
        let many_keys: String = (0..MAX_NODES)
            .map(|i| format!("\"k{i}\":0"))
            .collect::<Vec<_>>()
            .join(",");
        assert!(serde_json::from_str::<BoundedJson>(&format!("{{{many_keys}}}")).is_err());
    }
}
