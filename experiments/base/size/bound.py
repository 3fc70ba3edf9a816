"""Which bound holds: each kept snapshot's loss on 1,000 training documents against its loss on the 1,000 held-out
ones, measured the same way (per document, fp32). The first training documents of a run's cache are its shuffled
training lines before the A: expansion, so they are the held-out documents' mix (half P:, half A:); the logged
`train_loss` is not (a running mean over batches that are three quarters A:). A gap that opens (training below
held-out) says the model is memorising what it saw: data binds; none says steps or size do.
    python experiments/base/size/bound.py runs/base/size-llama-muon-4x256 runs/base/size-llama-muon-6x336
Adds rookworld-tiny (the same documents: the same lines, split, seed and tokenizer) and writes bound.json here.
"""

import json, math, sys
from pathlib import Path
import torch
from rookworld_nb.model import MODELS_DIR, load_policy
from rookworld_nb.pretrain import doc_loss
from rookworld_nb.pretrain_docs import Docs, doc_batch

HERE = Path(__file__).parent


def per_doc(model, docs: Docs, idx: range, pad_id: int, w_prompt: float) -> list[float]:
    "The weighted loss of each document in `idx` (fp32, no gradients)."
    with torch.no_grad():
        return [doc_loss(model, *doc_batch(docs, [i], pad_id, w_prompt)).item() for i in idx]


def gap(train: list[float], held: list[float]) -> dict:
    "Mean training minus mean held-out loss with a 95% interval (Welch: two samples of different documents)."
    mean = lambda xs: sum(xs) / len(xs)
    var = lambda xs: sum((x - mean(xs)) ** 2 for x in xs) / (len(xs) - 1)
    d, se = mean(train) - mean(held), math.sqrt(var(train) / len(train) + var(held) / len(held))
    return {"train": round(mean(train), 4), "heldout": round(mean(held), 4), "gap": round(d, 4),
            "ci95": [round(d - 1.96 * se, 4), round(d + 1.96 * se, 4)], "n": [len(train), len(held)]}


def judge(model_dir: str, docs: Docs, held: Docs, w_prompt: float) -> dict:
    model, _, tok = load_policy(model_dir, device="cpu")
    pad = tok.eos_token_id
    n = range(len(held))
    return gap(per_doc(model, docs, n, pad, w_prompt), per_doc(model, held, n, pad, w_prompt))


if __name__ == "__main__":
    out_path = HERE / "bound.json"
    out = json.loads(out_path.read_text()) if out_path.exists() else {}
    for run in map(Path, sys.argv[1:]):
        cache = torch.load(run / "docs.pt", weights_only=True)
        docs, held = Docs(**cache["train"]), Docs(**cache["held"])
        w_prompt = json.loads((run / "config.json").read_text())["prompt_loss_weight"]
        models = {s.name: str(s) for s in sorted((run / "snaps").glob("step_*"))}
        if "rookworld-tiny" not in out:
            models["rookworld-tiny"] = str(MODELS_DIR / "rookworld-tiny")
        for name, path in models.items():
            key = name if name == "rookworld-tiny" else f"{run.name}/{name}"
            if key in out:
                continue
            out[key] = judge(path, docs, held, w_prompt)
            print(key, out[key], flush=True)
            out_path.write_text(json.dumps(out, indent=1) + "\n")
