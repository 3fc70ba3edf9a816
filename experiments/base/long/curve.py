"""The long run against CPU-hours, from the record alone: held-out loss (the kept run's metrics.jsonl and each decayed
branch's, `branches/`) and P: legal best on the 2,080 standard positions with its 95% interval (`judged/`: the run's
snapshots at the peak rate, and each branch at the end of its decay: its full-suite
report), rookworld-tiny (v5) beside them (its own log and
judged checkpoints, `../v5_judged/`; CPU-hours from its quiet step, 0.70 s on both threads, as `../size/curve.py`).
    python experiments/base/long/curve.py   -> curve.png beside this file
"""
import gzip, json
from pathlib import Path
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

HERE = Path(__file__).parent
BASE = HERE.parent
RUN = BASE / "kept" / "long-llama-muon-4x256"
V5_CPU_HOURS_PER_STEP = 0.70 * 2 / 3600


def records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def cpu_hours(metrics: list[dict]) -> dict:
    "step -> training CPU-hours, from a run's log."
    return {r["step"]: r["cpu_minutes"] / 60 for r in metrics if "cpu_minutes" in r}


def legal_best(judged: Path) -> tuple:
    "(value, lo, hi) of P: legal best in a judge.py result, or of the candidate in a full-suite report (.json.gz)."
    if judged.suffix == ".gz":
        report = json.loads(gzip.decompress(judged.read_bytes()))
        e = report["estimates"][report["models"][-1]]["P"]["legal_best"]
    else:
        e = json.loads(judged.read_text())["P"]["legal_best"]
    return e["value"], e["lo"], e["hi"]


def errorbar(ax, pts: list, **kw):
    "Points (x, value, lo, hi) with their intervals."
    if pts:
        x, y, lo, hi = zip(*sorted(pts))
        ax.errorbar(x, y, yerr=[[a - b for a, b in zip(y, lo)], [b - a for a, b in zip(y, hi)]], capsize=2, **kw)


def main():
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(13, 5))
    run = records(RUN / "metrics.jsonl")
    hours = cpu_hours(run)
    ax1.plot([hours[r["step"]] for r in run], [r["heldout_loss"] for r in run], "o-", ms=3, lw=2,
             label="long run, 4 × 256 Llama + Muon (peak rate)")
    v5 = records(BASE / "v5_25000" / "metrics.jsonl")
    ax1.plot([r["step"] * V5_CPU_HOURS_PER_STEP for r in v5], [r["heldout_loss"] for r in v5], "-", color="grey",
             label="rookworld-tiny (v5, GPT-2, cosine)")
    pts = [(hours[int(f.stem[5:])], *legal_best(f)) for f in (HERE / "judged").glob("step_*.json")]
    errorbar(ax2, pts, fmt="o-", ms=3, label="long run at the peak rate")
    for branch in sorted((HERE / "branches").glob("decay-at-*"), key=lambda b: int(b.name.split("-")[-1])):
        recs = records(branch / "metrics.jsonl")
        at = int(branch.name.split("-")[-1])
        tail = [r for r in recs if r["step"] >= at]
        line, = ax1.plot([cpu_hours(recs)[r["step"]] for r in tail], [r["heldout_loss"] for r in tail], "s-", ms=4,
                         label=f"decayed from {at:,} to {tail[-1]['step']:,}")
        if (branch / "report.json.gz").exists():
            errorbar(ax2, [(cpu_hours(recs)[tail[-1]["step"]], *legal_best(branch / "report.json.gz"))], fmt="s", ms=6,
                     color=line.get_color(), label=f"decayed from {at:,} to {tail[-1]['step']:,}")
    v5_pts = []
    for f in (BASE / "v5_judged").glob("step_*.json"):
        j = json.loads(f.read_text())
        e = j["estimates"]["P"]["legal_best"]
        v5_pts.append((j["step"] * V5_CPU_HOURS_PER_STEP, e["value"], e["lo"], e["hi"]))
    errorbar(ax2, v5_pts, fmt="-", color="grey", label="rookworld-tiny (v5) checkpoints")
    ax1.set(xlabel="training CPU-hours", ylabel="held-out loss as logged (the same 1,000 documents)",
            title="held-out loss")
    ax2.set(xlabel="training CPU-hours", ylabel="P: legal best (2,080 standard positions, greedy, 95%)",
            title="P: legal best", ylim=(0, 1))
    for ax in (ax1, ax2):
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7)
    fig.suptitle("The long run of the base (Llama-style 4 × 256, Muon, warmup-stable-decay) and rookworld-tiny")
    fig.savefig(HERE / "curve.png", dpi=100, bbox_inches="tight")


if __name__ == "__main__":
    main()
