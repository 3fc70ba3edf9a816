"""Each kept snapshot of the size arms judged on the standard sets: P: legal best (and format, engine best) on the
2,080 standard positions, A: exact on the 640 standard transitions, greedy; one judged.json per snapshot (with each
item's answer scored, `items`, for paired comparisons: verdict.py), so a stopped judging continues where it was.
The figure (curve.py) reads these beside each run's metrics.jsonl (cpu_minutes).
    python experiments/base/size/judge.py runs/base/size-llama-muon-4x256 runs/base/size-llama-muon-6x336 [--every 2]
--every K judges the snapshots at multiples of K evaluations (K x the run's eval_every: a tenth of the run for K = 2),
and the last step, leaving the rest (each takes a few CPU-minutes).
"""

import argparse, dataclasses, json
from pathlib import Path
from rookworld_nb.evaluate import a_accuracy, heldout, heldout_moves, load_model, p_accuracy, summarize


KEPT = {"P": ("format_valid", "legal_best", "engine_best"), "A": ("format_valid", "exact")}


def judge_snapshot(snap: Path, n_p: int, n_a: int) -> dict:
    "P: and A: metrics of one snapshot (a model directory) with their 95% intervals, and the kept metrics per item."
    model, tok = load_model(str(snap), device="cpu")
    items = {"P": p_accuracy(model, tok, heldout_moves()[:n_p], progress=False),
             "A": a_accuracy(model, tok, heldout("a")[:n_a], progress=False)}
    judged = {b: {m: dataclasses.asdict(e) for m, e in ms.items()} for b, ms in summarize(items).items()}
    return {**judged, "items": {b: {m: items[b][m] for m in ms} for b, ms in KEPT.items()}}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("runs", nargs="+", type=Path)
    ap.add_argument("--p", type=int, default=2080, help="standard P: positions (the first N)")
    ap.add_argument("--a", type=int, default=640, help="standard A: transitions (the first N)")
    ap.add_argument("--every", type=int, default=1, help="judge the snapshots at multiples of this many evaluations")
    ap.add_argument("--threads", type=int, default=1, help="torch threads (beside the arms one: a second only spins)")
    a = ap.parse_args(argv)
    import torch

    torch.set_num_threads(a.threads)
    for run in a.runs:
        cfg = json.loads((run / "config.json").read_text())
        for snap in sorted((run / "snaps").glob("step_*"), key=lambda p: int(p.name[5:])):
            out, step = snap / "judged.json", int(snap.name[5:])
            if out.exists() or (step % (a.every * cfg["eval_every"]) and step != cfg["max_steps"]):
                continue
            judged = {"step": int(snap.name[5:]), "n_p": a.p, "n_a": a.a, **judge_snapshot(snap, a.p, a.a)}
            out.write_text(json.dumps(judged, indent=1) + "\n")
            print(run.name, snap.name, "P: legal best", round(judged["P"]["legal_best"]["value"], 3),
                  "A: exact", round(judged["A"]["exact"]["value"], 3), flush=True)


if __name__ == "__main__":
    main()
