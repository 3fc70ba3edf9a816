#!/usr/bin/env bash
# The lever the CPU runs point at: the shipped pool's 5,187 training P: positions, ~5 visits each (405 steps of 64 x 8),
# r03's reward and levers, on a lent GPU. Through the device tool, from the repository root, carrying .whl (see
# experiments/gpu/README.md for the wheels): `bash experiments/regret/gpu_lever.sh`; a second call resumes the run.
# Brings back $OUT/r05_s0.tar.gz (the last checkpoint, metrics, summary, held-out evaluations) and $OUT/r05_s0.log.
# Then, here, from the repository root: tar xzf r05_s0.tar.gz && python experiments/regret/standard_eval.py
#   experiments/regret/r05_standard rookworld-tiny runs/exp/r05_gpu_lever_s0
set -euo pipefail
if [ -d .whl ]; then
  python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site .whl/*.whl
  export PYTHONPATH=/tmp/site:$PWD
fi
RUN=runs/exp/r05_gpu_lever_s0
OUT=${OUT:-/tmp/r05_out}
mkdir -p "$OUT" runs/exp
resume=()
[ -f "$RUN/checkpoints/latest" ] && resume=(--resume)
PYTHONUNBUFFERED=1 "${PYTHON:-python3}" -c "from rookworld_nb.train import main; main()" --config experiments/regret/r05_gpu_lever.json \
  --out-dir "$RUN" "${resume[@]}" "$@" 2>&1 | tee "$OUT/r05_s0.log"
last=$(cat "$RUN/checkpoints/latest")
tar czf "$OUT/r05_s0.tar.gz" --exclude state.pt "$RUN/config.json" "$RUN/metrics.jsonl" "$RUN/summary.json" "$RUN/evals" \
  "$RUN/checkpoints/latest" "$RUN/checkpoints/$last"
ls -la "$OUT"
