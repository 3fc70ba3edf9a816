"""Greedy against pass@8 before and after GRPO: does RL turn the base's pass@k headroom into greedy answers?

On the first 500 standard P: positions (the full suite's `pass` items), each model answers greedily (`p_accuracy`) and 8
times at its own sampling settings (`p_pass_at_k`, seed 0), every answer scored by `p_item` with the shipped values;
each later model is compared with the first, position by position (`evaluate.compare`: McNemar for shares, paired t
for means). Writes OUT (per-position values, estimates, paired differences) and prints the table.
    python experiments/proof/llama/pass_at_8.py OUT.json rookworld-tiny runs/proof_llama/seed_0/snapshots/... [...]
"""

import dataclasses, json, os, sys
import torch
from rookworld_nb.evaluate import load_model, p_accuracy, p_pass_at_k, summarize, compare, heldout_moves
from rookworld_nb.suites import SUITES
from rookworld_nb.values import shipped_values, values_cache

SHOWN = [("P", "legal_best"), ("P", "engine_best"), ("P", "good_move"), ("P", "regret"),
         ("pass", "legal_best_any"), ("pass", "legal_best_share"), ("pass", "engine_best_any"),
         ("pass", "good_move_any"), ("pass", "good_move_share")]


def shown_diff(d: dict) -> str:
    "A paired difference as `+d [lo, hi] p=`."
    return f"{d['diff']:+.3g} [{d['lo']:+.3g}, {d['hi']:+.3g}] p={d['p']:.2g}"


def main(out: str, models: list[str]):
    torch.set_num_threads(int(os.environ.get("THREADS", "1")))
    positions = heldout_moves()[: SUITES["full"]["pass"]]
    results = {}
    with shipped_values(cache_path=values_cache()) as values:
        for name in models:
            model, tok = load_model(name, device="cpu")[:2]
            results[name] = {"P": p_accuracy(model, tok, positions, progress=False, values=values),
                             "pass": p_pass_at_k(model, tok, positions, SUITES["full"]["pass_k"], seed=0,
                                                 progress=False, values=values)}
    estimates = {n: summarize(r) for n, r in results.items()}
    paired = {n: compare(results[models[0]], results[n]) for n in models[1:]}
    for bench, metric in SHOWN:
        row = [str(estimates[n][bench][metric]) for n in models]
        row += [shown_diff(paired[n][bench][metric]) for n in models[1:]]
        print(f"{bench:>6} {metric:>17}: " + " | ".join(row), flush=True)
    as_dict = lambda x: dataclasses.asdict(x) if dataclasses.is_dataclass(x) else dict(x)  # Estimate or paired's dict
    json.dump({"models": models, "n": len(positions), "results": results,
               "estimates": {n: {b: {m: as_dict(e) for m, e in ms.items()} for b, ms in es.items()}
                             for n, es in estimates.items()},
               "paired_with_first": {n: {b: {m: as_dict(e) for m, e in ms.items()} for b, ms in ps.items()}
                                     for n, ps in paired.items()}},
              open(out, "w"), indent=1, default=str)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("usage: pass_at_8.py OUT.json BASE [MODEL ...]")
    main(sys.argv[1], sys.argv[2:])
