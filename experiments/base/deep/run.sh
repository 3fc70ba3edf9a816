#!/usr/bin/env bash
# The depth probe's arm: stack.py's 8-block rookworld-tiny (the same function at step 0) continued for 1,500 steps
# exactly as ../sort_m/run.sh's arms (Muon 2e-3, 100 warmup steps, a straight decay to a tenth, batch 32, seed 0) on
# ../sort_m's A: lines and its P: lines of ARM: shuffled (as published; default) → runs/deep/deep, or checks
# (make_checks.py: the in-check lines four times) → runs/deep/deep_checks. Both threads (THREADS=1: one).
#   python experiments/base/deep/stack.py && bash experiments/base/deep/run.sh [ARM]
set -euo pipefail
arm=${1:-shuffled}
case "$arm" in
  shuffled) out=runs/deep/deep ;;
  checks) out=runs/deep/deep_checks ;;
  *) echo "run.sh: ARM is shuffled or checks, not '$arm'" >&2; exit 2 ;;
esac
exec nice -n 5 .venv/bin/rookworld-pretrain --init runs/deep/init --data "runs/sort_m/p_$arm.txt" \
  --data runs/sort_m/a.txt --out-dir "$out" --optimizer muon --lr 2e-3 --max-steps 1500 \
  --schedule wsd --warmup-steps 100 --decay-steps 1400 --eval-every 500 --max-minutes 90 --threads "${THREADS:-2}" \
  --device cpu --seed 0
