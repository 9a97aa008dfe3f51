//! Routing: one request message of a device, or one call of the app's window, from its
//! text to the host's answer (the rate limits, the grant in force, the cached answers).

use super::{Connection, Host};
use crate::access::{self, Grant};
use crate::call::Call;
use crate::delta::is_cached;
use crate::envelope::{self, RequestId};
use crate::limits::Device;
use epochs_table::refusal::{Denial, Refusal};
use epochs_table::reply::Json;
use epochs_table::TableError;
use serde_json::{json, Value};
use std::time::Instant;

impl Host {
    /// Answers one request message (a JSON text) from `conn` with one answer message. A read
    /// asked with `"cache": true` is answered with a version, and as a patch from the answer
    /// the device holds when it names that one as `base` (`delta`). Requests of devices
    /// other than the host are limited per device (`limits`), and every message is decoded
    /// straight into its typed request, within its method's length (`envelope`).
    pub fn answer(&self, text: &str, conn: &mut Connection) -> String {
        let refuse = |id: RequestId, e: TableError| json!({"id": id, "error": e}).to_string();
        if !conn.is_host() && text.len() > envelope::MAX_REQUEST {
            return refuse(envelope::id_of(text), envelope::too_long());
        }
        let envelope = match envelope::open(text) {
            Ok(e) => e,
            Err(e) => return refuse(envelope::id_of(text), e),
        };
        if !conn.is_host() && !self.may_ask(conn, &envelope) {
            let err = TableError::refused(Refusal::SlowDown);
            return refuse(envelope.id, err);
        }
        let id = envelope.id.clone();
        let method = envelope.method.as_str();
        let cached = envelope.cache && is_cached(method);
        match self.call_text(method, envelope.params_text(), conn) {
            Ok(value) if cached => {
                let value = match value.into_value() {
                    Ok(v) => v,
                    Err(e) => return refuse(id, e),
                };
                let params = envelope
                    .params
                    .and_then(|p| serde_json::from_str::<Value>(p.get()).ok())
                    .unwrap_or(Value::Null);
                let mut fields = conn.sent.answer(method, &params, envelope.base, value);
                fields.insert("id".into(), json!(id));
                Value::Object(fields).to_string()
            }
            // Written around the answer rather than through `json!`, which would copy it.
            Ok(value) => format!("{{\"id\":{},\"result\":{value}}}", json!(id)),
            Err(e) => refuse(id, e),
        }
    }

    /// Whether `conn` may ask one more request now. It is counted against its device: the
    /// token it holds, or the one a `hello` presents when the host knows it (a device coming
    /// back), else its address.
    fn may_ask(&self, conn: &Connection, envelope: &envelope::Envelope<'_>) -> bool {
        #[derive(serde::Deserialize)]
        struct Hello {
            token: String,
        }
        let mut device = conn.device();
        if conn.token.is_none() && envelope.method == "hello" {
            let known = serde_json::from_str::<Hello>(envelope.params_text())
                .ok()
                .filter(|h| self.access().is_ok_and(|a| a.grant_of(&h.token).is_ok()));
            if let Some(hello) = known {
                if hello.token == self.host_token() {
                    return true;
                }
                device = Device::Token(hello.token);
            }
        }
        self.requests
            .lock()
            .is_ok_and(|mut r| r.take(&device, Instant::now()))
    }

    /// Answers `method` with `params` for `conn` (the app's own window).
    pub fn call(
        &self,
        method: &str,
        params: Value,
        conn: &mut Connection,
    ) -> Result<Json, TableError> {
        self.call_text(method, &params.to_string(), conn)
    }

    /// Answers `call`, already read, for `conn`.
    pub fn call_typed(&self, call: Call, conn: &mut Connection) -> Result<Json, TableError> {
        self.admit(call.method(), conn)?;
        self.carry_out(call, conn)
    }

    /// Answers `method` with parameters as JSON text for `conn`, read once into its typed
    /// call. A device other than the host is refused a method it may never call before its
    /// parameters are read.
    fn call_text(
        &self,
        method: &str,
        params: &str,
        conn: &mut Connection,
    ) -> Result<Json, TableError> {
        self.admit(method, conn)?;
        self.carry_out(Call::parse_text(method, params)?, conn)
    }

    /// Whether `conn`, its grant brought up to date, may ever call `method`.
    fn admit(&self, method: &str, conn: &mut Connection) -> Result<(), TableError> {
        self.refresh_grant(conn)?;
        if !conn.is_host() && !access::DEVICE_METHODS.contains(&method) {
            return Err(access::denied(Denial::HostDeviceOnly {
                method: method.to_string(),
            }));
        }
        Ok(())
    }

    /// Carries out a call `conn` may make: the table's requests through the table, the
    /// host's own here.
    fn carry_out(&self, call: Call, conn: &mut Connection) -> Result<Json, TableError> {
        match call {
            Call::Table(request) => self.table_request(request, conn),
            Call::Host(request) => self.host_request(request, conn).map(Json::Tree),
        }
    }

    /// A seat token stops working the moment its seats are freed, even on an open connection.
    fn refresh_grant(&self, conn: &mut Connection) -> Result<(), TableError> {
        let Some(token) = conn.token.clone() else {
            return Ok(());
        };
        let mut access = self.access()?;
        match access.grant_of(&token) {
            Ok(grant) => conn.grant = grant,
            Err(_) => {
                access.disconnected(&token);
                conn.token = None;
                conn.grant = Grant::Bystander;
            }
        }
        Ok(())
    }
}
