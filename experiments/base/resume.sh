#!/usr/bin/env bash
# A new session: put the kept data and the kept run back, then resume the run in the background.
# usage: bash experiments/base/resume.sh RUN [rookworld-pretrain options]   (log in runs/RUN.log)
set -euo pipefail
cd "$(dirname "$0")/../.."
run=${1:?usage: resume.sh RUN [rookworld-pretrain options]}
mkdir -p runs/base-data
for f in p a; do
  [ -f runs/base-data/$f.txt ] || xz -dc experiments/base/data/$f.txt.xz > runs/base-data/$f.txt
done
(cd runs/base-data && sha256sum --quiet -c ../../experiments/base/data/SHA256SUMS)
if [ ! -d runs/base/$run/checkpoints ] && [ ! -d experiments/base/kept/$run ]; then
  echo "resume.sh: neither runs/base/$run/checkpoints nor experiments/base/kept/$run exists" >&2; exit 1
fi
[ -d runs/base/$run/checkpoints ] || .venv/bin/python experiments/base/keep.py restore experiments/base/kept/$run runs/base/$run
setsid nohup .venv/bin/rookworld-pretrain --config experiments/base/$run.json "${@:2}" > runs/$run.log 2>&1 &
echo "resuming $run in the background (pid $!): tail runs/$run.log; stop it with kill -TERM (it keeps a checkpoint)"
