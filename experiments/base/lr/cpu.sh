#!/usr/bin/env bash
# Each minute, the CPU seconds of every running arm: "epoch_seconds out_dir cpu_seconds" a line (cpu.log).
while pgrep -f "rookworld-pretrain.*lr-llama-[a-z]*-1e-3" > /dev/null; do
  now=$(date +%s)
  ps -eo times,args | grep "[r]ookworld-pretrain.*lr-llama-[a-z]*-1e-3" | \
    awk -v now="$now" '{for (i = 2; i < NF; i++) if ($i == "--out-dir") print now, $(i + 1), $1}'
  sleep 60
done >> experiments/base/lr/cpu.log
