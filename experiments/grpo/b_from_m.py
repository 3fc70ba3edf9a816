"""Where a model's greedy P: best move comes from, on the standard held-out P: set (640 positions): how often B: is one of its own M:
candidates or their first, how many of all the M: candidates are legal, and, for the B: moves that are illegal, whether the first candidate was illegal too and whether any candidate was legal.
With --out, also each position's values (share of legal candidates, any candidate legal, B: legal, B: the first candidate), for paired tests.
Usage: python experiments/grpo/b_from_m.py MODEL [MODEL ...] [--out OUT.json]"""
import argparse, os, json, torch
from rookworld_nb.evaluate import load_model, heldout, complete
from rookworld_nb.tasks import format_p, parse_p
from rookworld_nb.components import legal_moves
from rookworld_nb.model import resolve_settings
torch.set_num_threads(int(os.environ.get("THREADS", "1")))
ap = argparse.ArgumentParser(description="Where a model's greedy P: best move comes from, on the standard held-out P: set.")
ap.add_argument("models", nargs="+", help="models to decode (names or directories)")
ap.add_argument("--out", help="a JSON file for each position's values")
args = ap.parse_args()
models, out = args.models, args.out
P = heldout("p")
items = {}
for name in models:
    m, t = load_model(name, device="cpu")
    texts = complete(m, t, [format_p(s).prompt for s in P], resolve_settings(m, temperature=0))
    c = dict(positions=0, m_moves=0, m_legal=0, b_in_m=0, b_is_first=0, first_legal=0, any_m_legal=0, b_illegal=0, b_illegal_first_illegal=0, b_illegal_some_m_legal=0)
    it = {"legal share of M": [], "any M legal": [], "B legal": [], "B is first": []}
    for s, x in zip(P, texts):
        r, L = parse_p(format_p(s).prompt, x), legal_moves(s.fen)
        ms = r.moves or []
        n_legal = sum(mm in L for mm in ms); any_legal = n_legal > 0; b_first = bool(ms) and r.best == ms[0]
        c["positions"] += 1; c["m_moves"] += len(ms); c["m_legal"] += n_legal; c["b_in_m"] += r.best in ms; c["b_is_first"] += b_first
        c["first_legal"] += bool(ms) and ms[0] in L; c["any_m_legal"] += any_legal
        if r.best not in L:
            c["b_illegal"] += 1; c["b_illegal_first_illegal"] += not (ms and ms[0] in L); c["b_illegal_some_m_legal"] += any_legal
        it["legal share of M"].append(n_legal / len(ms) if ms else 0.0); it["any M legal"].append(int(any_legal))
        it["B legal"].append(int(r.best in L)); it["B is first"].append(int(b_first))
    items[name] = it
    print(name, c, flush=True)
if out: json.dump({"models": models, "items": items}, open(out, "w"))
