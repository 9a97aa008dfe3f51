#!/usr/bin/env bash
# Play across homes from a browser (issue 43): the web build (ui/dist-web, with iroh's relay
# client crates/web-remote) in Debian's Chromium, in a home that sends no UDP and whose only
# way out is the "internet" namespace where a local iroh relay runs; the host (`epochs serve
# --internet --web-app`, which prints the invitation's link) is in another home.
# ui/e2e-web/elsewhere.spec.ts opens the invitation's link, takes a seat with the code, plays
# it, reloads, and hears the host stop. Needs root, iproute2 and
# the web build (scripts/build-web.sh web; scripts/test-ui.sh makes it); skips without root.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/homes-net.sh
H=epochs-home-h-$$ B=epochs-home-b-$$
PORT=8765 RELAY_PORT=3340

[ -f ui/dist-web/index.html ] || fail "ui/dist-web is missing: run scripts/build-web.sh web"
ls ui/dist-web/assets/epochs_web_remote*.wasm >/dev/null 2>&1 || fail "ui/dist-web has no relay client (crates/web-remote)"
homes_prepare
home "$H" 1
home "$B" 3
no_udp "$B"
start_relay "$RELAY_PORT"
WEB_APP=https://example.org/epochs/
start_host "$H" "http://10.77.1.1:$RELAY_PORT" "$PORT" --web-app "$WEB_APP"
echo "invitation: $INVITATION, code $CODE"
if grep -qxF "Or they open this link: $WEB_APP#/elsewhere/$INVITATION/$CODE" "$DATA/serve.log"; then
  echo "test-homes-web: serve --web-app prints the invitation's link: ok"
else
  cat "$DATA/serve.log"; fail "serve --web-app printed no link to the web app"
fi

echo "==> Chromium in home B (relay only) joins the host in home H by its invitation"
if (cd ui && ip netns exec "$B" env EPOCHS_ELSEWHERE_INVITATION="$INVITATION" EPOCHS_ELSEWHERE_CODE="$CODE" \
  EPOCHS_ELSEWHERE_HOST_WS="ws://10.77.1.2:$PORT/ws" EPOCHS_HOST_TOKEN="$TOKEN" EPOCHS_ELSEWHERE_HOST_PID="$SERVER" \
  npx playwright test --config playwright.web.config.ts e2e-web/elsewhere.spec.ts); then
  echo "test-homes-web: the browser across homes: ok"
else
  echo "--- the host's log"; cat "$DATA/serve.log"
  echo "test-homes-web: the browser across homes: FAILED"
  exit 1
fi
