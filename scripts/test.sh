#!/usr/bin/env bash
# Runs every test of Epochs on a fresh machine: formatting, lints, unit/property/integration
# tests, the rules scenarios, seeded random games with invariant checks, the web UI's tests
# (Vitest, Playwright in Chromium against `epochs serve`), the real app under Xvfb through
# tauri-driver, and the .deb bundle.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/setup.sh

step() {
  printf '\n==> [%dm%02ds, %s free] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) \
    "$(df -h --output=avail . | tail -n 1 | tr -d ' ')" "$*"
}

# One run from a clean clone: no incremental caches and line tables only in the debug
# builds (a third of the disk: a full run stays within a few GB); on CI, each build's
# outputs are deleted once no later step needs them.
export CARGO_INCREMENTAL=0 CARGO_PROFILE_DEV_DEBUG=line-tables-only
free_on_ci() { [ "${CI:-}" != true ] || rm -rf "$@"; }

step "build the web UI (the app embeds it)"
npm --prefix ui run build --silent
# ui/dist is built from this tree: test-ui.sh and npx tauri build's beforeBuildCommand
# (tauri.conf.json) leave it as it is rather than build it again (the desktop app, built
# below, would then be rebuilt for the files' new times).
export EPOCHS_UI_BUILT=1

step "cargo fmt --check"
cargo fmt --all -- --check

step "the web UI linted and formatted (Biome; a warning fails the run)"
(cd ui && npx biome check --error-on-warnings .)

step "no import circles between the modules of the engine, the table, the host, the bots and the command, nor between the web UI's files (scripts/check-circles.py, with its self-test); no file outside the games' folders names a game (scripts/check-game-names.py)"
python3 scripts/check-circles.py --self-test
python3 scripts/check-circles.py crates/*/src src-tauri
python3 scripts/check-circles.py --ts-runtime ui/src
python3 scripts/check-game-names.py

step "cargo clippy (warnings are errors)"
cargo clippy --workspace --all-targets -- -D warnings

step "cargo test (every crate; the app shell has no tests of its own)"
cargo test --workspace --exclude epochs-app

# Every release binary of the run comes from one cargo command, the one `npx tauri build` runs
# for the .deb: the epochs command, web-table-lines (scripts/sweep.sh and scripts/test-web.sh
# find them built: EPOCHS_RELEASE_BUILD) and the desktop app. Built apart, the three resolved
# the shared crates' features differently, and since the app's library was then also a cdylib
# and a staticlib (it is an rlib alone now: Cargo.toml), cargo gave the crates under it object
# code and bitcode but the command's bitcode only: the engine, the table, the host and some 80
# crates more were compiled two or three times. And a plain `cargo build` of the same packages before the bundle still left the app
# itself to compile again under the tauri CLI (4 min 20 s in the CI rehearsal), so the bundle
# is the build.
release_packages=(-p epochs-cli -p epochs-web -p epochs-app)
export EPOCHS_RELEASE_BUILD="npx tauri build --bundles deb -- --locked ${release_packages[*]}"
step "release build: the epochs command, web-table-lines and the desktop app with its .deb bundle, in one cargo command (npx tauri build --bundles deb)"
npx tauri build --bundles deb -- --locked "${release_packages[@]}"
ls -l target/release/bundle/deb/*.deb
# The .deb's desktop entry hands the app an invitation's app link (epochs://elsewhere/…).
desktop=$(dpkg-deb --fsys-tarfile target/release/bundle/deb/*.deb | tar -xO usr/share/applications/Epochs.desktop)
grep -qx 'Exec=epochs-app %u' <<<"$desktop" && grep -qx 'MimeType=x-scheme-handler/epochs;' <<<"$desktop" \
  || { printf 'the .deb does not open epochs:// links:\n%s\n' "$desktop" >&2; exit 1; }

# The fuzz targets (their own target folder and flags) build in the background, at the lowest
# priority, in what the next steps leave of the CPU: the random games and the sweep keep one
# core busy, and the game across the slow link mostly waits. Waited for before the benchmark
# and the soak, which measure; its output is printed then.
step "the fuzz targets start building in the background (scripts/fuzz.sh build, niced; waited for before the LAN benchmark)"
fuzz_build_log=$(mktemp "${TMPDIR:-/tmp}/epochs-fuzz-build.XXXXXX")
setsid nice -n 19 ./scripts/fuzz.sh build >"$fuzz_build_log" 2>&1 &
fuzz_build=$!
trap 'kill -- -"$fuzz_build" 2>/dev/null || true; rm -f "$fuzz_build_log"' EXIT

step "the rules scenarios of every game"
./target/release/epochs scenario run tests/scenarios

step "random games of every game (each of its player counts, seeds 1-10, 10 games each) with every check"
./target/release/epochs simulate --seeds 1..10 --games 10

# Short: a third of the sweep run before each stop (scripts/sweep.sh 1..300 1..100) and a
# hundredth of the full one, whose figures docs/performance.md quotes.
step "a short random sweep of both engines over more seeds (scripts/sweep.sh 1..100 1..35)"
./scripts/sweep.sh 1..100 1..35

step "LAN play across two network namespaces: mDNS discovery and a whole game of each game (skips without root)"
./scripts/test-netns.sh

step "play across homes: a host and devices in three network namespaces joined only through a local iroh relay, one home without UDP (relay only); a whole game of each game with the leak scan, the app sharing and joining, stop sharing (skips without root)"
./scripts/test-homes.sh
free_on_ci target/debug

step "the fuzz targets' build (started in the background after the release build)"
fuzz_build_status=0
wait "$fuzz_build" || fuzz_build_status=$?
cat "$fuzz_build_log"
[ "$fuzz_build_status" -eq 0 ] || { echo "the fuzz targets did not build" >&2; exit 1; }

step "LAN benchmark: five clients on loopback, 200 actions (figures in the README come from 600+)"
./target/release/epochs bench --lan --games 200

step "LAN soak: 96 attacking connections of 12 kinds (idle, flooding, oversized, half-sent HTTP headers, one token's unfinished frames, clogged approval...) for 60 s while three devices play (fails on any error of theirs)"
./target/release/epochs bench --lan --soak --seconds 60

step "bots arena: a few games of every seat type in every game (catches breakage; README figures come from long runs)"
./target/release/epochs arena --seats medium,greedy,flat,random --games 4 --iterations 100 --jobs 2
./target/release/epochs arena --seats hard,easy,flat,random --games 4 --iterations 100 --jobs 2 --json

step "fuzzing: each cargo fuzz target briefly, one per core at a time (scripts/fuzz.sh 10; the long runs are quoted in the issues)"
./scripts/fuzz.sh 10
free_on_ci fuzz/target

step "the table in WebAssembly: seeded games of both games give the native table's answers byte for byte (scripts/test-web.sh)"
./scripts/test-web.sh

step "web UI: Vitest, Playwright end to end in Chromium, round trip"
./scripts/test-ui.sh
free_on_ci target/wasm

step "play across homes from a browser: the web build in Chromium, in a home with no UDP, joins a host in another home through the local relay by its invitation, takes a seat and plays it (skips without root)"
./scripts/test-homes-web.sh

step "the real app under Xvfb through tauri-driver"
./tests/app/run.sh

step "the run left the tree as it found it (git status --porcelain: no tracked file changed, nothing new that is not ignored)"
left=$(git status --porcelain)
if [ -n "$left" ]; then
  printf 'the test run changed the tree:\n%s\n' "$left" >&2
  exit 1
fi

step "all tests passed"
