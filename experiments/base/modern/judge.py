"""Judge the modern-base arms against the GPT-2 recipe: held-out loss per document, paired, and the CPU time each took.

Each arm's held-out documents are the same 1,000 (the split is seeded and the tokens are one vocabulary), so a model's
loss on document i is paired with the other's on document i (paired t with its 95% interval). The quick suite is
`rookworld-eval` (run by run.sh's caller; see README.md). Writes heldout.json beside this file.

    python experiments/base/modern/judge.py runs/base/modern-gpt2-adamw runs/base/modern-llama-adamw runs/base/modern-llama-muon
"""

import json, sys
from pathlib import Path
import torch
from rookworld_nb.model import load_policy
from rookworld_nb.pretrain import doc_loss
from rookworld_nb.pretrain_docs import Docs, doc_batch
from rookworld_nb.stats import paired
from rookworld_nb.runs import Run


def per_doc_loss(run_dir: str) -> list[float]:
    "The run's final model's weighted loss on each held-out document (its own cached split)."
    cache = torch.load(Path(run_dir) / "docs.pt", weights_only=True)
    held = Docs(**cache["held"])
    cfg = json.loads((Path(run_dir) / "config.json").read_text())
    model, _, tok = load_policy(f"{run_dir}/model", device="cpu")
    with torch.no_grad():
        return [doc_loss(model, *doc_batch(held, [i], tok.eos_token_id, cfg["prompt_loss_weight"])).item()
                for i in range(len(held))]


def cost(run_dir: str) -> dict:
    "Steps, wall minutes and the last logged held-out loss of a run."
    last = Run(run_dir).metrics()[-1]
    return {"steps": last["step"], "minutes": last["minutes"], "heldout_loss_logged": round(last["heldout_loss"], 4)}


if __name__ == "__main__":
    base, *others = sys.argv[1:]
    losses = {r: per_doc_loss(r) for r in [base, *others]}
    out = {"baseline": base, "arms": {r: cost(r) for r in losses}, "paired": {}}
    for r in others:
        out["paired"][r] = paired(losses[base], losses[r], "mean")   # arm minus baseline: negative is better
    print(json.dumps(out, indent=1))
    (Path(__file__).parent / "heldout.json").write_text(json.dumps(out, indent=1) + "\n")
