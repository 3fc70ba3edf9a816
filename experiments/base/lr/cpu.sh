#!/usr/bin/env bash
# Each minute, the CPU seconds of every running arm whose out-dir matches PATTERN: "epoch_seconds out_dir cpu_seconds"
# a line, appended to LOG. Usage: bash experiments/base/lr/cpu.sh [PATTERN] [LOG]  (ends when no such arm runs)
pattern=${1:-lr-llama-}; log=${2:-experiments/base/lr/cpu.log}
while pgrep -f "rookworld-pretrain.*--out-dir [^ ]*$pattern" > /dev/null; do
  now=$(date +%s)
  ps -eo times,args | grep "[r]ookworld-pretrain.*--out-dir [^ ]*$pattern" | \
    awk -v now="$now" '{for (i = 2; i < NF; i++) if ($i == "--out-dir") print now, $(i + 1), $1}'
  sleep 60
done >> "$log"
