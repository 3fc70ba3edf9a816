"""Where the greedy move comes from: is `B:` one of the answer's own `M:` candidates, and how good a move could the
choice among those candidates be? Each model's greedy answers on the 2,080 held-out positions, judged by the values.

usage:
  python experiments/lessons/lead_ceiling.py OUT_JSON BASE MODEL...   (a name, a run directory or a snapshot)

Per position (illegal or missing = regret 1):
  b_regret       the regret of the greedy `B:` move (the standard metric)
  b_in_m         `B:` is one of the answer's own `M:` moves
  m_best_regret  the regret of the best `M:` move: the best a choice among the listed candidates can do
  m_mean_regret  the mean regret of the distinct `M:` moves: a choice among them at random
  engine_in_m    the engine's best move is among the `M:` moves
  m_distinct     how many distinct moves `M:` lists
  e_flat         `E:` gives every listed move the same number (it ranks nothing)
Each model's mean with its 95% interval, by side to move too; every model after BASE paired with BASE.
"""
import argparse, json
from pathlib import Path
from rookworld_nb.evaluate import complete, heldout_moves
from rookworld_nb.model import load_policy
from rookworld_nb.runs import model_path
from rookworld_nb.stats import mean_ci, wilson
from rookworld_nb.tasks import format_p, parse_p
from rookworld_nb.values import shipped_values
from curve import change, estimate_row  # this script's neighbour: one format for every record here

MEASURES = {"b_regret": "mean", "b_in_m": "prop", "m_best_regret": "mean", "m_mean_regret": "mean",
            "engine_in_m": "prop", "m_distinct": "mean", "e_flat": "prop"}


def position_measures(prompt: str, text: str, values) -> dict:
    "The measures of one greedy answer (see the module's docstring)."
    r = parse_p(prompt, text)
    regret = lambda m: 1.0 if values.regret(m) is None else values.regret(m)
    listed = list(dict.fromkeys(r.moves or []))
    return {
        "b_regret": regret(r.best),
        "b_in_m": r.best is not None and r.best in listed,
        "m_best_regret": min(map(regret, listed), default=1.0),
        "m_mean_regret": sum(map(regret, listed)) / len(listed) if listed else 1.0,
        "engine_in_m": values.best in listed,
        "m_distinct": len(listed),
        "e_flat": len(set(r.evals or [])) <= 1,
    }


def judge(name: str, items: list, values_list: list) -> dict[str, list]:
    "Each measure per position for one model's greedy answers."
    policy, _, tok = load_policy(model_path(name), device="cpu")
    prompts = [format_p(s).prompt for s in items]
    texts = complete(policy, tok, prompts, batch=64, progress=True, desc=Path(name).name)
    rows = [position_measures(p, t, v) for p, t, v in zip(prompts, texts, values_list)]
    return {m: [row[m] for row in rows] for m in MEASURES}


def estimate(xs: list, kind: str) -> list:
    "[value, lo, hi] of a mean or a share."
    return estimate_row(wilson(sum(map(bool, xs)), len(xs)) if kind == "prop" else mean_ci(xs))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out")
    ap.add_argument("base")
    ap.add_argument("models", nargs="*")
    ap.add_argument("--limit", type=int, default=0, help="the first N positions only (a quick look)")
    args = ap.parse_args()
    items = heldout_moves()[: args.limit or None]
    with shipped_values() as store:
        values_list = store.values([s.fen for s in items], progress=False)
    report, base = {"n": len(items), "models": []}, None
    for name in [args.base, *args.models]:
        res = judge(name, items, values_list)
        row = {"model": name, **{m: estimate(res[m], k) for m, k in MEASURES.items()}}
        for side, mover in (("white", " w "), ("black", " b ")):  # the side to move
            rows = [i for i, s in enumerate(items) if mover in s.fen]
            row[side] = {"n": len(rows), **{m: estimate([res[m][i] for i in rows], k) for m, k in MEASURES.items()}}
        if base is not None:
            row["change"] = {m: change(base[m], res[m], m, kind) for m, kind in MEASURES.items()}
        else:
            base = res
        report["models"].append(row)
        print(json.dumps(row), flush=True)
    Path(args.out).write_text(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
