"""Two models judged greedy on the same positions, paired: each one's P: metrics and B − A, with intervals.

usage:
  python experiments/lessons/curve.py pair OUT_JSON MODEL_A MODEL_B [--items standard|train:N]

The learning curve this script once made (a run's snapshots at position-visit counts, each judged on the 2,080
standard positions paired with the base, the seeds pooled, the plot) is the product's `rookworld-proof` now
(`13b_proofrun`); `change` and `estimate_row` stay here as the format of this folder's records (`lead_ceiling.py`,
`sft_ceiling.py`).
"""
import argparse, json
from pathlib import Path
from rookworld_nb.model import load_policy
from rookworld_nb.evaluate import METRICS, heldout_moves, p_accuracy, summarize
from rookworld_nb.stats import paired
from rookworld_nb.values import shipped_values
from rookworld_nb.holdout import load_task_data


JUDGED = ("regret", "regret_legal", "good_move", "legal_best", "blunder")  # the P: metrics each record reports


def estimate_row(e) -> list:
    "An estimate as [value, lo, hi], rounded."
    return [round(e.value, 4), round(e.lo, 4), round(e.hi, 4)]


def change(a: list, b: list, metric: str, kind: str = "") -> dict:
    "B − A on the same items for one metric (its test from `evaluate.METRICS`, or `kind`): diff, lo, hi, p, n."
    d = paired(a, b, kind or METRICS["P"][metric])
    return {k: float(f"{d[k]:.3g}") if k == "p" else d[k] if k == "n" else round(d[k], 4)
            for k in ("diff", "lo", "hi", "p", "n")}


def eval_items(which: str) -> list:
    "The positions judged: 'standard' (the 2,080 held-out positions) or 'train:N' (the first N of the training pool)."
    if which == "standard":
        return heldout_moves()
    n = int(which.split(":", 1)[1])
    return load_task_data([], 0.1)["P"][:n]  # every one visited by a run past one epoch (5,187 visits at 16 a step)


def run_pair(args):
    "Two models judged on the same positions: each one's metrics and B − A, paired."
    items, out = eval_items(args.items), {"a": args.a, "b": args.b, "items": args.items}
    with shipped_values() as values:
        res = {}
        for key in ("a", "b"):
            policy, _, tok = load_policy(args.__dict__[key], device="cpu")
            res[key] = p_accuracy(policy, tok, items, values=values, progress=False)
    for m in JUDGED:
        e = {k: summarize({"P": res[k]})["P"][m] for k in ("a", "b")}
        diff = change(res["a"][m], res["b"][m], m)
        out[m] = {"a": estimate_row(e["a"]), "b": estimate_row(e["b"]), "b_minus_a": diff}
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(out, indent=1))
    print(json.dumps(out))


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    pa = sub.add_parser("pair")
    pa.add_argument("out")
    pa.add_argument("a")
    pa.add_argument("b")
    pa.add_argument("--items", default="standard", help="'standard' (2,080 held-out) or 'train:N' (seen positions)")
    args = ap.parse_args()
    run_pair(args)
