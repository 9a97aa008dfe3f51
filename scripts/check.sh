#!/usr/bin/env bash
# The fast inner loop while developing (a few minutes): formatting, clippy, the Rust tests of
# every crate but the app shell, every rules scenario, the UI's lint and format check (Biome),
# type check and Vitest.
# scripts/test.sh stays the full run (random sweeps, browser and real-app end-to-end tests).
# Expects a machine set up once by scripts/setup.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n==> [%dm%02ds] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }

step "cargo fmt --check"
cargo fmt --all -- --check

step "no import circles between the modules of the engine and the table (scripts/check-circles.py, with its self-test); no file outside the games' folders names a game (scripts/check-game-names.py)"
python3 scripts/check-circles.py --self-test
python3 scripts/check-circles.py crates/*/src src-tauri
python3 scripts/check-game-names.py

step "cargo clippy (warnings are errors; the app shell is left to scripts/test.sh)"
cargo clippy --workspace --exclude epochs-app --all-targets -- -D warnings

step "cargo test (every crate but the app shell)"
cargo test --workspace --exclude epochs-app

step "rules scenarios"
cargo run --quiet --release -p epochs-cli -- scenario run tests/scenarios

if [ -d ui/node_modules ]; then
  step "UI: Biome (lint and format, warnings are errors), type check and Vitest"
  (cd ui && npx biome check --error-on-warnings . && npx tsc --noEmit && npx vitest run)
else
  step "UI skipped: run scripts/setup.sh once to install its packages"
fi
step "all checks passed"
