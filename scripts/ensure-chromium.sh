#!/usr/bin/env bash
# Makes sure the headless Chromium that the browser tests drive is installed: Debian's `chromium`
# package (the browser downloads of Playwright cannot reach their hosts here). Run by `npm test`
# before the integration tests. Idempotent; `CHROMIUM_PATH` names another binary.
set -euo pipefail

CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium}
log() { printf '[chromium] %s\n' "$*" >&2; }

if [ -x "$CHROMIUM_PATH" ]; then
  exit 0
fi

manual="apt-get update && apt-get install -y chromium"
if ! command -v apt-get >/dev/null; then
  log "no Chromium at $CHROMIUM_PATH and no apt-get here: install Chromium and set CHROMIUM_PATH"
  exit 1
fi
if [ "$(id -u)" != 0 ]; then
  log "no Chromium at $CHROMIUM_PATH: run 'sudo sh -c \"$manual\"' once, then npm test again"
  exit 1
fi

log "installing Debian's chromium package for the browser tests (once)"
export DEBIAN_FRONTEND=noninteractive
# An empty package index (a fresh image) knows no chromium: read it first.
if ! apt-cache show chromium >/dev/null 2>&1; then
  apt-get update -qq
fi
if ! apt-get install -y -qq chromium >/dev/null; then
  # The index may be stale (a package version that the mirror no longer has).
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi
[ -x "$CHROMIUM_PATH" ] || { log "chromium was installed but $CHROMIUM_PATH is not there: set CHROMIUM_PATH"; exit 1; }
log "installed $("$CHROMIUM_PATH" --version 2>/dev/null || echo chromium)"
