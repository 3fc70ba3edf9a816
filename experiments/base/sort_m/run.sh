#!/usr/bin/env bash
# One arm of the M:-order probe: rookworld-tiny continued for 1,500 steps (100 warmup, then a straight decay from
# Muon's 2e-3 to a tenth) on make_data.py's lines, one thread (THREADS=2: both). ARM: shuffled (M: as published),
# best_first, or checks (make_checks.py: the in-check lines four times).
#   bash experiments/base/sort_m/run.sh ARM
set -euo pipefail
arm=$1
exec nice -n 5 .venv/bin/rookworld-pretrain --init rookworld-tiny --data "runs/sort_m/p_$arm.txt" \
  --data runs/sort_m/a.txt --out-dir "runs/sort_m/$arm" --optimizer muon --lr 2e-3 --max-steps 1500 \
  --schedule wsd --warmup-steps 100 --decay-steps 1400 --eval-every 500 --max-minutes 60 --threads "${THREADS:-1}" \
  --device cpu --seed 0
