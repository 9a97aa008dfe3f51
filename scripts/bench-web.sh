#!/usr/bin/env bash
# The web build's benchmark (ui/e2e-web/bench.mjs) in Debian's Chromium: random games per
# second of the table's WebAssembly as a ratio of the native `epochs bench` run in between, a
# medium bot's decision, the autosave on the browser's private file system and a whole apply,
# everything the app downloads, and a cold offline start. Figures are printed with their goals
# (issue 27), never enforced: the exit status says only whether it ran.
#
#   scripts/bench-web.sh [bench.mjs options: --games 1000 --rounds 3 --saves 300 --decisions 24
#                         --only games,storage,bots,download,start]
set -euo pipefail
cd "$(dirname "$0")/.."

dist=$(./scripts/build-web.sh web | tail -n 1)
# The WebAssembly that build made, beside the app (build-web.sh's target folder).
pkg="${EPOCHS_WASM_TARGET_DIR:-$PWD/target/wasm}/pkg-web"
cargo build --release --locked -q -p epochs-cli
cd ui
node e2e-web/bench.mjs --pkg "$pkg" --dist "$dist" --native ../target/release/epochs "$@"
