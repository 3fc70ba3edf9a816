"""The long runs' curves: their judged checkpoints against pretraining CPU-hours, beside rookworld-tiny and #66's goals.
usage: python experiments/base/curve.py keep REPORT_DIR STEP [RUN]  # a full-suite report (rookworld-eval --baseline)
                                                                    # kept in RUN_judged/ (RUN: v3 unless named)
       python experiments/base/curve.py plot                        # RUN_judged/step_*.json -> curve.png, the tables
       python experiments/base/curve.py pair RUN_A RUN_B STEP       # B - A on the same items at the same step
       python experiments/base/curve.py goals RUN STEP              # the issue's quality table: the judged checkpoint
                                                                    # against rookworld-tiny (paired) and the goals"""
import gzip, json, shutil, sys
from pathlib import Path

HERE = Path(__file__).parent
RUNS = {  # run -> (seconds of a quiet step on both threads, label); its checkpoints' reports in RUN_judged/
    "v3": (0.73, "v3 (4 × 256, a move one token)"),
    "v4": (0.70, "v4 (4 × 256, a move two squares)"),  # v3's 0.73 × 0.94 (pretrain_step_v3_v4.json)
    "v5": (0.70, "v5 (v4, a 25,000-step cosine)"),  # v4's step: the same model, tokens and batches
}
PANELS = [  # (benchmark, metric, title, goal, scale)
    ("P", "legal_best", "P: legal best move %", 0.90, 100),
    ("P", "regret", "P: mean greedy regret", 0.25, 1),
    ("A", "exact", "A: next-state exact %", 0.90, 100),
    ("mate", "mate", "checkmate in one %", 0.10, 100),
    ("P", "e_rank_corr", "E: rank correlation", 0.5, 1),
    ("P", "pick_gain", "pick's gain over a random candidate", 0.0, 1),
]


def cpu_hours(step: int, run: str = "v3") -> float:
    return step * RUNS[run][0] * 2 / 3600


def keep(report_dir: str, step: int, run: str = "v3"):
    "Keep the judged model's estimates, its pairing with the baseline, its items (for pairing runs) and the table."
    report = json.loads(Path(report_dir, "report.json").read_text())
    base, model = report["models"]
    out = {"step": step, "estimates": report["estimates"][model], "paired": report["paired"][model]}
    judged = HERE / f"{run}_judged"
    judged.mkdir(exist_ok=True)
    (judged / f"step_{step:06d}.json").write_text(json.dumps(out, indent=1))
    (judged / f"step_{step:06d}_items.json.gz").write_bytes(gzip.compress(json.dumps(report["items"][model]).encode()))
    shutil.copy(Path(report_dir, "report.md"), judged / f"step_{step:06d}.md")


def pair(run_a: str, run_b: str, step: int):
    "The paired difference B − A of every metric on the same items, at the same step (the same documents seen)."
    from rookworld_nb.evaluate import compare

    a, b = (json.loads(gzip.open(HERE / f"{run}_judged" / f"step_{step:06d}_items.json.gz").read())
            for run in (run_a, run_b))
    diffs = compare(a, b)
    for bench, metric, title, _, scale in PANELS:
        d = diffs[bench][metric]
        print(f"| {title} | {d['diff'] * scale:+.3g} [{d['lo'] * scale:+.3g}, {d['hi'] * scale:+.3g}] | "
              f"p = {d['p']:.2g} (n = {d['n']}) |")
    return diffs


QUALITY = [  # (benchmark, metric, row, goal: (">=" or "<=", value) or None, scale) — #66's table of a base
    ("P", "legal_best", "P: legal best move %", (">=", 0.90), 100),
    ("P", "engine_best", "P: engine best %", None, 100),
    ("P", "regret", "P: mean greedy regret", ("<=", 0.25), 1),
    ("P", "regret_legal", "P: regret, legal moves only", None, 1),
    ("P", "good_move", "P: good moves % (regret <= 0.05)", None, 100),
    ("tactics", "solved", "tactics solved %", None, 100),
    ("mate", "mate", "checkmate in one %", (">=", 0.10), 100),
    ("A", "exact", "A: next-state exact %", (">=", 0.90), 100),
    ("self_play", "legal_plies", "self-play legal half-moves", None, 1),
    ("P", "m_legal", "distinct legal M: candidates", None, 1),
    ("P", "engine_in_m", "engine's best among them %", None, 100),
    ("P", "e_varied", "E: not one repeated number %", None, 100),
    ("P", "e_rank_corr", "E: rank correlation with Stockfish", (">=", 0.5), 1),
    ("P", "pick_gain", "the pick's gain over a random candidate", (">", 0.0), 1),
]


