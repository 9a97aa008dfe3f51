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
    /// A link to open: an invitation to a table elsewhere (`epochs://elsewhere/TICKET/CODE`),
    /// as the system passes it when the link is clicked.
    #[arg(value_name = "LINK")]
    link: Option<String>,
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
    fn data_dir(&self) -> Option<PathBuf> {
        self.data_dir
            .clone()
            .or_else(|| std::env::var_os("EPOCHS_DATA_DIR").map(PathBuf::from))
    }
}

/// The route the window goes to once its page has loaded: that of the link the app was
/// started with, if it was one.
struct FirstRoute(Mutex<Option<String>>);

/// The window's route for `link`, or `None` (said on stderr) when it is not an app link.
fn route_of(link: &str) -> Option<String> {
    match epochs_lan::internet::route_of_app_link(link) {
        Ok(route) => Some(route),
        Err(e) => {
            eprintln!("Epochs was opened with a link it does not take: {e}");
            None
        }
    }
}

/// Takes the main window to `route` (checked by `route_of`: letters, digits, `/`, `#` and
/// `-` only, and written as a JSON string).
fn go_to(window: &tauri::WebviewWindow, route: &str) {
    let Ok(route) = serde_json::to_string(route) else {
        return;
    };
    if let Err(e) = window.eval(format!("location.hash = {route};")) {
        eprintln!("The window could not open the link: {e}");
    }
}

/// Opens a link given to the running app (a second start's, or the system's): its window
/// comes to the front on the link's route.
fn open_link(app: &tauri::AppHandle, link: &str) {
    let Some(window) = app.get_webview_window("main") else {
        return;
    };
    let _ = window.unminimize();
    let _ = window.set_focus();
    if let Some(route) = route_of(link) {
        go_to(&window, &route);
    }
}

/// Starts the app.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    let args = Args::from_command_line();
    let data_dir = args.data_dir();
    let first_route = args.link.as_deref().and_then(route_of);
    let result = tauri::Builder::default()
        // First of the plugins: a second start of the app ends at once, its link (through the
        // deep-link plugin's `on_open_url`) handed to this one.
        .plugin(tauri_plugin_single_instance::init(|app, _argv, _cwd| {
            if let Some(window) = app.get_webview_window("main") {
                let _ = window.unminimize();
                let _ = window.set_focus();
            }
        }))
        .plugin(tauri_plugin_deep_link::init())
        .plugin(tauri_plugin_notification::init())
        .manage(FirstRoute(Mutex::new(first_route)))
        .on_page_load(|webview, payload| {
            if payload.event() != tauri::webview::PageLoadEvent::Finished {
                return;
            }
            let first = webview.state::<FirstRoute>();
            let route = first.0.lock().ok().and_then(|mut r| r.take());
            if let (Some(route), Some(window)) = (route, webview.app_handle().get_webview_window("main")) {
                go_to(&window, &route);
            }
        })
        .setup(move |app| {
            use tauri_plugin_deep_link::DeepLinkExt;
            let handle = app.handle().clone();
            app.deep_link().on_open_url(move |event| {
                for url in event.urls() {
                    open_link(&handle, url.as_str());
                }
            });
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
        assert_eq!(kind(&["one", "two"]), Some(ErrorKind::UnknownArgument));
        assert_eq!(kind(&["--help"]), Some(ErrorKind::DisplayHelp));
    }
}
