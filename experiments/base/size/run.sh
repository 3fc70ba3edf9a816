#!/usr/bin/env bash
# One arm of the size comparison at equal CPU time: the Llama-style base with Muon at 2e-3 (the rate experiments/base/lr
# found best), LAYERS x WIDTH, STEPS steps (warmup 5% of them), otherwise experiments/base/lr's recipe (v5 data, batch 32,
# cosine to 10%, bf16, seed 0, one thread). STEPS: 4x256 10000, 6x336 4050 (step_time.py: 2.47x the CPU a step).
# Run again to resume after a stop. Usage: bash experiments/base/size/run.sh LAYERS WIDTH STEPS
# (a copy of another arm's docs.pt and tokenizer/ in the new --out-dir skips the documents: the same data and settings)
set -euo pipefail
layers=$1; width=$2; steps=$3
exec nice -n 19 .venv/bin/rookworld-pretrain --data runs/base-data/p.txt --data runs/base-data/a.txt \
  --out-dir runs/base/size-llama-muon-${layers}x$width --arch llama --optimizer muon --lr 2e-3 \
  --n-layer $layers --n-embd $width --n-head 8 --max-steps $steps --schedule cosine --decay-steps 0 \
  --warmup-steps $((steps / 20)) \
  --eval-every $((steps / 20)) --max-minutes ${MAX_MINUTES:-150} --threads 1 --device cpu --seed 0
