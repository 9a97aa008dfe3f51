#!/usr/bin/env bash
# Across homes against the LAN path, measured (issue 43): `epochs bench --lan` (five clients,
# ACTIONS actions: the time from an action until every client has its new view) from a home
# that sends no UDP, so through the relay, and then from the same home straight to the host's
# WebSocket, the LAN path. Both with the same added round trip, DELAY_MS (default 50): no
# netem on every kernel, so crates/lan/examples/slow_link delays the TCP that carries each
# path (the relay's two legs, half the delay each way split between them; the WebSocket,
# half each way). The relay's path so crosses the slow link's delaying (a user-space timer)
# twice as often as the WebSocket's; last, the WebSocket again through two slow links in a
# row, a quarter each way each, as many delayed hops as the relay's path, to tell the relay's
# own tail from the emulation's. Prints the reports and their differences at p50 and p95.
#   scripts/bench-homes.sh [ACTIONS] [DELAY_MS]
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/homes-net.sh
ACTIONS=${1:-200} DELAY_MS=${2:-50}
H=epochs-home-h-$$ B=epochs-home-b-$$
PORT=8765 BRIDGE_PORT=8766 RELAY_PORT=3341 RELAY_SLOW=3340 LAN_SLOW=8800 LAN_TWO_HOPS=8801 LAN_HOP=8802

homes_prepare
cargo build -q -p epochs-lan --example slow_link || fail "cannot build the slow link"
SLOW_LINK="$ROOT/target/debug/examples/slow_link"
home "$H" 1
home "$B" 3
no_udp "$B"
# Each leg to the relay a quarter of the round trip each way; the WebSocket a half.
leg=$(awk "BEGIN { print $DELAY_MS / 4 }")
lan=$(awk "BEGIN { print $DELAY_MS / 2 }")
start_relay "$RELAY_PORT"
ip netns exec "$NET" "$SLOW_LINK" "0.0.0.0:$RELAY_SLOW" "127.0.0.1:$RELAY_PORT" "$leg" 0 0 3600 >"$DATA/slow-relay.log" 2>&1 &
PIDS+=($!)
wait_for "$DATA/slow-relay.log" ready "$!" || exit 1
start_host "$H" "http://10.77.1.1:$RELAY_SLOW" "$PORT"
ip netns exec "$NET" "$SLOW_LINK" "10.77.3.1:$LAN_SLOW" "10.77.1.2:$PORT" "$lan" 0 0 3600 >"$DATA/slow-lan.log" 2>&1 &
PIDS+=($!)
wait_for "$DATA/slow-lan.log" ready "$!" || exit 1
ip netns exec "$NET" "$SLOW_LINK" "127.0.0.1:$LAN_HOP" "10.77.1.2:$PORT" "$leg" 0 0 3600 >"$DATA/slow-hop2.log" 2>&1 &
PIDS+=($!)
wait_for "$DATA/slow-hop2.log" ready "$!" || exit 1
ip netns exec "$NET" "$SLOW_LINK" "10.77.3.1:$LAN_TWO_HOPS" "127.0.0.1:$LAN_HOP" "$leg" 0 0 3600 >"$DATA/slow-hop1.log" 2>&1 &
PIDS+=($!)
wait_for "$DATA/slow-hop1.log" ready "$!" || exit 1
join_from "$B" "$BRIDGE_PORT"

bench() {
  ip netns exec "$B" "$BIN" bench --lan --games "$ACTIONS" --json --url "$1" --token "$TOKEN" --code "$CODE"
}
echo "==> across homes: home B through the relay, ${DELAY_MS} ms added to the round trip"
homes=$(bench "ws://127.0.0.1:$BRIDGE_PORT/ws") || fail "the benchmark across homes failed"
echo "$homes"
grep '^path' "$DATA/$B.log" | sort | uniq -c | head -n 3
echo "==> the LAN path: home B straight to the host's WebSocket, ${DELAY_MS} ms added to the round trip"
lanr=$(bench "ws://10.77.3.1:$LAN_SLOW/ws") || fail "the benchmark on the LAN path failed"
echo "$lanr"
echo "==> the LAN path through two slow links in a row (${DELAY_MS} ms added, as many delayed hops as the relay's path)"
lan2=$(bench "ws://10.77.3.1:$LAN_TWO_HOPS/ws") || fail "the benchmark on the LAN path with two hops failed"
echo "$lan2"
python3 - "$homes" "$lanr" "$lan2" <<'PY'
import json, sys
homes, lan, lan2 = (json.loads(a) for a in sys.argv[1:4])
for q in ("p50", "p95"):
    h, l, l2 = homes[f"all_views_{q}_ms"], lan[f"all_views_{q}_ms"], lan2[f"all_views_{q}_ms"]
    print(f"{q}: across homes {h:.1f} ms, LAN path {l:.1f} ms (the relay adds {h - l:+.1f} ms), "
          f"LAN path with as many delayed hops {l2:.1f} ms (the relay adds {h - l2:+.1f} ms)")
print(f"bytes per action per client: across homes {homes['bytes_per_action_per_client']:.0f}, LAN {lan['bytes_per_action_per_client']:.0f}")
PY
