#!/usr/bin/env bash
# One arm of the auxiliary-target probe: rookworld-tiny continued for 1,500 steps as ../sort_m/run.sh's arms (Muon 2e-3,
# 100 warmup steps, a straight decay to a tenth, batch 32, seed 0), on make_aux.py's P: and auxiliary lines and
# ../sort_m's A: lines, one thread (THREADS=2: both). ARM: attacks or legal.
#   bash experiments/base/aux/run.sh ARM
set -euo pipefail
arm=$1
exec nice -n 5 .venv/bin/rookworld-pretrain --init rookworld-tiny --data "runs/aux/p_$arm.txt" \
  --data runs/sort_m/a.txt --out-dir "runs/aux/$arm" --optimizer muon --lr 2e-3 --max-steps 1500 \
  --schedule wsd --warmup-steps 100 --decay-steps 1400 --eval-every 500 --max-minutes 75 --threads "${THREADS:-1}" \
  --device cpu --seed 0
