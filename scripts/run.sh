#!/usr/bin/env bash
# Builds and runs the epochs command. With no arguments it lists the commands.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
cargo build --release -p epochs-cli
if [ "$#" -eq 0 ]; then
  exec ./target/release/epochs --help
fi
exec ./target/release/epochs "$@"
