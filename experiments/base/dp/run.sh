#!/usr/bin/env bash
# Two processes of one thread against one process of two threads, alternated REPEATS times, on a quiet machine
# (stop other jobs first). Appends JSON lines to experiments/base/dp/step_speed.jsonl.
# Usage: bash experiments/base/dp/run.sh RUN [REPEATS]
set -euo pipefail
run=$1; repeats=${2:-3}
out=experiments/base/dp/step_speed.jsonl
for i in $(seq "$repeats"); do
  OMP_NUM_THREADS=2 .venv/bin/python experiments/base/dp/step_speed.py "$run" --threads 2 | tail -1 >> $out
  OMP_NUM_THREADS=1 .venv/bin/python -m torch.distributed.run --standalone --nproc_per_node 2 \
    experiments/base/dp/step_speed.py "$run" --threads 1 2>/dev/null | tail -1 >> $out
done
