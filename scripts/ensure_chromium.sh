#!/usr/bin/env bash
# The browser tests need Debian's Chromium at /usr/bin/chromium (or $CHROMIUM). Installs it when missing and we are root.
set -euo pipefail
c="${CHROMIUM:-/usr/bin/chromium}"
[ -x "$c" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's package (apt-get install chromium)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q chromium >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q chromium >/dev/null; }
  [ -x /usr/bin/chromium ] && exit 0
fi
echo "Chromium was not found at $c and could not be installed (needs root and apt-get). Install it ('sudo apt-get install chromium') or set CHROMIUM to a Chromium binary." >&2
exit 1
