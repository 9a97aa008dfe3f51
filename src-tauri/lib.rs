//! The Epochs desktop (and, by the same code, mobile) app: a thin Tauri shell whose one
//! command forwards calls to the app's host (crates/lan `AppHosting`), which answers the
//! table's methods (docs/protocol.md) and, on *Play on the network*, hosts the other devices
//! in-process. No game logic lives here.

use epochs_lan::{AppHosting, UiSource};
use epochs_table::reply::Json;
use epochs_table::{Table, TableError};
use serde_json::Value;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use tauri::{Emitter, Manager};

/// The app's host, or why the saved games could not be opened (a database written by a newer
/// Epochs is refused untouched): then every call answers that, and the window shows it.
struct Opened(Result<AppHosting, TableError>);

/// Forwards one API call to the app's host.
#[tauri::command]
async fn call(
    state: tauri::State<'_, Opened>,
    method: String,
    params: Value,
) -> Result<Json, TableError> {
    match &state.0 {
        Ok(hosting) => hosting.call(&method, params).await,
        Err(e) => Err(e.clone()),
    }
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
            let table = match Table::open(Some(&dir)) {
                Ok(table) => table,
                Err(e) => {
                    eprintln!("The saved games could not be opened: {e}");
                    app.manage(Opened(Err(e)));
                    return Ok(());
                }
            };
            if let Some(r) = table.recovery() {
                eprintln!(
                    "The saved-games database could not be used ({}); it was moved to {} and {} games were found in it.",
                    r.reason,
                    r.moved_to.display(),
                    r.games.len()
                );
            }
            for notice in table.notices() {
                eprintln!("{}", epochs_lan::notice_in_words(&notice));
            }
            // Other devices get the app's own pages, built into it.
            let assets = app.asset_resolver();
            let ui = UiSource::Embedded(Arc::new(move |path: &str| {
                assets.get(path.to_string()).map(|a| (a.bytes, a.mime_type))
            }));
            // A move made on another device: the window refreshes.
            let handle = app.handle().clone();
            let on_change = Arc::new(move |game: i64| {
                let _ = handle.emit("changed", game);
            });
            app.manage(Opened(Ok(AppHosting::new(
                Arc::new(Mutex::new(table)),
                ui,
                on_change,
            ))));
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![call])
        .run(tauri::generate_context!());
    if let Err(e) = result {
        eprintln!("Epochs could not start: {e}");
        std::process::exit(1);
    }
}
