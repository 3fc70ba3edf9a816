"""The learning-rate arms, judged: each arm's final held-out loss per document, paired against the best arm, and the
CPU its training took (cpu.log; the documents' encoding, which every arm did once before its first step, left out).

    python experiments/base/lr/judge.py runs/base/lr-llama-adamw-4e-3 runs/base/lr-llama-adamw-8e-3 \
        runs/base/lr-llama-muon-4e-3

Writes heldout.json beside this file. The arms of experiments/base/modern (Llama-style, AdamW and Muon at 2e-3) ran the
same recipe on the same 1,000 held-out documents; their logged held-out losses sit beside these in the README.
"""

import json, sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent / "modern"))
from judge import per_doc_loss, cost  # noqa: E402  (the modern arms' judge: the same split, the same loss)
from rookworld_nb.stats import paired  # noqa: E402


def training_cpu_minutes(run_dir: str) -> float:
    "CPU minutes of the arm's process from its first step (its documents cache written) to its last sample in cpu.log."
    start = (Path(run_dir) / "docs.pt").stat().st_mtime
    rows = [l.split() for l in (HERE / "cpu.log").read_text().splitlines()]
    mine = [(float(t), float(c)) for t, d, c in rows if d == run_dir]
    before = [c for t, c in mine if t <= start]
    return (mine[-1][1] - (before[-1] if before else 0.0)) / 60


if __name__ == "__main__":
    arms = sys.argv[1:]
    losses = {r: per_doc_loss(r) for r in arms}
    means = {r: sum(v) / len(v) for r, v in losses.items()}
    best = min(means, key=means.get)
    out = {"best": best, "arms": {r: {**cost(r), "heldout_loss_fp32": round(means[r], 4),
                                      "training_cpu_minutes": round(training_cpu_minutes(r), 1)} for r in arms},
           "paired_vs_best": {r: paired(losses[best], losses[r], "mean") for r in arms if r != best}}
    print(json.dumps(out, indent=1))
    (HERE / "heldout.json").write_text(json.dumps(out, indent=1) + "\n")
