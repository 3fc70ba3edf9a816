#!/usr/bin/env bash
# A Llama-style base against rookworld-tiny's GPT-2 recipe at equal compute: the same data, tokens, shape, schedule
# and seed, side by side, one thread each (so each gets one core of the two for the same wall time).
# Usage: bash experiments/base/modern/run.sh ARCH OPTIMIZER   (e.g. gpt2 adamw; llama adamw; llama muon)
set -euo pipefail
arch=$1; opt=$2
exec nice -n 5 .venv/bin/rookworld-pretrain --data runs/base-data/p.txt --data runs/base-data/a.txt \
  --out-dir runs/base/modern-$arch-$opt --arch $arch --optimizer $opt \
  --max-steps 3000 --warmup-steps 200 --eval-every 250 --max-minutes 80 --threads 1 --device cpu --seed 0
