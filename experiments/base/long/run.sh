#!/usr/bin/env bash
# The long run of the base the size comparison chose: Llama-style, Muon at 2e-3, LAYERS x WIDTH, STEPS steps on a
# warmup-stable-decay schedule (500 warmup steps, the peak held, the last fifth a straight line down), both threads,
# otherwise size/'s recipe (v5 data, batch 32, bf16, seed 0). Run again to resume after a stop.
#   bash experiments/base/long/run.sh LAYERS WIDTH STEPS
# A branch decays a copy of the run from step AT over DECAY steps (branch.sh makes the copy; then the same command):
#   AT=10000 DECAY=2000 bash experiments/base/long/run.sh LAYERS WIDTH STEPS
set -euo pipefail
layers=$1; width=$2; steps=$3
out=runs/base/long-llama-muon-${layers}x$width
extra=()
if [ -n "${AT:-}" ]; then
  out=$out-decay-at-$AT
  extra=(--override --max-steps $((AT + DECAY)) --decay-steps "$DECAY")
fi
exec nice -n 19 .venv/bin/rookworld-pretrain --data runs/base-data/p.txt --data runs/base-data/a.txt \
  --out-dir "$out" --arch llama --optimizer muon --lr 2e-3 --n-layer "$layers" --n-embd "$width" --n-head 8 \
  --max-steps "$steps" --schedule wsd --decay-steps $((steps / 5)) --warmup-steps 500 --eval-every 1000 \
  --max-minutes "${MAX_MINUTES:-150}" --threads "${THREADS:-2}" --device cpu --seed 0 "${extra[@]}"
