"""The long run's curve: its judged checkpoints against pretraining CPU-hours, beside rookworld-tiny and #66's goals.
usage: python experiments/base/curve.py keep REPORT_DIR STEP   # a full-suite report (rookworld-eval --baseline) kept
       python experiments/base/curve.py plot                   # v3_judged/step_*.json -> curve.png, and the table"""
import gzip, json, shutil, sys
from pathlib import Path

HERE = Path(__file__).parent
JUDGED = HERE / "v3_judged"
STEP_SECONDS = 0.73  # a quiet step of v3 on both threads (README)
PANELS = [  # (benchmark, metric, title, goal, scale)
    ("P", "legal_best", "P: legal best move %", 0.90, 100),
    ("P", "regret", "P: mean greedy regret", 0.25, 1),
    ("A", "exact", "A: next-state exact %", 0.90, 100),
    ("mate", "mate", "checkmate in one %", 0.10, 100),
    ("P", "e_rank_corr", "E: rank correlation", 0.5, 1),
    ("P", "pick_gain", "pick's gain over a random candidate", 0.0, 1),
]


def cpu_hours(step: int) -> float:
    return step * STEP_SECONDS * 2 / 3600


def keep(report_dir: str, step: int):
    "Keep the judged model's estimates and its pairing with the baseline, and the report's table."
    report = json.loads(Path(report_dir, "report.json").read_text())
    base, model = report["models"]
    out = {"step": step, "estimates": report["estimates"][model], "paired": report["paired"][model]}
    JUDGED.mkdir(exist_ok=True)
    (JUDGED / f"step_{step:06d}.json").write_text(json.dumps(out, indent=1))
    shutil.copy(Path(report_dir, "report.md"), JUDGED / f"step_{step:06d}.md")


def plot():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    tiny = json.loads(gzip.open(HERE / "tiny_full" / "report.json.gz").read())
    tiny_est = tiny["estimates"][tiny["models"][0]]
    points = [json.loads(p.read_text()) for p in sorted(JUDGED.glob("step_*.json"))]
    fig, axes = plt.subplots(2, 3, figsize=(13, 7))
    for ax, (bench, metric, title, goal, scale) in zip(axes.flat, PANELS):
        xs = [cpu_hours(p["step"]) for p in points]
        est = [p["estimates"][bench][metric] for p in points]
        ys = [e["value"] * scale for e in est]
        err = [[(e["value"] - e["lo"]) * scale for e in est], [(e["hi"] - e["value"]) * scale for e in est]]
        ax.errorbar(xs, ys, yerr=err, marker="o", capsize=3, label="v3 (4 × 256, chess tokens)")
        ax.axhline(tiny_est[bench][metric]["value"] * scale, color="grey", ls=":", label="rookworld-tiny")
        ax.axhline(goal * scale, color="green", ls="--", label="goal")
        ax.set(title=title, xlabel="pretraining CPU-hours")
    axes.flat[0].legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(HERE / "curve.png", dpi=80)
    for p in points:
        e = p["estimates"]
        cells = [f"{e[b][m]['value'] * s:.3g} [{e[b][m]['lo'] * s:.3g}, {e[b][m]['hi'] * s:.3g}]"
                 for b, m, _, _, s in PANELS]
        print(f"| {p['step']:,} ({cpu_hours(p['step']):.1f}) | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    if sys.argv[1:2] == ["keep"]:
        keep(sys.argv[2], int(sys.argv[3]))
    elif sys.argv[1:2] == ["plot"]:
        plot()
    else:
        sys.exit(__doc__)
