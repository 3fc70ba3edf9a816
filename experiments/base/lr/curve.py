"""Held-out loss against training CPU-hours: the learning-rate arms, the modern arms and rookworld-tiny (v5).
usage: python experiments/base/lr/curve.py   -> curve.png beside this file

CPU-hours by step: an arm's training CPU (heldout.json, from cpu.log) spread evenly over its steps; the modern arms'
from their README (CPU minutes over 1,500 steps); v5's from its quiet step (0.70 s on both threads,
experiments/base). v5 read the same data with the same split and tokens, so its held-out documents are these."""
import json
from pathlib import Path
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

HERE = Path(__file__).parent
BASE = HERE.parent


def records(path: Path) -> list[dict]:
    return [json.loads(l) for l in path.read_text().splitlines() if l.strip()]


def main():
    judged = json.loads((HERE / "heldout.json").read_text())["arms"]
    curves = {}
    for run, a in judged.items():
        recs = records(Path(run) / "metrics.jsonl")
        per_step = a["training_cpu_minutes"] / 60 / recs[-1]["step"]
        curves[Path(run).name.removeprefix("lr-")] = [(r["step"] * per_step, r["heldout_loss"]) for r in recs]
    for arm, cpu_min in (("llama-adamw", 42.7), ("llama-muon", 45.5), ("gpt2-adamw", 40.5)):  # modern/README.md
        recs = records(BASE / "modern" / arm / "metrics.jsonl")
        curves[f"{arm}-2e-3 (modern)"] = [(r["step"] * cpu_min / 60 / 1500, r["heldout_loss"]) for r in recs]
    v5 = records(BASE / "v5_25000" / "metrics.jsonl")
    v5_name = "rookworld-tiny (v5, GPT-2 AdamW, 25,000 steps)"
    curves[v5_name] = [(r["step"] * 0.70 * 2 / 3600, r["heldout_loss"]) for r in v5]
    fig, ax = plt.subplots(figsize=(8, 5))
    for name, pts in curves.items():
        ax.plot(*zip(*pts), "o-" if "v5" not in name else "-", ms=3, label=name)
    ax.set_xscale("log")
    ax.set_xlabel("training CPU-hours (log)")
    ax.set_ylabel("held-out loss as logged (bf16; the same 1,000 documents)")
    ax.set_title("Llama-style 4 × 256, 1,500 steps: rate and optimizer; rookworld-tiny beside")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7)
    fig.savefig(HERE / "curve.png", dpi=100, bbox_inches="tight")


if __name__ == "__main__":
    main()
