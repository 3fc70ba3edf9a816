"""Greedy P: legal best move and A: next-state exact on the standard held-out set (640 + 640), each model paired with the first:
the change with its 95% interval and p (McNemar, `evaluate.paired`) and the churn (items fixed / broken). The full suite's P:/A: numbers
in a few minutes, for runs that do not earn a full-suite evaluation.
Usage: python experiments/grpo/standard_pa.py BASE MODEL [MODEL ...] --out OUT.json"""
import sys, json, os, torch
from rookworld_nb.evaluate import load_model, heldout, p_accuracy, a_accuracy, paired
torch.set_num_threads(int(os.environ.get("THREADS", "1")))
args = sys.argv[1:]
out = args[args.index("--out") + 1] if "--out" in args else None
models = [a for i, a in enumerate(args) if a != "--out" and (i == 0 or args[i - 1] != "--out")]
P, A = heldout("p"), heldout("a")
res, rows = {}, {}
for name in models:
    m, tok = load_model(name, device="cpu")
    res[name] = {"P legal best": p_accuracy(m, tok, P, progress=False)["legal_best"], "A exact": a_accuracy(m, tok, A, progress=False)["exact"]}
    for metric, xs in res[name].items():
        x0 = res[models[0]][metric]; d = paired(x0, xs, "prop")
        fixed = sum(1 for a, b in zip(x0, xs) if not a and b); broken = sum(1 for a, b in zip(x0, xs) if a and not b)
        rows.setdefault(name, {})[metric] = {"value": sum(xs) / len(xs), "diff": d["diff"], "lo": d["lo"], "hi": d["hi"], "p": d["p"], "n": d["n"], "fixed": fixed, "broken": broken}
        print(f"{name:40s} {metric:13s} {100 * sum(xs) / len(xs):5.1f}%  {100 * d['diff']:+5.1f} [{100 * d['lo']:+.1f}, {100 * d['hi']:+.1f}]  p={d['p']:.3g}  "
              f"fixed {fixed}  broken {broken}", flush=True)
if out: json.dump({"models": models, "results": rows}, open(out, "w"), indent=1)
