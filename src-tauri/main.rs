//! The Epochs desktop app's entry point.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    epochs_app_lib::run();
}
