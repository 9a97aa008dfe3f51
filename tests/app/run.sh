#!/usr/bin/env bash
# Runs the real-app end-to-end test: the release app under Xvfb and a D-Bus session, driven
# by tauri-driver (WebKitWebDriver). Expects target/release/epochs-app (scripts/test.sh
# builds it with `npx tauri build`).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
APP="$ROOT/target/release/epochs-app"
CLI="$ROOT/target/release/epochs"
[ -x "$CLI" ] || { echo "app-e2e: $CLI is missing; build it with cargo build --release -p epochs-cli" >&2; exit 1; }
[ -x "$APP" ] || { echo "app-e2e: $APP is missing; build it with npx tauri build --bundles deb (or cargo build --release -p epochs-app --features custom-protocol)" >&2; exit 1; }
command -v tauri-driver >/dev/null || { echo "app-e2e: tauri-driver is missing; run scripts/setup.sh" >&2; exit 1; }
DATA=$(mktemp -d "${TMPDIR:-/tmp}/epochs-app-e2e.XXXXXX")
trap 'rm -rf "$DATA"' EXIT
PORT=4444
# A relay of the test's own on loopback, for sharing with other homes (never the internet).
RELAY="$ROOT/target/release/epochs-relay"
[ -x "$RELAY" ] || cargo build -q --release -p epochs-relay
"$RELAY" 127.0.0.1:0 >"$DATA/relay.log" 2>&1 &
RELAY_PID=$!
trap 'kill $RELAY_PID 2>/dev/null; rm -rf "$DATA"' EXIT
for _ in $(seq 1 50); do grep -q '^relay listening' "$DATA/relay.log" && break; sleep 0.1; done
EPOCHS_TEST_RELAY=$(sed -n 's|^relay listening on \(http://[0-9.:]*\)$|\1|p' "$DATA/relay.log")
[ -n "$EPOCHS_TEST_RELAY" ] || { echo "app-e2e: the relay did not start:" >&2; cat "$DATA/relay.log" >&2; exit 1; }
export EPOCHS_TEST_RELAY
export EPOCHS_DATA_DIR="$DATA/games" NO_AT_BRIDGE=1
# Screenshots go into the tree only when asked (EPOCHS_SCREENSHOTS=1, as for the browser
# tests); otherwise a test run leaves the tree clean.
SHOTS="$DATA/screenshots"
[ "${EPOCHS_SCREENSHOTS:-}" = 1 ] && SHOTS="$ROOT/docs/screenshots"
mkdir -p "$SHOTS"
dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
  tauri-driver --port '"$PORT"' >"'"$DATA"'/driver.log" 2>&1 &
  DRIVER=$!
  for _ in $(seq 1 50); do
    (echo > /dev/tcp/127.0.0.1/'"$PORT"') 2>/dev/null && break
    sleep 0.2
  done
  status=0
  timeout 300 node tests/app/app-e2e.mjs http://127.0.0.1:'"$PORT"' "'"$APP"'" "'"$SHOTS"'" "'"$CLI"'" || status=$?
  kill $DRIVER 2>/dev/null || true
  wait $DRIVER 2>/dev/null || true
  exit $status
'
