#!/usr/bin/env bash
# The same game byte for byte: builds the table for WebAssembly (scripts/build-web.sh nodejs,
# after clippy on the code only wasm32 compiles) and the native `web-table-lines`, then plays
# seeded games of both games on both and compares every answer (tests/web/equal.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/build-web.sh clippy >/dev/null
pkg=$(./scripts/build-web.sh nodejs | tail -n 1)
cargo build --release --locked -p epochs-web --bin web-table-lines >&2
native="${CARGO_TARGET_DIR:-target}/release/web-table-lines"
node tests/web/equal.mjs "$pkg" "$native"
