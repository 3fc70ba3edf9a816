#!/usr/bin/env bash
# Three seeds of a regret recipe side by side, one thread each (resumable: run it again to continue a stopped run).
# usage: bash experiments/regret/launch.sh r01_regret
set -euo pipefail
name=$1
for seed in 0 1 2; do
  OMP_NUM_THREADS=1 MKL_NUM_THREADS=1 nohup .venv/bin/rookworld-train --config experiments/regret/$name.json --seed $seed \
    --out-dir runs/exp/${name}_s$seed --resume > runs/exp/${name}_s$seed.log 2>&1 &
done
