#!/usr/bin/env bash
# usage: bash exit_race.sh VARIANT N [BUSY]: N two-process launches of exit_race.py VARIANT (raw | ours), with BUSY
# spinning processes beside them (the load of a test session); counts the launches that did not exit 0.
cd "$(dirname "$0")"
PY=${PY:-../../../.venv/bin/python}
for _ in $(seq 1 "${3:-0}"); do timeout 3600 sh -c 'while :; do :; done' & done
fails=0
for i in $(seq 1 "$2"); do
  OMP_NUM_THREADS=1 PYTHONFAULTHANDLER=1 "$PY" -m torch.distributed.run --standalone --nproc_per_node 2 \
    exit_race.py "$1" > "last_$1.log" 2>&1 || { fails=$((fails + 1)); cp "last_$1.log" "fail_$1_$i.log"; }
done
kill $(jobs -p) 2>/dev/null
echo "$1: $fails of $2 launches failed"
