#!/usr/bin/env bash
# Keep each checkpoint's model (not its optimizer state) of the runs runs/base/PREFIX* as it appears, in
# RUN/snaps/step_N/, so P: legal best can be read along the curve (a run keeps only its latest checkpoint).
# Polls each minute while any of those runs trains, and once more after (the checkpoint a run writes as it stops).
# Usage: bash experiments/base/size/snap.sh [PREFIX]   (PREFIX: size- by default; long- for ../long/)
prefix=${1:-size-}
keep_new() {
  for ck in runs/base/"$prefix"*/checkpoints/step_*; do
    [ -d "$ck" ] && [ -f "$ck/state.pt" ] || continue
    case "$ck" in *.tmp) continue;; esac
    dst=$(dirname "$(dirname "$ck")")/snaps/$(basename "$ck")
    [ -d "$dst" ] && continue
    mkdir -p "$dst.part" && find "$ck" -maxdepth 1 -type f ! -name state.pt -exec cp {} "$dst.part/" \; && mv "$dst.part" "$dst"
  done
}
while pgrep -f "rookworld-pretrain.*--out-dir runs/base/$prefix" > /dev/null; do
  keep_new
  sleep 60
done
keep_new
