"""pass@k of a legal B: on the standard held-out P: prompts (T = 1, seeded): how many GRPO groups can carry a legality signal. Usage: python experiments/grpo/pass_at_k.py MODEL N K"""
import sys, torch
from rookworld_nb.evaluate import load_model, heldout, p_item
from rookworld_nb.model import resolve_settings
from rookworld_nb.sampling import sample
from rookworld_nb.tasks import format_p
torch.set_num_threads(2)
name, n, k = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
m, tok = load_model(name, device="cpu")
P = heldout("P")[:n]
st = resolve_settings(m, temperature=1.0, top_k=0, top_p=1.0)
legal = []
for i in range(0, n, 8):
    b = sample(m, tok, [format_p(s).prompt for s in P[i:i+8]], k, st, seed=i)
    for j, s in enumerate(P[i:i+8]):
        legal.append([p_item(s, t)["legal_best"] for t in b.texts[j*k:(j+1)*k]])
rate = sum(map(sum, legal)) / (n * k)
pass_k = sum(any(l) for l in legal) / n
frac_mixed = sum(0 < sum(l) < k for l in legal) / n
print(f"{name}: sampled legal {rate:.3f}, pass@{k} {pass_k:.3f}, groups with signal (some legal, some not) {frac_mixed:.3f}, n={n}")
