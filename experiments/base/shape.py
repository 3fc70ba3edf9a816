"""The shape study's curves: held-out loss (nats per token, the same 1,000 held-out lines and chess tokens for every
run) against training minutes on one thread, one line per model shape; a resumed run's minutes are added up.
usage: python experiments/base/shape.py OUT_PNG NAME=METRICS.jsonl [NAME=METRICS.jsonl ...]"""
import json, sys
from pathlib import Path
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt


def curve(path: str) -> list[tuple[float, int, float]]:
    "(cumulative minutes, step, held-out loss) per record; `minutes` restarts when a run is resumed."
    out, offset, last = [], 0.0, 0.0
    for line in Path(path).read_text().splitlines():
        r = json.loads(line)
        if r["minutes"] < last:  # a resumed segment: its clock starts again
            offset += last
        last = r["minutes"]
        out.append((offset + r["minutes"], r["step"], r["heldout_loss"]))
    return out


def main(argv):
    out, runs = argv[0], dict(a.split("=", 1) for a in argv[1:])
    fig, (ax, ax_steps) = plt.subplots(1, 2, figsize=(11, 4), sharey=True)
    summary = {}
    for name, path in runs.items():
        c = curve(path)
        ax.plot([m for m, _, _ in c], [l for _, _, l in c], marker="o", ms=3, label=name)
        ax_steps.plot([s for _, s, _ in c], [l for _, _, l in c], marker="o", ms=3, label=name)
        summary[name] = {"minutes": round(c[-1][0], 2), "steps": c[-1][1], "heldout_loss": round(c[-1][2], 4),
                         "curve": [[round(m, 2), s, round(l, 4)] for m, s, l in c]}
    ax.set(xlabel="training minutes (one thread)", ylabel="held-out loss (nats / token)", ylim=(0.6, 2.0),
           title="shape at equal CPU time (chess tokens, 1,500 games)")
    ax_steps.set(xlabel="steps (32 documents each)", title="the same against steps")
    for a in (ax, ax_steps):
        a.grid(alpha=0.3)
        a.legend()
    fig.tight_layout()
    fig.savefig(out, dpi=120)
    Path(out).with_suffix(".json").write_text(json.dumps(summary, indent=1) + "\n")
    for name, s in summary.items():
        print(f"{name}: {s['steps']} steps in {s['minutes']} min, held-out loss {s['heldout_loss']}")


if __name__ == "__main__":
    main(sys.argv[1:])
