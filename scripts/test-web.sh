#!/usr/bin/env bash
# The same game byte for byte: builds the table for WebAssembly (scripts/build-web.sh nodejs,
# after clippy on the code only wasm32 compiles) and the native `web-table-lines`, then plays
# seeded games of both games on both and compares every answer (tests/web/equal.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/build-web.sh clippy >/dev/null
pkg=$(./scripts/build-web.sh nodejs | tail -n 1)
# scripts/test.sh builds web-table-lines with its other release binaries in one cargo command
# just before and says so (EPOCHS_RELEASE_BUILD): it is used as built (scripts/sweep.sh says why).
native="${CARGO_TARGET_DIR:-target}/release/web-table-lines"
if [ -z "${EPOCHS_RELEASE_BUILD:-}" ] || [ ! -x "$native" ]; then
  cargo build --release --locked -p epochs-web --bin web-table-lines >&2
fi
node tests/web/equal.mjs "$pkg" "$native"
