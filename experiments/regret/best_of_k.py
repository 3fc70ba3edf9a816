"""The ceiling GRPO can sharpen towards: regret of a model's greedy B: against the best (and the mean) of K of its own samples,
on the first N positions of the standard held-out set (illegal or unreadable B: = regret 1).
usage: python experiments/regret/best_of_k.py MODEL [N] [K] [T] > out.json"""
import json, sys, time
import numpy as np
from rookworld_nb.evaluate import heldout, load_model, complete
from rookworld_nb.model import resolve_settings
from rookworld_nb.sampling import sample
from rookworld_nb.tasks import format_p, parse_p
from rookworld_nb.values import shipped_values
from rookworld_nb.stats import mean_ci

model_name = sys.argv[1]
n, k, temp = (int(sys.argv[2]) if len(sys.argv) > 2 else 200), (int(sys.argv[3]) if len(sys.argv) > 3 else 8), (float(sys.argv[4]) if len(sys.argv) > 4 else 1.0)
t0 = time.time()
ps = heldout("p")[:n]
policy, tok = load_model(model_name, "cpu")
store = shipped_values()
vals = [store.get(s.fen) for s in ps]
prompts = [format_p(s).prompt for s in ps]
def regret(v, p, text):
    r = v.regret(parse_p(p, text).best)
    return 1.0 if r is None else r
greedy = [regret(v, p, t) for v, p, t in zip(vals, prompts, complete(policy, tok, prompts))]
st = resolve_settings(policy, temperature=temp, top_k=0, top_p=1.0)
groups = []
for i in range(0, n, 16):
    b = sample(policy, tok, prompts[i:i + 16], k, st, seed=1000 + i)
    for g in range(len(b.texts) // k):   # rows come K per prompt, in prompt order
        groups.append([regret(vals[i + g], prompts[i + g], t) for t in b.texts[g * k:(g + 1) * k]])
best = [min(g) for g in groups]; mean = [float(np.mean(g)) for g in groups]; sd = [float(np.std(g)) for g in groups]
out = {"model": model_name, "n": n, "k": k, "temperature": temp, "seconds": round(time.time() - t0, 1)}
for name, xs in (("greedy regret", greedy), ("sampled regret (mean of K)", mean), ("best-of-K regret", best), ("regret sd inside a group", sd)):
    e = mean_ci(xs); out[name] = [round(e.value, 4), round(e.lo, 4), round(e.hi, 4)]
out["greedy good move (<= 0.05) share"] = round(float(np.mean([g <= 0.05 for g in greedy])), 4)
out["best-of-K good move share"] = round(float(np.mean([g <= 0.05 for g in best])), 4)
out["groups with no spread"] = int(sum(s == 0 for s in sd))
out["items"] = {"greedy": greedy, "sampled mean": mean, "best": best}   # per position, for paired comparisons
print(json.dumps(out, indent=1))
