"""With `greedy_anchor`, each P: group's first completion is the greedy one: how its regret score moves over a run,
against the group's samples (their mean and their best), on each step's fresh training positions.
usage: python experiments/regret/greedy_vs_samples.py OUT.json RUN_DIR...   (run directories with completions/)"""
import glob, json, statistics, sys
from pathlib import Path

out, runs = sys.argv[1], sys.argv[2:]
result = {}
for run in runs:
    blocks = {}
    for f in sorted(glob.glob(f"{run}/completions/step_*.jsonl")):
        rows = [json.loads(line) for line in open(f)]
        groups = {}
        for r in rows:
            if r["task"] == "P" and r.get("P/regret") is not None: groups.setdefault(r["group"], []).append(r["P/regret"])
        for scores in groups.values():
            greedy, samples = scores[0], scores[1:]
            blocks.setdefault((rows[0]["step"] - 1) // 25, []).append((greedy, statistics.mean(samples), max(samples)))
    result[Path(run).name] = [{"steps": f"{25 * b + 1}-{25 * b + 25}", "groups": len(v),
                               "greedy": round(statistics.mean(x[0] for x in v), 3),
                               "sample_mean": round(statistics.mean(x[1] for x in v), 3),
                               "best_sample": round(statistics.mean(x[2] for x in v), 3)} for b, v in sorted(blocks.items())]
    for row in result[Path(run).name]: print(Path(run).name, row)
Path(out).write_text(json.dumps(result, indent=1))
