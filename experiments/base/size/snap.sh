#!/usr/bin/env bash
# Keep each checkpoint's model (not its optimizer state) of the runs in runs/base/size-* as it appears, in
# RUN/snaps/step_N/, so P: legal best can be read along the curve (a run keeps only its latest checkpoint).
# Polls each minute while any size arm runs, and once more after (the checkpoint an arm writes as it stops).
# Usage: bash experiments/base/size/snap.sh
keep_new() {
  for ck in runs/base/size-*/checkpoints/step_*; do
    [ -d "$ck" ] && [ -f "$ck/state.pt" ] || continue
    case "$ck" in *.tmp) continue;; esac
    dst=$(dirname "$(dirname "$ck")")/snaps/$(basename "$ck")
    [ -d "$dst" ] && continue
    mkdir -p "$dst.part" && find "$ck" -maxdepth 1 -type f ! -name state.pt -exec cp {} "$dst.part/" \; && mv "$dst.part" "$dst"
  done
}
while pgrep -f "rookworld-pretrain.*--out-dir runs/base/size-" > /dev/null; do
  keep_new
  sleep 60
done
keep_new
