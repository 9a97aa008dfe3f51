#!/usr/bin/env bash
# LAN play across a real network link: the host (`epochs serve --lan`) and the clients in two
# network namespaces of this run's own, joined by a veth pair with delay and loss (tc netem, or
# where the kernel has no netem, the same delay and loss made by a slow TCP proxy in the host
# namespace: crates/lan/examples/slow_link.rs).
# The client namespace finds the host by mDNS (`epochs discover`), then plays a whole game of
# each game with five clients, drops and reconnects, and scans every frame for leaks
# (crates/lan/tests/authorisation.rs, a_whole_game_against_a_remote_host). Needs root and
# iproute2; where namespaces cannot be made it says why and skips.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
BIN="$ROOT/target/release/epochs"
H=epochs-host-$$ C=epochs-client-$$
HOST_IP=10.213.7.1 CLIENT_IP=10.213.7.2 PORT=8765

skip() { echo "test-netns: skipped: $*"; exit 0; }
[ -x "$BIN" ] || { echo "test-netns: $BIN is missing (cargo build --release -p epochs-cli)" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || skip "network namespaces need root"
command -v ip >/dev/null && command -v tc >/dev/null || skip "iproute2 (ip, tc) is not installed"

# The test client: the authorisation test binary of crates/lan; the app's hosting: its
# hosting test binary.
test_binary() {
  cargo test -p epochs-lan --test "$1" --no-run --message-format=json 2>/dev/null \
    | sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -n1
}
TEST=$(test_binary authorisation)
HOSTING_TEST=$(test_binary hosting)
[ -x "$TEST" ] && [ -x "$HOSTING_TEST" ] || { echo "test-netns: cannot build the test client" >&2; exit 1; }
cargo build -q -p epochs-lan --example slow_link || { echo "test-netns: cannot build the slow link" >&2; exit 1; }
SLOW_LINK="$ROOT/target/debug/examples/slow_link"

DATA=$(mktemp -d "${TMPDIR:-/tmp}/epochs-netns.XXXXXX")
cleanup() {
  [ -n "${SERVER:-}" ] && kill "$SERVER" 2>/dev/null && wait "$SERVER" 2>/dev/null
  [ -n "${SLOW:-}" ] && kill "$SLOW" 2>/dev/null && wait "$SLOW" 2>/dev/null
  ip netns del "$H" 2>/dev/null
  ip netns del "$C" 2>/dev/null
  rm -rf "$DATA"
}
trap cleanup EXIT
ip netns add "$H" 2>/dev/null || skip "ip netns add is not permitted here"
ip netns add "$C" || skip "ip netns add is not permitted here"
ip link add veth-h$$ type veth peer name veth-c$$ || skip "veth pairs cannot be made here"
ip link set veth-h$$ netns "$H"
ip link set veth-c$$ netns "$C"
ip -n "$H" addr add "$HOST_IP/24" dev veth-h$$
ip -n "$C" addr add "$CLIENT_IP/24" dev veth-c$$
for ns in "$H" "$C"; do ip -n "$ns" link set lo up; done
ip -n "$H" link set veth-h$$ up
ip -n "$C" link set veth-c$$ up

ip netns exec "$H" "$BIN" serve --lan --port "$PORT" --data-dir "$DATA/games" --ui ui/dist >"$DATA/serve.log" 2>&1 &
SERVER=$!
for _ in $(seq 1 100); do
  grep -q '^Epochs is serving' "$DATA/serve.log" && break
  kill -0 "$SERVER" 2>/dev/null || break
  sleep 0.1
done
grep -q '^Epochs is serving' "$DATA/serve.log" || { echo "test-netns: the host did not start:" >&2; cat "$DATA/serve.log" >&2; exit 1; }
TOKEN=$(sed -n 's|^Host device.*#host=\([0-9a-f]*\)$|\1|p' "$DATA/serve.log")
CODE=$(sed -n 's|^Join code for other devices: \([0-9A-Z-]*\)$|\1|p' "$DATA/serve.log")
grep -q "http://$HOST_IP:$PORT/#/join/$CODE" "$DATA/serve.log" \
  || { echo "test-netns: serve did not print the join link on $HOST_IP" >&2; cat "$DATA/serve.log" >&2; exit 1; }

failed=0
echo "==> mDNS: the client namespace hears the host"
found=$(ip netns exec "$C" "$BIN" discover --wait-ms 4000)
echo "$found"
if echo "$found" | grep -q "^http://$HOST_IP:$PORT/"; then echo "mdns: ok"; else echo "mdns: FAILED"; failed=1; fi

WS_PORT=$PORT
echo "==> the app's in-process host on the LAN: its join link, mDNS, a device joining (host namespace)"
if ip netns exec "$H" env EPOCHS_NETNS_LAN_IP="$HOST_IP" "$HOSTING_TEST" \
  the_app_hosts_on_the_local_network --exact --nocapture; then
  echo "app hosting on the LAN: ok"
else
  echo "app hosting on the LAN: FAILED"; failed=1
fi

if tc -n "$H" qdisc add dev veth-h$$ root netem delay 10ms 3ms loss 1% 2>/dev/null \
  && tc -n "$C" qdisc add dev veth-c$$ root netem delay 10ms 3ms loss 1% 2>/dev/null; then
  echo "==> a whole game of each game across the link, 10 ms +- 3 ms each way, 1% loss (netem)"
else
  # No netem in this kernel: the clients reach the host through a proxy that delays each
  # chunk 10 ms +- 3 ms each way and holds back 1% of them by a retransmission timeout.
  WS_PORT=$((PORT + 1))
  ip netns exec "$H" "$SLOW_LINK" "$HOST_IP:$WS_PORT" "$HOST_IP:$PORT" 10 3 1 900 >"$DATA/slow.log" 2>&1 &
  SLOW=$!
  for _ in $(seq 1 50); do grep -q ready "$DATA/slow.log" && break; sleep 0.1; done
  grep -q ready "$DATA/slow.log" || { echo "test-netns: the slow link did not start:" >&2; cat "$DATA/slow.log" >&2; exit 1; }
  echo "==> a whole game of each game across the link, 10 ms +- 3 ms each way, 1% held back 200 ms (no netem here: slow_link proxy)"
fi
if ip netns exec "$C" env EPOCHS_REMOTE_WS="ws://$HOST_IP:$WS_PORT/ws" EPOCHS_REMOTE_PACE_MS=60 EPOCHS_REMOTE_TOKEN="$TOKEN" \
  EPOCHS_REMOTE_CODE="$CODE" "$TEST" a_whole_game_against_a_remote_host --exact --nocapture; then
  echo "remote game: ok"
else
  echo "remote game: FAILED"; failed=1
fi
[ "$failed" -eq 0 ] && echo "3 passed, 0 failed" || echo "netns tests failed"
exit "$failed"
