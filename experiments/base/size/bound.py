"""Which bound holds: each kept snapshot's loss on 1,000 training documents against its loss on the 1,000 held-out
ones, measured the same way (per document, fp32). The first training documents of a run's cache are its shuffled
training lines before the A: expansion, so they are the held-out documents' mix (half P:, half A:); the logged
`train_loss` is not (a running mean over batches that are three quarters A:). A gap that opens (training below
held-out) says the model is memorising what it saw: data binds; none says steps or size do.
    python experiments/base/size/bound.py runs/base/size-llama-muon-4x256 runs/base/size-llama-muon-6x336 [--every K]
(--every K: the snapshots at multiples of K evaluations and the last, as judge.py; a snapshot takes minutes.)
Adds rookworld-tiny (the same documents: the same lines, split, seed and tokenizer) and writes bound.json here. Each
snapshot's per-document losses are kept beside it (bound_docs.json), so the gap's change since the run's first such
snapshot is read with each set paired with itself document by document: far tighter than the gap itself, whose
interval is set by how much documents differ from one another.
"""

import argparse, json, math
from pathlib import Path
import torch
from rookworld_nb.model import MODELS_DIR, load_policy
from rookworld_nb.pretrain import doc_loss
from rookworld_nb.pretrain_docs import Docs, doc_batch

HERE = Path(__file__).parent
mean = lambda xs: sum(xs) / len(xs)
var = lambda xs: sum((x - mean(xs)) ** 2 for x in xs) / (len(xs) - 1)


def per_doc(model, docs: Docs, idx: range, pad_id: int, w_prompt: float) -> list[float]:
    "The weighted loss of each document in `idx` (fp32, no gradients)."
    with torch.no_grad():
        return [doc_loss(model, *doc_batch(docs, [i], pad_id, w_prompt)).item() for i in idx]


def gap(train: list[float], held: list[float]) -> dict:
    "Mean training minus mean held-out loss with a 95% interval (Welch: two samples of different documents)."
    d, se = mean(train) - mean(held), math.sqrt(var(train) / len(train) + var(held) / len(held))
    return {"train": round(mean(train), 4), "heldout": round(mean(held), 4), "gap": round(d, 4),
            "ci95": [round(d - 1.96 * se, 4), round(d + 1.96 * se, 4)], "n": [len(train), len(held)]}


def gap_change(first: dict, now: dict) -> dict:
    "The gap's change since `first` (negative: the training sample fell further: memorising), each set paired (95%)."
    dt = [b - a for a, b in zip(first["train"], now["train"])]
    dh = [b - a for a, b in zip(first["held"], now["held"])]
    d, se = mean(dt) - mean(dh), math.sqrt(var(dt) / len(dt) + var(dh) / len(dh))
    return {"change": round(d, 5), "ci95": [round(d - 1.96 * se, 5), round(d + 1.96 * se, 5)]}


def losses(model_dir: str, docs: Docs, held: Docs, w_prompt: float) -> dict:
    "Per-document losses of a model on the first training documents and on the held-out ones."
    model, _, tok = load_policy(model_dir, device="cpu")
    n = range(len(held))
    return {"train": per_doc(model, docs, n, tok.eos_token_id, w_prompt),
            "held": per_doc(model, held, n, tok.eos_token_id, w_prompt)}


def main(runs: list[Path], every: int = 1):
    out_path = HERE / "bound.json"
    out = json.loads(out_path.read_text()) if out_path.exists() else {}
    for run in runs:
        cache = torch.load(run / "docs.pt", weights_only=True)
        docs, held = Docs(**cache["train"]), Docs(**cache["held"])
        out = {k: v for k, v in out.items() if not k.startswith(f"{run.name}/")}  # this run's snapshots, read afresh
        cfg = json.loads((run / "config.json").read_text())
        w_prompt = cfg["prompt_loss_weight"]
        snaps = [snap for snap in sorted((run / "snaps").glob("step_*"))
                 if int(snap.name[5:]) % (every * cfg["eval_every"]) == 0 or int(snap.name[5:]) == cfg["max_steps"]]
        if "rookworld-tiny" not in out:
            tiny = losses(str(MODELS_DIR / "rookworld-tiny"), docs, held, w_prompt)
            out["rookworld-tiny"] = gap(tiny["train"], tiny["held"])
        first = None
        for snap in snaps:
            kept, key = snap / "bound_docs.json", f"{run.name}/{snap.name}"
            if not kept.exists():
                kept.write_text(json.dumps(losses(str(snap), docs, held, w_prompt)))
            per = json.loads(kept.read_text())
            first = first or per
            out[key] = {**gap(per["train"], per["held"]), "gap_change_since_first": gap_change(first, per)}
            print(key, out[key], flush=True)
            out_path.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("runs", nargs="+", type=Path)
    ap.add_argument("--every", type=int, default=1, help="the snapshots at multiples of this many evaluations")
    a = ap.parse_args()
    torch.set_num_threads(1)  # beside the arms: a second thread only waits (and spins) for a core
    main(a.runs, a.every)
