"""How greedy decoding fills M: (the five candidate moves): the first N standard positions answered greedily by each
model; per answer, whether a move repeats in M:, and how many distinct moves (legal ones) it holds, with 95% intervals.
    python experiments/base/long/m_repeats.py [--n 300] [--out FILE] MODEL ...   (writes m_repeats.json here)
"""

import argparse, json, re
from pathlib import Path
import chess
import torch
from rookworld_nb.evaluate import complete, heldout_moves, load_model
from rookworld_nb.model import resolve_settings
from rookworld_nb.stats import mean_ci, wilson
from rookworld_nb.tasks import format_p

HERE = Path(__file__).parent


def m_moves(answer: str) -> list[str]:
    "The moves an answer's M: field lists (empty when it has none)."
    found = re.search(r"M:\s*(.*?)\s+E:", answer)
    return found.group(1).split() if found else []


def main(models: list[str], n: int, out_file: Path):
    torch.set_num_threads(1)
    pos = heldout_moves()[:n]
    result = {"n": len(pos), "models": {}}
    for name in models:
        model, tok = load_model(name, device="cpu")
        greedy = resolve_settings(model, temperature=0, top_k=0, top_p=1.0, max_new_tokens=100)
        answers = complete(model, tok, [format_p(s).prompt for s in pos], settings=greedy)
        lists = [m_moves(a) for a in answers]
        legal = [{m.uci() for m in chess.Board(s.fen).legal_moves} for s in pos]
        repeats = wilson(sum(len(m) != len(set(m)) for m in lists), len(lists))
        distinct = mean_ci([len(set(m)) for m in lists])
        distinct_legal = mean_ci([len(set(m) & ok) for m, ok in zip(lists, legal)])
        result["models"][name] = {k: [round(e.value, 4), round(e.lo, 4), round(e.hi, 4)] for k, e in
                                  (("repeats", repeats), ("distinct", distinct), ("distinct_legal", distinct_legal))}
        print(name, json.dumps(result["models"][name]), flush=True)
    out_file.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("models", nargs="+")
    ap.add_argument("--n", type=int, default=300, help="standard positions (the first N)")
    ap.add_argument("--out", type=Path, default=HERE / "m_repeats.json")
    a = ap.parse_args()
    main(a.models, a.n, a.out)
