//! The WebSocket request decoder and everything behind it: each input is one message from a
//! device, answered by a real host over a real table (a temporary folder), as a bystander, as
//! the host device, or as a device holding a seat (by the first byte). Nothing may panic,
//! every answer is JSON, and a device's answer never carries another seat's view.

#![no_main]

use epochs_lan::{Connection, Host};
use epochs_table::Table;
use libfuzzer_sys::fuzz_target;
use std::net::{IpAddr, Ipv4Addr};
use std::sync::OnceLock;

struct Fuzzed {
    host: Host,
    seat_token: String,
    _dir: tempfile::TempDir,
}

fn fuzzed() -> &'static Fuzzed {
    static HOST: OnceLock<Fuzzed> = OnceLock::new();
    HOST.get_or_init(|| {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let table = Table::open(Some(dir.path())).expect("a table");
        let host = Host::new(table).expect("a host");
        // Every input is answered, not refused for speed.
        host.set_request_limit(1e12, 1e12);
        let mut admin = Connection::host_device();
        for game in epochs_table::GameKind::ALL.iter().map(|g| g.key()) {
            let request = format!(
                r#"{{"id":1,"method":"create_game","params":{{"request":{{"game":"{game}","seats":[{{"name":"A"}},{{"name":"B"}},{{"name":"C"}}]}}}}}}"#
            );
            host.answer(&request, &mut admin);
        }
        let join = format!(
            r#"{{"id":1,"method":"join","params":{{"game":1,"seats":[0],"name":"Fuzz","code":"{}"}}}}"#,
            host.join_code()
        );
        let answer = host.answer(&join, &mut Connection::new(IpAddr::V4(Ipv4Addr::LOCALHOST)));
        let seat_token = serde_json::from_str::<serde_json::Value>(&answer)
            .ok()
            .and_then(|v| v["result"]["token"].as_str().map(str::to_string))
            .expect("a seat token");
        Fuzzed {
            host,
            seat_token,
            _dir: dir,
        }
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let f = fuzzed();
    let mut conn = match first % 3 {
        0 => Connection::new(IpAddr::V4(Ipv4Addr::LOCALHOST)),
        1 => Connection::host_device(),
        _ => {
            let mut c = Connection::new(IpAddr::V4(Ipv4Addr::LOCALHOST));
            let hello = format!(
                r#"{{"id":0,"method":"hello","params":{{"token":"{}"}}}}"#,
                f.seat_token
            );
            f.host.answer(&hello, &mut c);
            c
        }
    };
    let answer = f.host.answer(text, &mut conn);
    let parsed = serde_json::from_str::<serde_json::Value>(&answer);
    assert!(parsed.is_ok(), "not JSON: {answer}");
    if first % 3 != 1 {
        // A device other than the host is answered for a seat only when it holds that seat:
        // seat 1 of game 1 for the seat device, none for a bystander.
        let asked = serde_json::from_str::<serde_json::Value>(text).unwrap_or_default();
        let params = &asked["params"];
        let seat = params["viewer"].as_u64().or_else(|| params["seat"].as_u64());
        let answered = parsed.is_ok_and(|v| v.get("result").is_some_and(|r| !r.is_null()));
        let read = matches!(
            asked["method"].as_str(),
            Some("view" | "legal" | "log" | "replay" | "hint" | "check" | "preview")
        );
        if let (true, true, Some(seat)) = (read, answered, seat) {
            let held = first % 3 == 2 && seat == 0 && params["game"].as_u64() == Some(1);
            assert!(held, "seat {seat} answered to a device not holding it: {answer}");
        }
    }
});
