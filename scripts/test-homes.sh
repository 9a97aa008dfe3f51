#!/usr/bin/env bash
# Play across homes (issue 43): a host and two devices in three homes, each its own network
# namespace, joined only through a fourth, the "internet", where a local iroh relay runs
# (epochs-relay: iroh's relay server in plain HTTP). Home B sends no UDP, so its device can
# only go through the relay; home A finds the direct path. The host runs `epochs serve
# --internet --relay URL`, each device `epochs join-elsewhere INVITATION`, and the test
# client of crates/lan/tests/authorisation.rs plays a whole game of each game through both
# (seat 1 from home B), scanning every frame for leaks. Needs root and iproute2; skips
# without them.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/homes-net.sh
H=epochs-home-h-$$ A=epochs-home-a-$$ B=epochs-home-b-$$
PORT=8765 BRIDGE_PORT=8766 RELAY_PORT=3340

homes_prepare
# The test clients as the test command's `cargo test` built them (the whole workspace, so the
# host's crate has the internet feature the epochs command turns on): nothing is rebuilt.
test_binary() {
  cargo test --workspace --exclude epochs-app --no-run --message-format=json 2>/dev/null \
    | grep '"name":"'"$1"'","src_path":"[^"]*crates/lan/tests/' \
    | sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -n1
}
TEST=$(test_binary authorisation)
HOSTING_TEST=$(test_binary hosting)
ATTACK_TEST=$(test_binary elsewhere)
[ -x "$TEST" ] && [ -x "$HOSTING_TEST" ] && [ -x "$ATTACK_TEST" ] || fail "cannot build the test clients"
home "$H" 1
home "$A" 2
home "$B" 3
no_udp "$B"
start_relay "$RELAY_PORT"
start_host "$H" "http://10.77.1.1:$RELAY_PORT" "$PORT"
echo "invitation: $INVITATION (${#INVITATION} characters), code $CODE"
join_from "$A" "$BRIDGE_PORT"
join_from "$B" "$BRIDGE_PORT"

failed=0
echo "==> a whole game of each game: the host in home H, seats 0 and 2 in home A, seat 1 in home B (relay only)"
if ip netns exec "$A" env EPOCHS_REMOTE_WS="ws://127.0.0.1:$BRIDGE_PORT/ws" \
  EPOCHS_REMOTE_WS_ELSEWHERE="netns:/run/netns/$B ws://127.0.0.1:$BRIDGE_PORT/ws" \
  EPOCHS_REMOTE_PACE_MS=30 EPOCHS_REMOTE_TOKEN="$TOKEN" EPOCHS_REMOTE_CODE="$CODE" \
  "$TEST" a_whole_game_against_a_remote_host --exact --nocapture; then
  echo "a game of each across homes, leak scan clean: ok"
else
  echo "a game of each across homes: FAILED"; failed=1
fi

echo "==> how each device's connection travelled"
for ns in "$A" "$B"; do
  echo "$ns: $(grep -c '^path: direct' "$DATA/$ns.log") connections direct, $(grep -c '^path: relayed' "$DATA/$ns.log") relayed"
done
if grep -q '^path: direct' "$DATA/$A.log"; then echo "home A found the direct path: ok"; else echo "home A never went direct: FAILED"; failed=1; fi
if grep -q '^path: relayed' "$DATA/$B.log" && ! grep -q '^path: direct' "$DATA/$B.log"; then
  echo "home B stayed on the relay: ok"
else
  echo "home B was not relay-only: FAILED"; failed=1
fi

echo "==> the app shares its table with another home, which joins through the invitation (home H)"
if ip netns exec "$H" env EPOCHS_TEST_RELAY="http://10.77.1.1:$RELAY_PORT" \
  "$HOSTING_TEST" the_app_shares_with_another_home_which_joins_and_plays --exact --nocapture; then
  echo "the app across homes: ok"
else
  echo "the app across homes: FAILED"; failed=1
fi

echo "==> a device elsewhere that breaks the rules: frames too long, requests past 16 KiB, binary, no stream (home B, relay only)"
if ip netns exec "$B" env EPOCHS_TEST_RELAY="http://10.77.1.1:$RELAY_PORT" "$ATTACK_TEST" --nocapture; then
  echo "the host across homes holds: ok"
else
  echo "the host across homes holds: FAILED"; failed=1
fi

echo "==> the host stops sharing: a device in home B is told"
if ip netns exec "$B" env EPOCHS_REMOTE_WS="ws://127.0.0.1:$BRIDGE_PORT/ws" EPOCHS_REMOTE_HOST_PID="$SERVER" \
  "$TEST" devices_elsewhere_are_told_when_the_host_stops_sharing --exact --nocapture; then
  echo "stop sharing: ok"
else
  echo "stop sharing: FAILED"; failed=1
fi

[ "$failed" -eq 0 ] && echo "test-homes: all passed" || echo "test-homes: FAILED"
exit "$failed"
