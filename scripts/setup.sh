#!/usr/bin/env bash
# Installs what Epochs needs on a fresh machine. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo is required (install Rust from rustup.rs)" >&2
  exit 1
fi
rustup component add rustfmt clippy >/dev/null 2>&1 || true
