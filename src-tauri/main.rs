//! The Epochs desktop app's entry point.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]
#![warn(missing_docs)]

fn main() {
    epochs_app_lib::run();
}
