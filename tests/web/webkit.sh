#!/usr/bin/env bash
# The web build in WebKit (tests/web/webkit.mjs): Debian's WebKitGTK MiniBrowser under Xvfb
# and a D-Bus session, driven by WebKitWebDriver, twice: as WebKitGTK ships it, and with the
# features Safari turns on (the private file system, its access handles, the Storage API), so
# that the app's own fallback from a private file system that fails to open is seen too.
#
#   tests/web/webkit.sh [web build folder, default ui/dist-web]
#
# Needs webkit2gtk-driver (WebKitWebDriver), libwebkit2gtk-4.1-0 (MiniBrowser), xvfb and
# dbus: scripts/setup.sh installs them.
set -euo pipefail
cd "$(dirname "$0")/../.."
DIST=$(realpath "${1:-ui/dist-web}")
BROWSER=/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser
[ -f "$DIST/index.html" ] || { echo "webkit: $DIST has no web build; run npm run build:web (see scripts/build-web.sh)" >&2; exit 1; }
command -v WebKitWebDriver >/dev/null || { echo "webkit: WebKitWebDriver is missing; run scripts/setup.sh" >&2; exit 1; }
[ -x "$BROWSER" ] || { echo "webkit: $BROWSER is missing; run scripts/setup.sh" >&2; exit 1; }
command -v xvfb-run >/dev/null || { echo "webkit: xvfb-run is missing; run scripts/setup.sh" >&2; exit 1; }

LOGS=$(mktemp -d "${TMPDIR:-/tmp}/epochs-webkit.XXXXXX")
trap 'rm -rf "$LOGS"' EXIT
status=0
# As shipped, it has IndexedDB and no private file system: the games are kept. With Safari's
# storage features, a private file system that fails to open in an automation session: memory.
for run in "|kept" "+FileSystem,+AccessHandle,+StorageAPI,+StorageAPIEstimate|memory"; do
  features=${run%|*}
  expect=${run#*|}
  echo "==> WebKitGTK MiniBrowser${features:+ with $features}"
  # Each run has its own D-Bus session, display and WebKitWebDriver (on a free port).
  WEBKIT_FEATURES="$features" WEBKIT_EXPECT="$expect" WEBKIT_BROWSER="$BROWSER" NO_AT_BRIDGE=1 \
    dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
      port=$(node -e "const s = require(\"net\").createServer().listen(0, \"127.0.0.1\", () => { console.log(s.address().port); s.close(); })")
      WebKitWebDriver --port="$port" >"$1/driver.log" 2>&1 &
      driver=$!
      for _ in $(seq 1 50); do
        (echo > "/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
        sleep 0.2
      done
      result=0
      timeout 300 node tests/web/webkit.mjs "$2" "http://127.0.0.1:$port" || result=$?
      kill "$driver" 2>/dev/null || true
      wait "$driver" 2>/dev/null || true
      exit $result
    ' webkit "$LOGS" "$DIST" 2>"$LOGS/stderr.log" || { status=1; echo "webkit: failed; WebKitWebDriver said:" >&2; tail -n 20 "$LOGS/driver.log" >&2; }
done
exit $status