def one_sample_p(xs: list) -> float:
    "Two-sided p of a mean of zero (one-sample t), the items that have a value."
    from scipy import stats

    vals = [x for x in xs if x is not None and x == x]
    return float(stats.ttest_1samp(vals, 0.0).pvalue) if len(vals) > 1 else float("nan")


def goals(run: str, step: int):
    "A judged checkpoint's quality table: rookworld-tiny, the base, the paired difference, the goal and its verdict."
    judged = json.loads((HERE / f"{run}_judged" / f"step_{step:06d}.json").read_text())
    items = json.loads(gzip.open(HERE / f"{run}_judged" / f"step_{step:06d}_items.json.gz").read())
    tiny = json.loads(gzip.open(HERE / "tiny_full" / "report.json.gz").read())["estimates"]["rookworld-tiny"]
    fmt = lambda e, k: f"{e['value'] * k:.3g} [{e['lo'] * k:.3g}, {e['hi'] * k:.3g}]"
    print(f"| {run} at step {step:,} ({cpu_hours(step, run):.1f} CPU-hours) | rookworld-tiny | {run} | {run} − tiny, "
          f"paired | goal | met |")
    print("|---|---|---|---|---|---|")
    for bench, metric, row, goal, k in QUALITY:
        est, d = judged["estimates"][bench][metric], judged["paired"][bench][metric]
        met, goal_text = "", ""
        if goal:
            op, value = goal
            goal_text = f"{op} {value * k:g}"
            if metric == "pick_gain":  # beats chance: positive at p < 0.01
                p = one_sample_p(items[bench][metric])
                met = "yes" if est["value"] > 0 and p < 0.01 else "no"
                goal_text += f", p < 0.01 (p = {p:.2g})"
            else:
                met = "yes" if (est["value"] >= value if op == ">=" else est["value"] <= value) else "no"
        print(f"| {row} | {fmt(tiny[bench][metric], k)} | {fmt(est, k)} | {d['diff'] * k:+.3g} "
              f"[{d['lo'] * k:+.3g}, {d['hi'] * k:+.3g}], p = {d['p']:.2g} | {goal_text} | {met} |")


def plot():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    tiny = json.loads(gzip.open(HERE / "tiny_full" / "report.json.gz").read())
    tiny_est = tiny["estimates"][tiny["models"][0]]
    runs = {r: [json.loads(p.read_text()) for p in sorted((HERE / f"{r}_judged").glob("step_??????.json"))]
            for r in RUNS}
    fig, axes = plt.subplots(2, 3, figsize=(13, 7))
    for ax, (bench, metric, title, goal, scale) in zip(axes.flat, PANELS):
        for run, points in runs.items():
            if not points:
                continue
            xs = [cpu_hours(p["step"], run) for p in points]
            est = [p["estimates"][bench][metric] for p in points]
            ys = [e["value"] * scale for e in est]
            err = [[(e["value"] - e["lo"]) * scale for e in est], [(e["hi"] - e["value"]) * scale for e in est]]
            ax.errorbar(xs, ys, yerr=err, marker="o", capsize=3, label=RUNS[run][1])
        ax.axhline(tiny_est[bench][metric]["value"] * scale, color="grey", ls=":", label="rookworld-tiny")
        ax.axhline(goal * scale, color="green", ls="--", label="goal")
        ax.set(title=title, xlabel="pretraining CPU-hours")
    axes.flat[0].legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(HERE / "curve.png", dpi=80)
    for run, points in runs.items():
        for p in points:
            e = p["estimates"]
            cells = [f"{e[b][m]['value'] * s:.3g} [{e[b][m]['lo'] * s:.3g}, {e[b][m]['hi'] * s:.3g}]"
                     for b, m, _, _, s in PANELS]
            print(f"| {run} {p['step']:,} ({cpu_hours(p['step'], run):.1f}) | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    if sys.argv[1:2] == ["keep"]:
        keep(sys.argv[2], int(sys.argv[3]), *sys.argv[4:5])
    elif sys.argv[1:2] == ["plot"]:
        plot()
    elif sys.argv[1:2] == ["goals"]:
        goals(sys.argv[2], int(sys.argv[3]))
    elif sys.argv[1:2] == ["pair"]:
        pair(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    else:
        sys.exit(__doc__)
