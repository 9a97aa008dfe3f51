//! The native side of the equality test (tests/web/): the same `WebTable` as the browser's,
//! on a folder. Reads one request per line, `method<TAB>params JSON`, and writes one answer
//! per line, `ok<TAB>answer JSON` or `err<TAB>TableError JSON`. A line `bot_iterations<TAB>n`
//! sets the bots' budget as `WebTable::set_bot_iterations` does.
//!
//! Usage: `web-table-lines <data-dir>`.
#![warn(missing_docs)]

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use std::io::{BufRead, Write};

    let Some(dir) = std::env::args().nth(1) else {
        eprintln!("usage: web-table-lines <data-dir>");
        return std::process::ExitCode::FAILURE;
    };
    let table = match epochs_web::WebTable::open_in(std::path::Path::new(&dir)) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("the table did not open: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let (method, params) = line.split_once('\t').unwrap_or((line.as_str(), "null"));
        let answer = if method == "bot_iterations" {
            params
                .trim()
                .parse()
                .map_err(|e| format!("{e}"))
                .and_then(|n| table.set_bot_iterations(n))
                .map(|()| "null".to_string())
        } else {
            table.call(method, params)
        };
        let written = match answer {
            Ok(text) => writeln!(out, "ok\t{text}"),
            Err(text) => writeln!(out, "err\t{text}"),
        };
        if written.and_then(|()| out.flush()).is_err() {
            break;
        }
    }
    std::process::ExitCode::SUCCESS
}

#[cfg(target_arch = "wasm32")]
fn main() {}
