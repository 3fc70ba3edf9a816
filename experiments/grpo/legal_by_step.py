"""Sampled and greedy-anchor B: legality over a run, from its completions tables (runs/exp/<run>/completions/, not committed):
per window of steps, the share of legal B: moves among the sampled P: completions and, with `greedy_anchor`, among each group's
first (greedy) completion: greedy legality on the step's training positions, new to the model in the first epoch.
Usage: python experiments/grpo/legal_by_step.py RUN_DIR [WINDOW] [--anchor]"""
import json, sys, glob
run = sys.argv[1]; w = int(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[2].isdigit() else 50; anchor = "--anchor" in sys.argv
stats, files = {}, sorted(glob.glob(f"{run}/completions/*.jsonl"))
ends = {f: [0, 0] for f in files[:w] + files[-w:]}
for f in files:
    seen = set()
    for line in open(f):
        r = json.loads(line)
        if r["task"] != "P": continue
        first = anchor and r["group"] not in seen; seen.add(r["group"])
        s = stats.setdefault((r["step"] - 1) // w, [0, 0, 0, 0])
        s[0 if first else 2] += r["P/best"] > 0; s[1 if first else 3] += 1
        if f in ends and not first: ends[f][0] += r["P/best"] > 0; ends[f][1] += 1   # a legal B: earns best > 0 under every RewardConfig with legal_credit > 0
for k in sorted(stats):
    g, ng, x, nx = stats[k]
    print(f"steps {k * w + 1}-{k * w + w}: sampled legal B: {x / nx:.1%} ({nx})" + (f"   greedy (anchor) legal B: {g / ng:.1%} ({ng})" if ng else ""))
rate = lambda fs: sum(ends[f][0] for f in fs) / sum(ends[f][1] for f in fs)
print(f"sampled legal B:, first {w} steps {rate(files[:w]):.1%} -> last {w} steps {rate(files[-w:]):.1%}")
