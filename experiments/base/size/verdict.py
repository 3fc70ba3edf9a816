"""The size comparison's verdict: two judged snapshots (judge.py, bound.py), and rookworld-tiny, paired item by item.
Held-out loss per document (the 1,000 held-out documents, bound_docs.json: paired t), P: legal best, engine best and
format on the 2,080 standard positions and A: exact on the 640 transitions (McNemar).
    python experiments/base/size/verdict.py runs/base/size-llama-muon-4x256/snaps/step_010000 \
        runs/base/size-llama-muon-6x336/snaps/step_004050
Writes verdict.json here: each pair (second − first) with its 95% interval and p. rookworld-tiny's answers and losses
are measured once (on the first snapshot's run's documents, which both arms share) and kept here.
"""

import json, sys
from pathlib import Path
import torch
from rookworld_nb.evaluate import METRICS
from rookworld_nb.model import MODELS_DIR
from rookworld_nb.pretrain_docs import Docs
from rookworld_nb.stats import paired
from bound import losses
from judge import judge_snapshot

HERE = Path(__file__).parent


def answers(snap: Path) -> dict:
    "A snapshot's (or rookworld-tiny's) per-item answers and per-document held-out losses."
    judged, docs = snap / "judged.json", snap / "bound_docs.json"
    if snap.name == "rookworld-tiny":
        judged, docs = HERE / "rookworld-tiny_judged.json", HERE / "rookworld-tiny_bound_docs.json"
    for f in (judged, docs):
        if not f.exists():
            raise SystemExit(f"{f} is missing: run judge.py and bound.py on the run first")
    items = json.loads(judged.read_text())["items"]
    return {**items, "heldout": {"loss": json.loads(docs.read_text())["held"]}}


def tiny_measured(run: Path):
    "rookworld-tiny judged and its per-document losses, on `run`'s documents, kept here (once)."
    tiny = str(MODELS_DIR / "rookworld-tiny")
    if not (HERE / "rookworld-tiny_judged.json").exists():
        judged = judge_snapshot(Path(tiny), 2080, 640)
        (HERE / "rookworld-tiny_judged.json").write_text(json.dumps({"step": 25000, "n_p": 2080, "n_a": 640, **judged}))
    if not (HERE / "rookworld-tiny_bound_docs.json").exists():
        cache = torch.load(run / "docs.pt", weights_only=True)
        w_prompt = json.loads((run / "config.json").read_text())["prompt_loss_weight"]
        per = losses(tiny, Docs(**cache["train"]), Docs(**cache["held"]), w_prompt)
        (HERE / "rookworld-tiny_bound_docs.json").write_text(json.dumps(per))


def main(first: Path, second: Path):
    tiny_measured(first.parent.parent)
    snaps = {"rookworld-tiny": Path("rookworld-tiny"), str(first): first, str(second): second}
    got = {name: answers(p) for name, p in snaps.items()}
    kinds = {**METRICS, "heldout": {"loss": "mean"}}
    out = {}
    for a, b in ((str(first), str(second)), ("rookworld-tiny", str(first)), ("rookworld-tiny", str(second))):
        pair = {f"{bench} {m}": paired(got[a][bench][m], got[b][bench][m], kinds[bench][m])
                for bench, ms in got[b].items() for m in ms}
        out[f"{b} - {a}"] = pair
        print(f"{b} − {a}")
        for k, r in pair.items():
            interval = f"[{r['lo']:+.4f}, {r['hi']:+.4f}]"
            print(f"  {k:16} {r['a']:.4f} -> {r['b']:.4f}  {r['diff']:+.4f} {interval}  p={r['p']:.2g}")
    (HERE / "verdict.json").write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main(Path(sys.argv[1]), Path(sys.argv[2]))
