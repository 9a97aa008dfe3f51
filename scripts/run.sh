#!/usr/bin/env bash
# Starts Epochs. With no arguments: builds the web UI and the desktop app, then opens it.
# With arguments: builds the UI and runs the `epochs` command with them (e.g. `serve --lan`).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
npm --prefix ui run build --silent
if [ "$#" -eq 0 ]; then
  cargo build --release -p epochs-app --features custom-protocol
  exec ./target/release/epochs-app
fi
cargo build --release -p epochs-cli
exec ./target/release/epochs "$@"
