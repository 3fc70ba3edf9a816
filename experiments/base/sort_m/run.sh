#!/usr/bin/env bash
# One arm of the M:-order probe: rookworld-tiny continued for 1,500 steps (100 warmup, then a straight decay from
# Muon's 2e-3 to a tenth) on make_data.py's lines, one thread (THREADS=2: both). ARM: shuffled (M: as published),
# best_first, or checks (make_checks.py: the in-check lines four times). STEPS=N: N steps instead (the decay after
# the same warmup), written to runs/sort_m/ARM_N.
#   bash experiments/base/sort_m/run.sh ARM
set -euo pipefail
arm=$1
steps=${STEPS:-1500}
out="runs/sort_m/$arm${STEPS:+_$STEPS}"
exec nice -n 5 .venv/bin/rookworld-pretrain --init rookworld-tiny --data "runs/sort_m/p_$arm.txt" \
  --data runs/sort_m/a.txt --out-dir "$out" --optimizer muon --lr 2e-3 --max-steps "$steps" \
  --schedule wsd --warmup-steps 100 --decay-steps $((steps - 100)) --eval-every 500 --max-minutes 60 \
  --threads "${THREADS:-1}" --device cpu --seed 0
