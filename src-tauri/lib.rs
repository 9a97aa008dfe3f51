//! The Epochs desktop (and, by the same code, mobile) app: a thin Tauri shell whose one
//! command forwards calls to the table service (docs/protocol.md). No game logic lives here.

use epochs_table::api::dispatch;
use epochs_table::{Table, TableError};
use serde_json::Value;
use std::path::PathBuf;
use std::sync::Mutex;
use tauri::Manager;

/// The table, shared by every call.
struct AppTable(Mutex<Table>);

/// Forwards one API call to the table.
#[tauri::command]
fn call(
    state: tauri::State<'_, AppTable>,
    method: String,
    params: Value,
) -> Result<Value, TableError> {
    let mut table = state.0.lock().map_err(|_| TableError::Storage {
        message: "the table is unavailable after an earlier failure".into(),
    })?;
    dispatch(&mut table, &method, params)
}

/// The saved-games directory: `--data-dir DIR` or `EPOCHS_DATA_DIR`, else the platform's
/// app-data directory.
fn data_dir_override() -> Option<PathBuf> {
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--data-dir" {
            return args.next().map(PathBuf::from);
        }
        if let Some(v) = a.strip_prefix("--data-dir=") {
            return Some(PathBuf::from(v));
        }
    }
    std::env::var_os("EPOCHS_DATA_DIR").map(PathBuf::from)
}

/// Starts the app.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    let result = tauri::Builder::default()
        .setup(|app| {
            let dir = match data_dir_override() {
                Some(d) => d,
                None => app.path().app_data_dir()?,
            };
            let table = Table::open(Some(&dir))?;
            if let Some(r) = table.recovery() {
                eprintln!(
                    "The saved-games database could not be used ({}); it was moved to {}.",
                    r.reason,
                    r.moved_to.display()
                );
            }
            app.manage(AppTable(Mutex::new(table)));
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![call])
        .run(tauri::generate_context!());
    if let Err(e) = result {
        eprintln!("Epochs could not start: {e}");
        std::process::exit(1);
    }
}
