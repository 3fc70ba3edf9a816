"""The quality table of a base: a model (or a run's latest checkpoint) on the full suite, paired item by item with
rookworld-tiny's stored answers to the same items (`tiny_full/report.json.gz`: the suite run once, not re-decoded).
Writes report.json / .md / .png to OUT (the paired table says better / worse with p-values).
usage: python experiments/base/judge.py MODEL OUT [--baseline experiments/base/tiny_full/report.json.gz]"""
import argparse, gzip, json
from pathlib import Path
from rookworld_nb.evaluate import compare, load_model, summarize
from rookworld_nb.suites import run_suite, suite_items, write_report
from rookworld_nb.values import shipped_values, values_cache

HERE = Path(__file__).parent


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("model")
    ap.add_argument("out")
    ap.add_argument("--baseline", default=str(HERE / "tiny_full" / "report.json.gz"))
    args = ap.parse_args()
    base = json.loads(gzip.open(args.baseline).read())
    (base_name,) = base["models"]
    items = suite_items(base["suite"])
    with shipped_values(cache_path=values_cache()) as values:
        policy, tok = load_model(args.model, "cpu")
        new = run_suite(policy, tok, base["suite"], seed=base["seed"], items=items, values=values)
    results = {base_name: base["items"][base_name], args.model: new}
    report = {
        **{k: base[k] for k in ("suite", "data", "seed")},
        "models": [base_name, args.model],
        "estimates": {n: {b: {m: vars(e) for m, e in ms.items()} for b, ms in summarize(r).items()}
                      for n, r in results.items()},
        "paired": {args.model: compare(results[base_name], new)},
        "items": results,
    }
    write_report(report, args.out)
    print((Path(args.out) / "report.md").read_text().split("\n\n")[0])


if __name__ == "__main__":
    main()
