"""The proof's P: and A: criteria on the standard held-out set (all 640 P: + 640 A:, greedy) and the tactics set (400),
paired with the first model: the full suite less BIG-bench's checkmate-in-one and the self-play games, which take most
of its time. Writes the same report.json / report.md as `rookworld-eval`.
usage: python experiments/regret/standard_eval.py OUT_DIR BASE MODEL..."""
import json, math, sys
from pathlib import Path
from rookworld_nb.evaluate import HELDOUT_VERSION, p_accuracy, a_accuracy, summarize, compare, load_model
from rookworld_nb.puzzles import solve_tactics
from rookworld_nb.suites import suite_items, report_markdown
from rookworld_nb.values import shipped_values, values_cache

out, models = Path(sys.argv[1]), sys.argv[2:]
items, results = suite_items("full"), {}
with shipped_values(cache_path=values_cache()) as values:
    for name in models:
        policy, tok = load_model(name, "cpu")
        results[name] = {"P": p_accuracy(policy, tok, items["P"], values=values), "A": a_accuracy(policy, tok, items["A"]),
                         "tactics": solve_tactics(policy, tok, items["tactics"])}
est = {n: {b: {m: vars(e) for m, e in ms.items()} for b, ms in summarize(r).items()} for n, r in results.items()}
report = {"suite": "standard P:/A: + tactics", "models": models, "data": f"standard held-out set v{HELDOUT_VERSION}",
          "seed": 0, "estimates": est, "paired": {n: compare(results[models[0]], results[n]) for n in models[1:]},
          "items": results}
out.mkdir(parents=True, exist_ok=True)
clean = lambda x: None if isinstance(x, float) and not math.isfinite(x) else x
(out / "report.json").write_text(json.dumps(report, indent=1, default=clean))
(out / "report.md").write_text(report_markdown(report))
print(report_markdown(report))
