"""How much rookworld-tiny's greedy B: depends on the board: the distinct B: moves over the first N standard held-out P: prompts,
the most common ones, and how many are legal. Usage: python experiments/grpo/greedy_moves.py N MODEL [MODEL ...]"""
import sys, collections, torch
from rookworld_nb.evaluate import load_model, complete, heldout, p_item
from rookworld_nb.tasks import format_p, parse_p
torch.set_num_threads(2)
n, names = int(sys.argv[1]), sys.argv[2:]
P = heldout("P")[:n]
prompts = [format_p(s).prompt for s in P]
for name in names:
    m, tok = load_model(name, device="cpu")
    texts = complete(m, tok, prompts, batch=50)
    best = [parse_p(pr, t).best for pr, t in zip(prompts, texts)]
    legal = sum(p_item(s, t)["legal_best"] for s, t in zip(P, texts))
    c = collections.Counter(best)
    print(f"{name}: legal best {legal}/{n}, distinct B: {len(c)}, most common {c.most_common(6)}")
