#!/usr/bin/env bash
# The character-level base (rookworld-tiny v2: shipped until v5 replaced it in 38777e9) taken out of this repository's
# history into a model directory that every command takes, its weights checked against their sum.
#   bash experiments/base/char_base.sh [DEST]      (default: runs/models/rookworld-tiny-v2)
#   rookworld-eval rookworld-tiny rookworld-tiny-v5 runs/models/rookworld-tiny-v2 --suite full ...
set -euo pipefail
cd "$(dirname "$0")/../.."
commit=647dd6dd90504260b0163326360205a24332c529   # the last commit that shipped it as rookworld-tiny
sum=b0a95dc3f305bac7ab5d316a6f5a7dbf7c82929d8060c97a8bdfdd5b92bfbcab
dest=${1:-runs/models/rookworld-tiny-v2}
if ! git cat-file -e "$commit^{commit}" 2> /dev/null; then
  echo "char_base.sh: commit $commit is not in this clone (a shallow clone? git fetch --unshallow)" >&2
  exit 1
fi
mkdir -p "$dest"
for f in $(git ls-tree --name-only "$commit" rookworld_nb/models/rookworld-tiny/); do
  git show "$commit:$f" > "$dest/$(basename "$f")"
done
echo "$sum  $dest/model.safetensors" | sha256sum --quiet -c
echo "char_base.sh: the character-level base in $dest ($(ls "$dest" | wc -l) files)"
