"""Does a model told the attack answer legally in check? Greedy P: answers on the standard positions, each ARM a model
asked with plain prompts (`P: FEN`) or hinted ones (`make_hint.hinted_prompt`: the checkers' squares after the FEN in
check), scored as `rookworld-eval` scores P: (`evaluate.p_item`, against the plain prompt), split by whether the side to
move is in check, and paired item by item against the first ARM (McNemar; `rookworld_nb.stats.paired`).
    python experiments/base/hint/hint_eval.py [--n 2080] [--out FILE.json] NAME=MODEL:plain|hinted ...
"""

import argparse, json
from pathlib import Path
import chess
import torch
from make_hint import arm, arm_prompts
from rookworld_nb.evaluate import complete, heldout_moves, load_model, p_item
from rookworld_nb.stats import paired, wilson

METRICS = ("legal_best", "engine_best", "format_valid")


def answers(model_name: str, style: str, positions: list) -> list[dict]:
    "Each position's P: metrics from `model_name`'s greedy answer to its plain or hinted prompt."
    model, tok = load_model(model_name, device="cpu")
    texts = complete(model, tok, arm_prompts(style, positions), progress=True, desc=model_name)
    return [p_item(s, t) for s, t in zip(positions, texts)]


def main(arms: list[str], n: int, out_file: Path | None):
    torch.set_num_threads(2)
    positions = heldout_moves()[:n]
    check = [chess.Board(s.fen).is_check() for s in positions]
    parts = {"in check": [i for i, c in enumerate(check) if c],
             "not in check": [i for i, c in enumerate(check) if not c], "all": list(range(len(check)))}
    items, specs = {}, {}
    for spec in arms:
        name, model_name, style = arm(spec)
        specs[name] = spec
        items[name] = answers(model_name, style, positions)
    base = next(iter(items))
    result = {"n": len(positions), "in check": sum(check), "baseline": base, "arms": {}}
    for name, rows in items.items():
        res = result["arms"][name] = {"spec": specs[name], "parts": {}}
        for part, idx in parts.items():
            out = res["parts"][part] = {}
            for m in METRICS:
                est = wilson(sum(bool(rows[i][m]) for i in idx), len(idx))
                out[m] = [est.value, est.lo, est.hi, est.n]
                if name != base:
                    out[f"{m} vs {base}"] = paired([items[base][i][m] for i in idx], [rows[i][m] for i in idx], "prop")
            lb = out["legal_best"]
            vs = out.get(f"legal_best vs {base}")
            print(f"{name:>14s} {part:13s} legal best {100 * lb[0]:5.1f} [{100 * lb[1]:.1f}, {100 * lb[2]:.1f}] "
                  f"n={lb[3]}" + (f"  vs {base} {100 * vs['diff']:+.1f} [{100 * vs['lo']:+.1f}, {100 * vs['hi']:+.1f}]"
                                  f" p = {vs['p']:.2g}" if vs else ""), flush=True)
        res["items"] = {m: [rows[i][m] for i in range(len(rows))] for m in METRICS}
    if out_file:
        out_file.write_text(json.dumps(result) + "\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("arms", nargs="+", help="NAME=MODEL:plain or NAME=MODEL:hinted")
    ap.add_argument("--n", type=int, default=2080)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    main(args.arms, args.n, args.out)
