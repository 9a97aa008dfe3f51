//! The Epochs desktop (and, by the same code, mobile) app: a thin Tauri shell whose one
//! command forwards calls to the app's host (crates/lan `AppHosting`), which answers the
//! table's methods (docs/protocol.md) and, on *Play on the network*, hosts the other devices
//! in-process. No game logic lives here.
#![warn(missing_docs)]

use clap::Parser;
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

/// Tells the person with a system notification (their seat must act while the window is not
/// looked at). The window's text is cut to a notification's length.
#[tauri::command]
fn notify(app: tauri::AppHandle, title: String, body: String) -> Result<(), String> {
    use tauri_plugin_notification::NotificationExt;
    let title: String = title.chars().take(120).collect();
    let body: String = body.chars().take(400).collect();
    app.notification()
        .builder()
        .title(title)
        .body(body)
        .show()
        .map_err(|e| e.to_string())
}

/// The app's command line.
#[derive(Debug, Default, Parser)]
#[command(name = "epochs-app", version, about = "Epochs: the desktop app.")]
struct Args {
    /// The saved-games directory (else `EPOCHS_DATA_DIR`, else the platform's app-data
    /// directory).
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
}

impl Args {
    /// The app's arguments; `--help`, `--version` and a bad argument end the process as clap
    /// does (the text on stdout or stderr, exit code 0 or 2). A phone's app has no command
    /// line: there every setting is its default.
    fn from_command_line() -> Args {
        if cfg!(mobile) {
            return Args::default();
        }
        // macOS's Launch Services may add `-psn_…` (the process serial number) to an app
        // opened from the Finder; it is not the user's.
        let args = std::env::args_os()
            .filter(|a| !(cfg!(target_os = "macos") && a.to_string_lossy().starts_with("-psn_")));
        Args::try_parse_from(args).unwrap_or_else(|e| e.exit())
    }

    /// The saved-games directory: `--data-dir DIR` or `EPOCHS_DATA_DIR`, else `None` (the
    /// platform's app-data directory).
    fn data_dir(self) -> Option<PathBuf> {
        self.data_dir
            .or_else(|| std::env::var_os("EPOCHS_DATA_DIR").map(PathBuf::from))
    }
}

/// Starts the app.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    let data_dir = Args::from_command_line().data_dir();
    let result = tauri::Builder::default()
        .plugin(tauri_plugin_notification::init())
        .setup(move |app| {
            let dir = match data_dir.clone() {
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
        .invoke_handler(tauri::generate_handler![call, notify])
        .run(tauri::generate_context!());
    if let Err(e) = result {
        eprintln!("Epochs could not start: {e}");
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Args, clap::Error> {
        Args::try_parse_from(std::iter::once("epochs-app").chain(args.iter().copied()))
    }

    #[test]
    fn takes_the_data_dir_in_either_form() {
        assert_eq!(parse(&[]).unwrap().data_dir, None);
        for args in [&["--data-dir", "/tmp/g"][..], &["--data-dir=/tmp/g"]] {
            assert_eq!(
                parse(args).unwrap().data_dir,
                Some(PathBuf::from("/tmp/g")),
                "{args:?}"
            );
        }
    }

    #[test]
    fn refuses_bad_arguments_with_clap_s_error() {
        use clap::error::ErrorKind;
        let kind = |args: &[&str]| parse(args).err().map(|e| e.kind());
        assert_eq!(kind(&["--data-dir"]), Some(ErrorKind::InvalidValue));
        assert_eq!(kind(&["--datadir", "x"]), Some(ErrorKind::UnknownArgument));
        assert_eq!(kind(&["extra"]), Some(ErrorKind::UnknownArgument));
        assert_eq!(kind(&["--help"]), Some(ErrorKind::DisplayHelp));
    }
}
