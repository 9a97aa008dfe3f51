#!/usr/bin/env bash
# Installs what the web UI and its tests need on a fresh machine: the npm packages of ui/
# (from ui/package-lock.json) and Debian's Chromium for the end-to-end tests. Safe to run
# again; runs non-interactively (CI runs it as root with no standard input).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  echo "setup-ui: node and npm are required (Node 20 or later)" >&2
  exit 1
fi

echo "==> npm ci (ui/)"
# The registry reachable here serves only this platform's builds of packages such as rollup's,
# so the lock file lists only those, and some npm versions' `npm ci` then refuses the lock as
# incomplete; the versions locked are installed all the same with `npm install --no-save`.
if ! (cd ui && npm ci --no-audit --no-fund); then
  echo "setup-ui: npm ci refused the lock file; installing the locked versions with npm install --no-save"
  (cd ui && npm install --no-audit --no-fund --no-save)
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "==> installing Debian's chromium (for the Playwright tests)"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; else
      echo "setup-ui: /usr/bin/chromium is missing; install it as root: apt-get install chromium" >&2
      exit 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -q </dev/null
  $SUDO apt-get install -y -q --no-install-recommends chromium </dev/null
fi
/usr/bin/chromium --version 2>/dev/null || true
