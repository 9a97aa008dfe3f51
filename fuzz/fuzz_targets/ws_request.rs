//! The WebSocket request decoder and everything behind it: each input is one message from a
//! device, answered by a real host over a real table (a temporary folder), as a bystander or,
//! when the first byte is odd, as the host device. Nothing may panic, and every answer is JSON.

#![no_main]

use epochs_lan::{Connection, Host};
use epochs_table::Table;
use libfuzzer_sys::fuzz_target;
use std::net::{IpAddr, Ipv4Addr};
use std::sync::OnceLock;

fn host() -> &'static Host {
    static HOST: OnceLock<(Host, tempfile::TempDir)> = OnceLock::new();
    &HOST
        .get_or_init(|| {
            let dir = tempfile::tempdir().expect("a temporary folder");
            let table = Table::open(Some(dir.path())).expect("a table");
            let host = Host::new(table).expect("a host");
            let mut admin = Connection::host_device();
            for game in ["khronos", "tempus"] {
                let request = format!(
                    r#"{{"id":1,"method":"create_game","params":{{"request":{{"game":"{game}","seats":[{{"name":"A"}},{{"name":"B"}},{{"name":"C"}}]}}}}}}"#
                );
                host.answer(&request, &mut admin);
            }
            (host, dir)
        })
        .0
}

fuzz_target!(|data: &[u8]| {
    let Some((first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let mut conn = if first & 1 == 1 {
        Connection::host_device()
    } else {
        Connection::new(IpAddr::V4(Ipv4Addr::LOCALHOST))
    };
    let answer = host().answer(text, &mut conn);
    assert!(
        serde_json::from_str::<serde_json::Value>(&answer).is_ok(),
        "not JSON: {answer}"
    );
});
