"""Sharpening or learning? A GRPO run can raise the share of legal B: moves among its samples in two ways: by moving probability onto
moves the model already put first (sharpening: the greedy answer does not change) or by moving it onto legal moves where the greedy
answer was illegal (learning, which greedy evaluation sees once the argmax flips). On the standard held-out P: set (640 positions), this
splits the positions by the base model's greedy B: (legal / illegal) and compares, within each class and paired by position, the share of
legal B: moves among K samples at training's settings (temperature 1, no top-k/top-p), base vs model, with a 95% interval and p (paired t).
Sharpening raises the share where the greedy move was legal; learning raises it where the greedy move was illegal.
Usage: python experiments/grpo/sharpen_or_learn.py BASE MODEL [MODEL ...] [--k 8] [--n N] [--out OUT.json]"""
import sys, json, os, torch
from rookworld_nb.evaluate import load_model, heldout, complete, p_item
from rookworld_nb.stats import paired
from rookworld_nb.tasks import format_p
from rookworld_nb.model import resolve_settings
torch.set_num_threads(int(os.environ.get("THREADS", "1")))
args = sys.argv[1:]
opt = lambda flag, default: args[args.index(flag) + 1] if flag in args else default
K, out, n = int(opt("--k", 8)), opt("--out", None), int(opt("--n", 0))
models = [a for i, a in enumerate(args) if not a.startswith("--") and (i == 0 or not args[i - 1].startswith("--"))]
P = heldout("p")[:n or None]   # --n: the first n positions only (a quick check)
prompts = [format_p(s).prompt for s in P]
greedy, sampled = {}, {}
for name in models:
    m, tok = load_model(name, device="cpu")
    greedy[name] = [p_item(s, t)["legal_best"] for s, t in zip(P, complete(m, tok, prompts))]
    texts = complete(m, tok, [p for p in prompts for _ in range(K)], resolve_settings(m, temperature=1.0, top_k=0, top_p=1.0), seed=1)
    legal = [p_item(s, t)["legal_best"] for s, t in zip([s for s in P for _ in range(K)], texts)]
    sampled[name] = [sum(legal[i * K:(i + 1) * K]) / K for i in range(len(P))]
base = models[0]
classes = {"greedy legal": [i for i, g in enumerate(greedy[base]) if g], "greedy illegal": [i for i, g in enumerate(greedy[base]) if not g]}
res = {}
for name in models:
    res[name] = {"sampled legal (all)": sum(sampled[name]) / len(P), "greedy legal (all)": sum(greedy[name]) / len(P)}
    for c, idx in classes.items():
        d = paired([sampled[base][i] for i in idx], [sampled[name][i] for i in idx], "mean")
        res[name][c] = {"n": len(idx), "sampled legal": sum(sampled[name][i] for i in idx) / len(idx), "diff": d["diff"], "lo": d["lo"], "hi": d["hi"], "p": d["p"],
                        "greedy legal": sum(greedy[name][i] for i in idx) / len(idx)}
        print(f"{name:36s} {c:15s} n={len(idx):3d}  sampled legal {100 * res[name][c]['sampled legal']:5.1f}%  vs base {100 * d['diff']:+5.1f} "
              f"[{100 * d['lo']:+.1f}, {100 * d['hi']:+.1f}] p={d['p']:.2g}  greedy legal {100 * res[name][c]['greedy legal']:5.1f}%", flush=True)
if out: json.dump({"models": models, "k": K, "results": res, "items": {"greedy legal": greedy, "sampled legal": sampled}}, open(out, "w"))   # per position, for pooled tests
