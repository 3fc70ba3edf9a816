"""Does the direction of a GRPO update matter for a held-out metric, or only its size? Greedy P: legal best move and A: next-state
exact on the standard held-out set (640 + 640) for: the base, the GRPO model (base + d), the opposite update (base - d), and d with each
tensor's entries shuffled (the same size and values per tensor, a random direction; seeds 0, 1). Each is paired with the base: the change
with its 95% interval and p (McNemar), and the churn (items fixed / broken). If base - d and the shuffled d move a metric as base + d does,
GRPO's effect on it is the effect of any perturbation that size, not learning.
Usage: python experiments/grpo/direction_control.py BASE GRPO_MODEL [OUT.json]"""
import sys, json, os, torch
from rookworld_nb.evaluate import load_model, heldout, p_accuracy, a_accuracy
from rookworld_nb.experiments import paired_change, change_text
torch.set_num_threads(int(os.environ.get("THREADS", "1")))
base_name, grpo_name = sys.argv[1], sys.argv[2]
out = sys.argv[3] if len(sys.argv) > 3 else None
P, A = heldout("p"), heldout("a")
base, tok = load_model(base_name, device="cpu"); grpo, _ = load_model(grpo_name, device="cpu")
b0 = {k: v.detach().clone() for k, v in base.state_dict().items()}
d = {k: grpo.state_dict()[k].detach() - b0[k] for k in b0}
def shuffled(seed):
    g = torch.Generator().manual_seed(seed)
    return {k: (v.flatten()[torch.randperm(v.numel(), generator=g)].view_as(v) if v.is_floating_point() else torch.zeros_like(v)) for k, v in d.items()}
variants = {"base": None, "base + d (GRPO)": d, "base - d": {k: -v for k, v in d.items()}, "base + shuffled d (seed 0)": shuffled(0),
            "base + shuffled d (seed 1)": shuffled(1)}
res, rows = {}, {}
for name, delta in variants.items():
    base.load_state_dict({k: b0[k] + (delta[k] if delta is not None and b0[k].is_floating_point() else 0) for k in b0})
    res[name] = {"P legal best": p_accuracy(base, tok, P, progress=False)["legal_best"], "A exact": a_accuracy(base, tok, A, progress=False)["exact"]}
    for metric, xs in res[name].items():
        rows.setdefault(name, {})[metric] = c = paired_change(res["base"][metric], xs)
        print(f"{name:28s} {metric:13s} {100 * c['value']:5.1f}%  {change_text(c)}  fixed {c['fixed']}  broken {c['broken']}", flush=True)
norm = sum(float((v.float() ** 2).sum()) for v in d.values()) ** 0.5
print(f"|d| = {norm:.4g} (|base| = {sum(float((v.float() ** 2).sum()) for v in b0.values()) ** 0.5:.4g})")
if out: json.dump({"base": base_name, "grpo": grpo_name, "d_norm": norm, "results": rows}, open(out, "w"), indent=1)
