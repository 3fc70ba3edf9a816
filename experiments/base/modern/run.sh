#!/usr/bin/env bash
# A Llama-style base against rookworld-tiny's GPT-2 recipe at equal steps and about equal CPU time: the same data,
# tokens, shape, schedule and seed, the arms side by side at one thread each (their CPU seconds are recorded).
# Usage: bash experiments/base/modern/run.sh ARCH OPTIMIZER   (gpt2 adamw; llama adamw; llama muon)
set -euo pipefail
arch=$1; opt=$2
exec nice -n 10 .venv/bin/rookworld-pretrain --data runs/base-data/p.txt --data runs/base-data/a.txt \
  --out-dir runs/base/modern-$arch-$opt --arch $arch --optimizer $opt \
  --max-steps 1500 --schedule cosine --decay-steps 0 \
  --warmup-steps 100 --eval-every 250 --max-minutes 110 --threads 1 --device cpu --seed 0
