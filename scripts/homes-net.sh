# Homes joined only through an "internet" namespace, for scripts/test-homes.sh and
# scripts/bench-homes.sh (sourced, not run). Home n is a network namespace at 10.77.n.2 whose
# one link goes to the internet namespace ($NET, 10.77.n.1 on that link), which forwards
# between homes and runs the relay. Everything is named with the caller's $$ and removed on
# exit. Needs root and iproute2; the caller skips without them.

ROOT=$(pwd)
BIN="$ROOT/target/release/epochs"
RELAY_BIN="$ROOT/target/release/epochs-relay"
NET=epochs-net-$$
NAMESPACES=()
PIDS=()
DATA=$(mktemp -d "${TMPDIR:-/tmp}/epochs-homes.XXXXXX")

skip() { echo "$(basename "$0"): skipped: $*"; exit 0; }
fail() { echo "$(basename "$0"): $*" >&2; exit 1; }

homes_cleanup() {
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null; done
  for p in "${PIDS[@]}"; do wait "$p" 2>/dev/null; done
  for ns in "${NAMESPACES[@]}"; do ip netns del "$ns" 2>/dev/null; done
  rm -rf "$DATA"
}
trap homes_cleanup EXIT

# Checks what the homes need, and builds the relay.
homes_prepare() {
  [ -x "$BIN" ] || fail "$BIN is missing (cargo build --release -p epochs-cli)"
  [ "$(id -u)" -eq 0 ] || skip "network namespaces need root"
  command -v ip >/dev/null || skip "iproute2 (ip) is not installed"
  cargo build -q --release -p epochs-relay || fail "cannot build the relay"
  ip netns add "$NET" 2>/dev/null || skip "ip netns add is not permitted here"
  NAMESPACES+=("$NET")
  ip -n "$NET" link set lo up
  ip netns exec "$NET" sysctl -qw net.ipv4.ip_forward=1
}

# home NAMESPACE N: a home at 10.77.N.2 with its default route to the internet namespace.
home() {
  local ns=$1 n=$2
  ip netns add "$ns" || fail "cannot make namespace $ns"
  NAMESPACES+=("$ns")
  ip link add "veth-n$n-$$" type veth peer name "veth-h$n-$$" || skip "veth pairs cannot be made here"
  ip link set "veth-n$n-$$" netns "$NET"
  ip link set "veth-h$n-$$" netns "$ns"
  ip -n "$NET" addr add "10.77.$n.1/24" dev "veth-n$n-$$"
  ip -n "$ns" addr add "10.77.$n.2/24" dev "veth-h$n-$$"
  ip -n "$NET" link set "veth-n$n-$$" up
  ip -n "$ns" link set lo up
  ip -n "$ns" link set "veth-h$n-$$" up
  ip -n "$ns" route add default via "10.77.$n.1"
}

# no_udp NAMESPACE: the home sends no UDP beyond itself (no direct QUIC path: relay only).
no_udp() {
  ip -n "$1" rule add ipproto udp to 10.77.0.0/16 prohibit || skip "ip rule ipproto is not supported here"
}

# wait_for LOG PATTERN PID: waits for a line matching PATTERN in LOG while PID lives.
wait_for() {
  for _ in $(seq 1 200); do
    grep -q "$2" "$1" && return 0
    kill -0 "$3" 2>/dev/null || break
    sleep 0.1
  done
  echo "never saw '$2' in $1:" >&2
  cat "$1" >&2
  return 1
}

# start_relay PORT: iroh's relay in the internet namespace, on every one of its addresses.
start_relay() {
  ip netns exec "$NET" "$RELAY_BIN" "0.0.0.0:$1" >"$DATA/relay.log" 2>&1 &
  PIDS+=($!)
  wait_for "$DATA/relay.log" '^relay listening' "$!" || exit 1
}

# start_host NAMESPACE RELAY_URL PORT [ARGS...]: `epochs serve --lan --internet` there, with
# ARGS; sets SERVER (its process), TOKEN, CODE and INVITATION.
start_host() {
  ip netns exec "$1" "$BIN" serve --lan --internet --relay "$2" --port "$3" "${@:4}" \
    --data-dir "$DATA/games" --ui ui/dist >"$DATA/serve.log" 2>&1 &
  SERVER=$!
  PIDS+=($SERVER)
  wait_for "$DATA/serve.log" '^Epochs is serving' "$SERVER" || exit 1
  TOKEN=$(sed -n 's|^Host device.*#host=\([0-9a-f]*\)$|\1|p' "$DATA/serve.log")
  CODE=$(sed -n 's|.*with the code \([0-9A-Z-]*\) .*|\1|p' "$DATA/serve.log")
  INVITATION=$(sed -n 's|^Invitation for other homes: \([a-z0-9]*\)$|\1|p' "$DATA/serve.log")
  [ -n "$TOKEN" ] && [ -n "$CODE" ] && [ -n "$INVITATION" ] \
    || { cat "$DATA/serve.log" >&2; fail "serve printed no invitation"; }
}

# join_from NAMESPACE PORT: `epochs join-elsewhere INVITATION` there, on loopback PORT.
join_from() {
  ip netns exec "$1" "$BIN" join-elsewhere "$INVITATION" --port "$2" >"$DATA/$1.log" 2>&1 &
  PIDS+=($!)
  wait_for "$DATA/$1.log" '^Devices on this machine play at' "$!" || exit 1
}
