"""How much signal a GRPO group of K samples carries, per P: metric, on the standard held-out P: prompts (T = 1, seeded):
sampled rate, pass@K (some sample has it), groups with signal (some have it, some not), next to greedy.
Usage: python experiments/grpo/signal_at_k.py MODEL N K"""
import sys, torch
from rookworld_nb.evaluate import load_model, heldout, p_item
from rookworld_nb.model import resolve_settings
from rookworld_nb.sampling import sample
from rookworld_nb.tasks import format_p
torch.set_num_threads(int(__import__("os").environ.get("THREADS", "2")))
name, n, k = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
m, tok = load_model(name, device="cpu")
P = heldout("P")[:n]
st = resolve_settings(m, temperature=1.0, top_k=0, top_p=1.0)
gst = resolve_settings(m, temperature=0.0)
keys = ("legal_best", "engine_best", "label_best")
groups, greedy = [], []
for i in range(0, n, 8):
    ps = [format_p(s).prompt for s in P[i:i + 8]]
    b, g = sample(m, tok, ps, k, st, seed=i), sample(m, tok, ps, 1, gst, seed=i)
    for j, s in enumerate(P[i:i + 8]):
        groups.append([p_item(s, t) for t in b.texts[j * k:(j + 1) * k]]); greedy.append(p_item(s, g.texts[j]))
for key in keys:
    hits = [[bool(x[key]) for x in grp] for grp in groups]
    print(f"{name} {key:12s} greedy {sum(bool(x[key]) for x in greedy) / n:.3f}  sampled {sum(map(sum, hits)) / (n * k):.3f}  "
          f"pass@{k} {sum(any(h) for h in hits) / n:.3f}  groups with signal {sum(0 < sum(h) < k for h in hits) / n:.3f}  "
          f"greedy misses it but a sample has it {sum(any(h) and not bool(g[key]) for h, g in zip(hits, greedy)) / n:.3f}  (n={n})")
