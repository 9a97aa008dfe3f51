#!/usr/bin/env bash
# Builds Epochs for the browser: crates/web compiled to WebAssembly, bound by wasm-bindgen
# and, when binaryen's wasm-opt is there, optimised with -O3; then the UI around it. Prints
# the folder it made as its last line (the rest goes to stderr).
#
#   scripts/build-web.sh [web]   the whole web app (ui/dist-web): a static folder that any
#                                HTTPS host can serve at any path, installable and offline
#   scripts/build-web.sh wasm    the table's WebAssembly alone, for the browser
#                                (target/wasm/pkg-wasm: the benchmark loads it)
#   scripts/build-web.sh nodejs  the table's WebAssembly for Node (the equality test)
#   scripts/build-web.sh clippy  clippy on the wasm32 build instead, warnings as errors: the
#                                code only the browser compiles
#
# The rustup toolchain has no wasm32 standard library, so Debian's rustc-web and cargo-web
# (/usr/bin/rustc, /usr/bin/cargo) build it, the standard library from rust-web-src
# (-Zbuild-std), SQLite's C with clang, linked by lld's wasm-ld; scripts/setup.sh installs
# them and wasm-bindgen-cli at the version of the wasm-bindgen crate in Cargo.lock. The
# build has its own target folder (target/wasm), so native builds are left alone.
set -euo pipefail
cd "$(dirname "$0")/.."

target="${1:-web}"
case "$target" in web | wasm | nodejs | clippy) ;; *) echo "usage: $0 [web|wasm|nodejs|clippy]" >&2; exit 2 ;; esac

for tool in /usr/bin/rustc /usr/bin/cargo wasm-ld clang wasm-bindgen; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "build-web: $tool is missing; run scripts/setup.sh" >&2
    exit 1
  fi
done
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
have=$(wasm-bindgen --version | awk '{ print $2 }')
if [ "$want" != "$have" ]; then
  echo "build-web: wasm-bindgen-cli is $have but Cargo.lock has wasm-bindgen $want; run scripts/setup.sh" >&2
  exit 1
fi

export CARGO_TARGET_DIR="${EPOCHS_WASM_TARGET_DIR:-$PWD/target/wasm}"
out="${EPOCHS_WEB_OUT:-$CARGO_TARGET_DIR/pkg-$target}"
# The web app also carries the way to a table elsewhere (crates/web-remote: iroh's relay
# client), loaded only when someone joins one. Every target builds both in one cargo command,
# even those that bind the table alone: the crates they share then have the same features,
# so the table's wasm is the same file for all three, and a run that builds two of them
# (scripts/test.sh: nodejs, then web) compiles it once.
command=(build -p epochs-web -p epochs-web-remote --lib)
after=()
if [ "$target" = clippy ]; then
  # Debian's clippy (rust-web-clippy) for Debian's rustc: first on PATH for this command.
  export PATH="/usr/bin:$PATH"
  command=(clippy -p epochs-web -p epochs-store -p epochs-bots -p epochs-engine --lib)
  after=(-- -D warnings)
fi
# getrandom's browser backend (crypto.getRandomValues) is chosen by a cfg. Reference types
# and multi-value are turned off (std is rebuilt with the same flags): with them wasm-bindgen
# makes an externref table that Debian's wasm-opt (binaryen 108) breaks, and the module
# then fails to load ("WebAssembly.Table.set(): ... must be null ... or a Wasm function
# object"); wasm-opt -O3 gains 20% in size and a few percent in speed. RUSTFLAGS replaces
# any others, so a developer's native flags do not leak in.
RUSTC_BOOTSTRAP=1 RUSTC=/usr/bin/rustc \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld \
  RUSTFLAGS='--cfg getrandom_backend="wasm_js" -Ctarget-feature=-reference-types,-multivalue' \
  /usr/bin/cargo "${command[@]}" --release --locked --target wasm32-unknown-unknown \
  -Zbuild-std=std,panic_abort "${after[@]}" >&2
if [ "$target" = clippy ]; then
  echo "build-web: clippy found nothing on wasm32" >&2
  echo "$CARGO_TARGET_DIR"
  exit 0
fi

rm -rf "$out"
bindgen_target=$target
[ "$target" = nodejs ] || bindgen_target=web
wasm-bindgen --target "$bindgen_target" --out-dir "$out" \
  "$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/epochs_web.wasm" >&2

# Optimises one bound module in place, and says its size.
optimise() {
  local wasm="$out/$1_bg.wasm" raw size gz
  raw=$(stat -c %s "$wasm")
  if command -v wasm-opt >/dev/null 2>&1; then
    # The features rustc's wasm32 target uses, less the two turned off above.
    wasm-opt -O3 --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
      --enable-nontrapping-float-to-int "$wasm" -o "$wasm.opt" >&2
    mv "$wasm.opt" "$wasm"
  else
    echo "build-web: wasm-opt (binaryen) is not installed: the wasm is not optimised" >&2
  fi
  size=$(stat -c %s "$wasm")
  gz=$(gzip -9 -c "$wasm" | wc -c)
  echo "build-web: $1_bg.wasm $size bytes ($((gz / 1024)) KiB gzipped; $raw bytes before wasm-opt)" >&2
}
optimise epochs_web
if [ "$target" = web ]; then
  wasm-bindgen --target web --out-dir "$out" \
    "$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/epochs_web_remote.wasm" >&2
  optimise epochs_web_remote
fi
if [ "$target" != web ]; then
  echo "$out"
  exit 0
fi

# The app: the UI built around this WebAssembly (vite --mode web: the worker transport, the
# manifest, the icons and the service worker).
[ -d ui/node_modules ] || { echo "build-web: ui/node_modules is missing; run scripts/setup.sh" >&2; exit 1; }
EPOCHS_WASM_PKG="$out" npm --prefix ui run build:web --silent >&2
dist="$PWD/ui/dist-web"
total=0
while IFS= read -r f; do total=$((total + $(gzip -9 -c "$f" | wc -c))); done < <(find "$dist" -type f ! -name '*.map')
echo "build-web: $dist, $((total / 1024)) KiB gzipped in all: serve it over HTTPS as it is" >&2
echo "$dist"
