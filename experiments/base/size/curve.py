"""The size arms against CPU-hours: held-out loss (each run's metrics.jsonl, its cpu_minutes) and P: legal best on the
standard positions (judge.py's judged.json per kept snapshot), the learning-rate arms (../lr/) and rookworld-tiny (v5)
beside them. usage: python experiments/base/size/curve.py RUN ...   -> curve.png beside this file

CPU-hours: a size arm's own cpu_minutes (every process, every session); the lr arms' from ../lr/heldout.json spread
evenly over their steps; v5's from its quiet step (0.70 s on both threads, experiments/base)."""
import json, sys
from pathlib import Path
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

HERE = Path(__file__).parent
BASE = HERE.parent
V5_LEGAL_BEST = 0.800  # rookworld-tiny (v5) on the 2,080 standard positions (README's results table)


def records(path: Path) -> list[dict]:
    return [json.loads(l) for l in path.read_text().splitlines() if l.strip()]


def loss_curves(runs: list[Path]) -> dict:
    "name -> [(CPU-hours, held-out loss)]: the size arms, the lr arms, v5."
    curves = {run.name.removeprefix("size-"): [(r["cpu_minutes"] / 60, r["heldout_loss"])
                                              for r in records(run / "metrics.jsonl") if "cpu_minutes" in r]
              for run in runs}
    for run, a in json.loads((BASE / "lr" / "heldout.json").read_text())["arms"].items():
        if Path(run).exists():
            recs = records(Path(run) / "metrics.jsonl")
            per_step = a["training_cpu_minutes"] / 60 / recs[-1]["step"]
            curves[Path(run).name.removeprefix("lr-") + " (1,500 steps)"] = [(r["step"] * per_step, r["heldout_loss"])
                                                                            for r in recs]
    curves["rookworld-tiny (v5)"] = [(r["step"] * 0.70 * 2 / 3600, r["heldout_loss"])
                                     for r in records(BASE / "v5_25000" / "metrics.jsonl")]
    return curves


def legal_curves(runs: list[Path]) -> dict:
    "name -> [(CPU-hours, P: legal best, lo, hi)] from each judged snapshot."
    out = {}
    for run in runs:
        cpu = {r["step"]: r["cpu_minutes"] / 60 for r in records(run / "metrics.jsonl") if "cpu_minutes" in r}
        pts = []
        for f in sorted((run / "snaps").glob("step_*/judged.json"), key=lambda p: int(p.parent.name[5:])):
            j = json.loads(f.read_text())
            if j["step"] in cpu:
                e = j["P"]["legal_best"]
                pts.append((cpu[j["step"]], e["value"], e["lo"], e["hi"]))
        out[run.name.removeprefix("size-")] = pts
    return out


def main(runs: list[Path]):
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(13, 5))
    sizes = {run.name.removeprefix("size-") for run in runs}
    for name, pts in loss_curves(runs).items():
        ax1.plot(*zip(*pts), "-" if "v5" in name else "o-", ms=3, label=name, lw=2.5 if name in sizes else 1)
    ax1.set(xscale="log", xlabel="training CPU-hours (log)", ylabel="held-out loss as logged (the same 1,000 documents)")
    ax1.set_title("held-out loss")
    for name, pts in legal_curves(runs).items():
        if pts:
            x, y, lo, hi = zip(*pts)
            ax2.errorbar(x, y, yerr=[[a - b for a, b in zip(y, lo)], [b - a for a, b in zip(y, hi)]], fmt="o-", ms=3,
                         capsize=2, label=name)
    ax2.axhline(V5_LEGAL_BEST, color="grey", ls="--", label="rookworld-tiny (v5), 9.7 CPU-hours")
    ax2.set(xscale="log", xlabel="training CPU-hours (log)", ylabel="P: legal best (2,080 standard positions, 95%)",
            ylim=(0, 1))
    ax2.set_title("P: legal best")
    for ax in (ax1, ax2):
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7)
        ax.xaxis.set_minor_formatter(matplotlib.ticker.NullFormatter())  # decades only: minor labels overlap
        ax.xaxis.set_major_formatter(matplotlib.ticker.FormatStrFormatter("%g"))
    fig.suptitle("Llama-style + Muon at two sizes, equal CPU time; the lr arms and rookworld-tiny beside")
    fig.savefig(HERE / "curve.png", dpi=100, bbox_inches="tight")


if __name__ == "__main__":
    main([Path(r) for r in sys.argv[1:]])
