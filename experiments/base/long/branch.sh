#!/usr/bin/env bash
# Copy the long run RUN as it stands at step AT (its checkpoint step_AT, with the documents, tokenizer, settings and
# log up to AT) into RUN-decay-at-AT, waiting for that checkpoint while the run goes on (it keeps only its latest);
# then AT=.. DECAY=.. run.sh decays the copy. Usage: bash experiments/base/long/branch.sh RUN AT
set -euo pipefail
run=$1; at=$2
ck=$run/checkpoints/$(printf "step_%06d" "$at")
dst=$run-decay-at-$at
until [ -f "$ck/state.pt" ] && [ -f "$ck/SHA256SUMS" ]; do sleep 30; done
mkdir -p "$dst.part/checkpoints"
cp -r "$ck" "$dst.part/checkpoints/"
cp -r "$run/docs.pt" "$run/tokenizer" "$run/config.json" "$dst.part/"
python3 -c "import json,sys; [print(l, end='') for l in open(sys.argv[1]) if json.loads(l)['step'] <= int(sys.argv[2])]" \
  "$run/metrics.jsonl" "$at" > "$dst.part/metrics.jsonl"
basename "$ck" > "$dst.part/checkpoints/latest"
(cd "$dst.part/checkpoints/$(basename "$ck")" && sha256sum -c --quiet SHA256SUMS)  # the copy is whole
mv "$dst.part" "$dst"
echo "$dst: the run at step $at; decay it with AT=$at DECAY=... bash experiments/base/long/run.sh ..."
