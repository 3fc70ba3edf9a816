#!/usr/bin/env bash
# Keep the long run's latest checkpoint in the record as it appears (keep.py save into experiments/base/kept/NAME),
# so a session that ends without warning loses at most one checkpoint's steps: the work tree's uncommitted files can
# be recovered, runs/ cannot. Polls every two minutes while the run trains, once more after.
# Usage: bash experiments/base/long/keep.sh RUN   (e.g. runs/base/long-llama-muon-4x256)
#   a new session: python experiments/base/keep.py restore experiments/base/kept/NAME RUN, then run.sh as before
set -euo pipefail
run=$1
kept=experiments/base/kept/$(basename "$run")
keep_latest() {
  [ -f "$run/checkpoints/latest" ] || return 0
  latest=$(cat "$run/checkpoints/latest")
  [ -f "$kept/manifest.json" ] && grep -q "\"step\": $((10#${latest#step_}))," "$kept/manifest.json" && return 0
  nice -n 19 .venv/bin/python experiments/base/keep.py save "$run" "$kept" ||
    echo "keep.sh: $latest not kept this time (the run moved on mid-copy?); the next poll tries again"
}
while pgrep -f "rookworld-pretrain.*--out-dir $run( |$)" > /dev/null; do
  keep_latest
  sleep 120
done
keep_latest
