//! The table in a browser. The same table service as the desktop app and the LAN host
//! (crates/table over crates/store, the rules in crates/engine, the bots in crates/bots),
//! compiled to WebAssembly and answering JavaScript through the table's one front door,
//! `Front::call`: a method name and its parameters as JSON text in, the answer as JSON text
//! out, or the refusal as the `TableError` JSON every front end receives (the LAN host sends
//! the same object as a message's `error`).
//!
//! In a browser (`wasm32`), `WebTable.open(storage)` first installs SQLite's storage:
//! `"opfs"`, the browser's private file system through `sqlite-wasm-vfs`'s sahpool (a
//! dedicated worker only; it holds every file of its pool through an exclusive handle, so a
//! second tab's worker is refused), `"idb"` where a browser has no OPFS (SQLite's pages in
//! IndexedDB through the relaxed-idb storage of sqlite-wasm-vfs 0.2: each commit written out
//! after SQLite returns, so the worker awaits `flushed` before it says a change is saved), or
//! `"memory"` (nothing kept: Node and tests). The saved
//! games then live there under [`DATA_DIR`], in the same schema as on the desktop. Bots think
//! inside `call`: the worker that runs the table may block, the page does not.
//!
//! The crate also builds natively (the same `WebTable` on a folder), so that its tests and
//! clippy cover it and the equality test (tests/web/) can ask both builds the same questions
//! (`web-table-lines`).
#![warn(missing_docs)]

pub mod bench;
#[cfg(target_arch = "wasm32")]
mod browser;

use epochs_table::api;
use epochs_table::bot::{BotBudget, SearchConfig};
use epochs_table::front::Front;
use epochs_table::{Table, TableError};
use std::path::Path;
use std::sync::{Arc, Mutex};

#[cfg(target_arch = "wasm32")]
use wasm_bindgen::prelude::wasm_bindgen;

/// Where the saved games live in the browser's storage (SQLite's names there are paths).
pub const DATA_DIR: &str = "/epochs";

/// A refusal as the JSON text every front end receives.
pub fn error_text(e: &TableError) -> String {
    serde_json::to_string(e).unwrap_or_else(|_| {
        // A `TableError` always serialises; this keeps the shape if it ever did not.
        serde_json::json!({"kind": "storage", "message": e.to_string()}).to_string()
    })
}

/// The table behind its front door, as JavaScript holds it.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub struct WebTable {
    front: Front,
}

impl WebTable {
    /// The table on the saved games in `dir` (in a browser, once its storage is installed).
    pub fn open_in(dir: &Path) -> Result<WebTable, String> {
        let table = Table::open(Some(dir)).map_err(|e| error_text(&e))?;
        Ok(WebTable {
            front: Front::new(Arc::new(Mutex::new(table))),
        })
    }
}

#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
impl WebTable {
    /// Answers one request: `method` with its parameters as JSON text (`null` for none). The
    /// answer as JSON text, or the refusal as the `TableError` JSON text.
    pub fn call(&self, method: &str, params: &str) -> Result<String, String> {
        let answer = api::parse_text(method, params).and_then(|request| self.front.call(request));
        match answer {
            Ok(answer) => Ok(answer.value.to_string()),
            Err(e) => Err(error_text(&e)),
        }
    }

    /// Makes every searching bot (medium, hard, hints) stop after `iterations` with no time
    /// limit, so that its moves depend only on the game (tests compare two builds so; a slow
    /// device may also want it). `0` puts back each level's own budget.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = setBotIterations))]
    pub fn set_bot_iterations(&self, iterations: u32) -> Result<(), String> {
        let budget = BotBudget {
            search: (iterations > 0).then(|| SearchConfig {
                iterations,
                time: None,
                ..SearchConfig::default()
            }),
        };
        self.front
            .table()
            .map_err(|e| error_text(&e))?
            .set_bot_budget(budget);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_and_refusals_are_json_text() {
        let dir = tempfile::tempdir().unwrap();
        let table = WebTable::open_in(dir.path()).unwrap();
        let created = table
            .call(
                "create_game",
                r#"{"request":{"game":"khronos","seed":7,"seats":[{"name":"Ana"},{"name":"Bo"}]}}"#,
            )
            .map(|t| serde_json::from_str::<serde_json::Value>(&t).unwrap());
        let list: serde_json::Value =
            serde_json::from_str(&table.call("list_games", "null").unwrap()).unwrap();
        assert!(list.is_array());
        let refused: serde_json::Value =
            serde_json::from_str(&table.call("no_such_method", "null").unwrap_err()).unwrap();
        assert_eq!(refused["kind"], "bad_request");
        let refused: serde_json::Value =
            serde_json::from_str(&table.call("view", r#"{"game": 999}"#).unwrap_err()).unwrap();
        assert_eq!(refused["kind"], "not_found", "{refused} after {created:?}");
    }
}
