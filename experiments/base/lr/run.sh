#!/usr/bin/env bash
# One short arm of the learning-rate comparison: the Llama-style base (4 x 256) with OPTIMIZER at peak rate LR,
# otherwise experiments/base/modern's recipe (1,500 steps, 100 warmup, cosine to 10%, the v5 data, seed 0, one thread).
# Run again to resume after a stop (the same settings in the same --out-dir).
# Usage: bash experiments/base/lr/run.sh OPTIMIZER LR   (adamw 4e-3; adamw 8e-3; muon 4e-3; adamw 1e-3; muon 1e-3)
# (a copy of another arm's docs.pt and tokenizer/ in the new --out-dir skips the documents: the same data and settings)
set -euo pipefail
opt=$1; lr=$2
exec nice -n 19 .venv/bin/rookworld-pretrain --data runs/base-data/p.txt --data runs/base-data/a.txt \
  --out-dir runs/base/lr-llama-$opt-$lr --arch llama --optimizer $opt --lr $lr \
  --max-steps 1500 --schedule cosine --decay-steps 0 \
  --warmup-steps 100 --eval-every 250 --max-minutes 170 --threads 1 --device cpu --seed 0
