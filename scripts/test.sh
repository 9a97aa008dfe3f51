#!/usr/bin/env bash
# Runs every test of Epochs on a fresh machine: formatting, lints, unit/property/integration
# tests, the rules scenarios and seeded random games with invariant checks.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/setup.sh

step() { printf '\n==> %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all -- --check

step "cargo clippy (warnings are errors)"
cargo clippy --workspace --all-targets -- -D warnings

step "cargo test"
cargo test --workspace

step "release build of the epochs command"
cargo build --release -p epochs-cli

step "Khronos rules scenarios"
./target/release/epochs scenario run tests/scenarios/khronos

for players in 2 3 4 5; do
  step "200 random ${players}-player Khronos games with every invariant checked"
  ./target/release/epochs simulate --game khronos --players "$players" --games 200 --seed "$players"
done

step "Tempus rules scenarios"
./target/release/epochs scenario run tests/scenarios/tempus

for players in 3 4 5; do
  step "200 random ${players}-player Tempus games with every invariant checked"
  ./target/release/epochs simulate --game tempus --players "$players" --games 200 --seed "$players"
done
