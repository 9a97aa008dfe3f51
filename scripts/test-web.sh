#!/usr/bin/env bash
# The same game byte for byte: builds the table for WebAssembly (scripts/build-web.sh nodejs,
# after clippy on the code only wasm32 compiles) and the native `web-table-lines`, then plays
# seeded games of both games on both and compares every answer (tests/web/equal.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/build-web.sh clippy >/dev/null
pkg=$(./scripts/build-web.sh nodejs | tail -n 1)
# scripts/test.sh builds web-table-lines with its other release binaries in one cargo command
# and passes its arguments (EPOCHS_RELEASE_BUILD): the same command here finds it built, where
# `-p epochs-web` alone would resolve the shared crates' features and LTO apart and build them again.
if [ -n "${EPOCHS_RELEASE_BUILD:-}" ]; then
  read -ra release <<<"$EPOCHS_RELEASE_BUILD"
else
  release=(-p epochs-web --bin web-table-lines)
fi
cargo build --release --locked "${release[@]}" >&2
native="${CARGO_TARGET_DIR:-target}/release/web-table-lines"
node tests/web/equal.mjs "$pkg" "$native"
