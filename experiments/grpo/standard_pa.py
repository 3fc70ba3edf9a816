"""Greedy P: legal best move and A: next-state exact on the standard held-out set (640 + 640), each model paired with the first:
the change with its 95% interval and p (McNemar, `stats.paired`) and the churn (items fixed / broken). The full suite's P:/A: numbers
in a few minutes, for runs that do not earn a full-suite evaluation.
Usage: python experiments/grpo/standard_pa.py BASE MODEL [MODEL ...] --out OUT.json"""
import sys, json, os, torch
from rookworld_nb.evaluate import load_model, heldout, p_accuracy, a_accuracy
from rookworld_nb.experiments import paired_change, change_text
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
        rows.setdefault(name, {})[metric] = c = paired_change(res[models[0]][metric], xs)
        print(f"{name:40s} {metric:13s} {100 * c['value']:5.1f}%  {change_text(c)}  fixed {c['fixed']}  broken {c['broken']}", flush=True)
if out: json.dump({"models": models, "results": rows}, open(out, "w"), indent=1)
