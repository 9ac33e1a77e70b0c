#!/usr/bin/env bash
# Make sure the browser the HTML tests drive is there: Debian's Chromium at /usr/bin/chromium
# (or $ARENA_CHROMIUM), installed with apt when it is missing. The tests use playwright-core with
# this executable; no test tool downloads a browser. Idempotent; fails loudly.
set -euo pipefail

say() { printf '\n== setup-browser: %s\n' "$*" >&2; }
die() { printf 'setup-browser: %s\n' "$*" >&2; exit 1; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo -n "$@"; else return 1; fi; }

CHROMIUM=${ARENA_CHROMIUM:-/usr/bin/chromium}

if [ ! -x "$CHROMIUM" ]; then
  [ "$CHROMIUM" = /usr/bin/chromium ] || die "ARENA_CHROMIUM=$CHROMIUM is not an executable file"
  command -v apt-get >/dev/null || die "no $CHROMIUM and no apt-get: install Chromium and set ARENA_CHROMIUM to its path"
  say "installing chromium (Debian package)"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq || die "apt-get update needs root"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null || die "apt-get install chromium failed"
fi
"$CHROMIUM" --headless --no-sandbox --disable-gpu --version >/dev/null 2>&1 || "$CHROMIUM" --version >/dev/null 2>&1 ||
  die "$CHROMIUM does not start"
say "$("$CHROMIUM" --version 2>/dev/null | head -1)"
