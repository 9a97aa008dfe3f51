#!/usr/bin/env bash
# A broad random sweep of both rules engines: random legal games over many seeds and every
# player count, on every core, with the invariants checked after each action and random
# illegal actions tried against each position. Prints, per game, the actions played, actions
# per second, violations and panics; exits non-zero on any. A failure also leaves a scenario
# file that reproduces it in simulate-failures/ (docs/scenarios.md).
#
#   scripts/sweep.sh              # about 1 million actions of each game (a few minutes)
#   scripts/sweep.sh 1..200 1..80 # Khronos seeds, Tempus seeds (CI runs a short sweep)
#
# Each seed plays one game per player count: Khronos 2-5 players (about 120 actions a game),
# Tempus 3-5 players (about 480 actions a game).
set -euo pipefail
cd "$(dirname "$0")/.."
khronos_seeds="${1:-1..2200}"
tempus_seeds="${2:-1..800}"
# scripts/test.sh builds the release binaries in one cargo command just before and says so
# (EPOCHS_RELEASE_BUILD): the command is used as built. Running that cargo command again here
# still built the host, the table and the app again in the CI rehearsal (8 of the step's 9
# minutes), and `-p epochs-cli` alone resolves the shared crates' features apart.
epochs=./target/release/epochs
if [ -z "${EPOCHS_RELEASE_BUILD:-}" ] || [ ! -x "$epochs" ]; then
  cargo build --release --locked --quiet -p epochs-cli
fi
status=0
report() {
  python3 -c 'import json,sys
s = json.load(sys.stdin)
print("%-8s %9d actions in %6.1f s: %8.0f actions/s, %d games, %d violations, %d panics" % (
    s["game"], s["actions"], s["seconds"], s["actions_per_second"], s["games"],
    s["violations"], s["panics"]))
for v in s["first_violations"]: print("  " + v)
for f in s["scenarios"]: print("  reproduced in " + f)'
}
run() {
  local out
  out=$(mktemp)
  "$epochs" simulate --quick "$@" >"$out" || status=1
  report <"$out"
  rm -f "$out"
}
run --game khronos --players 2,3,4,5 --seeds "$khronos_seeds" --games 1
run --game tempus --players 3,4,5 --seeds "$tempus_seeds" --games 1
exit "$status"
