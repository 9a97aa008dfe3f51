#!/usr/bin/env bash
# Which files outside the games' own folders name a game. Code shared by every game reaches a
# game through its registry (ui/src/games/index.ts on the UI side, the list of games on the
# Rust side), so a new game cannot be drawn or played as another by a forgotten branch.
#
# Searches ui/src and crates/*/src for the games' keys (any case) and leaves out:
#   - the games' own folders: ui/src/games/<game>/ and crates/<crate>/src/<game>/;
#   - tests (*.test.ts, *.test.tsx, anything under an e2e/ or a crate's tests/, and Rust files
#     named tests.rs; a #[cfg(test)] module inside another file is not told apart);
#   - the generated protocol types (ui/src/generated/);
#   - the files of scripts/game-names-allowed.txt: one path per line, the reason after `#`
#     (a path ending in / allows a whole folder).
# Prints how many files name a game and which; exits 1 if any is not on the allow-list.
# Usage: scripts/check-game-names.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# The games' keys (the generated protocol's GameKey).
GAMES=(khronos tempus)
ALLOWED_FILE=scripts/game-names-allowed.txt

games_re=$(IFS='|'; echo "${GAMES[*]}")

# The allow-list's paths, without reasons, comments or blank lines.
allowed=()
if [ -f "$ALLOWED_FILE" ]; then
  while IFS= read -r line; do
    path="${line%%#*}"
    path="${path#"${path%%[![:space:]]*}"}"
    path="${path%"${path##*[![:space:]]}"}"
    [ -n "$path" ] && allowed+=("$path")
  done <"$ALLOWED_FILE"
fi

# Whether `$1` is on the allow-list (exactly, or under a folder of it).
is_allowed() {
  local a
  for a in "${allowed[@]+"${allowed[@]}"}"; do
    if [ "$1" = "$a" ] || { [ "${a%/}" != "$a" ] && [ "${1#"$a"}" != "$1" ]; }; then return 0; fi
  done
  return 1
}

# Whether `$1` is left out of the search: a game's own folder, a test, generated types.
is_left_out() {
  local f="$1"
  [[ "$f" =~ ^ui/src/games/($games_re)/ ]] && return 0
  [[ "$f" =~ ^crates/[^/]+/src/($games_re)/ ]] && return 0
  [[ "$f" =~ ^ui/src/generated/ ]] && return 0
  [[ "$f" =~ \.test\.tsx?$ ]] && return 0
  [[ "$f" =~ (^|/)e2e/ ]] && return 0
  [[ "$f" =~ ^crates/[^/]+/tests/ ]] && return 0
  [[ "$f" =~ (^|/)tests\.rs$ ]] && return 0
  return 1
}

naming=()
on_list=()
while IFS= read -r f; do
  is_left_out "$f" && continue
  if is_allowed "$f"; then on_list+=("$f"); else naming+=("$f"); fi
done < <(grep -rIliE "$games_re" ui/src crates/*/src | LC_ALL=C sort)

echo "Files outside the games' own folders that name a game (${GAMES[*]}): ${#naming[@]} not on the allow-list, ${#on_list[@]} on it ($ALLOWED_FILE)."
for f in "${naming[@]+"${naming[@]}"}"; do echo "  $f"; done

# Entries of the allow-list that no longer name a game (or are gone): worth removing.
stale=()
for a in "${allowed[@]+"${allowed[@]}"}"; do
  if [ "${a%/}" != "$a" ]; then
    [ -d "$a" ] && grep -rIqiE "$games_re" "$a" && continue
  else
    [ -f "$a" ] && grep -IqiE "$games_re" "$a" && continue
  fi
  stale+=("$a")
done
if [ ${#stale[@]} -gt 0 ]; then
  echo "Allow-list entries that name no game (remove them):"
  for a in "${stale[@]}"; do echo "  $a"; done
fi

[ ${#naming[@]} -eq 0 ]
