"""The issue's goals and its shipping rule, read off a full-suite report of a candidate base against rookworld-tiny.

The report is `rookworld-eval rookworld-tiny CANDIDATE --suite full` (or `--baseline` a stored report whose first model
is rookworld-tiny): its first model is today's base, its second the candidate. Goals are read on the candidate's
estimate with its 95% interval (met: the estimate is on the goal's side; sure: the whole interval is); the shipping
rule on the paired differences: ahead of rookworld-tiny on P: legal best and A: exact at p < 0.01, behind on nothing
at p < 0.01 (the direction of each metric as the suites rank it: `evaluate.LOWER_IS_BETTER`, `DESCRIPTIVE` unranked).

    python experiments/base/long/goals.py REPORT_DIR_OR_JSON_GZ [--out goals.json]
"""

import argparse, json, math, sys
from pathlib import Path
from rookworld_nb.evaluate import DESCRIPTIVE, LOWER_IS_BETTER, METRICS
from rookworld_nb.suites import load_report

# (benchmark, metric, goal, '>=' or '<=', where the goal comes from)
GOALS = [
    ("P", "legal_best", 0.90, ">=", "issue 83"),
    ("A", "exact", 0.95, ">=", "issue 83"),
    ("P", "regret", 0.25, "<=", "issue 83 (mean greedy regret)"),
    ("mate", "mate", 0.115, ">=", "ROOK-LM-124M, 5M samples x 3 epochs"),
    ("P", "engine_best", 0.134, ">=", "ROOK-LM-124M, 5M samples x 3 epochs"),
    ("self_play", "legal_plies", 23.5, ">=", "ROOK-LM-124M, 709k samples x 3 epochs"),
]
MUST_BE_AHEAD = [("P", "legal_best"), ("A", "exact")]
ALPHA = 0.01
MAX_PARAMS = 124_439_808 // 10  # a tenth of ROOK-LM-124M's (GPT-2 124M)


def goal_rows(est: dict) -> list[dict]:
    "Each goal against the candidate's estimate: met (the estimate) and sure (its whole 95% interval)."
    rows = []
    for bench, metric, goal, side, source in GOALS:
        e = est[bench][metric]
        hits = (lambda x: x >= goal) if side == ">=" else (lambda x: x <= goal)
        sure = hits(e["lo"]) and hits(e["hi"])
        rows.append(dict(metric=f"{bench} {metric}", goal=f"{side} {goal:g}", source=source, value=e["value"],
                         lo=e["lo"], hi=e["hi"], n=e["n"], met=hits(e["value"]), sure=sure))
    return rows


def ranked(paired: dict) -> tuple[list[str], list[str]]:
    "(metrics where the candidate is ahead at p < ALPHA, those where it is behind), as 'bench metric'."
    ahead, behind = [], []
    for bench, metrics in paired.items():
        for metric, d in metrics.items():
            if (bench, metric) in DESCRIPTIVE or not d["n"] or d["p"] >= ALPHA or d["diff"] == 0:
                continue
            up = d["diff"] > 0
            (ahead if up != ((bench, metric) in LOWER_IS_BETTER) else behind).append(f"{bench} {metric}")
    return ahead, behind


def ship_verdict(report: dict) -> dict:
    "The shipping rule on the report's second model against its first."
    base, cand = report["models"][:2]
    ahead, behind = ranked(report["paired"][cand])
    missing = [f"{b} {m}" for b, m in MUST_BE_AHEAD if f"{b} {m}" not in ahead]
    return dict(base=base, candidate=cand, ahead=ahead, behind=behind, not_ahead_on=missing,
                ships=not missing and not behind)


def n_params(model: str) -> int | None:
    "Parameters in a model directory's safetensors (tied weights saved once), or None where it is no directory."
    from safetensors import safe_open

    path = Path(model) / "model.safetensors"
    if not path.exists():
        return None
    with safe_open(path, "pt") as f:
        return sum(math.prod(f.get_slice(k).get_shape()) for k in f.keys())


def fmt(x: float, bench: str, metric: str) -> str:
    return f"{100 * x:.1f}%" if METRICS[bench][metric] == "prop" else f"{x:.3g}"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("report", type=Path, help="a full-suite report directory or its report.json.gz")
    ap.add_argument("--out", type=Path, help="write the goals and the verdict here as JSON")
    a = ap.parse_args(argv)
    report = load_report(a.report)
    if report["suite"] != "full" or len(report["models"]) < 2:
        sys.exit(f"goals: {a.report} is a {report['suite']!r} report of {len(report['models'])} model(s); "
                 "the goals need the full suite of rookworld-tiny and a candidate")
    rows = goal_rows(report["estimates"][report["models"][1]])
    verdict = ship_verdict(report)
    print(f"| goal | {verdict['candidate']} | 95% | n | met | interval clear of it | source |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        bench, metric = r["metric"].split()
        print(f"| {r['metric']} {r['goal']} | {fmt(r['value'], bench, metric)} | [{fmt(r['lo'], bench, metric)}, "
              f"{fmt(r['hi'], bench, metric)}] | {r['n']} | {'yes' if r['met'] else 'no'} | "
              f"{'yes' if r['sure'] else 'no'} | {r['source']} |")
    print(f"\nships as rookworld-tiny: {'yes' if verdict['ships'] else 'no'} (p < {ALPHA} against {verdict['base']}): "
          f"ahead on {', '.join(verdict['ahead']) or 'nothing'}; behind on {', '.join(verdict['behind']) or 'nothing'}"
          + (f"; not ahead on {', '.join(verdict['not_ahead_on'])}" if verdict["not_ahead_on"] else ""))
    params = n_params(verdict["candidate"])
    if params is not None:
        print(f"parameters: {params:,} ({'within' if params <= MAX_PARAMS else 'over'} a tenth of ROOK-LM-124M's)")
    if a.out:
        a.out.write_text(json.dumps(dict(goals=rows, verdict=verdict), indent=1) + "\n")


if __name__ == "__main__":
    main()
