#!/usr/bin/env bash
# Installs what Epochs needs on a fresh Debian machine (Rust is expected). Safe to run again:
# each step is skipped when its tools are already there.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '[setup] %s\n' "$*"; }

if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo is required (install Rust from rustup.rs)" >&2
  exit 1
fi
rustup component add rustfmt clippy >/dev/null 2>&1 || true

# Debian packages: the webview and its headers for the Tauri app, Xvfb, D-Bus and
# WebKitWebDriver for the real-app test, Chromium for the browser tests, iproute2 for the
# test across network namespaces. For the table in the browser (scripts/build-web.sh):
# rustc-web, cargo-web and rust-web-src, a Rust that builds the wasm32 standard library
# (they install /usr/bin/rustc and /usr/bin/cargo; rustup's stay first on PATH, and the
# rustup toolchain has no wasm32 standard library to download here) with its clippy, lld
# (wasm-ld, the linker), clang (SQLite's C for wasm32) and binaryen (wasm-opt).
packages=(
  libwebkit2gtk-4.1-dev libgtk-3-dev librsvg2-dev libsoup-3.0-dev libjavascriptcoregtk-4.1-dev
  patchelf file xvfb xauth dbus dbus-x11 webkit2gtk-driver chromium nodejs npm pkg-config
  iproute2 rustc-web cargo-web rust-web-src rust-web-clippy lld clang binaryen
)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
# Node and npm may come from elsewhere (they do on the CI image).
if command -v node >/dev/null 2>&1; then
  missing=("${missing[@]/nodejs}")
  missing=("${missing[@]/npm}")
fi
missing=($(printf '%s\n' "${missing[@]}" | grep -v '^$' || true))
if [ "${#missing[@]}" -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get -o DPkg::Lock::Timeout=600 install -y -qq "${missing[@]}" >/dev/null
fi

# The Tauri command-line tool (npm) for `npx tauri build`.
if [ ! -x node_modules/.bin/tauri ]; then
  say "installing the Tauri CLI (npm)"
  # This npm records only this platform's optional packages in the lock file and its `npm ci`
  # may then refuse the lock as incomplete; the locked versions install with `npm install --no-save`.
  if ! npm ci --no-audit --no-fund --loglevel=error; then
    say "npm ci refused the lock file; installing the locked versions with npm install --no-save"
    npm install --no-audit --no-fund --no-save --loglevel=error
  fi
fi

# The web UI's packages.
if [ -x scripts/setup-ui.sh ]; then
  ./scripts/setup-ui.sh
fi

# tauri-driver, the WebDriver bridge for the real-app test.
if ! command -v tauri-driver >/dev/null 2>&1; then
  say "installing tauri-driver (cargo)"
  cargo install tauri-driver --locked --quiet
fi

# wasm-bindgen-cli, at exactly the version of the wasm-bindgen crate in Cargo.lock (the two
# must match), for scripts/build-web.sh. Not --locked: one dependency version in its lock file
# is not in the registry reachable here.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ -n "$bindgen_version" ] &&
  [ "$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }')" != "$bindgen_version" ]; then
  say "installing wasm-bindgen-cli $bindgen_version (cargo)"
  cargo install wasm-bindgen-cli --version "$bindgen_version" --force --quiet
fi

# cargo fuzz, for the fuzz targets (scripts/fuzz.sh).
if ! command -v cargo-fuzz >/dev/null 2>&1; then
  say "installing cargo-fuzz (cargo)"
  cargo install cargo-fuzz --locked --quiet
fi
