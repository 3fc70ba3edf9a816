"""Our GRPO step on rookworld-tiny at the benchmark's settings (8 prompts x 8, <= 128 new tokens, eager, fp32, dedupe; 5 steps, the median
of the last 4) at two commits, in turn, each in a fresh process, the order alternating by round: `old` imports the package from a checkout of
the older commit (PYTHONPATH), `new` from this one. Prints new / old with geo_ratio's interval.
`git worktree add /tmp/wt c19f3fc; python experiments/bench/versions_steps_cpu.py /tmp/wt 4 out.json` (add `124M` for the 124M shape, 144 new
tokens forced, 2 steps, the second timed, as `benchmark_steps` runs it). 2 cores, nothing else running."""
import json, os, subprocess, sys
from rookworld_nb.bench import geo_ratio, ratio_text
old, rounds, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
case = dict(shape="124M", engine="ours", steps=2, new_tokens=144) if sys.argv[4:] == ["124M"] else dict(shape="tiny", engine="ours", steps=5)
code = f"import json; from rookworld_nb import bench; print('RESULT', bench.__file__, json.dumps(bench.run_case({case!r})))"
rows = []
for r in range(rounds):
    for which in ("new", "old") if r % 2 == 0 else ("old", "new"):
        env = {**os.environ, **({"PYTHONPATH": old} if which == "old" else {})}
        p = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True, cwd="/")   # (python -c puts the working directory first on sys.path)
        _, where, res = next(l for l in p.stdout.splitlines() if l.startswith("RESULT")).split(" ", 2); res = json.loads(res)
        assert where.startswith(old) == (which == "old"), (which, where)   # the package each process really imported
        rows.append({"version": which, "round": r, **res}); json.dump(rows, open(out, "w"), indent=1)
        print(which, res["s_per_step"], res["step_times"], flush=True)
t = {w: [x["s_per_step"] for x in rows if x["version"] == w] for w in ("new", "old")}
print("new / old, s per step:", ratio_text(geo_ratio(t["new"], t["old"]), "rounds"))
