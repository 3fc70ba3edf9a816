#!/usr/bin/env bash
# Make sure a Stockfish binary can be found: $STOCKFISH_PATH, then PATH, then /usr/games.
# Installs Debian's package when none is found and we are root; otherwise says what to do.
set -euo pipefail
if [ -n "${STOCKFISH_PATH:-}" ]; then
  if [ -x "$STOCKFISH_PATH" ]; then exit 0; fi
  echo "STOCKFISH_PATH=$STOCKFISH_PATH is set but is not an executable file." >&2; exit 1
fi
command -v stockfish >/dev/null 2>&1 && exit 0
[ -x /usr/games/stockfish ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Stockfish not found: installing Debian's package (apt-get install stockfish)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q stockfish >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q stockfish >/dev/null; }
  [ -x /usr/games/stockfish ] && { echo "Stockfish installed at /usr/games/stockfish"; exit 0; }
fi
cat >&2 <<MSG
Stockfish was not found (looked at \$STOCKFISH_PATH, PATH and /usr/games) and could not be installed
(installing needs root and apt-get). Install it yourself, e.g. 'sudo apt-get install stockfish' or
'brew install stockfish', or point STOCKFISH_PATH at the binary, then run this command again.
MSG
exit 1
