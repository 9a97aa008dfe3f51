#!/usr/bin/env bash
# Builds the table for the browser: crates/web compiled to WebAssembly, bound by wasm-bindgen
# and, when binaryen's wasm-opt is there, optimised with -O3. Prints the folder it made as its
# last line (the rest goes to stderr).
#
#   scripts/build-web.sh [web|nodejs]   (wasm-bindgen's --target; default web)
#   scripts/build-web.sh clippy         (clippy on the wasm32 build instead, warnings as errors:
#                                        the code only the browser compiles)
#
# The rustup toolchain has no wasm32 standard library, so Debian's rustc-web and cargo-web
# (/usr/bin/rustc, /usr/bin/cargo) build it, the standard library from rust-web-src
# (-Zbuild-std), SQLite's C with clang, linked by lld's wasm-ld; scripts/setup.sh installs
# them and wasm-bindgen-cli at the version of the wasm-bindgen crate in Cargo.lock. The
# build has its own target folder (target/wasm), so native builds are left alone.
set -euo pipefail
cd "$(dirname "$0")/.."

target="${1:-web}"
case "$target" in web | nodejs | clippy) ;; *) echo "usage: $0 [web|nodejs|clippy]" >&2; exit 2 ;; esac

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
command=(build -p epochs-web --lib)
after=()
if [ "$target" = clippy ]; then
  # Debian's clippy (rust-web-clippy) for Debian's rustc: first on PATH for this command.
  export PATH="/usr/bin:$PATH"
  command=(clippy -p epochs-web -p epochs-store -p epochs-bots --lib)
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
wasm-bindgen --target "$target" --out-dir "$out" \
  "$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/epochs_web.wasm" >&2

wasm="$out/epochs_web_bg.wasm"
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
echo "build-web: epochs_web_bg.wasm $size bytes ($((gz / 1024)) KiB gzipped; $raw bytes before wasm-opt)" >&2
echo "$out"
