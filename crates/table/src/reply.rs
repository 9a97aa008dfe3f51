//! An answer's JSON: a tree, or text written straight from typed values. An action's answer
//! carries hundreds of legal actions; building each as a tree of maps before writing it out
//! was most of the host's work per tap, so those answers are written as text at once.

use crate::error::TableError;
use serde::{Serialize, Serializer};
use serde_json::value::RawValue;
use serde_json::Value;
use std::fmt;

/// An answer as JSON.
#[derive(Debug)]
pub enum Json {
    /// A JSON tree (small answers, and those a LAN host compares with what a device holds).
    Tree(Value),
    /// JSON text, written once from the typed answer.
    Text(Box<RawValue>),
}

impl Json {
    /// JSON `null`: the answer of a request that has nothing to tell.
    pub const NULL: Json = Json::Tree(Value::Null);

    /// `value` written as JSON text.
    pub fn text_of<T: Serialize + ?Sized>(value: &T) -> Result<Json, TableError> {
        serde_json::value::to_raw_value(value)
            .map(Json::Text)
            .map_err(storage)
    }

    /// `value` as a JSON tree.
    pub fn tree_of<T: Serialize>(value: T) -> Result<Json, TableError> {
        serde_json::to_value(value).map(Json::Tree).map_err(storage)
    }

    /// As a JSON tree (text is read back).
    pub fn into_value(self) -> Result<Value, TableError> {
        match self {
            Json::Tree(v) => Ok(v),
            Json::Text(t) => serde_json::from_str(t.get()).map_err(storage),
        }
    }

    /// The tree, when the answer is one.
    pub fn as_tree(&self) -> Option<&Value> {
        match self {
            Json::Tree(v) => Some(v),
            Json::Text(_) => None,
        }
    }
}

impl From<Value> for Json {
    fn from(value: Value) -> Json {
        Json::Tree(value)
    }
}

impl fmt::Display for Json {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Json::Tree(v) => v.fmt(f),
            Json::Text(t) => f.write_str(t.get()),
        }
    }
}

impl Serialize for Json {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Json::Tree(v) => v.serialize(serializer),
            Json::Text(t) => t.serialize(serializer),
        }
    }
}

/// A failure to write or read an answer's JSON.
pub(crate) fn storage(e: serde_json::Error) -> TableError {
    TableError::Storage {
        message: e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn text_and_tree_write_the_same_json_and_read_back_alike() {
        let value = json!({"a": [1, 2, {"b": "c"}], "d": null});
        let text = Json::text_of(&value).unwrap();
        assert_eq!(text.to_string(), value.to_string());
        assert_eq!(serde_json::to_string(&text).unwrap(), value.to_string());
        assert_eq!(text.as_tree(), None);
        assert_eq!(text.into_value().unwrap(), value);
        let tree = Json::from(value.clone());
        assert_eq!(tree.as_tree(), Some(&value));
        assert_eq!(serde_json::to_string(&tree).unwrap(), value.to_string());
    }
}
