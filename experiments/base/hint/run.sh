#!/usr/bin/env bash
# The hint probe's arm: rookworld-tiny continued for 1,500 steps exactly as ../sort_m/run.sh's arms (Muon 2e-3, 100
# warmup steps, a straight decay to a tenth, batch 32, seed 0) on make_hint.py's P: lines and ../sort_m's A: lines,
# both threads (THREADS=1: one).
#   bash experiments/base/hint/run.sh
set -euo pipefail
exec nice -n 5 .venv/bin/rookworld-pretrain --init rookworld-tiny --data runs/hint/p_hint.txt \
  --data runs/sort_m/a.txt --out-dir runs/hint/hint --optimizer muon --lr 2e-3 --max-steps 1500 \
  --schedule wsd --warmup-steps 100 --decay-steps 1400 --eval-every 500 --max-minutes 60 --threads "${THREADS:-2}" \
  --device cpu --seed 0
