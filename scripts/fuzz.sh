#!/usr/bin/env bash
# Runs each cargo fuzz target (fuzz/fuzz_targets) for SECONDS seconds (default 60), seeded
# with the project's own inputs: the golden saved games (import), the rules scenarios
# (scenario), the Khronos map (map), exported actions (actions), protocol requests
# (ws_request) and small SQLite files shaped like the saved games, with a -wal (pages). Prints each target's executions and crashes; exits non-zero on any crash
# (libFuzzer keeps the input under fuzz/artifacts/TARGET/: make it a regression test).
# Each fuzzer is one process on one core: as many run at once as the machine has cores
# (EPOCHS_FUZZ_JOBS to choose), each for the full SECONDS.
#   scripts/fuzz.sh [SECONDS] [TARGET...]
#   scripts/fuzz.sh build      only build the targets (scripts/test.sh starts it early, in the
#                              background; the run later finds them built)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
SECS=${1:-60}
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(actions import scenario map ws_request pages)
JOBS=${EPOCHS_FUZZ_JOBS:-$(nproc)}

command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
# cargo fuzz passes the sanitizer's -Z flags; the machine has only the stable toolchain.
export RUSTC_BOOTSTRAP=1

seed() {
  local dir="$ROOT/fuzz/corpus/$1"
  mkdir -p "$dir"
  case "$1" in
    import)
      for f in "$ROOT"/tests/golden/*.json; do
        case "$f" in *.final.json) ;; *) cp "$f" "$dir/golden-$(basename "$f")" ;; esac
      done ;;
    scenario)
      for f in "$ROOT"/tests/scenarios/*/*.json; do
        cp "$f" "$dir/$(basename "$(dirname "$f")")-$(basename "$f")"
      done ;;
    map) cp "$ROOT"/crates/engine/src/khronos/default_map.txt "$dir/khronos-default-map.txt" ;;
    actions)
      printf '\x00\x07\x00\x10{"type":"end_turn"}\n{"type":"travel"}\n' >"$dir/khronos-end-turn"
      printf '\x01\x07\x00\x10{"type":"end_turn"}\n' >"$dir/tempus-end-turn" ;;
    ws_request)
      printf '\x01{"id":1,"method":"list_games","params":{}}' >"$dir/host-list"
      printf '\x00{"id":2,"method":"view","params":{"game":1,"viewer":null},"cache":true,"base":7}' >"$dir/bystander-view"
      printf '\x00{"id":3,"method":"join","params":{"game":1,"seats":[0],"name":"T","code":"000000"}}' >"$dir/join"
      printf '\x01{"id":4,"method":"import","params":{"text":"{}"}}' >"$dir/host-import"
      printf '\x02{"id":5,"method":"legal","params":{"game":1,"seat":0}}' >"$dir/seat-legal"
      printf '\x02{"id":6,"method":"apply","params":{"game":1,"seat":0,"action":{"type":"end_turn"},"expected_seq":0}}' >"$dir/seat-apply"
      printf '\x00{"id":7,"method":"hello","params":{"token":"00"},"deflate":true}' >"$dir/hello" ;;
    pages) python3 - "$dir" <<'PY' ;;
import os, shutil, sqlite3, sys
# The saved games' three tables in their final shape (crates/store/src/schema.rs), on 512-byte
# pages so that a file is a few pages; a long snapshot spans overflow pages.
out = sys.argv[1]
path = os.path.join(out, "seed.sqlite")
for p in (path, path + "-wal"):
    if os.path.exists(p):
        os.remove(p)
db = sqlite3.connect(path)
db.executescript("""
PRAGMA page_size = 512;
CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, game TEXT NOT NULL,
  setup TEXT NOT NULL, seats TEXT NOT NULL, created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL, finished INTEGER NOT NULL DEFAULT 0,
  preview TEXT NOT NULL DEFAULT '{}', log_len INTEGER, log_sum INTEGER, checksum INTEGER);
CREATE TABLE actions (game_id INTEGER NOT NULL, seq INTEGER NOT NULL, seat INTEGER NOT NULL,
  action TEXT NOT NULL, created_at INTEGER NOT NULL, checksum INTEGER,
  PRIMARY KEY (game_id, seq)) WITHOUT ROWID;
CREATE TABLE snapshots (game_id INTEGER NOT NULL, seq INTEGER NOT NULL, state TEXT NOT NULL,
  checksum INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (game_id, seq)) WITHOUT ROWID;
""")
db.execute("INSERT INTO games VALUES (1, 'g', 'khronos', '{}', '[]', 1, 2, 0, '{}', 3, 7, 9)")
for seq in range(3):
    db.execute("INSERT INTO actions VALUES (1, ?, 0, '{\"type\":\"end_turn\"}', 1, ?)", (seq, seq))
db.execute("INSERT INTO snapshots VALUES (1, 3, ?, 5)", ("s" * 1200,))
db.commit()
db.close()
db = sqlite3.connect(path)
db.execute("PRAGMA journal_mode = WAL")
db.execute("INSERT INTO actions VALUES (1, 3, 1, '{}', 1, 4)")
db.commit()
shutil.copy(path + "-wal", os.path.join(out, "seed.sqlite-wal.bin"))
db.close()
PY
  esac
}

cargo fuzz build -O
[ "$SECS" != build ] || exit 0

# One target's run; its exit status goes to $STATUS/TARGET (the runs overlap).
STATUS=$(mktemp -d "${TMPDIR:-/tmp}/epochs-fuzz.XXXXXX")
trap 'rm -rf "$STATUS"' EXIT
run() {
  local t=$1
  mkdir -p "$ROOT/fuzz/artifacts/$t"
  local status=0
  cargo fuzz run -O "$t" "fuzz/corpus/$t" -- -max_total_time="$SECS" -print_final_stats=1 \
    -artifact_prefix="$ROOT/fuzz/artifacts/$t/" >"$ROOT/fuzz/$t.log" 2>&1 || status=$?
  echo "$status" >"$STATUS/$t"
}
for t in "${TARGETS[@]}"; do
  seed "$t"
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n || true; done
  run "$t" &
done
wait

failed=0
passed=0
summary=()
for t in "${TARGETS[@]}"; do
  log="$ROOT/fuzz/$t.log"
  if [ "$(cat "$STATUS/$t" 2>/dev/null)" = 0 ]; then
    passed=$((passed + 1))
    status=ok
  else
    failed=$((failed + 1))
    status=CRASHED
  fi
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n1)
  summary+=("$t: ${execs:-?} executions in ${SECS} s, $status")
  [ "$status" = ok ] || tail -n 40 "$log"
done
printf '%s\n' "${summary[@]}"
echo "fuzz: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
