//! A request message as it arrives from a device: its id, method and options, with the
//! parameters left as the text they came in, to be decoded straight into the method's typed
//! request. Nothing of an untrusted message is ever read into a generic JSON tree, and a
//! message longer than its method needs is refused before its parameters are read.

use epochs_table::refusal::Refusal;
use epochs_table::TableError;
use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use std::fmt;

/// Longest message accepted at all: an `import` of the longest saved game (host device only).
/// The longest export measured in random games of both games at every player count is far
/// below it (crates/lan/tests/limits.rs prints and checks it).
pub const MAX_MESSAGE: usize = 512 * 1024;
/// Longest message of any other method (every request a seat's device or a bystander may
/// make, and every host request but `import`).
pub const MAX_REQUEST: usize = 16 * 1024;
/// Longest request id (a number, or a string of this many bytes).
const MAX_ID: usize = 64;

/// A request's id, given back with its answer: a number or a short string.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(untagged)]
pub enum RequestId {
    /// No id.
    #[default]
    None,
    /// A number.
    Number(serde_json::Number),
    /// A short string.
    Text(String),
}

impl<'de> Deserialize<'de> for RequestId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<RequestId, D::Error> {
        struct Id;
        impl<'de> Visitor<'de> for Id {
            type Value = RequestId;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a number or a short string")
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<RequestId, E> {
                Ok(RequestId::Number(v.into()))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<RequestId, E> {
                Ok(RequestId::Number(v.into()))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<RequestId, E> {
                serde_json::Number::from_f64(v)
                    .map(RequestId::Number)
                    .ok_or_else(|| E::custom("not a finite number"))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<RequestId, E> {
                if v.len() > MAX_ID {
                    return Err(E::custom(format!("an id of at most {MAX_ID} bytes")));
                }
                Ok(RequestId::Text(v.to_string()))
            }
            fn visit_unit<E: de::Error>(self) -> Result<RequestId, E> {
                Ok(RequestId::None)
            }
        }
        d.deserialize_any(Id)
    }
}

/// One request message, its parameters still as text.
#[derive(Debug, Deserialize)]
pub struct Envelope<'a> {
    /// Given back with the answer.
    #[serde(default)]
    pub id: RequestId,
    /// The method.
    pub method: String,
    /// The parameters, as they came (`None` for none).
    #[serde(borrow, default)]
    pub params: Option<&'a RawValue>,
    /// Answer a read with a version, and as a patch from `base` when the host holds it.
    #[serde(default)]
    pub cache: bool,
    /// The version of the answer the device holds.
    #[serde(default)]
    pub base: Option<u64>,
}

impl Envelope<'_> {
    /// The parameters' text (`{}` for none).
    pub fn params_text(&self) -> &str {
        self.params.map_or("{}", RawValue::get)
    }
}

/// The id of a message, as far as it can be read (to answer a refusal to the right call).
pub fn id_of(text: &str) -> RequestId {
    #[derive(Deserialize)]
    struct Id {
        #[serde(default)]
        id: RequestId,
    }
    serde_json::from_str::<Id>(text).map_or(RequestId::None, |r| r.id)
}

/// Reads a message's envelope; refuses one that is longer than its method allows, before
/// its parameters are decoded.
pub fn open(text: &str) -> Result<Envelope<'_>, TableError> {
    let envelope: Envelope<'_> =
        serde_json::from_str(text).map_err(|e| TableError::bad(format!("not a request: {e}")))?;
    if text.len() > MAX_REQUEST && envelope.method != "import" {
        return Err(too_long());
    }
    Ok(envelope)
}

/// The refusal of a message too long for its method.
pub fn too_long() -> TableError {
    TableError::refused(Refusal::TooLong {
        most_kib: (MAX_REQUEST / 1024) as u32,
        import_kib: (MAX_MESSAGE / 1024) as u32,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_is_read_with_its_parameters_left_as_text() {
        let e = open(
            r#"{"id":7,"method":"view","params":{"game":1,"viewer":null},"cache":true,"base":3}"#,
        )
        .unwrap();
        assert_eq!(e.id, RequestId::Number(7.into()));
        assert_eq!(e.method, "view");
        assert_eq!(e.params_text(), r#"{"game":1,"viewer":null}"#);
        assert!(e.cache);
        assert_eq!(e.base, Some(3));
        let e = open(r#"{"id":"a","method":"lobby"}"#).unwrap();
        assert_eq!(e.id, RequestId::Text("a".into()));
        assert_eq!(e.params_text(), "{}");
    }

    #[test]
    fn long_messages_odd_ids_and_broken_text_are_refused() {
        let zeros = "0,".repeat(MAX_REQUEST);
        let long = format!(r#"{{"id":1,"method":"view","params":[{zeros}0]}}"#);
        assert!(matches!(
            open(&long),
            Err(TableError::Refused {
                refusal: Refusal::TooLong { .. }
            })
        ));
        let import = format!(
            r#"{{"id":1,"method":"import","params":{{"text":"{}"}}}}"#,
            "a".repeat(MAX_REQUEST)
        );
        assert!(open(&import).is_ok());
        assert!(open(r#"{"id":[1,2],"method":"view"}"#).is_err());
        assert!(open(&format!(
            r#"{{"id":"{}","method":"view"}}"#,
            "x".repeat(100)
        ))
        .is_err());
        assert!(open("{").is_err());
        assert_eq!(id_of(r#"{"id":4,"method":5}"#), RequestId::Number(4.into()));
        assert_eq!(id_of("nonsense"), RequestId::None);
    }
}
