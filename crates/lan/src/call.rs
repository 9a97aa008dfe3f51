//! A request read once, where it comes in: the table's or the host's own, typed, so that every
//! front end (the app's window, a device's socket) dispatches on it with no matching on
//! method names.

use crate::protocol::{HostRequest, HOST_REQUESTS};
use epochs_table::api::{self, Effect, Request};
use epochs_table::TableError;
use serde_json::Value;

/// One call: a request the table answers, or one the host answers itself.
#[derive(Debug)]
pub enum Call {
    /// A request of the table (`epochs_table::api::Request`).
    Table(Request),
    /// A request the host answers itself.
    Host(HostRequest),
}

impl Call {
    /// Reads a call from its method name and its parameters as JSON text (a device's
    /// message), straight into its typed request.
    pub fn parse_text(method: &str, params: &str) -> Result<Call, TableError> {
        if is_host_method(method) {
            api::parse_text_as(method, params).map(Call::Host)
        } else {
            api::parse_text(method, params).map(Call::Table)
        }
    }

    /// Reads a call from its method name and JSON parameters (`null` for none: the app's
    /// window).
    pub fn parse(method: &str, params: Value) -> Result<Call, TableError> {
        if is_host_method(method) {
            api::parse_as(method, params).map(Call::Host)
        } else {
            api::parse(method, params).map(Call::Table)
        }
    }

    /// Its method's name.
    pub fn method(&self) -> &'static str {
        match self {
            Call::Table(r) => r.method(),
            Call::Host(r) => r.method(),
        }
    }

    /// What it changes, as its method declares.
    pub fn effect(&self) -> Effect {
        match self {
            Call::Table(r) => r.effect(),
            Call::Host(r) => r.effect(),
        }
    }
}

/// Whether the host answers `method` itself.
fn is_host_method(method: &str) -> bool {
    HOST_REQUESTS.iter().any(|m| m.name == method)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_call_is_read_once_into_its_typed_request_and_keeps_its_method_and_effect() {
        let call = Call::parse_text("apply", r#"{"game": 3, "seat": 1, "action": {}}"#).unwrap();
        assert!(matches!(call, Call::Table(Request::Apply { game: 3, .. })));
        assert_eq!((call.method(), call.effect()), ("apply", Effect::Plays));
        let call = Call::parse("host_start", json!({ "lan": true })).unwrap();
        assert!(matches!(
            call,
            Call::Host(HostRequest::HostStart {
                lan: true,
                game: None
            })
        ));
        assert_eq!(call.effect(), Effect::App);
        let call = Call::parse_text("lobby", "null").unwrap();
        assert_eq!((call.method(), call.effect()), ("lobby", Effect::Reads));
        let err = Call::parse("no_such", Value::Null).unwrap_err();
        assert!(err.to_string().contains("unknown method 'no_such'"));
        let err = Call::parse("host_start", json!({ "lan": true, "x": 1 })).unwrap_err();
        assert!(err.to_string().contains("host_start: "), "{err}");
    }

    #[test]
    fn the_app_only_methods_are_those_declared_so() {
        let app: Vec<&str> = HOST_REQUESTS
            .iter()
            .filter(|m| m.effect == Effect::App)
            .map(|m| m.name)
            .collect();
        assert_eq!(
            app,
            [
                "host_start",
                "host_stop",
                "discover",
                "share_elsewhere",
                "stop_elsewhere",
                "join_elsewhere",
                "elsewhere_path"
            ]
        );
        assert!(api::REQUESTS.iter().all(|m| m.effect != Effect::App));
    }
}
