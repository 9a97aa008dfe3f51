#!/usr/bin/env bash
# Tests the web UI: unit tests (Vitest), the production build, the end-to-end tests in
# Chromium against `epochs serve` on loopback (Playwright), the round-trip measurement, and
# the web build (the table in WebAssembly in the page's worker, scripts/build-web.sh): offline,
# installable, published at a path, new versions, joining a host, a phone and a tablet
# (e2e-web/), and in WebKit (Debian's MiniBrowser through WebKitWebDriver, tests/web/).
# Expects the release binary (scripts/test.sh builds it; or
# `cargo build --release -p epochs-cli`). Run scripts/setup-ui.sh first on a fresh machine.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
BIN="$ROOT/target/release/epochs"

results=()
failed=0
step() { printf '\n==> %s\n' "$*"; }
record() { # name status
  results+=("$1: $2")
  if [ "$2" != "ok" ]; then failed=$((failed + 1)); fi
}
summary() {
  printf '\n==> UI test summary\n'
  for r in "${results[@]}"; do printf '  %s\n' "$r"; done
  local passed=$(( ${#results[@]} - failed ))
  printf '%d passed, %d failed\n' "$passed" "$failed"
}

if [ ! -x "$BIN" ]; then
  echo "test-ui: $BIN is missing: build it first with 'cargo build --release -p epochs-cli' (scripts/test.sh does)" >&2
  exit 1
fi
if [ ! -d ui/node_modules ]; then
  echo "test-ui: ui/node_modules is missing: run scripts/setup-ui.sh first" >&2
  exit 1
fi
if [ ! -x /usr/bin/chromium ]; then
  echo "test-ui: /usr/bin/chromium is missing: run scripts/setup-ui.sh first" >&2
  exit 1
fi

cd ui

step "Vitest unit tests (transport, view logic)"
if npx vitest run; then record "vitest" ok; else record "vitest" FAILED; fi

step "typecheck and production build (npm run build)"
# scripts/test.sh runs this same command first of all and says so (EPOCHS_UI_BUILT=1): the
# sources are the same, and ui/dist left as it is keeps the desktop app it built fresh.
if [ -n "${EPOCHS_UI_BUILT:-}" ]; then
  echo "ui/dist: built by scripts/test.sh (npm run build) from this tree"
  record "build (scripts/test.sh's)" ok
elif npm run build --silent; then record "build" ok; else record "build" FAILED; summary; exit 1; fi

step "starting epochs serve on loopback"
DATA=$(mktemp -d "${TMPDIR:-/tmp}/epochs-ui-test.XXXXXX")
LOG="$DATA/serve.log"
# A fixed search budget: the bots and hints decide the same whatever the machine's load.
"$BIN" serve --port 0 --data-dir "$DATA/games" --ui dist --bot-iterations 400 >"$LOG" 2>&1 &
SERVER=$!
cleanup() {
  kill "$SERVER" 2>/dev/null || true
  wait "$SERVER" 2>/dev/null || true
  rm -rf "$DATA"
}
trap cleanup EXIT
URL=""
for _ in $(seq 1 100); do
  URL=$(sed -n 's|^Epochs is serving on \(http://[^/]*\)/.*|\1|p' "$LOG" | head -n1)
  [ -n "$URL" ] && break
  if ! kill -0 "$SERVER" 2>/dev/null; then break; fi
  sleep 0.1
done
if [ -z "$URL" ]; then
  echo "test-ui: epochs serve did not start:" >&2
  cat "$LOG" >&2
  record "server" FAILED
  summary
  exit 1
fi
echo "serving on $URL"
export EPOCHS_URL="$URL"
# The host token: the tests' pages and API clients are the host device.
EPOCHS_HOST_TOKEN=$(sed -n 's|^Host device.*#host=\([0-9a-f]*\)$|\1|p' "$LOG" | head -n1)
export EPOCHS_HOST_TOKEN

step "Playwright end-to-end tests in Chromium"
if npx playwright test; then record "playwright e2e" ok; else record "playwright e2e" FAILED; fi

step "round-trip measurement (200 actions in Chromium)"
RT_OUT="$DATA/roundtrip.txt"
if node e2e/roundtrip.mjs | tee "$RT_OUT"; then
  record "round-trip ($(sed -n 's/^ROUNDTRIP_P95_MS=/p95 /p' "$RT_OUT") ms; tapped once drawn $(sed -n 's/^ROUNDTRIP_DRAWN_P95_MS=/p95 /p' "$RT_OUT") ms; at once without the browser's wait after a click $(sed -n 's/^ROUNDTRIP_UNDEFERRED_P95_MS=/p95 /p' "$RT_OUT") ms)" ok
else
  record "round-trip" FAILED
fi

step "the web build: scripts/build-web.sh, npm run build:web, Playwright offline, install, update, join, phone and tablet (e2e-web/)"
if DIST=$(cd "$ROOT" && ./scripts/build-web.sh web | tail -n 1) && [ -f "$DIST/index.html" ]; then
  record "web build" ok
  if npx playwright test --config playwright.web.config.ts; then record "playwright web build" ok; else record "playwright web build" FAILED; fi
  step "the web build in WebKit: Debian's WebKitGTK MiniBrowser through WebKitWebDriver (tests/web/webkit.sh)"
  if "$ROOT/tests/web/webkit.sh" "$DIST"; then record "WebKit MiniBrowser" ok; else record "WebKit MiniBrowser" FAILED; fi
else
  record "web build" FAILED
fi

summary
[ "$failed" -eq 0 ]
