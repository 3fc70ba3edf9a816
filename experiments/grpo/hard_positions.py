"""The training P: positions whose greedy B: is illegal for a model (the positions GRPO has to flip), as a RookWorld data file.
Only the training split of the shipped P: data is read (train's held-out share, the last `heldout_frac`, is left out), never the standard set.
Usage: python experiments/grpo/hard_positions.py MODEL OUT.txt [heldout_frac]"""
import sys, torch
from tqdm.auto import tqdm
from rookworld_nb.data import shipped
from rookworld_nb.evaluate import load_model, p_item
from rookworld_nb.model import resolve_settings
from rookworld_nb.sampling import sample
from rookworld_nb.tasks import format_p
name, out = sys.argv[1], sys.argv[2]
frac = float(sys.argv[3]) if len(sys.argv) > 3 else 0.1
m, tok = load_model(name, device="cpu")
P = list(shipped("p")); P = P[:len(P) - int(round(frac * len(P)))]   # train's split, as load_task_data cuts it
gst = resolve_settings(m, temperature=0.0)
hard = []
for i in tqdm(range(0, len(P), 64), desc="greedy P:"):
    xs = P[i:i + 64]
    g = sample(m, tok, [format_p(s).prompt for s in xs], 1, gst, seed=0)
    hard += [s for s, t in zip(xs, g.texts) if not p_item(s, t)["legal_best"]]
open(out, "w").write("".join(str(format_p(s)) + "\n" for s in hard))
print(f"{name}: {len(hard)} of {len(P)} training P: positions ({len(hard) / len(P):.1%}) have an illegal greedy B: -> {out}")
