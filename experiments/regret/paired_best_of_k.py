"""Two `best_of_k.py` outputs on the same positions and seeds, compared item by item: greedy, sampled-mean and best-of-K
regret, after − before, with the paired t interval and p.
usage: python experiments/regret/paired_best_of_k.py BEFORE.json AFTER.json"""
import json, sys
from rookworld_nb.stats import paired

before, after = (json.load(open(f)) for f in sys.argv[1:3])
assert before["n"] == after["n"] and before["k"] == after["k"], "run both on the same positions and K"
print(f"{after['model']} − {before['model']}, {before['n']} positions, K = {before['k']}")
for key in ("greedy", "sampled mean", "best"):
    b, a = before["items"][key], after["items"][key]
    d = paired(b, a, "mean")
    print(f"  {key:13} {sum(b) / len(b):.3f} -> {sum(a) / len(a):.3f}   {d['diff']:+.3f} [{d['lo']:+.3f}, {d['hi']:+.3f}]  p = {d['p']:.2g}")
