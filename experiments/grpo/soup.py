"""Is the churn noise? Average the weights of several runs of one recipe (a "model soup", Wortsman et al. 2022) and save the result as a
checkpoint `rookworld-eval` and `standard_pa.py` can read. e19's three seeds fix the *same* illegal greedy answers but break *different*
legal ones (of 490 legal answers, 64 are broken by one seed only, 18 by all three): if the breakage is seed noise around a shared
direction, averaging the updates keeps the direction and cancels the noise. All runs must start from the same base (same shapes).
Usage: python experiments/grpo/soup.py OUT_DIR RUN [RUN ...]   (a run directory means its latest checkpoint)"""
import sys, shutil
from pathlib import Path
from safetensors.torch import load_file, save_file
from rookworld_nb.runs import model_path

def checkpoint(name: str) -> Path:
    "A run directory's latest checkpoint, or the checkpoint folder itself."
    p = Path(model_path(name))
    if not (p / "model.safetensors").exists(): raise FileNotFoundError(f"{name}: neither a run directory nor a checkpoint folder")
    return p

def soup(out: str, runs: list[str]) -> Path:
    "The element-wise mean of the runs' weights, saved with the first run's config and tokenizer files."
    cks = [checkpoint(r) for r in runs]
    sds = [load_file(str(c / "model.safetensors")) for c in cks]
    keys = sds[0].keys()
    for c, sd in zip(cks[1:], sds[1:]):
        if sd.keys() != keys or any(sd[k].shape != sds[0][k].shape for k in keys): raise ValueError(f"{c}: its weights differ in names or shapes from {cks[0]}")
    mean = {k: (sum(sd[k].double() for sd in sds) / len(sds)).to(sds[0][k].dtype).contiguous() for k in keys}
    o = Path(out); o.mkdir(parents=True, exist_ok=True)
    for f in cks[0].iterdir():
        if f.name not in ("model.safetensors", "state.pt"): shutil.copy(f, o / f.name)
    save_file(mean, str(o / "model.safetensors"), metadata={"format": "pt"})
    (o / "soup_of.txt").write_text("\n".join(str(c) for c in cks) + "\n")
    return o

if __name__ == "__main__":
    if len(sys.argv) < 4: sys.exit(__doc__)
    print(soup(sys.argv[1], sys.argv[2:]))
