#!/usr/bin/env bash
# Starts Chromium ($CHROMIUM_BINARY, else /usr/bin/chromium) with the arguments it was given, except that every
# --disable-features list among them is joined into one: Chromium reads only the last, and Playwright passes a
# list of its own before the test browser's (web/test/browser.ts).
set -euo pipefail
args=()
disabled=()
for arg in "$@"; do
  case $arg in
    --disable-features=*) disabled+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
if [ ${#disabled[@]} -gt 0 ]; then
  args+=("--disable-features=$(IFS=,; echo "${disabled[*]}")")
fi
exec "${CHROMIUM_BINARY:-/usr/bin/chromium}" "${args[@]}"
