#!/usr/bin/env bash
# The sweep's PostgreSQL test (08c_sweeprun) starts a real server from Debian's postgresql (initdb, postgres, pg_isready
# under /usr/lib/postgresql/*/bin). Installs the package when missing and we are root.
set -euo pipefail
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL not found: installing Debian's package (apt-get install postgresql)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q postgresql >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q postgresql >/dev/null; }
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && exit 0
fi
echo "PostgreSQL's server programs were not found under /usr/lib/postgresql/*/bin and could not be installed (needs root and apt-get). Install them ('sudo apt-get install postgresql')." >&2
exit 1
